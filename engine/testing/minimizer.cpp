// Delta debugging of test cases (see minimizer.h): first remove steps (chunks of decreasing size,
// then single steps, until nothing more can go), then simplify the remaining arguments.
#include "testing/minimizer.h"
#include "runtime/operators.h"

#include <algorithm>
#include <cstdlib>

namespace amend::testing {

namespace {

class Shrinker {
public:
    Shrinker(const std::function<bool(const TestCase&)>& reproduces, int maxRuns) : m_reproduces(reproduces), m_left(maxRuns) {}

    bool tryCandidate(TestCase& current, const TestCase& candidate)
    {
        if (m_left <= 0 || candidate.steps.empty()) return false;
        --m_left;
        ++m_used;
        if (!m_reproduces(candidate)) return false;
        current = candidate;
        return true;
    }

    // ddmin over the steps before the last one: remove chunks, halving the chunk size.
    void removeSteps(TestCase& current)
    {
        bool changed = true;
        while (changed && m_left > 0) {
            changed = false;
            int n = static_cast<int>(current.steps.size()) - 1;  // removable steps
            for (int chunk = std::max(1, n / 2); chunk >= 1 && m_left > 0; chunk /= 2) {
                for (int start = n - chunk; start >= 0 && m_left > 0; start -= chunk) {
                    std::vector<int> removed;
                    for (int i = start; i < start + chunk; ++i) removed.push_back(i);
                    const int last = static_cast<int>(current.steps.size()) - 1;
                    bool feedsLastDirectly = false;
                    for (int i : removed) feedsLastDirectly = feedsLastDirectly || directlyUsed(current, last, i);
                    if (feedsLastDirectly) continue;
                    TestCase candidate = current.without(removed);
                    if (candidate.steps.size() == current.steps.size()) continue;
                    if (tryCandidate(current, candidate)) {
                        changed = true;
                        n = static_cast<int>(current.steps.size()) - 1;
                        start = std::min(start, n);
                    }
                }
                if (chunk == 1) break;
            }
        }
    }

    void simplifyArguments(TestCase& current)
    {
        for (std::size_t s = 0; s < current.steps.size() && m_left > 0; ++s) {
            for (std::size_t a = 0; a < current.steps[s].args.size() && m_left > 0; ++a) simplifyArgument(current, s, a);
        }
    }

    int used() const { return m_used; }

private:
    static bool directlyUsed(const TestCase& test, int user, int index)
    {
        const Step& s = test.steps[static_cast<std::size_t>(user)];
        if (s.kind == Step::Kind::Call && s.target == index) return true;
        for (const Argument& a : s.args) {
            if (a.kind == Argument::Kind::Variable && a.variable == index) return true;
        }
        return false;
    }

    bool tryArgument(TestCase& current, std::size_t s, std::size_t a, const Argument& replacement)
    {
        if (current.steps[s].args[a] == replacement) return false;
        TestCase candidate = current;
        candidate.steps[s].args[a] = replacement;
        return tryCandidate(current, candidate);
    }

    static std::vector<runtime::Value> simpler(runtime::Value v)
    {
        using runtime::Tag;
        using runtime::Value;
        std::vector<Value> out;
        switch (v.tag) {
        case Tag::Boolean:
            if (v.b) out.push_back(Value::boolean(false));
            break;
        case Tag::Character:
            if (v.c != 'a') out.push_back(Value::character('a'));
            break;
        case Tag::Real64:
            if (v.r != 0) out.push_back(Value::real(0));
            if (v.r != 1 && v.r != 0) out.push_back(Value::real(1));
            break;
        case Tag::Integer32:
        case Tag::Integer64:
        case Tag::Natural32:
        case Tag::Integer8:
        case Tag::Integer16:
        case Tag::Natural8:
        case Tag::Natural16: {
            const std::int64_t x = v.asInt();
            std::vector<std::int64_t> candidates = {0, 1, -1, 2, -2};
            for (std::int64_t c = x / 2; c != 0; c /= 2) candidates.push_back(c);
            candidates.push_back(x > 0 ? x - 1 : x + 1);
            for (std::int64_t c : candidates) {
                if (sema::isNaturalKind(v.basic()) && c < 0) continue;
                const std::uint64_t ac = c < 0 ? 0ull - static_cast<std::uint64_t>(c) : static_cast<std::uint64_t>(c);
                const std::uint64_t ax = x < 0 ? 0ull - static_cast<std::uint64_t>(x) : static_cast<std::uint64_t>(x);
                if (ac > ax || c == x || (ac == ax && c < x)) continue;  // only strictly simpler (positive before negative)
                out.push_back(runtime::basicConvert(Value::int64(c), v.basic()));
            }
            break;
        }
        default: break;
        }
        return out;
    }

    void simplifyArgument(TestCase& current, std::size_t s, std::size_t a)
    {
        for (int round = 0; round < 40 && m_left > 0; ++round) {
            const Argument arg = current.steps[s].args[a];
            bool improved = false;
            switch (arg.kind) {
            case Argument::Kind::Basic:
                for (runtime::Value v : simpler(arg.basic)) {
                    if ((improved = tryArgument(current, s, a, Argument::makeBasic(v)))) break;
                }
                break;
            case Argument::Kind::String:
                if (!arg.text.empty()) {
                    improved = tryArgument(current, s, a, Argument::makeString(""));
                    if (!improved && arg.text.size() > 1) improved = tryArgument(current, s, a, Argument::makeString(arg.text.substr(0, arg.text.size() / 2)));
                    if (!improved && arg.text.size() > 1) improved = tryArgument(current, s, a, Argument::makeString(arg.text.substr(0, arg.text.size() - 1)));
                }
                break;
            case Argument::Kind::Array:
                for (std::size_t i = 0; i < arg.items.size() && !improved; ++i) {
                    Argument shorter = arg;
                    shorter.items.erase(shorter.items.begin() + static_cast<std::ptrdiff_t>(i));
                    improved = tryArgument(current, s, a, shorter);
                }
                for (std::size_t i = 0; i < arg.items.size() && !improved; ++i) {
                    for (runtime::Value v : simpler(arg.items[i])) {
                        Argument simplerItems = arg;
                        simplerItems.items[i] = v;
                        if ((improved = tryArgument(current, s, a, simplerItems))) break;
                    }
                }
                break;
            default: break;
            }
            if (!improved) return;
        }
    }

    const std::function<bool(const TestCase&)>& m_reproduces;
    int m_left;
    int m_used = 0;
};

}  // namespace

TestCase minimizeTest(const TestCase& test, const std::function<bool(const TestCase&)>& reproduces, int maxRuns, int* runsUsed)
{
    TestCase current = test;
    Shrinker shrinker(reproduces, maxRuns);
    if (!current.isHandwritten() && !current.steps.empty()) {
        shrinker.removeSteps(current);
        shrinker.simplifyArguments(current);
        shrinker.removeSteps(current);  // simpler arguments may make more steps unnecessary
    }
    if (runsUsed) *runsUsed = shrinker.used();
    return current;
}

TestCase minimizeFailingTest(const sema::Program& program, const TestCase& test, const FaultKey& key, const TestLimits& limits,
                             int maxRuns, int* runsUsed)
{
    return minimizeTest(
        test,
        [&](const TestCase& candidate) {
            const TestRun run = runTestCase(program, candidate, limits);
            return run.verdict == Verdict::Fail && run.key == key && run.skipped.empty();
        },
        maxRuns, runsUsed);
}

}  // namespace amend::testing
