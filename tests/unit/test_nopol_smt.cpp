// Unit tests of Nopol's SMT encoding (engine/nopol/smt.h) on hand-made value tables: the
// solver must find an expression meeting every observation at the expected level, report
// unsatisfiable tables at low levels, and use 32-bit wrapping arithmetic at level 3.
#include "nopol/smt.h"

#include <QtTest>

#include <tuple>

#include <map>
#include <optional>
#include <stdexcept>

using namespace amend;
using namespace amend::nopol;

namespace {

SynthesisInput var(const std::string& name, ValueSort sort = ValueSort::Integer)
{
    SynthesisInput in;
    in.text = name;
    in.sort = sort;
    return in;
}

SynthesisInput constant(std::int32_t v)
{
    SynthesisInput in;
    in.text = std::to_string(v);
    in.isConstant = true;
    in.constantValue = v;
    return in;
}

// Evaluates a synthesized expression (names, integer literals, unary minus/not, the binary
// operators the components produce) for the values in `env`, with 32-bit wrap-around.
std::int64_t eval(const syntax::Expr& e, const std::map<std::string, std::int32_t>& env)
{
    using B = syntax::BinaryOp;
    switch (e.kind) {
    case syntax::ExprKind::IntegerLit: return e.intValue;
    case syntax::ExprKind::Call: return env.at(e.name);
    case syntax::ExprKind::Paren: return eval(*e.args[0], env);
    case syntax::ExprKind::Unary:
        return e.unaryOp == syntax::UnaryOp::Not ? !eval(*e.args[0], env) : -eval(*e.args[0], env);
    case syntax::ExprKind::Binary: {
        const std::int64_t l = eval(*e.args[0], env), r = eval(*e.args[1], env);
        switch (e.binaryOp) {
        case B::Plus: return static_cast<std::int32_t>(static_cast<std::uint32_t>(l) + static_cast<std::uint32_t>(r));
        case B::Minus: return static_cast<std::int32_t>(static_cast<std::uint32_t>(l) - static_cast<std::uint32_t>(r));
        case B::Times: return static_cast<std::int32_t>(static_cast<std::uint32_t>(l) * static_cast<std::uint32_t>(r));
        case B::Lt: return l < r;
        case B::Le: return l <= r;
        case B::Gt: return l > r;
        case B::Ge: return l >= r;
        case B::Eq: return l == r;
        case B::Ne: return l != r;
        case B::And: case B::AndThen: return l && r;
        case B::Or: case B::OrElse: return l || r;
        default: break;
        }
        break;
    }
    default: break;
    }
    throw std::runtime_error("unexpected expression");
}

}  // namespace

class TestNopolSmt : public QObject {
    Q_OBJECT

private slots:
    void gcdTableNeedsLevelTwoAndGivesUZeroOrVZero()
    {
        SynthesisTable t;
        t.inputs = {var("u"), var("v"), constant(0), constant(1), constant(-1)};
        t.rows = {{{0, 5}, true}, {{7, 0}, true}, {{65536, 65536}, false}, {{12, 18}, false},
                  {{-4, 6}, false}, {{0, 0}, true}, {{9, 28}, false}, {{5, -3}, false}};
        QCOMPARE(synthesizeAtLevel(t, 1, analysis::z3UnitsForSeconds(5)).status, SynthesisResult::Status::Unsatisfiable);
        SynthesisResult r = synthesizeCondition(t, {});
        QCOMPARE(r.status, SynthesisResult::Status::Found);
        QCOMPARE(r.level, 2);
        const bool expected = r.text == "u = 0 or v = 0" || r.text == "v = 0 or u = 0";
        QVERIFY2(expected, r.text.c_str());
        QCOMPARE(eval(*r.expr, {{"u", 65536}, {"v", 65536}}), std::int64_t(0));
        QCOMPARE(eval(*r.expr, {{"u", 0}, {"v", -3}}), std::int64_t(1));
    }

