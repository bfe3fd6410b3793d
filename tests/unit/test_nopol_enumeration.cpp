// Unit tests of Nopol's enumeration (engine/nopol/enumeration.h), the proof that no condition of
// a level fits the observations, which lets synthesis skip z3. "None fits" must never be said of
// a table some condition of the level explains: random conditions of each level's shapes are
// evaluated on random rows and the enumeration must find one that fits; tables no condition of
// a level can explain (hand-made, and contradictory rows) must be proved so; soft rows may fail
// only when asked; synthesis asks z3 nothing for a level proved impossible.
#include "nopol/enumeration.h"
#include "nopol/smt.h"

#include <QtTest>

#include <cstdint>
#include <functional>
#include <random>

using namespace amend;
using nopol::Enumerated;

namespace {

nopol::SynthesisInput integerInput(const std::string& name)
{
    nopol::SynthesisInput in;
    in.text = name;
    return in;
}

nopol::SynthesisInput constant(std::int32_t value)
{
    nopol::SynthesisInput in;
    in.text = std::to_string(value);
    in.isConstant = true;
    in.constantValue = value;
    return in;
}

// Inputs u, v, w (and the constant 1); rows from `values`, expected from `condition`.
nopol::SynthesisTable table(const std::vector<std::vector<std::int32_t>>& values,
                            const std::function<bool(const std::vector<std::int32_t>&)>& condition)
{
    nopol::SynthesisTable t;
    t.inputs = {integerInput("u"), integerInput("v"), integerInput("w"), constant(1)};
    for (const auto& row : values) t.rows.push_back({row, condition(row), false});
    return t;
}

std::vector<std::size_t> allRows(const nopol::SynthesisTable& t)
{
    std::vector<std::size_t> rows(t.rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) rows[i] = i;
    return rows;
}

Enumerated enumerate(const nopol::SynthesisTable& t, int level, bool softMayFail = false)
{
    return nopol::enumerateConditions(t, allRows(t), level, softMayFail);
}

// The six orderings of 1, 2, 3: only the ascending one is `u < v and v < w'.
const std::vector<std::vector<std::int32_t>> kOrderings = {{1, 2, 3}, {2, 1, 3}, {1, 3, 2}, {3, 2, 1}, {2, 3, 1}, {3, 1, 2}};

}  // namespace

class TestNopolEnumeration : public QObject {
    Q_OBJECT

private slots:
    void aComparisonIsLevelOne()
    {
        const auto t = table(kOrderings, [](const auto& r) { return r[0] < r[1]; });
        QCOMPARE(enumerate(t, 1), Enumerated::SomeFits);
    }

    // No single comparison of u, v, w, 1 is true on the ascending ordering only; two joined
    // by `and' are; `not (u < v and v < w)' is level 2 too.
    void twoComparisonsAreLevelTwoNotOne()
    {
        const auto ascending = table(kOrderings, [](const auto& r) { return r[0] < r[1] && r[1] < r[2]; });
        QCOMPARE(enumerate(ascending, 1), Enumerated::NoneFits);
        QCOMPARE(enumerate(ascending, 2), Enumerated::SomeFits);
        const auto notAscending = table(kOrderings, [](const auto& r) { return !(r[0] < r[1] && r[1] < r[2]); });
        QCOMPARE(enumerate(notAscending, 1), Enumerated::NoneFits);
        QCOMPARE(enumerate(notAscending, 2), Enumerated::SomeFits);
    }

    // u * v = w on rows where no two comparisons of u, v, w, 1 tell the products apart.
    void anArithmeticTermIsLevelThree()
    {
        const std::vector<std::vector<std::int32_t>> rows = {{2, 3, 6}, {3, 2, 6}, {2, 3, 5}, {2, 3, 7}, {3, 3, 9}, {3, 3, 8},
                                                             {2, 2, 4}, {2, 2, 5}, {4, 2, 8}, {4, 2, 7}, {2, 4, 9}, {5, 2, 10}};
        const auto product = table(rows, [](const auto& r) { return r[0] * r[1] == r[2]; });
        QCOMPARE(enumerate(product, 2), Enumerated::NoneFits);
        QCOMPARE(enumerate(product, 3), Enumerated::SomeFits);
    }

    // Equal values expecting both outcomes: nothing fits at any level, unless the contradicting
    // row is soft and soft rows may fail.
    void contradictoryRowsFitNothingUnlessSoft()
    {
        nopol::SynthesisTable t = table({{1, 2, 3}, {1, 2, 3}, {4, 0, 0}}, [](const auto& r) { return r[0] < r[1]; });
        t.rows[1].expected = !t.rows[1].expected;
        for (int level = 1; level <= 3; ++level) QCOMPARE(enumerate(t, level), Enumerated::NoneFits);
        t.rows[1].soft = true;
        QCOMPARE(enumerate(t, 3), Enumerated::NoneFits);
        QCOMPARE(enumerate(t, 1, true), Enumerated::SomeFits);
    }

