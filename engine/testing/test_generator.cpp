// Random test generation (see test_generator.h).
#include "testing/test_generator.h"

#include "runtime/operators.h"
#include "support/ascii_case.h"

#include <QString>

#include <algorithm>
#include <optional>
#include <unordered_map>

namespace amend::testing {

std::string RoutineUnderTest::name() const
{
    return (cls ? cls->name : std::string("?")) + "." + (feature ? feature->name : std::string("?"));
}

std::string RoutineUnderTest::label() const { return creation ? name() + " (creation)" : name(); }

namespace {

bool sameText(const std::string& a, const std::string& b)
{
    return QString::fromStdString(a).compare(QString::fromStdString(b), Qt::CaseInsensitive) == 0;
}

bool isTestable(const sema::FeatureInfo* f)
{
    return f && f->kind == sema::FeatureInfo::Kind::Routine && !f->isDeferred && f->writtenIn && f->writtenIn->isUserCode();
}

// Classes written for AutoProof: every routine of theirs is proved against its own contract,
// whoever calls it, so the contract of a routine exported to some classes, or of a secret one
// with a postcondition, is a claim to test. Elsewhere (EiffelBase, Gobo) such a routine serves
// its friends or its own class, which call it in states they know (unqualified, without the
// invariant): only routines exported to every client are tested directly (issue 35), unless
// the class offers clients nothing else.
bool provedRoutineByRoutine(const sema::Program& program, const sema::ClassInfo* cls)
{
    return program.usesAutoProof || (cls->decl && syntax::writtenForAutoProof(*cls->decl));
}

// A class whose own routines are all secret or exported to some classes (a verified program
// written as one class of `{NONE}' functions, say) can be exercised no other way.
bool offersNoClientInterface(const sema::ClassInfo* cls)
{
    return std::none_of(cls->features.begin(), cls->features.end(), [cls](const sema::FeatureInfo* f) {
        return f->kind == sema::FeatureInfo::Kind::Routine && f->exportedToAll && f->writtenIn && f->writtenIn->isUserCode() &&
               !cls->isCreator(f);
    });
}

// Are the routines of `cls' that no client at large may call tested directly?
bool testsRoutinesOfFriends(const sema::Program& program, const sema::ClassInfo* cls)
{
    return provedRoutineByRoutine(program, cls) || offersNoClientInterface(cls);
}

// A routine exported to some classes has clients as much as one exported to all, and in a class
// proved routine by routine its contract binds them alike: tested as they would call it.
// (`friendsTested': testsRoutinesOfFriends of its class.)
bool hasClients(const sema::FeatureInfo* f, bool friendsTested)
{
    return f->exportedToAll || (!f->exportedTo.empty() && friendsTested);
}

// A `{NONE}' routine with a postcondition of its own, in a class proved routine by routine,
// states what it does whatever its callers know, and AutoProof checks it against that contract
// alone: tested as if a routine of `cls' called it. A secret helper without one is tested only
// through its callers, and a secret creation procedure only as one (called again on a live
// object, it re-initializes it).
bool isSpecified(const sema::ClassInfo* cls, const sema::FeatureInfo* f, bool friendsTested)
{
    const bool creator = std::find(cls->creators.begin(), cls->creators.end(), f) != cls->creators.end();
    return friendsTested && f->decl && !f->decl->postcondition.empty() && !creator;
}

bool isCreatorOnly(const sema::FeatureInfo* f)
{
    return f->decl && syntax::hasNote(f->decl->notes, "status", "creator");
}

}  // namespace

const sema::Type* testInstance(const sema::Program& program, const sema::ClassInfo* cls)
{
    sema::TypeTable& types = program.typeTable();
    if (cls->genericNames.empty()) return types.classType(cls);
    const sema::Type* integer = types.classType(program.basicClass(sema::BasicKind::Integer32));
    const sema::Type* string = types.classType(program.stringClass);
    std::vector<const sema::Type*> actuals;
    for (std::size_t i = 0; i < cls->genericNames.size(); ++i) {
        const sema::Type* constraint = i < cls->constraints.size() ? cls->constraints[i] : nullptr;
        if (!constraint || program.conforms(integer, constraint)) actuals.push_back(integer);
        else if (program.conforms(string, constraint)) actuals.push_back(string);
        else if (constraint->isClass() && !constraint->mentionsFormals()) actuals.push_back(types.withDetachable(constraint, false));
        else actuals.push_back(integer);
    }
    return types.classType(cls, actuals);
}

std::optional<std::string> canonicalRoutineName(const sema::Program& program, const std::string& name)
{
    const std::size_t dot = name.find('.');
    if (dot == std::string::npos) return std::nullopt;
    const sema::ClassInfo* cls = program.classNamed(name.substr(0, dot));
    if (!cls || !cls->isUserCode()) return std::nullopt;
    const std::string feature = support::asciiLower(name.substr(dot + 1));
    const sema::FeatureInfo* f = cls->feature(feature);
    if (!f) return std::nullopt;
    return cls->name + "." + f->name;
}

std::vector<RoutineUnderTest> findRoutinesUnderTest(const sema::Program& program, const std::string& classFilter,
                                                    const std::string& featureFilter)
{
    std::string filterClass = classFilter, filterFeature;
    if (!featureFilter.empty()) {
        const std::size_t dot = featureFilter.find('.');
        filterClass = dot == std::string::npos ? classFilter : featureFilter.substr(0, dot);
        filterFeature = dot == std::string::npos ? featureFilter : featureFilter.substr(dot + 1);
    }
    const sema::ClassInfo* wanted = filterClass.empty() ? nullptr : program.classNamed(filterClass);
    const sema::ClassInfo* eqa = program.classNamed("EQA_TEST_SET");
    const sema::ClassInfo* gobo = program.classNamed("TS_TEST_CASE");
    std::vector<const sema::ClassInfo*> classes;
    for (const auto& cls : program.classes) {
        if (!cls->isUserCode() || !cls->decl || cls->isDeferred) continue;
        if ((eqa && cls->conformsTo(eqa)) || (gobo && cls->conformsTo(gobo))) continue;  // test classes
        if (!filterClass.empty() && cls.get() != wanted) continue;
        classes.push_back(cls.get());
    }
    std::sort(classes.begin(), classes.end(), [](const sema::ClassInfo* a, const sema::ClassInfo* b) {
        return std::make_pair(a->decl->range.file, a->decl->range.begin) < std::make_pair(b->decl->range.file, b->decl->range.begin);
    });
    std::vector<RoutineUnderTest> result;
    for (const sema::ClassInfo* cls : classes) {
        const sema::Type* type = testInstance(program, cls);
        std::vector<RoutineUnderTest> own;
        for (const sema::FeatureInfo* f : cls->publicCreators) {
            if (isTestable(f)) own.push_back({cls, type, f, true});
        }
        const bool friendsTested = testsRoutinesOfFriends(program, cls);
        for (const sema::FeatureInfo* f : cls->features) {
            // AutoProof's `status: creator': a creation procedure only, never called as a routine.
            if (isTestable(f) && (hasClients(f, friendsTested) || isSpecified(cls, f, friendsTested)) && !isCreatorOnly(f))
                own.push_back({cls, type, f, false});
        }
        std::stable_sort(own.begin(), own.end(), [](const RoutineUnderTest& a, const RoutineUnderTest& b) {
            return std::make_pair(a.feature->range.file, a.feature->range.begin) < std::make_pair(b.feature->range.file, b.feature->range.begin);
        });
        for (RoutineUnderTest& r : own) {
            if (!filterFeature.empty() && !sameText(r.feature->name, filterFeature)) continue;
            result.push_back(r);
        }
    }
    return result;
}

std::vector<const sema::FeatureInfo*> targetProcedures(const sema::Program& program, const sema::ClassInfo* cls)
{
    std::vector<const sema::FeatureInfo*> procedures;
    for (const sema::FeatureInfo* f : cls->features) {
        if (f->isProcedure() && f->exportedToAll && !f->isDeferred && f->writtenIn && f->writtenIn != program.anyClass && !isCreatorOnly(f))
            procedures.push_back(f);
    }
    return procedures;
}

TestGenerator::TestGenerator(const sema::Program& program, const LiteralTable& literals, GeneratorOptions options)
    : m_program(program), m_literals(literals), m_options(options)
{
}

namespace {

// Builds one test: the per-test object pool is the set of variables created so far.
class Builder {
public:
    Builder(const sema::Program& program, const GeneratorOptions& options, const ClassLiterals& literals, std::uint64_t seed, bool small)
        : m_p(program), m_o(options), m_lit(literals), m_rng(seed), m_small(small)
    {
    }

