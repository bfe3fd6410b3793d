// Reproduces every fault of the bundled reference examples (resources/examples, see its
// README) with a hand-written call sequence, and checks what the runtime reports: the kind of
// violation, the clause tag, where the clause is, where the failing call is and whom it blames.
// Also checks that the examples' correct routines run without violation.
#include "runtime/interpreter.h"
#include "runtime/violation_report.h"
#include "sema/compiler.h"
#include "testing/eqa_runner.h"

#include <QtTest>

using namespace amend;

namespace {

const std::string examples = std::string(AMEND_SOURCE_DIR) + "/resources/examples/";

struct Loaded {
    std::shared_ptr<const sema::Program> program;
    std::string diagnostics;
};

Loaded load(const std::string& folder)
{
    DiagnosticSink sink;
    sema::CompileInput input;
    input.paths = {examples + folder};
    Loaded loaded{sema::compileProgram(input, sink), {}};
    for (const Diagnostic& d : sink.sorted()) loaded.diagnostics += DiagnosticSink::format(d, loaded.program->sources) + "\n";
    if (sink.hasErrors()) loaded.program.reset();
    return loaded;
}

int lineOf(const sema::Program& p, const SourceRange& r) { return p.sources.start(r).line; }

}  // namespace

class TestExamples : public QObject {
    Q_OBJECT

private slots:
    void everyExampleChecks_data()
    {
        QTest::addColumn<QString>("folder");
        for (const char* f : {"account", "array_stats", "library", "number_theory", "sorted_set"}) QTest::newRow(f) << f;
    }
    void everyExampleChecks()
    {
        QFETCH(QString, folder);
        Loaded l = load(folder.toStdString());
        QVERIFY2(l.program, l.diagnostics.c_str());
    }

    void moveItemFailsAtGoIthWhenCursorIsAfter()
    {
        Loaded l = load("sorted_set");
        QVERIFY2(l.program, l.diagnostics.c_str());
        const sema::Program& p = *l.program;
        const sema::ClassInfo* set = p.classNamed("TWO_WAY_SORTED_SET");
        QVERIFY(set);
        const sema::Type* type = p.typeTable().classType(set, {p.basicType(sema::BasicKind::Integer32)});
        runtime::Interpreter in(p);
        auto s = in.createObject(type, set->feature("make"), {});
        QVERIFY(s);
        for (int v : {1, 2, 3}) QVERIFY(in.call(*s, set->feature("extend"), {runtime::Value::int32(v)}));
        QVERIFY(in.call(*s, set->feature("go_i_th"), {runtime::Value::int32(4)}));  // after the last item
        QVERIFY(!in.call(*s, set->feature("move_item"), {runtime::Value::int32(1)}));
        const runtime::Outcome o = in.outcome();
        QVERIFY2(o.violation, runtime::formatOutcome(o, p).c_str());
        QCOMPARE(o.violation->kind, runtime::ViolationKind::Precondition);
        QCOMPARE(o.violation->tag, std::string("valid_cursor_index"));
        QCOMPARE(runtime::featureName(o.violation->routine), std::string("TWO_WAY_SORTED_SET.go_i_th"));
        QCOMPARE(runtime::featureName(o.violation->blamed), std::string("TWO_WAY_SORTED_SET.move_item"));
        QCOMPARE(lineOf(p, o.violation->assertionRange), 129);
        QCOMPARE(lineOf(p, o.violation->location), 221);
    }

