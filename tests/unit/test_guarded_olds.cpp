// Unit tests of `old' values left out on entry (runtime/guarded_olds.h): an old whose every use
// sits behind a constant-False `implies' / `and then' is not evaluated, decided per class of
// Current (a descendant that redefines the constant as True, or as a function, gets it evaluated);
// the library of the shape of FreeELKS's STRING_8.append_character (`elks_checking implies …
// (old twin)') then runs within a memory budget it used to exhaust. Every run is also made with
// an observer and must agree with the plain one (output, status, steps).
#include "../observed_runs.h"
#include "runtime/guarded_olds.h"

#include <memory>
#include <string>

using namespace amend;
using namespace amend::test;
using runtime::Outcome;

namespace {

// A buffer library of FreeELKS's shape: `checking' a constant False in BUFFER, whose `extend'
// ensures `checking implies … ~ (old snapshot)'; `snapshot' counts its evaluations.
const char* kLibrary = R"(
class BUFFER create make feature
  make do create text.make (0) end
  text: STRING
  copies: INTEGER
  checking: BOOLEAN = False
  snapshot: STRING do copies := copies + 1; Result := text.twin end
  extend (c: CHARACTER)
    do
      text.append_character (c)
    ensure
      appended: text.item (text.count) = c
      stable: checking implies text.substring (1, text.count - 1) ~ (old snapshot)
      nested: text /= Void implies not (checking and then (old snapshot).count + 1 /= text.count)
    end
end

class CHECKED_BUFFER inherit BUFFER redefine checking end create make feature
  checking: BOOLEAN = True
end

class COMPUTED_BUFFER inherit BUFFER redefine checking end create make feature
  checking: BOOLEAN do Result := False end
end

class FAULTY_BUFFER inherit BUFFER redefine checking, extend end create make feature
  checking: BOOLEAN = True
  extend (c: CHARACTER) do text.append_character (c); text.append_character (c) end
end

class EXPOSED_BUFFER inherit BUFFER redefine extend end create make feature
  extend (c: CHARACTER)
    do
      text.append_character (c)
    ensure then
      grown: text.count = (old snapshot).count + 1
    end
end
)";

std::string withRoot(const std::string& body)
{
  return std::string(kLibrary) + "\nclass ROOT create make feature\n  make\n    local b: BUFFER; i: INTEGER\n    do\n" + body
         + "\n    end\nend\n";
}

}  // namespace

