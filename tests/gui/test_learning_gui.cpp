// Learning from decisions in the window (issue 17), end to end (offscreen): on a copy of the
// array_stats example, Reject the top fix of ARRAY_STATS.maximum and Accept a lower one (Nopol's
// guard); in a second window on another copy (a similar fault), the accepted kind ranks higher and
// its explanation names the rule; Revert in the first window takes the acceptance back, and the
// guard ranks as before; an acceptance undone (Ctrl+Z, a tab or the window closed without saving)
// is no decision either. The Settings' learning section: the count of decisions, Export, Reset
// (confirmed), Import, and switching learning off (the plain ranking, no decision recorded).
// With AMEND_SCREENSHOT_DIR set, the learned fix and the Settings are saved there as PNG (docs).
#include "editor_tabs.h"
#include "fix_panel.h"
#include "learning_settings.h"
#include "main_window.h"
#include "session_models.h"
#include "settings_dialog.h"

#include "learning/knowledge_json.h"
#include "learning/knowledge_store.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolBar>
#include <QtTest>

#include "../time_scale.h"

using namespace amend;
using namespace amend::ui;

namespace {

// A copy of the bundled example `example' (its file `example'.e) in the folder `name' of `dir'.
QString copyExample(const QTemporaryDir& dir, const QString& example, const QString& name)
{
    const QString target = dir.filePath(name);
    QDir().mkpath(target);
    QFile::copy(QStringLiteral(AMEND_SOURCE_DIR "/resources/examples/") + example + QLatin1Char('/') + example + QStringLiteral(".e"),
                target + QLatin1Char('/') + example + QStringLiteral(".e"));
    return target;
}

QString copyArrayStats(const QTemporaryDir& dir, const QString& name) { return copyExample(dir, QStringLiteral("array_stats"), name); }

// The account example, whose ACCOUNT.withdraw has one fault (fixed in a fraction of a second).
QString copyAccount(const QTemporaryDir& dir, const QString& name) { return copyExample(dir, QStringLiteral("account"), name); }

// Fix settings for the routine `feature' alone: a short budget, eight fixes.
FixSettings settingsFor(const QString& feature = QStringLiteral("ARRAY_STATS.maximum"))
{
    FixSettings s;
    s.timeBudgetSeconds = test::scaledSeconds(3);
    s.feature = feature;
    s.maxFixes = 8;
    s.threads = 2;
    return s;
}

FixSettings accountSettings() { return settingsFor(QStringLiteral("ACCOUNT.withdraw")); }

// Runs Fix in `w` and waits for the session to end; the fault is selected.
void runFix(MainWindow& w)
{
    QSignalSpy finished(&w, &MainWindow::sessionFinished);
    QToolBar* bar = w.findChild<QToolBar*>(QStringLiteral("MainToolBar"));
    QVERIFY(bar);
    QTest::mouseClick(bar->widgetForAction(w.fixAction()), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMilliseconds(240000));
    QCOMPARE(w.faultModel()->rowCount(), 1);
    w.selectFault(0);
}

// Opens `folder' in `w', sets `settings' and runs Fix (runFix).
void openAndFix(MainWindow& w, const QString& folder, const FixSettings& settings)
{
    QVERIFY(w.openPath(folder));
    w.setFixSettings(settings);
    runFix(w);
}

bool isNopolGuard(const repair::Fix& f)
{
    return f.technique == repair::Technique::Nopol && f.schema == synthesis::Schema::Condition && f.replacedCondition.empty();
}

// The row of Nopol's guard among the fixes shown, -1 when none.
int guardRow(const MainWindow& w)
{
    for (int r = 0; r < w.fixPanel()->model()->rowCount(); ++r)
        if (isNopolGuard(w.fixPanel()->model()->fix(r))) return r;
    return -1;
}

std::size_t userDecisions()
{
    std::string error;
    const std::optional<learning::KnowledgeBase> k = learning::userKnowledge(error);
    return k ? k->decisions().size() : 999;
}

void answerNextMessageBox(QMessageBox::StandardButton button)
{
    auto* poll = new QTimer;
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, button] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) return;
        poll->stop();
        poll->deleteLater();
        box->button(button)->click();
    });
    poll->start();
}

