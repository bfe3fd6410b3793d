// The window's building blocks without the window: the Eiffel lexer's classification, the
// unified-diff parser with changed words, the diff view's panes, the editor's one-step undoable
// replacement, and the models under QAbstractItemModelTester.
#include "diff_lines.h"
#include "diff_view.h"
#include "eiffel_lexer.h"
#include "session_models.h"
#include "settings_dialog.h"
#include "source_editor.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QtTest>

using namespace amend;
using namespace amend::ui;

class TestWidgets : public QObject {
    Q_OBJECT
private slots:
    void lexerClassifiesEiffel()
    {
        const QByteArray text = "class FOO -- note\n\tx: INTEGER = 42\n\ts := \"a%\"b\" c := 'x' Result + 1\n";
        const QVector<unsigned char> styles = eiffelStyles(text);
        QCOMPARE(styles.size(), text.size());
        auto styleAt = [&](const char* fragment) { return styles[text.indexOf(fragment)]; };
        QCOMPARE(styleAt("class"), StyleKeyword);
        QCOMPARE(styleAt("FOO"), StyleClassName);
        QCOMPARE(styleAt("-- note"), StyleComment);
        QCOMPARE(styles[text.indexOf("note")], StyleComment);
        QCOMPARE(styleAt("x:"), StyleIdentifier);
        QCOMPARE(styleAt(":"), StyleOperator);
        QCOMPARE(styleAt("INTEGER"), StyleClassName);
        QCOMPARE(styleAt("42"), StyleNumber);
        // The string runs over the escaped quote up to its real end.
        const int s = text.indexOf("\"a");
        for (int i = s; i < text.indexOf(" c :="); ++i) QCOMPARE(styles[i], StyleString);
        QCOMPARE(styleAt("'x'"), StyleCharacter);
        QCOMPARE(styleAt("Result"), StyleKeyword);
        QCOMPARE(styleAt("+ 1"), StyleOperator);
        QVERIFY(isEiffelKeyword("ENSURE"));
        QVERIFY(!isEiffelKeyword("ensures"));
    }

    void unifiedDiffIsParsedWithChangedWords()
    {
        const QByteArray diff = "--- a/f.e\n+++ b/f.e\n@@ -10,3 +10,4 @@\n \tkeep\n-\tx := y + 1\n+\tx := y + 2\n+\tz := 0\n \tend\n";
        const QVector<DiffLine> lines = parseUnifiedDiff(diff);
        QCOMPARE(lines.size(), 8);
        QCOMPARE(lines[0].kind, DiffLine::Kind::Header);
        QCOMPARE(lines[2].kind, DiffLine::Kind::Hunk);
        QCOMPARE(lines[3].kind, DiffLine::Kind::Context);
        QCOMPARE(lines[3].oldLine, 10);
        QCOMPARE(lines[3].newLine, 10);
        QCOMPARE(lines[4].kind, DiffLine::Kind::Removed);
        QCOMPARE(lines[4].oldLine, 11);
        QCOMPARE(lines[5].kind, DiffLine::Kind::Added);
        QCOMPARE(lines[5].newLine, 11);
        QCOMPARE(lines[6].newLine, 12);
        QCOMPARE(lines[6].kind, DiffLine::Kind::Added);
        QCOMPARE(lines[6].changeBegin, -1);   // unpaired: no word marks
        QCOMPARE(lines[7].kind, DiffLine::Kind::Context);
        QCOMPARE(lines[7].oldLine, 12);
        QCOMPARE(lines[7].newLine, 13);
        // The changed word is "1" → "2".
        QCOMPARE(lines[4].text.mid(lines[4].changeBegin, lines[4].changeEnd - lines[4].changeBegin), QByteArray("1"));
        QCOMPARE(lines[5].text.mid(lines[5].changeBegin, lines[5].changeEnd - lines[5].changeBegin), QByteArray("2"));
        QCOMPARE(lines[6].oldLine, 0);
    }

    void reindentedLineHasNoChangedWords()
    {
        // A guard fix: `put_left (v)' wrapped in an `if'.
        const QVector<DiffLine> lines = parseUnifiedDiff("@@ -5,1 +5,3 @@\n-\tput_left (v)\n+\tif idx /= 0 then\n+\t\tput_left (v)\n+\tend\n");
        QCOMPARE(lines.size(), 5);
        QCOMPARE(lines[1].kind, DiffLine::Kind::Removed);
        QCOMPARE(lines[1].changeBegin, -1);
        for (int k = 2; k < 5; ++k) QCOMPARE(lines[k].changeBegin, -1);
    }

    void changedSpanWidensToWords()
    {
        int a0, a1, b0, b1;
        changedSpan("if count > 0 then", "if counter > 0 then", a0, a1, b0, b1);
        QCOMPARE(QByteArray("if count > 0 then").mid(a0, a1 - a0), QByteArray("count"));
        QCOMPARE(QByteArray("if counter > 0 then").mid(b0, b1 - b0), QByteArray("counter"));
    }

