// Runs hand-written tests: classes that inherit EQA_TEST_SET (EiffelStudio's AutoTest
// convention) or TS_TEST_CASE (Gobo's getest), whose exported argumentless procedures named
// test_* are test routines. Each test runs in its own interpreter: default_create, on_prepare,
// the test, on_clean — or for TS_TEST_CASE make_default, set_up, the test, tear_down.
// Used by `amend tests`, the corpus runner and, later, fault finding.
#pragma once

#include "runtime/interpreter.h"
#include "sema/program.h"

#include <string>
#include <vector>

namespace amend::testing {

// Which framework's conventions a test class follows.
enum class TestFramework { Eqa, Gobo };

struct EqaTest {
    const sema::ClassInfo* testClass = nullptr;
    const sema::FeatureInfo* routine = nullptr;
    TestFramework framework = TestFramework::Eqa;
    std::string name() const;  // "CLASS.test_name"
};

struct EqaTestResult {
    EqaTest test;
    runtime::Outcome outcome;
    bool passed() const { return outcome.ok(); }
};

// Test classes of the user's program (kernel classes excluded), in source order, and their test
// routines in declaration order.
std::vector<EqaTest> findEqaTests(const sema::Program& program);

EqaTestResult runEqaTest(const sema::Program& program, const EqaTest& test, const runtime::RunOptions& options = {});

}  // namespace amend::testing
