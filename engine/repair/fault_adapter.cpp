// AutoTest faults as faults under repair (see fault_adapter.h).
#include "repair/fault_adapter.h"

#include "analysis/earlier_cause.h"

#include "testing/eqa_runner.h"
#include "testing/test_run.h"

#include <algorithm>

namespace amend::repair {

const sema::FeatureInfo* findRoutine(const sema::Program& program, const std::string& name)
{
    const std::size_t dot = name.find('.');
    if (dot == std::string::npos) return nullptr;
    const sema::ClassInfo* cls = program.classNamed(name.substr(0, dot));
    if (!cls) return nullptr;
    return cls->feature(name.substr(dot + 1));
}

analysis::ReplayableTest replayableTest(const sema::Program& program, const testing::TestCase& test)
{
    analysis::ReplayableTest replay;
    const sema::Program* p = &program;
    if (test.isHandwritten()) {
        replay.name = test.handwritten;
        const std::vector<testing::EqaTest> all = testing::findEqaTests(program);
        auto it = std::find_if(all.begin(), all.end(), [&](const testing::EqaTest& t) { return t.name() == test.handwritten; });
        if (it == all.end()) {
            replay.run = [](const runtime::RunOptions&) {
                runtime::Outcome o;
                o.status = runtime::Outcome::Status::InternalError;
                o.message = "test routine not found";
                return o;
            };
            return replay;
        }
        const testing::EqaTest eqa = *it;
        replay.run = [p, eqa](const runtime::RunOptions& options) { return testing::runEqaTest(*p, eqa, options).outcome; };
        return replay;
    }
    replay.name = test.routine + " #" + std::to_string(test.testIndex);
    replay.eiffel = testing::toEiffelRoutine(program, test, "test", "");
    replay.run = [p, test](const runtime::RunOptions& options) { return testing::runTestCase(*p, test, options).outcome; };
    return replay;
}

std::optional<analysis::FaultUnderRepair> adaptFault(const sema::Program& program, const testing::Fault& fault)
{
    const sema::FeatureInfo* routine = findRoutine(program, fault.key.routine);
    if (!routine || !routine->routine || routine->isBuiltIn || !routine->decl || routine->decl->bodyKind != syntax::FeatureDecl::BodyKind::Do)
        return std::nullopt;
    if (routine->writtenIn && !routine->writtenIn->isUserCode()) return std::nullopt;
    analysis::FaultUnderRepair f;
    f.routine = routine;
    f.kind = testing::violationKindOf(fault.key.kind);
    f.tag = fault.key.tag;
    f.overflowDependent = fault.overflowDependent;
    f.clauseText = fault.clause;
    f.location = fault.key.location;
    f.detectedIn = findRoutine(program, fault.violatedIn);
    if (fault.isGrouped())
        for (const testing::FaultClause& c : fault.clauses) f.groupedClauses.push_back({c.key.tag, c.clause, c.key.location});
    for (const testing::TestCase& t : fault.failing) f.failing.push_back(replayableTest(program, t));
    for (const testing::TestCase& t : fault.passing) f.passing.push_back(replayableTest(program, t));
    // Replay the first failing test for the details a fault key does not keep.
    if (!f.failing.empty()) {
        runtime::RunOptions options = testing::TestLimits{}.runOptions();
        const runtime::Outcome outcome = f.failing.front().run(options);
        if (outcome.violation) f.describe(*outcome.violation);
    }
    // A state made by an earlier call: fix the routine that made it (the pipeline falls back on
    // the failing routine when that gives no valid fix).
    if (fault.hasMinimized && !fault.isGrouped())
        if (const std::optional<analysis::EarlierCause> cause = analysis::findCommonEarlierCause(program, fault.minimized, fault.failing)) {
            f.failedIn = f.routine;
            f.routine = cause->routine;
            f.causeField = cause->field;
        }
    return f;
}

}  // namespace amend::repair
