// Unit tests of the interpreter's checked fast paths (runtime/fast_paths.cpp): every run is made
// twice, once plain (fast paths on) and once with a do-nothing observer (an observer turns them
// off, so the kernel's Eiffel code runs), and the two must agree on everything observable:
// output, status, violation (kind, tag, routine, blame, location, stack), steps used, memory
// charged, and the outcome under every step, depth (and, for string building, memory) budget
// around the limit (tests/observed_runs.h).
#include "../observed_runs.h"

#include <memory>
#include <string>

using namespace amend;
using namespace amend::test;

namespace {

// Runs `text' both ways (compareRuns) and checks that it ends in a violation of `kind' (in the
// routine named `routine' unless that is empty).
void checkViolation(const std::string& text, const QString& kind, const QString& routine = {})
{
    auto program = compile(text);
    const Run run = compareRuns(*program);
    QVERIFY(run.outcome.violation);
    QCOMPARE(QString(runtime::violationKindName(run.outcome.violation->kind)), kind);
    if (routine.isEmpty()) return;
    QVERIFY(run.outcome.violation->routine);
    QCOMPARE(QString::fromStdString(run.outcome.violation->routine->name), routine);
}

// `run' ended in ARRAY.item's precondition valid_index, blamed on ROOT.make.
void checkArrayItemViolation(const Run& run)
{
    QVERIFY(run.outcome.violation);
    const runtime::Violation& v = *run.outcome.violation;
    QCOMPARE(QString::fromStdString(v.tag), QString("valid_index"));
    QVERIFY(v.routine && v.routine->name == "item" && v.routine->owner->name == "ARRAY");
    QVERIFY(v.blamed && v.blamed->name == "make");
}

const char* kUses = R"(
class ROOT create make feature
  make
    local a: ARRAY [INTEGER]; r: ARRAY [REAL_64]; w: ARRAY [STRING]; s: STRING; i, sum: INTEGER
    do
      create a.make_filled (0, -2, 7)
      from i := -2 until i > 7 loop a [i] := i * i; a.put (a [i] + 1, i); i := i + 1 end
      from i := -2 until i > 7 loop sum := sum + a [i]; i := i + 1 end
      create r.make_filled (0.5, 1, 3)
      r [2] := 2.5
      create w.make_filled ("x", 1, 2)
      w [1] := "y"
      create s.make (2)
      from i := 1 until i > 20 loop s.append_character ((('a').code + i \\ 26).to_character_8); i := i + 1 end
      from i := 1 until i > s.count loop sum := sum + s [i].code + s.item (i).code; i := i + 1 end
      print (sum.out + " " + r [2].out + " " + w [1] + w [2] + " " + s + "%N")
    end
end
)";

// Agents called through FUNCTION.item (PREDICATE's inherited): a closed operand, an inline
// agent, nested agent calls (`twice' calls an agent inside an agent call).
const char* kAgents = R"(
class ROOT create make feature
  make
    local f: FUNCTION [TUPLE [INTEGER, INTEGER], INTEGER]; p: PREDICATE [TUPLE [INTEGER]]; i, acc, kept: INTEGER
    do
      f := agent mix (?, ?, 31)
      p := agent (x: INTEGER): BOOLEAN do Result := x \\ 3 /= 0 end
      from i := 1 until i > 20 loop
        acc := f.item ([acc, i])
        if p.item ([acc]) then kept := kept + 1 end
        i := i + 1
      end
      print (acc.out + " " + kept.out + " " + (agent twice (f, ?)).item ([2]).out + "%N")
    end
  mix (a, b, k: INTEGER): INTEGER do Result := (a * k + b) \\ 1000003 end
  twice (g: FUNCTION [TUPLE [INTEGER, INTEGER], INTEGER]; x: INTEGER): INTEGER do Result := g.item ([g.item ([x, 1]), 1]) end
end
)";

