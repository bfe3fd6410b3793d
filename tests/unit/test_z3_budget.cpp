// Unit tests of the per-fault z3 budget (engine/analysis/z3_budget.h): budgets and limits are z3
// resource units, so a question that needs more than its limit is `unknown' on every run and
// under any load; each call's limit is cut to what is left, a call is charged the units z3
// counted, a spent budget skips calls (which cost nothing), no budget means no limit, and every
// z3 user charges it: predicate pruning and Nopol's synthesis answer Unknown (keep the predicate,
// no condition) once it is spent, AutoFix's extremal values keep their bound (z3's `unknown').
// Nopol on a whole fault: tests/unit/test_nopol.cpp.
#include "analysis/z3_budget.h"
#include "nopol/smt.h"
#include "synthesis/constraint_solving.h"
#include "syntax/parser.h"

#include "fault_fixture.h"

#include <QtTest>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

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

// The pigeonhole principle, holes + 1 pigeons into `holes` holes: unsatisfiable, and the proof
// takes z3 tens of thousands of units at 7 holes.
void addPigeonhole(z3::context& ctx, z3::solver& s, int holes)
{
    std::vector<std::vector<z3::expr>> in(static_cast<std::size_t>(holes + 1));
    for (int p = 0; p <= holes; ++p) {
        z3::expr somewhere = ctx.bool_val(false);
        for (int h = 0; h < holes; ++h) {
            in[p].push_back(ctx.bool_const(("p" + std::to_string(p) + "h" + std::to_string(h)).c_str()));
            somewhere = somewhere || in[p].back();
        }
        s.add(somewhere);
    }
    for (int h = 0; h < holes; ++h)
        for (int p = 0; p <= holes; ++p)
            for (int q = p + 1; q <= holes; ++q) s.add(!in[p][h] || !in[q][h]);
}

struct Asked {
    z3::check_result answer;
    analysis::Z3Units charged;
};

// The pigeonhole question under a budget of `units`, in a fresh context.
Asked askPigeonhole(int holes, analysis::Z3Units units)
{
    analysis::Z3Budget budget(units);
    z3::context ctx;
    z3::solver s(ctx);
    addPigeonhole(ctx, s, holes);
    z3::check_result answer;
    {
        analysis::Z3Call call(&budget, units);
        z3::params p(ctx);
        call.limit(p);
        s.set(p);
        answer = s.check();
        call.finished(s.statistics());
    }
    return {answer, budget.spentUnits()};
}

}  // namespace

class TestZ3Budget : public QObject {
    Q_OBJECT

private slots:
    void eachLimitIsCutToWhatIsLeft()
    {
        analysis::Z3Budget budget(1000);
        QCOMPARE(budget.limitFor(10000), analysis::Z3Units(1000));
        QCOMPARE(budget.limitFor(200), analysis::Z3Units(200));
        budget.charge(600, 1s);
        QCOMPARE(budget.limitFor(10000), analysis::Z3Units(400));
        QCOMPARE(budget.limitFor(200), analysis::Z3Units(200));
        QVERIFY(!budget.exhausted());
        budget.charge(400, 1s);
        QVERIFY(budget.exhausted());
        QCOMPARE(budget.limitFor(200), analysis::Z3Units(0));
        QCOMPARE(budget.calls(), 2);
        QCOMPARE(budget.spentUnits(), analysis::Z3Units(1000));
        QCOMPARE(budget.spentSeconds(), 2.0);
    }

