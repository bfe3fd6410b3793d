// Co-evolution of tests against valid fixes (see coevolution.h).
#include "repair/coevolution.h"

#include "repair/fault_adapter.h"
#include "repair/fix_replay.h"
#include "runtime/interpreter.h"
#include "support/pool_work.h"
#include "testing/minimizer.h"
#include "testing/observation.h"
#include "testing/test_generator.h"
#include "testing/test_run.h"

#include <QThreadPool>

#include <algorithm>
#include <map>
#include <optional>
#include <string_view>

namespace amend::repair {

namespace {
// Where a rendering of values may be cut: between words, names and numbers, never inside one.
bool isCutPoint(char c) { return std::string_view(" ,;()[]{}<>=").find(c) != std::string_view::npos; }
}  // namespace

// A cut reaches at most 30 characters further out for a break (coevolution.h).
std::string excerptAround(const std::string& text, std::size_t at)
{
    if (text.size() <= 100) return text;
    const auto continuation = [&](std::size_t i) { return i < text.size() && (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80; };
    std::size_t begin = at > 40 ? at - 40 : 0;
    for (std::size_t reach = 0; begin > 0 && !isCutPoint(text[begin - 1]) && reach < 30; ++reach) --begin;
    while (begin > 0 && continuation(begin)) --begin;
    std::size_t end = std::min(text.size(), begin + 100);
    for (std::size_t reach = 0; end < text.size() && !isCutPoint(text[end]) && reach < 30; ++reach) ++end;
    while (continuation(end)) ++end;
    return (begin > 0 ? "…" : "") + text.substr(begin, end - begin) + (end < text.size() ? "…" : "");
}

namespace {

// What one run of a test did, as far as fixes are compared.
struct Behaviour {
    bool ran = false;
    testing::Verdict verdict = testing::Verdict::Invalid;
    testing::FaultKey key;          // Fail
    bool overflowed = false;
    std::string output;             // printed
    std::string state;              // everything reachable from the call's target, arguments and result (compared)
    std::vector<testing::StateLeaf> leaves;  // the same, place by place, when asked (for people: where two runs differ)
    bool query = false;             // the call under test returns a result (the root "result")

    bool sameAs(const Behaviour& o) const { return verdict == o.verdict && output == o.output && state == o.state; }
};

// `withPlaces': the state's leaves too, for a verdict's words (a walk that costs more than the
// text on large objects: only for the runs a verdict shows).
Behaviour observe(const sema::Program& program, const testing::TestCase& test, const runtime::RunOptions& options, bool withPlaces = false)
{
    Behaviour b;
    b.ran = true;
    const testing::Step& last = test.steps.back();
    b.query = last.kind == testing::Step::Kind::Call && last.feature && last.feature->isQuery();
    const testing::TestRun run =
        testing::runTestCase(program, test, options, [&](const std::vector<runtime::Value>& values, const std::vector<runtime::Value>& arguments) {
            if (values.size() != test.steps.size()) return;
            const auto roots = testing::observedRoots(test, values, arguments);
            if (!withPlaces) {
                b.state = testing::describeState(roots, {});
                return;
            }
            testing::DescribedState described = testing::describeStateAndLeaves(roots, {});
            b.state = std::move(described.text);
            b.leaves = std::move(described.leaves);
        });
    b.verdict = run.verdict;
    b.key = run.key;
    b.overflowed = run.overflowed;
    b.output = run.outcome.output;
    return b;
}

// How `b` differs from `expected`: the aspect, and the differing part of each side.
struct Difference {
    CoevolutionAspect aspect;
    std::string mine, theirs;
};

// The leaves at `root` and below it ("" for all of them).
std::vector<const testing::StateLeaf*> leavesUnder(const std::vector<testing::StateLeaf>& leaves, const std::string& root)
{
    std::vector<const testing::StateLeaf*> out;
    for (const testing::StateLeaf& l : leaves)
        if (root.empty() || l.path == root || l.path.rfind(root + ".", 0) == 0 || l.path.rfind(root + "[", 0) == 0) out.push_back(&l);
    return out;
}

// One side of a difference: "target.count = 3"; the bare value at the root itself (a query's
// INTEGER result); "no target.area[2]" where only the other side has the place.
std::string placeText(const testing::StateLeaf* leaf, const testing::StateLeaf* other, const std::string& root)
{
    if (!leaf) return "no " + other->path;
    return excerptAround(leaf->path == root ? leaf->value : leaf->path + " = " + leaf->value, 0);
}

// The first place under `root` where the two runs left different values, if any.
std::optional<Difference> placeDifference(CoevolutionAspect aspect, const Behaviour& b, const Behaviour& expected, const std::string& root)
{
    const std::vector<const testing::StateLeaf*> mine = leavesUnder(b.leaves, root), theirs = leavesUnder(expected.leaves, root);
    for (std::size_t i = 0; i < std::max(mine.size(), theirs.size()); ++i) {
        const testing::StateLeaf* m = i < mine.size() ? mine[i] : nullptr;
        const testing::StateLeaf* t = i < theirs.size() ? theirs[i] : nullptr;
        if (m && t && *m == *t) continue;
        return Difference{aspect, placeText(m, t, root), placeText(t, m, root)};
    }
    return std::nullopt;
}

Difference difference(const Behaviour& b, const Behaviour& expected)
{
    if (b.query)
        if (std::optional<Difference> d = placeDifference(CoevolutionAspect::Returns, b, expected, "result")) return *d;
    if (b.output != expected.output) {
        const std::string mine = testing::eiffelString(b.output), theirs = testing::eiffelString(expected.output);
        const std::size_t at = static_cast<std::size_t>(std::mismatch(mine.begin(), mine.end(), theirs.begin(), theirs.end()).first - mine.begin());
        return Difference{CoevolutionAspect::Prints, excerptAround(mine, at), excerptAround(theirs, at)};
    }
    if (std::optional<Difference> d = placeDifference(CoevolutionAspect::Leaves, b, expected, "")) return *d;
    return Difference{CoevolutionAspect::Leaves, excerptAround(b.state, 0), excerptAround(expected.state, 0)};
}

// One run of a test on the original and on every fix of the population.
struct Evaluation {
    Behaviour original;
    std::vector<Behaviour> fixes;   // by index into the fixes; not run: `ran` false
};

constexpr std::size_t kNoWitness = static_cast<std::size_t>(-1);

struct Loss {
    std::size_t fix = 0;
    std::size_t witness = kNoWitness;   // a fix that did better (passed, or agreed with the original)
    CoevolutionEffect effect = CoevolutionEffect::None;
    CoevolutionOracle oracle = CoevolutionOracle::Contract;
    CoevolutionAspect aspect = CoevolutionAspect::Violates;
    testing::FaultKey violation;
    std::string fixValue, expectedValue;
    int others = 0;   // Violates: fixes that pass; otherwise: fixes that agree with the unchanged routine
    bool operator==(const Loss& o) const { return fix == o.fix && effect == o.effect; }
};

// The fixes of `alive` the test tells apart as losers: by the contracts (a failure that is the
// fix's doing where another fix or the original passes), otherwise by the original's behaviour
// where the original passes (when another fix agrees with it).
// `discards[i]`: fix i throws away what the routine computed (coevolution_verdict.h).
std::vector<Loss> decide(const analysis::FaultUnderRepair& fault, const Evaluation& e, const std::vector<std::size_t>& alive,
                         const std::vector<bool>& discards)
{
    std::vector<Loss> losses;
    std::vector<std::size_t> passing;
    for (std::size_t i : alive)
        if (e.fixes[i].ran && e.fixes[i].verdict == testing::Verdict::Pass) passing.push_back(i);
    const bool originalPasses = e.original.verdict == testing::Verdict::Pass;
    for (std::size_t i : alive) {
        const Behaviour& b = e.fixes[i];
        if (!b.ran || b.verdict != testing::Verdict::Fail || b.overflowed || b.key.kind == testing::FaultKind::InternalError) continue;
        // The fault under repair still there where another fix passes, or a failure where the
        // original passes (the fix broke it). Another failure where the original fails too may be
        // another fault of the routine that the original's failure hid: not this fix's doing.
        const bool sameFault = b.key.kind == testing::faultKindOf(fault.kind) && b.key.tag == fault.tag;
        if (!(sameFault && !passing.empty()) && !originalPasses) continue;
        losses.push_back({i, passing.empty() ? kNoWitness : passing.front(), CoevolutionEffect::Invalidated, CoevolutionOracle::Contract,
                          CoevolutionAspect::Violates, b.key, {}, {}, static_cast<int>(passing.size())});
    }
    if (!originalPasses) return losses;
    std::size_t agree = 0, witness = kNoWitness;
    for (std::size_t i : passing)
        if (e.fixes[i].sameAs(e.original)) {
            ++agree;
            if (witness == kNoWitness) witness = i;
        }
    if (agree == 0) return losses;
    for (std::size_t i : passing) {
        if (e.fixes[i].sameAs(e.original)) continue;
        // How it differs is worded once the test is final (wordDifference): not on every run.
        losses.push_back({i, witness, discards[i] ? CoevolutionEffect::Demoted : CoevolutionEffect::Questioned, CoevolutionOracle::OriginalRoutine,
                          CoevolutionAspect::Leaves, {}, {}, {}, static_cast<int>(agree)});
    }
    return losses;
}

// How many ways the fixes of `alive` behave on the test, less one (0: the test tells none apart).
int spread(const Evaluation& e, const std::vector<std::size_t>& alive)
{
    std::vector<const Behaviour*> kinds;
    for (std::size_t i : alive) {
        const Behaviour& b = e.fixes[i];
        if (!b.ran) continue;
        if (std::none_of(kinds.begin(), kinds.end(), [&](const Behaviour* k) { return k->sameAs(b); })) kinds.push_back(&b);
    }
    return std::max(0, static_cast<int>(kinds.size()) - 1);
}

// The test's steps in one line: "create v1.make (4); v1.put (1); r1 := v1.count".
std::string oneLine(const std::string& eiffelRoutine)
{
    const std::size_t doAt = eiffelRoutine.find("\t\tdo\n");
    if (doAt == std::string::npos) return eiffelRoutine;
    std::string line;
    std::size_t at = doAt + 5;
    while (at < eiffelRoutine.size()) {
        const std::size_t end = eiffelRoutine.find('\n', at);
        std::string text = eiffelRoutine.substr(at, end == std::string::npos ? std::string::npos : end - at);
        at = end == std::string::npos ? eiffelRoutine.size() : end + 1;
        text.erase(0, text.find_first_not_of('\t'));
        if (text == "end") break;
        line += (line.empty() ? "" : "; ") + text;
    }
    return line;
}

// Steps after `inserted` (a new step at that index) refer to the steps at or after it one further.
void shiftReferences(testing::TestCase& test, int inserted)
{
    for (std::size_t s = static_cast<std::size_t>(inserted) + 1; s < test.steps.size(); ++s) {
        testing::Step& step = test.steps[s];
        if (step.target >= inserted) ++step.target;
        for (testing::Argument& a : step.args)
            if (a.kind == testing::Argument::Kind::Variable && a.variable >= inserted) ++a.variable;
    }
}

// A mutant of `parent`: one argument value moved (to an interesting value or a literal of the
// class, or by one), a call dropped, or a call repeated. Nullopt when the chosen change is impossible.
std::optional<testing::TestCase> mutate(const testing::TestCase& parent, const testing::ClassLiterals& literals, testing::Random& random)
{
    testing::TestCase test = parent;
    test.testIndex = -1;
    const int last = static_cast<int>(test.steps.size()) - 1;
    switch (random.below(3)) {
    case 0: {
        std::vector<std::pair<int, int>> basics;   // step, argument
        for (int s = 0; s <= last; ++s) {
            const testing::Step& step = test.steps[static_cast<std::size_t>(s)];
            for (int a = 0; a < static_cast<int>(step.args.size()); ++a) {
                const testing::Argument::Kind k = step.args[static_cast<std::size_t>(a)].kind;
                if (k == testing::Argument::Kind::Basic || k == testing::Argument::Kind::String) basics.emplace_back(s, a);
            }
        }
        if (basics.empty()) return std::nullopt;
        const auto [s, a] = basics[static_cast<std::size_t>(random.below(static_cast<int>(basics.size())))];
        testing::Step& step = test.steps[static_cast<std::size_t>(s)];
        testing::Argument& arg = step.args[static_cast<std::size_t>(a)];
        if (arg.kind == testing::Argument::Kind::String) {
            const std::vector<std::string> strings = testing::interestingStrings(literals);
            if (strings.empty()) return std::nullopt;
            arg.text = strings[static_cast<std::size_t>(random.below(static_cast<int>(strings.size())))];
            return test;
        }
        if (arg.basic.tag == runtime::Tag::Integer32 && random.chance(40)) {
            const std::int64_t moved = static_cast<std::int64_t>(arg.basic.i32) + (random.chance(50) ? 1 : -1);
            if (moved < INT32_MIN || moved > INT32_MAX) return std::nullopt;
            arg.basic.i32 = static_cast<std::int32_t>(moved);
            return test;
        }
        if (!step.feature || static_cast<std::size_t>(a) >= step.feature->argTypes.size() || !step.feature->argTypes[static_cast<std::size_t>(a)])
            return std::nullopt;
        const sema::BasicKind kind = step.feature->argTypes[static_cast<std::size_t>(a)]->basic();
        if (kind == sema::BasicKind::None) return std::nullopt;
        const std::vector<runtime::Value> values = testing::interestingValues(kind, literals);
        if (values.empty()) return std::nullopt;
        arg.basic = values[static_cast<std::size_t>(random.below(static_cast<int>(values.size())))];
        return test;
    }
    case 1: {
        std::vector<int> removable;
        for (int s = 0; s < last; ++s)
            if (!test.uses(last, s)) removable.push_back(s);
        if (removable.empty()) return std::nullopt;
        return test.without({removable[static_cast<std::size_t>(random.below(static_cast<int>(removable.size())))]});
    }
    default: {
        std::vector<int> calls;
        for (int s = 0; s < last; ++s)
            if (test.steps[static_cast<std::size_t>(s)].kind == testing::Step::Kind::Call) calls.push_back(s);
        if (calls.empty()) return std::nullopt;
        const int s = calls[static_cast<std::size_t>(random.below(static_cast<int>(calls.size())))];
        test.steps.insert(test.steps.begin() + s + 1, test.steps[static_cast<std::size_t>(s)]);
        shiftReferences(test, s + 1);
        return test;
    }
    }
}

// A test and what it did, for the archive.
struct Scored {
    testing::TestCase test;
    Evaluation evaluation;
};

}  // namespace

CoevolutionStatistics coevolveTests(const sema::Program& program, const analysis::FaultUnderRepair& fault, std::vector<Fix>& fixes,
                                    const CoevolutionOptions& options, CancelToken& cancel, ProgressSink& progress)
{
    CoevolutionStatistics statistics;
    if (!fault.routine || !fault.routine->routine) return statistics;
    const std::string name = testing::routineName(fault.routine);
    const std::vector<testing::RoutineUnderTest> routines = testing::findRoutinesUnderTest(program, {}, name);
    if (routines.empty()) return statistics;

    testing::TestLimits limits;
    limits.maxSteps = options.maxSteps;
    const runtime::RunOptions originalOptions = limits.runOptions();
    // The population: body fixes that still lower, with the options that run them.
    std::vector<std::optional<runtime::RunOptions>> fixOptions(fixes.size());
    std::vector<std::size_t> alive;
    std::vector<bool> discards(fixes.size());
    for (std::size_t i = 0; i < fixes.size(); ++i) {
        const FixNature nature = fixNature(fixes[i]);
        discards[i] = nature == FixNature::ConstantReplacement || nature == FixNature::GuardOnly || nature == FixNature::ChangesOtherObject ||
                      nature == FixNature::DeletesStatement || nature == FixNature::ConstantCondition || fixes[i].skipsCommand;
        if (fixes[i].coevolution.decided()) continue;
        const std::optional<runtime::RunOptions> replay = replayOptionsForFix(program, fixes[i]);
        if (!replay) continue;
        runtime::RunOptions run = originalOptions;
        run.overrides = replay->overrides;
        fixOptions[i] = std::move(run);
        alive.push_back(i);
    }
    if (alive.empty()) return statistics;

    // The test on the original and on the fixes `among`.
    const auto evaluate = [&](const testing::TestCase& test, const std::vector<std::size_t>& among) {
        Evaluation e;
        e.fixes.resize(fixes.size());
        e.original = observe(program, test, originalOptions);
        for (std::size_t i : among) e.fixes[i] = observe(program, test, *fixOptions[i]);
        return e;
    };

    const testing::LiteralTable literalTable(program);
    const testing::TestGenerator generator(program, literalTable);
    QThreadPool pool;
    pool.setStackSize(64u * 1024 * 1024);
    pool.setMaxThreadCount(options.threads > 0 ? options.threads : QThread::idealThreadCount());

    std::vector<Scored> archive;
    for (int generation = 0; generation < options.generations && !cancel.isCancelled() && !alive.empty(); ++generation) {
        progress.report(Stage::CoevolvingTests, generation, options.generations, name);
        // This generation's tests: fresh ones, then mutants of the archive.
        std::vector<Scored> batch;
        for (std::size_t r = 0; r < routines.size(); ++r)
            for (int i = 0; i < options.freshTests; ++i) {
                testing::TestCase test =
                    generator.generate(routines[r], static_cast<int>(r), generation * options.freshTests + i, options.seed);
                if (!test.steps.empty()) batch.push_back({std::move(test), {}});
            }
        for (int m = 0; m < options.mutants && !archive.empty(); ++m) {
            testing::Random random(testing::testSeed(options.seed ^ 0x6d757461u, generation, m));
            const Scored& parent = archive[static_cast<std::size_t>(random.below(static_cast<int>(archive.size())))];
            const sema::ClassInfo* cls = routines.front().cls;
            std::optional<testing::TestCase> mutant = mutate(parent.test, literalTable.of(cls), random);
            if (mutant && !mutant->steps.empty()) batch.push_back({std::move(*mutant), {}});
        }
        // Run them in parallel, then decide in their order (the same whatever the thread count).
        support::parallelFor(pool, batch.size(), [&](std::size_t k) {
            if (!cancel.isCancelled()) batch[k].evaluation = evaluate(batch[k].test, alive);
        });
        if (cancel.isCancelled()) break;
        statistics.testsRun += static_cast<int>(batch.size());
        for (Scored& s : batch) {
            std::vector<Loss> losses = decide(fault, s.evaluation, alive, discards);
            if (losses.empty()) continue;
            // The shortest test on which the losers lose the same way to the same witnesses (run on
            // those alone: minimizing costs a few runs per step), then run on every fix again.
            std::vector<std::size_t> involved;
            for (const Loss& loss : losses) {
                involved.push_back(loss.fix);
                if (loss.witness != kNoWitness) involved.push_back(loss.witness);
            }
            std::sort(involved.begin(), involved.end());
            involved.erase(std::unique(involved.begin(), involved.end()), involved.end());
            runtime::runWithLargeStack([&] {
                s.test = testing::minimizeTest(
                    s.test, [&](const testing::TestCase& t) { return decide(fault, evaluate(t, involved), involved, discards) == losses; },
                    options.maxMinimizeRuns);
                s.evaluation = evaluate(s.test, alive);
            });
            std::vector<Loss> shown = decide(fault, s.evaluation, alive, discards);
            // Where a loser differs from the unchanged routine, place by place: the test run again on both.
            for (Loss& loss : shown.empty() ? losses : shown) {
                if (loss.oracle != CoevolutionOracle::OriginalRoutine) continue;
                runtime::runWithLargeStack([&] {
                    const Difference d = difference(observe(program, s.test, *fixOptions[loss.fix], true), observe(program, s.test, originalOptions, true));
                    loss.aspect = d.aspect;
                    loss.fixValue = d.mine;
                    loss.expectedValue = d.theirs;
                });
            }
            const std::string eiffel = testing::toEiffelRoutine(program, s.test, "test_coevolved", "");
            for (const Loss& loss : shown.empty() ? losses : shown) {
                CoevolutionVerdict& v = fixes[loss.fix].coevolution;
                v.effect = loss.effect;
                v.decidedBy = loss.oracle;
                v.test = oneLine(eiffel);
                v.testEiffel = eiffel;
                v.aspect = loss.aspect;
                v.violation = loss.violation;
                v.fixValue = loss.fixValue;
                v.expectedValue = loss.expectedValue;
                (loss.aspect == CoevolutionAspect::Violates ? v.othersPassing : v.othersAgreeing) = loss.others;
                v.replay = replayableTest(program, s.test);
                v.replay.name = "co-evolved test of fix";
                v.replay.eiffel = eiffel;
                if (loss.effect == CoevolutionEffect::Invalidated) ++statistics.invalidated;
                else if (loss.effect == CoevolutionEffect::Demoted) ++statistics.demoted;
                else ++statistics.questioned;
                alive.erase(std::remove(alive.begin(), alive.end(), loss.fix), alive.end());
            }
        }
        // The archive: the tests that tell the remaining fixes apart best (earlier ones first on ties).
        for (Scored& s : batch) archive.push_back(std::move(s));
        std::stable_sort(archive.begin(), archive.end(),
                         [&](const Scored& a, const Scored& b) { return spread(a.evaluation, alive) > spread(b.evaluation, alive); });
        if (static_cast<int>(archive.size()) > options.archiveSize) archive.resize(static_cast<std::size_t>(options.archiveSize));
    }
    progress.report(Stage::CoevolvingTests, options.generations, options.generations, name);
    return statistics;
}

}  // namespace amend::repair
