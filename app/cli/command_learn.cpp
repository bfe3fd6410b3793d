// `amend learn COLLECTION|REPORT.json…`: train a knowledge base (learning/, after BugFix) from bench
// results: every classified kept fix is a decision, accepted when proper, rejected when improper.
// Collections are run first by `amend bench` in a child process (without learning, so the ranking
// is the plain one); REPORT.json files are `amend bench --json` reports already made. Writes the
// knowledge base to --out FILE, or adds its decisions to the user's; prints what was learned, the
// rules with the most decisions. `--leave-one-out` prints instead, for each case, the rank of the
// first proper fix with a knowledge base trained on the other cases (issue 17's measure).
// Exit status 0, 1 when a bench run or a file failed, 2 on usage errors.
#include "cli_common.h"
#include "commands.h"

#include "evaluation/learning_evaluation.h"
#include "evaluation/report.h"
#include "learning/advisor.h"
#include "learning/knowledge_json.h"
#include "learning/knowledge_store.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>

#include <cstdio>
#include <iostream>

namespace amend::cli {

namespace {

// A bench report (`amend bench --json`); nullopt after printing what is wrong.
std::optional<std::vector<evaluation::CaseResult>> readReport(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        std::cerr << "amend learn: " << path.toStdString() << ": cannot read: " << file.errorString().toStdString() << "\n";
        return std::nullopt;
    }
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parse);
    std::string error = parse.error != QJsonParseError::NoError ? parse.errorString().toStdString()
                        : doc.isObject()                        ? std::string()
                                                                : "not a bench report";
    std::vector<evaluation::CaseResult> results;
    if (error.empty()) results = evaluation::fromJson(doc.object(), error);
    if (!error.empty()) {
        std::cerr << "amend learn: " << path.toStdString() << ": " << error << "\n";
        return std::nullopt;
    }
    return results;
}

// Runs `amend bench` on `collections` (without learning) and reads its report; nullopt after printing.
std::optional<std::vector<evaluation::CaseResult>> runBench(const QStringList& collections, const QStringList& benchOptions)
{
    QTemporaryDir dir;
    const QString report = dir.filePath(QStringLiteral("bench.json"));
    QProcess bench;
    bench.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    bench.setStandardOutputFile(QProcess::nullDevice());
    bench.start(QCoreApplication::applicationFilePath(), QStringList{QStringLiteral("bench"), QStringLiteral("--no-learning"),
                                                                     QStringLiteral("--json"), report}
                                                             << benchOptions << collections);
    if (!bench.waitForFinished(-1) || bench.exitStatus() != QProcess::NormalExit || !QFile::exists(report)) {
        std::cerr << "amend learn: amend bench did not finish on " << collections.join(QStringLiteral(", ")).toStdString() << "\n";
        return std::nullopt;
    }
    return readReport(report);
}

void printRules(const learning::KnowledgeBase& knowledge, int count)
{
    int accepted = 0;
    for (const learning::LearnedDecision& d : knowledge.decisions()) accepted += d.verdict == learning::Verdict::Accepted;
    const std::vector<learning::AssociationRule> rules = knowledge.mineRules({.maxDescriptors = 2, .minDecisions = 2});
    std::cout << knowledge.decisions().size() << " decisions (" << accepted << " accepted, " << knowledge.decisions().size() - accepted
              << " rejected), " << rules.size() << " rules with at least 2 decisions\n";
    for (int i = 0; i < count && i < static_cast<int>(rules.size()); ++i) {
        char figures[64];
        std::snprintf(figures, sizeof figures, "support %.3f, confidence %.2f: ", rules[i].support, rules[i].confidence);
        std::cout << "  " << figures << rules[i].text() << "\n";
    }
}

}  // namespace

int commandLearn(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Train a knowledge base from bench results: proper fixes accepted, improper valid fixes rejected.\n"
        "COLLECTION folders are run with `amend bench` first; REPORT.json files are `amend bench --json` reports.\n"
        "Without --out the decisions are added to your knowledge base."));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("out"), QStringLiteral("Write the knowledge base to FILE."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("leave-one-out"),
                      QStringLiteral("Print, per case, the rank of the first proper fix with a knowledge base of the other cases.")});
    parser.addOption({QStringLiteral("rules"), QStringLiteral("Rules printed, most decisions first (default 10)."), QStringLiteral("N"),
                      QStringLiteral("10")});
    const QStringList passed{QStringLiteral("jobs"), QStringLiteral("time"), QStringLiteral("seed"), QStringLiteral("threads"),
                             QStringLiteral("budget"), QStringLiteral("max-fixes"), QStringLiteral("diff-tests"), QStringLiteral("techniques")};
    for (const QString& name : passed)
        parser.addOption({name, QStringLiteral("Passed to amend bench (see amend bench --help)."), QStringLiteral("VALUE")});
    parser.addPositionalArgument(QStringLiteral("sources"), QStringLiteral("Collections or bench reports."), QStringLiteral("COLLECTION|REPORT.json..."));
    QStringList sources;
    if (const int exit = parseCommandLine(parser, arguments, "learn", sources); exit >= 0) return exit;
    int ruleCount = 0;
    if (!readInteger(parser, "learn", "rules", 0, "a non-negative integer", ruleCount)) return ExitUsage;

    std::vector<evaluation::CaseResult> results;
    QStringList collections;
    for (const QString& source : sources) {
        if (!source.endsWith(QStringLiteral(".json"))) {
            collections << source;
            continue;
        }
        const std::optional<std::vector<evaluation::CaseResult>> report = readReport(source);
        if (!report) return ExitFailure;
        results.insert(results.end(), report->begin(), report->end());
    }
    if (!collections.isEmpty()) {
        QStringList benchOptions;
        for (const QString& name : passed)
            if (parser.isSet(name)) benchOptions << QStringLiteral("--") + name << parser.value(name);
        const std::optional<std::vector<evaluation::CaseResult>> report = runBench(collections, benchOptions);
        if (!report) return ExitFailure;
        results.insert(results.end(), report->begin(), report->end());
    }

    if (parser.isSet(QStringLiteral("leave-one-out"))) {
        const std::vector<evaluation::LeaveOneOutRow> rows = evaluation::leaveOneOut(results);
        std::cout << evaluation::formatLeaveOneOut(rows, evaluation::summarize(rows));
        return ExitOk;
    }
    const learning::KnowledgeBase trained = evaluation::trainKnowledge(results);
    if (trained.empty()) std::cerr << "amend learn: no classified fix in the results: nothing learned\n";
    printRules(trained, ruleCount);
    std::string error;
    if (parser.isSet(QStringLiteral("out"))) {
        if (!learning::writeKnowledgeFile(trained, parser.value(QStringLiteral("out")).toStdString(), error)) {
            std::cerr << "amend learn: " << error << "\n";
            return ExitFailure;
        }
        std::cout << "Wrote " << parser.value(QStringLiteral("out")).toStdString() << "\n";
        return ExitOk;
    }
    if (!learning::addDecisions(learning::userKnowledgePath(), trained, error)) {
        std::cerr << "amend learn: " << error << "\n";
        return ExitFailure;
    }
    std::cout << "Added to " << learning::userKnowledgePath() << "\n";
    return ExitOk;
}

}  // namespace amend::cli
