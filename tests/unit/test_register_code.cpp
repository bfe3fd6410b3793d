// Differential tests of the register tier (runtime/register_code.h): every program runs once
// with routines compiled to register code and once with the tree walker only
// (RunOptions::registerCode off), and the two must agree on everything observable: output,
// status, budget, violation (kind, tag, routine, blame, location, stack), steps used and wrapped
// operations, also under step budgets ending anywhere near the end of the run and under depth
// budgets. Programs: the whole corpus (tests/corpus, area by area), the benchmark programs (bench/programs)
// and the programs below (violations raised inside compiled code, overflow, deep recursion).
#include "../observed_runs.h"
#include "runtime/interpreter.h"
#include "sema/compiler.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

#include <cstdlib>
#include <memory>
#include <string>

using namespace amend;
using runtime::Outcome;
using test::describeViolation;

namespace {

std::shared_ptr<const sema::Program> compile(const std::string& name, const std::string& text)
{
    sema::CompileInput input;
    input.buffers.push_back({name, text});
    DiagnosticSink sink;
    return sema::compileProgram(input, sink);
}

struct Run {
    std::string description;  // everything a client sees
    std::int64_t steps = 0;
    std::size_t compiled = 0;  // routines run as register code
    bool outOfBudget = false;  // ended at the step or memory budget
    std::size_t contractCodes = 0;  // preconditions, postconditions and invariants run as register code
};

std::string describe(const Outcome& o, std::int64_t steps)
{
    std::string s = "status " + std::to_string(static_cast<int>(o.status)) + " budget " + std::to_string(static_cast<int>(o.budget))
                    + " steps " + std::to_string(steps) + " wrapped " + std::to_string(o.wrappedOperations) + " output [" + o.output
                    + "] message [" + o.message + "]";
    if (o.violation) s += describeViolation(*o.violation);
    return s;
}

// Creates `root' with `creator' (no arguments) and runs it.
Run run(const sema::Program& program, const sema::ClassInfo* root, const sema::FeatureInfo* creator, runtime::RunLimits limits,
        bool registerCode, bool contracts = true)
{
    runtime::RunOptions options;
    options.limits = limits;
    options.registerCode = registerCode;
    options.checkContracts = contracts;
    // On a large stack as `amend run' runs programs: the depth budget, not the test thread's
    // stack (far smaller, and its frames larger under a sanitizer), is what a deep recursion meets.
    Run result;
    runtime::runWithLargeStack([&] {
        runtime::Interpreter interpreter(program, options);
        interpreter.createObject(program.typeTable().classType(root), creator, {});
        const Outcome& o = interpreter.outcome();
        result = {describe(o, interpreter.stepsUsed()), interpreter.stepsUsed(), interpreter.registerCodeRoutines(),
                  o.status == Outcome::Status::BudgetExhausted && (o.budget == runtime::Budget::Steps || o.budget == runtime::Budget::Memory),
                  interpreter.registerContractCodes()};
    });
    return result;
}

// Both tiers agree on `program' under `limits'; returns the register tier's run.
Run compareTiers(const sema::Program& program, const sema::ClassInfo* root, const sema::FeatureInfo* creator, runtime::RunLimits limits,
                 const QString& what, bool contracts = true)
{
    const Run walked = run(program, root, creator, limits, false, contracts);
    const Run registers = run(program, root, creator, limits, true, contracts);
    if (walked.description != registers.description)
        qWarning("%s\nwalker:    %s\nregisters: %s", qPrintable(what), walked.description.c_str(), registers.description.c_str());
    [&] { QCOMPARE(QString::fromStdString(registers.description), QString::fromStdString(walked.description)); }();
    return registers;
}

constexpr std::int64_t kLongRunSteps = 1000000;  // compareUnderBudgets

// Both tiers agree on `program' run whole, and under step budgets ending at each of the last
// `lastSteps' steps and a few earlier points, and under depth budgets 1-`depths'. Returns the
// routines compiled in the whole run.
std::size_t compareUnderBudgets(const sema::Program& program, const sema::ClassInfo* root, const sema::FeatureInfo* creator,
                                const QString& what, int lastSteps, int depths, bool contractsOff = true)
{
    const Run whole = compareTiers(program, root, creator, {}, what);
    if (QTest::currentTestFailed()) return whole.compiled;
    // A costly run (millions of steps, or one to the step or memory budget) is cut one step
    // before its end only: the cuts further from the end test the same last instructions, and
    // each is a whole run (budget_memory, list_stress and budget_steps took 13 of the test's 38 s).
    const bool costly = whole.steps > kLongRunSteps || whole.outOfBudget;
    if (costly) lastSteps = std::min(lastSteps, 1);
    runtime::RunLimits limits;
    for (std::int64_t k = 1; k <= lastSteps && k < whole.steps; ++k) {
        limits.maxSteps = whole.steps - k;
        compareTiers(program, root, creator, limits, what + " steps " + QString::number(limits.maxSteps));
        if (QTest::currentTestFailed()) return whole.compiled;
    }
    for (std::int64_t part : {2, 3, 7}) {
        limits.maxSteps = whole.steps / part;
        compareTiers(program, root, creator, limits, what + " steps " + QString::number(limits.maxSteps));
        if (QTest::currentTestFailed()) return whole.compiled;
    }
    limits = {};
    // The depth budgets of a costly run are compared over its first seventh (budget_steps loops
    // to the step budget at depth 1: four more whole runs).
    if (costly) limits.maxSteps = whole.steps / 7;
    for (int depth = 1; depth <= depths; ++depth) {
        limits.maxDepth = depth;
        compareTiers(program, root, creator, limits, what + " depth " + QString::number(depth));
        if (QTest::currentTestFailed()) return whole.compiled;
    }
    if (contractsOff) compareTiers(program, root, creator, {}, what + " contracts off", false);
    return whole.compiled;
}

// The root of a corpus-style program: `-- root: CLASS.feature' or the file's first class with `make'.
std::pair<const sema::ClassInfo*, const sema::FeatureInfo*> rootOf(const sema::Program& program, const QString& text)
{
    QString cls, feature = QStringLiteral("make");
    const QRegularExpressionMatch root = QRegularExpression(QStringLiteral("--\\s*root:\\s*(\\w+)\\.(\\w+)")).match(text);
    if (root.hasMatch()) {
        cls = root.captured(1);
        feature = root.captured(2);
    } else {
        QString code = text;
        code.remove(QRegularExpression(QStringLiteral("--[^\\n]*")));
        code.remove(QRegularExpression(QStringLiteral("\"\\[.*?\\]\"|\"[^\"\\n]*\""), QRegularExpression::DotMatchesEverythingOption));
        const QRegularExpressionMatch first = QRegularExpression(QStringLiteral("\\bclass\\s+([A-Z][A-Z0-9_]*)")).match(code);
        if (!first.hasMatch()) return {};
        cls = first.captured(1);
    }
    const sema::ClassInfo* c = program.classNamed(cls.toStdString());
    const sema::FeatureInfo* f = c ? c->feature(feature.toStdString()) : nullptr;
    if (!f || !f->argTypes.empty() || !c->genericNames.empty()) return {};
    return {c, f};
}

// Runs a program written below (root ROOT.make) under every comparison; returns its register
// tier run.
Run checkProgram(const char* text, int lastSteps = 60, int depths = 8)
{
    auto program = compile("test.e", text);
    const sema::ClassInfo* root = program->classNamed("ROOT");
    Q_ASSERT(root);
    const std::size_t compiled = compareUnderBudgets(*program, root, root->feature("make"), QStringLiteral("ROOT"), lastSteps, depths);
    [&] { QVERIFY2(compiled > 0, "no routine ran as register code"); }();
    return run(*program, root, root->feature("make"), {}, true);
}

// The data row's program of `programs' (column `index') under checkProgram; its description
// contains the row's `expected' text.
void checkRowProgram(const char* const programs[])
{
    QFETCH(int, index);
    QFETCH(QString, expected);
    const Run r = checkProgram(programs[index]);
    QVERIFY2(r.description.find(expected.toStdString()) != std::string::npos, r.description.c_str());
}

// Loops, calls, arithmetic with overflow, integer division, boolean operators, attributes.
const char* kArithmetic = R"(
class ROOT create make feature
  count: INTEGER
  make
    local i, s, t: INTEGER; b: BOOLEAN
    do
      from i := 1 until i > 40 loop
        s := (s * 31 + i) \\ 1000003
        if s \\ 7 = 3 or else i = 5 then s := s + i // 3 elseif not (s < 10) and then s /= 11 then s := s - 1 else count := count + 1 end
        t := t * 1000 + i * 65537
        b := (i > 3 and i < 30) xor (i = 7) implies s >= 0
        if b then count := count + 2 end
        i := i + 1
      end
      print (s.out + " " + t.out + " " + count.out + " " + fib (12).out + " " + twice (fib (7)).out + "%N")
    end
  fib (n: INTEGER): INTEGER do if n < 2 then Result := n else Result := fib (n - 1) + fib (n - 2) end end
  twice (n: INTEGER): INTEGER do Result := Result + n; Result := Result + n end
end
)";

