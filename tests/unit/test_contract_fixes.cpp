// Contract fixes through the whole pipeline (AutoTest → localization → fix session): when no
// body change can be valid, a postcondition that promises too much is weakened
// (synthesis/postcondition_fixes.h) and a precondition is strengthened (contract_fixes.h).
// THERMOSTAT.set_target deliberately ignores settings above 30 (its body tests t <= 30) yet
// promises `target = t': no body can keep both that promise and the invariant, and the proper
// fix is the weakened promise `t <= 30 implies target = t'.
#include "first_fault_fixes.h"
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

    // The cut through the most suspicious snapshots keeps the ones tied with the last one kept.
    void snapshotsTiedAtTheCutAreAllKept()
    {
        analysis::FaultLocalization l;
        for (double susp : {0.9, 0.8, 0.8, 0.8, 0.5}) {
            analysis::Snapshot s;
            s.susp = susp;
            l.snapshots.push_back(s);
        }
        QCOMPARE(synthesis::leadingSnapshots(l, 1), std::size_t(1));
        QCOMPARE(synthesis::leadingSnapshots(l, 2), std::size_t(4));
        QCOMPARE(synthesis::leadingSnapshots(l, 2, 3), std::size_t(3));
        QCOMPARE(synthesis::leadingSnapshots(l, 9), std::size_t(5));
        QCOMPARE(synthesis::leadingSnapshots(analysis::FaultLocalization{}, 15), std::size_t(0));
    }

    void tooStrongPostconditionIsWeakened()
    {
        auto program = compile(thermostat);
        QVERIFY(program);
        QVERIFY(run(*program, "high").violation);  // the fault, by hand
        const std::vector<repair::Fix> fixes = testfixture::firstFaultFixes(*program, "THERMOSTAT.set_target");
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
        const std::vector<repair::Fix> fixes = testfixture::firstFaultFixes(*program, "SCALING.scaled");
        QVERIFY(!fixes.empty());
        for (const repair::Fix& f : fixes) {
            QVERIFY(f.isContract);
            QVERIFY2(compile(f.newFileText()), f.action.c_str());
        }
    }

    void aPreconditionSpeaksOfTheArgumentAnAttributeWasSetFrom()
    {
        // ALARM.set lacks `h < 24': the invariant fails on exit for h >= 24, and no body can
        // keep both `hour_set' and the invariant. Localization sees `hour < 24' false before
        // `minute := m', after `hour := h': as a precondition it must read `h < 24' (the
        // attribute's value on entry is always below 24, so `require hour < 24' fixes nothing).
        const std::string alarm = R"(class
	ALARM

create
	make

feature

	make
		do
			hour := 7
		end

	hour: INTEGER

	minute: INTEGER

	set (h, m: INTEGER)
			-- Ring at `h':`m'.
		require
			hour_not_negative: h >= 0
			minute_in_range: m >= 0 and m < 60
		do
			hour := h
			minute := m
		ensure
			hour_set: hour = h
			minute_set: minute = m
		end

invariant
	hour_in_range: hour >= 0 and hour < 24
	minute_in_range: minute >= 0 and minute < 60

end
)";
        auto program = compile(alarm);
        QVERIFY(program);
        const std::vector<repair::Fix> fixes = testfixture::firstFaultFixes(*program, "ALARM.set");
        QVERIFY(!fixes.empty());
        bool argumentBound = false;
        for (const repair::Fix& f : fixes) {
            QVERIFY2(f.isContract, f.action.c_str());
            QVERIFY2(f.action.find("require hour") == std::string::npos, f.action.c_str());
            argumentBound = argumentBound || f.action == "require h < 24" || f.action == "require h <= 23";
        }
        QVERIFY(argumentBound);
    }
};

QTEST_GUILESS_MAIN(TestContractFixes)
#include "test_contract_fixes.moc"
