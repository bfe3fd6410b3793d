// See earlier_cause.h.
#include "analysis/earlier_cause.h"

#include "testing/test_run.h"

#include <map>
#include <set>
#include <utility>

namespace amend::analysis {

namespace {

// A field of a heap object, named by the object's creation id (the same in every replay of a
// deterministic test) and the field's slot.
using FieldId = std::pair<std::uint32_t, std::uint32_t>;

struct FieldState {
    bool isVoid = false;
    const sema::FeatureInfo* attribute = nullptr;
};
using HeapFields = std::map<FieldId, FieldState>;

// The reference fields of every object reachable from `roots` (items of SPECIAL objects are no
// fields: an array's slots are not attributes a routine could be blamed for).
HeapFields reachableFields(const std::vector<runtime::Value>& roots)
{
    HeapFields fields;
    std::set<const runtime::Object*> seen;
    std::vector<const runtime::Object*> work;
    for (const runtime::Value& v : roots)
        if (v.isRef() && seen.insert(v.ref).second) work.push_back(v.ref);
    while (!work.empty()) {
        const runtime::Object* o = work.back();
        work.pop_back();
        if (!o->cls || o->cls->native != sema::NativeKind::None) continue;
        for (std::uint32_t i = 0; i < o->fieldCount && i < o->cls->fields.size(); ++i) {
            const runtime::Value& f = o->fields()[i];
            if (f.isBasic()) continue;
            fields[{o->id, i}] = {f.isVoid(), o->cls->fields[i]};
            if (f.isRef() && seen.insert(f.ref).second) work.push_back(f.ref);
        }
    }
    return fields;
}

// The fields reachable from every value the first `count` steps of `test` made, after they ran.
HeapFields fieldsAfter(const sema::Program& program, const testing::TestCase& test, std::size_t count)
{
    testing::TestCase prefix = test;
    prefix.steps.resize(count);
    HeapFields fields;
    testing::runTestCase(program, prefix, testing::TestLimits{}.runOptions(),
                         [&](const std::vector<runtime::Value>& values, const std::vector<runtime::Value>&) { fields = reachableFields(values); });
    return fields;
}

bool fixableRoutine(const sema::FeatureInfo* feature)
{
    return feature && feature->routine && !feature->isBuiltIn && feature->decl &&
           feature->decl->bodyKind == syntax::FeatureDecl::BodyKind::Do && !(feature->writtenIn && !feature->writtenIn->isUserCode());
}

}  // namespace

std::optional<EarlierCause> findEarlierCause(const sema::Program& program, const testing::TestCase& test)
{
    if (test.isHandwritten() || test.steps.size() < 2) return std::nullopt;
    const testing::Step& failing = test.steps.back();
    if (failing.kind != testing::Step::Kind::Call || failing.target < 0) return std::nullopt;

    // The failure: a call on Void, and the Void fields the receiver (and the arguments) reach then.
    HeapFields atFailure;
    const testing::TestRun run = testing::runTestCase(
        program, test, testing::TestLimits{}.runOptions(),
        [&](const std::vector<runtime::Value>& values, const std::vector<runtime::Value>& arguments) {
            std::vector<runtime::Value> roots = arguments;
            if (static_cast<std::size_t>(failing.target) < values.size()) roots.push_back(values[static_cast<std::size_t>(failing.target)]);
            atFailure = reachableFields(roots);
        });
    if (run.verdict != testing::Verdict::Fail || !run.outcome.violation || run.outcome.violation->kind != runtime::ViolationKind::VoidCall)
        return std::nullopt;

    // The fields after each step before the failing one.
    std::vector<HeapFields> after;
    for (std::size_t k = 1; k < test.steps.size(); ++k) after.push_back(fieldsAfter(program, test, k));

    std::optional<EarlierCause> cause;
    for (const auto& [id, state] : atFailure) {
        if (!state.isVoid) continue;
        // The last step that turned this field from an object into Void, if it stayed Void since.
        for (std::size_t k = after.size(); k-- > 1;) {
            auto now = after[k].find(id);
            if (now == after[k].end() || !now->second.isVoid) break;
            auto before = after[k - 1].find(id);
            if (before == after[k - 1].end() || before->second.isVoid) continue;
            const testing::Step& step = test.steps[k];
            if (step.feature != failing.feature && fixableRoutine(step.feature) && (!cause || static_cast<int>(k) > cause->step))
                cause = EarlierCause{static_cast<int>(k), step.feature, testing::routineName(state.attribute)};
            break;
        }
    }
    return cause;
}

std::optional<EarlierCause> findCommonEarlierCause(const sema::Program& program, const testing::TestCase& minimized,
                                                   const std::vector<testing::TestCase>& failing, std::size_t sample)
{
    std::optional<EarlierCause> cause = findEarlierCause(program, minimized);
    std::size_t checked = 0;
    for (const testing::TestCase& test : failing) {
        if (!cause || checked == sample) break;
        if (test.isHandwritten()) continue;
        ++checked;
        const std::optional<EarlierCause> other = findEarlierCause(program, test);
        if (!other || other->routine != cause->routine) cause.reset();
    }
    return cause;
}

}  // namespace amend::analysis
