// Running and judging single tests (see test_run.h).
#include "testing/test_run.h"
#include "sema/unrunnable_externals.h"
#include "testing/eqa_runner.h"

#include <algorithm>

namespace amend::testing {

runtime::RunOptions TestLimits::runOptions() const
{
    runtime::RunOptions options;
    options.limits.maxSteps = maxSteps;
    options.limits.maxContractSteps = maxSteps;   // tests: contracts on a budget of their own (never a fault)
    options.limits.maxDepth = maxDepth;
    options.limits.maxMemoryBytes = maxMemoryBytes;
    return options;
}

const char* verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Pass: return "pass";
    case Verdict::Fail: return "fail";
    case Verdict::Invalid: return "invalid";
    }
    return "invalid";
}

namespace {

constexpr FaultKind allFaultKinds[] = {
    FaultKind::Precondition, FaultKind::Postcondition, FaultKind::Invariant, FaultKind::Check, FaultKind::LoopInvariant,
    FaultKind::Variant, FaultKind::VoidCall, FaultKind::DivisionByZero, FaultKind::InspectNoMatch, FaultKind::TestAssertion,
    FaultKind::IndexOutOfBounds, FaultKind::InvalidMemoryAccess, FaultKind::Catcall, FaultKind::Raised, FaultKind::Exit, FaultKind::Other, FaultKind::BudgetSteps, FaultKind::BudgetDepth, FaultKind::BudgetMemory, FaultKind::InternalError,
    FaultKind::BudgetContract};
static_assert(static_cast<int>(FaultKind::Other) == static_cast<int>(runtime::ViolationKind::Other),
              "the violation kinds are the first fault kinds, in runtime::ViolationKind's order");

}  // namespace

const char* faultKindName(FaultKind kind)
{
    switch (kind) {
    case FaultKind::BudgetSteps: return "budget_steps";
    case FaultKind::BudgetDepth: return "budget_depth";
    case FaultKind::BudgetMemory: return "budget_memory";
    case FaultKind::BudgetContract: return "budget_contract";
    case FaultKind::InternalError: return "internal_error";
    default: return runtime::violationKindName(violationKindOf(kind));
    }
}

std::optional<FaultKind> faultKindNamed(std::string_view name)
{
    for (FaultKind k : allFaultKinds)
        if (name == faultKindName(k)) return k;
    return std::nullopt;
}

FaultKind faultKindOf(runtime::ViolationKind kind)
{
    // The violation kinds are the first values of FaultKind, in the same order.
    return static_cast<FaultKind>(static_cast<std::uint8_t>(kind));
}

FaultKind faultKindOf(runtime::Budget budget)
{
    switch (budget) {
    case runtime::Budget::Steps: return FaultKind::BudgetSteps;
    case runtime::Budget::Depth: return FaultKind::BudgetDepth;
    case runtime::Budget::Memory: return FaultKind::BudgetMemory;
    case runtime::Budget::Contract: return FaultKind::BudgetContract;
    }
    return FaultKind::BudgetSteps;
}

runtime::ViolationKind violationKindOf(FaultKind kind)
{
    if (kind > FaultKind::Other) return runtime::ViolationKind::Other;
    return static_cast<runtime::ViolationKind>(static_cast<std::uint8_t>(kind));
}

bool isResourceLimit(FaultKind kind)
{
    return kind == FaultKind::BudgetSteps || kind == FaultKind::BudgetDepth || kind == FaultKind::BudgetMemory
           || kind == FaultKind::BudgetContract;
}

bool endsAtResourceWarning(const runtime::Outcome& outcome)
{
    return outcome.status == runtime::Outcome::Status::BudgetExhausted &&
           (outcome.budget == runtime::Budget::Contract || outcome.inTerminatingLoop);
}

std::string routineName(const sema::FeatureInfo* feature)
{
    if (!feature) return "?";
    return (feature->owner ? feature->owner->name + "." : std::string()) + feature->name;
}