// Violations raised inside compiled code: division by zero, a Void target, a callee's
// precondition, a postcondition, the invariant after a qualified call, a check, a loop variant.
const char* kViolations[] = {
    R"(
class ROOT create make feature
  make local i, z: INTEGER do from i := 5 until i < 0 loop z := z + 100 // (i - 2); i := i - 1 end end
end
)",
    R"(
class ROOT create make feature
  next: detachable ROOT
  make local i: INTEGER do from i := 1 until i > 3 loop if attached next as n then i := i + 1 end; i := i + step (i) end end
  step (k: INTEGER): INTEGER do Result := 1; if k = 3 then Result := next.step (k) end end
end
)",
    R"(
class ROOT create make feature
  make local i, s: INTEGER do from i := 3 until i < -2 loop s := s + root (i); i := i - 1 end end
  root (n: INTEGER): INTEGER require non_negative: n >= 0 do Result := n * n end
end
)",
    R"(
class ROOT create make feature
  make local i, s: INTEGER do from i := 1 until i > 10 loop s := s + half (i); i := i + 1 end end
  half (n: INTEGER): INTEGER do Result := n // 2 ensure doubled: Result * 2 = n end
end
)",
    R"(
class ROOT create make, make_empty feature
  balance: INTEGER
  make local i: INTEGER; other: ROOT do create other.make_empty; from i := 1 until i > 5 loop other.take (i); i := i + 1 end end
  make_empty do balance := 10 end
  take (n: INTEGER) do balance := balance - n end
