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
#include "repair/fix_json.h"
#include "repair/fix_phases.h"
#include "repair/pipeline.h"
#include "support/file_backup.h"
#include "testing/modular_json.h"
#include "testing/report_json.h"
#include "testing/test_generator.h"

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

// What `amend fix' is asked to do, read from its command line.
struct FixCommand {
    testing::AutoTestOptions testOptions;
    repair::FixOptions fixOptions;
    testing::ModularMode modularMode = testing::ModularMode::Auto;
    std::string feature;       // --feature C.f, or empty
    int applyNumber = 0;       // --apply K, or 0
    bool overflowFaults = false;
    int shownSnapshots = 0;    // --snapshots N
};

void addFixOptions(QCommandLineParser& parser)
{
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
}

// False (said on stderr) when an option is invalid.
bool readFixOptions(const QCommandLineParser& parser, FixCommand& c)
{
    if (!readAutoTestOptions(parser, "fix", c.testOptions) || !readModularOption(parser, "fix", c.modularMode)) return false;
    repair::FixOptions& fo = c.fixOptions;
    fo.threads = c.testOptions.threads;
    if (!readInteger(parser, "fix", "max-fixes", 1, "a positive integer", fo.maxFixes)
        || !readInteger(parser, "fix", "top-snapshots", 0, "a non-negative integer", fo.topSnapshots)
        || !readInteger(parser, "fix", "max-candidates", 1, "a positive integer", fo.maxCandidates))
        return false;
    if (!readSeconds(parser, "fix", "fault-budget", fo.faultBudgetSeconds) || !readSeconds(parser, "fix", "z3-budget", fo.z3BudgetSeconds)) return false;
    if (!readTechniques(parser, "fix", fo) || !readLearning(parser, "fix", fo)) return false;
    if (parser.isSet(QStringLiteral("apply")) && !readInteger(parser, "fix", "apply", 1, "a positive fix number", c.applyNumber)) return false;
    c.feature = parser.value(QStringLiteral("feature")).toStdString();
    if (!c.feature.empty() && c.feature.find('.') == std::string::npos) {
        std::cerr << "amend fix: --feature expects CLASS.feature\n";
        return false;
    }
    c.overflowFaults = parser.isSet(QStringLiteral("overflow-faults"));
    c.shownSnapshots = parser.value(QStringLiteral("snapshots")).toInt();
    fo.displayPath = [](const std::string& path) { return QDir::current().relativeFilePath(QString::fromStdString(path)).toStdString(); };
    return true;
}

// What `amend fix' prints of each fault as the pipeline reports it, and keeps for --json and
// --apply: the fixes numbered as printed, the decisions accepting them, the JSON of each fault.
class FixPrinter {
public:
    FixPrinter(const sema::Program& program, const FixCommand& command) : m_program(program), m_command(command) {}

    void faultStarted(const testing::Fault& fault, bool fixable);
    void faultFinished(const repair::FaultOutcome& outcome);
    // `amend fix --json': the faults, the fixes, the phases and the proof obligations.
    QJsonObject json(const std::vector<testing::ProofObligation>& obligations) const;

    int faults = 0, fixedFaults = 0;
    std::vector<repair::Fix> numbered;
    std::vector<learning::LearnedDecision> acceptances;   // accepting numbered[i] (for --apply)
    std::vector<testing::FaultKey> knownFaults;           // not reported again by modular testing

private:
    void printCause(const analysis::FaultUnderRepair& in, const repair::FaultFixes& result);
    void printStatistics(const repair::FaultOutcome& outcome);
    void printSnapshots(const repair::FaultFixes& result) const;

    const sema::Program& m_program;
    const FixCommand& m_command;
    QJsonArray m_faultList;     // each fault with its clauses (a grouped fault has several)
    QJsonArray m_invalidated;   // fixes co-evolved tests made invalid (repair/coevolution.h)
    QJsonArray m_faultPhases;   // per fault with a routine to fix: the time of each phase (issue 20)
    QJsonArray m_wpPhases;      // per fault, when WP ran: its candidates and the time of each phase
    QJsonArray m_gpSearches;    // per fault, when GenProg ran: its fitness evaluations and time
};

