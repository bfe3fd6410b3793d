// Fresh tests for valid fixes (see retest.h).
#include "repair/retest.h"

#include "testing/test_generator.h"
#include "testing/test_run.h"

namespace amend::repair {

namespace {

// Same fault up to its location: the fixed routine's instructions live in the candidate's own
// text, so locations inside it differ from the original's.
bool sameClause(const testing::FaultKey& a, const testing::FaultKey& b)
{
    return a.routine == b.routine && a.kind == b.kind && a.tag == b.tag;
}

}  // namespace

int retestFix(const sema::Program& program, const analysis::FaultUnderRepair& fault,
              const std::shared_ptr<const ir::Routine>& replacement, int count,
              std::uint64_t seed, std::int64_t maxSteps)
{
    if (!fault.routine || !fault.routine->routine || !replacement || count <= 0) return 0;
    const std::string name = testing::routineName(fault.routine);
    const std::vector<testing::RoutineUnderTest> routines = testing::findRoutinesUnderTest(program, {}, name);
    if (routines.empty()) return 0;
    const testing::LiteralTable literals(program);
    const testing::TestGenerator generator(program, literals);
    testing::TestLimits limits;
    limits.maxSteps = maxSteps;
    const runtime::RunOptions original = limits.runOptions();
    runtime::RunOptions options = original;
    options.overrides[fault.routine->routine] = replacement;
    int failures = 0;
    for (const testing::RoutineUnderTest& r : routines) {
        for (int i = 0; i < count; ++i) {
            const testing::TestCase test = generator.generate(r, 0, i, seed);
            if (test.steps.empty()) continue;
            const testing::TestRun fixed = testing::runTestCase(program, test, options);
            if (fixed.verdict != testing::Verdict::Fail || testing::endsAtResourceWarning(fixed.outcome)) continue;
            // A failure after an INTEGER wrap-around is set aside, as AutoTest sets aside the
            // faults that need one: `upper - lower + 1' is no worse for failing at max_value.
            if (fixed.overflowed) continue;
            // Counts: the fault under repair still there, or a failure the original does not have.
            // Another known fault of the routine that the original shows the same way is not
            // this fix's doing.
            if (fixed.outcome.violation && fault.sameClause(*fixed.outcome.violation)) {
                ++failures;
                continue;
            }
            const testing::TestRun before = testing::runTestCase(program, test, original);
            if (before.verdict != testing::Verdict::Fail || !sameClause(before.key, fixed.key)) ++failures;
        }
    }
    return failures;
}

}  // namespace amend::repair
