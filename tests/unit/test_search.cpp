// Unit tests of search-based repair (engine/search/, issue 15): Arcuri & Yao's distance, delta
// debugging, the weighted path's rule, each mutation operator on programs of
// resources/bench/search, and the search itself: each patch it reports is 1-minimal (removing any
// one of its edits makes it invalid) and the same seed gives the same patches on 1 or 2 threads.
#include "fault_fixture.h"
#include "search/distance.h"
#include "search/minimize.h"
#include "search/operators.h"
#include "search/search.h"
#include "syntax/parser.h"
#include "synthesis/lowering.h"

#include <QtTest>

#include <algorithm>
#include <map>

using namespace amend;
using testfixture::load;
using testfixture::makeFault;

namespace {

// A mutation's description for tests that only need it told apart.
synthesis::SearchEdit word(const char* text) { return {synthesis::SearchEditKind::Expression, text, 0}; }

// Term values by name: `a`, `b`, … are numbers, `p`, `q` truth values.
class NamedValues final : public search::TermValues {
public:
    explicit NamedValues(std::map<std::string, double> numbers, std::map<std::string, bool> truths = {})
        : m_numbers(std::move(numbers)), m_truths(std::move(truths))
    {
    }
    std::optional<double> number(const syntax::Expr& e) const override
    {
        const auto v = m_numbers.find(e.name);
        return v == m_numbers.end() ? std::nullopt : std::optional<double>(v->second);
    }
    std::optional<bool> truth(const syntax::Expr& e) const override
    {
        const auto v = m_truths.find(e.name);
        return v == m_truths.end() ? std::nullopt : std::optional<bool>(v->second);
    }

private:
    std::map<std::string, double> m_numbers;
    std::map<std::string, bool> m_truths;
};

double distance(const std::string& clause, const NamedValues& values)
{
    const syntax::ExprPtr e = syntax::parseExpressionText(clause);
    return e ? search::clauseDistance(*e, values) : -1;
}

// The fault of `routine` in a program of resources/bench/search, from calls with these arguments.
struct Case {
    std::shared_ptr<const sema::Program> program;
    const sema::FeatureInfo* feature = nullptr;
    analysis::FaultUnderRepair fault;
};
Case loadCase(const std::string& path, const std::string& cls, const std::string& routine, const std::vector<std::vector<int>>& calls)
{
    Case c;
    c.program = load("/resources/bench/search/" + path);
    if (!c.program) return c;
    c.feature = c.program->classNamed(cls)->feature(routine);
    std::vector<analysis::ReplayableTest> tests;
    for (const auto& args : calls) tests.push_back(testfixture::callOnNewObject(*c.program, cls, routine, args, "make"));
    c.fault = makeFault(*c.program, c.feature, std::move(tests));
    return c;
}

// Every test of the fault passes with the patch applied.
bool validPatch(const Case& c, const synthesis::RoutineText& text, const search::Patch& patch)
{
    synthesis::Candidate candidate = search::patchCandidate(patch);
    if (!synthesis::lowerCandidate(*c.program, *c.feature, text, candidate)) return false;
    runtime::RunOptions run;
    run.limits.maxSteps = 100'000;
    run.overrides[c.feature->routine] = candidate.lowered;
    for (const auto* tests : {&c.fault.failing, &c.fault.passing})
        for (const analysis::ReplayableTest& t : *tests)
            if (!t.run(run).ok()) return false;
    return true;
}

// The expression mutations of the first instruction of `routine` whose text contains `at`.
std::vector<search::Mutation> mutationsOf(const Case& c, const synthesis::RoutineText& text, const std::string& at)
{
    // The instruction that reads `at' exactly, else the first one that contains it.
    for (const syntax::Instr* i : text.instructions())
        if (text.slice(i->range.begin, i->range.end) == at) return search::expressionMutations(*c.feature, text, *i);
    for (const syntax::Instr* i : text.instructions())
        if (text.slice(i->range.begin, i->range.end).find(at) != std::string::npos) return search::expressionMutations(*c.feature, text, *i);
    return {};
}

// The routine's body with one mutation applied.
std::string applied(const synthesis::RoutineText& text, const search::Mutation& m) { return text.editedBody(m.edits); }

bool anyBodyHas(const synthesis::RoutineText& text, const std::vector<search::Mutation>& ms, search::MutationKind kind, const std::string& piece)
{
    return std::any_of(ms.begin(), ms.end(), [&](const search::Mutation& m) {
        return m.kind == kind && applied(text, m).find(piece) != std::string::npos;
    });
}

}  // namespace