    void singleComparisonAtLevelOne()
    {
        SynthesisTable t;
        t.inputs = {var("a"), var("b"), constant(0)};
        t.rows = {{{1, 2}, false}, {{3, 2}, true}, {{5, 5}, false}, {{-1, -7}, true}, {{0, 9}, false}};
        SynthesisResult r = synthesizeCondition(t, {});
        QCOMPARE(r.status, SynthesisResult::Status::Found);
        QCOMPARE(r.level, 1);
        const bool ok = r.text == "b < a" || r.text == "a > b";
        QVERIFY2(ok, r.text.c_str());
    }

    void comparisonWithConstantAtLevelOne()
    {
        SynthesisTable t;
        t.inputs = {var("x"), constant(0), constant(1)};
        t.rows = {{{3}, true}, {{0}, false}, {{-2}, false}, {{1}, true}};
        SynthesisResult r = synthesizeCondition(t, {});
        QCOMPARE(r.status, SynthesisResult::Status::Found);
        QCOMPARE(r.level, 1);
        const bool ok = r.text == "x > 0" || r.text == "x >= 1";
        QVERIFY2(ok, r.text.c_str());
    }

    void booleanInputAlone()
    {
        SynthesisTable t;
        t.inputs = {var("n"), var("p /= Void", ValueSort::Boolean), constant(0)};
        t.rows = {{{3, 1}, true}, {{3, 0}, false}, {{4, 1}, true}};
        SynthesisResult r = synthesizeCondition(t, {});
        QCOMPARE(r.status, SynthesisResult::Status::Found);
        QCOMPARE(r.level, 1);
        QCOMPARE(r.text, std::string("p /= Void"));
    }

    void contradictoryRowsAreUnsatisfiable()
    {
        SynthesisTable t;
        t.inputs = {var("a"), constant(0)};
        t.rows = {{{1}, true}, {{1}, false}};
        QCOMPARE(synthesizeCondition(t, {}).status, SynthesisResult::Status::Unsatisfiable);
    }

    void passingRowsAreRelaxedOnlyWhenNothingSatisfiesAll()
    {
        // count_positive's shape: failing tests demand False at x = 0; two passing tests (weak
        // postcondition) observed True at x = 0. No condition satisfies every row; with the
        // passing rows soft, the best condition contradicts exactly those two.
        SynthesisTable t;
        t.inputs = {var("x"), constant(0), constant(1)};
        t.rows = {{{0}, false, false}, {{-3}, false, false}, {{0}, true, true}, {{5}, true, true},
                  {{2}, true, true},   {{-1}, false, true},  {{7}, true, true},  {{1}, true, true}};
        // The same table with every row hard is contradictory.
        SynthesisTable hard = t;
        for (Observation& o : hard.rows) o.soft = false;
        QCOMPARE(synthesizeCondition(hard, {}).status, SynthesisResult::Status::Unsatisfiable);

        SynthesisResult r = synthesizeCondition(t, {});
        QCOMPARE(r.status, SynthesisResult::Status::Found);
        QCOMPARE(r.level, 1);
        QVERIFY(r.relaxed);
        QCOMPARE(r.softViolated, 1);  // the one soft row (x = 0, True) that contradicts a hard one
        for (const Observation& o : t.rows)
            if (!o.soft) QCOMPARE(eval(*r.expr, {{"x", o.values[0]}}) != 0, o.expected);
        for (int x = -5; x <= 8; ++x) QCOMPARE(eval(*r.expr, {{"x", x}}) != 0, x > 0);

        // Two failing rows that contradict each other stay unsatisfiable, soft rows or not.
        SynthesisTable conflict;
        conflict.inputs = {var("x"), constant(0)};
        conflict.rows = {{{1}, true, false}, {{1}, false, false}, {{2}, true, true}};
        QCOMPARE(synthesizeCondition(conflict, {}).status, SynthesisResult::Status::Unsatisfiable);

        // When every row can hold, the soft rows are honoured like the hard ones.
        SynthesisTable consistent;
        consistent.inputs = {var("x"), constant(0)};
        consistent.rows = {{{0}, false, false}, {{3}, true, true}, {{-2}, false, true}};
        const SynthesisResult c = synthesizeCondition(consistent, {});
        QCOMPARE(c.status, SynthesisResult::Status::Found);
        QCOMPARE(c.softViolated, 0);
        QVERIFY(!c.relaxed);
    }

