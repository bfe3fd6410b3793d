// The window a programmer keeps open all day (issue 34), one test per item, offscreen and driven
// by keys and mouse as a user would: a file that is not text is refused and an unmodified
// buffer never written; Esc, Ctrl+Q and Cancel stop work promptly; undo and redo work from the
// editor and after Accept; closing a tab with an accepted fix offers Save; the fault and fix
// tables keep every column in view; first use has a welcome page, Help and disabled actions.
#include "editor_tabs.h"
#include "fix_panel.h"
#include "main_window.h"
#include "session_models.h"
#include "source_editor.h"
#include "repair/diff.h"
#include "testing/test_run.h"
#include "../test_files.h"
#include "../time_scale.h"

#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QStackedWidget>
#include <QTabBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QComboBox>
#include <QElapsedTimer>
#include <QSettings>
#include <QSplitter>
#include <QToolButton>
#include <QtTest>

#include <memory>

using namespace amend;
using namespace amend::ui;
using amend::test::fileContents;
using amend::test::writeFile;

namespace {

// The first bytes of a PNG image and some of its chunks: NUL bytes and control characters.
QByteArray pngBytes()
{
    QByteArray bytes("\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10\x08\x06\0\0\0\x1f\xf3\xff" "a", 33);
    for (int i = 0; i < 200; ++i) bytes.append(static_cast<char>(i * 37 % 256));
    return bytes;
}

}  // namespace

class TestWindowDaily : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Item 1: a file that is not text is refused at open; Ctrl+S on an unmodified buffer writes nothing.
    void binaryFileRefusedAndUnmodifiedBufferNeverWritten()
    {
        QTemporaryDir dir;
        const QString image = dir.filePath(QStringLiteral("picture.png"));
        QVERIFY(writeFile(image, pngBytes()));
        const QString source = dir.filePath(QStringLiteral("a.e"));
        QVERIFY(writeFile(source, "class A feature f do end end\n"));
        MainWindow w;
        w.resize(1024, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(!w.openPath(image));
        QCOMPARE(w.editorTabs()->count(), 0);
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("not a text file")), qPrintable(w.statusBar()->currentMessage()));
        QTest::keyClick(&w, Qt::Key_S, Qt::ControlModifier);
        QCOMPARE(fileContents(image), pngBytes());
        QVERIFY(!QFile::exists(image + QStringLiteral(".orig")));

        QVERIFY(w.openPath(source));
        SourceEditor* editor = w.editorTabs()->currentEditor();
        QVERIFY(editor);
        editor->setFocus();
        QTest::keyClick(editor, Qt::Key_S, Qt::ControlModifier);
        QVERIFY(!QFile::exists(source + QStringLiteral(".orig")));   // the first write of a session keeps one
        QCOMPARE(fileContents(source), QByteArray("class A feature f do end end\n"));
        // Edited, it is written (with its backup).
        QTest::keyClick(editor, Qt::Key_End, Qt::ControlModifier);
        QTest::keyClicks(editor, QStringLiteral("-- x"));
        QTest::keyClick(editor, Qt::Key_Return);
        QTest::keyClick(editor, Qt::Key_S, Qt::ControlModifier);
        QTRY_VERIFY(QFile::exists(source + QStringLiteral(".orig")));
        QCOMPARE(fileContents(source), QByteArray("class A feature f do end end\n-- x\n"));
    }

};

QTEST_MAIN(TestWindowDaily)
#include "test_window_daily.moc"
