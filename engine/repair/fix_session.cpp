// The fix session (see fix_session.h).
#include "repair/fix_session.h"

#include "analysis/localization.h"
#include "nopol/nopol.h"
#include "repair/ranking.h"
#include "repair/retest.h"
#include "repair/state_changes.h"
#include "repair/validation.h"
#include "search/first_order.h"
#include "search/search.h"
#include "support/pool_work.h"
#include "synthesis/behavior_model.h"
#include "synthesis/code_fixes.h"
#include "synthesis/contract_fixes.h"
#include "synthesis/lowering.h"
#include "synthesis/postcondition_fixes.h"
#include "synthesis/schemas.h"
#include "testing/test_run.h"
#include "wp/wp.h"

#include <QElapsedTimer>
#include <QThreadPool>

#include <algorithm>
#include <chrono>
#include <set>

namespace amend::repair {

namespace {

double secondsOf(const QElapsedTimer& timer) { return static_cast<double>(timer.nsecsElapsed()) / 1e9; }

}  // namespace

FixSession::FixSession(const sema::Program& program, FixOptions options) : m_program(program), m_options(std::move(options)) {}

std::vector<synthesis::Candidate> FixSession::nopolCandidates(const analysis::FaultUnderRepair& fault, const synthesis::RoutineText& text,
                                                              const analysis::FaultLocalization& loc, std::uint32_t failure,
                                                              analysis::Z3Budget& z3Budget, CancelToken& cancel, ProgressSink& progress)
{
    nopol::NopolOptions options;
    options.maxSteps = m_options.maxStepsPerRun;
    options.z3Budget = &z3Budget;
    const nopol::NopolReport report = nopol::runNopol(m_program, fault, options, cancel, progress);
    // Angelic localization proves that changing this condition can make every failing test
    // pass, evidence at least as strong as the best snapshot's: Nopol's fixes compete with
    // AutoFix's at the top suspiciousness (and are validated again with them).
    double susp = 1.0;
    for (const analysis::Snapshot& s : loc.snapshots) susp = std::max(susp, s.susp);
    std::vector<synthesis::Candidate> out;
    for (const nopol::NopolCandidate& n : report.candidates) {
        if (!n.valid) continue;
        synthesis::Candidate c;
        c.kind = synthesis::FixKind::Body;
        c.schema = synthesis::Schema::Condition;
        c.action = n.condition;
        // A condition with one value wherever the tests reach it is a constant in disguise:
        // ranked and judged (co-evolution's demotion) as a constant replacement.
        if (n.valueOnEveryObservation) {
            c.actionKind = synthesis::ActionKind::ConstantReplacement;
            c.antiPattern = synthesis::AntiPattern::ConstantCondition;
        }
        c.susp = susp;
        c.location = n.editBegin;
        const int failureLine = failure ? text.lineOf(failure) : n.line;
        c.distance = std::abs(failureLine - n.line);
        c.edits.push_back({n.editBegin, n.editEnd, n.editText});
        c.guardsInstruction = n.kind == nopol::LocationKind::Guard;
        c.evidence = n.evidence;
        c.replacedCondition = n.originalCondition;
        c.valueMappings = n.valueMappings;
        out.push_back(std::move(c));
    }
    return out;
}

std::vector<synthesis::Candidate> FixSession::wpCandidates(const analysis::FaultUnderRepair& fault, const synthesis::RoutineText& text,
                                                           const analysis::FaultLocalization& loc, std::uint32_t failure,
                                                           FixStatistics& statistics, analysis::Z3Budget& z3Budget, CancelToken& cancel,
                                                           ProgressSink& progress)
{
    wp::WpOptions options;
    options.maxSteps = m_options.maxStepsPerRun;
    options.evidence.z3Budget = &z3Budget;
    options.modification.z3Budget = &z3Budget;
    const wp::WpReport report = wp::runWp(m_program, fault, options, cancel, progress);
    statistics.wpCandidates += static_cast<int>(report.candidates.size());
    statistics.wpTracingSeconds += report.timings.tracing;
    statistics.wpEvidenceSeconds += report.timings.evidence;
    statistics.wpModificationSeconds += report.timings.modification;
    // Like Nopol's: a statement located by evidence competes at the top suspiciousness; one
    // found by trying the trace's other statements, or explaining only some failing traces, a
    // step lower.
    double susp = 1.0;
    for (const analysis::Snapshot& s : loc.snapshots) susp = std::max(susp, s.susp);
    std::vector<synthesis::Candidate> out;
    for (const wp::WpCandidate& w : report.candidates) {
        const wp::Modification& m = w.modification;
        synthesis::Candidate c;
        c.kind = synthesis::FixKind::Body;
        c.schema = synthesis::Schema::Statement;
        c.action = "`" + m.before + "' → `" + m.after + "'";
        c.susp = m.evidence >= 0 && m.explainedTraces == m.failingTraces ? susp : susp * 0.85;
        c.location = m.instr->range.begin;
        c.distance = failure ? std::abs(text.lineOf(failure) - w.line) : 0;
        c.edits.push_back({m.editBegin, m.editEnd, m.editText});
        c.evidence = w.evidence;
        out.push_back(std::move(c));
    }
    return out;
}

std::vector<synthesis::Candidate> FixSession::gpCandidates(const analysis::FaultUnderRepair& fault, const synthesis::RoutineText& text,
                                                           const analysis::FaultLocalization& loc, std::uint32_t failure,
                                                           FixStatistics& statistics, CancelToken& cancel, ProgressSink& progress)
{
    search::SearchOptions options;
    options.seed = m_options.gpSeed;
    options.threads = m_options.threads;
    options.maxSteps = std::min<std::int64_t>(options.maxSteps, m_options.maxStepsPerRun);
    const search::SearchReport report = search::searchRepair(m_program, fault, text, loc, options, cancel, progress);
    statistics.gpEvaluations += report.evaluations;
    // Valid on every test by construction; like WP's, they compete a step below the evidence of
    // the best snapshot (the search has no evidence of its own beyond passing the tests).
    double susp = 1.0;
    for (const analysis::Snapshot& s : loc.snapshots) susp = std::max(susp, s.susp);
    std::vector<synthesis::Candidate> out;
    for (const search::SearchPatch& p : report.patches) {
        synthesis::Candidate c = p.candidate;
        c.susp = susp * 0.85;
        c.distance = failure && !c.edits.empty() ? std::abs(text.lineOf(failure) - text.lineOf(c.edits.front().begin)) : 0;
        c.lowered.reset();   // lowered again with the others
        out.push_back(std::move(c));
    }
    return out;
}

FaultFixes FixSession::fixFault(const analysis::FaultUnderRepair& fault, int faultId, CancelToken& cancel, ProgressSink& progress,
                                const std::function<void(const Fix&)>& onFix)
{
    FaultFixes atCause = fixRoutine(fault, faultId, cancel, progress, onFix);
    const auto hasCodeFix = [](const FaultFixes& f) {
        return std::any_of(f.fixes.begin(), f.fixes.end(), [](const Fix& x) { return !x.isContract; });
    };
    if (!fault.failedIn || hasCodeFix(atCause) || cancel.isCancelled()) return atCause;
    // Caused earlier, but the routine that made the state has no valid code fix: fix the one that
    // failed (a contract change comes first only when no code fix is valid anywhere).
    analysis::FaultUnderRepair failing = fault;
    failing.routine = fault.failedIn;
    failing.failedIn = nullptr;
    failing.causeField.clear();
    FaultFixes result = fixRoutine(failing, faultId, cancel, progress, onFix);
    if (!hasCodeFix(result) && !atCause.fixes.empty()) {
        atCause.statistics.seconds += result.statistics.seconds;
        return atCause;
    }
    result.statistics.seconds += atCause.statistics.seconds;
    return result;
}

FaultFixes FixSession::fixRoutine(const analysis::FaultUnderRepair& fault, int faultId, CancelToken& outerCancel, ProgressSink& progress,
                                  const std::function<void(const Fix&)>& onFix)
{
    QElapsedTimer timer;
    timer.start();
    // The fault's own wall-clock budget: everything below polls this token.
    // Co-evolution's share of the budget is kept back from synthesis and given to it at the end.
    const bool coevolve = m_options.coevolution.generations > 0;
    const double budgetSeconds = m_options.faultBudgetSeconds > 0 ? m_options.faultBudgetSeconds : 1e9;
    const double coevolutionSeconds = coevolve ? budgetSeconds * std::clamp(m_options.coevolutionShare, 0.0, 1.0) : 0;
    const auto toClock = [](double seconds) { return std::chrono::duration_cast<CancelToken::Clock::duration>(std::chrono::duration<double>(seconds)); };
    const CancelToken::Clock::time_point faultEnd = CancelToken::Clock::now() + toClock(budgetSeconds);
    CancelToken cancel(&outerCancel, faultEnd - toClock(coevolutionSeconds));
    // The fault's z3 work, shared by every technique (issue 20).
    analysis::Z3Budget z3Budget(analysis::z3UnitsForSeconds(m_options.z3BudgetSeconds));
    const auto noteZ3 = [&](FixStatistics& s) {
        s.z3Seconds = z3Budget.spentSeconds();
        s.z3Units = z3Budget.spentUnits();
        s.z3Calls = z3Budget.calls();
        s.z3BudgetSpent = z3Budget.exhausted() || z3Budget.skippedCalls() > 0;
    };
    FaultFixes result;
    result.faultId = faultId;
    if (!fault.routine) return result;
    const sema::FeatureInfo& feature = *fault.routine;
    result.routine = (feature.owner ? feature.owner->name + "." : std::string()) + feature.name;
    const synthesis::RoutineText text(m_program, feature);
    if (!text.valid()) return result;

    // Localization (4.1, 4.2).
    if (m_options.localize) {
        analysis::LocalizationOptions lo;
        lo.threads = m_options.threads;
        lo.z3Budget = &z3Budget;
        testing::TestLimits replayLimits;   // AutoTest's depth and memory, validation's steps
        replayLimits.maxSteps = m_options.maxStepsPerRun;
        lo.limits = replayLimits.runOptions().limits;
        result.localization = analysis::localizeFault(m_program, fault, cancel, progress, lo);
    }
    result.statistics.snapshots = static_cast<int>(result.localization.snapshots.size());
    result.statistics.localizationSeconds = secondsOf(timer);
    if (cancel.isCancelled()) {
        result.statistics.seconds = result.statistics.localizationSeconds;
        result.statistics.outOfTime = cancel.deadlinePassed();
        noteZ3(result.statistics);
        return result;
    }
    const analysis::FaultLocalization& loc = result.localization;

    const bool failureInBody = fault.location.valid() && fault.location.file == text.fileId() &&
                               fault.location.begin >= text.bodyBegin() && fault.location.begin < text.bodyEnd();
    const std::uint32_t failure = failureInBody ? fault.location.begin : 0;
    const std::string path = m_program.sources.file(text.fileId()).path();
    const std::string shownPath = m_options.displayPath ? m_options.displayPath(path) : path;
    const auto fileText = std::make_shared<const std::string>(text.fileText());   // shared by the fixes' changes

    std::vector<Fix> fixes;
    auto makeFix = [&](const synthesis::Candidate& c) {
        Fix f;
        f.faultId = faultId;
        f.routine = result.routine;
        f.isContract = c.kind == synthesis::FixKind::Contract;
        f.schema = c.schema;
        f.technique = c.schema == synthesis::Schema::Condition   ? Technique::Nopol
                      : c.schema == synthesis::Schema::Statement ? Technique::Wp
                      : c.schema == synthesis::Schema::Evolved   ? Technique::Gp
                                                                 : Technique::AutoFix;
        f.action = c.action;
        f.actionKind = c.actionKind;
        f.fail = c.fail;
        f.clause = c.clause;
        f.clauseTag = c.clauseTag;
        f.evidence = c.evidence;
        f.replacedCondition = c.replacedCondition;
        f.valueMappings = c.valueMappings;
        f.susp = c.susp;
        f.evidenceSusp = c.susp;
        if (c.snapshot >= 0 && static_cast<std::size_t>(c.snapshot) < loc.snapshots.size()) {
            const analysis::Snapshot& s = loc.snapshots[static_cast<std::size_t>(c.snapshot)];
            f.snapshot = {s.predicate, s.value, text.lineOf(s.locationRange.begin)};
            f.cdep = s.cdep;
            f.edep = s.edep;
            f.dyn = s.dyn;
        }
        // (Not for a call on Void: that command cannot be performed at all in the failing runs.)
        if ((c.schema == synthesis::Schema::C || c.schema == synthesis::Schema::Guard || c.guardsInstruction) &&
            fault.kind != runtime::ViolationKind::VoidCall) {
            const syntax::Instr* wrapped = text.instructionAt(c.location);
            f.skipsCommand = wrapped && wrapped->range.begin == c.location && wrapped->kind == syntax::InstrKind::CallInstr;
        }
        f.distance = c.distance;
        f.passingTotal = static_cast<int>(fault.passing.size());
        f.changeSize = c.changeSize();
        f.filePath = path;
        f.shownPath = shownPath;
        f.change = {fileText, c.edits};
        const syntax::FeatureDecl& d = text.decl();
        f.newRoutineText = applyEdits(text.fileText(), c.edits, d.range.begin, d.range.end);
        f.normalized = c.normalized;
        f.antiPattern = c.antiPattern;
        if (c.kind == synthesis::FixKind::Body && c.body) f.changesOtherObject = changesOtherObject(feature, text.decl().body, *c.body);
        return f;
    };

    auto run = [&](std::vector<synthesis::Candidate> candidates) {
        // Most promising first, bounded, lowered in parallel, duplicates dropped.
        std::stable_sort(candidates.begin(), candidates.end(), [](const synthesis::Candidate& a, const synthesis::Candidate& b) {
            if (a.susp != b.susp) return a.susp > b.susp;
            if (a.distance != b.distance) return a.distance < b.distance;
            return a.changeSize() < b.changeSize();
        });
        result.statistics.candidates += static_cast<int>(candidates.size());
        QElapsedTimer lt;
        lt.start();
        std::vector<synthesis::Candidate> ready =
            synthesis::lowerCandidates(m_program, feature, text, std::move(candidates),
                                       static_cast<std::size_t>(std::max(0, m_options.maxCandidates)), m_options.threads, cancel);
        result.statistics.loweringSeconds += secondsOf(lt);
        result.statistics.lowered += static_cast<int>(ready.size());
        ValidationOptions vo;
        vo.maxSteps = m_options.maxStepsPerRun;
        vo.threads = m_options.threads;
        QElapsedTimer vt;
        vt.start();
        const std::vector<ValidationResult> results = validateCandidates(fault, ready, vo, cancel, [&](std::size_t i, const ValidationResult& r) {
            if (!r.valid) return;
            if (onFix) onFix(makeFix(ready[i]));
        });
        result.statistics.validationSeconds += secondsOf(vt);
        std::vector<std::size_t> validIndices;
        for (std::size_t i = 0; i < results.size(); ++i) {
            if (results[i].done) ++result.statistics.validated;
            result.statistics.runs += results[i].runs;
            if (results[i].valid) validIndices.push_back(i);
        }
        progress.report(Stage::Fixing, result.statistics.validated, static_cast<long long>(ready.size()), result.routine);
        if (validIndices.empty()) return 0;
        // Fewest changes to passing runs (4.6) and re-testing (beyond the paper), for the fixes
        // that can still reach the shown ones (3 × maxFixes by the other criteria), in parallel.
        std::vector<Fix> found;
        for (std::size_t i : validIndices) {
            found.push_back(makeFix(ready[i]));
            found.back().holdsVacuously = results[i].holdsVacuously;
        }
        std::vector<std::size_t> order(found.size());
        for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return ranksBefore(found[a], found[b]); });
        std::vector<std::size_t> refine;
        std::set<std::string> distinct;
        for (std::size_t k : order)
            if (distinct.insert(found[k].normalized).second && static_cast<int>(refine.size()) < 3 * m_options.maxFixes) refine.push_back(k);
        QElapsedTimer rt;
        rt.start();
        const std::vector<std::uint64_t> base = passingSignatures(fault, nullptr, vo);
        QThreadPool pool;
        pool.setStackSize(static_cast<uint>(vo.stackBytes));
        pool.setMaxThreadCount(m_options.threads > 0 ? m_options.threads : QThread::idealThreadCount());
        support::parallelFor(pool, refine.size(), [&](std::size_t r) {
            const std::size_t k = refine[r];
            const synthesis::Candidate& c = ready[validIndices[k]];
            if (c.kind != synthesis::FixKind::Body || cancel.isCancelled()) return;
            Fix& f = found[k];
            const std::vector<std::uint64_t> sig = passingSignatures(fault, &c, vo);
            for (std::size_t j = 0; j < sig.size() && j < base.size(); ++j) f.passingChanged += sig[j] != base[j];
            const int fresh = m_options.retest ? m_options.retest(fault, c.lowered)
                                               : retestFix(m_program, fault, c.lowered, m_options.retestTests, m_options.retestSeed,
                                                           m_options.maxStepsPerRun);
            if (fresh > 0) {
                f.retestFailures = fresh;
                f.susp /= 10;
            }
        });
        result.statistics.retestSeconds += secondsOf(rt);
        for (Fix& f : found) fixes.push_back(std::move(f));
        return static_cast<int>(validIndices.size());
    };

    QElapsedTimer phase;
    phase.start();
    const synthesis::BehaviorModel model = synthesis::BehaviorModel::build(m_program, fault, m_options.maxStepsPerRun);
    synthesis::SchemaOptions schemaOptions;
    schemaOptions.topSnapshots = m_options.topSnapshots;
    schemaOptions.model = &model;
    schemaOptions.passingRuns = static_cast<int>(fault.passing.size());
    schemaOptions.failingRuns = static_cast<int>(fault.failing.size());
    std::vector<synthesis::Candidate> candidates;
    if (m_options.autofix) {
        candidates = synthesis::schemaCandidates(m_program, feature, text, loc, failure, schemaOptions);
        std::vector<synthesis::Candidate> code = synthesis::codeCandidates(m_program, fault, text, loc, &z3Budget);
        candidates.insert(candidates.end(), std::make_move_iterator(code.begin()), std::make_move_iterator(code.end()));
        if (m_options.firstOrder) {
            std::vector<synthesis::Candidate> shapes = search::firstOrderCandidates(feature, text, loc, failure);
            candidates.insert(candidates.end(), std::make_move_iterator(shapes.begin()), std::make_move_iterator(shapes.end()));
        }
    }
    result.statistics.autofixSeconds += secondsOf(phase);
    if (m_options.nopol && !cancel.isCancelled()) {
        phase.start();
        std::vector<synthesis::Candidate> conditions = nopolCandidates(fault, text, loc, failure, z3Budget, cancel, progress);
        candidates.insert(candidates.end(), std::make_move_iterator(conditions.begin()), std::make_move_iterator(conditions.end()));
        result.statistics.nopolSeconds += secondsOf(phase);
    }
    if (m_options.wp && !cancel.isCancelled()) {
        phase.start();
        std::vector<synthesis::Candidate> statements = wpCandidates(fault, text, loc, failure, result.statistics, z3Budget, cancel, progress);
        candidates.insert(candidates.end(), std::make_move_iterator(statements.begin()), std::make_move_iterator(statements.end()));
        result.statistics.wpSeconds += secondsOf(phase);
    }
    if (m_options.gp && !cancel.isCancelled()) {
        phase.start();
        std::vector<synthesis::Candidate> evolved = gpCandidates(fault, text, loc, failure, result.statistics, cancel, progress);
        candidates.insert(candidates.end(), std::make_move_iterator(evolved.begin()), std::make_move_iterator(evolved.end()));
        result.statistics.gpSeconds += secondsOf(phase);
    }
    int valid = run(std::move(candidates));
    if (valid == 0 && m_options.contractFixes && !cancel.isCancelled()) {
        phase.start();
        std::vector<synthesis::Candidate> contract = synthesis::contractCandidates(m_program, feature, text, loc);
        std::vector<synthesis::Candidate> weakened = synthesis::postconditionCandidates(m_program, fault, text, loc);
        contract.insert(contract.end(), std::make_move_iterator(weakened.begin()), std::make_move_iterator(weakened.end()));
        result.statistics.autofixSeconds += secondsOf(phase);
        valid = run(std::move(contract));
    }
    result.statistics.valid = static_cast<int>(fixes.size());
    if (coevolve && !fixes.empty() && !outerCancel.isCancelled()) {
        // Against the fixes that can still reach the shown ones (3 × maxFixes in ranking order).
        phase.start();
        std::vector<Fix> ranked = rankFixes(std::move(fixes), 0);
        const std::size_t contenders = std::min(ranked.size(), static_cast<std::size_t>(3 * std::max(1, m_options.maxFixes)));
        std::vector<Fix> top(std::make_move_iterator(ranked.begin()), std::make_move_iterator(ranked.begin() + static_cast<std::ptrdiff_t>(contenders)));
        CoevolutionOptions co = m_options.coevolution;
        co.threads = m_options.threads;
        co.maxSteps = std::min(co.maxSteps, m_options.maxStepsPerRun);
        CancelToken coevolutionCancel(&outerCancel, faultEnd);
        result.statistics.coevolution = coevolveTests(m_program, fault, top, co, coevolutionCancel, progress);
        fixes.clear();
        for (std::size_t i = 0; i < ranked.size(); ++i) {
            Fix& f = i < contenders ? top[i] : ranked[i];
            if (f.coevolution.effect == CoevolutionEffect::Invalidated) {
                result.invalidated.push_back(std::move(f));
                continue;
            }
            if (f.coevolution.effect == CoevolutionEffect::Demoted) f.susp /= 10;
            fixes.push_back(std::move(f));
        }
        result.statistics.coevolutionSeconds = secondsOf(phase);
    }
    result.fixes = rankFixes(std::move(fixes), m_options.maxFixes);
    if (m_options.learning) m_options.learning(m_program, fault, loc, result.fixes);
    result.statistics.seconds = secondsOf(timer);
    result.statistics.outOfTime = cancel.deadlinePassed();
    noteZ3(result.statistics);
    return result;
}

}  // namespace amend::repair
