// Recovery copies of modified buffers (issue 33, no lost edits; ui/buffer_recovery): a copy is
// written a few moments after an edit and removed on save, on undo back to the file's text and on
// discard; a running window's copies are never offered to another; and, end to end, a real
// `amend-gui` killed after an accepted, unsaved fix leaves a copy that the next start offers,
// with a diff, and restores exactly.
#include "buffer_recovery.h"
#include "diff_view.h"
#include "editor_tabs.h"
#include "main_window.h"
#include "recovery_dialog.h"
#include "source_editor.h"
#include "../test_files.h"
#include "../time_scale.h"

#include <QApplication>
#include <QDirIterator>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace amend;
using namespace amend::ui;
using amend::test::fileContents;
using amend::test::writeFile;

namespace {

// Every recovery copy below `folder`.
QStringList copiesIn(const QString& folder)
{
    QStringList files;
    QDirIterator it(folder, {QStringLiteral("buffer-*")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) files << it.next();
    return files;
}

// Clicks `button` (an object name) of the next recovery dialog; `diff` receives its diff's text.
void answerRecovery(const QString& button, QByteArray* diff)
{
    auto* poll = new QTimer;
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, button, diff] {
        auto* dialog = qobject_cast<RecoveryDialog*>(QApplication::activeModalWidget());
        if (!dialog) return;
        poll->stop();
        poll->deleteLater();
        if (diff) *diff = dialog->diffView()->unifiedText();
        if (auto* b = dialog->findChild<QPushButton*>(button)) b->click();
    });
    poll->start();
}

}  // namespace

class TestRecovery : public QObject {
    Q_OBJECT
    QTemporaryDir m_home;

private slots:
    void initTestCase()
    {
        // The data folder of a real amend-gui, here and in the process this test starts.
        QVERIFY(m_home.isValid());
        qputenv("XDG_DATA_HOME", m_home.filePath(QStringLiteral("share")).toUtf8());
        qputenv("XDG_CONFIG_HOME", m_home.filePath(QStringLiteral("config")).toUtf8());
        QCoreApplication::setOrganizationName(QStringLiteral("Amend"));
        QCoreApplication::setApplicationName(QStringLiteral("amend-gui"));
    }

    void copyFollowsTheBuffer()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.e"));
        QVERIFY(writeFile(path, "class A end\n"));
        const QString folder = dir.filePath(QStringLiteral("recovery"));
        EditorTabs tabs;
        auto* recovery = new BufferRecovery(&tabs, folder, 200);
        QVERIFY(tabs.openFile(path));
        SourceEditor* editor = tabs.currentEditor();
        QTest::keyClicks(editor, QStringLiteral("-- mine "));
        QTRY_COMPARE_WITH_TIMEOUT(copiesIn(folder).size(), 1, test::scaledMilliseconds(5000));
        QVERIFY(fileContents(copiesIn(folder).first()).endsWith("\n-- mine class A end\n"));
        QVERIFY(BufferRecovery::orphaned(folder).isEmpty());   // its window runs: never offered to another
        QVERIFY(tabs.save(editor));
        QVERIFY(copiesIn(folder).isEmpty());                   // saved: nothing to recover
        QTest::keyClicks(editor, QStringLiteral("x"));
        QTRY_COMPARE_WITH_TIMEOUT(copiesIn(folder).size(), 1, test::scaledMilliseconds(5000));
        editor->undo();                                         // back to the file's text
        QVERIFY(!editor->isModified());
        QVERIFY(copiesIn(folder).isEmpty());
        QTest::keyClicks(editor, QStringLiteral("y"));
        QTRY_COMPARE_WITH_TIMEOUT(copiesIn(folder).size(), 1, test::scaledMilliseconds(5000));
        tabs.closeAll();                                        // discarded
        QVERIFY(copiesIn(folder).isEmpty());
        delete recovery;
        QVERIFY(QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).isEmpty());   // a normal end leaves nothing
    }

    void killedWindowIsRecoveredExactly()
    {
        const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QVERIFY(data.startsWith(m_home.path()));
        QProcess window;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        window.setProcessEnvironment(env);
        window.start(QStringLiteral(AMEND_GUI), {QStringLiteral("--example"), QStringLiteral("account"), QStringLiteral("--fix"),
                                                 QStringLiteral("--time"), QString::number(test::scaledSeconds(2)), QStringLiteral("--accept"),
                                                 QStringLiteral("1")});
        QVERIFY(window.waitForStarted());
        QByteArray out;
        QTRY_VERIFY_WITH_TIMEOUT((out += window.readAllStandardOutput()).contains('\n'), test::scaledMilliseconds(180000));
        QVERIFY2(out.startsWith("accepted "), out.constData());
        const QByteArray accepted = QByteArray::fromBase64(out.mid(9).trimmed());
        const QString file = QDir(data).filePath(QStringLiteral("examples/account/account.e"));
        const QByteArray onDisk = fileContents(file);
        QVERIFY(!accepted.isEmpty() && accepted != onDisk);    // the fix changed the buffer, not the file
        const QString recovery = QDir(data).filePath(QStringLiteral("recovery"));
        QTRY_VERIFY_WITH_TIMEOUT(copiesIn(recovery).size() == 1 && fileContents(copiesIn(recovery).first()).endsWith(accepted),
                                 test::scaledMilliseconds(10000));
        window.kill();
        QVERIFY(window.waitForFinished());
        QCOMPARE(window.exitStatus(), QProcess::CrashExit);

        // The next start offers the copy, with the diff from the file, and restores the text exactly.
        MainWindow w;
        w.resize(1024, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QByteArray diff;
        answerRecovery(QStringLiteral("RestoreButton"), &diff);
        QCOMPARE(w.offerRecovery(), 1);
        // The diff shows the recovered lines the file does not have.
        const QList<QByteArray> diskLines = onDisk.split('\n');
        int shown = 0;
        for (const QByteArray& line : accepted.split('\n'))
            if (!diskLines.contains(line)) {
                QVERIFY2(diff.contains(line), diff.constData());
                ++shown;
            }
        QVERIFY(shown > 0);
        SourceEditor* editor = w.editorTabs()->editorFor(file);
        QVERIFY(editor);
        QCOMPARE(editor->utf8Text(), accepted);
        QVERIFY(editor->isModified());
        QCOMPARE(fileContents(file), onDisk);                  // restoring does not save
        QVERIFY(BufferRecovery::orphaned().isEmpty());         // offered once
        editor->undo();
        QCOMPARE(editor->utf8Text(), onDisk);                  // one undo step back to the file
    }
};

QTEST_MAIN(TestRecovery)
#include "test_recovery.moc"
