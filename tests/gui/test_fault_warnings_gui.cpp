// Warnings are no faults in the window's fault list (testing::isWarningOnly): Fix on a program whose
// `make (n)' runs out of memory only with an extreme n and whose `first_or_zero' reads index 0 of
// an array starting at 1 lists the fault first and the resource warning after it, grey, its status
// and tooltip saying why it is no fault (and `count_down (100000)''s long loop with a variant as
// one); the session never fixes it; selecting it clears the panels of the fault selected before,
// and its context menu offers no "Fix Only This Fault".
#include "fix_panel.h"
#include "main_window.h"
#include "session_models.h"

#include <QDir>
#include <QFile>
#include <QMenu>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QIcon>
#include <QtTest>

#include "../time_scale.h"

using namespace amend;
using namespace amend::ui;

class TestFaultWarningsGui : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void resourceWarningListedAfterTheFaultsAndNeverFixed()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("table.e")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("class TABLE\ncreate make\nfeature\n"
                   "\tmake (n: INTEGER)\n\t\trequire n >= 0\n\t\tdo create items.make_filled (0, 1, n) end\n"
                   "\titems: ARRAY [INTEGER]\n"
                   "\tfirst_or_zero: INTEGER\n\t\tdo if items.count > 0 then Result := items [0] end end\n"
                   "\tcount_down (n: INTEGER): INTEGER\n\t\trequire 0 <= n and n <= 100000\n"
                   "\t\tlocal i: INTEGER\n\t\tdo from i := n until i = 0 loop Result := Result + i \\\\ 3; i := i - 1 variant i end end\n"
                   "end\n");
        file.close();

        MainWindow w;
        FixSettings s;
        s.timeBudgetSeconds = 0;
        s.maxTestsPerRoutine = 100;
        s.threads = 2;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openPath(dir.path()));
        w.setFixSettings(s);
        QSignalSpy finished(&w, &MainWindow::sessionFinished);
        QTest::keyClick(&w, Qt::Key_F5);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMilliseconds(240000));

        FaultModel* faults = w.faultModel();
        int fault = -1, warning = -1;
        for (int r = 0; r < faults->rowCount(); ++r) {
            if (faults->row(r).warning == FaultModel::Row::Warning::None) {
                QVERIFY2(warning < 0, "a fault listed after a warning");
                if (faults->row(r).routine == QStringLiteral("TABLE.first_or_zero")) fault = r;
            } else if (faults->row(r).routine == QStringLiteral("TABLE.make")) warning = r;
        }
        QVERIFY2(fault >= 0, "the fault of first_or_zero is not listed");
        QVERIFY2(warning >= 0, "the extreme-size warning of make is not listed");
        QCOMPARE(faults->row(warning).warning, FaultModel::Row::Warning::ExtremeSize);
        QCOMPARE(faults->index(warning, FaultModel::ColumnStatus).data().toString(), QStringLiteral("warning: only with an extreme size"));
        QVERIFY(faults->index(warning, FaultModel::ColumnRoutine).data(Qt::ToolTipRole).toString().contains(
            QStringLiteral("a warning, not a fault: every failing test passed an extreme size (1000000 or more)")));
        QCOMPARE(faults->index(warning, FaultModel::ColumnId).data(Qt::ForegroundRole).value<QColor>(), QColor(0x57, 0x60, 0x6a));
        QVERIFY(!faults->index(warning, FaultModel::ColumnId).data(Qt::DecorationRole).value<QIcon>().isNull());
        QVERIFY(!faults->index(fault, FaultModel::ColumnId).data(Qt::DecorationRole).isValid());
        // A loop whose variant decreases, run out of steps with n = 100000: a long loop that ends, said so.
        int longLoop = -1;
        for (int r = 0; r < faults->rowCount(); ++r)
            if (faults->row(r).routine == QStringLiteral("TABLE.count_down")) longLoop = r;
        QVERIFY2(longLoop >= 0, "the long loop of count_down is not listed");
        QCOMPARE(faults->row(longLoop).warning, FaultModel::Row::Warning::LongLoop);
        QCOMPARE(faults->index(longLoop, FaultModel::ColumnStatus).data().toString(), QStringLiteral("warning: a long loop that ends"));
        QVERIFY(faults->index(longLoop, FaultModel::ColumnRoutine).data(Qt::ToolTipRole).toString().contains(
            QStringLiteral("a loop whose variant decreased on every iteration")));
        // The fault is fixed as usual, the warning never.
        QCOMPARE(faults->row(fault).status, FaultStatus::FixAvailable);
        QCOMPARE(faults->row(warning).status, FaultStatus::ToBeAttempted);

        // The fault selected, then the warning: the fault's fixes go from the panel.
        w.selectFault(fault);
        QVERIFY(w.fixPanel()->model()->rowCount() > 0);
        w.selectFault(warning);
        QCOMPARE(w.fixPanel()->model()->rowCount(), 0);
        QCOMPARE(w.faultView()->currentIndex().row(), warning);

        QMenu* menu = w.faultMenu(warning);
        QVERIFY(!menu->actions().isEmpty());
        QVERIFY(menu->actions().front()->text().startsWith(QStringLiteral("Fix Only This Fault")));
        QVERIFY(!menu->actions().front()->isEnabled());
        menu->close();
    }
};

QTEST_MAIN(TestFaultWarningsGui)
#include "test_fault_warnings_gui.moc"