    bool build(const RoutineUnderTest& rut, TestCase& test)
    {
        m_test = &test;
        if (rut.creation) {
            std::vector<Argument> args;
            if (!arguments(rut.feature, rut.targetType, 1, args)) return false;
            push({Step::Kind::Create, rut.targetType, -1, rut.feature, std::move(args)}, rut.targetType);
            return true;
        }
        const int target = createObject(rut.targetType, 0, m_o.maxTargetModifiers);
        if (target < 0) return false;
        std::vector<Argument> args;
        m_final = true;  // the routine under test: prefer values the test already used (AutoTest's pool)
        if (!arguments(rut.feature, rut.targetType, 1, args)) return false;
        push({Step::Kind::Call, nullptr, target, rut.feature, std::move(args)}, nullptr);
        return true;
    }

private:
    const sema::Type* instantiateFor(const sema::FeatureInfo* f, const sema::Type* target, const sema::Type* declared)
    {
        if (!declared) return nullptr;
        if (!declared->mentionsFormals()) return declared;
        return m_p.instantiate(declared, f->owner, target);
    }

    void push(Step step, const sema::Type* type)
    {
        m_test->steps.push_back(std::move(step));
        m_types.push_back(type);
    }

    bool arguments(const sema::FeatureInfo* f, const sema::Type* target, int depth, std::vector<Argument>& out)
    {
        for (const sema::Type* declared : f->argTypes) {
            std::optional<Argument> a = argument(instantiateFor(f, target, declared), depth);
            if (!a) return false;
            out.push_back(std::move(*a));
        }
        return true;
    }

