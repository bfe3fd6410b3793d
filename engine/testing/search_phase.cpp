// The search phase (see search_phase.h): a many-objective evolution of one routine's tests
// (after MOSA's archive of the best test per target, Panichella et al.): every contract clause not yet
// violated and every branch side not yet taken is a target; the archive keeps, per target, the
// test that came closest to it, and each new test mutates the best test of a target drawn at
// random, so a target's own distance guides it whatever the others do. The distances are those
// of the call under test (the last step: a violation in an earlier one makes a test invalid),
// and a passing mutant whose call under test found a comparison of an argument false is followed
// by the same test with that argument set to make it true (`digit = expected': a lock's next
// digit, only known in the state the earlier calls made). Beside the search, outside its budget
// and without changing its course, a passing mutant whose call under test compared an attribute
// is run again with a call setting the attribute to exactly the value it was compared with
// inserted before it, once per attribute and value (`temperature <= desired_temp - deviation':
// set_temperature (18)), so an off-by-one on a boundary no constant gives shows; and a mutant
// its own precondition made invalid is run again with the target's state moved by the gap the
// precondition's comparison left (stateForArgument), so an argument needing a state no constant gives
// (a credit line of -26 for a payment of 26) is tried there.
#include "testing/search_phase.h"
#include "testing/search_fitness.h"
#include "testing/test_generator.h"
#include "testing/test_mutation.h"
#include "runtime/operators.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <variant>

namespace amend::testing {

void SearchSeeds::offer(const TestCase& test, const TestRun& run)
{
    if (run.verdict == Verdict::Fail) {
        if (run.outcome.violation) violated.push_back(run.outcome.violation->assertionRange);
        return;
    }
    std::vector<TestCase>& kept = run.verdict == Verdict::Pass ? valid : invalid;
    if (kept.size() < kMax && !test.steps.empty()) kept.push_back(test);
}

// The state of one routine's search, kept between rounds (RoutineSearch).
class Search {
    // A target of the search: a clause to violate or a branch side to take.
    using Target = std::variant<ClauseId, BranchSide>;

    struct Best {
        TestCase test;
        double distance = 1;  // normalised, > 0 (0: reached, the target is gone)
    };

public:
    Search(const sema::Program& program, const ClassLiterals& literals, const SearchBudget& budget, std::uint64_t seed)
        : m_program(program), m_mutator(program, literals), m_budget(budget), m_random(seed)
    {
        m_mutator.useArgumentValues(&m_argumentValues);
    }

    // Runs `test` under the fitness observer and updates the archive.
    TestRun evaluate(TestCase& test)
    {
        FitnessObserver observer;
        runtime::RunOptions options = m_budget.limits.runOptions();
        options.observer = &observer;
        TestRun run = runTestCase(m_program, test, options);
        if (!run.skipped.empty()) test = test.without(run.skipped);  // same behaviour, shorter
        ++m_runs;
        mergeArgumentValues(m_argumentValues, observer.argumentValues());
        for (const auto& [attribute, arguments] : observer.setters()) m_setters[attribute].insert(arguments.begin(), arguments.end());
        m_boundaries = observer.boundaries();
        m_entryAttributes = observer.entryAttributes();
        m_flip = observer.flip();
        if (run.verdict == Verdict::Fail && run.outcome.violation) reached(clauseOf(run.outcome.violation->assertionRange));
        if (run.verdict != Verdict::Pass) return run;
        const RunFitness f = observer.result();
        for (const BranchSide& side : f.covered)
            if (reached(side)) newSide(test);
        for (const auto& [clause, d] : f.clauses) offer(clause, d, test);
        for (const auto& [side, d] : f.near) offer(side, d, test);
        return run;
    }

    bool progressed() const { return m_progressed; }

