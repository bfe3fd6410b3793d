// End-to-end check of `amend test` (the AutoTest command line): output, exit codes, usage
// errors, --json, and --save-tests whose classes `amend tests` then runs and sees fail with the
// same fault. Runs the real binary (AMEND_BINARY, set by tests/CMakeLists.txt).
#include "../time_scale.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const QString examples = QStringLiteral(AMEND_SOURCE_DIR "/resources/examples");

struct Result {
    int exitCode = -1;
    QString out;
    QString err;
};

Result runAmend(const QStringList& arguments)
{
    QProcess p;
    p.start(QStringLiteral(AMEND_BINARY), arguments);
    p.waitForFinished(static_cast<int>(amend::test::scaledMilliseconds(120000)));
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

// Writes `text' to `name' in `dir'; its path.
QString writeFile(const QTemporaryDir& dir, const char* name, const char* text)
{
    QFile file(dir.filePath(QString::fromLatin1(name)));
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(text);
    return file.fileName();
}

// A cursor over a deferred generic type of Amend's EiffelBase2, in the shape of EiffelBase's
// INDEXABLE_ITERATION_CURSOR: stepping forth after `reverse' moves back.
const char* const cursorProgram = R"EIFFEL(class CURSOR
create make
feature
	make (t: V_READABLE_INDEXABLE [INTEGER]) do target := t end
	target: V_READABLE_INDEXABLE [INTEGER]
	index: INTEGER
	is_reversed: BOOLEAN
	position: INTEGER do Result := index.abs + 1 end
	step_forth
		require not_after: target.valid_index (index)
		do if is_reversed then index := index - 1 else index := index + 1 end
		ensure advanced: position = old position + 1 end
	reverse do is_reversed := not is_reversed end
end
)EIFFEL";

}  // namespace