    const std::vector<runtime::Value>& interesting(sema::BasicKind kind)
    {
        const int k = static_cast<int>(kind);
        if (!m_haveInteresting[k]) {
            m_interesting[k] = interestingValues(kind, m_lit);
            m_haveInteresting[k] = true;
        }
        return m_interesting[k];
    }

    runtime::Value basic(sema::BasicKind kind)
    {
        const int k = static_cast<int>(kind);
        std::vector<runtime::Value>& used = m_used[k];
        const int r = m_rng.below(100);
        runtime::Value v;
        if (r < (m_final ? 60 : 25) && !used.empty()) {
            v = used[static_cast<std::size_t>(m_rng.below(static_cast<int>(used.size())))];
        } else if (r < 88) {
            const std::vector<runtime::Value>& values = interesting(kind);
            const int small = std::min<int>(5, static_cast<int>(values.size()));
            v = m_rng.chance(50) ? values[static_cast<std::size_t>(m_rng.below(small))]
                                 : values[static_cast<std::size_t>(m_rng.below(static_cast<int>(values.size())))];
        } else {
            v = randomValue(kind, m_rng);
        }
        if (m_small && sema::isIntegerKind(kind) && (v.asInt() > TestGenerator::kSmallInteger || v.asInt() < -TestGenerator::kSmallInteger))
            v = runtime::basicConvert(runtime::Value::int64(m_rng.between(sema::isNaturalKind(kind) ? 0 : -3, TestGenerator::kSmallInteger)), kind);
        used.push_back(v);
        return v;
    }