class TestSearch : public QObject {
    Q_OBJECT

private slots:
    // Co-evolution paper, "Distance Functions": a = b → |a − b|, a < b → a − b + K, a <= b → a − b, connectives combined.
    void distanceFunctions()
    {
        const NamedValues v({{"a", 5}, {"b", 2}, {"c", 7}, {"d", 7}}, {{"p", true}, {"q", false}});
        const std::vector<std::pair<const char*, double>> expected = {
            {"a = b", 3.0}, {"a < b", 4.0}, {"a <= b", 3.0}, {"b < a", 0.0}, {"b > a", 4.0}, {"a /= b", 0.0},
            {"c /= d", 1.0}, {"a = b + 3", 0.0}, {"a = b * 2", 1.0}, {"a = b and a < b", 7.0}, {"a = b or a < b", 3.0},
            {"not (c = d)", 1.0}, {"not (a = b)", 0.0},
            {"p implies a = b", 1.0},   // min (d (not p) = K, 3)
            {"p implies c = d", 0.0}, {"q implies a = b", 0.0}, {"p", 0.0}, {"q", 1.0},
            {"unknown > 3", 1.0},       // no value: K
        };
        for (const auto& [clause, d] : expected) QVERIFY2(distance(clause, v) == d, clause);
        QCOMPARE(search::normalizedDistance(1.0), 0.5);
    }

    // ddmin keeps exactly the edits the predicate needs, and the result is 1-minimal.
    void minimization()
    {
        int asked = 0;
        const auto needs = [&](std::vector<std::size_t> required) {
            return [&asked, required](const std::vector<std::size_t>& s) {
                ++asked;
                return std::all_of(required.begin(), required.end(), [&](std::size_t r) { return std::count(s.begin(), s.end(), r) > 0; });
            };
        };
        QCOMPARE(search::minimizeEdits(8, needs({2, 5})), (std::vector<std::size_t>{2, 5}));
        QCOMPARE(search::minimizeEdits(5, needs({0, 1, 2, 3, 4})), (std::vector<std::size_t>{0, 1, 2, 3, 4}));
        QCOMPARE(search::minimizeEdits(6, needs({4})), (std::vector<std::size_t>{4}));
        QVERIFY(asked > 0);
        // Any two of {1, 3, 6}: a 1-minimal answer has two of them and nothing else.
        const auto twoOf = [](const std::vector<std::size_t>& s) {
            return std::count_if(s.begin(), s.end(), [](std::size_t i) { return i == 1 || i == 3 || i == 6; }) >= 2;
        };
        const std::vector<std::size_t> kept = search::minimizeEdits(8, twoOf);
        QCOMPARE(kept.size(), std::size_t(2));
        QVERIFY(twoOf(kept));
    }

    // GenProg's weighted path: 1 when only failing runs execute a statement, 0.1 when passing runs do too, not
    // on the path when no failing run does; localization raises the weight up to twice.
    void pathWeightRule()
    {
        const std::vector<double> w = search::pathWeights({true, true, false, true}, {false, true, true, true}, {0, 0, 1, 1});
        QCOMPARE(w, (std::vector<double>{1.0, 0.1, 0.0, 0.2}));
    }

    void patchesDropConflictingMutations()
    {
        search::Patch p;
        QVERIFY(search::addMutation(p, {search::MutationKind::DeleteStatement, {{10, 20, ""}}, word("a")}));
        QVERIFY(!search::addMutation(p, {search::MutationKind::ReplaceOperator, {{15, 16, "+"}}, word("b")}));
        QVERIFY(!search::addMutation(p, {search::MutationKind::InsertStatement, {{10, 10, "x"}}, word("c")}));
        QVERIFY(search::addMutation(p, {search::MutationKind::InsertStatement, {{20, 20, "y"}}, word("d")}));
        QVERIFY(search::addMutation(p, {search::MutationKind::Negate, {{2, 4, "not"}}, word("e")}));
        QCOMPARE(p.size(), std::size_t(3));
        const std::vector<TextEdit> edits = search::patchEdits(p);
        QCOMPARE(edits.front().begin, 2u);
        QCOMPARE(search::describePatch(p), std::string("a; d; e"));
    }