    void moveItemFailsAtPutLeftWhenCursorIsBefore()
    {
        Loaded l = load("sorted_set");
        QVERIFY2(l.program, l.diagnostics.c_str());
        const sema::Program& p = *l.program;
        const sema::ClassInfo* set = p.classNamed("TWO_WAY_SORTED_SET");
        const sema::Type* type = p.typeTable().classType(set, {p.basicType(sema::BasicKind::Integer32)});
        runtime::Interpreter in(p);
        auto s = in.createObject(type, set->feature("make"), {});
        QVERIFY(s);
        for (int v : {1, 2}) QVERIFY(in.call(*s, set->feature("extend"), {runtime::Value::int32(v)}));
        QCOMPARE(in.call(*s, set->feature("index"), {})->i32, 0);  // before the first item
        QVERIFY(!in.call(*s, set->feature("move_item"), {runtime::Value::int32(2)}));
        const runtime::Outcome o = in.outcome();
        QVERIFY2(o.violation, runtime::formatOutcome(o, p).c_str());
        QCOMPARE(o.violation->kind, runtime::ViolationKind::Precondition);
        QCOMPARE(o.violation->tag, std::string("not_before"));
        QCOMPARE(runtime::featureName(o.violation->routine), std::string("TWO_WAY_SORTED_SET.put_left"));
        QCOMPARE(runtime::featureName(o.violation->blamed), std::string("TWO_WAY_SORTED_SET.move_item"));
        QCOMPARE(lineOf(p, o.violation->assertionRange), 185);
        QCOMPARE(lineOf(p, o.violation->location), 222);
    }

    void moveItemWorksInTheMiddle()
    {
        Loaded l = load("sorted_set");
        QVERIFY2(l.program, l.diagnostics.c_str());
        const sema::Program& p = *l.program;
        const sema::ClassInfo* set = p.classNamed("TWO_WAY_SORTED_SET");
        const sema::Type* type = p.typeTable().classType(set, {p.basicType(sema::BasicKind::Integer32)});
        runtime::Interpreter in(p);
        auto s = in.createObject(type, set->feature("make"), {});
        for (int v : {5, 1, 3}) QVERIFY(in.call(*s, set->feature("extend"), {runtime::Value::int32(v)}));
        QCOMPARE(in.call(*s, set->feature("count"), {})->i32, 3);
        QVERIFY(in.call(*s, set->feature("go_i_th"), {runtime::Value::int32(2)}));
        QVERIFY2(in.call(*s, set->feature("move_item"), {runtime::Value::int32(5)}), runtime::formatOutcome(in.outcome(), p).c_str());
        QCOMPARE(in.call(*s, set->feature("has"), {runtime::Value::int32(5)})->b, true);
        QCOMPARE(in.call(*s, set->feature("count"), {})->i32, 3);
    }

    void withdrawBreaksTheInvariant()
    {
        Loaded l = load("account");
        QVERIFY2(l.program, l.diagnostics.c_str());
        const sema::Program& p = *l.program;
        const sema::ClassInfo* account = p.classNamed("ACCOUNT");
        runtime::Interpreter in(p);
        auto a = in.createObject(account->selfType, account->feature("make"), {runtime::Value::int32(10)});
        QVERIFY(a);
        QVERIFY(in.call(*a, account->feature("deposit"), {runtime::Value::int32(5)}));
        QVERIFY(in.call(*a, account->feature("withdraw"), {runtime::Value::int32(15)}));  // down to 0: fine
        QCOMPARE(in.call(*a, account->feature("balance"), {})->i32, 0);
        QVERIFY(!in.call(*a, account->feature("withdraw"), {runtime::Value::int32(1)}));
        const runtime::Outcome o = in.outcome();
        QVERIFY2(o.violation, runtime::formatOutcome(o, p).c_str());
        QCOMPARE(o.violation->kind, runtime::ViolationKind::Invariant);
        QCOMPARE(o.violation->tag, std::string("balance_not_negative"));
        QCOMPARE(runtime::featureName(o.violation->routine), std::string("ACCOUNT.withdraw"));
        QCOMPARE(lineOf(p, o.violation->assertionRange), 65);
    }

