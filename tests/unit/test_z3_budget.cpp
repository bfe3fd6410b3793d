// Unit tests of the per-fault z3 budget (engine/analysis/z3_budget.h): each call's timeout is
// cut to what is left, a spent budget skips calls (which cost nothing), no budget means no limit,
// and every z3 user charges it: predicate pruning and Nopol's synthesis answer Unknown (keep the
// predicate, no condition) once it is spent, AutoFix's extremal values keep their bound (z3's
// `unknown'). Nopol on a whole fault: tests/unit/test_nopol.cpp.
#include "analysis/z3_budget.h"
#include "nopol/smt.h"
#include "synthesis/constraint_solving.h"
#include "syntax/parser.h"

#include "fault_fixture.h"

#include <QtTest>

#include <chrono>
#include <thread>

using namespace amend;
using namespace std::chrono_literals;

namespace {

// u < v over a few rows: level 1 has a solution.
nopol::SynthesisTable lessThanTable()
{
    nopol::SynthesisTable t;
    nopol::SynthesisInput u, v;
    u.text = "u";
    v.text = "v";
    t.inputs = {u, v};
    t.rows = {{{1, 2}, true}, {{5, 3}, false}, {{-4, 0}, true}, {{7, 7}, false}};
    return t;
}

}  // namespace

class TestZ3Budget : public QObject {
    Q_OBJECT

private slots:
    void eachTimeoutIsCutToWhatIsLeft()
    {
        analysis::Z3Budget budget(1.0);
        QCOMPARE(budget.timeoutMs(10000), 1000u);
        QCOMPARE(budget.timeoutMs(200), 200u);
        budget.charge(600ms);
        QCOMPARE(budget.timeoutMs(10000), 400u);
        QCOMPARE(budget.timeoutMs(200), 200u);
        QVERIFY(!budget.exhausted());
        budget.charge(400ms);
        QVERIFY(budget.exhausted());
        QCOMPARE(budget.timeoutMs(200), 0u);
        QCOMPARE(budget.calls(), 2);
        QCOMPARE(budget.spentSeconds(), 1.0);
    }

    void noBudgetMeansNoLimit()
    {
        analysis::Z3Budget budget(0);
        budget.charge(3600s);
        QVERIFY(!budget.exhausted());
        QCOMPARE(budget.timeoutMs(1234), 1234u);
        analysis::Z3Call unbudgeted(nullptr);
        QCOMPARE(unbudgeted.timeoutMs(77), 77u);
    }

    void aCallChargesItsTimeAndASkippedOneNothing()
    {
        analysis::Z3Budget budget(0.5);
        {
            analysis::Z3Call call(&budget);
            QCOMPARE(call.timeoutMs(100), 100u);
            std::this_thread::sleep_for(20ms);
        }
        QCOMPARE(budget.calls(), 1);
        QVERIFY(budget.spentSeconds() >= 0.02);
        budget.charge(1s);
        const double spent = budget.spentSeconds();
        {
            analysis::Z3Call call(&budget);
            QCOMPARE(call.timeoutMs(100), 0u);
            std::this_thread::sleep_for(5ms);
        }
        QCOMPARE(budget.spentSeconds(), spent);
        QCOMPARE(budget.calls(), 2);
        QCOMPARE(budget.skippedCalls(), 1);
    }

    void synthesisAnswersUnknownOnceTheBudgetIsSpent()
    {
        const nopol::SynthesisTable table = lessThanTable();
        analysis::Z3Budget ample(60);
        nopol::SynthesisOptions options;
        options.budget = &ample;
        const nopol::SynthesisResult found = nopol::synthesizeCondition(table, options);
        QCOMPARE(found.status, nopol::SynthesisResult::Status::Found);
        QCOMPARE(found.level, 1);
        QVERIFY(ample.calls() >= 1);
        QVERIFY(ample.spentSeconds() > 0);

        analysis::Z3Budget spent(0.001);
        spent.charge(2ms);
        options.budget = &spent;
        const nopol::SynthesisResult none = nopol::synthesizeCondition(table, options);
        QCOMPARE(none.status, nopol::SynthesisResult::Status::Unknown);
        QVERIFY2(none.reason.find("z3 budget") != std::string::npos, none.reason.c_str());
        QCOMPARE(spent.calls(), 1);  // the charge above only: z3 was not asked
    }

    // `0 <= i and i <= count + 1' with i := -2 under `count >= 0': z3 says it does not hold (0);
    // with the budget spent it is not asked and the answer is unknown (-1), which keeps the bound.
    void constraintSolvingChargesTheBudgetAndAnswersUnknownWhenItIsSpent()
    {
        const syntax::ExprPtr constraint = syntax::parseExpressionText("0 <= i and i <= count + 1");
        const syntax::ExprPtr minusTwo = syntax::parseExpressionText("-2");
        const syntax::ExprPtr invariant = syntax::parseExpressionText("count >= 0");
        analysis::Z3Budget ample(60);
        QCOMPARE(synthesis::impliedLinear({invariant.get()}, *constraint, "i", minusTwo.get(), 200, &ample), 0);
        QCOMPARE(ample.calls(), 1);

        analysis::Z3Budget spent(0.001);
        spent.charge(2ms);
        QCOMPARE(synthesis::impliedLinear({invariant.get()}, *constraint, "i", minusTwo.get(), 200, &spent), -1);
        QCOMPARE(spent.calls(), 1);  // the charge above only
        QCOMPARE(spent.skippedCalls(), 1);
    }

    void pruningChargesTheBudgetAndKeepsPredicatesWhenItIsSpent()
    {
        analysis::Z3Budget ample(60);
        QCOMPARE(testfixture::pruneWhatOnlyZ3Decides(ample), std::vector<bool>{true});
        QCOMPARE(ample.calls(), 1);

        analysis::Z3Budget spent(0.001);
        spent.charge(2ms);
        QCOMPARE(testfixture::pruneWhatOnlyZ3Decides(spent), std::vector<bool>{false});
        QCOMPARE(spent.skippedCalls(), 1);
    }
};

QTEST_APPLESS_MAIN(TestZ3Budget)
#include "test_z3_budget.moc"
