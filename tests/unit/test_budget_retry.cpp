// Unit tests of retrying a resource limit's tests under a larger budget (testing/budget_retry.h,
// issue 34 item 2): a costly but correct routine finishes, a contract checked only after a long
// computation is found violated, a loop without end reaches the larger limit too.
#include "sema/compiler.h"
#include "testing/budget_retry.h"
#include "testing/test_generator.h"

#include <QtTest>

using namespace amend;
using namespace amend::testing;

namespace {

// sum_to adds 1 .. n one by one (correct, costly for a large n); wrong_sum_to forgets n, which
// only its postcondition, checked after the loop, can tell; spin never ends.
const char* kCounter = R"EIFFEL(class COUNTER
create
	make
feature
	make do end

	sum_to (n: INTEGER): INTEGER
		require
			small_enough: 0 <= n and n <= 40000
		local
			i: INTEGER
		do
			from i := 1 until i > n loop Result := Result + i; i := i + 1 end
		ensure
			gauss: Result = n * (n + 1) // 2
		end

	wrong_sum_to (n: INTEGER): INTEGER
		require
			small_enough: 0 <= n and n <= 40000
		local
			i: INTEGER
		do
			from i := 1 until i >= n loop Result := Result + i; i := i + 1 end
		ensure
			gauss: Result = n * (n + 1) // 2
		end

	spin (n: INTEGER)
		do
			from until False loop end
		end
end
)EIFFEL";

// A test budget of 20,000 steps: calling with 10,000 runs past it (n * (n + 1) without overflow).
TestLimits smallLimits()
{
    TestLimits limits;
    limits.maxSteps = 20'000;
    return limits;
}

// A fault of `routine' reached by calling it with 10,000 under smallLimits().
Fault limitFault(const sema::Program& program, const std::string& routine)
{
    const sema::ClassInfo* counter = program.classNamed("COUNTER");
    TestCase test;
    test.routine = "COUNTER." + routine;
    test.steps.push_back({Step::Kind::Create, counter->selfType, -1, counter->feature("make"), {}});
    test.steps.push_back({Step::Kind::Call, nullptr, 0, counter->feature(routine), {Argument::makeBasic(runtime::Value::int32(10000))}});
    const TestRun run = runTestCase(program, test, smallLimits());
    Fault fault;
    fault.key = run.key;
    fault.failing.push_back(test);
    return fault;
}

}  // namespace

class TestBudgetRetry : public QObject {
    Q_OBJECT
private:
    std::shared_ptr<const sema::Program> m_program;

private slots:
    void initTestCase()
    {
        DiagnosticSink sink;
        sema::CompileInput input;
        input.buffers = {{"counter.e", kCounter}};
        m_program = sema::compileProgram(input, sink);
        QVERIFY(!sink.hasErrors());
    }

    void theTestsReachTheLimitFirst() const
    {
        for (const char* routine : {"sum_to", "wrong_sum_to", "spin"})
            QCOMPARE(limitFault(*m_program, routine).key.kind, FaultKind::BudgetSteps);
    }

    void aCostlyRoutineFinishes()
    {
        CancelToken cancel;
        const BudgetRetry retry = retryWithLargerBudget(*m_program, limitFault(*m_program, "sum_to"), smallLimits(), cancel);
        QCOMPARE(retry.verdict, BudgetRetryVerdict::Finishes);
        QCOMPARE(retry.finished, 1);
        QVERIFY(retry.mostSteps > smallLimits().maxSteps);
        QVERIFY(retry.mostSteps <= retry.limits.maxSteps);
    }

    void aHiddenContractViolationIsFound()
    {
        CancelToken cancel;
        const BudgetRetry retry = retryWithLargerBudget(*m_program, limitFault(*m_program, "wrong_sum_to"), smallLimits(), cancel);
        QCOMPARE(retry.verdict, BudgetRetryVerdict::ViolatesContract);
        QCOMPARE(retry.violation.kind, FaultKind::Postcondition);
        QCOMPARE(retry.violation.tag, std::string("gauss"));
        QVERIFY2(retry.clause.find("n * (n + 1)") != std::string::npos, retry.clause.c_str());
    }

    void anEndlessLoopReachesTheLargerLimit()
    {
        CancelToken cancel;
        const BudgetRetry retry = retryWithLargerBudget(*m_program, limitFault(*m_program, "spin"), smallLimits(), cancel);
        QCOMPARE(retry.verdict, BudgetRetryVerdict::StillOutOfBudget);
        QCOMPARE(retry.limits.maxSteps, 100 * smallLimits().maxSteps);
    }

    void cancelledBeforeAnyTest()
    {
        CancelToken cancel;
        cancel.cancel();
        QCOMPARE(retryWithLargerBudget(*m_program, limitFault(*m_program, "sum_to"), smallLimits(), cancel).verdict, BudgetRetryVerdict::Cancelled);
    }
};

QTEST_GUILESS_MAIN(TestBudgetRetry)
#include "test_budget_retry.moc"
