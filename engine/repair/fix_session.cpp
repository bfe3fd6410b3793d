// The fix session (see fix_session.h).
#include "repair/fix_session.h"

#include "analysis/localization.h"
#include "repair/ranking.h"
#include "repair/retest.h"
#include "repair/state_changes.h"
#include "repair/technique_phases.h"
#include "repair/validation.h"
#include "support/pool_work.h"
#include "synthesis/lowering.h"
#include "synthesis/routine_text.h"
#include "testing/test_run.h"

#include <QElapsedTimer>
#include <QThreadPool>

#include <algorithm>
#include <chrono>
#include <iterator>
#include <memory>
#include <set>

namespace amend::repair {

namespace {

double secondsOf(const QElapsedTimer& timer) { return static_cast<double>(timer.nsecsElapsed()) / 1e9; }

// One routine's repair for one fault after localization: candidates lowered, validated, and the
// valid ones made into fixes and refined (AutoFix paper, Sections 4.5-4.6, and beyond it:
// passing-run changes and fresh tests).
class RoutineRepair {
public:
    RoutineRepair(const sema::Program& program, const FixOptions& options, const analysis::FaultUnderRepair& fault,
                  const synthesis::RoutineText& text, FaultFixes& result, int faultId, CancelToken& cancel, ProgressSink& progress,
                  const std::function<void(const Fix&)>& onFix)
        : m_program(program), m_options(options), m_fault(fault), m_feature(*fault.routine), m_text(text), m_result(result), m_faultId(faultId),
          m_cancel(cancel), m_progress(progress), m_onFix(onFix), m_path(program.sources.file(text.fileId()).path()),
          m_shownPath(options.displayPath ? options.displayPath(m_path) : m_path),
          m_fileText(std::make_shared<const std::string>(text.fileText()))
    {
    }

    // Lowers and validates `candidates' (most promising first, bounded); the valid ones join
    // the fixes. Returns how many were valid.
    int validate(std::vector<synthesis::Candidate> candidates);
    std::vector<Fix> takeFixes() { return std::move(m_fixes); }

private:
    Fix fixOf(const synthesis::Candidate& c) const;
    void refine(std::vector<Fix>& found, const std::vector<synthesis::Candidate>& ready, const std::vector<std::size_t>& validIndices,
                const ValidationOptions& vo);

