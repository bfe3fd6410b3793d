// `amend bench COLLECTION...`: measure fixing on collections of faulty programs. For each case
// (evaluation/collection.h) test, fix, and classify every kept valid fix as proper or improper
// by differential testing against the case's reference; print one row per fault and the totals
// (evaluation/report.h), optionally as JSON and compared with an earlier run's JSON. A case that
// crashes or exceeds its budget is reported and the run goes on. Exit status 0 when every case
// ran, 1 when one did not compile, crashed or timed out, 2 on usage errors.
// Every case runs in a child process: this program re-invoked with the hidden options
// `--run-case NAME --case-result FILE` and the case's collection, which runs that one case and
// writes its result as JSON (evaluation/bench_run.h).
// `--programs`, `--sample` and `--shard` choose the cases (evaluation/selection.h); `--merge`
// joins the JSON reports of slices into one; `--halves` adds figures per program and per half
// (evaluation/program_report.h).
#include "cli_common.h"
#include "commands.h"

#include "evaluation/bench_run.h"
#include "evaluation/program_report.h"
#include "evaluation/report.h"
#include "evaluation/selection.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>
#include <QThread>

#include <algorithm>
#include <iostream>

namespace amend::cli {

namespace {

// One line on stderr per finished case.
class CaseProgress final : public ProgressSink {
public:
    void report(Stage stage, long long done, long long total, const std::string& message) override
    {
        if (stage == Stage::Case) std::cerr << "[" << done << "/" << total << "] " << message << "\n";
    }
};

bool positiveInt(const QCommandLineParser& parser, const char* name, int& value)
{
    return readInteger(parser, "bench", name, 1, "a positive integer", value);
}

// The child: runs case `name` of `collection` and writes its result as JSON to `resultFile`.
int runOneCase(const QString& collection, const std::string& name, const QString& resultFile, const evaluation::CaseOptions& options,
               double budgetSeconds)
{
    evaluation::Collection loaded = evaluation::loadCollection(collection.toStdString());
    const auto it = std::find_if(loaded.cases.begin(), loaded.cases.end(), [&](const evaluation::BenchCase& c) { return c.name == name; });
    if (it == loaded.cases.end()) {
        std::cerr << "amend bench: no case `" << name << "' in " << collection.toStdString() << "\n";
        return ExitUsage;
    }
    // Written whole or not at all (QSaveFile): after each fault, then at the end.
    auto write = [&resultFile](const evaluation::CaseResult& result) {
        QSaveFile file(resultFile);
        const QByteArray json = QJsonDocument(evaluation::caseToJson(result)).toJson(QJsonDocument::Compact);
        return file.open(QIODevice::WriteOnly) && file.write(json) == json.size() && file.commit();
    };
    evaluation::CaseOptions withPartialResults = options;
    withPartialResults.onFaultDone = [&write](const evaluation::CaseResult& soFar) { write(soFar); };
    if (!write(evaluation::runCaseWithBudget(*it, withPartialResults, budgetSeconds))) {
        std::cerr << "amend bench: cannot write " << resultFile.toStdString() << "\n";
        return ExitFailure;
    }
    return ExitOk;
}

// A JSON report of `amend bench` (--baseline, --merge); false with a message on stderr.
bool readReport(const QString& path, const char* option, std::vector<evaluation::CaseResult>& results)
{
    QFile file(path);
    const QJsonDocument doc = file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()) : QJsonDocument();
    std::string error = doc.isObject() ? std::string() : "cannot read it as JSON";
    if (doc.isObject()) results = evaluation::fromJson(doc.object(), error);
    if (error.empty()) return true;
    std::cerr << "amend bench: " << option << " " << path.toStdString() << ": " << error << "\n";
    return false;
}

// --programs, --sample, --shard; false with a message on stderr.
bool readSelection(const QCommandLineParser& parser, evaluation::CaseSelection& selection)
{
    for (const QString& p : parser.value(QStringLiteral("programs")).split(QLatin1Char(','), Qt::SkipEmptyParts))
        selection.programs.push_back(p.trimmed().toStdString());
    if (parser.isSet(QStringLiteral("sample")) && !positiveInt(parser, "sample", selection.samplePerProgram)) return false;
    if (parser.isSet(QStringLiteral("shard")) &&
        !evaluation::parseShard(parser.value(QStringLiteral("shard")).toStdString(), selection.shard, selection.shardCount)) {
        std::cerr << "amend bench: --shard expects K/N with 1 <= K <= N (slice K of N)\n";
        return false;
    }
    return true;
}

// Prints the results (and writes --json), compared with --baseline; the exit status.
int reportResults(const QCommandLineParser& parser, const std::vector<evaluation::CaseResult>& results,
                  const std::vector<evaluation::CaseResult>& baseline)
{
    const evaluation::BenchTotals totals = evaluation::computeTotals(results);
    if (parser.isSet(QStringLiteral("verbose"))) {
        for (const evaluation::CaseResult& c : results) {
            for (const evaluation::FaultResult& f : c.faults) {
                for (const evaluation::ClassifiedFix& x : f.fixes) {
                    std::cout << c.name << ": " << f.routine << " " << f.label() << ": fix " << x.rank << " "
                              << (x.classified ? (x.proper ? "proper" : "improper") : "unclassified") << " (" << x.compared
                              << " tests compared): " << x.explanation << "\n";
                    if (!x.proper && !x.difference.empty()) std::cout << x.difference;
                }
            }
        }
        std::cout << "\n";
    }
    std::cout << evaluation::formatTable(results, totals);
    const bool halves = parser.isSet(QStringLiteral("halves"));
    const evaluation::HalvesReport byProgram = halves ? evaluation::computeHalves(results) : evaluation::HalvesReport{};
    if (halves) std::cout << "\nPer program (the first " << byProgram.tunedPrograms << " tuned, the rest held out), per variant set:\n"
                          << evaluation::formatHalves(byProgram);
    if (parser.isSet(QStringLiteral("baseline"))) std::cout << "\nCompared with " << parser.value(QStringLiteral("baseline")).toStdString() << ":\n"
                                                            << evaluation::compareWithBaseline(results, baseline);
    if (parser.isSet(QStringLiteral("json"))) {
        QFile file(parser.value(QStringLiteral("json")));
        QJsonObject report = evaluation::toJson(results, totals);
        if (halves) report.insert(QStringLiteral("halves"), evaluation::halvesToJson(byProgram));
        const QByteArray json = QJsonDocument(report).toJson();
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(json) != json.size()) {
            std::cerr << "amend bench: cannot write " << file.fileName().toStdString() << "\n";
            return ExitFailure;
        }
    }
    return totals.errors + totals.crashes + totals.timeouts == 0 ? ExitOk : ExitFailure;
}

}  // namespace