// String building: append_integer, append (qualified, of itself, and unqualified from
// append_string), count and CHARACTER_8.code.
const char* kStringBuilding = R"(
class ROOT create make feature
  make
    local s, t, m: STRING; i, sum: INTEGER
    do
      create s.make (1)
      create m.make (0)
      from i := -3 until i > 30 loop
        s.append_integer (i * 1237)
        s.append (",")
        m.append_integer (i)
        if i = 20 then t := s.twin; s.append (t); s.append_string (m) end
        i := i + 1
      end
      from i := 1 until i > s.count loop sum := sum + s.item (i).code; i := i + 1 end
      print (s.count.out + " " + sum.out + " " + m + "%N")
    end
end
)";

// Agent calls whose argument is a manifest tuple, in the shapes the tuple-free path
// (Machine::callAgentOnManifestTuple) takes or declines: more open operands than it keeps per call
// site (5) and more items than it holds (9), open operands of a reference type given a string, a
// number and Void, an expanded item and an expanded result, a call in an assertion, one call site
// re-entered with another type of agent while its items are evaluated, and a new object's id
// (`last') after all of them.
const char* kTupleShapes = R"(
class ROOT create make feature
  make
    local
      five: FUNCTION [TUPLE [INTEGER, INTEGER, INTEGER, INTEGER, INTEGER], INTEGER]
      nine: FUNCTION [TUPLE [INTEGER, INTEGER, INTEGER, INTEGER, INTEGER, INTEGER, INTEGER, INTEGER, INTEGER], INTEGER]
      kind: FUNCTION [TUPLE [detachable ANY], INTEGER]
      at: FUNCTION [TUPLE [POINT], INTEGER]
      made: FUNCTION [TUPLE [INTEGER], POINT]
      p: POINT
    do
      five := agent sum5 (?, ?, ?, ?, ?)
      nine := agent sum9 (?, ?, ?, ?, ?, ?, ?, ?, ?)
      kind := agent kind_of (?)
      at := agent x_of (?)
      made := agent point_at (?)
      p.set (4)
      print (five.item ([1, 2, 3, 4, 5]).out + " " + nine.item ([1, 2, 3, 4, 5, 6, 7, 8, 9]).out + "%N")
      print (kind.item (["s"]).out + kind.item ([Void]).out + kind.item ([7]).out + "%N")
      print (at.item ([p]).out + " " + made.item ([6]).x.out + "%N")
      check five_ones: five.item ([1, 1, 1, 1, 1]) = 15 end
      succ := agent (n: INTEGER): INTEGER do Result := n + 1 end
      text := agent (n: INTEGER): STRING do Result := n.out end
      if attached call_with (succ, 3) as r then print (r.out + "%N") end
      create last.put (1)
    end
  last: detachable CELL [INTEGER]
  succ: detachable FUNCTION [TUPLE [INTEGER], INTEGER]
  text: detachable FUNCTION [TUPLE [INTEGER], STRING]
  call_with (g: detachable FUNCTION [TUPLE [INTEGER], ANY]; x: INTEGER): detachable ANY
    do if attached g then Result := g.item ([inner (x)]) end end
  inner (x: INTEGER): INTEGER
    do if x > 0 and then attached {STRING} call_with (text, x - 1) as s then Result := s.count + x end end
  sum5 (a, b, c, d, e: INTEGER): INTEGER do Result := a + 2 * b + 3 * c + 4 * d + 5 * e end
  sum9 (a, b, c, d, e, f, g, h, i: INTEGER): INTEGER do Result := a + b + c + d + e + f + g + h + 10 * i end
  kind_of (x: detachable ANY): INTEGER
    do
      if attached {STRING} x then Result := 1 elseif x = Void then Result := 2 else Result := 3 end
    end
  x_of (q: POINT): INTEGER do Result := q.x * 10 end
  point_at (n: INTEGER): POINT do Result.set (n) end
end

expanded class POINT feature
  x: INTEGER
  set (n: INTEGER) do x := n end
end
)";