invariant
  non_negative: balance >= 0
end
)",
    R"(
class ROOT create make feature
  make local i, s: INTEGER do from i := 1 until i > 10 loop s := s + i; check small: s < 20 end; i := i + 1 end end
end
)",
    R"(
class ROOT create make feature
  make local i, s: INTEGER do s := 1; from i := 10 invariant s >= 0 until i = 0 loop s := s + i; i := i - 1; if i = 4 then i := 6 end variant i end end
end
)",
};

// Deep recursion: the depth budget and the steps at the end agree.
const char* kDeep = R"(
class ROOT create make feature
  make do print (down (3000).out + "%N") end
  down (n: INTEGER): INTEGER do if n = 0 then Result := 0 else Result := down (n - 1) + 1 end end
end
)";

// Direct calls between compiled routines (register_calls.h): a violation deep in a chain of
// direct calls (its stack), a precondition and postcondition of directly called routines, the
// invariant of a qualified direct call, dynamic dispatch to redefinitions from one call site
// (qualified and unqualified, the site relearning its class), attribute reads, recursion.
// Contracts calling routines (contractCode): each program ends in the violation of its row.
const char* kContractCode[] = {
    R"(
class ROOT create make feature
  stock: INTEGER
  make local k: INTEGER do stock := 20; from k := 1 until k > 8 loop take (k); k := k + 1 end end
  available: INTEGER do Result := stock end
  take (n: INTEGER) require positive: n > 0; enough: n <= available do stock := stock - n ensure taken: available = old available - n end
end
)",
    R"(
