// Unit tests of the runtime (runtime/interpreter.h): Eiffel programs compiled from source with
// compileProgram and run with runRoot / the Interpreter API; expectations computed by hand.
#include "runtime/interpreter.h"
#include "sema/compiler.h"

#include <QtTest>

#include <memory>
#include <string>

using namespace amend;
using runtime::Outcome;
using runtime::ViolationKind;

namespace {

struct Compiled {
    std::shared_ptr<const sema::Program> program;
    std::string errors;  // diagnostics in the test's own file
};

Compiled compile(const std::string& text)
{
    sema::CompileInput input;
    input.buffers.push_back({"test.e", text});
    DiagnosticSink sink;
    Compiled c;
    c.program = sema::compileProgram(input, sink);
    for (const Diagnostic& d : sink.diagnostics()) {
        if (d.severity != Severity::Error || !d.range.valid()) continue;
        if (c.program->sources.file(d.range.file).isKernel()) continue;  // kernel problems are not ours
        c.errors += DiagnosticSink::format(d, c.program->sources) + "\n";
    }
    return c;
}

// Programs stay alive until the end (outcomes point into them).
std::vector<std::shared_ptr<const sema::Program>>& keptPrograms()
{
    static std::vector<std::shared_ptr<const sema::Program>> programs;
    return programs;
}

// Compiles `text`, runs ROOT.make (or `feature`) and returns the outcome.
Outcome run(const std::string& text, const runtime::RunOptions& options = {}, const char* feature = "make",
            const char* root = "ROOT")
{
    Compiled c = compile(text);
    if (!c.errors.empty()) qWarning("%s", c.errors.c_str());
    Q_ASSERT(c.program);
    Outcome o = runtime::runRoot(*c.program, root, feature, options);
    keptPrograms().push_back(std::move(c.program));
    return o;
}

const char* kindName(const Outcome& o) { return o.violation ? runtime::violationKindName(o.violation->kind) : "none"; }

}  // namespace

