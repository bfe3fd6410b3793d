// `amend check PATHS...`: parse and check a program, print diagnostics, exit 1 on errors.
#include "cli_common.h"
#include "commands.h"

#include <QCommandLineParser>

#include <iostream>

namespace amend::cli {

int commandCheck(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Check Eiffel classes: syntax, names, types, exports, creation."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("paths"), QStringLiteral(".e files or folders (every .e below them)."), QStringLiteral("PATHS..."));
    QStringList paths;
    if (const int exit = parseCommandLine(parser, arguments, "check", paths); exit >= 0) return exit;
    int failureExit = ExitFailure;
    auto program = loadProgram(toStdStrings(paths), "check", failureExit);
    if (!program) return failureExit;
    int userClasses = 0;
    for (const auto& cls : program->classes) {
        if (!cls->isKernel && cls->decl) ++userClasses;
    }
    std::cout << "ok: " << userClasses << (userClasses == 1 ? " class" : " classes") << " checked\n";
    return ExitOk;
}

}  // namespace amend::cli
