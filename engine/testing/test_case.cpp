// Structural operations on test cases (dependencies between steps, removal of steps), used by
// the generator and the minimizer.
#include "testing/test_case.h"
#include "runtime/operators.h"

#include <algorithm>

namespace amend::testing {

bool Argument::operator==(const Argument& other) const
{
    if (kind != other.kind) return false;
    switch (kind) {
    case Kind::Variable: return variable == other.variable;
    case Kind::Void: return true;
    case Kind::Basic: return basic.tag == other.basic.tag && runtime::valuesEqual(basic, other.basic);
    case Kind::String: return text == other.text;
    case Kind::Array:
        if (type != other.type || items.size() != other.items.size()) return false;
        for (std::size_t i = 0; i < items.size(); ++i) {
            if (!runtime::valuesEqual(items[i], other.items[i])) return false;
        }
        return true;
    }
    return false;
}

bool TestCase::uses(int user, int index) const
{
    const int n = static_cast<int>(steps.size());
    if (user < 0 || user >= n || index < 0 || index > user) return false;
    std::vector<bool> needed(static_cast<std::size_t>(n), false);
    needed[static_cast<std::size_t>(user)] = true;
    for (int i = user; i >= index; --i) {  // steps only use earlier steps: one backward sweep
        if (!needed[static_cast<std::size_t>(i)]) continue;
        if (i == index) return true;
        const Step& s = steps[static_cast<std::size_t>(i)];
        if (s.kind == Step::Kind::Call && s.target >= 0) needed[static_cast<std::size_t>(s.target)] = true;
        for (const Argument& a : s.args) {
            if (a.kind == Argument::Kind::Variable && a.variable >= 0) needed[static_cast<std::size_t>(a.variable)] = true;
        }
    }
    return false;
}

TestCase TestCase::without(const std::vector<int>& removed) const
{
    const int n = static_cast<int>(steps.size());
    std::vector<bool> gone(static_cast<std::size_t>(n), false);
    for (int r : removed) {
        if (r >= 0 && r < n) gone[static_cast<std::size_t>(r)] = true;
    }
    // A step using a removed variable goes too (steps only use earlier steps).
    for (int i = 0; i < n; ++i) {
        if (gone[static_cast<std::size_t>(i)]) continue;
        const Step& s = steps[static_cast<std::size_t>(i)];
        bool dead = s.kind == Step::Kind::Call && s.target >= 0 && gone[static_cast<std::size_t>(s.target)];
        for (const Argument& a : s.args) {
            if (a.kind == Argument::Kind::Variable && a.variable >= 0 && gone[static_cast<std::size_t>(a.variable)]) dead = true;
        }
        if (dead) gone[static_cast<std::size_t>(i)] = true;
    }
    TestCase result = *this;
    result.steps.clear();
    std::vector<int> newIndex(static_cast<std::size_t>(n), -1);
    for (int i = 0; i < n; ++i) {
        if (gone[static_cast<std::size_t>(i)]) continue;
        Step s = steps[static_cast<std::size_t>(i)];
        if (s.kind == Step::Kind::Call) s.target = newIndex[static_cast<std::size_t>(s.target)];
        for (Argument& a : s.args) {
            if (a.kind == Argument::Kind::Variable) a.variable = newIndex[static_cast<std::size_t>(a.variable)];
        }
        newIndex[static_cast<std::size_t>(i)] = static_cast<int>(result.steps.size());
        result.steps.push_back(std::move(s));
    }
    return result;
}

}  // namespace amend::testing
