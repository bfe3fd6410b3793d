// `amend check PATHS...`: parse and check a program, print diagnostics, exit 1 on errors.
// `--parse-only`: parse each file on its own (no kernel, no checking), print the first syntax
// error of each file that has one and how many files parse; for measuring on large libraries.
#include "cli_common.h"
#include "commands.h"
#include "library_report.h"

#include <QCommandLineParser>

#include <algorithm>

#include "syntax/parser.h"

#include <iostream>

namespace amend::cli {

namespace {

int parseOnly(const QCommandLineParser& parser, const QStringList& paths)
{
    DiagnosticSink pathSink;
    project::PathOptions options;
    options.target = parser.value(QStringLiteral("target")).toStdString();
    options.environment = processEnvironment();
    const project::ProgramFiles files = project::resolveProgramFiles(toStdStrings(paths), options, pathSink);
    SourceManager sources;
    for (const Diagnostic& d : pathSink.sorted()) printDiagnostic(std::cerr, d, sources);
    if (pathSink.hasErrors()) return ExitFailure;
    int parsed = 0;
    for (const std::string& path : files.files) {
        DiagnosticSink sink;
        const int id = addSourceFile(sources, path, sink);
        if (id >= 0) syntax::parseFile(sources, id, sink);
        const std::vector<Diagnostic> diagnostics = sink.sorted();
        const auto firstError = std::find_if(diagnostics.begin(), diagnostics.end(), [](const Diagnostic& d) { return d.severity == Severity::Error; });
        if (firstError == diagnostics.end()) ++parsed;
        else std::cout << DiagnosticSink::format(*firstError, sources) << "\n";
    }
    std::cout << parsed << " of " << files.files.size() << " files parse\n";
    return parsed == static_cast<int>(files.files.size()) ? ExitOk : ExitFailure;
}

}  // namespace

int commandCheck(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Check Eiffel classes: syntax, names, types, exports, creation."));
    parser.addHelpOption();
    addTargetOption(parser);
    parser.addOption({QStringLiteral("parse-only"), QStringLiteral("Only parse each file; print the first syntax error of each and how many parse.")});
    parser.addOption({QStringLiteral("library-report"),
                      QStringLiteral("With --library base=PATH: how many of the library's classes check and built-ins are provided, and what is missing.")});
    parser.addPositionalArgument(QStringLiteral("paths"), QStringLiteral(".e files, folders (every .e below them) or .ecf projects."), QStringLiteral("PATHS..."));
    QStringList paths;
    if (const int exit = parseCommandLine(parser, arguments, "check", paths); exit >= 0) return exit;
    if (parser.isSet(QStringLiteral("parse-only"))) return parseOnly(parser, paths);
    if (parser.isSet(QStringLiteral("library-report"))) return libraryReport(parser, paths);
    project::ProgramFiles files;
    int failureExit = ExitFailure;
    auto program = loadProgram(parser, paths, "check", failureExit, /*printWarnings=*/true, &files);
    if (!program) return failureExit;
    int userClasses = 0;
    for (const auto& cls : program->classes) {
        if (cls->isUserCode() && cls->decl) ++userClasses;  // FreeELKS given as the program: its classes
    }
    std::cout << "ok: " << userClasses << (userClasses == 1 ? " class" : " classes") << " checked";
    if (!files.baseLibrary.empty()) std::cout << " (EiffelBase: " << files.baseLibrary << ")";
    if (!files.providedLibraries.empty()) {
        std::cout << " (libraries provided by Amend:";
        for (std::size_t i = 0; i < files.providedLibraries.size(); ++i) std::cout << (i > 0 ? ", " : " ") << files.providedLibraries[i];
        std::cout << ")";
    }
    std::cout << "\n";
    return ExitOk;
}

}  // namespace amend::cli