int commandBench(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Measure fixing on collections of faulty programs: per fault, whether it is found, how many valid fixes,\n"
        "the rank of the first proper fix (behaves as the reference, by differential testing) and the time.\n"
        "A collection is a folder of cases: CASE/faulty/, CASE/reference/, optional CASE/tests/ and CASE/faults.txt;\n"
        "or NAME_N.e variants next to a reference NAME.e (class NAME_N compared with NAME), variant set N being every *_N.e\n"
        "of the folder; or a folder of such program folders (the public AutoProof collection buggy-java-jml-eiffel).\n"
        "Exit status: 0 when every case ran, 1 when one did not compile, crashed or timed out, 2 on usage errors."));
    parser.addHelpOption();
    addAutoTestOptions(parser);
    addTechniquesOption(parser);
    addLearningOptions(parser);
    parser.addOption({QStringLiteral("jobs"), QStringLiteral("Cases run in parallel (default 1)."), QStringLiteral("N"), QStringLiteral("1")});
    parser.addOption({QStringLiteral("budget"), QStringLiteral("Time budget per case in seconds, 0 for none (default 300)."),
                      QStringLiteral("SECONDS"), QStringLiteral("300")});
    parser.addOption({QStringLiteral("fault-budget"),
                      QStringLiteral("Wall-clock seconds for fixing one fault, 0 for its share of the case budget only (default 0)."),
                      QStringLiteral("SECONDS"), QStringLiteral("0")});
    parser.addOption({QStringLiteral("max-fixes"), QStringLiteral("Fixes kept, ranked and classified per fault (default 10)."),
                      QStringLiteral("N"), QStringLiteral("10")});
    parser.addOption({QStringLiteral("diff-tests"), QStringLiteral("Differential tests per fix (default 1000)."), QStringLiteral("N"),
                      QStringLiteral("1000")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Write the results as JSON to FILE."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("baseline"), QStringLiteral("Compare with the JSON of an earlier run: what got better or worse."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("verbose"), QStringLiteral("Also print every kept fix with its classification.")});
    parser.addOption({QStringLiteral("programs"), QStringLiteral("Only these programs (folders of variant sets, or case folders), comma-separated."),
                      QStringLiteral("A,B")});
    parser.addOption({QStringLiteral("sample"),
                      QStringLiteral("Only K variant sets of each program, evenly spread: those at positions floor(i*n/K), i = 0..K-1, of its n sets\n"
                                     "in order of N (the same sets on every run and machine)."),
                      QStringLiteral("K")});
    parser.addOption({QStringLiteral("shard"), QStringLiteral("Only slice K of N of the (selected) sets: every N-th, from the K-th; join the\n"
                                                              "slices' --json reports with --merge."), QStringLiteral("K/N")});
    parser.addOption({QStringLiteral("merge"), QStringLiteral("Join the --json reports given as arguments (the slices of --shard) into one report.")});
    parser.addOption({QStringLiteral("halves"),
                      QStringLiteral("Also report per program and per half, per variant set: programs in case-insensitive order, the first\n"
                                     "half (ceil(n/2)) \"tuned\", the second \"held out\".")});
    addLibraryOption(parser);
    QCommandLineOption runCase(QStringLiteral("run-case"), QStringLiteral("(internal) Run only case NAME and write its result."), QStringLiteral("NAME"));
    QCommandLineOption caseResult(QStringLiteral("case-result"), QStringLiteral("(internal) Where --run-case writes its result."), QStringLiteral("FILE"));
    runCase.setFlags(QCommandLineOption::HiddenFromHelp);
    caseResult.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(runCase);
    parser.addOption(caseResult);
    parser.addPositionalArgument(QStringLiteral("collections"), QStringLiteral("Folders of cases (with --merge: JSON reports)."),
                                 QStringLiteral("COLLECTION..."));
    QStringList paths;
    if (const int exit = parseCommandLine(parser, arguments, "bench", paths); exit >= 0) return exit;

    evaluation::BenchOptions options;
    evaluation::CaseOptions caseOptions;
    if (!readAutoTestOptions(parser, "bench", caseOptions.testing)) return ExitUsage;
    if (!readTechniques(parser, "bench", caseOptions.fixing) || !readLearning(parser, "bench", caseOptions.fixing)) return ExitUsage;
    if (!positiveInt(parser, "jobs", options.jobs) || !positiveInt(parser, "max-fixes", caseOptions.fixing.maxFixes) ||
        !positiveInt(parser, "diff-tests", caseOptions.differential.tests))
        return ExitUsage;
    if (!readSeconds(parser, "bench", "budget", options.caseBudgetSeconds) ||
        !readSeconds(parser, "bench", "fault-budget", caseOptions.fixing.faultBudgetSeconds))
        return ExitUsage;
    if (!readLibraryOption(parser, "bench", caseOptions.baseLibrary)) return ExitUsage;
    // Without --threads, share the cores between the parallel cases.
    if (!parser.isSet(QStringLiteral("threads"))) caseOptions.testing.threads = std::max(1, QThread::idealThreadCount() / options.jobs);
    caseOptions.fixing.threads = caseOptions.testing.threads;
    caseOptions.testing.runHandwritten = true;
    if (parser.isSet(runCase)) {
        return runOneCase(paths.front(), parser.value(runCase).toStdString(), parser.value(caseResult), caseOptions, options.caseBudgetSeconds);
    }

    std::vector<evaluation::CaseResult> baseline;
    if (parser.isSet(QStringLiteral("baseline")) && !readReport(parser.value(QStringLiteral("baseline")), "--baseline", baseline)) return ExitUsage;
    if (parser.isSet(QStringLiteral("merge"))) {
        std::vector<std::vector<evaluation::CaseResult>> parts(static_cast<std::size_t>(paths.size()));
        for (qsizetype i = 0; i < paths.size(); ++i)
            if (!readReport(paths[i], "--merge", parts[static_cast<std::size_t>(i)])) return ExitUsage;
        std::string error;
        const std::vector<evaluation::CaseResult> merged = evaluation::mergeShards(parts, error);
        if (!error.empty()) {
            std::cerr << "amend bench: --merge: " << error << "\n";
            return ExitUsage;
        }
        return reportResults(parser, merged, baseline);
    }
    evaluation::CaseSelection selection;
    if (!readSelection(parser, selection)) return ExitUsage;

    std::vector<evaluation::BenchCase> cases;
    QStringList caseCollections;  // the collection of each case, for its child
    for (const QString& path : paths) {
        evaluation::Collection collection = evaluation::loadCollection(path.toStdString());
        for (const std::string& problem : collection.problems) std::cerr << "amend bench: " << problem << "\n";
        for (evaluation::BenchCase& c : collection.cases) {
            cases.push_back(std::move(c));
            caseCollections << path;
        }
    }
    std::string selectionError;
    const std::vector<std::size_t> chosen = evaluation::selectCases(cases, selection, selectionError);
    if (!selectionError.empty()) {
        std::cerr << "amend bench: --programs: " << selectionError << "\n";
        return ExitUsage;
    }
    {
        std::vector<evaluation::BenchCase> kept;
        QStringList keptCollections;
        for (std::size_t i : chosen) {
            kept.push_back(std::move(cases[i]));
            keptCollections << caseCollections[static_cast<qsizetype>(i)];
        }
        cases = std::move(kept);
        caseCollections = keptCollections;
    }
    if (cases.empty() && selection.shardCount > 1) return reportResults(parser, {}, baseline);   // more slices than sets
    if (cases.empty()) {
        std::cerr << "amend bench: no case in " << paths.join(QStringLiteral(", ")).toStdString()
                  << " (a case is a folder with faulty/, or NAME_N.e next to NAME.e; see amend bench --help)\n";
        return ExitUsage;
    }
    // The child's options are this run's, with the threads per case fixed above.
    QStringList childOptions{QStringLiteral("--seed"), parser.value(QStringLiteral("seed")),
                                   QStringLiteral("--time"), parser.value(QStringLiteral("time")),
                                   QStringLiteral("--threads"), QString::number(caseOptions.testing.threads),
                                   QStringLiteral("--techniques"), parser.value(QStringLiteral("techniques")),
                                   QStringLiteral("--max-fixes"), parser.value(QStringLiteral("max-fixes")),
                                   QStringLiteral("--diff-tests"), parser.value(QStringLiteral("diff-tests")),
                                   QStringLiteral("--budget"), parser.value(QStringLiteral("budget")),
                                   QStringLiteral("--fault-budget"), parser.value(QStringLiteral("fault-budget"))};
    if (parser.isSet(QStringLiteral("no-search"))) childOptions << QStringLiteral("--no-search");
    if (parser.isSet(QStringLiteral("spend-budget"))) childOptions << QStringLiteral("--spend-budget");
    if (!caseOptions.baseLibrary.empty())
        childOptions << QStringLiteral("--library") << QStringLiteral("base=") + QFileInfo(QString::fromStdString(caseOptions.baseLibrary)).absoluteFilePath();
    QStringList learningOptions;   // the children rank as this run does
    if (parser.isSet(QStringLiteral("no-learning"))) learningOptions << QStringLiteral("--no-learning");
    if (parser.isSet(QStringLiteral("knowledge"))) learningOptions << QStringLiteral("--knowledge") << QFileInfo(parser.value(QStringLiteral("knowledge"))).absoluteFilePath();
    options.command = [&](std::size_t index, const QString& resultFile) {
        evaluation::CaseCommand command;
        command.program = QCoreApplication::applicationFilePath();
        command.arguments << QStringLiteral("bench") << childOptions << learningOptions << QStringLiteral("--run-case") << QString::fromStdString(cases[index].name)
                          << QStringLiteral("--case-result") << resultFile << caseCollections[static_cast<qsizetype>(index)];
        return command;
    };

    CancelToken cancel;
    CaseProgress progress;
    return reportResults(parser, evaluation::runBench(cases, options, cancel, progress), baseline);
}

}  // namespace amend::cli
