// `amend fix PATHS...`: AutoFix — test a program automatically (AutoTest), then for each fault
// localize it, build and validate candidate fixes and print the ranked valid ones as unified
// diffs (which `git apply` accepts) with a one-line explanation each. `--apply K` writes fix K to
// its file after keeping a backup, through support/file_backup (a temporary file renamed over
// it; refused when the file changed on disk since it was read) and records the decision (the fix
// accepted in its situation) in the knowledge base learning ranks with (learning/). Exit status 0 when every fault
// got a valid fix, 1 otherwise, 2 on usage errors.
#include "cli_common.h"
#include "commands.h"
#include "modular_cli.h"

#include "learning/advisor.h"
#include "learning/knowledge_store.h"
#include "repair/diff.h"
#include "repair/fix_phases.h"
#include "repair/pipeline.h"
#include "support/file_backup.h"
#include "testing/modular_json.h"
#include "testing/report_json.h"
#include "testing/test_generator.h"
#include "testing/test_run.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdlib>
#include <iostream>

namespace amend::cli {

namespace {

QJsonObject fixToJson(const repair::Fix& f, int number)
{
    QJsonObject o;
    o[QStringLiteral("number")] = number;
    o[QStringLiteral("rank")] = f.rank;
    o[QStringLiteral("fault")] = f.faultId;
    o[QStringLiteral("routine")] = QString::fromStdString(f.routine);
    o[QStringLiteral("kind")] = f.isContract ? QStringLiteral("contract") : QStringLiteral("body");
    o[QStringLiteral("technique")] = QString::fromLatin1(repair::techniqueName(f.technique));
    o[QStringLiteral("schema")] = QString::fromLatin1(synthesis::schemaName(f.schema));
    o[QStringLiteral("action")] = QString::fromStdString(f.action);
    o[QStringLiteral("fail")] = QString::fromStdString(f.fail);
    o[QStringLiteral("snapshot")] = QString::fromStdString(f.snapshot.text());
    o[QStringLiteral("susp")] = f.susp;
    o[QStringLiteral("cdep")] = f.cdep;
    o[QStringLiteral("edep")] = f.edep;
    o[QStringLiteral("dyn")] = f.dyn;
    o[QStringLiteral("passing_changed")] = f.passingChanged;
    o[QStringLiteral("file")] = QString::fromStdString(f.filePath);
    o[QStringLiteral("routine_text")] = QString::fromStdString(f.newRoutineText);
    o[QStringLiteral("diff")] = QString::fromStdString(repair::fixDiffText(f));
    o[QStringLiteral("explanation")] = QString::fromStdString(repair::fixExplanation(f));
    if (const repair::CoevolutionVerdict& v = f.coevolution; v.decided()) {
        o[QStringLiteral("coevolution")] =
            QJsonObject{{QStringLiteral("effect"), QLatin1String(repair::coevolutionEffectNames[static_cast<std::size_t>(v.effect)])},
                        {QStringLiteral("decided_by"), QLatin1String(repair::coevolutionOracleNames[static_cast<std::size_t>(v.decidedBy)])},
                        {QStringLiteral("test"), QString::fromStdString(v.test)},
                        {QStringLiteral("test_eiffel"), QString::fromStdString(v.testEiffel)},
                        {QStringLiteral("fix_behaviour"), QString::fromStdString(v.fixBehaviour)},
                        {QStringLiteral("expected"), QString::fromStdString(v.expected)}};
    }
    return o;
}

}  // namespace

int commandFix(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Fix a program automatically: test it (as `amend test`), then for each fault propose ranked valid\n"
        "fixes as unified diffs. Exit status: 0 when every fault got a valid fix, 1 otherwise, 2 on usage errors."));
    parser.addHelpOption();
    addTargetOption(parser);
    parser.addOption({QStringLiteral("feature"), QStringLiteral("Test and fix only routine C.f."), QStringLiteral("C.f")});
    addAutoTestOptions(parser);
    parser.addOption({QStringLiteral("max-fixes"), QStringLiteral("Fixes shown per fault (default 10)."), QStringLiteral("N"), QStringLiteral("10")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Write the fixes as JSON to FILE."), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("apply"), QStringLiteral("Write fix K (numbered as printed) to its file, keeping a backup."), QStringLiteral("K")});
    parser.addOption({QStringLiteral("overflow-faults"), QStringLiteral("Also fix violations that need an INTEGER overflow first.")});
    parser.addOption({QStringLiteral("top-snapshots"), QStringLiteral("Snapshots instantiated with the fix schemas (default 15, as in the paper)."),
                      QStringLiteral("N"), QStringLiteral("15")});
    parser.addOption({QStringLiteral("max-candidates"), QStringLiteral("Candidates validated per fault, most promising first (default 2000)."),
                      QStringLiteral("N"), QStringLiteral("2000")});
    parser.addOption({QStringLiteral("fault-budget"),
                      QStringLiteral("Wall-clock seconds per fault; past them its synthesis stops with the fixes found (default 300, 0 for none)."),
                      QStringLiteral("SECONDS"), QStringLiteral("300")});
    parser.addOption({QStringLiteral("z3-budget"),
                      QStringLiteral("z3 work per fault, shared by all techniques, in seconds on an idle machine (counted in z3 resource units, so the same whatever the load); past it z3 is not asked (default 10, 0 for none)."),
                      QStringLiteral("SECONDS"), QStringLiteral("10")});
    addTechniquesOption(parser);
    addLearningOptions(parser);
    addModularOption(parser);
    parser.addOption({QStringLiteral("snapshots"), QStringLiteral("Print the N most suspicious snapshots of each fault."), QStringLiteral("N")});
    parser.addPositionalArgument(QStringLiteral("paths"), QStringLiteral(".e files, folders (every .e below them) or .ecf projects."), QStringLiteral("PATHS..."));
    QStringList paths;
    if (const int exit = parseCommandLine(parser, arguments, "fix", paths); exit >= 0) return exit;
    testing::AutoTestOptions testOptions;
    repair::FixOptions fixOptions;
    testing::ModularMode modularMode = testing::ModularMode::Auto;
    if (!readAutoTestOptions(parser, "fix", testOptions) || !readModularOption(parser, "fix", modularMode)) return ExitUsage;
    fixOptions.threads = testOptions.threads;
    bool ok = true;
    fixOptions.maxFixes = parser.value(QStringLiteral("max-fixes")).toInt(&ok);
    if (!ok || fixOptions.maxFixes < 1) {
        std::cerr << "amend fix: --max-fixes expects a positive integer\n";
        return ExitUsage;
    }
    fixOptions.topSnapshots = parser.value(QStringLiteral("top-snapshots")).toInt(&ok);
    if (!ok || fixOptions.topSnapshots < 0) {
        std::cerr << "amend fix: --top-snapshots expects a non-negative integer\n";
        return ExitUsage;
    }
    fixOptions.maxCandidates = parser.value(QStringLiteral("max-candidates")).toInt(&ok);
    if (!ok || fixOptions.maxCandidates < 1) {
        std::cerr << "amend fix: --max-candidates expects a positive integer\n";
        return ExitUsage;
    }
    if (!readSeconds(parser, "fix", "fault-budget", fixOptions.faultBudgetSeconds)) return ExitUsage;
    if (!readSeconds(parser, "fix", "z3-budget", fixOptions.z3BudgetSeconds)) return ExitUsage;
    if (!readTechniques(parser, "fix", fixOptions) || !readLearning(parser, "fix", fixOptions)) return ExitUsage;
    int applyNumber = 0;
    if (parser.isSet(QStringLiteral("apply"))) {
        applyNumber = parser.value(QStringLiteral("apply")).toInt(&ok);
        if (!ok || applyNumber < 1) {
            std::cerr << "amend fix: --apply expects a positive fix number\n";
            return ExitUsage;
        }
    }
    const std::string feature = parser.value(QStringLiteral("feature")).toStdString();
    if (!feature.empty() && feature.find('.') == std::string::npos) {
        std::cerr << "amend fix: --feature expects CLASS.feature\n";
        return ExitUsage;
    }
    const bool overflowFaults = parser.isSet(QStringLiteral("overflow-faults"));

    int failureExit = ExitFailure;
    auto program = loadProgram(parser, paths, "fix", failureExit, /*printWarnings=*/false);
    if (!program) return failureExit;
    if (!feature.empty()) {
        const std::optional<std::string> routine = testing::canonicalRoutineName(*program, feature);
        if (!routine) {
            std::cerr << "amend fix: no routine " << feature << " in the program\n";
            return ExitUsage;
        }
        testOptions.featureFilter = *routine;
        testOptions.runHandwritten = true;  // hand-written tests may be the only ones finding a fault
    }

    CancelToken cancel;
    NullProgressSink progress;
    fixOptions.displayPath = [](const std::string& path) { return QDir::current().relativeFilePath(QString::fromStdString(path)).toStdString(); };
    repair::PipelineOptions pipelineOptions{testOptions, fixOptions, overflowFaults, std::nullopt};
    std::vector<repair::Fix> numbered;
    QJsonArray invalidated;  // fixes co-evolved tests made invalid (repair/coevolution.h)
    QJsonArray gpSearches;  // per fault, when GenProg ran: its fitness evaluations and time
    std::vector<learning::LearnedDecision> acceptances;   // accepting numbered[i] (for --apply)
    QJsonArray wpPhases;  // per fault, when WP ran: its candidates and the time of each phase
    QJsonArray faultPhases;  // per fault with a routine to fix: the time of each phase (issue 20)
    int faults = 0, fixedFaults = 0;
    const int shown = parser.value(QStringLiteral("snapshots")).toInt();
    repair::PipelineEvents events;
    QJsonArray faultList;   // each fault with its clauses (a grouped fault has several)
    std::vector<testing::FaultKey> knownFaults;  // not reported again by modular testing
    events.faultStarted = [&](const testing::Fault& fault, bool fixable) {
        ++faults;
        for (const testing::FaultClause& c : fault.clauses) knownFaults.push_back(c.key);
        std::cout << "Fault " << fault.id << ": " << fault.key.routine << ": " << testing::faultKindName(fault.key.kind);
        if (fault.isGrouped()) std::cout << ", " << fault.clauses.size() << " clauses with one cause, fixed together";
        else if (!fault.key.tag.empty()) std::cout << " `" << fault.key.tag << "'";
        if (!fault.violatedIn.empty() && fault.violatedIn != fault.key.routine) std::cout << " of " << fault.violatedIn;
        std::cout << " (" << fault.failing.size() << " failing, " << fault.passing.size() << " passing tests)\n";
        if (fault.isGrouped())
            for (const testing::FaultClause& c : fault.clauses)
                std::cout << "  `" << c.key.tag << "': " << c.clause << " (" << c.failingCount << " failing)\n";
        faultList.append(QJsonObject{{QStringLiteral("id"), fault.id},
                                     {QStringLiteral("routine"), QString::fromStdString(fault.key.routine)},
                                     {QStringLiteral("kind"), QString::fromLatin1(testing::faultKindName(fault.key.kind))},
                                     {QStringLiteral("grouped"), fault.isGrouped()},
                                     {QStringLiteral("clauses"), testing::faultClausesToJson(fault)},
                                     {QStringLiteral("fixable"), fixable}});
        if (!fixable)
            std::cout << (testing::isResourceLimit(fault.key.kind) ? "  not fixed: a resource limit was reached, no contract was violated\n\n"
                                                                   : "  cannot fix: the blamed routine has no body in the program\n\n");
    };
    events.faultFinished = [&](const repair::FaultOutcome& outcome) {
        if (!outcome.input) return;
        const repair::FaultFixes& result = outcome.fixes;
        if (const analysis::FaultUnderRepair& in = *outcome.input; in.failedIn) {
            // Caused earlier in the call sequence (analysis/earlier_cause.h).
            const std::string cause = testing::routineName(in.routine), failed = testing::routineName(in.failedIn);
            std::cout << "  caused by " << cause << ", called earlier in the failing test: it set `" << in.causeField << "' to Void, where "
                      << failed << " later finds it; "
                      << (result.routine == cause ? "fixing " + cause : "no valid fix there, fixing " + failed + " instead") << "\n";
            QJsonObject listed = faultList.last().toObject();
            listed[QStringLiteral("caused_by")] = QString::fromStdString(cause);
            listed[QStringLiteral("cause_field")] = QString::fromStdString(in.causeField);
            listed[QStringLiteral("fixed_routine")] = QString::fromStdString(result.routine);
            faultList.replace(faultList.size() - 1, listed);
        }
        char stats[200];
        std::snprintf(stats, sizeof stats, "  %d snapshots, %d candidates, %d validated, %d valid, %.2f s (%.2f s localizing, %.2f s validating)\n",
                      result.statistics.snapshots, result.statistics.candidates, result.statistics.validated, result.statistics.valid,
                      result.statistics.seconds, result.statistics.localizationSeconds, result.statistics.validationSeconds);
        std::cout << stats << "  " << repair::phasesLine(result.statistics, outcome.testingSeconds) << "\n";
        QJsonObject phases = repair::phasesToJson(result.statistics, outcome.testingSeconds);
        phases[QStringLiteral("fault")] = outcome.fault.id;
        faultPhases.append(phases);
        if (fixOptions.wp) {
            const repair::FixStatistics& st = result.statistics;
            std::snprintf(stats, sizeof stats, "  wp: %d candidates, %.2f s tracing, %.2f s evidence, %.2f s modification\n", st.wpCandidates,
                          st.wpTracingSeconds, st.wpEvidenceSeconds, st.wpModificationSeconds);
            std::cout << stats;
            wpPhases.append(QJsonObject{{QStringLiteral("fault"), outcome.fault.id},
                                        {QStringLiteral("candidates"), st.wpCandidates},
                                        {QStringLiteral("tracing_seconds"), st.wpTracingSeconds},
                                        {QStringLiteral("evidence_seconds"), st.wpEvidenceSeconds},
                                        {QStringLiteral("modification_seconds"), st.wpModificationSeconds}});
        }
        if (fixOptions.gp) {
            const repair::FixStatistics& st = result.statistics;
            std::snprintf(stats, sizeof stats, "  gp: %lld fitness evaluations in %.2f s\n", st.gpEvaluations, st.gpSeconds);
            std::cout << stats;
            gpSearches.append(QJsonObject{{QStringLiteral("fault"), outcome.fault.id},
                                          {QStringLiteral("evaluations"), static_cast<double>(st.gpEvaluations)},
                                          {QStringLiteral("seconds"), st.gpSeconds}});
        }
        if (result.statistics.outOfTime)
            std::cout << "  stopped: the fault's wall-clock budget of " << fixOptions.faultBudgetSeconds
                      << " s ran out (--fault-budget); the fixes found until then follow\n";
        if (result.statistics.z3BudgetSpent)
            std::cout << "  z3: the fault's budget of " << fixOptions.z3BudgetSeconds << " s ran out after " << result.statistics.z3Calls
                      << " solver calls (--z3-budget); later z3 questions were not asked\n";
        for (int i = 0; i < shown && i < static_cast<int>(result.localization.snapshots.size()); ++i) {
            const analysis::Snapshot& s = result.localization.snapshots[static_cast<std::size_t>(i)];
            char line[96];
            std::snprintf(line, sizeof line, "  %2d. susp %.3f (cdep %.2f, edep %.2f, dyn %.2f) line %d: ", i + 1, s.susp, s.cdep, s.edep, s.dyn,
                          program->sources.file(s.locationRange.file).lineColumn(s.locationRange.begin).line);
            std::cout << line << s.predicate << " = " << (s.value ? "True" : "False") << "\n";
        }
        if (const repair::CoevolutionStatistics& co = result.statistics.coevolution; co.testsRun > 0)
            std::cout << "  co-evolution: " << co.testsRun << " tests against the fixes, " << co.invalidated << " fixes invalidated, "
                      << co.demoted << " demoted, " << co.questioned << " questioned\n";
        for (const repair::Fix& f : result.invalidated) {
            std::cout << "  Invalidated: `" << f.action << "' (" << repair::techniqueName(f.technique) << "): "
                      << repair::coevolutionReason(f.coevolution) << "\n";
            invalidated.append(fixToJson(f, 0));
        }
        if (result.fixes.empty()) {
            std::cout << "  no valid fix found\n\n";
            return;
        }
        ++fixedFaults;
        for (const repair::Fix& f : result.fixes) {
            numbered.push_back(f);
            if (applyNumber > 0)
                acceptances.push_back(learning::decisionOn(*program, *outcome.input, result.localization, f, learning::Verdict::Accepted));
            std::cout << "\nFix " << numbered.size() << " (fault " << outcome.fault.id << ", rank " << f.rank << (f.isContract ? ", contract" : "")
                      << "): " << repair::fixExplanation(f) << "\n"
                      << repair::fixDiffText(f);
        }
        std::cout << "\n";
    };
    repair::runFixPipeline(*program, pipelineOptions, cancel, progress, events);
    // Proof obligations (modular testing) are listed, not fixed: they fail no run.
    const std::vector<testing::ProofObligation> obligations = runModular(*program, modularMode, testOptions, std::move(knownFaults));
    printProofObligations(*program, obligations);
    if (faults == 0) std::cout << "No faults found.\n";
    else std::cout << fixedFaults << " of " << faults << (faults == 1 ? " fault" : " faults") << " fixed.\n";
    if (!obligations.empty())
        std::cout << obligations.size() << " failing proof " << (obligations.size() == 1 ? "obligation" : "obligations") << " (not fixed).\n";

    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray array;
        for (std::size_t i = 0; i < numbered.size(); ++i) array.append(fixToJson(numbered[i], static_cast<int>(i + 1)));
        QJsonObject root;
        root[QStringLiteral("faults")] = faults;
        root[QStringLiteral("fixed_faults")] = fixedFaults;
        root[QStringLiteral("fault_list")] = faultList;
        root[QStringLiteral("fixes")] = array;
        root[QStringLiteral("invalidated")] = invalidated;
        if (fixOptions.wp) root[QStringLiteral("wp")] = wpPhases;
        if (fixOptions.gp) root[QStringLiteral("gp")] = gpSearches;
        root[QStringLiteral("phases")] = faultPhases;
        root[QStringLiteral("proof_obligations")] = testing::proofObligationsToJson(*program, obligations);
        QFile file(parser.value(QStringLiteral("json")));
        const QByteArray json = QJsonDocument(root).toJson();
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(json) != json.size()) {
            std::cerr << "amend fix: cannot write " << file.fileName().toStdString() << "\n";
            return ExitFailure;
        }
    }
    if (applyNumber > 0) {
        if (applyNumber > static_cast<int>(numbered.size())) {
            std::cerr << "amend fix: there is no fix " << applyNumber << " (" << numbered.size() << " proposed)\n";
            return ExitUsage;
        }
        const repair::Fix& f = numbered[static_cast<std::size_t>(applyNumber - 1)];
        const QString path = QString::fromStdString(f.filePath);
        // The text the fix was computed against: the file as it was read for this run.
        const std::string readText = f.change.base ? *f.change.base : std::string();
        // Test hook (tests/cli/apply_refusal_cli.cmake): another writer changes the file meanwhile.
        if (const char* edit = std::getenv("AMEND_TEST_APPEND_BEFORE_APPLY")) {
            QFile other(path);
            if (other.open(QIODevice::Append)) other.write(edit);
        }
        if (const char* replacement = std::getenv("AMEND_TEST_COPY_BEFORE_APPLY")) {   // …or replaces it by another file
            QFile::remove(path);
            QFile::copy(QString::fromLocal8Bit(replacement), path);
        }
        const ReplaceResult written = replaceFileContents(path, QByteArray::fromStdString(readText), QByteArray::fromStdString(f.newFileText()));
        if (!written.ok()) {
            std::cerr << "amend fix: " << written.message.toStdString() << "\n";
            return ExitFailure;
        }
        const QString& backup = written.backup;
        std::cout << "Applied fix " << applyNumber << " to " << path.toStdString() << " (backup: " << backup.toStdString() << ")\n";
        if (const std::string knowledge = decisionPath(parser); !knowledge.empty()) {
            std::string error;
            if (!learning::recordDecision(knowledge, acceptances[static_cast<std::size_t>(applyNumber - 1)], error)) {
                std::cerr << "amend fix: the decision was not recorded: " << error << "\n";
                return ExitFailure;
            }
            std::cout << "Recorded the decision in " << knowledge << "\n";
        }
    }
    return faults == fixedFaults ? ExitOk : ExitFailure;
}

}  // namespace amend::cli