void FixPrinter::faultStarted(const testing::Fault& fault, bool fixable)
{
    ++faults;
    for (const testing::FaultClause& c : fault.clauses) knownFaults.push_back(c.key);
    std::cout << "Fault " << fault.id << ": " << fault.key.routine << ": " << testing::faultKindName(fault.key.kind);
    if (fault.isGrouped()) std::cout << ", " << fault.clauses.size() << " clauses with one cause, fixed together";
    else if (!fault.key.tag.empty()) std::cout << " `" << fault.key.tag << "'";
    if (!fault.violatedIn.empty() && fault.violatedIn != fault.key.routine) std::cout << " of " << fault.violatedIn;
    std::cout << " (" << fault.failing.size() << " failing, " << fault.passing.size() << " passing tests)\n";
    if (fault.isGrouped())
        for (const testing::FaultClause& c : fault.clauses) std::cout << "  `" << c.key.tag << "': " << c.clause << " (" << c.failingCount << " failing)\n";
    m_faultList.append(QJsonObject{{QStringLiteral("id"), fault.id},
                                   {QStringLiteral("routine"), QString::fromStdString(fault.key.routine)},
                                   {QStringLiteral("kind"), QString::fromLatin1(testing::faultKindName(fault.key.kind))},
                                   {QStringLiteral("grouped"), fault.isGrouped()},
                                   {QStringLiteral("clauses"), testing::faultClausesToJson(fault)},
                                   {QStringLiteral("fixable"), fixable}});
    if (!fixable) std::cout << "  cannot fix: the blamed routine has no body in the program\n\n";
}

// A fault caused earlier in the call sequence (analysis/earlier_cause.h): where it is fixed.
void FixPrinter::printCause(const analysis::FaultUnderRepair& in, const repair::FaultFixes& result)
{
    const std::string cause = testing::routineName(in.routine), failed = testing::routineName(in.failedIn);
    std::cout << "  caused by " << cause << ", called earlier in the failing test: it set `" << in.causeField << "' to Void, where " << failed
              << " later finds it; " << (result.routine == cause ? "fixing " + cause : "no valid fix there, fixing " + failed + " instead") << "\n";
    QJsonObject listed = m_faultList.last().toObject();
    listed[QStringLiteral("caused_by")] = QString::fromStdString(cause);
    listed[QStringLiteral("cause_field")] = QString::fromStdString(in.causeField);
    listed[QStringLiteral("fixed_routine")] = QString::fromStdString(result.routine);
    m_faultList.replace(m_faultList.size() - 1, listed);
}

void FixPrinter::printStatistics(const repair::FaultOutcome& outcome)
{
    const repair::FixStatistics& st = outcome.fixes.statistics;
    const repair::FixOptions& fo = m_command.fixOptions;
    char line[200];
    std::snprintf(line, sizeof line, "  %d snapshots, %d candidates, %d validated, %d valid, %.2f s (%.2f s localizing, %.2f s validating)\n",
                  st.snapshots, st.candidates, st.validated, st.valid, st.seconds, st.localizationSeconds, st.validationSeconds);
    std::cout << line << "  " << repair::phasesLine(st, outcome.testingSeconds) << "\n";
    QJsonObject phases = repair::phasesToJson(st, outcome.testingSeconds);
    phases[QStringLiteral("fault")] = outcome.fault.id;
    m_faultPhases.append(phases);
    if (fo.wp) {
        std::snprintf(line, sizeof line, "  wp: %d candidates, %.2f s tracing, %.2f s evidence, %.2f s modification\n", st.wpCandidates,
                      st.wpTracingSeconds, st.wpEvidenceSeconds, st.wpModificationSeconds);
        std::cout << line;
        m_wpPhases.append(QJsonObject{{QStringLiteral("fault"), outcome.fault.id},
                                      {QStringLiteral("candidates"), st.wpCandidates},
                                      {QStringLiteral("tracing_seconds"), st.wpTracingSeconds},
                                      {QStringLiteral("evidence_seconds"), st.wpEvidenceSeconds},
                                      {QStringLiteral("modification_seconds"), st.wpModificationSeconds}});
    }
    if (fo.gp) {
        std::snprintf(line, sizeof line, "  gp: %lld fitness evaluations in %.2f s\n", st.gpEvaluations, st.gpSeconds);
        std::cout << line;
        m_gpSearches.append(QJsonObject{{QStringLiteral("fault"), outcome.fault.id},
                                        {QStringLiteral("evaluations"), static_cast<double>(st.gpEvaluations)},
                                        {QStringLiteral("seconds"), st.gpSeconds}});
    }
    if (st.outOfTime)
        std::cout << "  stopped: the fault's wall-clock budget of " << fo.faultBudgetSeconds
                  << " s ran out (--fault-budget); the fixes found until then follow\n";
    if (st.z3BudgetSpent)
        std::cout << "  z3: the fault's budget of " << fo.z3BudgetSeconds << " s ran out after " << st.z3Calls
                  << " solver calls (--z3-budget); later z3 questions were not asked\n";
}