FaultKey faultKeyOf(const runtime::Outcome& outcome, const std::string& routine)
{
    FaultKey key;
    key.routine = routine;
    if (outcome.status == runtime::Outcome::Status::BudgetExhausted) {
        key.kind = faultKindOf(outcome.budget);
        // A contract that ran out of steps: one warning per clause, wherever it was evaluated.
        if (outcome.budget == runtime::Budget::Contract && outcome.violation) {
            const runtime::Violation& v = *outcome.violation;
            if (v.blamed) key.routine = routineName(v.blamed);
            key.tag = v.tag;
            key.location = v.assertionRange;
        }
        return key;
    }
    if (outcome.status != runtime::Outcome::Status::Violation || !outcome.violation) {
        key.kind = FaultKind::InternalError;
        return key;
    }
    const runtime::Violation& v = *outcome.violation;
    if (v.blamed) key.routine = routineName(v.blamed);
    key.kind = faultKindOf(v.kind);
    key.tag = v.tag;
    switch (v.kind) {
    case runtime::ViolationKind::Postcondition:
    case runtime::ViolationKind::Invariant:
    case runtime::ViolationKind::Check:
    case runtime::ViolationKind::LoopInvariant:
    case runtime::ViolationKind::Variant:
        key.location = v.assertionRange.valid() ? v.assertionRange : v.location;
        break;
    default: key.location = v.location; break;
    }
    return key;
}

namespace {

// The run stopped at a call of an external routine Amend cannot run (`external "C"' …): no
// fault of the program, the test is left out (sema/unrunnable_externals.h).
bool reachesUnrunnableExternal(const runtime::Outcome& outcome)
{
    const runtime::Violation* v = outcome.violation ? &*outcome.violation : nullptr;
    return outcome.status == runtime::Outcome::Status::Violation && v && v->kind == runtime::ViolationKind::Other && v->routine
           && v->routine->routine && v->routine->routine->builtInKey == sema::kUnrunnableExternal;
}

// Judges the failure of the last step (the call of the routine under test).
void judgeFailure(TestRun& run, const runtime::Outcome& outcome, const std::string& routine)
{
    run.outcome = outcome;
    run.overflowed = outcome.wrappedOperations > 0;
    if (outcome.status == runtime::Outcome::Status::InternalError) {
        run.verdict = Verdict::Invalid;
        run.reason = "internal error: " + outcome.message;
        return;
    }
    if (outcome.status == runtime::Outcome::Status::Violation && outcome.violation && outcome.violation->assumption) {
        run.verdict = Verdict::Invalid;
        run.reason = "AutoProof assumption `" + outcome.violation->tag + "' does not hold: the run left what the proof covers";
        return;
    }
    if (reachesUnrunnableExternal(outcome)) {
        run.verdict = Verdict::Invalid;
        run.reason = "calls an external routine Amend cannot run: " + outcome.violation->routine->name;
        return;
    }
    if (outcome.status == runtime::Outcome::Status::Violation && outcome.violation &&
        outcome.violation->kind == runtime::ViolationKind::Precondition && !outcome.violation->blamed) {
        run.verdict = Verdict::Invalid;
        run.reason = "precondition of the routine under test";
        return;
    }
    run.verdict = Verdict::Fail;
    run.key = faultKeyOf(outcome, routine);
}

// Collects the routines a hand-written test enters.
class EnteredRoutines final : public runtime::Observer {
public:
    explicit EnteredRoutines(std::vector<std::string>& names) : m_names(names) {}
    void onEnter(const runtime::FrameView& frame) override
    {
        const sema::FeatureInfo* f = frame.routine().feature;
        if (runtime::isUserRoutine(frame.routine()) && f != m_last) {
            m_last = f;
            const std::string name = routineName(f);
            if (std::find(m_names.begin(), m_names.end(), name) == m_names.end()) m_names.push_back(name);
        }
    }

private:
    std::vector<std::string>& m_names;
    const sema::FeatureInfo* m_last = nullptr;
};

}  // namespace

TestRun runTestCase(const sema::Program& program, const TestCase& test, const TestLimits& limits)
{
    return runTestCase(program, test, limits.runOptions());
}

TestRun runTestCase(const sema::Program& program, const TestCase& test, const runtime::RunOptions& options)
{
    return runTestCase(program, test, options, RunInspector());
}

