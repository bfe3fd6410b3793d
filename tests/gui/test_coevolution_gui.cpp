// The window shows a fix's distinguishing test (co-evolved against the fixes, repair/coevolution.h)
// in the fix details and traces it on the fix: Fix on the library example, whose count_by fault
// has fixes that differ where the unchanged routine passes; such a fix's details show the test as
// Eiffel code and its explanation the reason; "Trace on this fix" replays that test on the fix in
// the Traces panel (the fix passes it, returning what the explanation says), and a fix without a
// distinguishing test hides both.
#include "fix_panel.h"
#include "main_window.h"
#include "session_models.h"
#include "trace_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "../test_files.h"
#include "../time_scale.h"

using namespace amend;
using namespace amend::ui;

class TestCoevolutionGui : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void distinguishingTestShownAndTracedOnTheFix()
    {
        QTemporaryDir dir;
        const QString folder = test::copyExample(dir, QStringLiteral("library"));
        MainWindow w;
        FixSettings s;
        s.timeBudgetSeconds = test::scaledSeconds(3);
        s.feature = QStringLiteral("LIBRARY.count_by");
        s.maxFixes = 10;
        s.threads = 2;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openPath(folder));
        w.setFixSettings(s);
        QSignalSpy finished(&w, &MainWindow::sessionFinished);
        QTest::keyClick(&w, Qt::Key_F5);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMilliseconds(240000));

        FixPanel* fixes = w.fixPanel();
        QVERIFY(fixes->model()->rowCount() >= 2);
        int told = -1, plain = -1;
        for (int r = 0; r < fixes->model()->rowCount(); ++r) {
            const repair::Fix& f = fixes->model()->fix(r);
            if (f.coevolution.decidedBy == repair::CoevolutionOracle::OriginalRoutine && f.coevolution.decided() && told < 0) told = r;
            if (!f.coevolution.decided() && plain < 0) plain = r;
        }
        QVERIFY2(told >= 0, "no fix told apart by a co-evolved test");
        QVERIFY(plain >= 0);

        // A fix without a distinguishing test: no test shown, nothing to trace.
        fixes->selectRow(plain);
        QVERIFY(fixes->coevolvedTestLabel()->isHidden());
        QVERIFY(fixes->traceCoevolvedButton()->isHidden());
        QCOMPARE(w.tracePanel()->fixTestIndex(), -1);

        // The fix told apart: the test as Eiffel code in the details, the reason in the explanation.
        fixes->selectRow(told);
        const repair::Fix fix = fixes->model()->fix(told);
        QVERIFY(!fixes->coevolvedTestLabel()->isHidden());
        QVERIFY(fixes->coevolvedTestLabel()->text().contains(QStringLiteral("test_coevolved")));
        QVERIFY(fixes->coevolvedTestLabel()->text().contains(QStringLiteral(".count_by (")));
        QVERIFY(fixes->explanationLabel()->text().contains(QStringLiteral("A test generated against the fixes (shown below) tells this fix apart (")));
        QVERIFY(fixes->explanationLabel()->text().contains(QStringLiteral("where the unchanged routine returns")));
        TracePanel* traces = w.tracePanel();
        const int index = traces->fixTestIndex();
        QVERIFY(index >= 0);
        QCOMPARE(index, traces->testCount() - 1);   // after the fault's tests

        // Trace on this fix: the test replayed on the fix, which passes it.
        QSignalSpy replayed(traces, &TracePanel::replayed);
        QVERIFY(!fixes->traceCoevolvedButton()->isHidden());
        QTest::mouseClick(fixes->traceCoevolvedButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!replayed.isEmpty() && replayed.last().at(0).toInt() == index, test::scaledMilliseconds(20000));
        QCOMPARE(replayed.last().at(1).toBool(), true);   // on the fix
        QVERIFY(traces->onFixBox()->isChecked());
        QCOMPARE(traces->trace().outcome.status, runtime::Outcome::Status::Success);
        QVERIFY(traces->stepCount() >= 2);
        // A step of count_by returns what the explanation says the fix returns.
        QCOMPARE(fix.coevolution.aspect, repair::CoevolutionAspect::Returns);
        const std::string returns = fix.coevolution.fixValue;
        bool seen = false;
        for (const analysis::TraceStep& step : traces->trace().steps)
            for (const analysis::TraceValue& v : step.result) seen = seen || v.value == returns;
        QVERIFY2(seen, returns.c_str());

        // Another fix selected: the distinguishing test goes from the list.
        fixes->selectRow(plain);
        QCOMPARE(traces->fixTestIndex(), -1);
    }
};

QTEST_MAIN(TestCoevolutionGui)
#include "test_coevolution_gui.moc"
