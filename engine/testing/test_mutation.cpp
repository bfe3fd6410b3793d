// Mutating test cases (see test_mutation.h).
#include "testing/test_mutation.h"
#include "testing/test_generator.h"
#include "runtime/operators.h"

#include <algorithm>
#include <optional>

namespace amend::testing {

void insertStep(TestCase& test, int position, Step step)
{
    for (Step& s : test.steps) {
        if (s.kind == Step::Kind::Call && s.target >= position) ++s.target;
        for (Argument& a : s.args) {
            if (a.kind == Argument::Kind::Variable && a.variable >= position) ++a.variable;
        }
    }
    test.steps.insert(test.steps.begin() + position, std::move(step));
}

TestMutator::TestMutator(const sema::Program& program, const ClassLiterals& literals) : m_program(program), m_literals(literals)
{
    auto add = [this](std::uint32_t c) {
        if (std::find(m_characters.begin(), m_characters.end(), c) == m_characters.end()) m_characters.push_back(c);
    };
    for (std::uint32_t c : literals.characters) add(c);
    for (const std::string& s : literals.strings)
        for (char c : s) add(static_cast<unsigned char>(c));
}

namespace {

template <typename T>
const T& pick(const std::vector<T>& items, Random& random)
{
    return items[static_cast<std::size_t>(random.below(static_cast<int>(items.size())))];
}

bool isCall(const TestCase& test, int i) { return test.steps[static_cast<std::size_t>(i)].kind == Step::Kind::Call; }

// Calls before the last step (which exercises the routine under test).
std::vector<int> earlierCalls(const TestCase& test)
{
    std::vector<int> calls;
    for (int i = 0; i + 1 < static_cast<int>(test.steps.size()); ++i)
        if (isCall(test, i)) calls.push_back(i);
    return calls;
}

// The largest variable a step uses (its target included), -1 when none.
int lastUse(const Step& s)
{
    int used = s.kind == Step::Kind::Call ? s.target : -1;
    for (const Argument& a : s.args)
        if (a.kind == Argument::Kind::Variable) used = std::max(used, a.variable);
    return used;
}

}  // namespace

std::uint32_t TestMutator::character(Random& random) const
{
    if (!m_characters.empty() && random.chance(70)) {
        const std::uint32_t c = pick(m_characters, random);
        if (random.chance(80)) return c;
        // A neighbour, never below code 0 (it wrapped to 4294967295: no character at all).
        return random.chance(50) || c == 0 ? c + 1 : c - 1;
    }
    return static_cast<std::uint32_t>(random.between(32, 126));
}

std::optional<runtime::Value> TestMutator::comparedValue(const sema::FeatureInfo* feature, int index, sema::BasicKind kind, int percent,
                                                        Random& random) const
{
    if (!m_argumentValues || !feature || !sema::isIntegerKind(kind)) return std::nullopt;
    const auto it = m_argumentValues->find({feature, index});
    if (it == m_argumentValues->end() || it->second.empty() || !random.chance(percent)) return std::nullopt;
    auto value = it->second.begin();
    std::advance(value, random.below(static_cast<int>(it->second.size())));
    return runtime::basicConvert(runtime::Value::int64(*value), kind);
}

runtime::Value TestMutator::newArgument(const sema::FeatureInfo* feature, int index, runtime::Value value, Random& random) const
{
    if (const std::optional<runtime::Value> v = comparedValue(feature, index, value.basic(), 50, random)) return *v;
    return mutateBasic(value, random);
}

runtime::Value TestMutator::mutateBasic(runtime::Value value, Random& random) const
{
    using runtime::Value;
    const sema::BasicKind kind = value.basic();
    if (kind == sema::BasicKind::Boolean) return Value::boolean(!value.b);
    if (kind == sema::BasicKind::Character || kind == sema::BasicKind::Character32) {
        Value v = value;
        v.c = character(random);
        if (kind == sema::BasicKind::Character && v.c > 255) v.c = value.c;   // a CHARACTER_8 stays one (0..255)
        return v;
    }
    if (kind == sema::BasicKind::Real64 || kind == sema::BasicKind::Real32) {
        const double steps[] = {1, -1, 0.5, -0.5, 10, -10};
        double d = value.r + steps[random.below(6)];
        if (!m_literals.integers.empty() && random.chance(30)) d = static_cast<double>(pick(m_literals.integers, random));
        return runtime::basicConvert(Value::real(d), kind);
    }
    if (!sema::isIntegerKind(kind)) return value;
    // Wrapped as the program's own arithmetic wraps: a boundary value (INTEGER_64's maximum, a
    // constant next to it) mutated stays a defined value.
    const auto wrapped = runtime::wrappedInt64;
    std::int64_t v = value.asInt();
    const int r = random.below(100);
    if (r < 35 && !m_literals.integers.empty()) {  // around a constant (the constant drawn first)
        const std::int64_t constant = pick(m_literals.integers, random);
        v = wrapped(ir::Op::Add, constant, random.between(-1, 1));
    } else if (r < 70) v = wrapped(ir::Op::Add, v, random.chance(50) ? 1 : -1);
    else if (r < 90) v = wrapped(ir::Op::Add, v, random.between(-10, 10));
    else v = random.chance(50) ? wrapped(ir::Op::Sub, 0, v) : wrapped(ir::Op::Mul, v, 2);
    return runtime::basicConvert(Value::int64(v), kind);
}

std::string TestMutator::mutateString(const std::string& text, Random& random) const
{
    std::string s = text;
    const int r = random.below(100);
    const std::size_t at = static_cast<std::size_t>(random.below(static_cast<int>(s.size()) + 1));
    if (r < 45 || s.empty()) {
        s.insert(at, 1, static_cast<char>(character(random)));
    } else if (r < 65) {
        s[std::min(at, s.size() - 1)] = static_cast<char>(character(random));
    } else if (r < 80) {
        s.erase(std::min(at, s.size() - 1), 1);
    } else if (!m_literals.strings.empty()) {
        s.insert(at, pick(m_literals.strings, random));
    } else {
        s += s;
    }
    return s;
}

bool TestMutator::mutateArgument(TestCase& test, Random& random) const
{
    std::vector<std::pair<int, int>> places;  // (step, argument) with a value to change
    for (int i = 0; i < static_cast<int>(test.steps.size()); ++i) {
        const std::vector<Argument>& args = test.steps[static_cast<std::size_t>(i)].args;
        for (int j = 0; j < static_cast<int>(args.size()); ++j) {
            const Argument::Kind k = args[static_cast<std::size_t>(j)].kind;
            if (k == Argument::Kind::Basic || k == Argument::Kind::String || k == Argument::Kind::Array) places.emplace_back(i, j);
        }
    }
    if (places.empty()) return false;
    // The call under test's arguments are chosen half of the time.
    std::vector<std::pair<int, int>> last;
    for (const auto& p : places)
        if (p.first + 1 == static_cast<int>(test.steps.size())) last.push_back(p);
    const auto [step, index] = !last.empty() && random.chance(50) ? pick(last, random) : pick(places, random);
    const sema::FeatureInfo* feature = test.steps[static_cast<std::size_t>(step)].feature;
    Argument& a = test.steps[static_cast<std::size_t>(step)].args[static_cast<std::size_t>(index)];
    switch (a.kind) {
    case Argument::Kind::Basic: a.basic = newArgument(feature, index, a.basic, random); break;
    case Argument::Kind::String: a.text = mutateString(a.text, random); break;
    case Argument::Kind::Array: {
        const sema::BasicKind kind = a.type && a.type->actuals.size() == 1 ? a.type->actuals[0]->basic() : sema::BasicKind::None;
        const int r = random.below(100);
        if ((r < 50 || a.items.empty()) && kind != sema::BasicKind::None) {  // grow
            const runtime::Value base = a.items.empty() ? runtime::defaultValue(kind) : a.items.back();
            a.items.push_back(mutateBasic(base, random));
        } else if (r < 80 && !a.items.empty()) {
            runtime::Value& item = a.items[static_cast<std::size_t>(random.below(static_cast<int>(a.items.size())))];
            item = mutateBasic(item, random);
        } else if (!a.items.empty()) {
            a.items.pop_back();
        }
        break;
    }
    default: return false;
    }
    return true;
}

bool TestMutator::insertCall(TestCase& test, Random& random) const
{
    // Objects that can receive a call: created before the last step, of a class with procedures.
    std::vector<int> objects;
    for (int i = 0; i + 1 < static_cast<int>(test.steps.size()); ++i) {
        const Step& s = test.steps[static_cast<std::size_t>(i)];
        if (s.kind == Step::Kind::Create && s.type && s.type->cls && !targetProcedures(m_program, s.type->cls).empty()) objects.push_back(i);
    }
    if (objects.empty()) return false;
    // The target of the call under test is preferred: its history is what the routine sees.
    const Step& lastStep = test.steps.back();
    const bool preferTarget = lastStep.kind == Step::Kind::Call && std::count(objects.begin(), objects.end(), lastStep.target) > 0 && random.chance(70);
    const int object = preferTarget ? lastStep.target : pick(objects, random);
    const sema::Type* type = test.steps[static_cast<std::size_t>(object)].type;
    if (!type || !type->cls) return false;
    const std::vector<const sema::FeatureInfo*>& procedures = targetProcedures(m_program, type->cls);
    if (procedures.empty()) return false;
    const sema::FeatureInfo* f = pick(procedures, random);
    const int position = static_cast<int>(random.between(object + 1, static_cast<std::int64_t>(test.steps.size()) - 1));
    Step call{Step::Kind::Call, nullptr, object, f, {}};
    for (const sema::Type* declared : f->argTypes) {
        const sema::Type* t = declared && declared->mentionsFormals() ? m_program.instantiate(declared, f->owner, type) : declared;
        if (!t) return false;
        if (const sema::BasicKind k = t->basic(); k != sema::BasicKind::None) {
            if (const std::optional<runtime::Value> v = comparedValue(f, static_cast<int>(call.args.size()), k, 60, random)) {
                call.args.push_back(Argument::makeBasic(*v));
                continue;
            }
            std::vector<runtime::Value> values = interestingValues(k, m_literals);
            for (const Step& s : test.steps)  // values the test already uses, for repeated keys
                for (const Argument& a : s.args)
                    if (a.kind == Argument::Kind::Basic && a.basic.basic() == k) values.push_back(a.basic);
            runtime::Value v = pick(values, random);
            call.args.push_back(Argument::makeBasic(random.chance(40) ? mutateBasic(v, random) : v));
            continue;
        }
        if (t->isClass() && t->cls == m_program.stringClass) {
            const std::vector<std::string> strings = interestingStrings(m_literals);
            call.args.push_back(Argument::makeString(mutateString(pick(strings, random), random)));
            continue;
        }
        std::vector<int> candidates;
        for (int i = 0; i < position; ++i) {
            const Step& s = test.steps[static_cast<std::size_t>(i)];
            if (s.kind == Step::Kind::Create && s.type && m_program.conforms(s.type, t)) candidates.push_back(i);
        }
        if (!candidates.empty()) call.args.push_back(Argument::makeVariable(pick(candidates, random)));
        else if (t->detachable) call.args.push_back(Argument::makeVoid());
        else return false;
    }
    insertStep(test, position, std::move(call));
    return true;
}

bool TestMutator::repeatCall(TestCase& test, Random& random) const
{
    // Any call may be repeated earlier than the last step, the call under test too: a state it
    // reached becomes the starting point of the next call.
    std::vector<int> calls = earlierCalls(test);
    if (isCall(test, static_cast<int>(test.steps.size()) - 1)) calls.push_back(static_cast<int>(test.steps.size()) - 1);
    if (calls.empty()) return false;
    const int from = pick(calls, random);
    Step copy = test.steps[static_cast<std::size_t>(from)];
    for (std::size_t j = 0; j < copy.args.size(); ++j) {
        Argument& a = copy.args[j];
        if (a.kind == Argument::Kind::Basic && random.chance(50)) a.basic = newArgument(copy.feature, static_cast<int>(j), a.basic, random);
    }
    const int last = static_cast<int>(test.steps.size()) - 1;
    const int position = from == last ? last : static_cast<int>(random.between(from + 1, last));
    insertStep(test, position, std::move(copy));
    return true;
}

bool TestMutator::continueCall(TestCase& test, Random& random) const
{
    const int last = static_cast<int>(test.steps.size()) - 1;
    if (!isCall(test, last)) return false;
    insertStep(test, last, test.steps[static_cast<std::size_t>(last)]);
    Step& call = test.steps.back();
    for (std::size_t j = 0; j < call.args.size(); ++j) {
        Argument& a = call.args[j];
        if (a.kind != Argument::Kind::Basic) continue;
        // A fresh value: one it was compared with, one of the class's constants or interesting
        // values, or one near the old.
        if (const std::optional<runtime::Value> v = comparedValue(call.feature, static_cast<int>(j), a.basic.basic(), 60, random)) {
            a.basic = *v;
            continue;
        }
        const std::vector<runtime::Value> values = interestingValues(a.basic.basic(), m_literals);
        a.basic = !values.empty() && random.chance(60) ? pick(values, random) : mutateBasic(a.basic, random);
    }
    return true;
}

bool TestMutator::removeCall(TestCase& test, Random& random) const
{
    const std::vector<int> calls = earlierCalls(test);
    if (calls.empty()) return false;
    test = test.without({pick(calls, random)});
    return true;
}

bool TestMutator::swapCalls(TestCase& test, Random& random) const
{
    // Two calls i < j may trade places when j uses nothing created at or after i.
    const std::vector<int> calls = earlierCalls(test);
    std::vector<std::pair<int, int>> pairs;
    for (std::size_t a = 0; a < calls.size(); ++a)
        for (std::size_t b = a + 1; b < calls.size(); ++b)
            if (lastUse(test.steps[static_cast<std::size_t>(calls[b])]) < calls[a]) pairs.emplace_back(calls[a], calls[b]);
    if (pairs.empty()) return false;
    const auto [i, j] = pick(pairs, random);
    std::swap(test.steps[static_cast<std::size_t>(i)], test.steps[static_cast<std::size_t>(j)]);
    return true;
}

bool TestMutator::apply(Mutation mutation, TestCase& test, Random& random) const
{
    if (test.steps.empty()) return false;
    switch (mutation) {
    case Mutation::Argument: return mutateArgument(test, random);
    case Mutation::InsertCall: return insertCall(test, random);
    case Mutation::RepeatCall: return repeatCall(test, random);
    case Mutation::Continue: return continueCall(test, random);
    case Mutation::RemoveCall: return removeCall(test, random);
    case Mutation::SwapCalls: return swapCalls(test, random);
    }
    return false;
}

TestCase TestMutator::mutate(const TestCase& test, Random& random) const
{
    TestCase mutant = test;
    const int count = 1 + (random.chance(40) ? 1 : 0) + (random.chance(20) ? 1 : 0);
    for (int n = 0; n < count; ++n) {
        // Arguments most often, then histories: insertion, repetition and continuation grow them,
        // removal and swaps rearrange them.
        const int r = random.below(100);
        const Mutation m = r < 40 ? Mutation::Argument : r < 55 ? Mutation::InsertCall : r < 68 ? Mutation::RepeatCall
                         : r < 82 ? Mutation::Continue : r < 91 ? Mutation::RemoveCall : Mutation::SwapCalls;
        if (!apply(m, mutant, random)) apply(Mutation::Argument, mutant, random);
    }
    return mutant;
}

}  // namespace amend::testing
