// `amend lsp': the language server (lsp/server.h) on standard input and output, for editors.
#include "cli_common.h"
#include "commands.h"
#include "process_environment.h"

#include "server.h"

#include <QCoreApplication>

#include <cstdio>
#include <cstdlib>
#include <unistd.h>

namespace amend::cli {

namespace {

const char* const help =
    "usage: amend lsp [--stdio]\n"
    "\n"
    "Speaks the Language Server Protocol 3.17 on standard input and output, for editors\n"
    "(Neovim, Helix, Emacs eglot, Kate, VS Code: see the README's \"Amend in your editor\").\n"
    "The workspace folder's .ecf (or, without one, its .e files) is the program; open buffers\n"
    "are read as the editor holds them. It offers:\n"
    "  - checking diagnostics as you type;\n"
    "  - after a save, AutoTest on the saved file's class in the background: each fault is a\n"
    "    diagnostic on the violated contract and on the routine (clause, values at the failure,\n"
    "    minimized failing test), then fixed: its ranked valid fixes are quick fixes;\n"
    "  - commands amend.testFile [URI], amend.testRoutine / amend.fixRoutine [URI, CLASS.feature\n"
    "    or position], and the code action \"Fix this routine\";\n"
    "  - document and workspace symbols, go to definition, hover;\n"
    "  - work-done progress with cancellation.\n"
    "initializationOptions (all optional): {\"testOnSave\": true, \"timeBudget\": 10 (seconds of\n"
    "AutoTest), \"maxTests\": 300 (per routine), \"seed\": 1, \"maxFixes\": 10, \"learning\": true}.\n"
    "Messages go to standard error only when something is wrong; standard output is the protocol's.\n";

}  // namespace

int commandLsp(const QStringList& arguments)
{
    for (const QString& a : arguments.mid(1)) {
        if (a == QLatin1String("--help") || a == QLatin1String("-h")) {
            std::fputs(help, stdout);
            return ExitOk;
        }
        if (a != QLatin1String("--stdio")) {
            std::fprintf(stderr, "amend lsp: unknown option `%s'\n\n%s", a.toLocal8Bit().constData(), help);
            return ExitUsage;
        }
    }
    // Standard output is the protocol's alone: the server writes to a copy of it, and anything
    // else that prints (a library, a program's `print' under test) goes to standard error.
    const int protocolFd = ::dup(STDOUT_FILENO);
    std::FILE* protocol = protocolFd >= 0 ? ::fdopen(protocolFd, "w") : nullptr;
    if (!protocol || ::dup2(STDERR_FILENO, STDOUT_FILENO) < 0) {
        std::fputs("amend lsp: cannot set up standard output for the protocol\n", stderr);
        return ExitFailure;
    }
    lsp::Transport transport(STDIN_FILENO, protocol);
    int code = 0;
    {
        lsp::ServerOptions options;
        options.environment = processEnvironment();
        lsp::Server server(transport, std::move(options));
        QObject::connect(&server, &lsp::Server::exitRequested, [&code](int c) {
            code = c;
            QCoreApplication::exit(c);
        });
        transport.start();
        QCoreApplication::exec();
    }   // the server cancels its runs and waits for them
    std::fflush(protocol);
    // The transport's reader may still block in read(): end the process without unwinding it.
    std::_Exit(code);
}

}  // namespace amend::cli
