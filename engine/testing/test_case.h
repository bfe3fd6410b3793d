// Test cases as data: what AutoTest generates, runs, minimizes, prints as Eiffel and saves as
// JSON. A test case is a sequence of steps (create an object into a variable, call a feature on
// a variable) whose last step exercises the routine under test; or, for hand-written tests, the
// name of an EQA_TEST_SET test routine.
#pragma once

#include "runtime/value.h"
#include "sema/program.h"

#include <string>
#include <vector>

namespace amend::testing {

// An actual argument of a step.
struct Argument {
    enum class Kind : std::uint8_t { Variable, Void, Basic, String, Array };
    Kind kind = Kind::Void;
    int variable = -1;                 // Variable: index of the (Create) step that made the object
    runtime::Value basic;              // Basic: an unboxed constant (INTEGER_32, BOOLEAN …)
    std::string text;                  // String: the STRING_8 content
    const sema::Type* type = nullptr;  // Array: ARRAY [T] with T basic
    std::vector<runtime::Value> items;  // Array: items, index 1 upwards

    static Argument makeVariable(int step) { Argument a; a.kind = Kind::Variable; a.variable = step; return a; }
    static Argument makeVoid() { return {}; }
    static Argument makeBasic(runtime::Value v) { Argument a; a.kind = Kind::Basic; a.basic = v; return a; }
    static Argument makeString(std::string s) { Argument a; a.kind = Kind::String; a.text = std::move(s); return a; }
    static Argument makeArray(const sema::Type* arrayType, std::vector<runtime::Value> values)
    {
        Argument a;
        a.kind = Kind::Array;
        a.type = arrayType;
        a.items = std::move(values);
        return a;
    }
    bool operator==(const Argument& other) const;
};

struct Step {
    enum class Kind : std::uint8_t { Create, Call };
    Kind kind = Kind::Call;
    const sema::Type* type = nullptr;            // Create: the type of the new object
    int target = -1;                             // Call: index of the step that made the target
    const sema::FeatureInfo* feature = nullptr;  // Create: creation procedure; Call: the feature
    std::vector<Argument> args;
};

struct TestCase {
    std::string routine;          // "CLASS.feature" under test (for hand-written tests: the test)
    bool creation = false;        // the routine under test is exercised as a creation procedure
    std::string handwritten;      // non-empty: "TEST_CLASS.test_routine" of an EQA_TEST_SET class
    int routineIndex = -1;        // generated tests: indices that, with the seed, determine the test
    int testIndex = -1;
    std::vector<Step> steps;      // generated tests: the last step exercises the routine under test

    bool isHandwritten() const { return !handwritten.empty(); }
    // Does step `index` (directly or through the variables it uses) feed step `user`?
    bool uses(int user, int index) const;
    // The test without the steps in `removed` (sorted, unique; the last step must not be one of
    // them), variable references renumbered. Steps using a removed variable are removed too.
    TestCase without(const std::vector<int>& removed) const;
};

// Printing (test_case_eiffel.cpp): the test as the body of an EQA_TEST_SET test routine
// called `name` ("test_move_item"), indented by one tab; and a whole test class.
std::string toEiffelRoutine(const sema::Program& program, const TestCase& test, const std::string& name,
                            const std::string& comment);
std::string toEiffelClass(const std::string& className, const std::string& description,
                          const std::vector<std::pair<std::string, std::string>>& routines);  // name → routine text
// Short one-line rendering of an argument value (as Eiffel source).
std::string eiffelBasic(runtime::Value value);
std::string eiffelString(const std::string& text);

}  // namespace amend::testing
