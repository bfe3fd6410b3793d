// `amend bench COLLECTION...`: measure fixing on collections of faulty programs. For each case
// (evaluation/collection.h) test, fix, and classify every kept valid fix as proper or improper
// by differential testing against the case's reference; print one row per fault and the totals
// (evaluation/report.h), optionally as JSON and compared with an earlier run's JSON. A case that
// crashes or exceeds its budget is reported and the run goes on. Exit status 0 when every case
// ran, 1 when one did not compile, crashed or timed out, 2 on usage errors.
// Every case runs in a child process: this program re-invoked with the hidden options
// `--run-case NAME --case-result FILE` and the case's collection, which runs that one case and
// writes its result as JSON (evaluation/bench_run.h).
#include "cli_common.h"
#include "commands.h"

#include "evaluation/bench_run.h"
#include "evaluation/report.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
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
    bool ok = true;
    value = parser.value(QString::fromLatin1(name)).toInt(&ok);
    if (ok && value >= 1) return true;
    std::cerr << "amend bench: --" << name << " expects a positive integer\n";
    return false;
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
    const evaluation::CaseResult result = evaluation::runCaseWithBudget(*it, options, budgetSeconds);
    QFile file(resultFile);
    const QByteArray json = QJsonDocument(evaluation::caseToJson(result)).toJson(QJsonDocument::Compact);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(json) != json.size()) {
        std::cerr << "amend bench: cannot write " << resultFile.toStdString() << "\n";
        return ExitFailure;
    }
    return ExitOk;
}

}  // namespace

int commandBench(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Measure fixing on collections of faulty programs: per fault, whether it is found, how many valid fixes,\n"
        "the rank of the first proper fix (behaves as the reference, by differential testing) and the time.\n"
        "A collection is a folder of cases: CASE/faulty/, CASE/reference/, optional CASE/tests/ and CASE/faults.txt;\n"
        "or NAME_N.e variants next to a reference NAME.e (class NAME_N compared with NAME).\n"
        "Exit status: 0 when every case ran, 1 when one did not compile, crashed or timed out, 2 on usage errors."));
    parser.addHelpOption();
    addAutoTestOptions(parser);
    addTechniquesOption(parser);
    addLearningOptions(parser);
    parser.addOption({QStringLiteral("jobs"), QStringLiteral("Cases run in parallel (default 1)."), QStringLiteral("N"), QStringLiteral("1")});
    parser.addOption({QStringLiteral("budget"), QStringLiteral("Time budget per case in seconds, 0 for none (default 300)."),
                      QStringLiteral("SECONDS"), QStringLiteral("300")});
    parser.addOption({QStringLiteral("max-fixes"), QStringLiteral("Fixes kept, ranked and classified per fault (default 10)."),
                      QStringLiteral("N"), QStringLiteral("10")});
    parser.addOption({QStringLiteral("diff-tests"), QStringLiteral("Differential tests per fix (default 1000)."), QStringLiteral("N"),
                      QStringLiteral("1000")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Write the results as JSON to FILE."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("baseline"), QStringLiteral("Compare with the JSON of an earlier run: what got better or worse."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("verbose"), QStringLiteral("Also print every kept fix with its classification.")});
    addLibraryOption(parser);
    QCommandLineOption runCase(QStringLiteral("run-case"), QStringLiteral("(internal) Run only case NAME and write its result."), QStringLiteral("NAME"));
    QCommandLineOption caseResult(QStringLiteral("case-result"), QStringLiteral("(internal) Where --run-case writes its result."), QStringLiteral("FILE"));
    runCase.setFlags(QCommandLineOption::HiddenFromHelp);
    caseResult.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(runCase);
    parser.addOption(caseResult);
    parser.addPositionalArgument(QStringLiteral("collections"), QStringLiteral("Folders of cases."), QStringLiteral("COLLECTION..."));
    QStringList paths;
    if (const int exit = parseCommandLine(parser, arguments, "bench", paths); exit >= 0) return exit;

    evaluation::BenchOptions options;
    evaluation::CaseOptions caseOptions;
    if (!readAutoTestOptions(parser, "bench", caseOptions.testing)) return ExitUsage;
    if (!readTechniques(parser, "bench", caseOptions.fixing) || !readLearning(parser, "bench", caseOptions.fixing)) return ExitUsage;
    if (!positiveInt(parser, "jobs", options.jobs) || !positiveInt(parser, "max-fixes", caseOptions.fixing.maxFixes) ||
        !positiveInt(parser, "diff-tests", caseOptions.differential.tests))
        return ExitUsage;
    if (!readSeconds(parser, "bench", "budget", options.caseBudgetSeconds)) return ExitUsage;
    if (!readLibraryOption(parser, "bench", caseOptions.baseLibrary)) return ExitUsage;
    // Without --threads, share the cores between the parallel cases.
    if (!parser.isSet(QStringLiteral("threads"))) caseOptions.testing.threads = std::max(1, QThread::idealThreadCount() / options.jobs);
    caseOptions.fixing.threads = caseOptions.testing.threads;
    caseOptions.testing.runHandwritten = true;
    if (parser.isSet(runCase)) {
        return runOneCase(paths.front(), parser.value(runCase).toStdString(), parser.value(caseResult), caseOptions, options.caseBudgetSeconds);
    }

    std::vector<evaluation::CaseResult> baseline;
    if (parser.isSet(QStringLiteral("baseline"))) {
        QFile file(parser.value(QStringLiteral("baseline")));
        QJsonParseError parseError;
        const QJsonDocument doc = file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll(), &parseError) : QJsonDocument();
        std::string error = doc.isObject() ? std::string() : "cannot read it as JSON";
        if (doc.isObject()) baseline = evaluation::fromJson(doc.object(), error);
        if (!error.empty()) {
            std::cerr << "amend bench: --baseline " << file.fileName().toStdString() << ": " << error << "\n";
            return ExitUsage;
        }
    }

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
                                   QStringLiteral("--budget"), parser.value(QStringLiteral("budget"))};
    if (parser.isSet(QStringLiteral("no-search"))) childOptions << QStringLiteral("--no-search");
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
    const std::vector<evaluation::CaseResult> results = evaluation::runBench(cases, options, cancel, progress);
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
    if (parser.isSet(QStringLiteral("baseline"))) std::cout << "\nCompared with " << parser.value(QStringLiteral("baseline")).toStdString() << ":\n"
                                                            << evaluation::compareWithBaseline(results, baseline);

    if (parser.isSet(QStringLiteral("json"))) {
        QFile file(parser.value(QStringLiteral("json")));
        const QByteArray json = QJsonDocument(evaluation::toJson(results, totals)).toJson();
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(json) != json.size()) {
            std::cerr << "amend bench: cannot write " << file.fileName().toStdString() << "\n";
            return ExitFailure;
        }
    }
    return totals.errors + totals.crashes + totals.timeouts == 0 ? ExitOk : ExitFailure;
}

}  // namespace amend::cli
