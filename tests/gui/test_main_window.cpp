// The window's flows end to end (offscreen): open the sorted_set example, click Fix, wait for
// the streamed results; check the fault list, the violated contract, the snapshot table's order
// and filter, the top fix's diff; Accept (buffer changed, re-check passes, undo restores),
// Reject (hidden and remembered), Revert; step a failing trace to the failure; cancel a
// running session; save with a backup. The models are watched by QAbstractItemModelTester
// during the whole session.
#include "contract_panel.h"
#include "diff_view.h"
#include "editor_tabs.h"
#include "example_gallery.h"
#include "fix_panel.h"
#include "fix_presentation.h"
#include "main_window.h"
#include "session_models.h"
#include "snapshot_panel.h"
#include "source_editor.h"
#include "trace_panel.h"
#include "message_boxes.h"
#include "../test_files.h"
#include "../time_scale.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLineEdit>
#include <QMenu>
#include <QLabel>
#include <QMenuBar>
#include <QStatusBar>
#include <QMessageBox>
#include <QTimer>
#include <QTranslator>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QToolBar>
#include <QTreeWidget>
#include <QtTest>

using namespace amend;
using namespace amend::ui;
using amend::test::answerNextMessageBox;

namespace {

const QString kFile = QStringLiteral("two_way_sorted_set.e");

// A writable copy of the sorted_set example.
QString copyExample(const QTemporaryDir& dir) { return test::copyExample(dir, QStringLiteral("sorted_set")); }

FixSettings quickSettings()
{
    FixSettings s;
    s.timeBudgetSeconds = test::scaledSeconds(3);
    s.feature = QStringLiteral("TWO_WAY_SORTED_SET.move_item");
    s.maxFixes = 4;
    s.threads = 2;
    s.nopol = false;   // AutoFix alone: enough for these faults, and fast
    return s;
}

void clickFix(MainWindow& w)
{
    QToolBar* bar = w.findChild<QToolBar*>(QStringLiteral("MainToolBar"));
    QVERIFY(bar);
    QWidget* button = bar->widgetForAction(w.fixAction());
    QVERIFY(button);
    QTest::mouseClick(button, Qt::LeftButton);
}


void editLikeAnAcceptedFix(SourceEditor* editor)
{
    editor->replaceTextUndoable(editor->utf8Text() + "\n-- changed\n");   // the way Accept changes the buffer
    QVERIFY(editor->isModified());
}

}  // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void fixSessionFlow()
    {
        QTemporaryDir dir;
        const QString folder = copyExample(dir);
        MainWindow w;
        QAbstractItemModelTester faultTester(w.faultModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester snapshotTester(w.snapshotPanel()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(w.snapshotPanel()->proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester fixTester(w.fixPanel()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        FixSettings settings = quickSettings();
        settings.feature.clear();
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openPath(folder));
        w.setFixSettings(settings);
        // The routine, typed in lower case into the toolbar's Routine field.
        QTest::keyClicks(w.routineField(), QStringLiteral("two_way_sorted_set.move_item"));
        QCOMPARE(w.fixSettings().feature, QStringLiteral("two_way_sorted_set.move_item"));
        QCOMPARE(w.editorTabs()->count(), 2);
        const QString path = QDir(folder).absoluteFilePath(kFile);
        SourceEditor* editor = w.editorTabs()->editorFor(path);
        QVERIFY(editor);
        const QByteArray original = editor->utf8Text();

        QSignalSpy finished(&w, &MainWindow::sessionFinished);
        clickFix(w);
        QVERIFY(w.isFixRunning());
        QVERIFY(w.cancelButton()->isEnabled());
        // Progress says which fault of how many, and counts the stage's work.
        QTRY_VERIFY_WITH_TIMEOUT(w.stageLabel()->text().contains(QStringLiteral("fault 1 of 2")), test::scaledMilliseconds(60000));
        QTRY_COMPARE_WITH_TIMEOUT(w.progressBar()->format(), QStringLiteral("%v/%m"), test::scaledMilliseconds(60000));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMilliseconds(120000));
        QCOMPARE(finished.first().first().toBool(), false);
        QVERIFY(!w.cancelButton()->isEnabled());
        // The fix selected automatically can be replayed at once (On the selected fix enabled).
        QVERIFY(w.fixPanel()->currentRow() >= 0);
        QVERIFY(!w.fixPanel()->model()->fix(w.fixPanel()->currentRow()).isContract);
        QVERIFY(w.tracePanel()->onFixBox()->isEnabled());

        // The fault list: the two faults of move_item (README of the examples), both fixed.
        FaultModel* faults = w.faultModel();
        QCOMPARE(faults->rowCount(), 2);
        QStringList violations;
        for (int r = 0; r < 2; ++r) {
            QCOMPARE(faults->row(r).routine, QStringLiteral("TWO_WAY_SORTED_SET.move_item"));
            QCOMPARE(faults->row(r).status, FaultStatus::FixAvailable);
            QVERIFY(faults->row(r).fixes >= 1);
            violations << faults->row(r).violation;
        }
        violations.sort();
        QCOMPARE(violations, QStringList({QStringLiteral("not_before (precondition)"), QStringLiteral("valid_cursor_index (precondition)")}));

        // Select the not_before fault.
        const int row = faults->row(0).violation.startsWith(QStringLiteral("not_before")) ? 0 : 1;
        w.selectFault(row);
        QCOMPARE(w.faultView()->currentIndex().row(), row);
        // The violated contract: tag, kind, blamed routine and the minimized test as Eiffel; the
        // values at the failure once the failing test's trace has been replayed in the background.
        QTRY_VERIFY_WITH_TIMEOUT(w.contractPanel()->toPlainText().contains(QStringLiteral("Values at the failure")), test::scaledMilliseconds(20000));
        const QString contract = w.contractPanel()->toPlainText();
        QVERIFY2(contract.contains(QStringLiteral("not_before")), qPrintable(contract));
        QVERIFY(contract.contains(QStringLiteral("precondition")));
        QVERIFY(contract.contains(QStringLiteral("TWO_WAY_SORTED_SET.move_item")));
        QVERIFY(contract.contains(QStringLiteral("Values at the failure")));
        QVERIFY(contract.contains(QStringLiteral("move_item (")));   // the test calls it
        // The minimized test wraps at the panel's width instead of running off its right edge.
        {
            std::unique_ptr<QTextDocument> narrow(w.contractPanel()->document()->clone());
            narrow->setTextWidth(160);
            QVERIFY2(narrow->idealWidth() <= 160, qPrintable(QString::number(narrow->idealWidth())));
        }
        // The failure is marked in the editor on the put_left call.
        QCOMPARE(w.editorTabs()->currentEditor(), editor);
        const int putLeftLine = static_cast<int>(original.left(original.indexOf("put_left (v)\n\t\tend")).count('\n'));
        QVERIFY(editor->markersAtLine(putLeftLine) & (1 << SourceEditor::FailureMarker));
        // The clause link shows the violated clause (put_left's precondition) in the editor.
        emit w.contractPanel()->anchorClicked(QUrl(QStringLiteral("amend:clause")));
        const int clauseLine = 184;   // 0-based: `not_before: not before' of put_left
        QVERIFY(editor->firstVisibleLine() <= clauseLine);
        QVERIFY(clauseLine < editor->firstVisibleLine() + static_cast<int>(editor->SendScintilla(QsciScintilla::SCI_LINESONSCREEN)));
        emit w.contractPanel()->anchorClicked(QUrl(QStringLiteral("amend:failure")));
        QVERIFY(editor->firstVisibleLine() <= putLeftLine);

        // The snapshots: sorted by suspiciousness, re-sortable, filterable; selecting a row shows its line.
        SnapshotPanel* snapshots = w.snapshotPanel();
        QVERIFY(snapshots->proxy()->rowCount() > 5);
        auto susp = [&](int r) { return snapshots->proxy()->index(r, SnapshotModel::ColumnSusp).data(SortRole).toDouble(); };
        for (int r = 1; r < snapshots->proxy()->rowCount(); ++r) QVERIFY(susp(r - 1) >= susp(r));
        QCOMPARE(susp(0), snapshots->model()->row(0).snapshot.susp);   // the engine's order is the same
        snapshots->view()->sortByColumn(SnapshotModel::ColumnSusp, Qt::AscendingOrder);
        QVERIFY(susp(0) <= susp(snapshots->proxy()->rowCount() - 1));
        snapshots->view()->sortByColumn(SnapshotModel::ColumnSusp, Qt::DescendingOrder);
        QTest::keyClicks(snapshots->filter(), QStringLiteral("before"));
        QVERIFY(snapshots->proxy()->rowCount() > 0);
        QVERIFY(snapshots->proxy()->rowCount() < snapshots->model()->rowCount());
        for (int r = 0; r < snapshots->proxy()->rowCount(); ++r)
            QVERIFY(snapshots->proxy()->index(r, SnapshotModel::ColumnPredicate).data().toString().contains(QStringLiteral("before")));
        snapshots->view()->setCurrentIndex(snapshots->proxy()->index(0, 0));
        const SnapshotModel::Row& chosen = snapshots->model()->row(snapshots->proxy()->mapToSource(snapshots->proxy()->index(0, 0)).row());
        QVERIFY(w.editorTabs()->editorFor(chosen.file)->markersAtLine(chosen.line - 1) & (1 << SourceEditor::SnapshotMarker));
        snapshots->filter()->clear();

        // The top fix: a unified diff of two_way_sorted_set.e, shown in the diff view.
        FixPanel* fixes = w.fixPanel();
        QVERIFY(fixes->model()->rowCount() >= 1);
        QCOMPARE(fixes->currentRow(), 0);
        const repair::Fix top = fixes->model()->fix(0);
        QCOMPARE(top.rank, 1);
        const QByteArray diff = QByteArray::fromStdString(repair::fixDiffText(top));
        QVERIFY2(diff.startsWith("--- a/two_way_sorted_set.e\n+++ b/two_way_sorted_set.e\n@@ -"), diff.constData());
        QCOMPARE(top.faultId, faults->row(row).id);
        // Every fix says in plain words what it does to which routine, beside the technical account.
        for (int r = 0; r < fixes->model()->rowCount(); ++r) {
            const QString summary = fixes->model()->index(r, FixModel::ColumnSummary).data().toString();
            QVERIFY2(summary.contains(QStringLiteral("TWO_WAY_SORTED_SET.move_item")), qPrintable(summary));
            QVERIFY(summary != fixes->model()->index(r, FixModel::ColumnExplanation).data().toString());
        }
        QVERIFY(snapshots->model()->headerData(SnapshotModel::ColumnCdep, Qt::Horizontal, Qt::ToolTipRole).toString().contains(QStringLiteral("Control dependence")));
        QVERIFY(!top.change.edits.empty());
        for (const QByteArray& line : diff.split('\n'))
            if (line.startsWith('+') && !line.startsWith("+++")) QVERIFY(fixes->diffView()->unifiedText().contains(line.mid(1)));

        // Accept: the buffer becomes the fixed file, the re-check passes, undo restores.
        QSignalSpy checked(&w, &MainWindow::checkFinished);
        QSignalSpy verified(&w, &MainWindow::fixVerified);
        QTest::mouseClick(fixes->acceptButton(), Qt::LeftButton);
        QCOMPARE(editor->utf8Text(), QByteArray::fromStdString(top.newFileText()));
        QVERIFY(editor->utf8Text() != original);
        // The changed region of the fix is marked.
        QVERIFY(editor->markersAtLine(editor->lineOfOffset(top.change.changedBegin())) & (1 << SourceEditor::FixMarker));
        QCOMPARE(faults->row(row).status, FaultStatus::FixAccepted);
        QVERIFY(fixes->revertButton()->isEnabled());
        QVERIFY(!fixes->acceptButton()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(checked.count() >= 1, test::scaledMilliseconds(20000));
        QCOMPARE(checked.last().first().toInt(), 0);
        QCOMPARE(w.lastCheck().errors, 0);
        // ... and the fault's failing tests pass when replayed on the accepted fix.
        QTRY_COMPARE_WITH_TIMEOUT(verified.count(), 1, test::scaledMilliseconds(20000));
        QCOMPARE(verified.first().at(0).toInt(), faults->row(row).id);
        QVERIFY(verified.first().at(2).toInt() > 0);
        QCOMPARE(verified.first().at(1).toInt(), verified.first().at(2).toInt());
        // The other fault is re-checked with the accepted fix: it then passes with it, or keeps the
        // fixes that still apply to the changed text, or says its fixes are stale; never an Accept
        // that fails.
        const int other = 1 - row;
        QTRY_VERIFY_WITH_TIMEOUT(faults->row(other).status != FaultStatus::Rechecking, test::scaledMilliseconds(20000));
        const FaultStatus otherStatus = faults->row(other).status;
        QVERIFY2(otherStatus == FaultStatus::PassesWithAccepted || otherStatus == FaultStatus::Stale || otherStatus == FaultStatus::FixAvailable,
                 qPrintable(faultStatusText(otherStatus)));
        for (const repair::Fix& f : w.session().visibleFixes(faults->row(other).id))
            QVERIFY(f.change.applyTo(editor->utf8Text().toStdString()));
        // The failure marker moved with the text (on the put_left line) or went (the fix replaced it).
        for (int line = 0; line < editor->lines(); ++line)
            if (editor->markersAtLine(line) & (1 << SourceEditor::FailureMarker)) QVERIFY2(editor->text(line).contains(QStringLiteral("put_left (v)")), qPrintable(editor->text(line)));
        // So does F11's step (the trace ran on the text before the fix): never the inserted code.
        QTRY_VERIFY_WITH_TIMEOUT(!w.tracePanel()->isReplaying(), test::scaledMilliseconds(20000));
        QVERIFY(w.tracePanel()->trace().failureStep() > 0);
        QTest::keyClick(&w, Qt::Key_F11);
        QCOMPARE(w.tracePanel()->stepIndex(), w.tracePanel()->trace().failureStep());
        for (int line = 0; line < editor->lines(); ++line)
            if (editor->markersAtLine(line) & (1 << SourceEditor::TraceMarker)) QVERIFY2(editor->text(line).contains(QStringLiteral("put_left (v)")), qPrintable(editor->text(line)));
        editor->undo();
        QCOMPARE(editor->utf8Text(), original);
        QCOMPARE(faults->row(row).status, FaultStatus::FixAvailable);   // undone: no longer accepted
        editor->redo();
        QCOMPARE(editor->utf8Text(), QByteArray::fromStdString(top.newFileText()));
        QCOMPARE(faults->row(row).status, FaultStatus::FixAccepted);   // redone: accepted again
        // Revert (itself undoable).
        w.selectFault(row);
        QTest::mouseClick(fixes->revertButton(), Qt::LeftButton);
        QCOMPARE(editor->utf8Text(), original);
        QCOMPARE(faults->row(row).status, FaultStatus::FixAvailable);

        // Reject the second fix: hidden, the selection on the fix after it (not back to rank 1),
        // and still hidden when the fault is shown again.
        const int before = fixes->model()->rowCount();
        QVERIFY(before >= 3);
        fixes->selectRow(1);
        const std::string rejectedText = fixes->model()->fix(1).newRoutineText;
        const std::string nextText = fixes->model()->fix(2).newRoutineText;
        QTest::mouseClick(fixes->rejectButton(), Qt::LeftButton);
        QCOMPARE(fixes->model()->rowCount(), before - 1);
        QCOMPARE(fixes->currentRow(), 1);
        QCOMPARE(fixes->model()->fix(1).newRoutineText, nextText);
        w.selectFault(1 - row);
        w.selectFault(row);
        QCOMPARE(fixes->model()->rowCount(), before - 1);
        for (int r = 0; r < fixes->model()->rowCount(); ++r) QVERIFY(fixes->model()->fix(r).newRoutineText != rejectedText);
        QCOMPARE(faults->row(row).fixes, before - 1);

        // Traces: a failing test stepped to the failure, the editor following.
        TracePanel* traces = w.tracePanel();
        QVERIFY(traces->testCount() >= 2);
        QSignalSpy replayed(traces, &TracePanel::replayed);
        traces->chooseTest(0);   // failing tests come first; replayed in the background
        QTRY_COMPARE_WITH_TIMEOUT(replayed.count(), 1, test::scaledMilliseconds(20000));
        QVERIFY(traces->stepCount() > 3);
        QCOMPARE(traces->stepIndex(), 0);
        traces->stepForward();
        QCOMPARE(traces->stepIndex(), 1);
        traces->stepBackward();
        QCOMPARE(traces->stepIndex(), 0);
        traces->runToFailure();
        QVERIFY(traces->trace().failureStep() > 0);
        QCOMPARE(traces->stepIndex(), traces->trace().failureStep());
        QCOMPARE(w.editorTabs()->currentEditor(), editor);
        QVERIFY(editor->markersAtLine(putLeftLine) & (1 << SourceEditor::TraceMarker));   // the put_left call
        traces->stepBackward();
        QCOMPARE(traces->stepIndex(), traces->trace().failureStep() - 1);
        const analysis::TraceStep& previous = traces->trace().steps[static_cast<std::size_t>(traces->stepIndex())];
        SourceEditor* followed = w.editorTabs()->currentEditor();
        QVERIFY(followed->markersAtLine(followed->lineOfOffset(previous.range.begin)) & (1 << SourceEditor::TraceMarker));
        QVERIFY(traces->valuesView()->topLevelItemCount() >= 2);   // routine and values
        // Bold marks a value that changed since the previous step of the same call: never on the
        // first step of a call (entering a routine changes nothing).
        auto boldValues = [traces] {
            int bold = 0;
            QTreeWidget* view = traces->valuesView();
            for (int t = 0; t < view->topLevelItemCount(); ++t)
                for (int c = 0; c < view->topLevelItem(t)->childCount(); ++c) bold += view->topLevelItem(t)->child(c)->font(1).bold() ? 1 : 0;
            return bold;
        };
        int entries = 0;
        for (int i = 0; i < traces->stepCount(); ++i) {
            const auto& steps = traces->trace().steps;
            const bool entered = i == 0 || steps[static_cast<std::size_t>(i)].depth > steps[static_cast<std::size_t>(i - 1)].depth;
            if (!entered) continue;
            traces->restart();
            for (int k = 0; k < i; ++k) traces->stepForward();
            QCOMPARE(traces->stepIndex(), i);
            QCOMPARE(boldValues(), 0);
            ++entries;
        }
        QVERIFY(entries >= 2);   // the test's call and at least one callee
        // Held F10 (auto-repeated key presses): every press is a step.
        traces->restart();
        const int presses = std::min(10, traces->stepCount() - 1);
        QVERIFY(presses >= 5);
        for (int k = 0; k < presses; ++k) QTest::keyClick(&w, Qt::Key_F10, Qt::NoModifier, 0);
        QCOMPARE(traces->stepIndex(), presses);

        // The same failing test replayed on the selected (valid) fix passes.
        fixes->selectRow(0);
        QVERIFY(traces->onFixBox()->isEnabled());
        traces->onFixBox()->setChecked(true);
        QTRY_COMPARE_WITH_TIMEOUT(replayed.count(), 2, test::scaledMilliseconds(20000));
        QCOMPARE(replayed.last().at(1).toBool(), true);   // on the fix
        QCOMPARE(traces->trace().outcome.status, runtime::Outcome::Status::Success);
        QCOMPARE(traces->trace().failureStep(), -1);
        // The editor follows the steps inside the fixed routine too (they run the fix's lowered
        // body): each marks a line of move_item in the file.
        const int moveItemFirst = static_cast<int>(original.left(original.indexOf("\tmove_item (v: G)")).count('\n'));
        int inFixedBody = 0;
        QSet<int> followedLines;
        for (int i = 0; i < traces->stepCount(); ++i) {
            traces->restart();
            for (int k = 0; k < i; ++k) traces->stepForward();
            if (traces->trace().steps[static_cast<std::size_t>(i)].routine != "TWO_WAY_SORTED_SET.move_item") continue;
            ++inFixedBody;
            int marked = -1;
            for (int line = 0; line < editor->lines(); ++line)
                if (editor->markersAtLine(line) & (1 << SourceEditor::TraceMarker)) marked = line;
            QCOMPARE(w.editorTabs()->currentEditor(), editor);
            QVERIFY2(marked >= moveItemFirst && marked <= putLeftLine + 1, qPrintable(QString::number(marked)));
            followedLines.insert(marked);
        }
        QVERIFY(inFixedBody >= 3);
        QVERIFY(followedLines.size() >= 3);   // it moves with the steps
        traces->onFixBox()->setChecked(false);
        QTRY_COMPARE_WITH_TIMEOUT(replayed.count(), 3, test::scaledMilliseconds(20000));
        QCOMPARE(traces->trace().outcome.status, runtime::Outcome::Status::Violation);
    }

    void cancelRunningSession()
    {
        QTemporaryDir dir;
        const QString folder = copyExample(dir);
        MainWindow w;
        FixSettings s = quickSettings();
        s.feature.clear();
        s.timeBudgetSeconds = test::scaledSeconds(60);
        s.maxTestsPerRoutine = 1'000'000;   // would run for the whole minute
        w.show();
        QVERIFY(w.openPath(folder));
        w.setFixSettings(s);
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QSignalSpy finished(&w, &MainWindow::sessionFinished);
        QTest::keyClick(&w, Qt::Key_F5);   // the Fix shortcut
        QTest::qWait(500);
        QVERIFY(w.isFixRunning());
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(w.cancelButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMilliseconds(20000));
        QVERIFY(clock.elapsed() < test::scaledMilliseconds(20000));
        QCOMPARE(finished.first().first().toBool(), true);
        QVERIFY(!w.isFixRunning());
        QVERIFY(w.fixAction()->isEnabled());
    }

    void cancelKeepsTheFaultsFound()
    {
        // Cancelled while testing, after the two faults were found: they stay in the list, to be
        // attempted, and the session says it is incomplete.
        QTemporaryDir dir;
        const QString folder = copyExample(dir);
        MainWindow w;
        FixSettings s = quickSettings();
        s.timeBudgetSeconds = test::scaledSeconds(60);
        s.maxTestsPerRoutine = 1'000'000;
        w.show();
        QVERIFY(w.openPath(folder));
        w.setFixSettings(s);
        QSignalSpy finished(&w, &MainWindow::sessionFinished);
        w.startFix();
        // AutoTest finds both faults of move_item in its first rounds of batches (the progress bar
        // counts batches: a round is one batch per routine), long before its budget.
        QTRY_VERIFY_WITH_TIMEOUT(w.progressBar()->value() >= 100, test::scaledMilliseconds(30000));
        QVERIFY(w.isFixRunning());
        w.cancelFix();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMilliseconds(20000));
        QCOMPARE(finished.first().first().toBool(), true);
        QCOMPARE(w.faultModel()->rowCount(), 2);
        for (int r = 0; r < 2; ++r) {
            QCOMPARE(w.faultModel()->row(r).routine, QStringLiteral("TWO_WAY_SORTED_SET.move_item"));
            QVERIFY(w.faultModel()->row(r).status == FaultStatus::ToBeAttempted || w.faultModel()->row(r).status == FaultStatus::Incomplete);
        }
        QVERIFY(!w.session().isComplete());
        QCOMPARE(w.selectedFault(), 0);

        // The fault list's context menu: Fix on that fault alone.
        w.setFixSettings(quickSettings());
        const QString violation = w.faultModel()->row(1).violation;
        QMenu* menu = w.faultMenu(1);
        QCOMPARE(menu->actions().size(), 2);
        QVERIFY(menu->actions().at(1)->text().contains(QStringLiteral("TWO_WAY_SORTED_SET.move_item")));
        menu->actions().at(0)->trigger();
        QVERIFY(w.isFixRunning());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, test::scaledMilliseconds(120000));
        QCOMPARE(w.faultModel()->rowCount(), 1);
        QCOMPARE(w.faultModel()->row(0).violation, violation);
        QCOMPARE(w.faultModel()->row(0).status, FaultStatus::FixAvailable);
        QVERIFY(w.session().isComplete());
    }

    void routineSettingIsValidatedVisibleAndPerProgram()
    {
        QTemporaryDir dir, other;
        const QString folder = copyExample(dir);
        const QString otherFolder = copyExample(other);
        MainWindow w;
        w.show();
        QVERIFY(w.openPath(folder));
        QLineEdit* field = w.routineField();
        QVERIFY(field->isVisible());   // in the toolbar
        QTest::keyClicks(field, QStringLiteral("FOO.bar"));
        QSignalSpy finished(&w, &MainWindow::sessionFinished);
        w.startFix();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMilliseconds(20000));
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("No routine FOO.bar")), qPrintable(w.statusBar()->currentMessage()));
        QCOMPARE(w.faultModel()->rowCount(), 0);
        QVERIFY(!field->styleSheet().isEmpty());   // marked as wrong
        // Per program: another program starts without it; back to the first, it is there again.
        field->clear();
        QTest::keyClicks(field, QStringLiteral("TWO_WAY_SORTED_SET.move_item"));
        QVERIFY(field->styleSheet().isEmpty());
        QVERIFY(w.openPath(otherFolder));
        QCOMPARE(field->text(), QString());
        QCOMPARE(w.fixSettings().feature, QString());
        QVERIFY(w.openPath(folder));
        QCOMPARE(field->text(), QStringLiteral("TWO_WAY_SORTED_SET.move_item"));
        QCOMPARE(w.fixSettings().feature, QStringLiteral("TWO_WAY_SORTED_SET.move_item"));
        field->selectAll();
        QTest::keyClick(field, Qt::Key_Backspace);   // cleared by the user: the whole program again
        QCOMPARE(w.fixSettings().feature, QString());
    }

    void restartSupersedesTheRunningSession()
    {
        QTemporaryDir dir;
        const QString folder = copyExample(dir);
        MainWindow w;
        QAbstractItemModelTester faultTester(w.faultModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(w.openPath(folder));
        w.setFixSettings(quickSettings());
        QSignalSpy finished(&w, &MainWindow::sessionFinished);
        w.startFix();
        QTest::qWait(300);
        w.startFix();   // the first job is cancelled; its late events are dropped
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMilliseconds(120000));
        QCOMPARE(finished.first().first().toBool(), false);
        QTest::qWait(200);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(w.faultModel()->rowCount(), 2);   // once each, not twice
        QVERIFY(w.faultModel()->row(0).id != w.faultModel()->row(1).id);
    }

    void replacingTheProgramAsksAboutUnsavedWork()
    {
        QTemporaryDir dir;
        const QString folder = copyExample(dir);
        const QString path = QDir(folder).absoluteFilePath(kFile);
        QFile disk(path);
        QVERIFY(disk.open(QIODevice::ReadOnly));
        const QByteArray onDisk = disk.readAll();
        disk.close();
        MainWindow w;
        w.show();
        QVERIFY(w.openPath(folder));
        SourceEditor* editor = w.editorTabs()->editorFor(path);
        editLikeAnAcceptedFix(editor);
        const QByteArray edited = editor->utf8Text();

        // Cancel: nothing is opened, the edit stays.
        QMessageBox::StandardButtons offered;
        answerNextMessageBox(QMessageBox::Cancel, &offered);
        QVERIFY(!w.openExample(QStringLiteral("account")));
        QCOMPARE(offered, QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
        QCOMPARE(w.editorTabs()->editorFor(path), editor);
        QCOMPARE(editor->utf8Text(), edited);
        // Save: the edit is written, then the example opens.
        answerNextMessageBox(QMessageBox::Save);
        QVERIFY(w.openExample(QStringLiteral("account")));
        QVERIFY(!w.editorTabs()->editorFor(path));
        QVERIFY(disk.open(QIODevice::ReadOnly));
        QCOMPARE(disk.readAll(), edited);
        disk.close();
        // Discard (opening a folder from Recent goes the same way): the edit is dropped.
        SourceEditor* account = w.editorTabs()->currentEditor();
        const QString accountPath = account->filePath();
        QFile accountFile(accountPath);
        QVERIFY(accountFile.open(QIODevice::ReadOnly));
        const QByteArray accountOnDisk = accountFile.readAll();
        accountFile.close();
        editLikeAnAcceptedFix(account);
        answerNextMessageBox(QMessageBox::Discard);
        QVERIFY(w.openPath(folder));
        QVERIFY(w.editorTabs()->editorFor(path));
        QVERIFY(accountFile.open(QIODevice::ReadOnly));
        QCOMPARE(accountFile.readAll(), accountOnDisk);
        accountFile.close();
        QVERIFY(onDisk != edited);

        // Quitting offers Save too.
        editLikeAnAcceptedFix(w.editorTabs()->editorFor(path));
        const QByteArray again = w.editorTabs()->editorFor(path)->utf8Text();
        QVERIFY(w.editorTabs()->hasUnsavedChanges());
        offered = {};
        answerNextMessageBox(QMessageBox::Save, &offered);
        QCloseEvent quit;   // what File ▸ Quit and the window's close button send
        QApplication::sendEvent(&w, &quit);
        QVERIFY(quit.isAccepted());
        QCOMPARE(offered, QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
        QVERIFY(disk.open(QIODevice::ReadOnly));
        const QByteArray quitSaved = disk.readAll();
        QVERIFY2(quitSaved == again, qPrintable(QStringLiteral("%1 vs %2 bytes").arg(quitSaved.size()).arg(again.size())));
    }

    void titleNamesTheProgramAndFirstStartFillsTheScreen()
    {
        QTemporaryDir dir;
        const QString folder = copyExample(dir);
        const QString src = dir.filePath(QStringLiteral("ledger/src"));
        QDir().mkpath(src);
        QFile::copy(folder + QLatin1Char('/') + kFile, src + QLatin1Char('/') + kFile);
        QSettings().remove(QStringLiteral("window/geometry"));
        MainWindow w;
        const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
        QVERIFY(w.width() >= screen.width() * 3 / 4);
        QVERIFY(w.height() >= screen.height() * 3 / 4);
        QVERIFY(w.openPath(folder));
        QCOMPARE(w.windowTitle(), QStringLiteral("sorted_set — Amend"));
        QVERIFY(w.openPath(src));
        QCOMPARE(w.windowTitle(), QStringLiteral("ledger/src — Amend"));
        QVERIFY(w.openPath(folder + QLatin1Char('/') + QStringLiteral("linked_cell.e")));   // one more class: still that program
        QCOMPARE(w.windowTitle(), QStringLiteral("ledger/src — Amend"));
    }

    void redoAndRevertHaveDistinctShortcuts()
    {
        MainWindow w;
        const QKeySequence ctrlShiftZ(Qt::CTRL | Qt::SHIFT | Qt::Key_Z);
        QStringList bound;
        QAction* revert = nullptr;
        for (QAction* a : w.findChildren<QAction*>()) {
            if (a->shortcuts().contains(ctrlShiftZ)) bound << a->text();
            if (a->text() == QStringLiteral("Re&vert Accepted Fix")) revert = a;
        }
        QCOMPARE(bound, QStringList({QStringLiteral("&Redo")}));   // one action: the key is not ambiguous
        QVERIFY(revert);
        QCOMPARE(revert->shortcut(), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Z));
    }

    void saveKeepsABackup()
    {
        QTemporaryDir dir;
        const QString folder = copyExample(dir);
        MainWindow w;
        QVERIFY(w.openPath(folder + QLatin1Char('/') + kFile));
        SourceEditor* editor = w.editorTabs()->currentEditor();
        QVERIFY(editor);
        const QByteArray original = editor->utf8Text();
        editor->insertAt(QStringLiteral("-- edited\n"), 0, 0);
        QString error, backup;
        QVERIFY2(w.editorTabs()->save(editor, &error, &backup), qPrintable(error));
        QCOMPARE(backup, folder + QLatin1Char('/') + kFile + QStringLiteral(".orig"));
        QFile saved(folder + QLatin1Char('/') + kFile), kept(backup);
        QVERIFY(saved.open(QIODevice::ReadOnly) && kept.open(QIODevice::ReadOnly));
        QCOMPARE(saved.readAll(), QByteArray("-- edited\n") + original);
        QCOMPARE(kept.readAll(), original);
        QVERIFY(!editor->isModified());
    }

    // GenProg alone (issue 15) on a missing statement in a loop: its fix is listed, selected,
    // explained as GenProg's and shown as a diff that inserts the statement.
    void genProgFixShown()
    {
        QTemporaryDir dir;
        const QString source = QStringLiteral(AMEND_SOURCE_DIR "/resources/bench/search/tally/faulty");
        QVERIFY(QFile::copy(source + QStringLiteral("/tally.e"), dir.filePath(QStringLiteral("tally.e"))));
        MainWindow w;
        QVERIFY(w.openPath(dir.path()));
        FixSettings s = quickSettings();
        s.feature.clear();
        s.autofix = false;
        s.gp = true;
        w.setFixSettings(s);
        QSignalSpy finished(&w, &MainWindow::sessionFinished);
        w.startFix();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMilliseconds(60000));
        QCOMPARE(w.faultModel()->rowCount(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(w.fixPanel()->currentRow() >= 0, test::scaledMilliseconds(10000));
        const repair::Fix& fix = w.fixPanel()->model()->fix(w.fixPanel()->currentRow());
        QCOMPARE(fix.technique, repair::Technique::Gp);
        const QString explanation = w.fixPanel()->model()->data(w.fixPanel()->model()->index(w.fixPanel()->currentRow(), FixModel::ColumnExplanation), Qt::DisplayRole).toString();
        QVERIFY2(explanation.startsWith(QStringLiteral("Found by GenProg's search in generation ")), qPrintable(explanation));
        const QString summary = w.fixPanel()->model()->data(w.fixPanel()->model()->index(w.fixPanel()->currentRow(), FixModel::ColumnSummary), Qt::DisplayRole).toString();
        // Worded from the typed edit (synthesis::SearchEdit), which says where it goes.
        QVERIFY2(summary.contains(QRegularExpression(QStringLiteral("inserts `count := count \\+ 1' (before|after) line \\d+"))), qPrintable(summary));
        QCOMPARE(fix.searchEdits.size(), std::size_t(1));
        QCOMPARE(fix.searchEdits.front().code, std::string("count := count + 1"));
        const QByteArray diff = w.fixPanel()->diffView()->unifiedText();
        // (Four tabs: inside the loop; `increment' has it with three.)
        QVERIFY2(diff.contains("\t\t\t\tcount := count + 1\n"), diff.constData());
    }

    void programWithErrorsIsNotFixed()
    {
        QTemporaryDir dir;
        const QString folder = copyExample(dir);
        MainWindow w;
        QVERIFY(w.openPath(folder));
        w.setFixSettings(quickSettings());
        SourceEditor* editor = w.editorTabs()->editorFor(QDir(folder).absoluteFilePath(kFile));
        editor->insertAt(QStringLiteral("\t\t\tno_such_feature (1)\n"), 220, 0);
        QSignalSpy finished(&w, &MainWindow::sessionFinished);
        w.startFix();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMilliseconds(20000));
        QCOMPARE(w.faultModel()->rowCount(), 0);
        QVERIFY(!w.isFixRunning());
        QVERIFY(w.fixAction()->isEnabled());
    }

    // Files without any class (issue 18): not "no faults found" as if something had been tested,
    // but said as such, as the command line's usage error is.
    void programWithoutClassIsNotFixed()
    {
        QTemporaryDir dir;
        QVERIFY(test::writeFile(dir.filePath(QStringLiteral("notes.e")), "-- only a comment, no class\n"));
        MainWindow w;
        QVERIFY(w.openPath(dir.path()));
        w.setFixSettings(quickSettings());
        QSignalSpy finished(&w, &MainWindow::sessionFinished);
        w.startFix();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMilliseconds(20000));
        QCOMPARE(w.faultModel()->rowCount(), 0);
        QCOMPARE(w.stageLabel()->text(), QStringLiteral("no Eiffel class"));
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("declare no Eiffel class")), qPrintable(w.statusBar()->currentMessage()));
        QVERIFY(w.fixAction()->isEnabled());
    }

    void settingsArePersisted()
    {
        FixSettings s;
        s.timeBudgetSeconds = 7.5;
        s.seed = 42;
        s.maxFixes = 3;
        s.nopol = false;
        s.wp = true;
        s.gp = true;
        s.feature = QStringLiteral("ACCOUNT.withdraw");
        {
            MainWindow w;
            w.setFixSettings(s);
        }
        MainWindow again;
        const FixSettings read = again.fixSettings();
        QCOMPARE(read.timeBudgetSeconds, 7.5);
        QCOMPARE(read.seed, quint64(42));
        QCOMPARE(read.maxFixes, 3);
        QCOMPARE(read.nopol, false);
        QCOMPARE(read.wp, true);
        QCOMPARE(read.gp, true);
        QCOMPARE(read.autofix, true);
        QCOMPARE(read.feature, QStringLiteral("ACCOUNT.withdraw"));
        again.setFixSettings(FixSettings{});
    }

    // At 1280×800 the fix list shows at least 6 fixes without scrolling, below a long explanation.
    void fixListShowsSixRowsAt1280x800()
    {
        QSettings().remove(QStringLiteral("window/geometry"));
        QSettings().remove(QStringLiteral("window/state"));
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        std::vector<repair::Fix> many(8);
        for (std::size_t i = 0; i < many.size(); ++i) {
            many[i].rank = static_cast<int>(i) + 1;
            many[i].routine = "TWO_WAY_SORTED_SET.move_item";
            many[i].schema = synthesis::Schema::B;
            many[i].fail = "idx > index and then not before and then count > 0";
            many[i].action = "idx := idx - 1";
            many[i].snapshot = {"idx > index", true, 221};
        }
        w.fixPanel()->setFixes(many, -1);
        w.showPanel(QStringLiteral("fixes"));
        QApplication::processEvents();
        QTableView* view = w.fixPanel()->view();
        QVERIFY(view->isVisible());
        QCOMPARE(view->rowAt(0), 0);
        const QRect sixth = view->visualRect(w.fixPanel()->model()->index(5, 0));
        QVERIFY2(sixth.bottom() < view->viewport()->height(),
                 qPrintable(QStringLiteral("row 6 ends at %1, the list is %2 high").arg(sixth.bottom()).arg(view->viewport()->height())));
    }

    void germanTranslation()
    {
        // The German build: the compiled translation is in the resources and used by the window.
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/amend_de.qm")));
        QCoreApplication::installTranslator(&german);
        {
            MainWindow w;
            QStringList menus;
            for (QAction* a : w.menuBar()->actions()) menus << a->text();
            QCOMPARE(menus, QStringList({QStringLiteral("&Datei"), QStringLiteral("&Bearbeiten"), QStringLiteral("&Reparieren"), QStringLiteral("&Ansicht"), QStringLiteral("&Hilfe")}));
            QCOMPARE(w.fixPanel()->acceptButton()->text(), QStringLiteral("&Übernehmen"));
            QCOMPARE(w.snapshotPanel()->model()->headerData(SnapshotModel::ColumnPredicate, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("Prädikat"));
            // Distinct terms: a fault is a Defekt (Fehler is an error of the program text), the
            // fix's Revert is Zurücknehmen (Rückgängig is the editor's Undo); contract words translated.
            QStringList docks;
            for (QDockWidget* d : w.findChildren<QDockWidget*>()) docks << d->windowTitle();
            QVERIFY2(docks.contains(QStringLiteral("Defekte")), qPrintable(docks.join(QLatin1Char(','))));
            QCOMPARE(w.fixPanel()->revertButton()->text(), QStringLiteral("&Zurücknehmen"));
            QStringList editActions;
            for (QAction* a : w.menuBar()->actions().at(1)->menu()->actions()) editActions << a->text();
            QVERIFY2(editActions.contains(QStringLiteral("&Rückgängig")), qPrintable(editActions.join(QLatin1Char(','))));
            QVERIFY(!editActions.contains(QStringLiteral("&Zurücknehmen")));
            QCOMPARE(faultKindText(testing::FaultKind::Precondition), QStringLiteral("Vorbedingung"));
            QCOMPARE(faultKindText(testing::FaultKind::Postcondition), QStringLiteral("Nachbedingung"));
            QCOMPARE(fixNatureTag(repair::FixNature::GuardOnly), QStringLiteral("nur Wächter"));
            // An exception the program raises, or its `die', is worded from typed data (issue 34 item 11).
            testing::Fault raised;
            raised.key.kind = testing::FaultKind::Raised;
            raised.subject = "abandoned";
            raised.message = "developer exception `abandoned' raised";
            QCOMPARE(faultMessageText(raised), QStringLiteral("das Programm hat die Ausnahme abandoned ausgelöst"));
            testing::Fault died;
            died.key.kind = testing::FaultKind::Exit;
            died.subject = "3";
            QCOMPARE(faultMessageText(died), QStringLiteral("das Programm hat sich mit die (3) beendet"));
            QCOMPARE(faultKindText(testing::FaultKind::Raised), QStringLiteral("vom Programm ausgelöste Ausnahme"));
            // A fault a resource limit hid, found with a larger budget, is worded the same way.
            testing::BudgetRetry retry;
            retry.verdict = testing::BudgetRetryVerdict::ViolatesContract;
            retry.violation.kind = testing::FaultKind::VoidCall;
            retry.violation.routine = "MATRIX.times";
            retry.subject = "count";
            retry.message = "feature call on Void target (count)";
            const QString retried = budgetRetryText(retry);
            QVERIFY2(retried.contains(QStringLiteral("`count' auf einem Void-Ziel aufgerufen")), qPrintable(retried));
            QVERIFY2(!retried.contains(QStringLiteral("feature call")), qPrintable(retried));
            testing::Fault outside;
            outside.key.kind = testing::FaultKind::IndexOutOfBounds;
            outside.subject = "0";
            outside.message = "index 0 out of bounds (count 0)";
            QVERIFY(faultMessageIsWorded(outside.key.kind));
            QCOMPARE(faultMessageText(outside), QStringLiteral("der Index 0 liegt außerhalb der Grenzen eines SPECIAL, STRING oder TUPLE"));
            // Search-made fixes are worded from their typed edits (issue 34 item 11).
            repair::Fix copied;
            copied.routine = "TEXT_WRAP.wrapped";
            copied.schema = synthesis::Schema::Replace;
            copied.action = "insert `Result.extend (rest)' after the loop ending at line 12";
            copied.searchEdits = {{synthesis::SearchEditKind::InsertAfterLoop, "Result.extend (rest)", 12}};
            QCOMPARE(fixSummary(copied), QStringLiteral("Ändert TEXT_WRAP.wrapped: fügt `Result.extend (rest)' nach der Schleife ein, die in Zeile 12 endet"));
            repair::Fix evolved;
            evolved.routine = "TEXT_WRAP.wrapped";
            evolved.schema = synthesis::Schema::Evolved;
            evolved.action = "delete `count := 0' at line 4; swap lines 5 and 8; `<' → `<='";
            evolved.searchEdits = {{synthesis::SearchEditKind::Delete, "count := 0", 4},
                                   {synthesis::SearchEditKind::Swap, {}, 5, 8},
                                   {synthesis::SearchEditKind::Expression, "`<' → `<='", 9}};
            QCOMPARE(fixSummary(evolved), QStringLiteral("Durch Suche gefundene Änderungen in TEXT_WRAP.wrapped: löscht `count := 0' in Zeile 4; "
                                                         "vertauscht die Anweisungen in den Zeilen 5 und 8; `<' → `<=' in Zeile 9"));
        }
        QCoreApplication::removeTranslator(&german);
        MainWindow english;
        QCOMPARE(english.menuBar()->actions().first()->text(), QStringLiteral("&File"));
    }

    void exampleGallery()
    {
        const QStringList names = MainWindow::exampleNames();
        QVERIFY(names.contains(QStringLiteral("sorted_set")));
        QVERIFY(names.contains(QStringLiteral("account")));
        const QList<ExampleInfo> infos = bundledExamples();
        const auto sorted = std::find_if(infos.begin(), infos.end(), [](const ExampleInfo& e) { return e.name == QLatin1String("sorted_set"); });
        QVERIFY(sorted != infos.end());
        QCOMPARE(sorted->faults.size(), 2);   // the README's two sorted_set faults
        QVERIFY(sorted->faults.first().startsWith(QStringLiteral("TWO_WAY_SORTED_SET.move_item: ")));
        ExampleGallery gallery;
        QVERIFY(!gallery.chosen().isEmpty());
        MainWindow w;
        QVERIFY(w.openExample(QStringLiteral("account")));
        QCOMPARE(w.editorTabs()->count(), 1);
        QVERIFY(w.editorTabs()->currentEditor()->text().contains(QStringLiteral("class\n\tACCOUNT")));
        QVERIFY(QFileInfo(w.editorTabs()->currentEditor()->filePath()).isWritable());
    }

    void diagnosticsAsYouType()
    {
        QTemporaryDir dir;
        const QString folder = copyExample(dir);
        MainWindow w;
        QVERIFY(w.openPath(folder));
        SourceEditor* editor = w.editorTabs()->editorFor(QDir(folder).absoluteFilePath(kFile));
        QSignalSpy checked(&w, &MainWindow::checkFinished);
        editor->insertAt(QStringLiteral("\t\t\tundefined_name := 1\n"), 220, 0);   // inside move_item's body
        QTRY_VERIFY_WITH_TIMEOUT(checked.count() >= 1, test::scaledMilliseconds(20000));
        QVERIFY(w.lastCheck().errors >= 1);
        QVERIFY(editor->diagnosticCount() >= 1);
        QVERIFY(editor->annotation(220).contains(QStringLiteral("error")));
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