    // The found condition's one value on every row of the table, when it has one: a condition the
    // tests cannot tell from True or False (Nopol's fix is then a constant in disguise).
    void aConditionWithOneValueOnEveryRowSaysWhich()
    {
        SynthesisTable t;
        t.inputs = {var("x"), constant(0)};
        for (int x = 1; x <= 6; ++x) t.rows.push_back({{x}, false});
        const SynthesisResult allFalse = synthesizeCondition(t, {});
        QCOMPARE(allFalse.status, SynthesisResult::Status::Found);
        for (const Observation& o : t.rows) QVERIFY2(eval(*allFalse.expr, {{"x", o.values[0]}}) == 0, allFalse.text.c_str());
        QCOMPARE(allFalse.valueOnEveryObservation, std::optional<bool>(false));

        t.rows.push_back({{-1}, true});
        const SynthesisResult bothWays = synthesizeCondition(t, {});
        QCOMPARE(bothWays.status, SynthesisResult::Status::Found);
        QVERIFY2(!bothWays.valueOnEveryObservation, bothWays.text.c_str());

        // Every row counts, not only the sample the optimizer sees (the hard rows and the first 24
        // soft ones): on those, only `x = 0' is False everywhere, and the last soft row has x = 0.
        SynthesisTable relaxed;
        relaxed.inputs = {var("x"), constant(0)};
        relaxed.rows = {{{1}, false, false}, {{2}, false, false}};
        for (int x = -1; x >= -24; --x) relaxed.rows.push_back({{x}, false, true});
        relaxed.rows.push_back({{0}, false, true});
        const SynthesisResult r = synthesizeAtLevel(relaxed, 1, analysis::z3UnitsForSeconds(5), /*relaxed=*/true);
        QCOMPARE(r.status, SynthesisResult::Status::Found);
        QCOMPARE(r.text, std::string("x = 0"));
        QVERIFY(!r.valueOnEveryObservation);
    }

    void relaxedLevelOneComesAfterExactLevelTwo()
    {
        const std::vector<SynthesisStage> s = synthesisStages(1, 3);
        QCOMPARE(s.size(), std::size_t(6));
        // (level, relaxed, tolerant)
        const std::vector<std::tuple<int, bool, bool>> expected{{1, false, false}, {1, true, true},  {2, false, false},
                                                                {1, true, false},  {3, false, false}, {2, true, false}};
        for (std::size_t i = 0; i < s.size(); ++i) {
            QCOMPARE(s[i].level, std::get<0>(expected[i]));
            QCOMPARE(s[i].relaxed, std::get<1>(expected[i]));
            QCOMPARE(s[i].tolerant, std::get<2>(expected[i]));
        }
        // gcd with passing rows soft: the exact level-2 `u = 0 or v = 0' wins over a relaxed
        // level-1 `v = 0' that would override the passing observations at u = 0.
        SynthesisTable t;
        t.inputs = {var("u"), var("v"), constant(0)};
        t.rows = {{{65536, 65536}, false, false}, {{0, 5}, true, true}, {{7, 0}, true, true}, {{12, 18}, false, true},
                  {{0, 0}, true, true}, {{9, 28}, false, true}};
        const SynthesisResult r = synthesizeCondition(t, {});
        QCOMPARE(r.status, SynthesisResult::Status::Found);
        QCOMPARE(r.level, 2);
        QVERIFY(!r.relaxed);
        QCOMPARE(r.stage, 2);  // the tolerant relaxed 1 found `v = 0' overriding 1 of 5: too many
    }

    void tolerantRelaxedStageAcceptsFewOverriddenObservations()
    {
        // Many passing observations, one of which contradicts the failing ones at x = 0: the
        // tolerant stage takes `x > 0' (1 of 12 overridden) before trying level 2.
        SynthesisTable t;
        t.inputs = {var("x"), var("y"), constant(0)};
        t.rows = {{{0, 1}, false, false}, {{-2, 3}, false, false}, {{0, 7}, true, true}};
        for (int x = 1; x <= 11; ++x) t.rows.push_back({{x, 20 - x}, true, true});
        const SynthesisResult r = synthesizeCondition(t, {});
        QCOMPARE(r.status, SynthesisResult::Status::Found);
        QCOMPARE(r.stage, 1);
        QVERIFY(r.relaxed);
        QCOMPARE(r.softViolated, 1);
        for (int x = -3; x <= 5; ++x) QVERIFY2((eval(*r.expr, {{"x", x}, {"y", 0}}) != 0) == (x > 0), r.text.c_str());
    }

