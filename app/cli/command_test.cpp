// `amend test PATHS...`: AutoTest — generate and run tests for every routine of a program with
// the contracts as oracle, run its hand-written tests, and print each fault found with a
// minimized failing test. Exit status 1 when faults were found, 0 when none, 2 on usage errors.
#include "cli_common.h"
#include "commands.h"
#include "modular_cli.h"
#include "test_campaign.h"

#include "support/ascii_case.h"
#include "testing/autotest.h"
#include "testing/test_generator.h"
#include "testing/modular_json.h"
#include "testing/report_json.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QJsonDocument>

#include <cstdio>
#include <iostream>

namespace amend::cli {

namespace {

std::string testRoutineName(const testing::Fault& f)
{
    return "test_" + f.key.routine.substr(f.key.routine.find('.') + 1);
}

void printFault(const sema::Program& program, const testing::Fault& f)
{
    std::cout << (f.overflowDependent || f.resourceOnly ? "Warning " : "Fault ") << f.id << ": " << f.key.routine << "\n";
    std::cout << "  " << testing::faultKindName(f.key.kind);
    if (!f.key.tag.empty()) std::cout << " `" << f.key.tag << "'";
    if (!f.violatedIn.empty() && f.violatedIn != f.key.routine) std::cout << " of " << f.violatedIn;
    std::cout << " violated";
    if (!f.clause.empty()) std::cout << ": " << f.clause;
    std::cout << "\n";
    if (f.key.location.valid()) std::cout << "  at " << testing::describeLocation(program, f.key.location) << "\n";
    for (std::size_t i = 1; i < f.clauses.size(); ++i)   // a grouped fault: its other clauses
        std::cout << "  with the same cause, `" << f.clauses[i].key.tag << "' violated: " << f.clauses[i].clause << "\n";
    if (f.overflowDependent) std::cout << "  only after an INTEGER operation wrapped around\n";
    if (f.resourceOnly && f.key.kind == testing::FaultKind::BudgetContract)
        std::cout << "  evaluating this contract took more steps than its budget (as many as the body's): a resource limit, not a fault; "
                     "the tests that reached it were left out\n";
    else if (f.resourceReason == testing::ResourceReason::LongLoop)
        std::cout << "  the steps went to a loop whose variant decreased on every iteration: a long computation that ends, not a fault\n";
    else if (f.resourceOnly) std::cout << "  only with an extreme size (" << testing::kExtremeSize << " or more)\n";
    if (f.foundBySearch) std::cout << "  found only by the search\n";
    std::cout << "  " << f.failingCount << " failing " << (f.failingCount == 1 ? "test" : "tests") << ", " << f.passingCount
              << " passing " << (f.passingCount == 1 ? "test" : "tests") << "\n";
    if (f.hasMinimized) {
        std::cout << "  minimized failing test:\n" << testing::toEiffelRoutine(program, f.minimized, testRoutineName(f), "");
    } else if (!f.failing.empty() && f.failing.front().isHandwritten()) {
        std::cout << "  failing hand-written test: " << f.failing.front().handwritten << "\n";
    }
    std::cout << "\n";
}

bool saveTests(const sema::Program& program, const testing::TestReport& report, const QString& dir, bool overflowFaults)
{
    if (!QDir().mkpath(dir)) {
        std::cerr << "amend test: cannot create directory " << dir.toStdString() << "\n";
        return false;
    }
    for (const testing::Fault& f : report.faults) {
        if (!f.hasMinimized || (f.overflowDependent && !overflowFaults) || f.resourceOnly) continue;
        const std::string cls = f.key.routine.substr(0, f.key.routine.find('.'));
        const std::string className = "AMEND_REGRESSION_" + support::asciiUpper(cls) + "_" + std::to_string(f.id);
        const std::string comment = testing::faultKindName(f.key.kind) + (f.key.tag.empty() ? std::string() : " " + f.key.tag) + " in " + f.key.routine;
        const std::string text = testing::toEiffelClass(
            className, "Regression test written by amend test (seed " + std::to_string(report.seed) + "): " + comment,
            {{testRoutineName(f), testing::toEiffelRoutine(program, f.minimized, testRoutineName(f), "Fault: " + comment)}});
        QFile file(QDir(dir).filePath(QString::fromStdString(support::asciiLower(className) + ".e")));
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(text.data(), static_cast<qint64>(text.size())) < 0) {
            std::cerr << "amend test: cannot write " << file.fileName().toStdString() << "\n";
            return false;
        }
    }
    return true;
}

}  // namespace

