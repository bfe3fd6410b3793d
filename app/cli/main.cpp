// `amend`: the command line of Amend. Everything a person can do in the window, a script can
// do here. Dispatches to one sub-command per verb.
#include "commands.h"
#include "support/huge_page_heap.h"

#include <QCoreApplication>

#include <cstdio>
#include <cstring>

namespace {

const char* const usage =
    "usage: amend COMMAND [ARGS...]\n"
    "\n"
    "Commands:\n"
    "  check PATHS...                    check Eiffel files or folders, print diagnostics\n"
    "  run PATHS... [--root CLASS.f]     run a program, print its output and any contract violation\n"
    "  tests PATHS...                    run the EQA_TEST_SET test classes of a program\n"
    "  test PATHS... [--seed N] [--time S] [--max-tests N] [--json FILE] [--save-tests DIR]\n"
    "                                    test a program automatically (AutoTest): report faults\n"
    "  fix PATHS... [--feature C.f] [--seed N] [--time S] [--max-fixes N] [--json FILE] [--apply K]\n"
    "      [--knowledge FILE | --no-learning]\n"
    "                                    test, then propose ranked fixes for each fault (AutoFix)\n"
    "  bench COLLECTION... [--jobs N] [--budget S] [--json FILE] [--baseline FILE]\n"
    "                                    measure fixing on collections of faults against reference fixes\n"
    "  learn COLLECTION|REPORT.json... [--out FILE] [--leave-one-out]\n"
    "                                    learn from bench results which fixes were proper (ranking)\n"
    "  lsp                               language server for editors (LSP over standard input and output)\n"
    "\n"
    "`amend COMMAND --help` describes a command's options.\n";

}  // namespace

int main(int argc, char** argv)
{
    amend::backHeapWithHugePages();  // see support/huge_page_heap.h: the fixed cost of a run
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("amend"));
    QCoreApplication::setApplicationVersion(QStringLiteral("0.1.0"));

    QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() < 2 || arguments[1] == QLatin1String("--help") || arguments[1] == QLatin1String("-h")) {
        std::fputs(usage, arguments.size() < 2 ? stderr : stdout);
        return arguments.size() < 2 ? 2 : 0;
    }
    if (arguments[1] == QLatin1String("--version")) {
        std::puts("amend 0.1.0");
        return 0;
    }
    const QString command = arguments[1];
    arguments.removeAt(1);  // the sub-command sees "amend ARGS..."
    if (command == QLatin1String("check")) return amend::cli::commandCheck(arguments);
    if (command == QLatin1String("run")) return amend::cli::commandRun(arguments);
    if (command == QLatin1String("tests")) return amend::cli::commandTests(arguments);
    if (command == QLatin1String("test")) return amend::cli::commandTest(arguments);
    if (command == QLatin1String("fix")) return amend::cli::commandFix(arguments);
    if (command == QLatin1String("bench")) return amend::cli::commandBench(arguments);
    if (command == QLatin1String("learn")) return amend::cli::commandLearn(arguments);
    if (command == QLatin1String("lsp")) return amend::cli::commandLsp(arguments);
    std::fprintf(stderr, "amend: unknown command `%s'\n\n%s", command.toLocal8Bit().constData(), usage);
    return 2;
}