    // Up to `tests` more test runs (the first round re-runs the start tests first).
    std::vector<SearchedTest> run(const SearchSeeds& seeds, int tests, const std::function<bool()>& stop)
    {
        m_limit += tests;
        const int progressBefore = m_progress;
        std::vector<SearchedTest> result;
        if (!m_started) {
            m_started = true;
            for (const SourceRange& clause : seeds.violated) reached(clauseOf(clause));
            m_start = seeds.valid.empty() ? seeds.invalid : seeds.valid;
            for (TestCase& t : m_start) {
                if (m_runs >= m_limit || stop()) return result;
                TestRun run = evaluate(t);
                run.outcome = {};
                result.push_back({t, std::move(run), true});
            }
            m_mutating = true;
        }
        if (m_start.empty()) return result;
        while (m_runs < m_limit && !stop()) {
            TestCase child = m_mutator.mutate(parent(), m_random);
            child.testIndex = m_budget.firstIndex + m_mutants++;
            TestRun run = evaluate(child);
            std::optional<TestCase> flipped = run.verdict == Verdict::Pass ? flip(child) : std::nullopt;
            std::optional<TestCase> onBoundary = run.verdict == Verdict::Pass ? boundary(child) : std::nullopt;
            std::optional<TestCase> repaired = run.verdict == Verdict::Invalid ? stateForArgument(child, run) : std::nullopt;
            if (run.verdict != Verdict::Fail) run.outcome = {};  // keep entries small
            result.push_back({std::move(child), std::move(run)});
            if (flipped && m_runs < m_limit && !stop()) {
                // The comparison the call under test found false, made true: the next test.
                flipped->testIndex = m_budget.firstIndex + m_mutants++;
                TestRun next = evaluate(*flipped);
                if (next.verdict != Verdict::Fail) next.outcome = {};
                result.push_back({std::move(*flipped), std::move(next)});
            }
            if (onBoundary && !stop()) result.push_back(probe(std::move(*onBoundary)));
            if (repaired && !stop()) result.push_back(probe(std::move(*repaired)));
        }
        m_progressed = m_progress > progressBefore;
        return result;
    }

private:
    // A boundary test (boundary()) run beside the search: outside its budget and leaving its state
    // (archive, values, runs) as it was, so the search evolves exactly as without it and a probe
    // can only add a failure.
    SearchedTest probe(TestCase test)
    {
        test.testIndex = m_budget.firstIndex + kProbeIndexOffset + m_probes++;
        TestRun run = runTestCase(m_program, test, m_budget.limits.runOptions());
        if (!run.skipped.empty()) test = test.without(run.skipped);
        if (run.verdict != Verdict::Fail) run.outcome = {};
        return {std::move(test), std::move(run)};
    }

    // `test` with the argument of its last call that the last run compared set to the value
    // making the comparison true (FitnessObserver::flip), when there is one.
    std::optional<TestCase> flip(const TestCase& test) const
    {
        if (!m_flip || test.steps.empty()) return std::nullopt;
        const Step& last = test.steps.back();
        if (m_flip->index < 0 || static_cast<std::size_t>(m_flip->index) >= last.args.size()) return std::nullopt;
        const Argument& a = last.args[static_cast<std::size_t>(m_flip->index)];
        if (a.kind != Argument::Kind::Basic || !sema::isIntegerKind(a.basic.basic())) return std::nullopt;
        TestCase flipped = test;
        flipped.steps.back().args[static_cast<std::size_t>(m_flip->index)].basic = runtime::basicConvert(runtime::Value::int64(m_flip->value), a.basic.basic());
        return flipped;
    }

    // `test' with a call setting an attribute its call under test compared to exactly the
    // value it was compared with, inserted before that call: the first such boundary of the last
    // run not tried before that a procedure of the target's class sets from an integer argument
    // (its other arguments the defaults).
    std::optional<TestCase> boundary(const TestCase& test)
    {
        if (test.steps.empty()) return std::nullopt;
        const Step& last = test.steps.back();
        if (last.kind != Step::Kind::Call || last.target < 0) return std::nullopt;
        const sema::Type* type = test.steps[static_cast<std::size_t>(last.target)].type;
        if (!type || !type->cls) return std::nullopt;
        const std::vector<const sema::FeatureInfo*> procedures = targetProcedures(m_program, type->cls);
        for (const AttributeBoundary& b : m_boundaries) {
            if (m_triedBoundaries.size() >= kMaxProbes) break;
            if (m_triedBoundaries.count(b)) continue;
            std::optional<Step> call = setterCall(last.target, b, procedures);
            if (!call) continue;
            m_triedBoundaries.insert(b);
            TestCase probe = test;
            insertStep(probe, static_cast<int>(probe.steps.size()) - 1, std::move(*call));
            return probe;
        }
        return std::nullopt;
    }