// PROCEDURE.call on every path it takes (a manifest tuple without the tuple object, a tuple
// variable, the kernel containers' do_all / do_if / for_all / there_exists over `call' and `item')
// with a closed target and an open argument, a closed operand between open ones, an open target, an
// inline agent, a wrapped routine with a precondition and a postcondition with `old', and
// FUNCTION.call (an Eiffel routine of its own, not served) beside them; a new object's id after all.
const char* kProcedures = R"(
class ROOT create make feature
  make
    local
      add: PROCEDURE [TUPLE [INTEGER]]
      add_both: PROCEDURE [TUPLE [INTEGER, INTEGER]]
      bump_by: PROCEDURE [TUPLE [COUNTER, INTEGER]]
      note_it: PROCEDURE [TUPLE [STRING]]
      f: FUNCTION [TUPLE [INTEGER, INTEGER], INTEGER]
      args: TUPLE [INTEGER]
      a: ARRAY [INTEGER]
      c: COUNTER
      i: INTEGER
    do
      create c
      add := agent c.bump (?)
      add_both := agent add_two (?, 3, ?)
      bump_by := agent {COUNTER}.bump
      note_it := agent (s: STRING) do total := total + s.count end
      f := agent (x, y: INTEGER): INTEGER do Result := x - y end
      from i := 1 until i > 6 loop
        add.call ([i])
        add_both.call ([i, 10 * i])
        bump_by.call ([c, 2])
        note_it.call (["ab"])
        f.call ([i, 1])
        i := i + 1
      end
      args := [5]
      add.call (args)
      a := <<1, 2, 3, 4>>
      a.do_all (add)
      a.do_all (agent (x: INTEGER) do total := total + x * x end)
      a.do_if (add, agent (x: INTEGER): BOOLEAN do Result := x \\ 2 = 0 end)
      print (c.count.out + " " + total.out + " " + f.last_result.out + " ")
      print (a.for_all (agent (x: INTEGER): BOOLEAN do Result := x > 0 end).out + " ")
      print (a.there_exists (agent (x: INTEGER): BOOLEAN do Result := x > 3 end).out + "%N")
      create last.put (1)
    end
  total: INTEGER
  last: detachable CELL [INTEGER]
  add_two (x, y, z: INTEGER) do total := total + x + y * z end
end

class COUNTER feature
  count: INTEGER
  bump (n: INTEGER) require non_negative: n >= 0 do count := count + n ensure added: count = old count + n end
end
)";

// A program whose make runs `statement' with the FUNCTION agent `h' of `half' (agentViolations).
std::string itemViolation(const std::string& statement)
{
    return R"(
class ROOT create make feature
  make
    local h: detachable FUNCTION [TUPLE [INTEGER], INTEGER]; c: COUNTER; i: INTEGER
    do
      create c
      h := agent half (?)
      )" + statement + R"(
    end
  half (n: INTEGER): INTEGER
    require positive: n > 0
    do Result := n // 2 + n \\ 7 // 6 ensure halved: Result = n // 2 end
end

class COUNTER feature
  count: INTEGER
  bump: INTEGER do count := count + 1; Result := count end
invariant
  at_most_one: count <= 1
end
)";
}

// A program whose make runs `statement' with the PROCEDURE agent `p' of `bump' (agentViolations).
std::string procedureCallViolation(const std::string& statement)
{
    return R"(
class ROOT create make feature
  make
    local p: detachable PROCEDURE [TUPLE [INTEGER]]; c: COUNTER
    do
      create c
      p := agent c.bump (?)
      )" + statement + R"(
    end
  apply (g: PROCEDURE [TUPLE [ANY]]; x: ANY) do g.call ([x]) end
end

class COUNTER feature
  count: INTEGER
  bump (n: INTEGER)
    require small: n < 100
    do count := count + n; if n = 50 then count := count + 1 end
    ensure added: count = old count + n end
invariant
  at_most: count <= 200
end
)";
}

}  // namespace

