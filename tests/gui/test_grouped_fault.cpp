// A grouped fault in the window (issue 19: faults with one cause are grouped): on the best_score
// example, whose one wrong line breaks three clauses of `best''s postcondition, the fault list
// shows one row naming the three clauses (its tooltip says they are fixed together), the
// violated-contract panel lists each clause with its failing tests and a link that shows the
// clause in the editor, and the group's fixes are listed once; accepting the first marks the one
// fault fixed.
#include "contract_panel.h"
#include "editor_tabs.h"
#include "fix_panel.h"
#include "main_window.h"
#include "session_models.h"
#include "source_editor.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include "../time_scale.h"

using namespace amend;
using namespace amend::ui;

class TestGroupedFault : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void groupedFaultIsOneRowWithItsClauses()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("best_score.e"));
        QVERIFY(QFile::copy(QStringLiteral(AMEND_SOURCE_DIR "/resources/examples/best_score/best_score.e"), file));
        MainWindow w;
        QAbstractItemModelTester faultTester(w.faultModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openPath(dir.path()));
        FixSettings s;
        s.timeBudgetSeconds = test::scaledSeconds(3);
        s.maxFixes = 4;
        s.threads = 2;
        w.setFixSettings(s);
        QSignalSpy finished(&w, &MainWindow::sessionFinished);
        w.startFix();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMilliseconds(120000));

        // One row for the wrong line, naming its three clauses.
        FaultModel* faults = w.faultModel();
        QCOMPARE(faults->rowCount(), 1);
        const FaultModel::Row& row = faults->row(0);
        QCOMPARE(row.routine, QStringLiteral("BEST_SCORE.best"));
        QCOMPARE(row.clauses, 3);
        for (const char* tag : {"at_least_a", "at_least_b", "at_least_c"}) QVERIFY2(row.violation.contains(QLatin1String(tag)), qPrintable(row.violation));
        QVERIFY2(row.violation.startsWith(QStringLiteral("3 clauses of the postcondition: ")), qPrintable(row.violation));
        const QString tooltip = faults->data(faults->index(0, FaultModel::ColumnViolation), Qt::ToolTipRole).toString();
        QVERIFY2(tooltip.contains(QStringLiteral("3 clauses")) && tooltip.contains(QStringLiteral("fixed together")), qPrintable(tooltip));
        QCOMPARE(row.status, FaultStatus::FixAvailable);

        // The violated contract lists every clause with its expression and failing tests.
        w.selectFault(0);
        const QString contract = w.contractPanel()->toPlainText();
        QVERIFY2(contract.contains(QStringLiteral("Clauses")), qPrintable(contract));
        for (const char* letter : {"a", "b", "c"}) {
            const QString clause = QStringLiteral("at_least_%1: Result >= %1 (").arg(QLatin1String(letter));
            QVERIFY2(contract.contains(clause), qPrintable(contract));
        }
        QVERIFY(contract.contains(QStringLiteral("fixed together")));
        QVERIFY(!contract.contains(QStringLiteral("Tag")));   // no single clause of its own
        // Each clause's link shows that clause in the editor.
        SourceEditor* editor = w.editorTabs()->editorFor(QDir(dir.path()).absoluteFilePath(QStringLiteral("best_score.e")));
        QVERIFY(editor);
        const repair::SessionFault* fault = w.session().fault(row.id);
        QVERIFY(fault);
        for (std::size_t i = 0; i < fault->outcome.fault.clauses.size(); ++i) {
            editor->showLine(0);
            emit w.contractPanel()->anchorClicked(QUrl(QStringLiteral("amend:clause:%1").arg(i)));
            const QByteArray tag = QByteArray::fromStdString(fault->outcome.fault.clauses[i].key.tag);
            const int line = static_cast<int>(editor->utf8Text().left(editor->utf8Text().indexOf(tag + ": Result")).count('\n'));
            QVERIFY(editor->firstVisibleLine() <= line);
            QVERIFY(line < editor->firstVisibleLine() + static_cast<int>(editor->SendScintilla(QsciScintilla::SCI_LINESONSCREEN)));
        }

        // The group's fixes, listed once; accepting the first fixes the one fault.
        QTRY_VERIFY_WITH_TIMEOUT(w.fixPanel()->currentRow() >= 0, test::scaledMilliseconds(10000));
        QVERIFY(w.fixPanel()->model()->rowCount() >= 1);
        QCOMPARE(w.fixPanel()->model()->fix(0).faultId, row.id);
        w.fixPanel()->selectRow(0);
        QTest::mouseClick(w.fixPanel()->acceptButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(faults->row(0).status, FaultStatus::FixAccepted, test::scaledMilliseconds(10000));
        QVERIFY(!editor->utf8Text().contains("if c < Result then"));
    }
};

QTEST_MAIN(TestGroupedFault)
#include "test_grouped_fault.moc"