class TestGuardedOlds : public QObject {
    Q_OBJECT

private slots:
    // Per class of Current: left out where `checking' is the constant False, evaluated where it is
    // True (the postconditions then read it and hold) or a function (no decision without a call),
    // and where one use has no guard.
    void decidedPerClassOfCurrent_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<int>("copies");
        QTest::newRow("constant False") << "BUFFER" << 0;
        QTest::newRow("redefined as True") << "CHECKED_BUFFER" << 60;
        QTest::newRow("redefined as a function") << "COMPUTED_BUFFER" << 60;
        QTest::newRow("an unguarded old beside") << "EXPOSED_BUFFER" << 30;
    }

    void decidedPerClassOfCurrent()
    {
        QFETCH(QString, type);
        QFETCH(int, copies);
        auto program = compile(withRoot("      create {" + type.toStdString()
                                        + "} b.make\n      from i := 1 until i > 30 loop b.extend ('x'); i := i + 1 end\n"
                                          "      print (b.copies.out + \" \" + b.text.count.out + \"%N\")"));
        const Run run = compareRuns(*program);
        QVERIFY2(run.outcome.ok(), describe(run).c_str());
        // Two old values per call of extend (one per clause); EXPOSED_BUFFER has a third, unguarded,
        // and leaves the two inherited ones out.
        QCOMPARE(QString::fromStdString(run.outcome.output), QString::number(copies) + " 30\n");
    }

    // Where the guard is True the old value is there to be read: a wrong body is reported.
    void evaluatedOldStillChecked()
    {
        auto program = compile(withRoot("      create {FAULTY_BUFFER} b.make\n      b.extend ('x')"));
        const Run run = compareRuns(*program);
        QVERIFY(run.outcome.violation);
        QCOMPARE(QString(runtime::violationKindName(run.outcome.violation->kind)), QString("postcondition"));
        QCOMPARE(QString::fromStdString(run.outcome.violation->tag), QString("stable"));
    }

    // FreeELKS's shape in its size: 3,000 characters appended; copying the text on every call
    // would need about 4.5 MB (and does, where `checking' is True), leaving it out a few KB.
    void guardedCopiesStayWithinTheMemoryBudget()
    {
        runtime::RunLimits limits;
        limits.maxMemoryBytes = 2 * 1024 * 1024;
        const std::string loop = "} b.make\n      from i := 1 until i > 3000 loop b.extend ('x'); i := i + 1 end\n      print (b.text.count.out)";
        auto guarded = compile(withRoot("      create {BUFFER" + loop));
        const Run ok = compareRuns(*guarded, limits);
        QVERIFY2(ok.outcome.ok(), ok.outcome.message.c_str());
        QCOMPARE(QString::fromStdString(ok.outcome.output), QString("3000"));
        auto checked = compile(withRoot("      create {CHECKED_BUFFER" + loop));
        const Run exhausted = compareRuns(*checked, limits);
        QCOMPARE(exhausted.outcome.status, Outcome::Status::BudgetExhausted);
        QCOMPARE(exhausted.outcome.budget, runtime::Budget::Memory);
    }

    // The analysis itself: which uses are guarded, and by what.
    void usesAndGuards()
    {
        auto program = compile(withRoot("      create b.make"));
        const sema::ClassInfo* buffer = program->classNamed("BUFFER");
        const sema::ClassInfo* checked = program->classNamed("CHECKED_BUFFER");
        const sema::ClassInfo* exposed = program->classNamed("EXPOSED_BUFFER");
        QVERIFY(buffer && checked && exposed);
        const ir::Routine& extend = sema::lowered(*buffer->feature("extend")->routine);
        QCOMPARE(extend.olds.size(), std::size_t(2));
        const auto uses = runtime::guardedOldUses(extend);
        QCOMPARE(uses.size(), std::size_t(2));
        // `stable': one guard (checking); `nested': `text /= Void' is no constant, so one guard too.
        QCOMPARE(uses[0].size(), std::size_t(1));
        QCOMPARE(uses[0][0].size(), std::size_t(1));
        QCOMPARE(uses[1].size(), std::size_t(1));
        QCOMPARE(uses[1][0].size(), std::size_t(1));
        QVERIFY(runtime::falseWithoutCall(*uses[0][0][0], buffer));
        QVERIFY(!runtime::falseWithoutCall(*uses[0][0][0], checked));
        QCOMPARE(runtime::oldsNotNeeded(uses, buffer), (std::vector<char>{1, 1}));
        QCOMPARE(runtime::oldsNotNeeded(uses, checked), (std::vector<char>{0, 0}));
        // EXPOSED_BUFFER's extend: its own unguarded old comes first and is always needed.
        const ir::Routine& exposedExtend = sema::lowered(*exposed->feature("extend")->routine);
        QCOMPARE(exposedExtend.olds.size(), std::size_t(3));
        QCOMPARE(runtime::oldsNotNeeded(runtime::guardedOldUses(exposedExtend), exposed), (std::vector<char>{0, 1, 1}));
    }

    // Step budgets near the end of a run that leaves olds out: plain and observed agree.
    void sameStepBudgetOutcomes()
    {
        auto program = compile(withRoot("      create b.make\n      from i := 1 until i > 5 loop b.extend ('x'); i := i + 1 end"));
        const Run full = compareRuns(*program);
        QVERIFY2(full.outcome.ok(), full.outcome.message.c_str());
        compareUnderStepBudgetsNearTheEnd(*program, full, 40);
    }
};

QTEST_GUILESS_MAIN(TestGuardedOlds)
#include "test_guarded_olds.moc"