    // What an edit does is data (synthesis::SearchEdit); its English is made in one place.
    void editsAreDescribedFromData()
    {
        using synthesis::SearchEditKind;
        QCOMPARE(search::describeEdit({SearchEditKind::Delete, "x := 1", 3}), std::string("delete `x := 1' at line 3"));
        QCOMPARE(search::describeEdit({SearchEditKind::InsertAfterLoop, "Result.extend (rest)", 12}),
                 std::string("insert `Result.extend (rest)' after the loop ending at line 12"));
        QCOMPARE(search::describeEdit({SearchEditKind::InsertAtEnd, "forth", 9}), std::string("insert `forth' at the end of the routine"));
        QCOMPARE(search::describeEdit({SearchEditKind::Swap, {}, 4, 7}), std::string("swap lines 4 and 7"));
        QCOMPARE(search::describeEdit({SearchEditKind::Expression, "`<' → `<='", 5}), std::string("`<' → `<='"));
    }

    // Statement operators: delete, insert (from the routine, the class, suppliers), swap.
    void statementOperators()
    {
        const Case c = loadCase("tally/faulty/tally.e", "TALLY", "add_many", {{0}, {2}});
        QVERIFY(c.program);
        const synthesis::RoutineText text(*c.program, *c.feature);
        const std::vector<search::PoolStatement> pool = search::statementPool(*c.program, *c.feature, text, 50);
        const auto from = [&](const std::string& s) {
            return std::find_if(pool.begin(), pool.end(), [&](const search::PoolStatement& p) { return p.text == s; });
        };
        QVERIFY(from("i := 1") != pool.end() && from("i := 1")->origin == search::StatementOrigin::Routine);
        QVERIFY(from("count := count + 1") != pool.end() && from("count := count + 1")->origin == search::StatementOrigin::Class);
        QVERIFY(from("i := 1") < from("count := count + 1"));   // the routine's own first
        const syntax::Instr* increment = nullptr;
        for (const syntax::Instr* i : text.instructions())
            if (text.slice(i->range.begin, i->range.end) == "i := i + 1") increment = i;
        QVERIFY(increment);
        std::vector<search::PathStatement> path;
        for (const syntax::Instr* i : text.instructions()) path.push_back({i, 1.0});
        const std::vector<search::MutationGroup> groups = search::mutationsAt(*c.feature, text, *increment, path, pool);
        const auto group = [&](search::MutationKind k) -> const std::vector<search::Mutation>* {
            for (const search::MutationGroup& g : groups)
                if (g.kind == k) return &g.mutations;
            return nullptr;
        };
        QVERIFY(group(search::MutationKind::DeleteStatement));
        const std::string deleted = applied(text, group(search::MutationKind::DeleteStatement)->front());
        QVERIFY2(deleted.find("i := i + 1") == std::string::npos && deleted.find("loop\n\t\t\tend") != std::string::npos, deleted.c_str());
        QVERIFY(group(search::MutationKind::InsertStatement));
        QVERIFY(anyBodyHas(text, *group(search::MutationKind::InsertStatement), search::MutationKind::InsertStatement,
                           "loop\n\t\t\t\tcount := count + 1\n\t\t\t\ti := i + 1\n"));
        QVERIFY(group(search::MutationKind::SwapStatements));
        QVERIFY(anyBodyHas(text, *group(search::MutationKind::SwapStatements), search::MutationKind::SwapStatements,
                           "i := i + 1\n\t\t\tuntil\n\t\t\t\ti > n\n\t\t\tloop\n\t\t\t\ti := 1"));
    }

