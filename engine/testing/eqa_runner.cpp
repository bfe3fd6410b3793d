// Discovery and execution of EQA_TEST_SET tests (see eqa_runner.h).
#include "testing/eqa_runner.h"

#include <algorithm>

namespace amend::testing {

std::string EqaTest::name() const
{
    return (testClass ? testClass->name : std::string("?")) + "." + (routine ? routine->name : std::string("?"));
}

namespace {

bool isTestRoutine(const sema::FeatureInfo& f)
{
    return f.kind == sema::FeatureInfo::Kind::Routine && f.isProcedure() && f.argTypes.empty() && f.exportedToAll &&
           !f.isDeferred && f.name.rfind("test", 0) == 0 && f.writtenIn && f.writtenIn->isUserCode();
}

// Declaration position, so tests run in the order they are written.
std::pair<int, std::uint32_t> sourcePosition(const sema::FeatureInfo& f)
{
    return {f.range.file, f.range.begin};
}

}  // namespace

std::vector<EqaTest> findEqaTests(const sema::Program& program)
{
    std::vector<EqaTest> tests;
    const sema::ClassInfo* eqa = program.classNamed("EQA_TEST_SET");
    const sema::ClassInfo* gobo = program.classNamed("TS_TEST_CASE");
    const auto inherits = [](const sema::ClassInfo* cls, const sema::ClassInfo* base) { return base && cls != base && cls->conformsTo(base); };
    std::vector<const sema::ClassInfo*> classes;
    for (const auto& cls : program.classes) {
        if (!cls->isUserCode() || cls->isDeferred || !cls->decl || !cls->genericNames.empty()) continue;
        if (inherits(cls.get(), eqa) || inherits(cls.get(), gobo)) classes.push_back(cls.get());
    }
    std::sort(classes.begin(), classes.end(), [](const sema::ClassInfo* a, const sema::ClassInfo* b) {
        return std::make_pair(a->decl->range.file, a->decl->range.begin) < std::make_pair(b->decl->range.file, b->decl->range.begin);
    });
    for (const sema::ClassInfo* cls : classes) {
        std::vector<const sema::FeatureInfo*> routines;
        for (const sema::FeatureInfo* f : cls->features) {
            if (isTestRoutine(*f)) routines.push_back(f);
        }
        std::sort(routines.begin(), routines.end(), [](const sema::FeatureInfo* a, const sema::FeatureInfo* b) {
            return sourcePosition(*a) < sourcePosition(*b);
        });
        const TestFramework framework = inherits(cls, gobo) ? TestFramework::Gobo : TestFramework::Eqa;
        for (const sema::FeatureInfo* f : routines) tests.push_back({cls, f, framework});
    }
    return tests;
}

EqaTestResult runEqaTest(const sema::Program& program, const EqaTest& test, const runtime::RunOptions& options)
{
    EqaTestResult result{test, {}};
    runtime::Interpreter interpreter(program, options);
    const bool gobo = test.framework == TestFramework::Gobo;
    const sema::FeatureInfo* creator = test.testClass->feature(gobo ? "make_default" : "default_create");
    auto object = interpreter.createObject(test.testClass->selfType, creator, {});
    if (object) {
        const sema::FeatureInfo* prepare = test.testClass->feature(gobo ? "set_up" : "on_prepare");
        const sema::FeatureInfo* clean = test.testClass->feature(gobo ? "tear_down" : "on_clean");
        bool ok = !prepare || interpreter.call(*object, prepare, {}).has_value();
        ok = ok && interpreter.call(*object, test.routine, {}).has_value();
        if (ok && clean) interpreter.call(*object, clean, {});
    }
    result.outcome = interpreter.outcome();
    return result;
}

}  // namespace amend::testing