class TestFastPaths : public QObject {
    Q_OBJECT

private slots:
    void sameResultsAndSteps()
    {
        auto program = compile(kUses);
        const Run run = compareRuns(*program);
        QVERIFY2(run.outcome.ok(), run.outcome.message.c_str());
        // sum = sum over -2..7 of (i*i + 1) = 145 + 10 = 155, plus twice the codes of "bcd…u"
        // (98..117: 2150) = 4455.
        QCOMPARE(QString::fromStdString(run.outcome.output), QString("4455 2.5 yx bcdefghijklmnopqrstu\n"));
    }

    void sameStepBudgetOutcomes()
    {
        auto program = compile(kUses);
        const Run full = compareRuns(*program);
        // Every limit from well inside the program to its end: same failure point, same steps.
        compareUnderStepBudgetsNearTheEnd(*program, full, 120);
    }

    void sameDepthBudgetOutcomes()
    {
        auto program = compile(R"(
class ROOT create make feature
  make
    local a: ARRAY [INTEGER]; s: STRING
    do
      create a.make_filled (3, 1, 4)
      s := "abc"
      print (down (a, s, 0).out)
    end
  down (a: ARRAY [INTEGER]; s: STRING; n: INTEGER): INTEGER
    do
      if n < 4 then
        Result := down (a, s, n + 1)
      else
        a [2] := a [1] + s [1].code
        s.append_character ('d')
        Result := a [2]
      end
    end
end
)");
        for (int limit = 2; limit <= 12; ++limit) {
            runtime::RunLimits limits;
            limits.maxDepth = limit;
            const Run run = compareRuns(*program, limits);
            if (run.outcome.ok()) QCOMPARE(QString::fromStdString(run.outcome.output), QString("100"));
        }
    }

    void sameViolations_data()
    {
        QTest::addColumn<QString>("statement");
        QTest::addColumn<QString>("kind");
        QTest::newRow("item below") << "i := a [0]" << "precondition";
        QTest::newRow("item above") << "i := a.item (5)" << "precondition";
        QTest::newRow("put above") << "a [5] := 1" << "precondition";
        QTest::newRow("put below") << "a.put (1, -1)" << "precondition";
        QTest::newRow("put far below") << "a.put (1, -2147483647)" << "precondition";
        QTest::newRow("item at the largest index") << "i := a [2147483647]" << "precondition";
        QTest::newRow("void array") << "v [1] := 1" << "void_call";
        QTest::newRow("string item 0") << "c := s [0]" << "precondition";
        QTest::newRow("string item past end") << "c := s.item (4)" << "precondition";
        QTest::newRow("NaN put") << "r [1] := nan" << "postcondition";
        QTest::newRow("broken bounds") << "a.break_bounds; i := a [1]" << "invariant";
        // The same in loops (the register tier's ArrayItem and ArrayPut on a descendant of ARRAY).
        QTest::newRow("item above in a loop") << "from i := 1 until i > 9 loop i := i + a [i] - 6 end" << "precondition";
        QTest::newRow("put below in a loop") << "from i := 3 until i > 9 loop a.put (i, i); i := i - 1 end" << "precondition";
        QTest::newRow("void array in a loop") << "from i := 1 until i > 2 loop v [i] := 1; i := i + 1 end" << "void_call";
        QTest::newRow("NaN put in a loop") << "from i := 1 until i > 2 loop r [i] := nan; i := i + 1 end" << "postcondition";
        QTest::newRow("broken bounds in a loop") << "a.break_bounds; from i := 1 until i > 2 loop i := i + a [1] end" << "invariant";
    }

