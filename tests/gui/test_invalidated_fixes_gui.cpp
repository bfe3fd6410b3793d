// Fixes a co-evolved test made invalid are visible in the window (repair/coevolution.h): Fix on the
// number_theory example, whose gcd fault has valid fixes that violate a postcondition on other
// inputs, counts them on a button under the ranked fixes ("Invalidated by co-evolved tests (N)")
// that shows their list, each with the test that invalidated it (one line, the Eiffel test routine in its tooltip) and none of them among
// the ranked fixes; a fault without invalidated fixes hides the list. Demoted and questioned fixes
// stay ranked, their Kind column saying so (checked on made-up fixes: which fixes a run demotes
// depends on its tests).
#include "fix_panel.h"
#include "main_window.h"
#include "session_models.h"

#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

#include "../test_files.h"
#include "../time_scale.h"

using namespace amend;
using namespace amend::ui;

class TestInvalidatedFixesGui : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void invalidatedFixesListedWithTheirTests()
    {
        QTemporaryDir dir;
        const QString folder = test::copyExample(dir, QStringLiteral("number_theory"));
        MainWindow w;
        FixSettings s;
        s.timeBudgetSeconds = test::scaledSeconds(3);
        s.feature = QStringLiteral("NUMBER_THEORY.gcd");
        s.threads = 2;
        s.learning = false;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openPath(folder));
        w.setFixSettings(s);
        QSignalSpy finished(&w, &MainWindow::sessionFinished);
        QTest::keyClick(&w, Qt::Key_F5);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, test::scaledMilliseconds(240000));
        w.selectFault(0);

        FixPanel* fixes = w.fixPanel();
        QListWidget* list = fixes->invalidatedList();
        QToolButton* title = fixes->invalidatedButton();
        QVERIFY2(list->count() > 0, "no invalidated fix listed");
        // Their count on the button; the list itself shown on a click (the ranked fixes keep their height).
        QVERIFY(!title->isHidden());
        QCOMPARE(title->text(), QStringLiteral("Invalidated by co-evolved tests (%1)").arg(list->count()));
        QVERIFY(list->isHidden());
        QTest::mouseClick(title, Qt::LeftButton);
        QVERIFY(!list->isHidden());
        for (int i = 0; i < list->count(); ++i) {
            const QListWidgetItem* item = list->item(i);
            QVERIFY2(item->text().contains(QStringLiteral(": on `create v1; r1 := v1.gcd (")), qPrintable(item->text()));
            QVERIFY2(item->text().contains(QStringLiteral(" it violates postcondition `")), qPrintable(item->text()));
            QVERIFY(item->toolTip().startsWith(QStringLiteral("Invalidated by this co-evolved test:\n")));
            QVERIFY(item->toolTip().contains(QStringLiteral(".gcd (")));
        }
        // None of them is ranked.
        for (int r = 0; r < fixes->model()->rowCount(); ++r)
            QVERIFY(fixes->model()->fix(r).coevolution.effect != repair::CoevolutionEffect::Invalidated);

        // A fault without invalidated fixes: the list hides.
        fixes->setInvalidated({});
        QVERIFY(list->isHidden());
        QVERIFY(title->isHidden());
    }

    void demotedAndQuestionedFixesSaySoInTheirKind()
    {
        repair::Fix demoted, questioned, plain;
        demoted.technique = questioned.technique = plain.technique = repair::Technique::Nopol;
        demoted.action = questioned.action = plain.action = "x > 0";
        demoted.coevolution.effect = repair::CoevolutionEffect::Demoted;
        questioned.coevolution.effect = repair::CoevolutionEffect::Questioned;
        FixModel model;
        model.setFixes({demoted, questioned, plain});
        const auto kind = [&](int row) { return model.index(row, FixModel::ColumnTechnique).data().toString(); };
        QVERIFY2(kind(0).startsWith(QStringLiteral("other change")) && kind(0).endsWith(QStringLiteral(" · demoted")), qPrintable(kind(0)));
        QVERIFY2(kind(1).endsWith(QStringLiteral(" · questioned")), qPrintable(kind(1)));
        QVERIFY2(!kind(2).contains(QStringLiteral("demoted")) && !kind(2).contains(QStringLiteral("questioned")), qPrintable(kind(2)));
        QCOMPARE(model.index(0, FixModel::ColumnTechnique).data(SortRole).toString(), QStringLiteral("other change"));   // the kind, without markers
    }
};

QTEST_MAIN(TestInvalidatedFixesGui)
#include "test_invalidated_fixes_gui.moc"
