// The window's building blocks without the window: the Eiffel lexer's classification, the diff
// view's panes (from the engine's structured diff), the editor's one-step undoable replacement,
// the models under QAbstractItemModelTester, and a trace replay that keeps the event loop turning.
#include "diff_view.h"
#include "eiffel_lexer.h"
#include "session_models.h"
#include "settings_dialog.h"
#include "source_editor.h"
#include "trace_panel.h"
#include "syntax/lexer.h"

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

    // One keyword list: the editor highlights every keyword the engine's lexer knows, in any case,
    // and nothing the lexer reads as an identifier (`tuple', `indexing').
    void editorHighlightsExactlyTheLexersKeywords()
    {
        QVERIFY(syntax::keywordSpellings().size() > 60);
        for (std::string_view k : syntax::keywordSpellings()) {
            const QByteArray lower = QByteArray(k.data(), static_cast<int>(k.size()));
            for (const QByteArray& word : {lower, lower.toUpper()}) {
                const QByteArray text = "x " + word + " y";
                QCOMPARE(eiffelStyles(text)[2], StyleKeyword);
                QVERIFY2(isEiffelKeyword(word), word.constData());
            }
        }
        QVERIFY(!isEiffelKeyword("tuple"));
        QVERIFY(!isEiffelKeyword("indexing"));
    }

    void diffViewAlignsSides()
    {
        DiffView view;
        view.setDiff(repair::diffTexts("f.e", "a\nb\n", "a\nc\nd\n"));
        const QList<QByteArray> left = view.leftText().split('\n');
        const QList<QByteArray> right = view.rightText().split('\n');
        QCOMPARE(left.size(), right.size());   // a filler line keeps the sides aligned
        QCOMPARE(right[2], QByteArray("c"));
        QCOMPARE(left[2], QByteArray("b"));
        QVERIFY(view.unifiedText().contains("c\nd\n"));
        QCOMPARE(view.changedWordCount(), 2);  // b/c paired on both sides
    }

    // A long replay runs off the GUI thread: a timer keeps firing while it runs.
    void longReplayKeepsTheEventLoopTurning()
    {
        analysis::FaultUnderRepair fault;
        analysis::ReplayableTest slow;
        slow.name = "slow";
        slow.run = [](const runtime::RunOptions&) {
            QThread::msleep(1500);   // a test that runs for a second and a half
            runtime::Outcome o;
            o.status = runtime::Outcome::Status::InternalError;
            o.message = "done";
            return o;
        };
        fault.failing.push_back(slow);
        TracePanel panel;
        QSignalSpy replayed(&panel, &TracePanel::replayed);
        int ticks = 0;
        QTimer timer;
        connect(&timer, &QTimer::timeout, [&] { ++ticks; });
        timer.start(20);
        QElapsedTimer clock;
        clock.start();
        const sema::Program* none = nullptr;
        panel.setFault(fault, none);   // chooses the first test
        QVERIFY(clock.elapsed() < 500);   // returned at once
        QVERIFY(panel.isReplaying());
        QTRY_COMPARE_WITH_TIMEOUT(replayed.count(), 1, 20000);
        QVERIFY(clock.elapsed() >= 1400);
        QVERIFY2(ticks >= 20, qPrintable(QString::number(ticks)));   // about 75 at 20 ms over 1.5 s
        QVERIFY(!panel.isReplaying());
        QCOMPARE(panel.trace().outcome.status, runtime::Outcome::Status::InternalError);
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
        f.key.kind = testing::FaultKind::Precondition;
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
        fix.schema = synthesis::Schema::Guard;
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
        QCheckBox* gp = nullptr;
        for (QCheckBox* box : dialog.findChildren<QCheckBox*>()) {
            techniques << box->text().section(QLatin1Char(' '), 0, 0);
            if (box->text().startsWith(QStringLiteral("WP "))) wp = box;
            if (box->text().startsWith(QStringLiteral("GenProg "))) gp = box;
        }
        QCOMPARE(techniques, QStringList({QStringLiteral("AutoFix"), QStringLiteral("Nopol"), QStringLiteral("WP"), QStringLiteral("GenProg")}));
        QVERIFY(gp && !gp->isChecked());
        QTest::mouseClick(gp, Qt::LeftButton, {}, QPoint(4, gp->height() / 2));
        QCOMPARE(dialog.settings().gp, true);
        QVERIFY(wp && !wp->isChecked());
        QTest::mouseClick(wp, Qt::LeftButton, {}, QPoint(4, wp->height() / 2));
        QVERIFY(wp->isChecked());
        QCOMPARE(dialog.settings().wp, true);
        QCOMPARE(dialog.settings().nopol, s.nopol);
    }
};

QTEST_MAIN(TestWidgets)
#include "test_widgets.moc"