    void depositRejectsNonPositiveAmounts()
    {
        Loaded l = load("account");
        QVERIFY2(l.program, l.diagnostics.c_str());
        const sema::Program& p = *l.program;
        const sema::ClassInfo* account = p.classNamed("ACCOUNT");
        runtime::Interpreter in(p);
        auto a = in.createObject(account->selfType, account->feature("make"), {runtime::Value::int32(0)});
        QVERIFY(!in.call(*a, account->feature("deposit"), {runtime::Value::int32(0)}));
        QCOMPARE(in.outcome().violation->kind, runtime::ViolationKind::Precondition);
        QCOMPARE(in.outcome().violation->tag, std::string("amount_positive"));
        QCOMPARE(in.outcome().violation->blamed, nullptr);  // called from outside: the client (the test) is to blame
    }

    void maximumReadsPastTheUpperBound()
    {
        Loaded l = load("array_stats");
        QVERIFY2(l.program, l.diagnostics.c_str());
        const sema::Program& p = *l.program;
        const sema::ClassInfo* stats = p.classNamed("ARRAY_STATS");
        const sema::Type* arrayType = p.typeTable().classType(p.arrayClass, {p.basicType(sema::BasicKind::Integer32)});
        runtime::Interpreter in(p);
        auto s = in.createObject(stats->selfType, stats->feature("default_create"), {});
        QVERIFY(s);
        auto a = in.makeArray(arrayType, {runtime::Value::int32(3), runtime::Value::int32(9), runtime::Value::int32(4)});
        QVERIFY(a);
        QCOMPARE(in.call(*s, stats->feature("sum"), {*a})->i32, 16);
        QVERIFY(!in.call(*s, stats->feature("maximum"), {*a}));
        const runtime::Outcome o = in.outcome();
        QVERIFY2(o.violation, runtime::formatOutcome(o, p).c_str());
        QCOMPARE(o.violation->kind, runtime::ViolationKind::Precondition);
        QCOMPARE(o.violation->tag, std::string("valid_index"));
        QCOMPARE(runtime::featureName(o.violation->routine), std::string("ARRAY.item"));
        QCOMPARE(runtime::featureName(o.violation->blamed), std::string("ARRAY_STATS.maximum"));
        QCOMPARE(lineOf(p, o.violation->location), 23);
    }

    void countPositiveCountsZeros()
    {
        Loaded l = load("array_stats");
        QVERIFY2(l.program, l.diagnostics.c_str());
        const sema::Program& p = *l.program;
        const sema::ClassInfo* stats = p.classNamed("ARRAY_STATS");
        const sema::Type* arrayType = p.typeTable().classType(p.arrayClass, {p.basicType(sema::BasicKind::Integer32)});
        runtime::Interpreter in(p);
        auto s = in.createObject(stats->selfType, stats->feature("default_create"), {});
        auto good = in.makeArray(arrayType, {runtime::Value::int32(3), runtime::Value::int32(-1)});
        QCOMPARE(in.call(*s, stats->feature("count_positive"), {*good})->i32, 1);
        auto zeros = in.makeArray(arrayType, {runtime::Value::int32(0), runtime::Value::int32(0)});
        QVERIFY(!in.call(*s, stats->feature("count_positive"), {*zeros}));
        const runtime::Outcome o = in.outcome();
        QVERIFY2(o.violation, runtime::formatOutcome(o, p).c_str());
        QCOMPARE(o.violation->kind, runtime::ViolationKind::Postcondition);
        QCOMPARE(o.violation->tag, std::string("none_positive_counted"));
        QCOMPARE(runtime::featureName(o.violation->routine), std::string("ARRAY_STATS.count_positive"));
        QCOMPARE(lineOf(p, o.violation->assertionRange), 63);
    }