class ROOT create make feature
  hours, minutes: INTEGER
  make local k: INTEGER do hours := 1; minutes := 5; from k := 1 until k > 9 loop tick; k := k + 1 end end
  total: INTEGER do Result := hours * 60 + minutes end
  is_zero: BOOLEAN do Result := total = 0 ensure definition: Result = (total = 0) end
  tick
    require not is_zero
    do minutes := minutes - 1; if minutes < 0 then minutes := 59; hours := hours - 1 end; if total = 60 then minutes := 1 end
    ensure one_less: total = old total - 1; not_negative: total >= 0
    end
end
)",
    R"(
class ROOT create make feature
  make local k: INTEGER; b: BAG do create b.make (4); from k := 1 until k > 7 loop b.put (k); k := k + 1 end end
end
class BAG create make feature
  limit, items: INTEGER
  make (n: INTEGER) do limit := n end
  size: INTEGER do Result := items end
  put (x: INTEGER) do if x /= 3 then items := items + 1 end end
invariant
  within_limit: size <= limit
  positive_limit: limit > 0
end
)",
    R"(
class ROOT create make feature
  make local k, s: INTEGER do from k := 1 until k > 100 loop s := add (s, k); k := k + 1 end; print (s.out + "%N") end
  sum_to (n: INTEGER): INTEGER local i: INTEGER do from i := 1 until i > n loop Result := Result + i; i := i + 1 end end
  add (s, k: INTEGER): INTEGER do Result := s + k ensure running_sum: Result = sum_to (k) end
end
)",
    R"(
class ROOT create make feature
  name: detachable STRING
  make local k: INTEGER do from k := 1 until k > 3 loop greet (k); k := k + 1 end end
  greet (k: INTEGER) require named: k < 3 or else attached name as n and then n.count > 0 or else length > 0 do end
  length: INTEGER do Result := name.count end
end
)",
};

const char* kDirectCalls[] = {
    R"(
class ROOT create make feature
  make local i, s: INTEGER do from i := 1 until i > 6 loop s := s + outer (i); i := i + 1 end; print (s.out + "%N") end
  outer (n: INTEGER): INTEGER do Result := middle (n) + 1 end
  middle (n: INTEGER): INTEGER do Result := inner (n - 1) * 2 end
  inner (n: INTEGER): INTEGER do check small: n < 4 end; Result := n end
end
)",
    R"(
class ROOT create make feature
  make local i, s: INTEGER do from i := 4 until i < -2 loop s := s + twice (i); i := i - 1 end; print (s.out + "%N") end
  twice (n: INTEGER): INTEGER do Result := root (n) + root (n) end
  root (n: INTEGER): INTEGER require non_negative: n >= 0 do Result := half (n * 4) end
  half (n: INTEGER): INTEGER do Result := n // 2 ensure even: Result \\ 2 = 0 end
end
)",
    R"(
class ROOT create make feature
  make local k: INTEGER; tank: TANK do create tank.fill (12); from k := 1 until k > 6 loop tank.drain (k); k := k + 1 end end
end
class TANK create fill feature
  level: INTEGER
  fill (n: INTEGER) do level := n end
  drain (n: INTEGER) do level := level - portion (n) end
  portion (n: INTEGER): INTEGER do Result := n end
invariant
  not_empty: level >= 0
end
)",
    R"(
class ROOT create make feature
  make
    local i, s: INTEGER; shapes: ARRAY [SHAPE]; sq: SQUARE; ci: CIRCLE
    do
      create sq.make (3); create ci.make (2)
      shapes := <<sq, ci, sq, sq, ci>>
      from i := 1 until i > 40 loop s := s + shapes [i \\ 5 + 1].area + shapes [i \\ 5 + 1].size + sq.twice_area; i := i + 1 end
      print (s.out + "%N")
    end
end
deferred class SHAPE feature
  size: INTEGER
  area: INTEGER deferred end
  twice_area: INTEGER do Result := area + area end
end
class SQUARE inherit SHAPE create make feature
  make (n: INTEGER) do size := n end
  area: INTEGER do Result := size * size end
end
class CIRCLE inherit SHAPE redefine twice_area end create make feature
  make (n: INTEGER) do size := n end
  area: INTEGER do Result := 3 * size * size; check positive: Result < 1000 end end
  twice_area: INTEGER do Result := 2 * area end