void FixPrinter::printSnapshots(const repair::FaultFixes& result) const
{
    for (int i = 0; i < m_command.shownSnapshots && i < static_cast<int>(result.localization.snapshots.size()); ++i) {
        const analysis::Snapshot& s = result.localization.snapshots[static_cast<std::size_t>(i)];
        char line[96];
        std::snprintf(line, sizeof line, "  %2d. susp %.3f (cdep %.2f, edep %.2f, dyn %.2f) line %d: ", i + 1, s.susp, s.cdep, s.edep, s.dyn,
                      m_program.sources.file(s.locationRange.file).lineColumn(s.locationRange.begin).line);
        std::cout << line << s.predicate << " = " << (s.value ? "True" : "False") << "\n";
    }
}

void FixPrinter::faultFinished(const repair::FaultOutcome& outcome)
{
    if (!outcome.input) return;
    const repair::FaultFixes& result = outcome.fixes;
    if (outcome.input->failedIn) printCause(*outcome.input, result);
    printStatistics(outcome);
    printSnapshots(result);
    if (const repair::CoevolutionStatistics& co = result.statistics.coevolution; co.testsRun > 0)
        std::cout << "  co-evolution: " << co.testsRun << " tests against the fixes, " << co.invalidated << " fixes invalidated, " << co.demoted
                  << " demoted, " << co.questioned << " questioned\n";
    for (const repair::Fix& f : result.invalidated) {
        std::cout << "  Invalidated: `" << f.action << "' (" << repair::techniqueName(f.technique) << "): " << repair::coevolutionReason(f.coevolution)
                  << "\n";
        m_invalidated.append(repair::fixToJson(f, 0));
    }
    if (result.fixes.empty()) {
        std::cout << "  no valid fix found\n\n";
        return;
    }
    ++fixedFaults;
    for (const repair::Fix& f : result.fixes) {
        numbered.push_back(f);
        if (m_command.applyNumber > 0)
            acceptances.push_back(learning::decisionOn(m_program, *outcome.input, result.localization, f, learning::Verdict::Accepted));
        std::cout << "\nFix " << numbered.size() << " (fault " << outcome.fault.id << ", rank " << f.rank << (f.isContract ? ", contract" : "")
                  << "): " << repair::fixExplanation(f) << "\n"
                  << repair::fixDiffText(f);
    }
    std::cout << "\n";
}

QJsonObject FixPrinter::json(const std::vector<testing::ProofObligation>& obligations) const
{
    QJsonArray fixes;
    for (std::size_t i = 0; i < numbered.size(); ++i) fixes.append(repair::fixToJson(numbered[i], static_cast<int>(i + 1)));
    QJsonObject root;
    root[QStringLiteral("faults")] = faults;
    root[QStringLiteral("fixed_faults")] = fixedFaults;
    root[QStringLiteral("fault_list")] = m_faultList;
    root[QStringLiteral("fixes")] = fixes;
    root[QStringLiteral("invalidated")] = m_invalidated;
    if (m_command.fixOptions.wp) root[QStringLiteral("wp")] = m_wpPhases;
    if (m_command.fixOptions.gp) root[QStringLiteral("gp")] = m_gpSearches;
    root[QStringLiteral("phases")] = m_faultPhases;
    root[QStringLiteral("proof_obligations")] = testing::proofObligationsToJson(m_program, obligations);
    return root;
}

