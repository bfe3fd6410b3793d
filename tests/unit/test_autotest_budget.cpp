// Unit tests of AutoTest spending its budget (issue 30 point 5, AutoTestOptions::spendBudget):
// routines without a failure are tested on past the test counts while new behaviours appear, and a
// routine whose behaviours are exhausted stops early instead of spending the whole budget. The
// program is a k-th smallest routine whose recursive call passes the wrong k (wrong only when the
// first item has duplicates and k is past them): with seed 2 neither the counts nor 40,000 tests
// of the extension find it (the generator's arrays rarely have that shape; the search phase finds
// it with seeds 1, 5 and 11).
#include "sema/compiler.h"
#include "testing/autotest.h"
#include "../time_scale.h"

#include <QElapsedTimer>
#include <QtTest>

using namespace amend;
using namespace amend::testing;

namespace {

const char* kKth = R"EIFFEL(note
	description: "The k-th smallest of some integers, by recursive selection around the first one; the recursion into the larger items passes k - less - 1 where k - less - same is right: wrong only when the first item has duplicates and k is past them."

class
	KTH

feature -- Access

	kth_smallest (a: ARRAY [INTEGER]; k: INTEGER): INTEGER
			-- The `k'-th smallest item of `a' (duplicates counted).
		require
			a_exists: a /= Void
			k_in_range: 1 <= k and k <= a.count
		local
			pivot, less, same, i, n: INTEGER
			part: ARRAY [INTEGER]
		do
			pivot := a [a.lower]
			from i := a.lower until i > a.upper loop
				if a [i] < pivot then less := less + 1 elseif a [i] = pivot then same := same + 1 end
				i := i + 1
			end
			if k <= less then
				create part.make_filled (0, 1, less)
				from i := a.lower until i > a.upper loop
					if a [i] < pivot then n := n + 1; part [n] := a [i] end
					i := i + 1
				end
				Result := kth_smallest (part, k)
			elseif k <= less + same then
				Result := pivot
			else
				create part.make_filled (0, 1, a.count - less - same)
				from i := a.lower until i > a.upper loop
					if a [i] > pivot then n := n + 1; part [n] := a [i] end
					i := i + 1
				end
				Result := kth_smallest (part, k - less - 1)
			end
		ensure
			enough_below: count_below (a, Result) < k
			enough_up_to: count_up_to (a, Result) >= k
		end

	count_below (a: ARRAY [INTEGER]; x: INTEGER): INTEGER
			-- Items of `a' less than `x'.
		require
			a_exists: a /= Void
		local
			i: INTEGER
		do
			from i := a.lower until i > a.upper loop
				if a [i] < x then Result := Result + 1 end
				i := i + 1
			end
		end

	count_up_to (a: ARRAY [INTEGER]; x: INTEGER): INTEGER
			-- Items of `a' less than or equal to `x'.
		require
			a_exists: a /= Void
		local
			i: INTEGER
		do
			from i := a.lower until i > a.upper loop
				if a [i] <= x then Result := Result + 1 end
				i := i + 1
			end
		end

end
)EIFFEL";

// A routine with four behaviours: more tests show nothing new.
const char* kSign = R"EIFFEL(
class
	SIGN_ONLY

feature

	sign (x: INTEGER): INTEGER
		do
			if x < 0 then
				Result := -1
			elseif x > 0 then
				Result := 1
			end
		ensure
			range: -1 <= Result and Result <= 1
		end

end
)EIFFEL";

std::shared_ptr<const sema::Program> compile(const std::string& file, const std::string& text)
{
    DiagnosticSink sink;
    sema::CompileInput input;
    input.buffers = {{file, text}};
    auto program = sema::compileProgram(input, sink);
    return sink.hasErrors() ? nullptr : program;
}

TestReport testWithSeed2(const sema::Program& program, bool spendBudget, double seconds)
{
    AutoTestOptions options;
    options.seed = 2;
    options.threads = 1;
    options.timeBudgetSeconds = seconds;
    options.spendBudget = spendBudget;
    CancelToken cancel;
    NullProgressSink quiet;
    return runAutoTest(program, options, cancel, quiet);
}

}  // namespace

class TestAutoTestBudget : public QObject {
    Q_OBJECT

private slots:
    void spendingTheBudgetTestsOnPastTheCounts()
    {
        // Its helper queries' step counts grow with the array: new behaviours for many rounds.
        const auto program = compile("/virtual/kth.e", kKth);
        QVERIFY(program);
        const TestReport counted = testWithSeed2(*program, false, amend::test::scaledSeconds(30));
        QCOMPARE(counted.extraTests, 0LL);
        const TestReport spent = testWithSeed2(*program, true, amend::test::scaledSeconds(30));
        QVERIFY2(spent.extraTests >= 5 * 450, qPrintable(QString::number(spent.extraTests)));
        QCOMPARE(spent.testsExecuted, counted.testsExecuted + spent.extraTests);
        // The same tests first: what the counts found is still found.
        QCOMPARE(spent.faults.size() >= counted.faults.size(), true);
    }

    void exhaustedBehavioursStopEarly()
    {
        const auto program = compile("/virtual/sign_only.e", kSign);
        QVERIFY(program);
        QElapsedTimer timer;
        timer.start();
        const TestReport spent = testWithSeed2(*program, true, amend::test::scaledSeconds(30));
        // At most a round with something new, then ten (300 random and 150 searched tests each)
        // without: far from the 30 s budget.
        QVERIFY(spent.extraTests > 0);
        QVERIFY2(spent.extraTests <= 11 * 450, qPrintable(QString::number(spent.extraTests)));
        QVERIFY(timer.elapsed() < 15000);
        QVERIFY(!spent.timeExhausted);
    }
};

QTEST_GUILESS_MAIN(TestAutoTestBudget)
#include "test_autotest_budget.moc"
