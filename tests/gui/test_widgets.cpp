// The window's building blocks without the window: the Eiffel lexer's classification, the diff
// view's panes (from the engine's structured diff), the editor's one-step undoable replacement,
// the models under QAbstractItemModelTester, and a trace replay that keeps the event loop turning.
#include "diff_view.h"
#include "eiffel_lexer.h"
#include "fix_panel.h"
#include "session_models.h"
#include "settings_dialog.h"
#include "source_editor.h"
#include "trace_panel.h"
#include "syntax/lexer.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QLineEdit>
#include <QLabel>
#include <QtTest>

#include "../time_scale.h"

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

    // A verbatim string "[ … ]" is one string over its lines (comment marks and quotes inside it
    // are text); `"[' followed by more on its line is an ordinary string.
    void lexerColoursVerbatimStrings()
    {
        const QByteArray text = "s := \"[\n\t\tline -- not a comment, \"quoted\" is\n\t]\"\nx := \"[a]\" -- note\n";
        const QVector<unsigned char> styles = eiffelStyles(text);
        for (int i = text.indexOf("\"["); i < text.indexOf("\nx :="); ++i) QCOMPARE(styles[i], StyleString);
        QCOMPARE(styles[text.indexOf("x :=")], StyleIdentifier);
        QCOMPARE(styles[text.indexOf("\"[a]")], StyleString);
        QCOMPARE(styles[text.indexOf("-- note")], StyleComment);
        QCOMPARE(styles[text.indexOf("note") - 1], StyleComment);
        // Unclosed: a string to the end.
        const QByteArray open = "s := \"{\n\tfeature x\n";
        QCOMPARE(eiffelStyles(open)[open.indexOf("feature")], StyleString);
    }

    // Editing a line inside a verbatim string restyles it as string (the editor styles from the
    // string's head, not from the edited line).
    void editorKeepsVerbatimStringsWhenEditingInside()
    {
        SourceEditor editor;
        editor.setText(QStringLiteral("class A\nfeature\n\tt: STRING = \"[\n\t\tfirst\n\t\tsecond\n\t]\"\nend\n"));
        editor.SendScintilla(QsciScintilla::SCI_COLOURISE, 0UL, -1L);
        const int second = 4;   // 0-based line of `second'
        editor.insertAt(QStringLiteral("-- inside "), second, 2);
        // As Scintilla asks after an edit: styles from the edited line on.
        editor.SendScintilla(QsciScintilla::SCI_COLOURISE, static_cast<unsigned long>(editor.positionFromLineIndex(second, 0)), -1L);
        const long at = editor.positionFromLineIndex(second, 2);
        QCOMPARE(static_cast<int>(editor.SendScintilla(QsciScintilla::SCI_GETSTYLEAT, static_cast<unsigned long>(at))), static_cast<int>(StyleString));
        const long end = editor.positionFromLineIndex(6, 0);   // `end' after the string
        QCOMPARE(static_cast<int>(editor.SendScintilla(QsciScintilla::SCI_GETSTYLEAT, static_cast<unsigned long>(end))), static_cast<int>(StyleKeyword));
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
        QVERIFY(clock.elapsed() < test::scaledMilliseconds(500));   // returned at once
        QVERIFY(panel.isReplaying());
        QTRY_COMPARE_WITH_TIMEOUT(replayed.count(), 1, test::scaledMilliseconds(20000));
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

    // A test stopped by a budget is listed apart from contract faults: its own words, grey italics
    // (never the red of a fault without fix), and a tooltip saying it is a resource limit.
    void resourceLimitIsNotShownAsAContractFault()
    {
        FaultModel faults;
        auto add = [&](int id, testing::FaultKind kind, std::string tag) {
            testing::Fault f;
            f.id = id;
            f.key = {"A.f", kind, std::move(tag), {}};
            faults.addFault(f, FaultStatus::NoValidFix);
        };
        add(1, testing::FaultKind::Precondition, "positive");
        add(2, testing::FaultKind::BudgetSteps, "");
        auto at = [&](int row, int column, int role) { return faults.index(row, column).data(role); };
        QCOMPARE(at(1, FaultModel::ColumnViolation, Qt::DisplayRole).toString(), QStringLiteral("step limit reached"));
        QVERIFY(at(1, FaultModel::ColumnViolation, Qt::ToolTipRole).toString().contains(QStringLiteral("not because a contract was violated")));
        QVERIFY(!at(0, FaultModel::ColumnViolation, Qt::ToolTipRole).toString().contains(QStringLiteral("resource limit")));
        QVERIFY(at(1, FaultModel::ColumnViolation, Qt::FontRole).value<QFont>().italic());
        QVERIFY(at(1, FaultModel::ColumnStatus, Qt::ForegroundRole).value<QColor>() != at(0, FaultModel::ColumnStatus, Qt::ForegroundRole).value<QColor>());
        QVERIFY(testing::isResourceLimit(testing::FaultKind::BudgetMemory));
        QVERIFY(!testing::isResourceLimit(testing::FaultKind::Postcondition));
    }

    // Fixes a user should look at twice are marked (tag, icon, tooltip) by the engine's nature;
    // every fix gets a plain sentence; the snapshot columns say what they measure.
    void fixesAreExplainedAndMarked()
    {
        FixPanel panel;
        FixModel* fixes = panel.model();
        repair::Fix weaken;
        weaken.routine = "INTERVAL.intersection";
        weaken.isContract = true;
        weaken.schema = synthesis::Schema::Postcondition;
        weaken.clauseTag = "within_other";
        weaken.clause = "not is_empty implies other.has (lower)";
        repair::Fix guard;
        guard.routine = "LIST.move";
        guard.schema = synthesis::Schema::Guard;
        guard.fail = "valid_index (idx)";
        repair::Fix constant;
        constant.routine = "LIST.move";
        constant.schema = synthesis::Schema::B;
        constant.fail = "idx > index";
        constant.action = "idx := 0";
        constant.actionKind = synthesis::ActionKind::ConstantAssignment;
        repair::Fix edit = constant;
        edit.action = "idx := idx - 1";
        edit.actionKind = synthesis::ActionKind::Assignment;
        panel.setFixes({weaken, guard, constant, edit}, -1);
        auto at = [&](int row, int column, int role = Qt::DisplayRole) { return fixes->index(row, column).data(role); };

        QVERIFY(at(0, FixModel::ColumnSummary).toString().contains(QStringLiteral("Weakens the postcondition `within_other' of INTERVAL.intersection")));
        QVERIFY(at(0, FixModel::ColumnSummary).toString().contains(QStringLiteral("promises less")));
        QVERIFY(at(0, FixModel::ColumnTechnique).toString().contains(QStringLiteral("weakens contract")));
        QVERIFY(at(0, FixModel::ColumnTechnique, Qt::ToolTipRole).toString().contains(QStringLiteral("Contract-weakening")));
        QCOMPARE(at(0, FixModel::ColumnTechnique, FixNatureRole).toInt(), static_cast<int>(repair::FixNature::WeakensPostcondition));
        QVERIFY(at(1, FixModel::ColumnSummary).toString().contains(QStringLiteral("only when `valid_index (idx)'")));
        QVERIFY(at(1, FixModel::ColumnTechnique).toString().contains(QStringLiteral("guard only")));
        QVERIFY(at(1, FixModel::ColumnSummary, Qt::ToolTipRole).toString().contains(QStringLiteral("Guard-only")));
        QVERIFY(at(2, FixModel::ColumnTechnique).toString().contains(QStringLiteral("constant")));
        QVERIFY(at(3, FixModel::ColumnSummary).toString().contains(QStringLiteral("Runs `idx := idx - 1' when `idx > index' holds")));
        for (int r = 0; r < 3; ++r) QVERIFY(!at(r, FixModel::ColumnSummary, Qt::DecorationRole).value<QIcon>().isNull());
        QVERIFY(at(3, FixModel::ColumnSummary, Qt::DecorationRole).value<QIcon>().isNull());   // a plain edit: no marker
        QCOMPARE(at(3, FixModel::ColumnTechnique).toString(), QStringLiteral("added assignment"));   // the kind of change, no marker
        // The panel's text under the list: the plain sentence first, then the technical one.
        const QLabel* label = panel.explanationLabel();
        QVERIFY(label->text().startsWith(at(0, FixModel::ColumnSummary).toString()));
        QVERIFY(label->text().contains(at(0, FixModel::ColumnExplanation).toString()));

        SnapshotModel snapshots;
        for (int column : {SnapshotModel::ColumnCdep, SnapshotModel::ColumnEdep, SnapshotModel::ColumnDyn, SnapshotModel::ColumnSusp})
            QVERIFY(snapshots.headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString().size() > 40);
        QVERIFY(snapshots.headerData(SnapshotModel::ColumnCdep, Qt::Horizontal, Qt::ToolTipRole).toString().contains(QStringLiteral("failing line")));
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
        auto* base = dialog.findChild<QLineEdit*>(QStringLiteral("BaseLibrary"));
        QVERIFY(base && base->text().isEmpty());
        base->setText(QStringLiteral("  /opt/elks/library.ecf "));
        QCOMPARE(dialog.settings().baseLibrary, QStringLiteral("/opt/elks/library.ecf"));
    }
};

QTEST_MAIN(TestWidgets)
#include "test_widgets.moc"
