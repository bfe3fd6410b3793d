// Faults caused earlier in the call sequence (analysis/earlier_cause.h): on the linked stack whose
// `pop' drops the last cell when two items remain, and on the hunting collection's linked list
// whose `remove_last' leaves `last_cell' on the removed cell, the call on Void in a later query
// is traced to the earlier call that set the field to Void; a Void there since creation, or one
// the failing routine set itself, blames nobody earlier, and neither does a cause that the fault's
// other failing tests do not share. AutoTest's fault on the stack, adapted
// for repair, is to be fixed in `pop' with `top' as the routine that failed, and the fix session
// finds its fix there.
#include "analysis/earlier_cause.h"
#include "repair/fault_adapter.h"
#include "repair/fix_session.h"
#include "sema/compiler.h"
#include "testing/autotest.h"

#include <QtTest>

using namespace amend;
using testing::Argument;
using testing::Step;

namespace {

const std::string kStack = std::string(AMEND_SOURCE_DIR) + "/tests/cli/earlier_cause/linked_stack";
const std::string kList = std::string(AMEND_SOURCE_DIR) + "/resources/bench/hunting/linked_list/faulty";

std::shared_ptr<const sema::Program> compile(const std::vector<std::string>& paths, const std::string& text = {})
{
    sema::CompileInput input;
    input.paths = paths;
    if (!text.empty()) input.buffers = {{"inline.e", text}};
    DiagnosticSink sink;
    auto program = sema::compileProgram(input, sink);
    if (sink.hasErrors()) return nullptr;
    return program;
}

Step create(const sema::Program& p, const char* cls)
{
    Step s;
    s.kind = Step::Kind::Create;
    s.type = p.typeTable().classType(p.classNamed(cls));
    s.feature = p.classNamed(cls)->feature("make");
    return s;
}

Step call(const sema::Program& p, const char* cls, const char* name, std::vector<Argument> args = {})
{
    Step s;
    s.kind = Step::Kind::Call;
    s.target = 0;
    s.feature = p.classNamed(cls)->feature(name);
    s.args = std::move(args);
    return s;
}

Argument integer(int v) { return Argument::makeBasic(runtime::Value::int32(v)); }

testing::TestCase test(const char* routine, std::vector<Step> steps)
{
    testing::TestCase t;
    t.routine = routine;
    t.steps = std::move(steps);
    return t;
}

}  // namespace

class TestEarlierCause : public QObject {
    Q_OBJECT

private slots:
    void popThatDropsTheLastCellIsTheCauseOfTopsVoidCall()
    {
        auto p = compile({kStack});
        QVERIFY(p);
        const auto cause = analysis::findEarlierCause(
            *p, test("INT_STACK.top", {create(*p, "INT_STACK"), call(*p, "INT_STACK", "push", {integer(1)}),
                                       call(*p, "INT_STACK", "push", {integer(2)}), call(*p, "INT_STACK", "pop"),
                                       call(*p, "INT_STACK", "top")}));
        QVERIFY(cause);
        QCOMPARE(cause->step, 3);
        QCOMPARE(cause->routine, p->classNamed("INT_STACK")->feature("pop"));
        QCOMPARE(cause->field, std::string("INT_STACK.top_cell"));
    }

    void aPassingTestHasNoEarlierCause()
    {
        auto p = compile({kStack});
        QVERIFY(p);
        // Three items: `pop' keeps the cell below, `top' finds it.
        QVERIFY(!analysis::findEarlierCause(
            *p, test("INT_STACK.top", {create(*p, "INT_STACK"), call(*p, "INT_STACK", "push", {integer(1)}),
                                       call(*p, "INT_STACK", "push", {integer(2)}), call(*p, "INT_STACK", "push", {integer(3)}),
                                       call(*p, "INT_STACK", "pop"), call(*p, "INT_STACK", "top")})));
    }

    void removeLastThatLeavesAStaleLinkIsTheCauseOfSumsVoidCall()
    {
        auto p = compile({kList});
        QVERIFY(p);
        const auto cause = analysis::findEarlierCause(
            *p, test("INT_LIST.sum", {create(*p, "INT_LIST"), call(*p, "INT_LIST", "extend", {integer(1)}),
                                      call(*p, "INT_LIST", "extend", {integer(2)}), call(*p, "INT_LIST", "extend", {integer(3)}),
                                      call(*p, "INT_LIST", "remove_last"), call(*p, "INT_LIST", "extend", {integer(4)}),
                                      call(*p, "INT_LIST", "sum")}));
        QVERIFY(cause);
        QCOMPARE(cause->step, 4);
        QCOMPARE(cause->routine, p->classNamed("INT_LIST")->feature("remove_last"));
        QCOMPARE(cause->field, std::string("INT_CELL.next"));
    }

