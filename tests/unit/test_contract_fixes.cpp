// Contract fixes through the whole pipeline (AutoTest → localization → fix session): when no
// body change can be valid, a postcondition that promises too much is weakened
// (synthesis/postcondition_fixes.h) and a precondition is strengthened (contract_fixes.h).
// THERMOSTAT.set_target deliberately ignores settings above 30 (its body tests t <= 30) yet
// promises `target = t': no body can keep both that promise and the invariant, and the proper
// fix is the weakened promise `t <= 30 implies target = t'.
#include "repair/fault_adapter.h"
#include "repair/fix_session.h"
#include "runtime/interpreter.h"
#include "sema/compiler.h"
#include "synthesis/contract_fixes.h"
#include "testing/autotest.h"

#include <QtTest>

using namespace amend;

namespace {

const std::string path = "/amend-test/thermostat.e";
const std::string thermostat = R"(class
	THERMOSTAT

create
	make

feature

	make
		do
			target := 20
		end

	target: INTEGER

	set_target (t: INTEGER)
			-- Aim at `t' degrees; settings above 30 are ignored.
		require
			sensible: t >= 5
		do
			if t <= 30 then
				target := t
			end
		ensure
			target_set: target = t
		end

invariant
	in_range: target >= 5 and target <= 30

end

class
	DRIVER

feature

	high: INTEGER
		local
			th: THERMOSTAT
		do
			create th.make
			th.set_target (40)
			Result := th.target
		end

	normal: INTEGER
		local
			th: THERMOSTAT
		do
			create th.make
			th.set_target (25)
			Result := th.target
		end

end
)";

std::shared_ptr<const sema::Program> compile(const std::string& text)
{
    sema::CompileInput input;
    input.buffers = {{path, text}};
    DiagnosticSink sink;
    auto p = sema::compileProgram(input, sink);
    return sink.hasErrors() ? nullptr : std::move(p);
}

runtime::Outcome run(const sema::Program& program, const char* feature)
{
    runtime::Outcome o;
    runtime::runWithLargeStack([&] { o = runtime::runRoot(program, "DRIVER", feature); }, 64u << 20);
    return o;
}

}  // namespace

class TestContractFixes : public QObject {
    Q_OBJECT

private slots:
    void clausesReadAsAPersonWouldWriteThem()
    {
        QCOMPARE(synthesis::readableClause("balance - amount >= 0"), std::string("amount <= balance"));
        QCOMPARE(synthesis::readableClause("(count - i) > 0"), std::string("i < count"));
        QCOMPARE(synthesis::readableClause("a - b < 0"), std::string("a < b"));
        QCOMPARE(synthesis::readableClause("a - b /= 0"), std::string("a /= b"));
        QCOMPARE(synthesis::readableClause("a - b >= 1"), std::string("a - b >= 1"));  // not a difference with 0
        QCOMPARE(synthesis::readableClause("a + b >= 0"), std::string("a + b >= 0"));
        QCOMPARE(synthesis::readableClause("x.item > 0"), std::string("x.item > 0"));
    }

    void tooStrongPostconditionIsWeakened()
    {
        auto program = compile(thermostat);
        QVERIFY(program);
        QVERIFY(run(*program, "high").violation);  // the fault, by hand

        testing::AutoTestOptions to;
        to.seed = 1;
        to.maxTestsPerRoutine = 200;
        to.timeBudgetSeconds = 0;
        to.featureFilter = "THERMOSTAT.set_target";
        to.threads = 2;
        CancelToken cancel;
        NullProgressSink progress;
        const testing::TestReport report = testing::runAutoTest(*program, to, cancel, progress);
        QCOMPARE(report.faults.size(), std::size_t(1));
        QCOMPARE(report.faults[0].key.tag, std::string("target_set"));
        auto input = repair::adaptFault(*program, report.faults[0]);
        QVERIFY(input);
        repair::FixOptions fo;
        fo.threads = 2;
        repair::FixSession session(*program, fo);
        const std::vector<repair::Fix> fixes = session.fixFault(*input, 1, cancel, progress).fixes;
        QVERIFY(!fixes.empty());

        const repair::Fix& top = fixes.front();
        QVERIFY(top.isContract);
        QCOMPARE(top.schema, synthesis::Schema::Postcondition);
        QVERIFY2(top.newRoutineText.find("target_set: t <= 30 implies (target = t)") != std::string::npos, top.newRoutineText.c_str());
        QCOMPARE(top.clauseTag, std::string("target_set"));
        QCOMPARE(top.clause, std::string("t <= 30 implies (target = t)"));

        // Behaviour of the fixed program: the high setting is ignored without a violation, a
        // normal one is still promised and kept.
        auto fixed = compile(top.newFileText());
        QVERIFY(fixed);
        const runtime::Outcome high = run(*fixed, "high");
        QVERIFY(!high.violation);
        QVERIFY(high.ok());
        const runtime::Outcome normal = run(*fixed, "normal");
        QVERIFY(!normal.violation);

        // The precondition fix from the same condition is offered too, after it.
        bool precondition = false;
        for (const repair::Fix& f : fixes) precondition = precondition || (f.schema == synthesis::Schema::Precondition && f.action == "require t <= 30" && f.clause == "t <= 30");
        QVERIFY(precondition);
        // A weakening that promises next to nothing (`t < 0 implies …', true in no passing run)
        // is not valid: the clause must still be promised wherever the tests saw it kept.
        for (const repair::Fix& f : fixes)
            if (f.schema == synthesis::Schema::Postcondition) QVERIFY2(f.action.find("t <= 30") != std::string::npos || f.action.find("t < 31") != std::string::npos, f.action.c_str());
    }

    void contractFixesReadOnlyWhatTheirPlaceAllows()
    {
        // No body edit reaches `n * n * n + 7': only contract fixes are valid. Snapshots in the
        // body read `Result' and the local `k', which a precondition (and the condition `old (q)'
        // of a weakened postcondition) cannot: each fix offered must compile (was: `require
        // Result = n * n * n + 7' ranked first, and `old (k = …) implies …').
        const std::string scaling = R"(class
	SCALING

feature

	scaled (n: INTEGER): INTEGER
		require
			small: 0 <= n and n <= 100
		local
			k: INTEGER
		do
			k := n * 2
			Result := k + 1
		ensure
			cubed: Result = n * n * n + 7
		end

end
)";
        auto program = compile(scaling);
        QVERIFY(program);
        testing::AutoTestOptions to;
        to.seed = 1;
        to.maxTestsPerRoutine = 200;
        to.timeBudgetSeconds = 0;
        to.threads = 2;
        CancelToken cancel;
        NullProgressSink progress;
        const testing::TestReport report = testing::runAutoTest(*program, to, cancel, progress);
        QCOMPARE(report.faults.size(), std::size_t(1));
        auto input = repair::adaptFault(*program, report.faults[0]);
        QVERIFY(input);
        repair::FixOptions fo;
        fo.threads = 2;
        repair::FixSession session(*program, fo);
        const std::vector<repair::Fix> fixes = session.fixFault(*input, 1, cancel, progress).fixes;
        QVERIFY(!fixes.empty());
        for (const repair::Fix& f : fixes) {
            QVERIFY(f.isContract);
            QVERIFY2(compile(f.newFileText()), f.action.c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestContractFixes)
#include "test_contract_fixes.moc"