    void noBudgetMeansNoLimit()
    {
        analysis::Z3Budget budget(0);
        budget.charge(1'000'000'000, 1s);
        QVERIFY(!budget.exhausted());
        QCOMPARE(budget.limitFor(1234), analysis::Z3Units(1234));
        analysis::Z3Call unbudgeted(nullptr, 77);
        QVERIFY(!unbudgeted.skipped());
        QCOMPARE(unbudgeted.limitUnits(), analysis::Z3Units(77));
    }

    void secondsOnAnIdleMachineConvertToUnits()
    {
        QCOMPARE(analysis::z3UnitsForSeconds(0), analysis::Z3Units(0));
        QCOMPARE(analysis::z3UnitsForSeconds(-1), analysis::Z3Units(0));
        QCOMPARE(analysis::z3UnitsForSeconds(1e-9), analysis::Z3Units(1));
        QCOMPARE(analysis::z3UnitsForSeconds(2), static_cast<analysis::Z3Units>(2 * analysis::kZ3UnitsPerIdleSecond));
        QCOMPARE(analysis::idleSecondsFor(analysis::z3UnitsForSeconds(2)), 2.0);
        // The safety net is far above the idle time of the limit.
        QCOMPARE(analysis::safetyTimeoutMs(analysis::z3UnitsForSeconds(2)), 65000u);
    }

    // A question that needs more units than its limit is unknown, charged exactly its limit's
    // worth or a little more (z3 checks the count between steps), the same on every run and
    // while two other threads keep the cores busy; with enough units it is answered.
    void aQueryNeedingMoreThanItsLimitIsUnknownWhateverTheLoad()
    {
        const Asked ample = askPigeonhole(6, 0);
        QCOMPARE(ample.answer, z3::unsat);
        const Asked free = askPigeonhole(6, 10'000'000);
        QCOMPARE(free.answer, z3::unsat);
        QVERIFY(free.charged > 2000);

        const Asked first = askPigeonhole(6, 2000);
        QCOMPARE(first.answer, z3::unknown);
        QVERIFY2(first.charged >= 2000 && first.charged < free.charged, std::to_string(first.charged).c_str());
        std::atomic<bool> stop{false};
        std::vector<std::thread> load;
        for (int i = 0; i < 2; ++i)
            load.emplace_back([&stop] {
                volatile std::uint64_t x = 0;
                while (!stop.load(std::memory_order_relaxed)) x = x + 1;
            });
        for (int run = 0; run < 5; ++run) {
            const Asked again = askPigeonhole(6, 2000);
            QCOMPARE(again.answer, z3::unknown);
            QCOMPARE(again.charged, first.charged);
        }
        stop = true;
        for (std::thread& t : load) t.join();
    }

    void aCallChargesTheUnitsZ3CountedAndASkippedOneNothing()
    {
        analysis::Z3Budget budget(1'000'000);
        {
            z3::context ctx;
            z3::solver s(ctx);
            addPigeonhole(ctx, s, 4);
            analysis::Z3Call call(&budget, 500'000);
            QCOMPARE(call.limitUnits(), analysis::Z3Units(500'000));
            z3::params p(ctx);
            call.limit(p);
            s.set(p);
            QCOMPARE(s.check(), z3::unsat);
            call.finished(s.statistics());
            QVERIFY(analysis::rlimitCount(s.statistics()) > 0);
            QCOMPARE(budget.spentUnits(), analysis::Z3Units(0));  // charged when the call ends
        }
        QCOMPARE(budget.calls(), 1);
        const analysis::Z3Units spent = budget.spentUnits();
        QVERIFY(spent > 0 && spent < 500'000);
        budget.charge(1'000'000, 0s);
        {
            analysis::Z3Call call(&budget, 100);
            QVERIFY(call.skipped());
        }
        QCOMPARE(budget.spentUnits(), spent + 1'000'000);
        QCOMPARE(budget.calls(), 2);
        QCOMPARE(budget.skippedCalls(), 1);
        // A call that never reached finished() (a z3 exception) is charged its whole limit.
        analysis::Z3Budget other(1000);
        { analysis::Z3Call call(&other, 300); }
        QCOMPARE(other.spentUnits(), analysis::Z3Units(300));
    }

    void synthesisAnswersUnknownOnceTheBudgetIsSpent()
    {
        const nopol::SynthesisTable table = lessThanTable();
        analysis::Z3Budget ample(analysis::z3UnitsForSeconds(60));
        nopol::SynthesisOptions options;
        options.budget = &ample;
        const nopol::SynthesisResult found = nopol::synthesizeCondition(table, options);
        QCOMPARE(found.status, nopol::SynthesisResult::Status::Found);
        QCOMPARE(found.level, 1);
        QVERIFY(ample.calls() >= 1);
        QVERIFY(ample.spentUnits() > 0);

        analysis::Z3Budget spent(1);
        spent.charge(2, 0s);
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
        analysis::Z3Budget ample(analysis::z3UnitsForSeconds(60));
        QCOMPARE(synthesis::impliedLinear({invariant.get()}, *constraint, "i", minusTwo.get(), analysis::z3UnitsForSeconds(0.2), &ample), 0);
        QCOMPARE(ample.calls(), 1);

        analysis::Z3Budget spent(1);
        spent.charge(2, 0s);
        QCOMPARE(synthesis::impliedLinear({invariant.get()}, *constraint, "i", minusTwo.get(), analysis::z3UnitsForSeconds(0.2), &spent), -1);
        QCOMPARE(spent.calls(), 1);  // the charge above only
        QCOMPARE(spent.skippedCalls(), 1);
    }

    void pruningChargesTheBudgetAndKeepsPredicatesWhenItIsSpent()
    {
        analysis::Z3Budget ample(analysis::z3UnitsForSeconds(60));
        QCOMPARE(testfixture::pruneWhatOnlyZ3Decides(ample), std::vector<bool>{true});
        QCOMPARE(ample.calls(), 1);

        analysis::Z3Budget spent(1);
        spent.charge(2, 0s);
        QCOMPARE(testfixture::pruneWhatOnlyZ3Decides(spent), std::vector<bool>{false});
        QCOMPARE(spent.skippedCalls(), 1);
    }
};

QTEST_APPLESS_MAIN(TestZ3Budget)
#include "test_z3_budget.moc"