void saveScreenshot(QWidget& widget, const char* name)
{
    const QByteArray dir = qgetenv("AMEND_SCREENSHOT_DIR");
    QTest::qWait(100);   // pending layout requests (the explanation's height) first
    if (!dir.isEmpty()) QVERIFY(widget.grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + QLatin1String(name)));
}

}  // namespace

class TestLearningGui : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // The user's decisions alone (as under ctest): an empty default first in the data folders.
        const QString data = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/amend");
        QVERIFY(QDir().mkpath(data));
        std::string error;
        QVERIFY(learning::writeKnowledgeFile(learning::KnowledgeBase{}, (data + QStringLiteral("/default_knowledge.json")).toStdString(), error));
        QVERIFY(learning::resetKnowledge(learning::userKnowledgePath(), error));
    }

    void decisionsRankTheNextFixesAndRevertTakesThemBack()
    {
        QTemporaryDir dir;
        MainWindow first;
        first.resize(1280, 800);
        first.show();
        openAndFix(first, copyArrayStats(dir, QStringLiteral("first")), settingsFor());
        FixPanel* fixes = first.fixPanel();
        QCOMPARE(fixes->model()->rowCount(), 8);
        const repair::Fix top = fixes->model()->fix(0);
        QVERIFY(!isNopolGuard(top));
        m_plainTop = top.normalized;
        const int guardBefore = guardRow(first);
        QVERIFY2(guardBefore >= 2, "Nopol's guard ranks 3rd or lower without learning");
        for (int r = 0; r < 4; ++r) QVERIFY(fixes->model()->fix(r).learnedRule.empty());   // nothing learned yet

        // Reject the top fix, accept the guard: two decisions in the user's knowledge base.
        fixes->selectRow(0);
        QTest::mouseClick(fixes->rejectButton(), Qt::LeftButton);
        QCOMPARE(userDecisions(), std::size_t(1));
        fixes->selectRow(guardRow(first));
        QTest::mouseClick(fixes->acceptButton(), Qt::LeftButton);
        QCOMPARE(first.faultModel()->row(0).status, repair::FaultStatus::FixAccepted);
        QCOMPARE(userDecisions(), std::size_t(2));

        // A similar fault in another program: the guard ranks higher, the explanation names the rule.
        MainWindow second;
        second.resize(1920, 1080);   // the whole explanation in the screenshot
        second.show();
        openAndFix(second, copyArrayStats(dir, QStringLiteral("second")), settingsFor());
        const int guardLearned = guardRow(second);
        QVERIFY2(guardLearned >= 0 && guardLearned < guardBefore, qPrintable(QString::number(guardLearned)));
        const repair::Fix learned = second.fixPanel()->model()->fix(guardLearned);
        QVERIFY(learned.learned > 0);
        const QString explanation = second.fixPanel()->model()->index(guardLearned, FixModel::ColumnExplanation).data().toString();
        QVERIFY2(explanation.contains(QStringLiteral("Ranked higher: similar fixes were accepted before.")), qPrintable(explanation));
        // The rejected kind went down: it is no longer first.
        QVERIFY(second.fixPanel()->model()->fix(0).normalized != top.normalized);
        second.fixPanel()->selectRow(guardLearned);
        second.showPanel(QStringLiteral("fixes"));
        saveScreenshot(second, "learned-fix.png");

        // Revert in the first window takes the acceptance back: the guard ranks as before.
        QVERIFY(first.revertAccepted());
        QCOMPARE(userDecisions(), std::size_t(1));
        runFix(second);
        QCOMPARE(guardRow(second), guardBefore);
        QVERIFY(second.fixPanel()->model()->fix(guardBefore).learnedRule.empty());
    }

    void settingsExportResetImportAndTurnOff()
    {
        QTemporaryDir dir;
        QCOMPARE(userDecisions(), std::size_t(1));   // the rejection of the test above
        FixSettings settings = settingsFor();
        SettingsDialog dialog(settings, QString());
        LearningSettings* learning = dialog.learningSettings();
        QVERIFY(learning->isChecked());
        QVERIFY2(learning->countLabel()->text().startsWith(QStringLiteral("1 decision")), qPrintable(learning->countLabel()->text()));
        dialog.resize(720, 520);
        dialog.show();
        saveScreenshot(dialog, "settings-learning.png");

        const QString exported = dir.filePath(QStringLiteral("team.json"));
        QVERIFY(learning->exportTo(exported));
        std::string error;
        QCOMPARE(learning::readKnowledgeFile(exported.toStdString(), error)->decisions().size(), std::size_t(1));
        answerNextMessageBox(QMessageBox::Yes);
        QTest::mouseClick(learning->resetButton(), Qt::LeftButton);
        QCOMPARE(userDecisions(), std::size_t(0));
        QVERIFY2(learning->countLabel()->text().startsWith(QStringLiteral("0 decision")), qPrintable(learning->countLabel()->text()));
        QVERIFY(learning->importFrom(exported));
        QCOMPARE(userDecisions(), std::size_t(1));

        // Off: the plain ranking, and a Reject is not recorded.
        learning->setChecked(false);
        QVERIFY(!dialog.settings().learning);
        MainWindow w;
        w.show();
        openAndFix(w, copyArrayStats(dir, QStringLiteral("third")), dialog.settings());
        for (int r = 0; r < w.fixPanel()->model()->rowCount(); ++r) QVERIFY(w.fixPanel()->model()->fix(r).learnedRule.empty());
        QCOMPARE(w.fixPanel()->model()->fix(0).normalized, m_plainTop);   // with learning the rejection would lower it
        w.fixPanel()->selectRow(0);
        QTest::mouseClick(w.fixPanel()->rejectButton(), Qt::LeftButton);
        QCOMPARE(userDecisions(), std::size_t(1));
    }

    // An acceptance taken back is no decision: after Accept, Undo (Ctrl+Z in the fix list) leaves
    // no decision behind and the next ranking raises nothing ("Ranked higher: similar fixes were
    // accepted before" came after one acceptance undone); Redo records it again; closing the tab
    // without saving takes it back too.
    void undoneAcceptanceIsNoDecision()
    {
        std::string error;
        QVERIFY(learning::resetKnowledge(learning::userKnowledgePath(), error));
        QTemporaryDir dir;
        MainWindow first;
        first.resize(1280, 800);
        first.show();
        QVERIFY(QTest::qWaitForWindowActive(&first));
        openAndFix(first, copyAccount(dir, QStringLiteral("first")), accountSettings());
        FixPanel* fixes = first.fixPanel();
        QVERIFY(fixes->model()->rowCount() > 0);
        QTest::mouseClick(fixes->acceptButton(), Qt::LeftButton);
        QCOMPARE(userDecisions(), std::size_t(1));
        fixes->view()->setFocus();
        QTRY_VERIFY(fixes->view()->hasFocus());
        QTest::keyClick(fixes->view(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(first.faultModel()->row(0).status, repair::FaultStatus::FixAvailable);
        QCOMPARE(userDecisions(), std::size_t(0));

        MainWindow second;
        second.resize(1280, 800);
        second.show();
        openAndFix(second, copyAccount(dir, QStringLiteral("second")), accountSettings());
        for (int r = 0; r < second.fixPanel()->model()->rowCount(); ++r) {
            const QString explanation = second.fixPanel()->model()->index(r, FixModel::ColumnExplanation).data().toString();
            QVERIFY2(!explanation.contains(QStringLiteral("Ranked higher")), qPrintable(explanation));
            QVERIFY(second.fixPanel()->model()->fix(r).learned <= 0);
        }

        // Redo: accepted again, learned again; the tab closed without saving: taken back.
        first.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&first));
        fixes->view()->setFocus();
        QTRY_VERIFY(fixes->view()->hasFocus());
        QTest::keyClick(fixes->view(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(first.faultModel()->row(0).status, repair::FaultStatus::FixAccepted);
        QCOMPARE(userDecisions(), std::size_t(1));
        answerNextMessageBox(QMessageBox::Discard);
        QTest::mouseClick(first.editorTabs()->tabBar()->tabButton(0, QTabBar::RightSide), Qt::LeftButton);
        QCOMPARE(first.editorTabs()->count(), 0);
        QCOMPARE(userDecisions(), std::size_t(0));
        // Quitting without saving takes an acceptance back too.
        QTest::mouseClick(second.fixPanel()->acceptButton(), Qt::LeftButton);
        QCOMPARE(userDecisions(), std::size_t(1));
        answerNextMessageBox(QMessageBox::Discard);
        QVERIFY(second.close());
        QCOMPARE(userDecisions(), std::size_t(0));
    }

private:
    std::string m_plainTop;   // the top fix without learning (the one rejected)
};

QTEST_MAIN(TestLearningGui)
#include "test_learning_gui.moc"