// --apply K: fix K written to its file (a backup kept) and the decision recorded. The exit status.
int applyFix(const QCommandLineParser& parser, const FixPrinter& printed, int number)
{
    if (number > static_cast<int>(printed.numbered.size())) {
        std::cerr << "amend fix: there is no fix " << number << " (" << printed.numbered.size() << " proposed)\n";
        return ExitUsage;
    }
    const repair::Fix& f = printed.numbered[static_cast<std::size_t>(number - 1)];
    const QString path = QString::fromStdString(f.filePath);
    // The text the fix was computed against: the file as it was read for this run.
    const std::string readText = f.change.base ? *f.change.base : std::string();
    const ReplaceResult written = replaceFileContents(path, QByteArray::fromStdString(readText), QByteArray::fromStdString(f.newFileText()));
    if (!written.ok()) {
        std::cerr << "amend fix: " << written.message.toStdString() << "\n";
        return ExitFailure;
    }
    std::cout << "Applied fix " << number << " to " << path.toStdString() << " (backup: " << written.backup.toStdString() << ")\n";
    if (const std::string knowledge = decisionPath(parser); !knowledge.empty()) {
        std::string error;
        if (!learning::recordDecision(knowledge, printed.acceptances[static_cast<std::size_t>(number - 1)], error)) {
            std::cerr << "amend fix: the decision was not recorded: " << error << "\n";
            return ExitFailure;
        }
        std::cout << "Recorded the decision in " << knowledge << "\n";
    }
    return ExitOk;
}

}  // namespace

int commandFix(const QStringList& arguments)
{
    QCommandLineParser parser;
    addFixOptions(parser);
    QStringList paths;
    if (const int exit = parseCommandLine(parser, arguments, "fix", paths); exit >= 0) return exit;
    FixCommand command;
    if (!readFixOptions(parser, command)) return ExitUsage;

    int failureExit = ExitFailure;
    auto program = loadProgram(parser, paths, "fix", failureExit, /*printWarnings=*/false);
    if (!program) return failureExit;
    if (!command.feature.empty()) {
        const std::optional<std::string> routine = testing::canonicalRoutineName(*program, command.feature);
        if (!routine) {
            std::cerr << "amend fix: no routine " << command.feature << " in the program\n";
            return ExitUsage;
        }
        command.testOptions.featureFilter = *routine;
        command.testOptions.runHandwritten = true;  // hand-written tests may be the only ones finding a fault
    }

    CancelToken cancel;
    NullProgressSink progress;
    FixPrinter printer(*program, command);
    repair::PipelineEvents events;
    events.faultStarted = [&](const testing::Fault& fault, bool fixable) { printer.faultStarted(fault, fixable); };
    events.faultFinished = [&](const repair::FaultOutcome& outcome) { printer.faultFinished(outcome); };
    repair::runFixPipeline(*program, {command.testOptions, command.fixOptions, command.overflowFaults, std::nullopt}, cancel, progress, events);
    // Proof obligations (modular testing) are listed, not fixed: they fail no run.
    const std::vector<testing::ProofObligation> obligations =
        runModular(*program, command.modularMode, command.testOptions, std::move(printer.knownFaults));
    printProofObligations(*program, obligations);
    if (printer.faults == 0) std::cout << "No faults found.\n";
    else std::cout << printer.fixedFaults << " of " << printer.faults << (printer.faults == 1 ? " fault" : " faults") << " fixed.\n";
    if (!obligations.empty())
        std::cout << obligations.size() << " failing proof " << (obligations.size() == 1 ? "obligation" : "obligations") << " (not fixed).\n";

    if (parser.isSet(QStringLiteral("json"))) {
        QFile file(parser.value(QStringLiteral("json")));
        const QByteArray json = QJsonDocument(printer.json(obligations)).toJson();
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(json) != json.size()) {
            std::cerr << "amend fix: cannot write " << file.fileName().toStdString() << "\n";
            return ExitFailure;
        }
    }
    if (command.applyNumber > 0)
        if (const int exit = applyFix(parser, printer, command.applyNumber); exit != ExitOk) return exit;
    return printer.faults == printer.fixedFaults ? ExitOk : ExitFailure;
}

}  // namespace amend::cli
