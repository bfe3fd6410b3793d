// The library report of `amend check' (see library_report.h).
#include "library_report.h"

#include "cli_common.h"
#include "runtime/builtin_table.h"

#include <iostream>
#include <set>

namespace amend::cli {

namespace {

std::string lowerLanguage(const std::string& written)
{
    std::string language;
    for (char ch : written)
        if (ch != '"' && !std::isspace(static_cast<unsigned char>(ch))) language += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return language;
}

}  // namespace

int libraryReport(const QCommandLineParser& parser, const QStringList& paths)
{
    project::PathOptions options;
    options.target = parser.value(QStringLiteral("target")).toStdString();
    options.environment = processEnvironment();
    if (!readLibraryOption(parser, "check", options.baseLibrary)) return ExitUsage;
    DiagnosticSink sink(DiagnosticLimits{1, 1000000});  // one error per file says the file has errors
    const project::ProgramFiles files = project::resolveProgramFiles(toStdStrings(paths), options, sink);
    if (files.baseLibrary.empty()) {
        std::cerr << "amend check: --library-report: no EiffelBase of the project's own (give --library base=PATH)\n";
        return ExitUsage;
    }
    sema::CompileInput input;
    input.paths = files.files;
    input.libraryPaths = files.libraryFiles;
    const auto program = sema::compileProgram(input, sink);

    std::set<int> filesWithErrors;
    std::vector<Diagnostic> firstErrors;
    for (const Diagnostic& d : sink.sorted())
        if (d.severity == Severity::Error && d.range.valid() && filesWithErrors.insert(d.range.file).second) firstErrors.push_back(d);

    int classes = 0, checked = 0, builtIns = 0, builtInsProvided = 0, externals = 0, externalsProvided = 0;
    std::vector<std::string> missing;
    for (const auto& cls : program->classes) {
        if (!cls->isKernel || !cls->decl || cls->decl->nameRange.file < 0 || program->sources.file(cls->decl->nameRange.file).isBundled()) continue;
        ++classes;
        if (!filesWithErrors.count(cls->decl->nameRange.file)) ++checked;
        for (const sema::FeatureInfo* f : cls->features) {
            if (!f->isBuiltIn || f->writtenIn != cls.get() || !f->decl || f->declNameIndex != 0) continue;
            const std::string language = lowerLanguage(f->decl->externalLanguage);
            const bool builtIn = language == "built_in" || language == "built_instatic";  // `"built_in static"' too
            const bool provided = runtime::providesBuiltin(f->builtInKey);
            (builtIn ? builtIns : externals) += 1;
            (builtIn ? builtInsProvided : externalsProvided) += provided ? 1 : 0;
            if (builtIn && !provided) missing.push_back(program->sources.describe(f->range) + ": missing built-in " + f->builtInKey);
        }
    }
    std::cout << "EiffelBase: " << files.baseLibrary << "\n";
    std::cout << checked << " of " << classes << " classes check\n";
    std::cout << "built-ins: " << builtInsProvided << " of " << builtIns << " provided\n";
    std::cout << "other externals: " << externalsProvided << " of " << externals << " provided\n";
    for (const std::string& line : missing) std::cout << line << "\n";
    for (const Diagnostic& d : firstErrors) std::cout << DiagnosticSink::format(d, program->sources) << "\n";
    return checked == classes ? ExitOk : ExitFailure;
}

}  // namespace amend::cli