class TestInterpreter : public QObject {
    Q_OBJECT

private slots:
    void arithmeticWraps()
    {
        const Outcome o = run(R"(
class ROOT create make feature
  make
    local a, b, m: INTEGER; big: INTEGER_64; n: NATURAL_32
    do
      a := 65536; b := 65536
      print ((a * b).out + " ")
      m := 2147483647
      print ((m + 1).out + " ")
      a := -7; b := 2
      print ((a // b).out + " " + (a \\ b).out + " " + ((-a) \\ (-b)).out + " ")
      n := 0; n := n - 1
      print (n.out + " ")
      big := 3000000000
      print ((big * 4).out + "%N")
    end
end
)");
        QVERIFY2(o.ok(), o.message.c_str());
        QCOMPARE(QString::fromStdString(o.output), QString("0 -2147483648 -3 -1 1 4294967295 12000000000\n"));
    }

    void realsPrintLikePython()
    {
        const Outcome o = run(R"(
class ROOT create make feature
  make
    local x: REAL_64
    do
      x := 7.0
      print ((x / 2.0).out + " " + (1.0).out + " " + (0.1).out + " " + (1.0e16).out + " " + (1.5e-5).out + " " + (-0.25).out + "%N")
    end
end
)");
        QVERIFY2(o.ok(), o.message.c_str());
        QCOMPARE(QString::fromStdString(o.output), QString("3.5 1.0 0.1 1e+16 1.5e-05 -0.25\n"));
    }

    void divisionByZero()
    {
        const char* text = R"(
class ROOT create make feature
  make
    local a, b: INTEGER
    do
      a := 10
      print ((a // b).out)
    end
end
)";
        Outcome o = run(text);
        QCOMPARE(o.status, Outcome::Status::Violation);
        QCOMPARE(kindName(o), "precondition");
        QCOMPARE(QString::fromStdString(o.violation->tag), QString("divisor_not_zero"));
        QCOMPARE(QString::fromStdString(o.violation->blamed->name), QString("make"));
        runtime::RunOptions unchecked;
        unchecked.checkContracts = false;
        o = run(text, unchecked);
        QCOMPARE(o.status, Outcome::Status::Violation);
        QCOMPARE(kindName(o), "division_by_zero");
    }

    void shortCircuit()
    {
        const char* text = R"(
class ROOT create make, plain, strict feature
  s: detachable STRING
  b: BOOLEAN
  make
    do
      if s /= Void and then s.count > 0 then print ("yes") else print ("no") end
      if s = Void or else s.count > 0 then print (" ok") end
      if s /= Void implies s.count > 0 then print (" ok%N") end
    end
  plain
      -- Plain `and' and `or' short-circuit too, as in EiffelStudio and gec, in branches and values.
    do
      if s /= Void and s.count > 0 then print ("yes") else print ("no") end
      if s = Void or s.count > 0 then print (" ok") end
      b := s /= Void and s.count > 0
      if not b then print (" ok") end
      b := s = Void or s.count > 0
      if b then print (" ok%N") end
    end
  strict
    do
      if s /= Void xor s.count > 0 then print ("yes") end
    end
end
)";
        Outcome o = run(text);
        QVERIFY2(o.ok(), o.message.c_str());
        QCOMPARE(QString::fromStdString(o.output), QString("no ok ok\n"));
        o = run(text, {}, "plain");
        QVERIFY2(o.ok(), o.message.c_str());
        QCOMPARE(QString::fromStdString(o.output), QString("no ok ok ok\n"));
        o = run(text, {}, "strict");
        QCOMPARE(o.status, Outcome::Status::Violation);
        QCOMPARE(kindName(o), "void_call");
    }

    void preconditionBlamesCaller()
    {
        const Outcome o = run(R"(
class ROOT create make feature
  balance: INTEGER
  make
    do
      withdraw (5)
      withdraw (-1)
    end
  withdraw (n: INTEGER)
    require
      positive: n > 0
    do
      balance := balance - n
    end
end
)");
        QCOMPARE(o.status, Outcome::Status::Violation);
        QCOMPARE(kindName(o), "precondition");
        QCOMPARE(QString::fromStdString(o.violation->tag), QString("positive"));
        QCOMPARE(QString::fromStdString(o.violation->routine->name), QString("withdraw"));
        QCOMPARE(QString::fromStdString(o.violation->blamed->name), QString("make"));
        QVERIFY(o.violation->stack.size() >= 2);
        QCOMPARE(QString::fromStdString(o.violation->stack[0].feature->name), QString("withdraw"));
        QCOMPARE(QString::fromStdString(o.violation->stack[1].feature->name), QString("make"));
    }

    void postconditionAndOld()
    {
        const Outcome o = run(R"(
class ROOT create make feature
  count: INTEGER
  make
    do
      increment
      increment
    end
  increment
    do
      if count < 1 then count := count + 1 else count := count + 2 end
    ensure
      one_more: count = old count + 1
    end
end
)");
        QCOMPARE(o.status, Outcome::Status::Violation);
        QCOMPARE(kindName(o), "postcondition");
        QCOMPARE(QString::fromStdString(o.violation->tag), QString("one_more"));
        QCOMPARE(QString::fromStdString(o.violation->blamed->name), QString("increment"));
    }

    void invariantOnQualifiedCalls()
    {
        const Outcome o = run(R"(
class ROOT create make feature
  make
    local a: ACCOUNT
    do
      create a.make
      a.deposit (10)
      print (a.balance.out + "%N")
      a.withdraw (20)
      print ("not reached")
    end
end

class ACCOUNT create make feature
  balance: INTEGER
  make do end
  deposit (n: INTEGER) do balance := balance + n end
  withdraw (n: INTEGER) do balance := balance - n end
invariant
  non_negative: balance >= 0
end
)");
        QCOMPARE(o.status, Outcome::Status::Violation);
        QCOMPARE(kindName(o), "invariant");
        QCOMPARE(QString::fromStdString(o.violation->tag), QString("non_negative"));
        QCOMPARE(QString::fromStdString(o.violation->routine->name), QString("withdraw"));
        QCOMPARE(QString::fromStdString(o.output), QString("10\n"));
    }

    void loopVariantAndInvariant()
    {
        const char* text = R"(
class ROOT create make, bad_invariant feature
  make
    local i: INTEGER
    do
      from i := 0 invariant i <= 10 until i >= 5 loop
        i := i + 1
      variant
        steps_left: 3 - i
      end
    end
  bad_invariant
    local i: INTEGER
    do
      from i := 0 invariant small: i <= 2 until i >= 5 loop
        i := i + 1
      end
    end
end
)";
        Outcome o = run(text);
        QCOMPARE(o.status, Outcome::Status::Violation);
        QCOMPARE(kindName(o), "variant");
        o = run(text, {}, "bad_invariant");
        QCOMPARE(o.status, Outcome::Status::Violation);
        QCOMPARE(kindName(o), "loop_invariant");
        QCOMPARE(QString::fromStdString(o.violation->tag), QString("small"));
    }

    void checkAndInspect()
    {
        const char* text = R"(
class ROOT create make, no_match feature
  make
    local i: INTEGER
    do
      i := 3
      inspect i
      when 1, 2 then print ("low")
      when 3..5 then print ("mid")
      else print ("high")
      end
      check is_three: i = 4 end
    end
  no_match
    local c: CHARACTER
    do
      c := 'z'
      inspect c when 'a'..'f' then print ("hex") end
    end
end
)";
        Outcome o = run(text);
        QCOMPARE(o.status, Outcome::Status::Violation);
        QCOMPARE(kindName(o), "check");
        QCOMPARE(QString::fromStdString(o.violation->tag), QString("is_three"));
        QCOMPARE(QString::fromStdString(o.output), QString("mid"));
        o = run(text, {}, "no_match");
        QCOMPARE(kindName(o), "inspect_no_match");
    }