    // A call on object `target' of one of `procedures' that assigns its integer argument to
    // `b.attribute' (learnt from the runs), giving it `b.value' (its other arguments the defaults).
    std::optional<Step> setterCall(int target, const AttributeBoundary& b, const std::vector<const sema::FeatureInfo*>& procedures) const
    {
        const auto setters = m_setters.find(b.attribute);
        if (setters == m_setters.end()) return std::nullopt;
        for (const auto& [setter, index] : setters->second) {
            if (std::find(procedures.begin(), procedures.end(), setter) == procedures.end()) continue;
            Step call{Step::Kind::Call, nullptr, target, setter, {}};
            for (std::size_t j = 0; j < setter->argTypes.size(); ++j) {
                const sema::BasicKind kind = setter->argTypes[j] ? setter->argTypes[j]->basic() : sema::BasicKind::None;
                if (kind == sema::BasicKind::None) break;
                call.args.push_back(Argument::makeBasic(static_cast<int>(j) == index ? runtime::basicConvert(runtime::Value::int64(b.value), kind)
                                                                                     : runtime::defaultValue(kind)));
            }
            if (call.args.size() == setter->argTypes.size()) return call;
        }
        return std::nullopt;
    }

    // Two comparisons at once: a mutant whose call under test is invalid because its own
    // precondition compares an argument with the state (`amount <= available_amount', false
    // with the new argument 11 and the state 0) is tried again with the state moved by the gap
    // instead of the argument moved back: an integer attribute of the target set, by a routine
    // that assigns it an argument, to its value on entry minus or plus the gap (`credit_limit'
    // 0 - 11), so an argument that a callee's comparison rejects (`amount <= 10' in deposit) can
    // be valid for the routine itself. Run beside the search like boundary tests; each
    // (attribute, value) once.
    std::optional<TestCase> stateForArgument(const TestCase& test, const TestRun& run)
    {
        if (!m_flip || test.steps.empty() || m_triedStates.size() >= kMaxProbes) return std::nullopt;
        const Step& last = test.steps.back();
        const std::optional<runtime::Violation>& v = run.outcome.violation;
        if (last.kind != Step::Kind::Call || last.target < 0 || !v || v->kind != runtime::ViolationKind::Precondition || v->routine != last.feature)
            return std::nullopt;
        if (m_flip->index < 0 || static_cast<std::size_t>(m_flip->index) >= last.args.size()) return std::nullopt;
        const Argument& a = last.args[static_cast<std::size_t>(m_flip->index)];
        if (a.kind != Argument::Kind::Basic || !sema::isIntegerKind(a.basic.basic())) return std::nullopt;
        std::int64_t gap = 0;
        if (__builtin_sub_overflow(a.basic.asInt(), m_flip->value, &gap)) return std::nullopt;
        const sema::Type* type = test.steps[static_cast<std::size_t>(last.target)].type;
        if (!type || !type->cls) return std::nullopt;
        const std::vector<const sema::FeatureInfo*> procedures = targetProcedures(m_program, type->cls);
        for (const auto& [attribute, value] : m_entryAttributes)
            for (const std::int64_t shift : {-gap, gap}) {
                AttributeBoundary moved{attribute, 0};
                if (__builtin_add_overflow(value, shift, &moved.value) || m_triedStates.count(moved)) continue;
                std::optional<Step> call = setterCall(last.target, moved, procedures);
                if (!call) break;  // no routine sets this attribute
                m_triedStates.insert(moved);
                TestCase probe = test;
                insertStep(probe, static_cast<int>(probe.steps.size()) - 1, std::move(*call));
                return probe;
            }
        return std::nullopt;
    }

    // True when `target` was not reached before.
    bool reached(const Target& target)
    {
        if (!m_reached.insert(target).second) return false;
        m_archive.erase(target);
        m_progress += m_mutating;
        return true;
    }

    // A test that took a branch side no test took before: the start of a region of states the
    // archive (closest tests per target left) no longer leads to, kept as a parent.
    void newSide(const TestCase& test)
    {
        if (m_frontierLastRun == m_runs) return;  // once per run
        m_frontierLastRun = m_runs;
        if (m_frontier.size() == kFrontier) m_frontier.erase(m_frontier.begin());
        m_frontier.push_back(test);
    }

    void offer(const Target& target, double distance, const TestCase& test)
    {
        if (distance <= 0 || distance >= 1 || m_reached.count(target)) return;
        auto [it, inserted] = m_archive.try_emplace(target, Best{test, distance});
        if (!inserted && distance < it->second.distance) {
            it->second = {test, distance};
            m_improved = target;
            m_progress += m_mutating;
        }
    }