    void aVoidSinceCreationBlamesNobodyEarlier()
    {
        // `first' was never set: the fault is in `first_item' (or the class), not in `bump'.
        auto p = compile({}, R"(
class BOX_CELL
create make
feature
	make do end
	item: INTEGER
end

class CELL_BOX
create make
feature
	make do end
	count: INTEGER
	first: detachable BOX_CELL
	bump do count := count + 1 end
	clear do first := Void end
	first_item: INTEGER do Result := first.item end
end
)");
        QVERIFY(p);
        QVERIFY(!analysis::findEarlierCause(
            *p, test("CELL_BOX.first_item", {create(*p, "CELL_BOX"), call(*p, "CELL_BOX", "bump"), call(*p, "CELL_BOX", "clear"),
                                             call(*p, "CELL_BOX", "first_item")})));
    }

    void aCauseMustBeCommonToTheFaultsFailingTests()
    {
        // `first_item' fails after `clear' and on a box never filled: it is its own fault.
        auto p = compile({}, R"(
class BOX_CELL
create make
feature
	make (v: INTEGER) do item := v end
	item: INTEGER
end

class CELL_BOX
create make
feature
	make do end
	first: detachable BOX_CELL
	put (v: INTEGER) do create first.make (v) end
	clear do first := Void end
	first_item: INTEGER do Result := first.item end
end
)");
        QVERIFY(p);
        const testing::TestCase cleared = test("CELL_BOX.first_item", {create(*p, "CELL_BOX"), call(*p, "CELL_BOX", "put", {integer(1)}),
                                                                       call(*p, "CELL_BOX", "clear"), call(*p, "CELL_BOX", "first_item")});
        const testing::TestCase clearedTwice =
            test("CELL_BOX.first_item", {create(*p, "CELL_BOX"), call(*p, "CELL_BOX", "put", {integer(2)}), call(*p, "CELL_BOX", "clear"),
                                         call(*p, "CELL_BOX", "put", {integer(3)}), call(*p, "CELL_BOX", "clear"), call(*p, "CELL_BOX", "first_item")});
        const testing::TestCase neverFilled = test("CELL_BOX.first_item", {create(*p, "CELL_BOX"), call(*p, "CELL_BOX", "first_item")});
        const sema::FeatureInfo* clear = p->classNamed("CELL_BOX")->feature("clear");
        const auto both = analysis::findCommonEarlierCause(*p, cleared, {cleared, clearedTwice});
        QVERIFY(both);
        QCOMPARE(both->routine, clear);
        QCOMPARE(both->step, 2);
        QVERIFY(!analysis::findCommonEarlierCause(*p, cleared, {cleared, neverFilled, clearedTwice}));
        // Only the first `sample' tests are replayed.
        QVERIFY(analysis::findCommonEarlierCause(*p, cleared, {cleared, clearedTwice, neverFilled}, 2));
    }

    void autoTestsFaultIsFixedInTheRoutineThatMadeTheState()
    {
        auto p = compile({kStack});
        QVERIFY(p);
        testing::AutoTestOptions options;
        options.threads = 2;
        options.timeBudgetSeconds = 0;
        options.maxTestsPerRoutine = 100;
        CancelToken cancel;
        NullProgressSink progress;
        const testing::TestReport report = testing::runAutoTest(*p, options, cancel, progress);
        const auto fault = std::find_if(report.faults.begin(), report.faults.end(),
                                        [](const testing::Fault& f) { return f.key.routine == "INT_STACK.top"; });
        QVERIFY(fault != report.faults.end());
        QCOMPARE(fault->key.kind, testing::FaultKind::VoidCall);
        QVERIFY(fault->hasMinimized);
        const std::optional<analysis::FaultUnderRepair> input = repair::adaptFault(*p, *fault);
        QVERIFY(input);
        QCOMPARE(input->routine, p->classNamed("INT_STACK")->feature("pop"));
        QCOMPARE(input->failedIn, p->classNamed("INT_STACK")->feature("top"));
        QCOMPARE(input->causeField, std::string("INT_STACK.top_cell"));

        repair::FixOptions fixOptions;
        fixOptions.threads = 2;
        fixOptions.coevolution.generations = 0;
        repair::FixSession session(*p, fixOptions);
        const repair::FaultFixes fixes = session.fixFault(*input, fault->id, cancel, progress);
        QCOMPARE(fixes.routine, std::string("INT_STACK.pop"));
        QVERIFY(!fixes.fixes.empty());
        QCOMPARE(fixes.fixes.front().routine, std::string("INT_STACK.pop"));
    }
};

QTEST_MAIN(TestEarlierCause)
#include "test_earlier_cause.moc"