    void rescueRetry()
    {
        const char* text = R"(
class ROOT create make, give_up feature
  attempts: INTEGER
  make
    do
      risky
      print (attempts.out + "%N")
    end
  risky
    local n: INTEGER
    do
      attempts := attempts + 1
      n := 10 // (attempts - 1)
    rescue
      if attempts < 3 then retry end
    end
  give_up
    local s: detachable STRING
    do
      print (s.count.out)
    rescue
      print ("rescued ")
    end
end
)";
        // attempt 1 divides by zero (precondition of `//'), the rescue retries, attempt 2 works.
        Outcome o = run(text);
        QVERIFY2(o.ok(), o.message.c_str());
        QCOMPARE(QString::fromStdString(o.output), QString("2\n"));
        o = run(text, {}, "give_up");
        QCOMPARE(o.status, Outcome::Status::Violation);
        QCOMPARE(kindName(o), "void_call");
        QCOMPARE(QString::fromStdString(o.output), QString("rescued "));
    }

    void retryRestartsBody()
    {
        const Outcome o = run(R"(
class ROOT create make feature
  attempts: INTEGER
  make
    local n: INTEGER
    do
      attempts := attempts + 1
      print ("try ")
      check enough: attempts >= 3 end
      print (attempts.out + "%N")
    rescue
      retry
    end
end
)");
        QVERIFY2(o.ok(), o.message.c_str());
        QCOMPARE(QString::fromStdString(o.output), QString("try try try 3\n"));
    }

    void stepBudget()
    {
        runtime::RunOptions options;
        options.limits.maxSteps = 100000;
        const Outcome o = run(R"(
class ROOT create make feature
  make
    local i: INTEGER
    do
      from until False loop i := i + 1 end
    end
end
)", options);
        QCOMPARE(o.status, Outcome::Status::BudgetExhausted);
        QCOMPARE(o.budget, runtime::Budget::Steps);
    }

    void depthBudget()
    {
        const char* text = R"(
class ROOT create make feature
  make do down (1) end
  down (n: INTEGER) do down (n + 1) end
end
)";
        Outcome o = run(text);
        QCOMPARE(o.status, Outcome::Status::BudgetExhausted);
        QCOMPARE(o.budget, runtime::Budget::Depth);
        // A huge depth limit is still bounded by the C++ stack: no crash.
        runtime::RunOptions deep;
        deep.limits.maxDepth = 100000000;
        o = run(text, deep);
        QCOMPARE(o.status, Outcome::Status::BudgetExhausted);
        QCOMPARE(o.budget, runtime::Budget::Depth);
        // On a big stack, 100000 levels are possible. (Not under ThreadSanitizer: its runtime's own
        // per-thread record of calls overflows at that depth, inside TSan, whatever Amend does.)