    std::string string()
    {
        const int r = m_rng.below(100);
        std::string s;
        if (r < (m_final ? 50 : 20) && !m_usedStrings.empty()) {
            s = m_usedStrings[static_cast<std::size_t>(m_rng.below(static_cast<int>(m_usedStrings.size())))];
        } else if (r < 85) {
            if (m_strings.empty()) m_strings = interestingStrings(m_lit);
            s = m_strings[static_cast<std::size_t>(m_rng.below(static_cast<int>(m_strings.size())))];
        } else {
            const int n = 1 + m_rng.below(8);
            for (int i = 0; i < n; ++i) s += static_cast<char>('a' + m_rng.below(26));
        }
        m_usedStrings.push_back(s);
        return s;
    }

    // A creatable type conforming to `t`, or null.
    const sema::Type* concreteFor(const sema::Type* t)
    {
        sema::TypeTable& types = m_p.typeTable();
        const sema::Type* integer = types.classType(m_p.basicClass(sema::BasicKind::Integer32));
        const sema::Type* string = types.classType(m_p.stringClass);
        if (t->isClass() && t->cls == m_p.anyClass) return m_rng.chance(50) ? integer : string;
        if (t->isClass() && t->cls && !t->cls->isDeferred && t->cls != m_p.noneClass) return types.withDetachable(t, false);
        if (m_p.conforms(integer, t)) return integer;
        if (m_p.conforms(string, t)) return string;
        for (const auto& cls : m_p.classes) {
            if (!cls->isUserCode() || cls->isDeferred || !cls->genericNames.empty() || !cls->decl) continue;
            const sema::Type* candidate = types.classType(cls.get());
            if (m_p.conforms(candidate, t)) return candidate;
        }
        // A generic deferred type (V_READABLE_INDEXABLE [INTEGER]): an effective class with as
        // many generic parameters, the library's included, given the same actuals (V_ARRAY [INTEGER]).
        if (t->isClass() && !t->actuals.empty()) {
            for (const auto& cls : m_p.classes) {
                if (cls->isDeferred || !cls->decl || cls->publicCreators.empty() || cls->genericNames.size() != t->actuals.size()) continue;
                const sema::Type* candidate = types.classType(cls.get(), t->actuals);
                if (m_p.conforms(candidate, t)) return candidate;
            }
        }
        return nullptr;
    }

    std::optional<Argument> argument(const sema::Type* t, int depth)
    {
        if (!t || t->isNone()) return Argument::makeVoid();
        if (t->isFormal() || t->kind == sema::Type::Kind::LikeCurrent || t->isError()) return std::nullopt;
        if (const sema::BasicKind k = t->basic(); k != sema::BasicKind::None) return Argument::makeBasic(basic(k));
        if (t->detachable && m_rng.chance(m_o.voidPercent)) return Argument::makeVoid();
        if (t->isClass() && t->cls == m_p.stringClass) return Argument::makeString(string());
        if (t->isClass() && t->cls == m_p.arrayClass && t->actuals.size() == 1 && t->actuals[0]->isBasic()) {
            const int n = m_rng.below(m_o.maxArrayLength + 1);
            std::vector<runtime::Value> items;
            for (int i = 0; i < n; ++i) items.push_back(basic(t->actuals[0]->basic()));
            return Argument::makeArray(m_p.typeTable().withDetachable(t, false), std::move(items));
        }
        std::vector<int> candidates;
        for (std::size_t i = 0; i < m_types.size(); ++i) {
            if (m_types[i] && m_p.conforms(m_types[i], t)) candidates.push_back(static_cast<int>(i));
        }
        auto pick = [&]() { return Argument::makeVariable(candidates[static_cast<std::size_t>(m_rng.below(static_cast<int>(candidates.size())))]); };
        if (!candidates.empty() && (m_rng.chance(50) || depth >= m_o.maxDepth)) return pick();
        if (depth < m_o.maxDepth) {
            if (const sema::Type* concrete = concreteFor(t)) {
                if (concrete->isBasic()) return Argument::makeBasic(basic(concrete->basic()));
                if (concrete->cls == m_p.stringClass) return Argument::makeString(string());
                const int made = createObject(concrete, depth, m_o.maxOtherModifiers);
                if (made >= 0) return Argument::makeVariable(made);
            }
        }
        if (!candidates.empty()) return pick();
        if (t->detachable) return Argument::makeVoid();
        return std::nullopt;
    }

