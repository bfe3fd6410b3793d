// Unit tests of tuples and agents in the runtime: who is blamed when an agent's routine rejects
// its operands (the client of `call'/`item', not the agent classes), agents' stacks, how tuples
// are shown as values (reports, snapshots), agent objects that no `agent' expression made, and
// operands that do not fit where no precondition is monitored (a catcall, not a crash).
#include "runtime/interpreter.h"
#include "sema/compiler.h"

#include <QtTest>

#include <memory>
#include <string>

using namespace amend;

namespace {

std::shared_ptr<const sema::Program> compile(const std::string& text)
{
    sema::CompileInput input;
    input.buffers.push_back({"test.e", text});
    DiagnosticSink sink;
    auto program = sema::compileProgram(input, sink);
    for (const Diagnostic& d : sink.diagnostics())
        if (d.severity == Severity::Error && d.range.valid() && !program->sources.file(d.range.file).isKernel())
            qWarning("%s", DiagnosticSink::format(d, program->sources).c_str());
    return program;
}

const char* kAgentCaller = R"(
class ROOT
create make
feature
	make
		local
			g: FUNCTION [TUPLE [INTEGER], INTEGER]
		do
			g := agent half
			g.call ([3])
		end
	half (n: INTEGER): INTEGER
		require
			even: n \\ 2 = 0
		do
			Result := n // 2
		end
	pair: TUPLE [INTEGER, STRING]
		do
			Result := [1, "a"]
		end
	nested: TUPLE [TUPLE [BOOLEAN], ROOT]
		do
			Result := [[True], Current]
		end
end
)";

// An agent on a routine taking a STRING, called through a variable whose type admits ANY with an
// INTEGER: with contracts on, `call's precondition valid_operands; with them off, the run must
// stop before `show' reads the INTEGER as a STRING (it crashed Amend).
const char* kCatcall = R"(
class ROOT
create make
feature
	make
		local
			on_any: PROCEDURE [TUPLE [ANY]]
		do
			on_any := agent show
			on_any.call (["fine"])
			on_any.call ([5])
			print ("not reached%N")
		end
	show (s: STRING)
		do
			print (s + "%N")
		end
end
)";

}  // namespace

class TestAgents : public QObject {
    Q_OBJECT
private slots:
    void preconditionOfWrappedRoutineBlamesTheClient()
    {
        auto program = compile(kAgentCaller);
        const runtime::Outcome o = runtime::runRoot(*program, "ROOT", "make");
        QVERIFY(o.violation.has_value());
        QCOMPARE(o.violation->kind, runtime::ViolationKind::Precondition);
        QCOMPARE(QString::fromStdString(o.violation->tag), QString("even"));
        QVERIFY(o.violation->routine);
        QCOMPARE(QString::fromStdString(o.violation->routine->name), QString("half"));
        QVERIFY(o.violation->blamed);
        QCOMPARE(QString::fromStdString(o.violation->blamed->name), QString("make"));
        // The agent classes' own routines (FUNCTION.call, FUNCTION.item) are stepped over.
        QCOMPARE(o.violation->stack.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(o.violation->stack[1].feature->name), QString("make"));
    }

    void tuplesAreShownAsValues()
    {
        auto program = compile(kAgentCaller);
        runtime::Interpreter interpreter(*program);
        const sema::ClassInfo* root = program->classNamed("ROOT");
        auto object = interpreter.createObject(program->typeTable().classType(root), root->feature("make"), {});
        QVERIFY(!object.has_value());  // make fails (the agent's precondition), the API reports it
        interpreter.clearFailure();
        auto blank = interpreter.createObject(program->typeTable().classType(root), nullptr, {});
        QVERIFY(blank.has_value());
        auto pair = interpreter.call(*blank, root->feature("pair"), {});
        QVERIFY(pair.has_value());
        QCOMPARE(QString::fromStdString(interpreter.formatValue(*pair)), QString("[1, \"a\"]"));
        auto nested = interpreter.call(*blank, root->feature("nested"), {});
        QVERIFY(nested.has_value());
        QCOMPARE(QString::fromStdString(interpreter.formatValue(*nested)), QString("[[True], ROOT#") + QString::number(blank->ref->id) + "]");
    }

    void agentNotMadeByAnAgentExpressionFailsCleanly()
    {
        auto program = compile(kAgentCaller);
        runtime::Interpreter interpreter(*program);
        const sema::ClassInfo* procedure = program->classNamed("PROCEDURE");
        const sema::ClassInfo* tuple = program->classNamed("TUPLE");
        QVERIFY(procedure && tuple);
        const sema::Type* type = program->typeTable().classType(procedure, {program->typeTable().classType(tuple)});
        auto agent = interpreter.createObject(type, procedure->feature("default_create"), {});
        QVERIFY(agent.has_value());
        auto called = interpreter.call(*agent, procedure->feature("call"), {runtime::Value()});
        QVERIFY(!called.has_value());
        QCOMPARE(interpreter.outcome().status, runtime::Outcome::Status::Violation);
        QVERIFY(interpreter.outcome().violation->message.find("not made by an `agent' expression") != std::string::npos);
    }
    void operandsThatDoNotFitStopTheRunWithContractsOff()
    {
        auto program = compile(kCatcall);
        const sema::ClassInfo* root = program->classNamed("ROOT");
        QVERIFY(root);
        for (const bool contracts : {true, false}) {
            runtime::RunOptions options;
            options.checkContracts = contracts;
            runtime::Interpreter interpreter(*program, options);
            QVERIFY(!interpreter.createObject(program->typeTable().classType(root), root->feature("make"), {}).has_value());
            const runtime::Outcome& o = interpreter.outcome();
            QCOMPARE(o.status, runtime::Outcome::Status::Violation);
            QCOMPARE(o.output, std::string("fine\n"));
            if (contracts) {
                QCOMPARE(o.violation->kind, runtime::ViolationKind::Precondition);
                QCOMPARE(o.violation->tag, std::string("valid_operands"));
            } else {
                QCOMPARE(o.violation->kind, runtime::ViolationKind::Catcall);
                QCOMPARE(o.violation->subject, std::string("show"));
                QVERIFY2(o.violation->message.find("catcall") != std::string::npos, o.violation->message.c_str());
                QVERIFY2(o.violation->message.find("show") != std::string::npos, o.violation->message.c_str());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestAgents)
#include "test_agents.moc"