    // Expression operators, one fault shape each (the faults of resources/bench/search).
    void expressionOperators()
    {
        using K = search::MutationKind;
        const auto check = [](const std::string& path, const std::string& cls, const std::string& routine, const std::string& at,
                              const std::vector<std::pair<K, std::string>>& present, const std::vector<std::pair<K, std::string>>& absent) {
            const Case c = loadCase(path, cls, routine, {});
            QVERIFY(c.program);
            const synthesis::RoutineText text(*c.program, *c.feature);
            const std::vector<search::Mutation> ms = mutationsOf(c, text, at);
            for (const auto& [kind, piece] : present) QVERIFY2(anyBodyHas(text, ms, kind, piece), piece.c_str());
            for (const auto& [kind, piece] : absent) QVERIFY2(!anyBodyHas(text, ms, kind, piece), piece.c_str());
        };
        check("in_range/faulty/range_check.e", "RANGE_CHECK", "in_range", "Result :=",
              {{K::ReplaceOperator, "low <= v and v <= high"},
               {K::ReplaceOperator, "low < v or v <= high"},
               {K::ReplaceOperator, "low < v and then v <= high"},
               {K::Negate, "not (low < v) and v <= high"},
               {K::ReplaceVariable, "high < v and"},   // low → high, same type
               {K::AddOne, "(low + 1) < v"}},
              {});
        check("perimeter/faulty/rectangle_shape.e", "RECTANGLE_SHAPE", "perimeter", "Result :=",
              {{K::ReplaceOperator, "2 * (width + height)"},
               {K::ReplaceOperator, "2 // (width - height)"},
               {K::AddOne, "Result := 3 * (width - height)"}},
              {});
        // Against a literal 1 only `+' and `-' change the value usefully: `i * 1' and `i // 1' are
        // `i', `i \\ 1' is a constant.
        check("squares/faulty/square_sums.e", "SQUARE_SUMS", "sum_of_squares", "i := i + 1",
              {{K::ReplaceOperator, "i := i - 1"}},
              {{K::ReplaceOperator, "i := i * 1"}, {K::ReplaceOperator, "i := i // 1"}, {K::ReplaceOperator, "i := i \\\\ 1"}});
        check("squares/faulty/square_sums.e", "SQUARE_SUMS", "sum_of_squares", "Result := Result + i * n",
              {{K::ReplaceOperator, "Result * i * n"}, {K::ReplaceOperator, "Result + i // n"}}, {});
        check("has_negative/faulty/readings.e", "READINGS", "has_negative", "Result :=",
              {{K::SwapQuantifier, "across a as c some c.item < 0 end"}}, {});
        check("lowest/faulty/prices.e", "PRICES", "lowest", "Result :=",
              {{K::ReplaceQuery, "Result := a.min (b)"}, {K::ReplaceVariable, "Result := b.max (b)"}}, {});
        // `is_open' is BOOLEAN: no ±1, no INTEGER attribute in its place.
        check("door/faulty/door.e", "DOOR", "close", "if not is_open",
              {{K::Negate, "if is_open then"}}, {{K::AddOne, "is_open + 1"}, {K::ReplaceVariable, "not closings"}});
        QVERIFY(std::count_if(search::queryPairs().begin(), search::queryPairs().end(),
                              [](const auto& p) { return std::string(p.first) == "max" && std::string(p.second) == "min"; }) == 1);
    }