    const std::vector<const sema::FeatureInfo*>& modifiers(const sema::ClassInfo* cls)
    {
        auto [it, inserted] = m_modifiers.try_emplace(cls);
        if (inserted) it->second = targetProcedures(m_p, cls);
        return it->second;
    }

    // Creates an object of `type` (creation procedure with generated arguments, then up to
    // `maxModifiers` random procedure calls); the index of its step, or -1.
    int createObject(const sema::Type* type, int depth, int maxModifiers)
    {
        const sema::ClassInfo* cls = type->cls;
        // Agents come only from `agent' expressions, which generated tests do not write: an
        // attached agent argument leaves the test unbuilt ("no test could be built").
        // Tests are clients like any other: only creation procedures exported to every class.
        if (!cls || cls->isDeferred || cls->publicCreators.empty() || cls->native == sema::NativeKind::Agent) return -1;
        const sema::FeatureInfo* creator = cls->publicCreators[static_cast<std::size_t>(m_rng.below(static_cast<int>(cls->publicCreators.size())))];
        std::vector<Argument> args;
        if (!arguments(creator, type, depth + 1, args)) return -1;
        const int index = static_cast<int>(m_test->steps.size());
        push({Step::Kind::Create, type, -1, creator, std::move(args)}, type);
        const std::vector<const sema::FeatureInfo*>& procedures = modifiers(cls);
        const int count = procedures.empty() ? 0 : m_rng.below(maxModifiers + 1);
        for (int i = 0; i < count; ++i) {
            const sema::FeatureInfo* f = procedures[static_cast<std::size_t>(m_rng.below(static_cast<int>(procedures.size())))];
            std::vector<Argument> callArgs;
            if (!arguments(f, type, depth + 1, callArgs)) continue;
            push({Step::Kind::Call, nullptr, index, f, std::move(callArgs)}, nullptr);
        }
        return index;
    }

    const sema::Program& m_p;
    const GeneratorOptions& m_o;
    const ClassLiterals& m_lit;
    Random m_rng;
    TestCase* m_test = nullptr;
    bool m_small = false;                    // integers in -kSmallInteger .. kSmallInteger only
    bool m_final = false;                    // generating the arguments of the call under test
    std::vector<const sema::Type*> m_types;  // per step: the type of the object it creates
    std::vector<runtime::Value> m_used[sema::kBasicKindCount];
    std::vector<runtime::Value> m_interesting[sema::kBasicKindCount];
    bool m_haveInteresting[sema::kBasicKindCount] = {};
    std::vector<std::string> m_strings;
    std::vector<std::string> m_usedStrings;
    std::unordered_map<const sema::ClassInfo*, std::vector<const sema::FeatureInfo*>> m_modifiers;
};

}  // namespace

TestCase TestGenerator::generate(const RoutineUnderTest& routine, int routineIndex, int testIndex, std::uint64_t seed) const
{
    return build(routine, routineIndex, testIndex, seed, false);
}

TestCase TestGenerator::generateSmall(const RoutineUnderTest& routine, int routineIndex, int testIndex, std::uint64_t seed) const
{
    return build(routine, routineIndex, testIndex, seed, true);
}

TestCase TestGenerator::build(const RoutineUnderTest& routine, int routineIndex, int testIndex, std::uint64_t seed, bool small) const
{
    TestCase test;
    test.routine = routine.name();
    test.creation = routine.creation;
    test.routineIndex = routineIndex;
    test.testIndex = testIndex;
    Builder builder(m_program, m_options, m_literals.of(routine.cls), testSeed(seed, routineIndex, testIndex), small);
    if (!builder.build(routine, test)) test.steps.clear();
    return test;
}

}  // namespace amend::testing
