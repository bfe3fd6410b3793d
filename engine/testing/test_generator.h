// Random generation of test cases (AutoTest's strategy): for a routine under test, build a
// target object with a creation procedure and a few random modifier calls, arguments from a
// per-test object pool, interesting values, values used earlier in the test, and random ones;
// the last step calls the routine under test (or creates an object with it).
#pragma once

#include "testing/test_case.h"
#include "testing/test_values.h"

#include <optional>
#include <string>
#include <vector>

namespace amend::testing {

struct RoutineUnderTest {
    const sema::ClassInfo* cls = nullptr;
    const sema::Type* targetType = nullptr;     // the class, generic parameters instantiated
    const sema::FeatureInfo* feature = nullptr;
    bool creation = false;                      // exercised as a creation procedure
    std::string name() const;                   // "CLASS.feature"
    std::string label() const;                  // name, "(creation)" appended for creations
};

// The exported routines (procedures and functions, attributes excluded) written in the user's
// classes, and their creation procedures, in source order. `classFilter` ("ACCOUNT") and
// `featureFilter` ("ACCOUNT.withdraw") restrict the set when not empty (case-insensitive).
// Classes that are deferred or inherit EQA_TEST_SET are not tested.
std::vector<RoutineUnderTest> findRoutinesUnderTest(const sema::Program& program, const std::string& classFilter = {},
                                                    const std::string& featureFilter = {});

// The routine `name` names ("CLASS.feature", in any letter case) as the program spells it
// ("ACCOUNT.withdraw"): the one spelling fault keys and filters compare. Nullopt when the program
// has no such feature in a class of its own (kernel classes are not tested).
std::optional<std::string> canonicalRoutineName(const sema::Program& program, const std::string& name);

// The type used to test generic class `cls`: each formal becomes INTEGER when INTEGER conforms
// to its constraint, else STRING when that does, else the constraint itself.
const sema::Type* testInstance(const sema::Program& program, const sema::ClassInfo* cls);

// The procedures a test may call on an object of `cls` to change its state: exported, effective,
// not ANY's, in the order of the class's feature table.
std::vector<const sema::FeatureInfo*> targetProcedures(const sema::Program& program, const sema::ClassInfo* cls);

struct GeneratorOptions {
    int maxTargetModifiers = 6;   // random procedure calls on the target before the call under test
    int maxOtherModifiers = 2;    // … on other objects
    int maxDepth = 3;             // nesting of objects created for arguments
    int voidPercent = 15;         // chance of Void for a detachable reference argument
    int maxArrayLength = 4;
};

class TestGenerator {
public:
    TestGenerator(const sema::Program& program, const LiteralTable& literals, GeneratorOptions options = {});
    // The test `testIndex` of `routine` (whose position in the list is `routineIndex`): a pure
    // function of its arguments. Empty steps when no test can be built (unknown argument types).
    TestCase generate(const RoutineUnderTest& routine, int routineIndex, int testIndex, std::uint64_t seed) const;
    // The same test drawn with small integers only (|v| <= kSmallInteger): what AutoTest runs
    // instead when a test ran out of a budget on large ones (a loop counting up to its argument,
    // a contract quantifying up to it), so that testing goes on where the program can be run.
    TestCase generateSmall(const RoutineUnderTest& routine, int routineIndex, int testIndex, std::uint64_t seed) const;
    static constexpr std::int64_t kSmallInteger = 20;

private:
    TestCase build(const RoutineUnderTest& routine, int routineIndex, int testIndex, std::uint64_t seed, bool small) const;
    const sema::Program& m_program;
    const LiteralTable& m_literals;
    GeneratorOptions m_options;
};

}  // namespace amend::testing