    // The fitness rewards a candidate that brings a failing run closer to the violated clause:
    // point's `moved_x' (x = old x + dx) with `x := x + dy' is |dy − dx| away; with the first of
    // the two edits it holds (moved_y still fails), so the failing tests earn full near-miss credit.
    void fitnessUsesTheClauseDistance()
    {
        const Case c = loadCase("point/faulty/point.e", "POINT", "move", {{1, 2}, {3, 1}, {4, 4}});
        QVERIFY(c.program);
        QCOMPARE(c.fault.failing.size(), std::size_t(2));
        QCOMPARE(c.fault.tag, std::string("moved_x"));
        const synthesis::RoutineText text(*c.program, *c.feature);
        const search::ClauseDistanceProbe probe(*c.program, c.fault);
        QVERIFY(probe.valid());
        search::FitnessTests tests;
        for (const analysis::ReplayableTest& t : c.fault.failing) tests.failing.push_back(&t);
        for (const analysis::ReplayableTest& t : c.fault.passing) tests.passing.push_back(&t);
        const auto fitnessOf = [&](const search::Patch& patch) {
            synthesis::Candidate candidate = search::patchCandidate(patch);   // no edit: the original routine
            if (!synthesis::lowerCandidate(*c.program, *c.feature, text, candidate)) return search::Fitness{};
            return search::evaluateFitness(c.fault, candidate, static_cast<int>(patch.size()), tests, probe, {}, 100'000);
        };
        const search::Fitness original = fitnessOf({});
        QVERIFY(original.compiled);
        QCOMPARE(original.failingFixed, 0);
        QCOMPARE(original.passingKept, 1);
        QCOMPARE(original.nearMissCredit, (1 - 1.0 / 2) + (1 - 2.0 / 3));   // d = 1 and d = 2
        const std::vector<search::Mutation> ms = mutationsOf(c, text, "x := x + dy");
        const auto fixX = std::find_if(ms.begin(), ms.end(), [&](const search::Mutation& m) {
            return m.kind == search::MutationKind::ReplaceVariable && applied(text, m).find("x := x + dx") != std::string::npos;
        });
        QVERIFY(fixX != ms.end());
        const search::Fitness half = fitnessOf({*fixX});
        QCOMPARE(half.failingFixed, 0);
        QCOMPARE(half.nearMissCredit, 2.0);
        QVERIFY(half.value > original.value);
        QVERIFY(!half.solves);
        // The formula: (2 × (fixed + ½ credit) + kept) / (2 × failing + passing) − 0.01 × edits.
        QCOMPARE(half.value, (2 * (0 + 0.5 * 2.0) + 1) / (2 * 2.0 + 1) - 0.01);
    }

    // The search repairs a missing statement in a loop; each patch is 1-minimal; the same seed
    // gives the same patches on 1 and 2 threads.
    void searchMinimalAndDeterministic()
    {
        const Case c = loadCase("tally/faulty/tally.e", "TALLY", "add_many", {{0}, {1}, {2}, {3}, {5}});
        QVERIFY(c.program);
        QCOMPARE(c.fault.failing.size(), std::size_t(4));
        const synthesis::RoutineText text(*c.program, *c.feature);
        std::vector<std::vector<std::string>> runs;
        for (int threads : {1, 2}) {
            search::SearchOptions options;
            options.threads = threads;
            options.seed = 7;
            CancelToken cancel;
            NullProgressSink progress;
            const search::SearchReport report = search::searchRepair(*c.program, c.fault, text, {}, options, cancel, progress);
            std::string why = std::to_string(report.evaluations) + " evaluations, path " + std::to_string(report.pathLength) + ", best";
            for (double b : report.bestFitness) why += " " + std::to_string(b);
            QVERIFY2(!report.patches.empty(), why.c_str());
            QVERIFY(report.evaluations > 0 && report.generations >= 1);
            std::vector<std::string> bodies;
            for (const search::SearchPatch& p : report.patches) {
                QVERIFY(validPatch(c, text, p.patch));
                for (std::size_t drop = 0; drop < p.patch.size(); ++drop) {
                    search::Patch fewer = p.patch;
                    fewer.erase(fewer.begin() + static_cast<long>(drop));
                    QVERIFY2(fewer.empty() || !validPatch(c, text, fewer), search::describePatch(p.patch).c_str());
                }
                QCOMPARE(p.candidate.schema, synthesis::Schema::Evolved);
                const auto* gp = std::get_if<analysis::GpEvidence>(&p.candidate.evidence);
                QVERIFY(gp && gp->generation >= 1 && gp->generation <= gp->generations && gp->edits >= 1);
                QVERIFY(gp->edits <= gp->editsBeforeMinimizing);
                bodies.push_back(text.editedBody(p.candidate.edits));
            }
            QVERIFY2(std::any_of(bodies.begin(), bodies.end(), [](const std::string& b) { return b.find("count := count + 1") != std::string::npos; }),
                     bodies.front().c_str());
            runs.push_back(bodies);
        }
        QCOMPARE(runs[0], runs[1]);
    }

    // Two coordinated edits: each alone leaves a postcondition violated.
    void searchTwoCoordinatedEdits()
    {
        const Case c = loadCase("point/faulty/point.e", "POINT", "move", {{0, 0}, {1, 2}, {3, 1}, {-2, 5}, {4, 4}});
        QVERIFY(c.program);
        const synthesis::RoutineText text(*c.program, *c.feature);
        search::SearchOptions options;
        options.threads = 1;
        CancelToken cancel;
        NullProgressSink progress;
        const search::SearchReport report = search::searchRepair(*c.program, c.fault, text, {}, options, cancel, progress);
        QVERIFY(!report.patches.empty());
        QCOMPARE(report.patches.front().patch.size(), std::size_t(2));
        const std::string body = text.editedBody(report.patches.front().candidate.edits);
        QVERIFY2(body.find("x := x + dx") != std::string::npos && body.find("y := y + dy") != std::string::npos, body.c_str());
    }

    // A cancelled search stops at once and says so.
    void cancelled()
    {
        const Case c = loadCase("tally/faulty/tally.e", "TALLY", "add_many", {{0}, {2}});
        QVERIFY(c.program);
        const synthesis::RoutineText text(*c.program, *c.feature);
        CancelToken cancel;
        cancel.cancel();
        NullProgressSink progress;
        const search::SearchReport report = search::searchRepair(*c.program, c.fault, text, {}, {}, cancel, progress);
        QVERIFY(report.cancelled);
        QVERIFY(report.patches.empty());
        QCOMPARE(report.generations, 0);
    }
};

QTEST_GUILESS_MAIN(TestSearch)
#include "test_search.moc"
