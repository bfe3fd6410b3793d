// Implementation of the helpers shared by the sub-commands (see cli_common.h).
#include "cli_common.h"

#include "learning/advisor.h"
#include "learning/knowledge_json.h"
#include "learning/knowledge_store.h"

#include "repair/fix.h"

#include <QFileInfo>

#include <algorithm>
#include <iostream>
#include <optional>

namespace amend::cli {

void printDiagnostic(std::ostream& out, const Diagnostic& d, const SourceManager& sources)
{
    static const char* names[] = {"error", "warning", "note"};
    const char* severity = names[static_cast<int>(d.severity)];
    if (!d.range.valid()) {
        out << "amend: " << severity << ": " << d.message << "\n";
    } else {
        out << sources.describe(d.range) << ": " << severity << ": " << d.message << "\n";
        const SourceFile& file = sources.file(d.range.file);
        const LineColumn start = file.lineColumn(d.range.begin);
        const LineColumn end = file.lineColumn(d.range.end > d.range.begin ? d.range.end - 1 : d.range.begin);
        const std::string line = file.lineText(start.line);
        // Columns count characters: walk the line's UTF-8 characters, keeping its tabs.
        std::string marker;
        int column = 1;
        for (std::size_t i = 0; i < line.size() && column < start.column; ++i) {
            if ((static_cast<unsigned char>(line[i]) & 0xC0) == 0x80) continue;
            marker += line[i] == '\t' ? '\t' : ' ';
            ++column;
        }
        const int width = end.line == start.line ? std::max(1, end.column - start.column + 1) : 1;
        marker += '^';
        marker += std::string(static_cast<std::size_t>(width - 1), '~');
        out << line << "\n" << marker << "\n";
    }
    for (const Diagnostic& note : d.notes) printDiagnostic(out, note, sources);
}

void addTargetOption(QCommandLineParser& parser)
{
    parser.addOption({QStringLiteral("target"), QStringLiteral("Target of the .ecf projects among PATHS (default: the first that is not abstract)."),
                      QStringLiteral("T")});
    addLibraryOption(parser);
}

void addLibraryOption(QCommandLineParser& parser)
{
    parser.addOption({QStringLiteral("library"),
                      QStringLiteral("base=PATH: run on this EiffelBase (an .ecf, or a folder holding base.ecf or library.ecf) instead of Amend's kernel."),
                      QStringLiteral("NAME=PATH")});
}

bool readLibraryOption(const QCommandLineParser& parser, const char* command, std::string& baseLibrary)
{
    for (const QString& value : parser.values(QStringLiteral("library"))) {
        const qsizetype equals = value.indexOf(QLatin1Char('='));
        if (equals <= 0 || value.left(equals).compare(QLatin1String("base"), Qt::CaseInsensitive) != 0 || equals + 1 == value.size()) {
            std::cerr << "amend " << command << ": --library expects base=PATH (only EiffelBase can be given), not `" << value.toStdString() << "'\n";
            return false;
        }
        baseLibrary = value.mid(equals + 1).toStdString();
    }
    return true;
}

std::shared_ptr<const sema::Program> loadProgram(const QCommandLineParser& parser, const QStringList& paths, const char* command,
                                                 int& failureExit, bool printWarnings, project::ProgramFiles* resolved,
                                                 bool lowerKernelOnUse)
{
    DiagnosticSink sink;
    sema::CompileInput input;
    project::PathOptions options;
    options.target = parser.value(QStringLiteral("target")).toStdString();
    options.environment = processEnvironment();
    if (!readLibraryOption(parser, command, options.baseLibrary)) {
        failureExit = ExitUsage;
        return nullptr;
    }
    // Resolved here, not only inside compileProgram, to learn the root an .ecf names; the
    // compiler takes the resulting .e files as they are.
    project::ProgramFiles files = project::resolveProgramFiles(toStdStrings(paths), options, sink);
    input.paths = files.files;
    input.acrossAsItem = files.acrossAsItem;
    input.usesAutoProof = files.usesAutoProof;
    input.libraryPaths = files.libraryFiles;
    input.libraryUnderTest = files.programIsBase;
    input.lowerKernelOnUse = lowerKernelOnUse;
    if (resolved) *resolved = std::move(files);
    auto program = sema::compileProgram(input, sink);
    for (const Diagnostic& d : sink.sorted()) {
        if (d.severity == Severity::Error || printWarnings) printDiagnostic(std::cerr, d, program->sources);
    }
    if (const std::string omitted = sink.omittedSummary(); !omitted.empty()) std::cerr << omitted << "\n";
    failureExit = ExitFailure;
    if (sink.hasErrors()) {
        std::cerr << sink.errorCount() << (sink.errorCount() == 1 ? " error" : " errors") << "\n";
        return nullptr;
    }
    if (!sema::declaresUserClass(*program)) {
        std::cerr << "amend " << command << ": no Eiffel class in";
        for (const QString& path : paths) std::cerr << " `" << path.toStdString() << "'";
        std::cerr << " (PATHS are .e files, folders holding them or .ecf projects)\n";
        failureExit = ExitUsage;
        return nullptr;
    }
    return program;
}

int parseCommandLine(QCommandLineParser& parser, const QStringList& arguments, const char* command, QStringList& paths)
{
    if (!parser.parse(arguments)) {
        std::cerr << "amend " << command << ": " << parser.errorText().toStdString() << " (see amend " << command << " --help)\n";
        return ExitUsage;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        std::cout << parser.helpText().toStdString();
        return ExitOk;
    }
    paths = parser.positionalArguments();
    if (paths.isEmpty()) {
        std::cerr << "amend " << command << ": no input files (see amend " << command << " --help)\n";
        return ExitUsage;
    }
    return -1;
}

void addAutoTestOptions(QCommandLineParser& parser)
{
    parser.addOption({QStringLiteral("seed"), QStringLiteral("Random seed (default 1)."), QStringLiteral("N"), QStringLiteral("1")});
    parser.addOption({QStringLiteral("time"), QStringLiteral("Time budget of test generation in seconds, 0 for none (default 10)."),
                      QStringLiteral("SECONDS"), QStringLiteral("10")});
    parser.addOption({QStringLiteral("threads"), QStringLiteral("Worker threads (default: one per core)."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("no-search"),
                      QStringLiteral("Random testing only: no search phase (which otherwise runs half as many tests again after random testing).")});
    parser.addOption({QStringLiteral("spend-budget"),
                      QStringLiteral("Keep testing routines without a failure past the test count, while --time lasts and new behaviours appear.")});
}

bool readSeconds(const QCommandLineParser& parser, const char* command, const char* option, double& seconds)
{
    bool ok = true;
    seconds = parser.value(QString::fromLatin1(option)).toDouble(&ok);
    if (ok && seconds >= 0) return true;
    std::cerr << "amend " << command << ": --" << option << " expects a number of seconds >= 0\n";
    return false;
}

bool readInteger(const QCommandLineParser& parser, const char* command, const char* option, int least, const char* expected, int& value)
{
    bool ok = true;
    value = parser.value(QString::fromLatin1(option)).toInt(&ok);
    if (ok && value >= least) return true;
    std::cerr << "amend " << command << ": --" << option << " expects " << expected << "\n";
    return false;
}

bool readAutoTestOptions(const QCommandLineParser& parser, const char* command, testing::AutoTestOptions& options)
{
    bool ok = true;
    options.seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok) {
        std::cerr << "amend " << command << ": --seed expects a non-negative integer\n";
        return false;
    }
    if (!readSeconds(parser, command, "time", options.timeBudgetSeconds)) return false;
    if (parser.isSet(QStringLiteral("no-search"))) options.searchPercent = 0;
    options.spendBudget = parser.isSet(QStringLiteral("spend-budget"));
    return !parser.isSet(QStringLiteral("threads")) || readInteger(parser, command, "threads", 1, "a positive integer", options.threads);
}

void addTechniquesOption(QCommandLineParser& parser)
{
    parser.addOption({QStringLiteral("techniques"), QStringLiteral("Fixing techniques, comma-separated: autofix, nopol, wp, gp (default autofix,nopol)."),
                      QStringLiteral("LIST"), QStringLiteral("autofix,nopol")});
}

bool readTechniques(const QCommandLineParser& parser, const char* command, repair::FixOptions& options)
{
    const QStringList techniques = parser.value(QStringLiteral("techniques")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    options.autofix = options.nopol = options.wp = options.gp = false;
    for (const QString& t : techniques) {
        const std::optional<repair::Technique> technique = repair::techniqueNamed(t.trimmed().toStdString());
        if (!technique) {
            std::cerr << "amend " << command << ": unknown technique `" << t.toStdString() << "' (known: autofix, nopol, wp, gp)\n";
            return false;
        }
        switch (*technique) {
        case repair::Technique::AutoFix: options.autofix = true; break;
        case repair::Technique::Nopol: options.nopol = true; break;
        case repair::Technique::Wp: options.wp = true; break;
        case repair::Technique::Gp: options.gp = true; break;
        }
    }
    if (!options.autofix && !options.nopol && !options.wp && !options.gp) {
        std::cerr << "amend " << command << ": --techniques needs at least one of autofix, nopol, wp, gp\n";
        return false;
    }
    return true;
}

std::vector<std::string> toStdStrings(const QStringList& list)
{
    std::vector<std::string> result;
    for (const QString& s : list) result.push_back(s.toStdString());
    return result;
}

void keepUntilExit(std::shared_ptr<const sema::Program> program)
{
    static auto* const kept = new std::vector<std::shared_ptr<const sema::Program>>;
    kept->push_back(std::move(program));
}

void addLearningOptions(QCommandLineParser& parser)
{
    parser.addOption({QStringLiteral("knowledge"),
                      QStringLiteral("Rank with the knowledge base FILE (from `amend learn`) instead of the default and your decisions."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("no-learning"), QStringLiteral("Rank without learning from decisions.")});
}

bool readLearning(const QCommandLineParser& parser, const char* command, repair::FixOptions& options)
{
    options.learning = nullptr;
    if (parser.isSet(QStringLiteral("no-learning"))) {
        if (parser.isSet(QStringLiteral("knowledge"))) {
            std::cerr << "amend " << command << ": --knowledge and --no-learning exclude each other\n";
            return false;
        }
        return true;
    }
    std::string error;
    const QString file = parser.value(QStringLiteral("knowledge"));
    if (!file.isEmpty() && !QFileInfo::exists(file)) {   // a new knowledge base: `fix --apply` creates it
        std::cerr << "amend " << command << ": " << file.toStdString() << " does not exist yet: ranking without learned rules\n";
        return true;
    }
    const std::optional<learning::KnowledgeBase> knowledge =
        file.isEmpty() ? learning::sessionKnowledge(error) : learning::readKnowledgeFile(file.toStdString(), error);
    if (!knowledge) {
        std::cerr << "amend " << command << ": " << error << "\n";
        return false;
    }
    options.learning = learning::learningHook(std::make_shared<const learning::KnowledgeBase>(*knowledge));
    return true;
}

std::string decisionPath(const QCommandLineParser& parser)
{
    if (parser.isSet(QStringLiteral("no-learning"))) return {};
    if (parser.isSet(QStringLiteral("knowledge"))) return parser.value(QStringLiteral("knowledge")).toStdString();
    return learning::userKnowledgePath();
}

}  // namespace amend::cli
