// Differential testing against a reference program (see differential.h).
#include "evaluation/differential.h"

#include "runtime/interpreter.h"
#include "testing/test_generator.h"
#include "testing/test_values.h"

namespace amend::evaluation {

namespace {

std::string mapped(const ClassNameMap& map, const std::string& name) { return map ? map(name) : name; }

const sema::Type* translateType(const sema::Type* type, const sema::Program& to, const ClassNameMap& className)
{
    if (!type) return nullptr;
    sema::TypeTable& types = to.typeTable();
    switch (type->kind) {
    case sema::Type::Kind::None: return types.none();
    case sema::Type::Kind::LikeCurrent: return types.likeCurrent();
    case sema::Type::Kind::Class: {
        const sema::ClassInfo* cls = to.classNamed(mapped(className, type->cls->name));
        if (!cls || cls->genericNames.size() != type->actuals.size()) return nullptr;
        std::vector<const sema::Type*> actuals;
        for (const sema::Type* a : type->actuals) {
            const sema::Type* t = translateType(a, to, className);
            if (!t) return nullptr;
            actuals.push_back(t);
        }
        return types.classType(cls, actuals, type->detachable);
    }
    case sema::Type::Kind::Formal:
    case sema::Type::Kind::Error: break;
    }
    return nullptr;
}

const sema::FeatureInfo* translateFeature(const sema::FeatureInfo* feature, const sema::Program& to, const ClassNameMap& className)
{
    if (!feature || !feature->owner) return nullptr;
    const sema::ClassInfo* cls = to.classNamed(mapped(className, feature->owner->name));
    if (!cls) return nullptr;
    const sema::FeatureInfo* f = cls->feature(feature->name);
    if (!f || f->argTypes.size() != feature->argTypes.size()) return nullptr;
    return f;
}

std::string translateRoutineName(const std::string& name, const ClassNameMap& className)
{
    const std::size_t dot = name.find('.');
    if (dot == std::string::npos) return name;
    return mapped(className, name.substr(0, dot)) + name.substr(dot);
}

// How the call under test ended, in the reference's names.
std::string outcomeText(const testing::TestRun& run, const ClassNameMap& toReference)
{
    std::string text;
    switch (run.verdict) {
    case testing::Verdict::Pass: text = "passed"; break;
    case testing::Verdict::Invalid: text = "invalid (" + run.reason + ")"; break;
    case testing::Verdict::Fail:
        if (run.outcome.violation) {
            const runtime::Violation& v = *run.outcome.violation;
            text = std::string(runtime::violationKindName(v.kind)) + (v.tag.empty() ? "" : " `" + v.tag + "'") + " violated in " +
                   translateRoutineName(testing::routineName(v.routine), toReference);
        } else {
            text = std::string("failed: ") + testing::faultKindName(run.key.kind);
        }
        break;
    }
    if (!run.outcome.output.empty()) text += ", printed \"" + run.outcome.output + "\"";
    return text;
}

struct Observed {
    testing::TestRun run;
    std::string state;
};

Observed observe(const sema::Program& program, const testing::TestCase& test, const DifferentialOptions& options,
                 const ClassNameMap& toReference)
{
    Observed o;
    o.run = testing::runTestCase(program, test, options.limits.runOptions(),
                                 [&](const std::vector<runtime::Value>& values, const std::vector<runtime::Value>& arguments) {
                                     o.state = testing::describeState(testing::observedRoots(test, values, arguments), toReference, options.observation);
                                 });
    return o;
}

bool isIgnored(const testing::TestRun& run, const std::vector<FaultSignature>& ignored)
{
    if (run.verdict != testing::Verdict::Fail) return false;
    for (const FaultSignature& f : ignored) {
        if (f.routine == run.key.routine && f.kind == run.key.kind && f.tag == run.key.tag) return true;
    }
    return false;
}

}  // namespace

std::optional<testing::TestCase> translateTest(const testing::TestCase& test, const sema::Program& to, const ClassNameMap& className)
{
    testing::TestCase result = test;
    result.routine = translateRoutineName(test.routine, className);
    for (testing::Step& s : result.steps) {
        if (s.kind == testing::Step::Kind::Create) {
            s.type = translateType(s.type, to, className);
            if (!s.type) return std::nullopt;
        }
        if (s.feature) {
            s.feature = translateFeature(s.feature, to, className);
            if (!s.feature) return std::nullopt;
        }
        for (testing::Argument& a : s.args) {
            if (a.kind != testing::Argument::Kind::Array) continue;
            a.type = translateType(a.type, to, className);
            if (!a.type) return std::nullopt;
        }
    }
    return result;
}

bool failsAlikeOnReference(const testing::Fault& fault, const sema::Program& reference, const ClassNameMap& toReference,
                           const testing::TestLimits& limits)
{
    constexpr std::size_t kTestsTried = 3;
    std::vector<const testing::TestCase*> tests;
    if (fault.hasMinimized) tests.push_back(&fault.minimized);
    for (std::size_t i = 0; i < fault.failing.size() && i < kTestsTried; ++i) tests.push_back(&fault.failing[i]);
    const std::string routine = translateRoutineName(fault.key.routine, toReference);
    for (const testing::TestCase* test : tests) {
        if (test->isHandwritten() || test->steps.empty()) continue;
        const std::optional<testing::TestCase> translated = translateTest(*test, reference, toReference);
        if (!translated) continue;
        const testing::TestRun run = testing::runTestCase(reference, *translated, limits);
        if (run.verdict == testing::Verdict::Fail && run.key.routine == routine && run.key.kind == fault.key.kind && run.key.tag == fault.key.tag)
            return true;
    }
    return false;
}

DifferentialResult compareWithReference(const sema::Program& fixed, const sema::Program& reference, const std::string& routine,
                                        const ClassNameMap& toReference, const ClassNameMap& toFixed,
                                        const std::vector<FaultSignature>& ignored, const DifferentialOptions& options,
                                        CancelToken& cancel, ReferenceRuns* memo)
{
    DifferentialResult result;
    const std::string referenceRoutine = translateRoutineName(routine, toReference);
    ReferenceRuns local;
    ReferenceRuns& runs = memo ? *memo : local;
    if (runs.routine != referenceRoutine) runs = ReferenceRuns{referenceRoutine, {}};
    const std::vector<testing::RoutineUnderTest> all = testing::findRoutinesUnderTest(reference, {}, referenceRoutine);
    const testing::RoutineUnderTest* under = nullptr;
    for (const testing::RoutineUnderTest& r : all) {
        if (!under || (under->creation && !r.creation)) under = &r;  // the plain call when both exist
    }
    if (!under) {
        result.difference = "no routine " + referenceRoutine + " to test in the reference";
        return result;
    }
    runtime::runWithLargeStack([&] {
        const testing::LiteralTable literals(reference);
        const testing::TestGenerator generator(reference, literals);
        for (int i = 0; i < options.tests && result.difference.empty(); ++i) {
            if (cancel.isCancelled()) {
                result.difference = "cancelled";
                return;
            }
            const testing::TestCase test = generator.generate(*under, 0, i, options.seed);
            const std::optional<testing::TestCase> translated = test.steps.empty() ? std::nullopt : translateTest(test, fixed, toFixed);
            if (!translated) {
                ++result.skipped;
                continue;
            }
            auto known = runs.byTest.find(i);
            if (known == runs.byTest.end()) {
                const Observed ref = observe(reference, test, options, {});
                known = runs.byTest.emplace(i, ReferenceRuns::Run{ref.run.verdict == testing::Verdict::Invalid, outcomeText(ref.run, {}), ref.state}).first;
            }
            const ReferenceRuns::Run& ref = known->second;
            if (ref.invalid) {
                ++result.skipped;
                continue;
            }
            const Observed fix = observe(fixed, *translated, options, toReference);
            const bool rejected = fix.run.verdict == testing::Verdict::Invalid && fix.run.reason == "precondition of the routine under test";
            if ((fix.run.verdict == testing::Verdict::Invalid && !rejected) || isIgnored(fix.run, ignored)) {
                ++result.skipped;
                continue;
            }
            ++result.compared;
            const std::string fixOutcome = outcomeText(fix.run, toReference);
            if (ref.outcome == fixOutcome && ref.state == fix.state) continue;
            result.difference = "test:\n" + testing::toEiffelRoutine(reference, test, "test_difference", "") + "reference: " + ref.outcome +
                                "\n  " + ref.state + "\nfixed:     " + fixOutcome + "\n  " + fix.state + "\n";
        }
    });
    result.proper = result.difference.empty() && result.compared > 0;
    if (result.difference.empty() && result.compared == 0) result.difference = "no test is valid on both programs";
    return result;
}

}  // namespace amend::evaluation