    void diffViewAlignsSides()
    {
        DiffView view;
        view.setDiff("--- a/f.e\n+++ b/f.e\n@@ -1,2 +1,3 @@\n a\n-b\n+c\n+d\n");
        const QList<QByteArray> left = view.leftText().split('\n');
        const QList<QByteArray> right = view.rightText().split('\n');
        QCOMPARE(left.size(), right.size());   // a filler line keeps the sides aligned
        QCOMPARE(right[2], QByteArray("c"));
        QCOMPARE(left[2], QByteArray("b"));
        QVERIFY(view.unifiedText().contains("c\nd\n"));
        QCOMPARE(view.changedWordCount(), 2);  // b/c paired on both sides
    }

    void editorReplacementIsOneUndoStep()
    {
        SourceEditor editor;
        const QByteArray before = "class A\nfeature\n\tf do x := 1 end\nend\n";
        const QByteArray after = "class A\nfeature\n\tf do if b then x := 1 end end\nend\n";
        editor.setText(QString::fromUtf8(before));
        editor.SendScintilla(QsciScintilla::SCI_EMPTYUNDOBUFFER);
        editor.replaceTextUndoable(after);
        QCOMPARE(editor.utf8Text(), after);
        editor.undo();
        QCOMPARE(editor.utf8Text(), before);
        QVERIFY(!editor.isUndoAvailable());
    }

    void modelsPassTheTester()
    {
        FaultModel faults;
        QAbstractItemModelTester faultTester(&faults, QAbstractItemModelTester::FailureReportingMode::QtTest);
        testing::Fault f;
        f.id = 1;
        f.key.routine = "A.f";
        f.key.kind = "precondition";
        f.key.tag = "positive";
        faults.addFault(f, FaultStatus::Fixing);
        f.id = 2;
        faults.addFault(f, FaultStatus::Fixing);
        faults.setStatus(2, FaultStatus::FixAvailable, 3);
        QCOMPARE(faults.rowCount(), 2);
        QCOMPARE(faults.index(0, FaultModel::ColumnViolation).data().toString(), QStringLiteral("positive (precondition)"));
        QCOMPARE(faults.index(1, FaultModel::ColumnStatus).data().toString(), QStringLiteral("3 fixes"));

        SnapshotModel snapshots;
        SnapshotFilterModel proxy;
        proxy.setSourceModel(&snapshots);
        QAbstractItemModelTester snapshotTester(&snapshots, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        std::vector<SnapshotModel::Row> rows(3);
        rows[0].snapshot.predicate = "a > 0";
        rows[0].snapshot.susp = 0.5;
        rows[1].snapshot.predicate = "b";
        rows[1].snapshot.susp = 0.9;
        rows[2].snapshot.predicate = "a = b";
        rows[2].snapshot.susp = 0.1;
        snapshots.setRows(rows);
        proxy.sort(SnapshotModel::ColumnSusp, Qt::DescendingOrder);
        QCOMPARE(proxy.index(0, SnapshotModel::ColumnPredicate).data().toString(), QStringLiteral("b"));
        QCOMPARE(proxy.index(2, SnapshotModel::ColumnPredicate).data().toString(), QStringLiteral("a = b"));
        proxy.setFilterFixedString(QStringLiteral("a "));
        QCOMPARE(proxy.rowCount(), 2);

        FixModel fixes;
        QAbstractItemModelTester fixTester(&fixes, QAbstractItemModelTester::FailureReportingMode::QtTest);
        repair::Fix fix;
        fix.explanation = "guard";
        fixes.appendFix(fix);
        fix.rank = 1;
        fixes.setFixes({fix, fix});
        fixes.setAccepted(1);
        QCOMPARE(fixes.rowCount(), 2);
        QCOMPARE(fixes.index(0, FixModel::ColumnRank).data().toInt(), 1);
    }

    // Edit ▸ Settings lists the three techniques; WP's box (off by default) sets FixSettings::wp.
    void settingsDialogSelectsWp()
    {
        FixSettings s;
        SettingsDialog dialog(s, QString());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QStringList techniques;
        QCheckBox* wp = nullptr;
        for (QCheckBox* box : dialog.findChildren<QCheckBox*>()) {
            techniques << box->text().section(QLatin1Char(' '), 0, 0);
            if (box->text().startsWith(QStringLiteral("WP "))) wp = box;
        }
        QCOMPARE(techniques, QStringList({QStringLiteral("AutoFix"), QStringLiteral("Nopol"), QStringLiteral("WP")}));
        QVERIFY(wp && !wp->isChecked());
        QTest::mouseClick(wp, Qt::LeftButton, {}, QPoint(4, wp->height() / 2));
        QVERIFY(wp->isChecked());
        QCOMPARE(dialog.settings().wp, true);
        QCOMPARE(dialog.settings().nopol, s.nopol);
    }
};

QTEST_MAIN(TestWidgets)
#include "test_widgets.moc"