    const sema::Program& m_program;
    const FixOptions& m_options;
    const analysis::FaultUnderRepair& m_fault;
    const sema::FeatureInfo& m_feature;
    const synthesis::RoutineText& m_text;
    FaultFixes& m_result;
    const int m_faultId;
    CancelToken& m_cancel;
    ProgressSink& m_progress;
    const std::function<void(const Fix&)>& m_onFix;
    const std::string m_path, m_shownPath;
    const std::shared_ptr<const std::string> m_fileText;  // shared by the fixes' changes
    std::vector<Fix> m_fixes;
};

Fix RoutineRepair::fixOf(const synthesis::Candidate& c) const
{
    const analysis::FaultLocalization& loc = m_result.localization;
    Fix f;
    f.faultId = m_faultId;
    f.routine = m_result.routine;
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
    f.searchEdits = c.searchEdits;
    f.valueMappings = c.valueMappings;
    f.susp = c.susp;
    f.evidenceSusp = c.susp;
    if (c.snapshot >= 0 && static_cast<std::size_t>(c.snapshot) < loc.snapshots.size()) {
        const analysis::Snapshot& s = loc.snapshots[static_cast<std::size_t>(c.snapshot)];
        f.snapshot = {s.predicate, s.value, m_text.lineOf(s.locationRange.begin)};
        f.cdep = s.cdep;
        f.edep = s.edep;
        f.dyn = s.dyn;
    }
    // (Not for a call on Void: that command cannot be performed at all in the failing runs.)
    if ((c.schema == synthesis::Schema::C || c.schema == synthesis::Schema::Guard || c.guardsInstruction) &&
        m_fault.kind != runtime::ViolationKind::VoidCall) {
        const syntax::Instr* wrapped = m_text.instructionAt(c.location);
        f.skipsCommand = wrapped && wrapped->range.begin == c.location && wrapped->kind == syntax::InstrKind::CallInstr;
    }
    f.distance = c.distance;
    f.passingTotal = static_cast<int>(m_fault.passing.size());
    f.changeSize = c.changeSize(m_text.fileText());
    f.filePath = m_path;
    f.shownPath = m_shownPath;
    f.change = {m_fileText, c.edits};
    const syntax::FeatureDecl& d = m_text.decl();
    f.newRoutineText = applyEdits(m_text.fileText(), c.edits, d.range.begin, d.range.end);
    f.normalized = c.normalized;
    f.antiPattern = c.antiPattern;
    if (c.kind == synthesis::FixKind::Body && c.lowered && m_feature.routine)
        f.changesOtherObject = changesOtherObject(sema::lowered(*m_feature.routine), *c.lowered);
    return f;
}

int RoutineRepair::validate(std::vector<synthesis::Candidate> candidates)
{
    FixStatistics& statistics = m_result.statistics;
    // Most promising first, bounded, lowered in parallel, duplicates dropped.
    std::stable_sort(candidates.begin(), candidates.end(), [](const synthesis::Candidate& a, const synthesis::Candidate& b) {
        if (a.susp != b.susp) return a.susp > b.susp;
        if (a.distance != b.distance) return a.distance < b.distance;
        return a.changeSize() < b.changeSize();
    });
    statistics.candidates += static_cast<int>(candidates.size());
    QElapsedTimer lt;
    lt.start();
    std::vector<synthesis::Candidate> ready = synthesis::lowerCandidates(
        m_program, m_feature, m_text, std::move(candidates), static_cast<std::size_t>(std::max(0, m_options.maxCandidates)), m_options.threads, m_cancel);
    statistics.loweringSeconds += secondsOf(lt);
    statistics.lowered += static_cast<int>(ready.size());
    ValidationOptions vo;
    vo.maxSteps = m_options.maxStepsPerRun;
    vo.threads = m_options.threads;
    QElapsedTimer vt;
    vt.start();
    const std::vector<ValidationResult> results = validateCandidates(m_fault, ready, vo, m_cancel, [&](std::size_t i, const ValidationResult& r) {
        if (r.valid && m_onFix) m_onFix(fixOf(ready[i]));
    });
    statistics.validationSeconds += secondsOf(vt);
    std::vector<std::size_t> validIndices;
    for (std::size_t i = 0; i < results.size(); ++i) {
        if (results[i].done) ++statistics.validated;
        statistics.runs += results[i].runs;
        if (results[i].valid) validIndices.push_back(i);
    }
    m_progress.report(Stage::Fixing, statistics.validated, static_cast<long long>(ready.size()), m_result.routine);
    if (validIndices.empty()) return 0;
    std::vector<Fix> found;
    for (std::size_t i : validIndices) {
        found.push_back(fixOf(ready[i]));
        found.back().holdsVacuously = results[i].holdsVacuously;
    }
    refine(found, ready, validIndices, vo);
    for (Fix& f : found) m_fixes.push_back(std::move(f));
    return static_cast<int>(validIndices.size());
}

// Fewest changes to passing runs (4.6) and re-testing (beyond the paper), for the fixes that
// can still reach the shown ones (3 × maxFixes by the other criteria), in parallel.
void RoutineRepair::refine(std::vector<Fix>& found, const std::vector<synthesis::Candidate>& ready, const std::vector<std::size_t>& validIndices,
                           const ValidationOptions& vo)
{
    std::vector<std::size_t> order(found.size());
    for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
    sharePlaceEvidence(found);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return ranksBefore(found[a], found[b]); });
    std::vector<std::size_t> chosen;
    std::set<std::string> distinct;
    for (std::size_t k : order)
        if (distinct.insert(found[k].normalized).second && static_cast<int>(chosen.size()) < 3 * m_options.maxFixes) chosen.push_back(k);
    QElapsedTimer rt;
    rt.start();
    const std::vector<std::uint64_t> base = passingSignatures(m_fault, nullptr, vo);
    QThreadPool pool;
    pool.setStackSize(static_cast<uint>(vo.stackBytes));
    pool.setMaxThreadCount(m_options.threads > 0 ? m_options.threads : QThread::idealThreadCount());
    support::parallelFor(pool, chosen.size(), [&](std::size_t r) {
        const std::size_t k = chosen[r];
        const synthesis::Candidate& c = ready[validIndices[k]];
        if (c.kind != synthesis::FixKind::Body || m_cancel.isCancelled()) return;
        Fix& f = found[k];
        const std::vector<std::uint64_t> sig = passingSignatures(m_fault, &c, vo);
        for (std::size_t j = 0; j < sig.size() && j < base.size(); ++j) f.passingChanged += sig[j] != base[j];
        const int fresh = m_options.retest ? m_options.retest(m_fault, c.lowered)
                                           : retestFix(m_program, m_fault, c.lowered, m_options.retestTests, m_options.retestSeed,
                                                       m_options.maxStepsPerRun);
        if (fresh > 0) {
            f.retestFailures = fresh;
            f.susp /= 10;
        }
    });
    m_result.statistics.retestSeconds += secondsOf(rt);
}

}  // namespace