    void sameViolations()
    {
        QFETCH(QString, statement);
        QFETCH(QString, kind);
        const std::string text = R"(
class ROOT create make feature
  make
    local a: MY_ARRAY; v: detachable ARRAY [INTEGER]; r: ARRAY [REAL_64]; s: STRING; i: INTEGER; c: CHARACTER; nan: REAL_64
    do
      create a.make_filled (7, 1, 4)
      create r.make_filled (1.0, 1, 2)
      nan := 0.0; nan := nan / nan
      s := "abc"
      )" + statement.toStdString() + R"(
    end
end

class MY_ARRAY inherit ARRAY [INTEGER] create make_filled feature
  break_bounds do upper := lower - 5 end
end
)";
        checkViolation(text, kind);
    }

    // STRING_8's string-building routines: same output, steps and memory, and the same outcome
    // under every step and memory budget near the end and every small depth budget.
    void stringBuildingSameResultsAndBudgets()
    {
        auto program = compile(kStringBuilding);
        const Run full = compareRuns(*program);
        QVERIFY2(full.outcome.ok(), full.outcome.message.c_str());
        // Computed apart: s holds i * 1237 followed by a comma for i = -3 … 30, and after the one
        // for 20 a copy of itself so far and "-3-2-1…20" (m then); m = "-3-2-1…30".
        QCOMPARE(QString::fromStdString(full.outcome.output), QString("362 18272 -3-2-10123456789101112131415161718192021222324252627282930\n"));
        compareUnderStepBudgetsNearTheEnd(*program, full, 80);
        // Memory: every third limit over the whole run (the strings grow throughout).
        QVERIFY(full.memory > 2000);
        for (std::size_t limit = 0; limit <= full.memory + 1; limit += limit + 3 > full.memory ? 1 : 3) {
            runtime::RunLimits limits;
            limits.maxMemoryBytes = limit;
            QCOMPARE(compareRuns(*program, limits).outcome.ok(), limit >= full.memory);
        }
        for (int limit = 2; limit <= 8; ++limit) {
            runtime::RunLimits limits;
            limits.maxDepth = limit;
            compareRuns(*program, limits);
        }
    }

    // Agent calls through `item': same output, steps, and outcome under every step budget near
    // the end and every small depth budget.
    void agentCallsSameResultsAndBudgets()
    {
        auto program = compile(kAgents);
        const Run full = compareRuns(*program);
        QVERIFY2(full.outcome.ok(), full.outcome.message.c_str());
        // acc and kept as agents.lua computes them for 20 rounds; twice: mix (mix (2, 1, 31), 1, 31) = 1954.
        QCOMPARE(QString::fromStdString(full.outcome.output), QString("810540 10 1954\n"));
        compareUnderStepBudgetsNearTheEnd(*program, full, 60);
        for (int limit = 2; limit <= 8; ++limit) {
            runtime::RunLimits limits;
            limits.maxDepth = limit;
            const Run run = compareRuns(*program, limits);
            // mix runs 3 deep (make, item, mix), twice's inner mix 5 deep; printing needs no more than 8.
            if (limit <= 4) QVERIFY(!run.outcome.ok());
            if (limit == 8) QVERIFY2(run.outcome.ok(), run.outcome.message.c_str());
        }
    }

    // Agent calls on manifest tuples in every shape above: same output, steps, memory and object
    // ids both ways, and the same outcome under every memory budget over the last tuples made and
    // every step budget near the end.
    void agentTupleShapesSameResultsAndBudgets()
    {
        auto program = compile(kTupleShapes);
        const Run full = compareRuns(*program);
        QVERIFY2(full.outcome.ok(), full.outcome.message.c_str());
        // sum5 1+4+9+16+25 = 55, sum9 36+90 = 126; kinds 1 2 3; x 4 * 10, point_at's x 6;
        // call_with (succ, 3) = succ (inner (3)) = 5 (inner (0..3) = 0, 2, 3, 4, see call_with).
        const QString out = QString::fromStdString(full.outcome.output);
        QCOMPARE(out, QString("55 126\n123\n40 6\n5\n"));
        QVERIFY2(QString::fromStdString(full.last).startsWith("CELL [INTEGER_32]#"), full.last.c_str());
        QVERIFY(full.memory > 2000);
        for (std::size_t limit = full.memory - 2000; limit <= full.memory + 8; limit += 8) {
            runtime::RunLimits limits;
            limits.maxMemoryBytes = limit;
            const Run run = compareRuns(*program, limits);
            QCOMPARE(run.outcome.ok(), limit >= full.memory);
        }
        for (std::int64_t limit = full.steps - 40; limit <= full.steps; ++limit) {
            runtime::RunLimits limits;
            limits.maxSteps = limit;
            QCOMPARE(compareRuns(*program, limits).outcome.ok(), limit >= full.steps);
        }
    }

    // One call site, two types of agent: the facts it keeps for one type must not serve the other.
    // `g' accepts any operand; `only_numbers' has an INTEGER operand, so giving it a string
    // violates FUNCTION.item's precondition valid_operands, blamed on the caller.
    void agentCallSiteServesEachAgentType()
    {
        const std::string text = R"(
class ROOT create make feature
  make
    local any_kind: FUNCTION [TUPLE [ANY], INTEGER]; only_numbers: FUNCTION [TUPLE [INTEGER], INTEGER]
    do
      any_kind := agent (x: ANY): INTEGER do Result := 1 end
      only_numbers := agent (n: INTEGER): INTEGER do Result := n end
      print (apply (any_kind, "s").out + apply (only_numbers, 5).out + "%N")
      print (apply (only_numbers, "s").out + "%N")
    end
  apply (g: FUNCTION [TUPLE [ANY], ANY]; x: ANY): ANY do Result := g.item ([x]) end
end
)";
        auto program = compile(text);
        const Run run = compareRuns(*program);
        QCOMPARE(QString::fromStdString(run.outcome.output), QString("15\n"));
        QVERIFY(run.outcome.violation);
        const runtime::Violation& v = *run.outcome.violation;
        QCOMPARE(QString(runtime::violationKindName(v.kind)), QString("precondition"));
        QCOMPARE(QString::fromStdString(v.tag), QString("valid_operands"));
        QVERIFY(v.routine && v.routine->name == "item");
        QVERIFY(v.blamed && v.blamed->name == "apply");
    }

    // PROCEDURE.call in every shape above: same output, steps, memory and object ids as the
    // interpreted routines, and the same outcome under every step budget near the end, every
    // memory budget over the last tuples made and every small depth budget.
    void procedureCallsSameResultsAndBudgets()
    {
        auto program = compile(kProcedures);
        const Run full = compareRuns(*program);
        QVERIFY2(full.outcome.ok(), full.outcome.message.c_str());
        // count: 1+…+6 (add), 6 * 2 (bump_by), 5 (args), 1+2+3+4 (do_all), 2+4 (do_if) = 54;
        // total: 31 * (1+…+6) (add_two (i, 3, 10 i)), 6 * 2 (note_it), 1+4+9+16 = 693; 6 - 1 = 5.
        QCOMPARE(QString::fromStdString(full.outcome.output), QString("54 693 5 True True\n"));
        QVERIFY2(QString::fromStdString(full.last).startsWith("CELL [INTEGER_32]#"), full.last.c_str());
        compareUnderStepBudgetsNearTheEnd(*program, full, 120);
        for (std::size_t limit = full.memory - 1500; limit <= full.memory + 8; limit += 8) {
            runtime::RunLimits limits;
            limits.maxMemoryBytes = limit;
            QCOMPARE(compareRuns(*program, limits).outcome.ok(), limit >= full.memory);
        }
        for (int limit = 2; limit <= 9; ++limit) {
            runtime::RunLimits limits;
            limits.maxDepth = limit;
            const Run run = compareRuns(*program, limits);
            // do_all's action runs 4 deep (make, do_all, call, ROUTINE.call) and bump one deeper.
            if (limit <= 4) QVERIFY(!run.outcome.ok());
            if (limit == 9) QVERIFY2(run.outcome.ok(), run.outcome.message.c_str());
        }
    }

    // Violations through FUNCTION.item and PROCEDURE.call: in the wrapped routine (its
    // precondition, postcondition, its class's invariant), of `item''s or `call''s own precondition
    // (Void operands, an operand of another type, blamed on the client), and a Void agent.
    void agentViolations_data()
    {
        QTest::addColumn<QString>("statement");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("routine");
        QTest::addColumn<bool>("procedure");  // the PROCEDURE.call program, else the FUNCTION.item one
        QTest::newRow("wrapped precondition") << "i := h.item ([0])" << "precondition" << "half" << false;
        QTest::newRow("wrapped postcondition") << "i := h.item ([6])" << "postcondition" << "half" << false;
        QTest::newRow("void operands") << "i := h.item (Void)" << "precondition" << "item" << false;
        QTest::newRow("void agent") << "h := Void; i := h.item ([2])" << "void_call" << "make" << false;
        QTest::newRow("invariant of the target") << "i := (agent c.bump).item ([]); i := (agent c.bump).item ([])" << "invariant" << "bump" << false;
        QTest::newRow("call: wrapped precondition") << "p.call ([100])" << "precondition" << "bump" << true;
        QTest::newRow("call: wrapped postcondition") << "p.call ([50])" << "postcondition" << "bump" << true;
        QTest::newRow("call: invariant after the call") << "p.call ([90]); p.call ([90]); p.call ([90])" << "invariant" << "bump" << true;
        QTest::newRow("call: void operands") << "p.call (Void)" << "precondition" << "call" << true;
        QTest::newRow("call: operand of another type") << "apply (p, 1); apply (p, \"s\")" << "precondition" << "call" << true;
        QTest::newRow("call: void agent") << "p := Void; p.call ([1])" << "void_call" << "make" << true;
        QTest::newRow("call: wrapped precondition in do_all") << "(<<1, 200>>).do_all (p)" << "precondition" << "bump" << true;
    }

    void agentViolations()
    {
        QFETCH(QString, statement);
        QFETCH(QString, kind);
        QFETCH(QString, routine);
        QFETCH(bool, procedure);
        checkViolation(procedure ? procedureCallViolation(statement.toStdString()) : itemViolation(statement.toStdString()), kind, routine);
    }

    // ARRAY.item and put in loops (the register tier's ArrayItem and ArrayPut on ARRAY itself): the
    // same precondition violation as the Eiffel code, and the same outcome under every step
    // budget ending in the last loop and every small depth budget.
    void arrayInstructionsInLoopsMatchEiffel()
    {
        const std::string text = R"(
class ROOT create make feature
  make
    local a: ARRAY [INTEGER]; i, s: INTEGER
    do
      create a.make_filled (0, 1, 30)
      from i := 1 until i > 30 loop a.put (i, i); i := i + 1 end
      from i := 1 until i > LAST loop s := s + a [i]; i := i + 1 end
      print (s.out)
    end
end
)";
        auto whole = compile(QString::fromStdString(text).replace("LAST", "30").toStdString());
        const Run full = compareRuns(*whole);
        QCOMPARE(QString::fromStdString(full.outcome.output), QString("465"));
        compareUnderStepBudgetsNearTheEnd(*whole, full, 200);
        for (int limit = 1; limit <= 4; ++limit) {
            runtime::RunLimits limits;
            limits.maxDepth = limit;
            compareRuns(*whole, limits);
        }
        auto beyond = compile(QString::fromStdString(text).replace("LAST", "31").toStdString());
        checkArrayItemViolation(compareRuns(*beyond));
    }

    // The fast path only serves ARRAY itself: a descendant runs the Eiffel code, and ARRAY [G]
    // of any G is served with the same results.
    void plainArrayFastPathMatchesEiffel()
    {
        auto program = compile(R"(
class ROOT create make feature
  make
    local a: ARRAY [INTEGER]; i: INTEGER
    do
      create a.make_filled (0, 1, 3)
      a [3] := 5
      i := a [0]
    end
end
)");
        const Run run = compareRuns(*program);
        checkArrayItemViolation(run);
        QCOMPARE(QString::fromStdString(run.outcome.output), QString());
    }
};

QTEST_GUILESS_MAIN(TestFastPaths)
#include "test_fast_paths.moc"