end
)",
    R"(
class ROOT create make feature
  make local i, s: INTEGER do from i := 1 until i > 12 loop s := s + fib (i) + ack (2, i \\ 4); i := i + 1 end; print (s.out + "%N") end
  fib (n: INTEGER): INTEGER do if n < 2 then Result := n else Result := fib (n - 1) + fib (n - 2) end end
  ack (m, n: INTEGER): INTEGER
    do
      if m = 0 then Result := n + 1 elseif n = 0 then Result := ack (m - 1, 1) else Result := ack (m - 1, ack (m, n - 1)) end
    end
end
)",
};

// ARRAY.item / put (ArrayItem, ArrayPut), attribute reads and object tests (AttrQualified,
// BrAttached) in loops: ARRAY [INTEGER] and [REAL_64] with negative bounds, a descendant of ARRAY
// that redefines item and put (it must not take the fast instructions), a linked list.
const char* kArraysAndObjects = R"(
class ROOT create make feature
  make
    local a, b: ARRAY [INTEGER]; m: COUNTING_ARRAY; r: ARRAY [REAL_64]; i, s: INTEGER; x: REAL_64; n, first: detachable NODE
    do
      create a.make_filled (0, -3, 20)
      from i := -3 until i > 20 loop a.put (i * i, i); s := s + a [i]; i := i + 1 end
      create m.make_filled (1, 1, 5)
      b := m
      from i := 1 until i > 5 loop b.put (i, i); b [i] := b [i] + b.item (i); s := s + b [i]; i := i + 1 end
      create r.make_filled (0.5, 1, 4)
      from i := 1 until i > 4 loop r [i] := r [i] * i; x := x + r.item (i); i := i + 1 end
      from i := 1 until i > 3 loop create n.make (i, first); first := n; i := i + 1 end
      from n := first until n = Void loop if attached n as c then s := s + c.value * 1000; n := c.right end end
      print (s.out + " " + x.out + " " + m.puts.out + " " + m.reads.out + "%N")
    end
end

class COUNTING_ARRAY inherit ARRAY [INTEGER] redefine item, put end create make_filled feature
  puts: INTEGER
  reads: INTEGER
  item alias "[]" (i: INTEGER): INTEGER assign put do reads := reads + 1; Result := Precursor (i) end
  put (v, i: INTEGER) do puts := puts + 1; Precursor (v, i) end
end

class NODE create make feature
  value: INTEGER
  right: detachable NODE
  make (v: INTEGER; r: detachable NODE) do value := v; right := r end
end
)";

// Violations raised by those instructions: an index out of bounds (item, put), a Void array, a
// Void target of an attribute read, and an array read inside a precondition (a function with a
// loop called from an assertion: the instruction leaves it to the walker's call).
const char* kArrayViolations[] = {
    R"(
class ROOT create make feature
  make local a: ARRAY [INTEGER]; i, s: INTEGER do create a.make_filled (2, 1, 5); from i := 1 until i > 10 loop s := s + a [i]; i := i + 1 end end
end
)",
    R"(
class ROOT create make feature
  make local a: ARRAY [INTEGER]; i: INTEGER do create a.make_filled (2, 1, 5); from i := 5 until i < -3 loop a.put (i, i); i := i - 1 end end
end
)",
    R"(
class ROOT create make feature
  make local a: detachable ARRAY [INTEGER]; i: INTEGER do from i := 1 until i > 3 loop a [i] := i; i := i + 1 end end
end
)",
    R"(
class ROOT create make feature
  next: detachable ROOT
  value: INTEGER
  make local n: detachable ROOT; i, s: INTEGER do create next.make_leaf; n := Current; from i := 1 until i > 3 loop s := s + n.value; n := n.next; i := i + 1 end end
  make_leaf do value := 7 end
end
)",
    R"(