    // The best test of the target that improved last (half of the time: progress is followed
    // up), of a target drawn at random, one of the last tests that took a new side (8 times in
    // 100), or (one time in ten, or with no target left) one of the start tests.
    const TestCase& parent()
    {
        const int r = m_random.below(100);
        if (r >= 10 && r < 18 && !m_frontier.empty())
            return m_frontier[static_cast<std::size_t>(m_random.below(static_cast<int>(m_frontier.size())))];
        if (m_archive.empty() || r < 10)
            return m_start[static_cast<std::size_t>(m_random.below(static_cast<int>(m_start.size())))];
        if (r < 60 && m_improved) {
            auto it = m_archive.find(*m_improved);
            if (it != m_archive.end()) return it->second.test;
        }
        auto it = m_archive.begin();
        std::advance(it, m_random.below(static_cast<int>(m_archive.size())));
        return it->second.test;
    }

    const sema::Program& m_program;
    TestMutator m_mutator;
    const SearchBudget& m_budget;
    Random m_random;
    int m_runs = 0;
    std::vector<TestCase> m_start;        // the random phase's tests the search starts from
    std::map<Target, Best> m_archive;     // targets not reached yet, ordered by source position
    std::set<Target> m_reached;           // clauses violated, sides taken
    std::optional<Target> m_improved;     // the target whose best test improved last
    int m_limit = 0;                      // runs allowed so far (the rounds' budgets summed)
    int m_mutants = 0;                    // mutants run (their testIndex follows)
    bool m_started = false;               // the start tests were re-run
    bool m_mutating = false;              // past the start tests: improvements count as progress
    int m_progress = 0;                   // targets a mutant came closer to or reached
    bool m_progressed = false;            // in the last round
    ArgumentValues m_argumentValues;      // what the runs compared arguments with, for the mutator
    AttributeSetters m_setters;           // the arguments the runs assigned to attributes
    std::vector<AttributeBoundary> m_boundaries;  // of the last run's call under test
    std::set<AttributeBoundary> m_triedBoundaries;  // set exactly, in a test of their own
    EntryAttributes m_entryAttributes;    // of the last run's call under test
    std::set<AttributeBoundary> m_triedStates;  // attribute values tried by stateForArgument
    int m_probes = 0;                     // boundary and state tests run
    static constexpr std::size_t kMaxProbes = 30;     // boundary tests, and state tests, per routine's search
    static constexpr int kProbeIndexOffset = 1 << 20; // their testIndex: after every mutant's
    std::optional<ArgumentFlip> m_flip;   // of the last run
    static constexpr std::size_t kFrontier = 8;
    std::vector<TestCase> m_frontier;     // the last tests that took a new branch side
    int m_frontierLastRun = -1;
};

RoutineSearch::RoutineSearch(const sema::Program& program, int routineIndex, SearchSeeds seeds, const ClassLiterals& literals,
                             const SearchBudget& budget, std::uint64_t seed)
    : m_seeds(std::move(seeds)), m_search(std::make_unique<Search>(program, literals, budget, testSeed(seed ^ 0x5EA4C4ull, routineIndex, -1)))
{
}

RoutineSearch::~RoutineSearch() = default;
RoutineSearch::RoutineSearch(RoutineSearch&&) noexcept = default;

std::vector<SearchedTest> RoutineSearch::run(int tests, const std::function<bool()>& stop) { return m_search->run(m_seeds, tests, stop); }

bool RoutineSearch::progressed() const { return m_search->progressed(); }

std::vector<int> secondRoundBudgets(const std::vector<bool>& progressed, int pool)
{
    std::vector<int> budgets(progressed.size(), 0);
    if (budgets.empty() || pool <= 0) return budgets;
    std::vector<std::size_t> receivers;
    for (std::size_t i = 0; i < progressed.size(); ++i)
        if (progressed[i]) receivers.push_back(i);
    if (receivers.empty())
        for (std::size_t i = 0; i < progressed.size(); ++i) receivers.push_back(i);
    const int n = static_cast<int>(receivers.size());
    for (int k = 0; k < n; ++k) budgets[receivers[static_cast<std::size_t>(k)]] = pool / n + (k < pool % n ? 1 : 0);
    return budgets;
}

}  // namespace amend::testing