FixSession::FixSession(const sema::Program& program, FixOptions options) : m_program(program), m_options(std::move(options)) {}

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
    FaultFixes result;
    result.faultId = faultId;
    if (!fault.routine) return result;
    const sema::FeatureInfo& feature = *fault.routine;
    result.routine = (feature.owner ? feature.owner->name + "." : std::string()) + feature.name;
    const synthesis::RoutineText text(m_program, feature);
    if (!text.valid()) return result;
    const auto finish = [&] {
        result.statistics.seconds = secondsOf(timer);
        result.statistics.outOfTime = cancel.deadlinePassed();
        result.statistics.z3Seconds = z3Budget.spentSeconds();
        result.statistics.z3Units = z3Budget.spentUnits();
        result.statistics.z3Calls = z3Budget.calls();
        result.statistics.z3BudgetSpent = z3Budget.exhausted() || z3Budget.skippedCalls() > 0;
        return std::move(result);
    };

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
    if (cancel.isCancelled()) return finish();

    // Candidates of every technique (technique_phases.h), validated and refined together; the
    // contract fixes only when no code fix is valid.
    const bool failureInBody = fault.location.valid() && fault.location.file == text.fileId() &&
                               fault.location.begin >= text.bodyBegin() && fault.location.begin < text.bodyEnd();
    const PhaseInput input{m_program, m_options, fault, feature, text, result.localization, failureInBody ? fault.location.begin : 0u,
                           z3Budget, cancel, progress, result.statistics};
    auto collect = [&](CandidatePhase& phase, std::vector<synthesis::Candidate>& into) {
        QElapsedTimer phaseTimer;
        phaseTimer.start();
        std::vector<synthesis::Candidate> more = phase.candidates(input);
        into.insert(into.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
        result.statistics.*phase.seconds() += secondsOf(phaseTimer);
    };
    RoutineRepair repair(m_program, m_options, fault, text, result, faultId, cancel, progress, onFix);
    std::vector<synthesis::Candidate> candidates;
    for (const std::unique_ptr<CandidatePhase>& phase : codePhases(m_options))
        if (!cancel.isCancelled()) collect(*phase, candidates);
    if (repair.validate(std::move(candidates)) == 0 && m_options.contractFixes && !cancel.isCancelled()) {
        std::vector<synthesis::Candidate> contract;
        collect(*contractPhase(), contract);
        repair.validate(std::move(contract));
    }
    std::vector<Fix> fixes = repair.takeFixes();
    result.statistics.valid = static_cast<int>(fixes.size());
    if (coevolve && !fixes.empty() && !outerCancel.isCancelled()) {
        QElapsedTimer phase;
        phase.start();
        CancelToken coevolutionCancel(&outerCancel, faultEnd);
        fixes = coevolved(fault, std::move(fixes), coevolutionCancel, progress, result);
        result.statistics.coevolutionSeconds = secondsOf(phase);
    }
    result.fixes = rankFixes(std::move(fixes), m_options.maxFixes);
    if (m_options.learning) m_options.learning(m_program, fault, result.localization, result.fixes);
    return finish();
}

std::vector<Fix> FixSession::coevolved(const analysis::FaultUnderRepair& fault, std::vector<Fix> fixes, CancelToken& cancel, ProgressSink& progress,
                                       FaultFixes& result)
{
    // Against the fixes that can still reach the shown ones (3 × maxFixes in ranking order).
    std::vector<Fix> ranked = rankFixes(std::move(fixes), 0);
    const std::size_t contenders = std::min(ranked.size(), static_cast<std::size_t>(3 * std::max(1, m_options.maxFixes)));
    std::vector<Fix> top(std::make_move_iterator(ranked.begin()), std::make_move_iterator(ranked.begin() + static_cast<std::ptrdiff_t>(contenders)));
    CoevolutionOptions co = m_options.coevolution;
    co.threads = m_options.threads;
    co.maxSteps = std::min(co.maxSteps, m_options.maxStepsPerRun);
    result.statistics.coevolution = coevolveTests(m_program, fault, top, co, cancel, progress);
    std::vector<Fix> kept;
    for (std::size_t i = 0; i < ranked.size(); ++i) {
        Fix& f = i < contenders ? top[i] : ranked[i];
        if (f.coevolution.effect == CoevolutionEffect::Invalidated) {
            result.invalidated.push_back(std::move(f));
            continue;
        }
        if (f.coevolution.effect == CoevolutionEffect::Demoted) f.susp /= 10;
        kept.push_back(std::move(f));
    }
    return kept;
}

}  // namespace amend::repair