int commandTest(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Test a program automatically: generate random tests for every exported routine of its classes,\n"
        "with the contracts as oracle, run its EQA_TEST_SET tests too, and report the faults found, each\n"
        "with a minimized failing test. Exit status: 1 when faults were found, 0 when none, 2 on usage errors."));
    parser.addHelpOption();
    addTargetOption(parser);
    parser.addOption({QStringLiteral("class"), QStringLiteral("Test only the routines of class C."), QStringLiteral("C")});
    parser.addOption({QStringLiteral("feature"), QStringLiteral("Test only routine C.f."), QStringLiteral("C.f")});
    addAutoTestOptions(parser);
    parser.addOption({QStringLiteral("max-tests"), QStringLiteral("Tests per routine (default 300)."), QStringLiteral("N"), QStringLiteral("300")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Write the session (tests and faults) as JSON to FILE."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("save-tests"), QStringLiteral("Write each fault's minimized test as an EQA_TEST_SET class into DIR."),
                      QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("overflow-faults"),
                      QStringLiteral("Count violations that only happen after an INTEGER overflow as faults (default: warnings).")});
    parser.addOption({QStringLiteral("no-handwritten"), QStringLiteral("Do not run the EQA_TEST_SET classes.")});
    addModularOption(parser);
    parser.addOption({QStringLiteral("cluster"),
                      QStringLiteral("Test only the classes of cluster NAME of the .ecf (a cluster, or a folder below a recursive one)."),
                      QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("each-class"),
                      QStringLiteral("Campaign: test class by class (--time each), one JSON per class in DIR; classes with a JSON there are skipped (resume)."),
                      QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("shard"), QStringLiteral("With --each-class: only the K-th of N slices of the classes (sorted by name)."),
                      QStringLiteral("K/N")});
    parser.addOption({QStringLiteral("merge"),
                      QStringLiteral("Merge the per-class reports in PATHS (folders or JSON files) into one; faults grouped across classes.")});
    parser.addPositionalArgument(QStringLiteral("paths"), QStringLiteral(".e files, folders (every .e below them) or .ecf projects."), QStringLiteral("PATHS..."));
    QStringList paths;
    if (const int exit = parseCommandLine(parser, arguments, "test", paths); exit >= 0) return exit;
    if (parser.isSet(QStringLiteral("merge"))) return mergeCampaign(paths, parser.value(QStringLiteral("json")));
    std::optional<testing::Shard> shard = testing::Shard{};
    if (parser.isSet(QStringLiteral("shard"))) {
        shard = testing::parseShard(parser.value(QStringLiteral("shard")).toStdString());
        if (!shard || !parser.isSet(QStringLiteral("each-class"))) {
            std::cerr << "amend test: --shard expects K/N with 1 <= K <= N, and --each-class DIR\n";
            return ExitUsage;
        }
    }
    testing::AutoTestOptions options;
    testing::ModularMode modularMode = testing::ModularMode::Auto;
    if (!readAutoTestOptions(parser, "test", options) || !readModularOption(parser, "test", modularMode)) return ExitUsage;
    if (!readInteger(parser, "test", "max-tests", 1, "a positive integer", options.maxTestsPerRoutine)) return ExitUsage;
    options.classFilter = parser.value(QStringLiteral("class")).toStdString();
    options.featureFilter = parser.value(QStringLiteral("feature")).toStdString();
    if (!options.featureFilter.empty() && options.featureFilter.find('.') == std::string::npos) {
        std::cerr << "amend test: --feature expects CLASS.feature\n";
        return ExitUsage;
    }
    options.runHandwritten = !parser.isSet(QStringLiteral("no-handwritten"));
    const bool overflowFaults = parser.isSet(QStringLiteral("overflow-faults"));

    int failureExit = ExitFailure;
    project::ProgramFiles files;
    auto program = loadProgram(parser, paths, "test", failureExit, /*printWarnings=*/false, &files);
    if (!program) return failureExit;
    if (parser.isSet(QStringLiteral("cluster"))) {
        const auto classes = classesOfCluster(*program, files, parser.value(QStringLiteral("cluster")).toStdString());
        if (!classes) return ExitUsage;
        options.classesUnderTest = *classes;
        options.runHandwritten = false;  // as with --class: the cluster's generated tests only
    }
    if (parser.isSet(QStringLiteral("each-class"))) return runCampaign(*program, options, parser.value(QStringLiteral("each-class")), *shard);
    const std::string filterClass = !options.featureFilter.empty() ? options.featureFilter.substr(0, options.featureFilter.find('.')) : options.classFilter;
    if (!filterClass.empty()) {
        const sema::ClassInfo* cls = program->classNamed(filterClass);
        if (!cls || !cls->isUserCode()) {
            std::cerr << "amend test: no class " << filterClass << " in the program";
            if (cls && !files.baseLibrary.empty())  // a class of the project's own EiffelBase
                std::cerr << " (" << cls->name << " is library code of " << files.baseLibrary << "; to test it, give that library as the program: amend test "
                          << files.baseLibrary << " --class " << cls->name << ")";
            std::cerr << "\n";
            return ExitUsage;
        }
        const std::optional<std::string> routine =
            options.featureFilter.empty() ? std::nullopt : testing::canonicalRoutineName(*program, options.featureFilter);
        if (!options.featureFilter.empty() && !routine) {
            std::cerr << "amend test: class " << cls->name << " has no feature " << options.featureFilter.substr(options.featureFilter.find('.') + 1) << "\n";
            return ExitUsage;
        }
        options.featureFilter = routine.value_or(std::string());
        // Hand-written tests belong to the whole program; with a filter only generated tests run.
        options.runHandwritten = false;
    }

    CancelToken cancel;
    NullProgressSink progress;
    const testing::TestReport report = testing::runAutoTest(*program, options, cancel, progress);

    std::vector<const testing::Fault*> warnings, resourceWarnings;
    for (const testing::Fault& f : report.faults) {
        if (f.resourceOnly) resourceWarnings.push_back(&f);
        else if (f.overflowDependent && !overflowFaults) warnings.push_back(&f);
        else printFault(*program, f);
    }
    if (!warnings.empty()) {
        std::cout << "Overflow-dependent violations (they need an INTEGER operation to wrap around first; "
                     "--overflow-faults counts them as faults):\n\n";
        for (const testing::Fault* f : warnings) printFault(*program, *f);
    }
    if (!resourceWarnings.empty()) {
        std::cout << "Resource warnings (a contract's evaluation ran out of its own step budget, or a budget ran out only with an extreme "
                     "size argument; not faults):\n\n";
        for (const testing::Fault* f : resourceWarnings) printFault(*program, *f);
    }
    std::vector<testing::FaultKey> known;
    for (const testing::Fault& f : report.faults)
        for (const testing::FaultClause& c : f.clauses) known.push_back(c.key);
    const std::vector<testing::ProofObligation> obligations = runModular(*program, modularMode, options, std::move(known));
    printProofObligations(*program, obligations);
    for (const std::string& note : testing::agentArgumentNotes(*program, report)) std::cout << "Not tested: " << note << "\n";
    if (parser.isSet(QStringLiteral("json"))) {
        QFile file(parser.value(QStringLiteral("json")));
        QJsonObject root = testing::reportToJson(*program, report);
        if (!obligations.empty()) root[QStringLiteral("proof_obligations")] = testing::proofObligationsToJson(*program, obligations);
        const QByteArray json = QJsonDocument(root).toJson(QJsonDocument::Indented);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(json) != json.size()) {
            std::cerr << "amend test: cannot write " << file.fileName().toStdString() << "\n";
            return ExitFailure;
        }
    }
    if (parser.isSet(QStringLiteral("save-tests")) && !saveTests(*program, report, parser.value(QStringLiteral("save-tests")), overflowFaults))
        return ExitFailure;

    const int faults = report.faultCount(overflowFaults);
    const int overflowOnly = report.faultCount(true) - report.faultCount(false);
    int handwrittenFailed = 0;
    for (const testing::HandwrittenResult& h : report.handwritten) handwrittenFailed += h.verdict == testing::Verdict::Fail;
    char rate[64];
    std::snprintf(rate, sizeof rate, "%.2f s, %.0f tests/s", report.testingSeconds,
                  report.testingSeconds > 0 ? static_cast<double>(report.testsExecuted) / report.testingSeconds : 0.0);
    std::cout << faults << (faults == 1 ? " fault" : " faults");
    if (!overflowFaults && overflowOnly > 0) std::cout << " (+" << overflowOnly << " overflow-dependent " << (overflowOnly == 1 ? "warning" : "warnings") << ")";
    if (!obligations.empty())
        std::cout << " (+" << obligations.size() << " proof " << (obligations.size() == 1 ? "obligation" : "obligations") << " failing)";
    if (!resourceWarnings.empty()) std::cout << " (+" << resourceWarnings.size() << " resource " << (resourceWarnings.size() == 1 ? "warning" : "warnings") << ")";
    int bySearch = 0;
    for (const testing::Fault& f : report.faults) bySearch += f.foundBySearch && (overflowFaults || !f.overflowDependent);
    if (bySearch > 0) std::cout << " (" << bySearch << " found only by the search)";
    std::cout << " in " << report.routines.size() << " routines; " << report.testsExecuted << " tests (" << report.validTests << " valid), "
              << report.handwritten.size() << " hand-written (" << handwrittenFailed << " failed); " << rate << "; seed " << report.seed
              << (report.timeExhausted ? "; time budget exhausted" : "") << (report.cancelled ? "; cancelled" : "") << std::endl;
    return faults > 0 || !obligations.empty() ? ExitFailure : ExitOk;
}

}  // namespace amend::cli