TestRun runTestCase(const sema::Program& program, const TestCase& test, const runtime::RunOptions& options,
                    const RunInspector& inspect)
{
    TestRun run;
    if (test.steps.empty()) {
        run.reason = "empty test";
        return run;
    }
    runtime::Interpreter interpreter(program, options);
    std::vector<runtime::Value> values(test.steps.size());
    const std::size_t last = test.steps.size() - 1;
    std::vector<runtime::Value> lastArguments;  // for `inspect`
    for (std::size_t i = 0; i < test.steps.size(); ++i) {
        const Step& s = test.steps[i];
        std::vector<runtime::Value> args;
        args.reserve(s.args.size());
        bool argsOk = true;
        for (const Argument& a : s.args) {
            switch (a.kind) {
            case Argument::Kind::Variable: args.push_back(a.variable >= 0 ? values[static_cast<std::size_t>(a.variable)] : runtime::Value()); break;
            case Argument::Kind::Void: args.emplace_back(); break;
            case Argument::Kind::Basic: args.push_back(a.basic); break;
            case Argument::Kind::String: args.push_back(interpreter.makeString(a.text)); break;
            case Argument::Kind::Array: {
                std::optional<runtime::Value> array = interpreter.makeArray(a.type, a.items);
                if (!array) argsOk = false;
                args.push_back(array ? *array : runtime::Value());
                break;
            }
            }
        }
        if (!argsOk) {
            run.reason = "could not build an array argument";
            run.outcome = interpreter.outcome();
            if (inspect) inspect(values, lastArguments);
            return run;
        }
        if (i == last && inspect) lastArguments = args;
        std::optional<runtime::Value> result;
        if (s.kind == Step::Kind::Create) result = interpreter.createObject(s.type, s.feature, std::move(args));
        else result = interpreter.call(values[static_cast<std::size_t>(s.target)], s.feature, std::move(args));
        if (!result) {
            const runtime::Outcome failure = interpreter.outcome();
            if (i != last && s.kind == Step::Kind::Call && failure.status == runtime::Outcome::Status::Violation && failure.violation &&
                failure.violation->kind == runtime::ViolationKind::Precondition && !failure.violation->blamed) {
                run.skipped.push_back(static_cast<int>(i));
                interpreter.clearFailure();
                continue;
            }
            if (i != last) {
                run.verdict = Verdict::Invalid;
                run.reason = "step " + std::to_string(i + 1) + " failed";
                run.outcome = interpreter.outcome();
                run.overflowed = run.outcome.wrappedOperations > 0;
            } else {
                judgeFailure(run, interpreter.outcome(), test.routine);
            }
            run.steps = interpreter.stepsUsed();
            if (inspect) inspect(values, lastArguments);
            return run;
        }
        values[i] = *result;
    }
    run.verdict = Verdict::Pass;
    run.outcome = interpreter.outcome();
    run.overflowed = run.outcome.wrappedOperations > 0;
    run.steps = interpreter.stepsUsed();
    if (inspect) inspect(values, lastArguments);
    return run;
}

TestRun runHandwrittenTest(const sema::Program& program, const TestCase& test, const TestLimits& limits,
                           std::vector<std::string>* entered)
{
    TestRun run;
    const std::vector<EqaTest> all = findEqaTests(program);
    auto it = std::find_if(all.begin(), all.end(), [&](const EqaTest& t) { return t.name() == test.handwritten; });
    if (it == all.end()) {
        run.reason = "no test routine " + test.handwritten;
        return run;
    }
    std::vector<std::string> names;
    EnteredRoutines observer(names);
    runtime::RunOptions options = limits.runOptions();
    if (entered) options.observer = &observer;
    const EqaTestResult result = runEqaTest(program, *it, options);
    if (entered) *entered = std::move(names);
    if (result.passed()) {
        run.verdict = Verdict::Pass;
        run.outcome = result.outcome;
        run.overflowed = result.outcome.wrappedOperations > 0;
        return run;
    }
    judgeFailure(run, result.outcome, test.handwritten);
    // A hand-written test states what the program must do: its failures are never discarded.
    if (run.verdict == Verdict::Invalid && result.outcome.status == runtime::Outcome::Status::Violation) {
        run.verdict = Verdict::Fail;
        run.key = faultKeyOf(result.outcome, test.handwritten);
    }
    return run;
}

}  // namespace amend::testing
