// Candidate validation (see validation.h).
#include "repair/validation.h"

#include "support/pool_work.h"
#include "testing/test_run.h"

#include <QThreadPool>

#include <mutex>

namespace amend::repair {

namespace {

// Evaluates a contract candidate's clause on every entry into the routine under repair.
class ClauseProbe final : public runtime::Observer {
public:
    ClauseProbe(const ir::Routine* routine, const ir::Expr* clause) : m_routine(routine), m_clause(clause) {}
    void onEnter(const runtime::FrameView& frame) override
    {
        ++m_depth;
        if (&frame.routine() != m_routine) return;
        const std::optional<runtime::Value> v = frame.evaluate(*m_clause);
        const bool holds = v && v->tag == runtime::Tag::Boolean && v->b;
        if (!holds) {
            ++falseCount;
            if (firstFalseDepth < 0) firstFalseDepth = m_depth;
        }
    }
    void onExit(const runtime::FrameView&, bool) override { --m_depth; }
    int falseCount = 0;
    int firstFalseDepth = -1;

private:
    const ir::Routine* m_routine;
    const ir::Expr* m_clause;
    int m_depth = 0;
};

// Watches whether the fixed routine's postcondition holds vacuously when it returns: every clause
// an implication whose premise is false (`Result = -1 implies …' after a fix that returns 0).
class VacuityProbe final : public runtime::Observer {
public:
    explicit VacuityProbe(const ir::Routine* routine) : m_routine(routine) {}
    void onEnter(const runtime::FrameView&) override {}
    void onExit(const runtime::FrameView& frame, bool normal) override
    {
        if (!normal || &frame.routine() != m_routine) return;
        for (const ir::Assertion& a : m_routine->postconditions) {
            if (!a.cond) continue;
            if (a.cond->op != ir::Op::Implies || a.cond->kids.empty()) {
                promised = true;  // not an implication: it holds for what it says
                continue;
            }
            const std::optional<runtime::Value> premise = frame.evaluate(*a.cond->kids[0]);
            if (!premise || premise->tag != runtime::Tag::Boolean || premise->b) promised = true;
        }
    }
    bool promised = false;   // some clause held with a true premise (or was no implication)

private:
    const ir::Routine* m_routine;
};

// Hashes what a run does: the commands (procedures) called, with their basic arguments, and
// the results of the routine under repair. Queries are left out: a fix that merely evaluates a
// new condition (`if before then …`) does not change what the run does.
class SignatureProbe final : public runtime::Observer {
public:
    explicit SignatureProbe(const sema::FeatureInfo* feature) : m_feature(feature) {}
    void onEnter(const runtime::FrameView& frame) override
    {
        if (frame.routine().resultType) return;
        mix(reinterpret_cast<std::uintptr_t>(frame.routine().feature));
        for (int a = 0; a < frame.argumentCount(); ++a) {
            const runtime::Value v = frame.slot(a);
            if (v.tag == runtime::Tag::Reference || v.tag == runtime::Tag::Void) continue;
            for (char c : frame.format(v)) mix(static_cast<unsigned char>(c));
        }
    }
    void onExit(const runtime::FrameView& frame, bool normal) override
    {
        if (!frame.routine().resultType) mix(normal ? 1 : 2);
        if (frame.routine().feature == m_feature && frame.routine().resultType) {
            const std::string r = frame.format(frame.result());
            for (char c : r) mix(static_cast<unsigned char>(c));
        }
    }
    std::uint64_t hash = 1469598103934665603ull;

private:
    void mix(std::uint64_t v) { hash = (hash ^ v) * 1099511628211ull; }
    const sema::FeatureInfo* m_feature;
};

enum class Run : std::uint8_t { Passes, Fails, Inconclusive };

runtime::RunOptions baseOptions(const ValidationOptions& options)
{
    // The limits the tests ran under when they were generated (contracts on a step budget of
    // their own): a fix is judged as the program was.
    testing::TestLimits limits;
    limits.maxSteps = options.maxSteps;
    return limits.runOptions();
}

}  // namespace

ValidationResult validateCandidate(const analysis::FaultUnderRepair& fault, const synthesis::Candidate& c,
                                   const ValidationOptions& options, CancelToken& cancel)
{
    ValidationResult result;
    const ir::Routine* original = fault.routine ? fault.routine->routine : nullptr;
    if (!original) return result;
    result.done = true;
    runtime::RunOptions run = baseOptions(options);
    // Body fixes and weakened postconditions run as a replacement routine; new preconditions
    // are probed on the original.
    if (c.kind == synthesis::FixKind::Body || c.schema == synthesis::Schema::Postcondition) {
        if (!c.lowered || (c.schema == synthesis::Schema::Postcondition && !c.clauseIr)) return result;
        run.overrides[original] = c.lowered;
        auto judge = [&](const analysis::ReplayableTest& t) {
            ++result.runs;
            const runtime::Outcome o = t.run(run);
            if (o.status == runtime::Outcome::Status::BudgetExhausted) result.budgetExhausted = true;
            if (o.ok()) return Run::Passes;
            // A run that ends at a resource limit (a costly contract, a long loop that ends) proves
            // nothing either way: a fix that turns a quick failure into a full run often meets one.
            if (testing::endsAtResourceWarning(o)) return Run::Inconclusive;
            // Nor does a violation after an INTEGER operation wrapped around, when the fault itself
            // needs none: AutoTest reports those apart, never as faults (a loop mended to run up
            // to n = 17 now computes 17!, which wraps).
            if (o.wrappedOperations > 0 && !fault.overflowDependent) return Run::Inconclusive;
            return Run::Fails;
        };
        // A body fix whose repaired runs all end with the postcondition held vacuously.
        bool vacuousSoFar = c.kind == synthesis::FixKind::Body && !c.lowered->postconditions.empty();
        for (const analysis::ReplayableTest& t : fault.failing) {
            if (cancel.isCancelled()) return result.done = false, result;
            VacuityProbe vacuity(c.lowered.get());
            run.observer = &vacuity;
            const Run r = judge(t);
            run.observer = nullptr;
            if (r == Run::Fails) return result;
            if (r == Run::Passes && vacuity.promised) vacuousSoFar = false;
            result.failingFixed += r == Run::Passes;
            result.inconclusive += r == Run::Inconclusive;
        }
        for (const analysis::ReplayableTest& t : fault.passing) {
            if (cancel.isCancelled()) return result.done = false, result;
            // A weakened postcondition must still be promised in every passing run.
            ClauseProbe kept(c.lowered.get(), c.clauseIr.get());
            if (c.schema == synthesis::Schema::Postcondition) run.observer = &kept;
            const Run r = judge(t);
            if (r == Run::Fails || kept.falseCount > 0) return result;
            result.passingKept += r == Run::Passes;
            result.inconclusive += r == Run::Inconclusive;
        }
        // A fix must be seen to mend at least one failing run; the others may end at a limit.
        result.valid = result.failingFixed > 0;
        result.holdsVacuously = result.valid && vacuousSoFar;
        return result;
    }
    // A new precondition is probed on the original routine.
    if (!c.clauseIr) return result;
    for (const analysis::ReplayableTest& t : fault.failing) {
        if (cancel.isCancelled()) return result.done = false, result;
        ClauseProbe probe(original, c.clauseIr.get());
        run.observer = &probe;
        ++result.runs;
        (void)t.run(run);
        // The new precondition must reject the failing call where the test (or its test
        // routine) makes it, so the failure becomes an invalid input.
        if (probe.firstFalseDepth < 1 || probe.firstFalseDepth > 2) return result;
        ++result.failingFixed;
    }
    for (const analysis::ReplayableTest& t : fault.passing) {
        if (cancel.isCancelled()) return result.done = false, result;
        ClauseProbe probe(original, c.clauseIr.get());
        run.observer = &probe;
        ++result.runs;
        const runtime::Outcome o = t.run(run);
        if (!o.ok() || probe.falseCount > 0) return result;
        ++result.passingKept;
    }
    result.valid = !fault.failing.empty();
    return result;
}

std::vector<ValidationResult> validateCandidates(const analysis::FaultUnderRepair& fault,
                                                 const std::vector<synthesis::Candidate>& candidates,
                                                 const ValidationOptions& options, CancelToken& cancel,
                                                 const std::function<void(std::size_t, const ValidationResult&)>& onResult)
{
    std::vector<ValidationResult> results(candidates.size());
    QThreadPool pool;
    pool.setStackSize(static_cast<uint>(options.stackBytes));
    pool.setMaxThreadCount(options.threads > 0 ? options.threads : QThread::idealThreadCount());
    std::mutex mutex;
    support::parallelFor(pool, candidates.size(), [&](std::size_t i) {
        if (cancel.isCancelled()) return;
        results[i] = validateCandidate(fault, candidates[i], options, cancel);
        if (onResult && results[i].done) {
            std::lock_guard<std::mutex> lock(mutex);
            onResult(i, results[i]);
        }
    });
    return results;
}

std::vector<std::uint64_t> passingSignatures(const analysis::FaultUnderRepair& fault, const synthesis::Candidate* c,
                                             const ValidationOptions& options)
{
    std::vector<std::uint64_t> out;
    runtime::RunOptions run = baseOptions(options);
    if (c && c->kind == synthesis::FixKind::Body && c->lowered && fault.routine && fault.routine->routine)
        run.overrides[fault.routine->routine] = c->lowered;
    for (const analysis::ReplayableTest& t : fault.passing) {
        SignatureProbe probe(fault.routine);
        run.observer = &probe;
        (void)t.run(run);
        out.push_back(probe.hash);
    }
    return out;
}

}  // namespace amend::repair