class TestAutoTestCli : public QObject {
    Q_OBJECT

private slots:
    void findsTheWithdrawFault()
    {
        const Result r = runAmend({"test", examples + "/account", "--max-tests", "200", "--time", "0", "--seed", "3", "--threads", "2"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("Fault 1: ACCOUNT.withdraw\n  invariant `balance_not_negative' violated: balance >= 0\n"), qPrintable(r.out));
        QVERIFY(r.out.contains("account.e:65:2"));
        QVERIFY(r.out.contains("\t\t\tcreate v1.make (0)\n\t\t\tv1.withdraw (1)\n"));
        // deposit only fails after max_value wraps around: a warning, not counted. 1200 tests:
        // 200 random ones per routine and 100 of the search phase (issue 16).
        QVERIFY(r.out.contains("Warning 2: ACCOUNT.deposit"));
        QVERIFY2(r.out.contains(QRegularExpression("\n1 fault \\(\\+1 overflow-dependent warning\\) in 4 routines; 1200 tests")), qPrintable(r.out));
        const Result counted = runAmend({"test", examples + "/account", "--max-tests", "200", "--time", "0", "--seed", "3", "--overflow-faults"});
        QVERIFY2(counted.out.contains("\n2 faults in 4 routines"), qPrintable(counted.out));
    }

    void faultsOnlyTheSearchFinds()
    {
        // issue 16: an unmatched `]' (resources/bench/hunting/nesting); random testing alone
        // (--no-search) at the same budget misses it.
        const QString nesting = QStringLiteral(AMEND_SOURCE_DIR "/resources/bench/hunting/nesting/faulty");
        const Result r = runAmend({"test", nesting, "--time", "0", "--seed", "1", "--threads", "1"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("Fault 1: NESTING.max_depth\n  loop_invariant `depth_not_negative' violated"), qPrintable(r.out));
        QVERIFY2(r.out.contains("  found only by the search\n"), qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression("\n1 fault \\(1 found only by the search\\) in 2 routines; 900 tests")), qPrintable(r.out));
        const Result random = runAmend({"test", nesting, "--time", "0", "--seed", "1", "--threads", "1", "--no-search"});
        QCOMPARE(random.exitCode, 0);
        QVERIFY2(random.out.startsWith("0 faults in 2 routines; 600 tests"), qPrintable(random.out));
    }

    void extremeSizesAreResourceWarnings()
    {
        QTemporaryDir dir;
        const QString table = writeFile(dir, "table.e",
                                        "class TABLE\ncreate make\nfeature\n"
                                        "\tmake (n: INTEGER)\n\t\trequire n >= 0\n\t\tdo create items.make_filled (0, 1, n) end\n"
                                        "\titems: ARRAY [INTEGER]\n"
                                        "end\n");
        QVERIFY(!table.isEmpty());
        const Result r = runAmend({"test", table, "--max-tests", "100", "--time", "0", "--threads", "1"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QRegularExpression("Resource warnings \\(a contract's evaluation ran out of its own step budget, or a budget "
                                                   "ran out only with an extreme size argument; not faults\\):\n\nWarning [0-9]: TABLE.make\n"
                                                   "  budget_memory violated\n"
                                                   "  only with an extreme size \\(1000000 or more\\)\n")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression("\n0 faults [^\n]*\\(\\+1 resource warning\\) in [0-9]+ routines")), qPrintable(r.out));
    }

    void costlyContractIsAResourceWarning()
    {
        // issue 29: a postcondition quantifying up to {INTEGER}.max_value is as costly as a
        // program; running out of its own step budget is one warning naming the clause.
        QTemporaryDir dir;
        const QString costly = writeFile(dir, "costly.e",
                                         "class COSTLY\nfeature\n"
                                         "\tnext (n: INTEGER): INTEGER\n\t\tdo Result := n + 1\n"
                                         "\t\tensure\n\t\t\tall_below: across 1 |..| {INTEGER}.max_value as k all k.item > 0 end\n\t\tend\n"
                                         "end\n");
        QVERIFY(!costly.isEmpty());
        const Result r = runAmend({"test", costly, "--max-tests", "20", "--time", "0", "--threads", "1", "--no-search"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QRegularExpression("Warning [0-9]: COSTLY.next\n  budget_contract `all_below' violated: across 1 [^\n]*\n"
                                                   "  at [^\n]*costly.e:6:4[^\n]*\n"
                                                   "  evaluating this contract took more steps than its budget")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QRegularExpression("\n0 faults [^\n]*\\(\\+1 resource warning\\) in 1 routines")), qPrintable(r.out));
    }

    void noFaultMeansExitZero()
    {
        const Result r = runAmend({"test", examples + "/account", "--feature", "ACCOUNT.transfer", "--max-tests", "100", "--time", "0"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith("0 faults in 1 routines; 150 tests"), qPrintable(r.out));
    }

    void tuplesAreGeneratedAndAgentArgumentsAreNamed()
    {
        QTemporaryDir dir;
        const QString shapes = writeFile(dir, "shapes.e", "class SHAPES\nfeature\n"
                   "\tcorner: TUPLE [x, y: INTEGER]\n"
                   "\tmove (p: TUPLE [x, y: INTEGER]; step: INTEGER)\n"
                   "\t\trequire positive: step > 0\n"
                   "\t\tdo corner := [p.x + step, p.y - step]\n"
                   "\t\tensure moved_up: corner.y > p.y end\n"
                   "\tapply (f: FUNCTION [TUPLE [INTEGER], INTEGER]; n: INTEGER): INTEGER\n"
                   "\t\tdo Result := f.item ([n]) end\n"
                   "end\n");
        QVERIFY(!shapes.isEmpty());
        const Result r = runAmend({"test", shapes, "--max-tests", "50", "--time", "0"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("Fault 1: SHAPES.move\n  postcondition `moved_up' violated: corner.y > p.y\n"), qPrintable(r.out));
        QVERIFY2(r.out.contains("v2: TUPLE [x: INTEGER_32; y: INTEGER_32]"), qPrintable(r.out));
        QVERIFY2(r.out.contains("Not tested: SHAPES.apply: argument `f' is an agent (FUNCTION [TUPLE [INTEGER_32], INTEGER_32]), "
                                "which generated tests do not make\n"),
                 qPrintable(r.out));
    }

    void deferredGenericArgumentsGetALibraryClass()
    {
        // The cursor's target is a deferred generic type of Amend's EiffelBase2 (read because the
        // class names it): tests make one from an effective library class of the same actuals,
        // V_ARRAY [INTEGER_32], and find the fault that reversing exposes.
        QTemporaryDir dir;
        const QString cursor = writeFile(dir, "cursor.e", cursorProgram);
        QVERIFY(!cursor.isEmpty());
        const Result r = runAmend({"test", cursor, "--max-tests", "300", "--time", "0", "--threads", "1"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("Fault 1: CURSOR.step_forth\n  postcondition `advanced' violated: position = old position + 1\n"), qPrintable(r.out));
        QVERIFY2(r.out.contains("v1: V_ARRAY [INTEGER_32]"), qPrintable(r.out));
        QVERIFY2(r.out.contains("v2.reverse\n"), qPrintable(r.out));
    }

    void usageErrors()
    {
        QCOMPARE(runAmend({"test"}).exitCode, 2);
        QCOMPARE(runAmend({"test", examples, "--seed", "x"}).exitCode, 2);
        QCOMPARE(runAmend({"test", examples, "--max-tests", "0"}).exitCode, 2);
        QCOMPARE(runAmend({"test", examples, "--bogus"}).exitCode, 2);
        const Result noClass = runAmend({"test", examples, "--class", "NO_SUCH"});
        QCOMPARE(noClass.exitCode, 2);
        QVERIFY(noClass.err.contains("no class NO_SUCH"));
        QCOMPARE(runAmend({"test", examples, "--feature", "ACCOUNT.nothing"}).exitCode, 2);
        QCOMPARE(runAmend({"test", "--help"}).exitCode, 0);
    }

    void jsonAndSavedTests()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString json = dir.filePath("session.json");
        const QString saved = dir.filePath("regression");
        const Result r = runAmend({"test", examples, "--max-tests", "300", "--time", "0", "--json", json, "--save-tests", saved});
        QCOMPARE(r.exitCode, 1);
        // 15750 generated tests, and 66 boundary tests and 18 state tests beside the search's budget
        // (search_phase.h).
        QVERIFY2(r.out.contains("\n8 faults (+1 overflow-dependent warning) in 35 routines; 15834 tests"), qPrintable(r.out));
        QFile file(json);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject session = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(session["format"].toString(), QString("amend-autotest"));
        QCOMPARE(session["fault_count"].toInt(), 8);
        QCOMPARE(session["faults"].toArray().size(), 9);
        // One saved class per fault found by generated tests (gcd is found by a hand-written test).
        const QStringList files = QDir(saved).entryList({"*.e"});
        QCOMPARE(files.size(), 7);
        QVERIFY(files.contains("amend_regression_account_1.e"));
        const Result rerun = runAmend({"tests", examples, saved});
        QCOMPARE(rerun.exitCode, 1);
        QVERIFY2(rerun.out.contains("FAIL AMEND_REGRESSION_ACCOUNT_1.test_withdraw"), qPrintable(rerun.out));
        QVERIFY(rerun.out.contains("balance_not_negative"));
        QVERIFY2(rerun.out.contains("\n2 passed, 8 failed"), qPrintable(rerun.out));  // 7 saved + test_gcd_large_powers_of_two
    }
};

QTEST_GUILESS_MAIN(TestAutoTestCli)
#include "test_autotest_cli.moc"