class ROOT create make feature
  make local a: ARRAY [INTEGER]; i: INTEGER do create a.make_filled (1, 1, 4); from i := 1 until i > 3 loop take (a, i); a [i] := -5; i := i + 1 end end
  take (a: ARRAY [INTEGER]; k: INTEGER) require positive: sum (a) > 0 do end
  sum (a: ARRAY [INTEGER]): INTEGER local i: INTEGER do from i := a.lower until i > a.upper loop Result := Result + a [i]; i := i + 1 end end
end
)",
};

}  // namespace

class TestRegisterCode : public QObject {
    Q_OBJECT

private slots:

    void arithmeticLoopsAndCalls()
    {
        const Run r = checkProgram(kArithmetic);
        QVERIFY(r.description.find("wrapped 0 ") == std::string::npos);  // t * 1000 wraps: counted alike
        QVERIFY(r.description.find("status 0 ") == 0);
    }

    void violationsInCompiledCode_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("kind");
        const char* kinds[] = {"division_by_zero", "void_call", "precondition", "postcondition", "invariant", "check", "variant"};
        for (int i = 0; i < 7; ++i) QTest::newRow(kinds[i]) << i << QString::fromLatin1(kinds[i]);
    }
    void violationsInCompiledCode()
    {
        QFETCH(int, index);
        QFETCH(QString, kind);
        const Run r = checkProgram(kViolations[index]);
        QVERIFY2(r.description.find(" violation " + kind.toStdString() + " ") != std::string::npos
                     || (kind == QLatin1String("division_by_zero") && r.description.find(" violation precondition ") != std::string::npos),
                 r.description.c_str());
    }

    void arraysAndObjects()
    {
        // s: the squares of -3..20 (2,884), then 2 i for i in 1..5 (30), then the nodes 3, 2, 1 times
        // 1000 (6,000); x: 0.5 * (1 + 2 + 3 + 4); through COUNTING_ARRAY's redefinitions: puts 5 + 5,
        // reads 3 per iteration, one in make_filled's postcondition and two per put (the postcondition
        // `item (i) = v' checked in Precursor and again, inherited, in the redefined put).
        const Run r = checkProgram(kArraysAndObjects);
        QVERIFY2(r.description.find("output [8914 5.0 10 36\n]") != std::string::npos, r.description.c_str());
    }

    void arrayViolations_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("expected");
        QTest::newRow("item above upper") << 0 << " violation precondition tag [valid_index] ";
        QTest::newRow("put below lower") << 1 << " violation precondition tag [valid_index] ";
        QTest::newRow("void array") << 2 << " violation void_call ";
        QTest::newRow("void attribute target") << 3 << " violation void_call ";
        QTest::newRow("array read in a precondition") << 4 << " violation precondition tag [positive] ";
    }
    void arrayViolations()
    {
        checkRowProgram(kArrayViolations);
    }

    void deepRecursion()
    {
        auto program = compile("test.e", kDeep);
        const sema::ClassInfo* root = program->classNamed("ROOT");
        const Run whole = compareTiers(*program, root, root->feature("make"), {}, QStringLiteral("deep"));
        QVERIFY(whole.compiled > 0);
        QVERIFY(whole.description.find("output [3000\n]") != std::string::npos);
        for (int depth : {2, 100, 2999, 3000, 3001, 3002}) {
            runtime::RunLimits limits;
            limits.maxDepth = depth;
            compareTiers(*program, root, root->feature("make"), limits, QStringLiteral("deep depth %1").arg(depth));
        }
    }

    void directCalls_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("expected");
        QTest::newRow("check deep in a chain") << 0 << QStringLiteral(" violation check ");
        QTest::newRow("precondition and postcondition") << 1 << QStringLiteral(" violation precondition ");
        QTest::newRow("invariant of a qualified call") << 2 << QStringLiteral(" violation invariant ");
        QTest::newRow("redefinitions") << 3 << QStringLiteral("status 0 ");
        QTest::newRow("recursion") << 4 << QStringLiteral("status 0 ");
    }
    void directCalls()
    {
        checkRowProgram(kDirectCalls);
    }

    // Contracts whose clauses call routines run as register code (register_contracts.cpp): the
    // same clauses, steps, olds and violations as the walker's, whichever clause fails.
    void contractCode_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("expected");
        QTest::newRow("precondition calling a query") << 0 << QStringLiteral(" violation precondition tag [enough] ");
        QTest::newRow("postcondition with calls and olds") << 1 << QStringLiteral(" violation postcondition tag [one_less] ");
        QTest::newRow("invariant calling a query") << 2 << QStringLiteral(" violation invariant tag [within_limit] ");
        QTest::newRow("a loop in a contract's callee") << 3 << QStringLiteral("output [5050\n]");
        QTest::newRow("void target in a precondition") << 4 << QStringLiteral(" violation void_call ");
    }
    void contractCode()
    {
        QFETCH(int, index);
        QFETCH(QString, expected);
        const Run r = checkProgram(kContractCode[index]);
        QVERIFY2(r.description.find(expected.toStdString()) != std::string::npos, r.description.c_str());
        QVERIFY2(r.contractCodes > 0, "no contract ran as register code");
    }

    // Clauses without calls stay with the walker (cheaper than entering compiled code); the
    // walker checks every contract when the register tier is off.
    void contractCodeOnlyWithCalls()
    {
        auto program = compile("test.e", R"(
class ROOT create make feature
  make local i: INTEGER do from i := 1 until i > 5 loop add (i); i := i + 1 end end
  total: INTEGER
  add (n: INTEGER) require positive: n > 0 do total := total + n ensure added: total = old total + n end
end
)");
        const sema::ClassInfo* root = program->classNamed("ROOT");
        QCOMPARE(run(*program, root, root->feature("make"), {}, true).contractCodes, std::size_t(0));
        QCOMPARE(run(*program, root, root->feature("make"), {}, false).contractCodes, std::size_t(0));
        auto calling = compile("test.e", kContractCode[1]);
        const sema::ClassInfo* callingRoot = calling->classNamed("ROOT");
        QCOMPARE(run(*calling, callingRoot, callingRoot->feature("make"), {}, false).contractCodes, std::size_t(0));
    }

    // The violation in a routine reached through two direct calls names the whole chain.
    void stackThroughDirectCalls()
    {
        const Run r = checkProgram(kDirectCalls[0]);
        const std::size_t inner = r.description.find("inner"), middle = r.description.find("middle"), outer = r.description.find("outer");
        QVERIFY2(inner != std::string::npos && middle != std::string::npos && outer != std::string::npos, r.description.c_str());
    }

    // Every routine the compiler translates runs as register code: one with a loop from its
    // first call, the others (the recursion `down', the call-free `step') from their second.
    void loopFreeRoutinesOnTheSecondCall()
    {
        auto program = compile("test.e", R"(
class ROOT create make feature
  make local i, s: INTEGER do from i := 1 until i > 5 loop s := s + step (i); i := i + 1 end; print ((s + down (50) + once_only (2)).out + "%N") end
  step (n: INTEGER): INTEGER do Result := n * 2 end
  once_only (n: INTEGER): INTEGER do Result := n + 1 end
  down (n: INTEGER): INTEGER do if n = 0 then Result := 0 else Result := down (n - 1) + 1 end end
end
)");
        const sema::ClassInfo* root = program->classNamed("ROOT");
        const Run compiled = run(*program, root, root->feature("make"), {}, true);
        QVERIFY2(compiled.description.find("output [83\n]") != std::string::npos, compiled.description.c_str());
        QCOMPARE(compiled.compiled, std::size_t(3));  // make, step and down; once_only ran once
        const Run walked = run(*program, root, root->feature("make"), {}, false);
        QCOMPARE(walked.compiled, std::size_t(0));
        QCOMPARE(QString::fromStdString(compiled.description), QString::fromStdString(walked.description));
    }

    // A candidate fix under validation replaces one routine (RunOptions::overrides): calls of it
    // take the replacement in both tiers, and the other calls still run as register code.
    void overriddenRoutine()
    {
        auto program = compile("test.e", R"(
class ROOT create make feature
    make
        local k: INTEGER
        do
            from k := 1 until k > 4 loop print (total); print ("%N"); k := k + 1 end
        end
    total: INTEGER
        local i: INTEGER
        do
            from i := 1 until i > 50 loop Result := Result + twice (i) + next (i); i := i + 1 end
        end
    twice (x: INTEGER): INTEGER do Result := 2 * x end
    thrice (x: INTEGER): INTEGER do Result := 3 * x end
    next (x: INTEGER): INTEGER do Result := x + 1 end
end
)");
        const sema::ClassInfo* root = program->classNamed("ROOT");
        QVERIFY(root);
        const ir::Routine* twice = root->feature("twice")->routine;
        const ir::Routine* thrice = root->feature("thrice")->routine;
        QVERIFY(twice && thrice);
        std::vector<std::string> outputs;
        std::vector<std::size_t> compiled;
        for (bool registerCode : {false, true}) {
            runtime::RunOptions options;
            options.registerCode = registerCode;
            options.overrides[twice] = std::shared_ptr<const ir::Routine>(thrice, [](const ir::Routine*) {});
            runtime::runWithLargeStack([&] {
                runtime::Interpreter interpreter(*program, options);
                interpreter.createObject(program->typeTable().classType(root), root->feature("make"), {});
                outputs.push_back(interpreter.outcome().output);
                compiled.push_back(interpreter.registerCodeRoutines());
            });
        }
        QCOMPARE(outputs[0], std::string("5150\n5150\n5150\n5150\n"));   // the sum of 3i + i + 1; 3875 without the override
        QCOMPARE(outputs[1], outputs[0]);
        QVERIFY(compiled[1] > 0);
    }

    void switchedOff()
    {
        auto program = compile("test.e", kArithmetic);
        const sema::ClassInfo* root = program->classNamed("ROOT");
        QCOMPARE(run(*program, root, root->feature("make"), {}, false).compiled, std::size_t(0));
        QVERIFY(run(*program, root, root->feature("make"), {}, true).compiled > 0);
    }

    void benchmarkPrograms()
    {
        QDirIterator it(QStringLiteral(AMEND_SOURCE_DIR "/bench/programs"), {QStringLiteral("*.e")}, QDir::Files);
        int programs = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(file.readAll());
            auto program = compile(path.toStdString(), text.toStdString());
            const auto [root, creator] = rootOf(*program, text);
            QVERIFY2(root, qPrintable(path));
            const Run whole = compareTiers(*program, root, creator, {}, path);
            QVERIFY2(whole.compiled > 0, qPrintable(path));
            runtime::RunLimits limits;
            limits.maxSteps = whole.steps - 1;
            compareTiers(*program, root, creator, limits, path + " steps - 1");
            limits.maxSteps = whole.steps / 3;
            compareTiers(*program, root, creator, limits, path + " steps / 3");
            ++programs;
        }
        QVERIFY(programs >= 7);
    }

    // One row per corpus area (each row within Qt Test's time limit for a function, under load).
    void corpus_data()
    {
        QTest::addColumn<QString>("area");
        const QDir root(QStringLiteral(AMEND_SOURCE_DIR "/tests/corpus"));
        for (const QString& area : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) QTest::newRow(qPrintable(area)) << root.filePath(area);
        QVERIFY(root.entryList(QDir::Dirs | QDir::NoDotAndDotDot).size() >= 10);
    }
    void corpus()
    {
        QFETCH(QString, area);
        QDirIterator it(area, {QStringLiteral("*.e")}, QDir::Files, QDirIterator::Subdirectories);
        int programs = 0, withCode = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(file.readAll());
            if (text.contains(QLatin1String("expect error:")) || text.contains(QLatin1String("expect test:"))) continue;
            auto program = compile(path.toStdString(), text.toStdString());
            const auto [root, creator] = rootOf(*program, text);
            if (!root) continue;
            // Contracts stay on: some corpus programs break a precondition on purpose, which
            // unchecked lets a built-in read an invalid object.
            const std::size_t compiled = compareUnderBudgets(*program, root, creator, path, 6, 4, false);
            if (QTest::currentTestFailed()) return;
            ++programs;
            withCode += compiled > 0 ? 1 : 0;
        }
        qInfo("%d programs compared, %d with routines run as register code", programs, withCode);
        QVERIFY(withCode * 3 >= programs);
    }
};

QTEST_GUILESS_MAIN(TestRegisterCode)
#include "test_register_code.moc"