#if !defined(__SANITIZE_THREAD__)
        deep.limits.maxDepth = 100000;
        Compiled c = compile(text);
        runtime::runWithLargeStack([&] { o = runtime::runRoot(*c.program, "ROOT", "make", deep); });
        QCOMPARE(o.status, Outcome::Status::BudgetExhausted);
        QCOMPARE(o.budget, runtime::Budget::Depth);
#endif
    }

    void memoryBudget()
    {
        runtime::RunOptions options;
        options.limits.maxMemoryBytes = 1 << 20;
        const Outcome o = run(R"(
class ROOT create make feature
  make
    local s: STRING
    do
      s := "x"
      from until False loop s.append (s) end
    end
end
)", options);
        QCOMPARE(o.status, Outcome::Status::BudgetExhausted);
        QCOMPARE(o.budget, runtime::Budget::Memory);
    }

    void genericsAndDefaults()
    {
        const Outcome o = run(R"(
class ROOT create make feature
  make
    local c: CELL [INTEGER]; d: CELL [STRING]; r: CELL [REAL_64]
    do
      create c; create d; create r
      print (c.item.out + " " + (d.item = Void).out + " " + r.item.out + " " + c.fresh.out + "%N")
      print (c.generating_type + " " + c.out + "%N")
    end
end

class CELL [G] feature
  item: G
  fresh: G do end
end
)");
        QVERIFY2(o.ok(), o.message.c_str());
        QCOMPARE(QString::fromStdString(o.output), QString("0 True 0.0 0\nCELL [INTEGER_32] CELL [INTEGER_32]\n"));
    }

    void stringsAndArrays()
    {
        const Outcome o = run(R"(
class ROOT create make feature
  make
    local s, t: STRING; a: ARRAY [INTEGER]; sum: INTEGER
    do
      s := "abc"
      t := s.twin
      s.append ("def")
      s.append_character ('!')
      print (s + " " + t + " " + s.count.out + " " + s.substring (2, 4) + " " + (s ~ t).out + " " + (t ~ "abc").out + "%N")
      a := <<3, 4, 5>>
      a.put (10, 2)
      across a as c loop sum := sum + c.item end
      print (sum.out + " " + a.count.out + "%N")
    end
end
)");
        QVERIFY2(o.ok(), o.message.c_str());
        QCOMPARE(QString::fromStdString(o.output), QString("abcdef! abc 7 bcd False True\n18 3\n"));
    }

    void interpreterApi()
    {
        Compiled c = compile(R"(
class ROOT create make feature
  total: INTEGER
  make do end
  add (n: INTEGER) require n >= 0 do total := total + n end
  name_length (s: STRING): INTEGER do Result := s.count end
end
)");
        QVERIFY2(c.errors.empty(), c.errors.c_str());
        const sema::ClassInfo* cls = c.program->classNamed("ROOT");
        QVERIFY(cls);
        runtime::Interpreter interpreter(*c.program);
        std::optional<runtime::Value> root = interpreter.createObject(c.program->typeTable().classType(cls), cls->feature("make"), {});
        QVERIFY(root);
        QVERIFY(interpreter.call(*root, cls->feature("add"), {runtime::Value::int32(4)}));
        QVERIFY(interpreter.call(*root, cls->feature("add"), {runtime::Value::int32(5)}));
        QCOMPARE(interpreter.field(*root, cls->feature("total")).i32, 9);
        std::optional<runtime::Value> len = interpreter.call(*root, cls->feature("name_length"), {interpreter.makeString("hello")});
        QVERIFY(len);
        QCOMPARE(len->i32, 5);
        QVERIFY(!interpreter.call(*root, cls->feature("add"), {runtime::Value::int32(-1)}));
        Outcome o = interpreter.outcome();
        QCOMPARE(kindName(o), "precondition");
        QVERIFY(o.violation->blamed == nullptr);  // called from outside: the test driver is to blame
        QCOMPARE(QString::fromStdString(interpreter.formatValue(*root)), QString("ROOT#1"));
        QCOMPARE(QString::fromStdString(interpreter.formatValue(runtime::Value::real(2.5))), QString("2.5"));
        QCOMPARE(QString::fromStdString(interpreter.formatValue(runtime::Value::boolean(true))), QString("True"));
        QCOMPARE(QString::fromStdString(interpreter.formatValue(interpreter.makeString("hi"))), QString("hi"));
    }

    void observerAndForcedBranch()
    {
        const char* text = R"(
class ROOT create make feature
  make
    local x: INTEGER
    do
      x := 1
      if x > 5 then print ("big") else print ("small") end
    end
end
)";
        struct Counter : runtime::Observer {
            int instructions = 0, branches = 0, enters = 0, exits = 0;
            bool force = false;
            std::optional<runtime::Value> probed;
            void onEnter(const runtime::FrameView&) override { ++enters; }
            void onExit(const runtime::FrameView&, bool) override { ++exits; }
            void beforeInstruction(const ir::Instr&, const runtime::FrameView&) override { ++instructions; }
            bool onBranch(const ir::Instr& i, int, bool value, const runtime::FrameView& view) override
            {
                if (i.op == ir::IOp::If && view.routine().feature && view.routine().feature->name == "make") {
                    ++branches;
                    ir::Expr local;
                    local.op = ir::Op::Local;
                    local.slot = 0;
                    probed = view.evaluate(local);
                    if (force) return !value;
                }
                return value;
            }
        };
        Counter counter;
        runtime::RunOptions options;
        options.observer = &counter;
        Outcome o = run(text, options);
        QVERIFY2(o.ok(), o.message.c_str());
        QCOMPARE(QString::fromStdString(o.output), QString("small"));
        QCOMPARE(counter.branches, 1);
        QVERIFY(counter.probed && counter.probed->i32 == 1);
        QVERIFY(counter.instructions >= 3);
        QCOMPARE(counter.enters, counter.exits);
        counter.force = true;
        o = run(text, options);
        QCOMPARE(QString::fromStdString(o.output), QString("big"));
    }

    // An observer of the user's routines (Observer::watchesInside's default) sees a library
    // routine's call from them, not the library's own calls inside it; unless the library may call
    // the user's code back (a redeclared `is_equal', an agent: sema::libraryMayCallUserCode),
    // when it sees everything, the user's `is_equal' called from ARRAY.has included.
    void observersSkipTheLibrarysInsides()
    {
        struct Calls : runtime::Observer {
            std::vector<bool> userFrames;
            int libraryFromUser = 0, libraryFromLibrary = 0;
            std::vector<std::string> user;  // the user's routines entered
            bool everything = false;
            void onEnter(const runtime::FrameView& frame) override
            {
                const bool isUser = runtime::isUserRoutine(frame.routine());
                if (isUser) user.push_back(frame.routine().feature->name);
                else if (!userFrames.empty() && !userFrames.back()) ++libraryFromLibrary;
                else ++libraryFromUser;
                userFrames.push_back(isUser);
            }
            void onExit(const runtime::FrameView&, bool) override { userFrames.pop_back(); }
            bool watchesInside(const ir::Routine& routine) override { return everything || runtime::Observer::watchesInside(routine); }
        };
        const std::string item = R"(
class ITEM INHERITANCE create make feature
  value: INTEGER
  make (v: INTEGER) do value := v end
REDECLARATION
end
)";
        const std::string root = R"(