    // Random conditions of each level's shapes (the SMT encoding's programs) on random rows: the
    // enumeration must always find one that fits, or "none fits" would drop a real solution.
    void everyConditionOfALevelIsFound()
    {
        std::mt19937 random(7);
        auto pick = [&](int n) { return static_cast<int>(random() % static_cast<unsigned>(n)); };
        using Row = std::vector<std::int32_t>;
        for (int trial = 0; trial < 300; ++trial) {
            const int level = 1 + trial % 3;
            // A term: an input (u, v, w or the constant 1), or at level 3 one `x op y'.
            const int op = pick(3), x = pick(3), y = (x + 1 + pick(2)) % 3;
            auto input = [](const Row& r, int i) { return i < 3 ? r[static_cast<std::size_t>(i)] : 1; };
            auto term = [&, op, x, y](const Row& r, int i) {
                if (i != 4) return input(r, i);
                const auto a = static_cast<std::uint32_t>(r[static_cast<std::size_t>(x)]);
                const auto b = static_cast<std::uint32_t>(r[static_cast<std::size_t>(y)]);
                return static_cast<std::int32_t>(op == 0 ? a + b : op == 1 ? a - b : a * b);
            };
            const int terms = level == 3 ? 5 : 4;
            struct Comparison {
                int left, right, op;
            };
            auto comparison = [&] {
                const int left = pick(terms);
                int right = pick(terms);
                while (right == left) right = pick(terms);
                return Comparison{left, right, pick(4)};
            };
            auto holds = [&](const Comparison& c, const Row& r) {
                const std::int32_t a = term(r, c.left), b = term(r, c.right);
                return c.op == 0 ? a < b : c.op == 1 ? a <= b : c.op == 2 ? a == b : a != b;
            };
            const Comparison c1 = comparison(), c2 = comparison();
            const int shape = level == 1 ? 0 : pick(5);  // c1; c1 and/or c2; not c1 and/or c2; not (c1 and/or c2); not c1
            const bool conjunction = pick(2) == 0;
            auto condition = [&](const Row& r) {
                const bool a = holds(c1, r), b = holds(c2, r);
                switch (shape) {
                case 1: return conjunction ? a && b : a || b;
                case 2: return conjunction ? !a && b : !a || b;
                case 3: return !(conjunction ? a && b : a || b);
                case 4: return !a;
                default: return a;
                }
            };
            std::vector<Row> rows;
            for (int r = 0; r < 40; ++r) rows.push_back({pick(9) - 4, pick(9) - 4, pick(9) - 4});
            const auto t = table(rows, condition);
            QVERIFY2(enumerate(t, level) == Enumerated::SomeFits, qPrintable(QStringLiteral("trial %1, level %2").arg(trial).arg(level)));
        }
    }

    // Eighty inputs with outcomes no condition explains: too many pairs to try, so the question is
    // left to z3 (TooLarge), never answered "none fits" without trying them all, and quickly.
    void aLargeTableIsLeftToZ3()
    {
        nopol::SynthesisTable t;
        for (int i = 0; i < 80; ++i) t.inputs.push_back(integerInput("x" + std::to_string(i)));
        std::mt19937 random(3);
        for (int r = 0; r < 200; ++r) {
            nopol::Observation row;
            for (int i = 0; i < 80; ++i) row.values.push_back(static_cast<std::int32_t>(random() % 1000));
            row.expected = random() % 2 == 0;
            t.rows.push_back(row);
        }
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(enumerate(t, 3), Enumerated::TooLarge);
        QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
    }

    // Synthesis asks z3 nothing for a level proved impossible: level 1 is answered
    // Unsatisfiable with no call charged (before, z3 was asked), level 2 with one (z3 finds it).
    void synthesisSkipsZ3ForALevelProvedImpossible()
    {
        const auto ascending = table(kOrderings, [](const auto& r) { return r[0] < r[1] && r[1] < r[2]; });
        analysis::Z3Budget budget(analysis::z3UnitsForSeconds(60));
        QCOMPARE(nopol::synthesizeAtLevel(ascending, 1, analysis::z3UnitsForSeconds(10), false, &budget).status, nopol::SynthesisResult::Status::Unsatisfiable);
        QCOMPARE(budget.calls(), 0);
        const nopol::SynthesisResult two = nopol::synthesizeAtLevel(ascending, 2, analysis::z3UnitsForSeconds(10), false, &budget);
        QCOMPARE(two.status, nopol::SynthesisResult::Status::Found);
        QCOMPARE(budget.calls(), 1);
    }
};

QTEST_APPLESS_MAIN(TestNopolEnumeration)
#include "test_nopol_enumeration.moc"
