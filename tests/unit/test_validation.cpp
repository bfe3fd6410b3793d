// Validation of candidate fixes: a runaway candidate (an endless loop) ends as invalid within
// the step budget; a correct candidate is valid; a candidate that breaks a passing test is
// invalid; parallel validation gives the same results as sequential validation; contract
// candidates are judged by the clause at the routine's entry; a run that fails only after an
// INTEGER wrap counts against a fix only when the fault itself needs a wrap.
#include "repair/validation.h"
#include "sema/compiler.h"
#include "synthesis/lowering.h"

#include <QElapsedTimer>
#include <QtTest>

using namespace amend;

namespace {

const char* const source =
    "class\n"
    "\tC\n"
    "\n"
    "feature\n"
    "\n"
    "\thalf (n: INTEGER): INTEGER\n"
    "\t\trequire\n"
    "\t\t\tn_not_negative: n >= 0\n"
    "\t\tdo\n"
    "\t\t\tResult := n // 2 + 1\n"
    "\t\tensure\n"
    "\t\t\thalved: Result = n // 2\n"
    "\t\tend\n"
    "\n"
    "end\n";

}  // namespace

class TestValidation : public QObject {
    Q_OBJECT

    std::shared_ptr<const sema::Program> m_program;
    const sema::FeatureInfo* m_half = nullptr;
    analysis::FaultUnderRepair m_fault;

    analysis::ReplayableTest test(int n)
    {
        analysis::ReplayableTest t;
        t.name = "half (" + std::to_string(n) + ")";
        const sema::Program* p = m_program.get();
        const sema::FeatureInfo* f = m_half;
        t.run = [p, f, n](const runtime::RunOptions& options) {
            runtime::Interpreter interpreter(*p, options);
            const sema::ClassInfo* c = p->classNamed("C");
            std::optional<runtime::Value> object = interpreter.createObject(c->selfType, nullptr, {});
            if (object) (void)interpreter.call(*object, f, {runtime::Value::int32(n)});
            return interpreter.outcome();
        };
        return t;
    }

    synthesis::Candidate candidate(const std::string& body)
    {
        synthesis::RoutineText text(*m_program, *m_half);
        synthesis::Candidate c;
        c.edits = {{text.bodyBegin(), text.bodyEnd(), "\n\t\t\t" + body + "\n\t\t"}};
        if (!synthesis::lowerCandidate(*m_program, *m_half, text, c)) c.lowered = nullptr;
        return c;
    }

private slots:
    void initTestCase()
    {
        sema::CompileInput input;
        input.buffers = {{"/validation/c.e", source}};
        DiagnosticSink sink;
        m_program = sema::compileProgram(input, sink);
        QVERIFY(!sink.hasErrors());
        m_half = m_program->classNamed("C")->feature("half");
        m_fault.routine = m_half;
        m_fault.kind = runtime::ViolationKind::Postcondition;
        m_fault.tag = "halved";
        // Every call fails with the original body; no passing test.
        for (int n : {0, 1, 7, 10}) m_fault.failing.push_back(test(n));
    }

    void runawayIsInvalidWithinBudget()
    {
        synthesis::Candidate runaway = candidate("from until False loop Result := Result + 1 end");
        QVERIFY(runaway.lowered);
        repair::ValidationOptions options;
        options.maxSteps = 100'000;
        CancelToken cancel;
        QElapsedTimer timer;
        timer.start();
        const repair::ValidationResult r = repair::validateCandidate(m_fault, runaway, options, cancel);
        QVERIFY(r.done);
        QVERIFY(!r.valid);
        QVERIFY(r.budgetExhausted);
        QCOMPARE(r.runs, 1);  // stops at the first failing run
        QVERIFY(timer.elapsed() < 5000);
    }

    void validAndInvalid()
    {
        repair::ValidationOptions options;
        CancelToken cancel;
        const repair::ValidationResult good = repair::validateCandidate(m_fault, candidate("Result := n // 2"), options, cancel);
        QVERIFY(good.valid);
        QCOMPARE(good.failingFixed, 4);
        // Fixes 0, 1 (n // 2 = 0) but not 7 and 10.
        const repair::ValidationResult partial = repair::validateCandidate(m_fault, candidate("Result := 0"), options, cancel);
        QVERIFY(!partial.valid);
        QCOMPARE(partial.failingFixed, 2);
        // A passing test that the candidate breaks makes it invalid.
        analysis::FaultUnderRepair withPassing = m_fault;
        withPassing.failing = {test(0), test(1)};
        withPassing.passing = {test(7)};
        const repair::ValidationResult broken = repair::validateCandidate(withPassing, candidate("Result := 0"), options, cancel);
        QVERIFY(!broken.valid);
        QCOMPARE(broken.failingFixed, 2);
        QCOMPARE(broken.passingKept, 0);
    }