    void gcdOverflowsOnLargePowersOfTwo()
    {
        Loaded l = load("number_theory");
        QVERIFY2(l.program, l.diagnostics.c_str());
        const sema::Program& p = *l.program;
        const sema::ClassInfo* nt = p.classNamed("NUMBER_THEORY");
        runtime::Interpreter in(p);
        auto n = in.createObject(nt->selfType, nt->feature("default_create"), {});
        QCOMPARE(in.call(*n, nt->feature("gcd"), {runtime::Value::int32(12), runtime::Value::int32(18)})->i32, 6);
        QCOMPARE(in.call(*n, nt->feature("gcd"), {runtime::Value::int32(-4), runtime::Value::int32(6)})->i32, 2);
        QVERIFY(!in.call(*n, nt->feature("gcd"), {runtime::Value::int32(65536), runtime::Value::int32(65536)}));
        const runtime::Outcome o = in.outcome();
        QVERIFY2(o.violation, runtime::formatOutcome(o, p).c_str());
        QCOMPARE(o.violation->kind, runtime::ViolationKind::Postcondition);
        QCOMPARE(o.violation->tag, std::string("divides_u"));
        QCOMPARE(lineOf(p, o.violation->assertionRange), 34);
    }

    void gcdHandWrittenTests()
    {
        Loaded l = load("number_theory");
        QVERIFY2(l.program, l.diagnostics.c_str());
        const auto tests = testing::findEqaTests(*l.program);
        QCOMPARE(tests.size(), std::size_t(3));
        QCOMPARE(tests[0].name(), std::string("NUMBER_THEORY_TESTS.test_gcd_small"));
        QCOMPARE(tests[2].name(), std::string("NUMBER_THEORY_TESTS.test_gcd_large_powers_of_two"));
        QVERIFY(testing::runEqaTest(*l.program, tests[0]).passed());
        QVERIFY(testing::runEqaTest(*l.program, tests[1]).passed());
        const auto failing = testing::runEqaTest(*l.program, tests[2]);
        QVERIFY(!failing.passed());
        QVERIFY(failing.outcome.violation);
        QCOMPARE(failing.outcome.violation->kind, runtime::ViolationKind::Postcondition);
        QCOMPARE(failing.outcome.violation->tag, std::string("divides_u"));
        QCOMPARE(runtime::featureName(failing.outcome.violation->routine), std::string("NUMBER_THEORY.gcd"));
    }

    void countByCallsOnVoidAuthor()
    {
        Loaded l = load("library");
        QVERIFY2(l.program, l.diagnostics.c_str());
        const sema::Program& p = *l.program;
        const sema::ClassInfo* library = p.classNamed("LIBRARY");
        const sema::ClassInfo* book = p.classNamed("BOOK");
        runtime::Interpreter in(p);
        auto lib = in.createObject(library->selfType, library->feature("make"), {});
        QVERIFY(lib);
        auto known = in.createObject(book->selfType, book->feature("make"), {in.makeString("Emma"), in.makeString("Austen")});
        QVERIFY(known);
        QVERIFY(in.call(*lib, library->feature("add"), {*known}));
        QCOMPARE(in.call(*lib, library->feature("count_by"), {in.makeString("Austen")})->i32, 1);
        QCOMPARE(in.call(*lib, library->feature("count_by"), {in.makeString("Woolf")})->i32, 0);
        auto anonymous = in.createObject(book->selfType, book->feature("make"), {in.makeString("Beowulf"), runtime::Value()});
        QVERIFY(anonymous);
        QVERIFY(in.call(*lib, library->feature("add"), {*anonymous}));
        QVERIFY(!in.call(*lib, library->feature("count_by"), {in.makeString("Austen")}));
        const runtime::Outcome o = in.outcome();
        QVERIFY2(o.violation, runtime::formatOutcome(o, p).c_str());
        QCOMPARE(o.violation->kind, runtime::ViolationKind::VoidCall);
        QCOMPARE(runtime::featureName(o.violation->routine), std::string("LIBRARY.count_by"));
        QCOMPARE(lineOf(p, o.violation->location), 31);
    }
};

QTEST_GUILESS_MAIN(TestExamples)
#include "test_examples.moc"