class ROOT create make feature
  make
    local a: ARRAY [ITEM]; x: ITEM
    do
      create a.make_filled (create {ITEM}.make (1), 1, 4)
      a.compare_objects
      create x.make (1)
      if a.has (x) then print (twice (2).out) end
    end
  twice (n: INTEGER): INTEGER do Result := n + n end
end
)";
        auto compileWith = [&](const std::string& redeclaration, const std::string& inheritance = "") {
            std::string text = item;
            text.replace(text.find("INHERITANCE"), 11, inheritance);
            text.replace(text.find("REDECLARATION"), 13, redeclaration);
            Compiled c = compile(root + text);
            if (!c.errors.empty()) qWarning("%s", c.errors.c_str());
            keptPrograms().push_back(c.program);
            return c.program;
        };
        // No redeclaration: the library's insides run unobserved, the user's routines are all seen.
        const std::shared_ptr<const sema::Program> plain = compileWith("");
        QVERIFY(!plain->libraryCallsUserCode);
        Calls calls;
        runtime::RunOptions options;
        options.observer = &calls;
        Outcome o = runtime::runRoot(*plain, "ROOT", "make", options);
        QVERIFY2(o.ok(), o.message.c_str());
        QCOMPARE(QString::fromStdString(o.output), QString("4"));
        QCOMPARE(calls.libraryFromLibrary, 0);
        QVERIFY(calls.libraryFromUser >= 4);  // make_filled, compare_objects, has, out
        QVERIFY(std::count(calls.user.begin(), calls.user.end(), "make") == 3 && std::count(calls.user.begin(), calls.user.end(), "twice") == 1);
        // An observer that looks inside everything sees the library's own calls (ARRAY.has's SPECIAL.item).
        Calls all;
        all.everything = true;
        options.observer = &all;
        o = runtime::runRoot(*plain, "ROOT", "make", options);
        QVERIFY2(o.ok(), o.message.c_str());
        QVERIFY(all.libraryFromLibrary > 0);
        QCOMPARE(all.user, calls.user);
        // A redeclared `is_equal': ARRAY.has calls it, and the observer sees those calls.
        const std::shared_ptr<const sema::Program> redeclared =
            compileWith("  is_equal (other: like Current): BOOLEAN do Result := value = other.value end", "inherit ANY redefine is_equal end");
        QVERIFY(redeclared->libraryCallsUserCode);
        Calls back;
        options.observer = &back;
        o = runtime::runRoot(*redeclared, "ROOT", "make", options);
        QVERIFY2(o.ok(), o.message.c_str());
        QCOMPARE(QString::fromStdString(o.output), QString("4"));
        QVERIFY(std::count(back.user.begin(), back.user.end(), "is_equal") >= 1);
        // An agent the user's code makes may be called by the library too.
        QVERIFY(compileWith("  maker: FUNCTION [TUPLE [INTEGER], ITEM] do Result := agent (v: INTEGER): ITEM do create Result.make (v) end end")->libraryCallsUserCode);
    }

    // A probe (FrameView::evaluate: snapshots, branch distances) goes at most Machine::kProbeDepth
    // calls deeper than its frame; the run keeps its own depth budget. Analysis probes the right
    // side of `a > 0 implies down (a) = 0' where the program would not evaluate it (a = -1: a
    // recursion without end, cut at the probe's depth instead of the run's 10,000 calls).
    void probesGoNoDeeperThanTheirLimit()
    {
        const char* text = R"(
class ROOT create make feature
  make
    local a, b, c: INTEGER
    do
      a := -1; b := 400; c := 600
      if a > 0 implies down (a) = 0 then end
      if b > 0 implies down (b) = 0 then end
      if c > 0 implies down (c) = 0 then end
      print (deep (3000))
    end
  down (k: INTEGER): INTEGER do if k /= 0 then Result := down (k - 1) end end
  deep (k: INTEGER): INTEGER do if k > 0 then Result := 1 + deep (k - 1) end end
end
)";
        struct GuardedSides : runtime::Observer {
            std::vector<std::optional<runtime::Value>> probed;
            bool onBranch(const ir::Instr& i, int index, bool value, const runtime::FrameView& view) override
            {
                const ir::Expr& cond = *i.conds[static_cast<std::size_t>(index)];
                if (i.op == ir::IOp::If && view.routine().feature->name == "make" && cond.op == ir::Op::Implies)
                    probed.push_back(view.evaluate(*cond.kids[1]));
                return value;
            }
        };
        GuardedSides observer;
        runtime::RunOptions options;
        options.observer = &observer;
        const Outcome o = run(text, options);
        QVERIFY2(o.ok(), o.message.c_str());
        QCOMPARE(QString::fromStdString(o.output), QString("3000"));  // the run's own depth budget is back
        QCOMPARE(observer.probed.size(), std::size_t(3));
        QVERIFY(!observer.probed[0]);                                  // down (-1): cut
        QVERIFY(observer.probed[1] && observer.probed[1]->b);          // down (400): within the probe's depth
        QVERIFY(!observer.probed[2]);                                  // down (600): beyond it (the program itself ran it)
    }

    // A catcall (an argument `like a' given an object of another type, which the checker lets
    // through) stops the run: POINT's `is_equal' reading `other.tag' on a LABEL used to read the
    // LABEL's INTEGER field as POINT's STRING and call STRING_8.count on it (a crash).
    void catcallStopsTheRun()
    {
        const Outcome o = run(R"(
class ROOT create make feature
  make
    local p: POINT; l: LABEL
    do
      create p.make; create l
      if same (p, l) then print ("same") else print ("different") end
    end
  same (a: ANY; b: like a): BOOLEAN do Result := a.is_equal (b) end
end
class POINT inherit ANY redefine is_equal end create make feature
  make do tag := "p" end
  tag: STRING
  is_equal (other: like Current): BOOLEAN do Result := tag.count = other.tag.count end
end
class LABEL feature
  size: INTEGER
end
)");
        QCOMPARE(o.status, Outcome::Status::InternalError);
        QVERIFY2(o.message.find("catcall: POINT.tag called on an object of LABEL") != std::string::npos, o.message.c_str());
        QCOMPARE(QString::fromStdString(o.output), QString());
    }

    // SPECIAL.aliased_resized_area keeps the first `n.min (count)' items with capacity `n'
    // (FreeELKS's postcondition; the kernel's precondition n >= count is off here).
    void aliasedResizedAreaShrinks()
    {
        runtime::RunOptions options;
        options.checkContracts = false;
        const Outcome o = run(R"(
class ROOT create make feature
  make
    local s, t: SPECIAL [INTEGER]
    do
      create s.make_filled (7, 3)
      t := s.aliased_resized_area (1)
      print (t.count.out + " " + t.capacity.out + " " + t.item (0).out + " ")
      t := s.aliased_resized_area (5)
      print (t.count.out + " " + t.capacity.out)
    end
end
)", options);
        QVERIFY2(o.ok(), o.message.c_str());
        QCOMPARE(QString::fromStdString(o.output), QString("1 1 7 3 5"));
    }

    void routineOverride()
    {
        Compiled c = compile(R"(
class ROOT create make feature
  make do print (value.out) end
  value: INTEGER do Result := 1 end
  other: INTEGER do Result := 2 end
end
)");
        QVERIFY2(c.errors.empty(), c.errors.c_str());
        const sema::ClassInfo* cls = c.program->classNamed("ROOT");
        runtime::RunOptions options;
        options.overrides[cls->feature("value")->routine] = std::shared_ptr<const ir::Routine>(c.program, cls->feature("other")->routine);
        Outcome o = runtime::runRoot(*c.program, "ROOT", "make", options);
        QVERIFY2(o.ok(), o.message.c_str());
        QCOMPARE(QString::fromStdString(o.output), QString("2"));
        o = runtime::runRoot(*c.program, "ROOT", "make", {});
        QCOMPARE(QString::fromStdString(o.output), QString("1"));
    }

    void concurrentRuns()
    {
        // Several interpreters over one shared const Program on different threads.
        Compiled c = compile(R"(
class ROOT create make feature
  make
    local i: INTEGER; s: STRING; cell: CELL [INTEGER]
    do
      create s.make (10)
      create cell
      from i := 1 until i > 2000 loop
        s.append (i.out)
        cell.put (cell.item + i)
        i := i + 1
      end
      print (s.count.out + " " + cell.item.out + " " + fib (15).out)
    end
  fib (n: INTEGER): INTEGER do if n < 2 then Result := n else Result := fib (n - 1) + fib (n - 2) end end
end

class CELL [G -> NUMERIC] feature
  item: G
  put (v: G) do item := v end
end
)");
        QVERIFY2(c.errors.empty(), c.errors.c_str());
        std::vector<std::string> outputs(4);
        std::vector<std::unique_ptr<QThread>> threads;
        for (std::size_t t = 0; t < outputs.size(); ++t) {
            threads.emplace_back(QThread::create([&, t] { outputs[t] = runtime::runRoot(*c.program, "ROOT", "make").output; }));
            threads.back()->start();
        }
        for (auto& thread : threads) thread->wait();
        // 9 + 90*2 + 900*3 + 1001*4 = 6893 characters; 1 + … + 2000 = 2001000; fib (15) = 610.
        for (const std::string& out : outputs) QCOMPARE(QString::fromStdString(out), QString("6893 2001000 610"));
    }

    // A variant that fails carries its values as data (front ends word them: issue 34): the value
    // where it failed, and the one before when it did not decrease (a loop's last iteration's, a
    // recursion's caller's).
    void variantFailuresCarryTheirValues()
    {
        const char* const program = R"(
class ROOT create make, flat, again feature
  make
    local i: INTEGER
    do
      from i := 3 until i > 5 loop i := i + 1 variant 4 - i end
    end
  flat
    local i: INTEGER
    do
      from i := 0 until i > 2 loop i := i + 1 variant 7 end
    end
  again do count_down (2) end
  count_down (n: INTEGER)
    require
      decreases (n)
    do
      if n > 0 then count_down (n) end
    end
end
)";
        const std::tuple<const char*, const char*, const char*> cases[] = {{"make", "-1", ""}, {"flat", "7", "7"}, {"again", "2", "2"}};
        for (const auto& [feature, now, before] : cases) {
            const Outcome o = run(program, {}, feature);
            QCOMPARE(kindName(o), "variant");
            QCOMPARE(QString::fromStdString(o.violation->subject), QString::fromLatin1(now));
            QCOMPARE(QString::fromStdString(o.violation->previous), QString::fromLatin1(before));
        }
    }

    void noNestedAssertionChecking()
    {
        // `is_ok` has a failing precondition, but it is only called from an assertion.
        const Outcome o = run(R"(
class ROOT create make feature
  make do work; print ("done") end
  work require is_ok do end
  is_ok: BOOLEAN require False do Result := True end
end
)");
        QVERIFY2(o.ok(), o.message.c_str());
        QCOMPARE(QString::fromStdString(o.output), QString("done"));
    }
};

QTEST_GUILESS_MAIN(TestInterpreter)
#include "test_interpreter.moc"