    void aWrapTheFaultDoesNotNeedIsNoEvidenceAgainstAFix()
    {
        // `(n + 2) // 2 - 1' is n // 2 for every n that does not wrap; at {INTEGER}.max_value
        // `n + 2' wraps and the postcondition fails. AutoTest reports such failures apart, so a
        // fault that needs no wrap does not hold them against a fix; one that needs it does.
        repair::ValidationOptions options;
        CancelToken cancel;
        analysis::FaultUnderRepair f = m_fault;
        f.failing = {test(0), test(1)};
        f.passing = {test(2147483647)};
        const synthesis::Candidate wraps = candidate("Result := (n + 2) // 2 - 1");
        QVERIFY(wraps.lowered);
        QVERIFY(repair::validateCandidate(f, wraps, options, cancel).valid);
        f.overflowDependent = true;
        QVERIFY(!repair::validateCandidate(f, wraps, options, cancel).valid);
        // A fix that fails without any wrap stays invalid either way.
        f.overflowDependent = false;
        f.passing = {test(7)};
        QVERIFY(!repair::validateCandidate(f, candidate("Result := 0"), options, cancel).valid);
    }

    void parallelEqualsSequential()
    {
        std::vector<synthesis::Candidate> cs;
        for (const char* body : {"Result := n // 2", "Result := 0", "Result := n // 2 + 1", "from until False loop end",
                                 "Result := n - n // 2 - n \\\\ 2", "Result := (n + 1) // 2 - n \\\\ 2", "Result := n"})
            cs.push_back(candidate(body));
        for (const auto& c : cs) QVERIFY(c.lowered);
        repair::ValidationOptions options;
        options.maxSteps = 50'000;
        CancelToken cancel;
        std::vector<repair::ValidationResult> sequential;
        for (const auto& c : cs) sequential.push_back(repair::validateCandidate(m_fault, c, options, cancel));
        options.threads = 2;
        int streamed = 0;
        const std::vector<repair::ValidationResult> parallel =
            repair::validateCandidates(m_fault, cs, options, cancel, [&](std::size_t, const repair::ValidationResult&) { ++streamed; });
        QCOMPARE(streamed, static_cast<int>(cs.size()));
        QCOMPARE(parallel.size(), sequential.size());
        std::vector<bool> valid;
        for (std::size_t i = 0; i < cs.size(); ++i) {
            QCOMPARE(parallel[i].valid, sequential[i].valid);
            QCOMPARE(parallel[i].failingFixed, sequential[i].failingFixed);
            QCOMPARE(parallel[i].budgetExhausted, sequential[i].budgetExhausted);
            valid.push_back(parallel[i].valid);
        }
        // Hand-checked: n // 2 and the two equivalent formulas for n >= 0 are valid.
        QCOMPARE(valid, (std::vector<bool>{true, false, false, false, true, true, false}));
    }

    void cancelledBeforeStart()
    {
        std::vector<synthesis::Candidate> cs{candidate("Result := n // 2")};
        CancelToken cancel;
        cancel.cancel();
        const auto results = repair::validateCandidates(m_fault, cs, {}, cancel);
        QVERIFY(!results[0].done);
        QVERIFY(!results[0].valid);
    }

    void contractCandidate()
    {
        // A precondition `n >= 2` rejects the failing calls with 0 and 1 only: not valid for all.
        synthesis::RoutineText text(*m_program, *m_half);
        synthesis::Candidate c;
        c.kind = synthesis::FixKind::Contract;
        c.clause = "n >= 2";
        QVERIFY(synthesis::lowerCandidate(*m_program, *m_half, text, c));
        CancelToken cancel;
        analysis::FaultUnderRepair f = m_fault;
        f.failing = {test(0), test(1)};
        f.passing = {};
        QVERIFY(repair::validateCandidate(f, c, {}, cancel).valid);
        f.failing.push_back(test(7));
        QVERIFY(!repair::validateCandidate(f, c, {}, cancel).valid);
    }
};

QTEST_GUILESS_MAIN(TestValidation)
#include "test_validation.moc"