    void parityIsOutOfReachAtLevelOneAndTwo()
    {
        // a odd ↔ True: no comparison/connective of a and 0 1 -1 does it without arithmetic.
        SynthesisTable t;
        t.inputs = {var("a"), constant(0), constant(1)};
        t.rows = {{{1}, true}, {{2}, false}, {{3}, true}, {{4}, false}, {{5}, true}, {{6}, false}};
        QCOMPARE(synthesizeAtLevel(t, 1, analysis::z3UnitsForSeconds(5)).status, SynthesisResult::Status::Unsatisfiable);
        QCOMPARE(synthesizeAtLevel(t, 2, analysis::z3UnitsForSeconds(5)).status, SynthesisResult::Status::Unsatisfiable);
    }

    void sumComparisonAtLevelThree()
    {
        // a + b > c ↔ True: needs arithmetic.
        SynthesisTable t;
        t.inputs = {var("a"), var("b"), var("c")};
        t.rows = {{{1, 2, 2}, true},  {{1, 2, 3}, false}, {{5, -1, 3}, true}, {{0, 0, 0}, false},
                  {{4, 4, 7}, true},  {{4, 4, 9}, false}, {{-3, 1, -3}, true}, {{2, 7, 1}, true},
                  {{7, 2, 10}, false}, {{3, 3, 5}, true}};
        QCOMPARE(synthesizeAtLevel(t, 2, analysis::z3UnitsForSeconds(5)).status, SynthesisResult::Status::Unsatisfiable);
        SynthesisResult r = synthesizeAtLevel(t, 3, analysis::z3UnitsForSeconds(60));
        qInfo("level 3: %s in %.2f s", r.text.c_str(), r.seconds);
        QCOMPARE(r.status, SynthesisResult::Status::Found);
        QCOMPARE(r.level, 3);
        // The meaning, on the rows and on unseen points: a + b > c.
        for (int a = -4; a <= 4; ++a)
            for (int b = -4; b <= 4; ++b)
                for (int c = -8; c <= 8; ++c)
                    QVERIFY2((eval(*r.expr, {{"a", a}, {"b", b}, {"c", c}}) != 0) == (a + b > c), r.text.c_str());
    }

    void multiplicationWrapsAroundAsInTheInterpreter()
    {
        // u * v = 0 is True for 65536 * 65536 in 32-bit arithmetic: the observed outcomes of
        // the faulty gcd condition are reproducible at level 3 with u * v = 0.
        SynthesisTable t;
        t.inputs = {var("u"), var("v"), constant(0)};
        t.rows = {{{0, 5}, true}, {{7, 0}, true}, {{65536, 65536}, true}, {{12, 18}, false}, {{-4, 6}, false},
                  {{9, 28}, false}, {{18, 12}, false}, {{6, -4}, false}, {{30, 30}, false}};
        SynthesisResult r = synthesizeAtLevel(t, 3, analysis::z3UnitsForSeconds(30));
        QCOMPARE(r.status, SynthesisResult::Status::Found);
        for (const Observation& o : t.rows)  // the solver's arithmetic is the interpreter's
            QCOMPARE(eval(*r.expr, {{"u", o.values[0]}, {"v", o.values[1]}}) != 0, o.expected);
        // At level 2 the wrapped row is not explained by u = 0 or v = 0 — only arithmetic does.
        SynthesisResult r2 = synthesizeAtLevel(t, 2, analysis::z3UnitsForSeconds(5));
        QVERIFY2(r2.status == SynthesisResult::Status::Unsatisfiable, r2.text.c_str());
    }
};

QTEST_GUILESS_MAIN(TestNopolSmt)
#include "test_nopol_smt.moc"
