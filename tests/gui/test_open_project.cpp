// Opening an EiffelStudio project in the window: EditorTabs opens the classes of an .ecf's
// target (file rules applied), reports a missing library with its location, and MainWindow
// opens an .ecf given as its path (command line, File ▸ Open Project…, Open Recent).
#include "background_checker.h"
#include "editor_tabs.h"
#include "main_window.h"
#include "source_editor.h"

#include "../write_test_file.h"

#include <QtTest>

#include <QAction>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace amend;
using namespace amend::ui;

namespace {

using amend::testing::writeTestFile;

// app.ecf with a recursive cluster `src' whose `old' folder is excluded.
QString writeProject(const QTemporaryDir& dir, const QByteArray& extraLibrary = {})
{
    writeTestFile(dir.filePath("app.ecf"), "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<system name=\"app\"><target name=\"app\">"
                                       "<root class=\"APP\" feature=\"make\"/>"
                                       "<library name=\"base\" location=\"$ISE_LIBRARY\\library\\base\\base.ecf\"/>" + extraLibrary +
                                       "<cluster name=\"src\" location=\".\\src\\\" recursive=\"true\">"
                                       "<file_rule><exclude>/old$</exclude></file_rule></cluster></target></system>");
    writeTestFile(dir.filePath("src/app.e"), "class APP create make feature make do print (\"hi%N\") end end\n");
    writeTestFile(dir.filePath("src/model/item.e"), "class ITEM end\n");
    writeTestFile(dir.filePath("src/old/item.e"), "class ITEM end\n");  // excluded: would clash
    return dir.filePath("app.ecf");
}

}  // namespace

class TestOpenProject : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }  // not the user's settings

    void tabsOpenTheProjectsClasses()
    {
        QTemporaryDir dir;
        const QString ecf = writeProject(dir);
        EditorTabs tabs;
        QString error;
        QCOMPARE(tabs.openProject(ecf, &error), 2);
        QCOMPARE(error, QString());
        QVERIFY(tabs.editorFor(QDir(dir.path()).absoluteFilePath("src/app.e")));
        QVERIFY(tabs.editorFor(QDir(dir.path()).absoluteFilePath("src/model/item.e")));
        QVERIFY(!tabs.editorFor(QDir(dir.path()).absoluteFilePath("src/old/item.e")));
        QCOMPARE(tabs.programInput().files.size(), qsizetype(2));
    }

    void missingLibraryIsReported()
    {
        QTemporaryDir dir;
        const QString ecf = writeProject(dir, "<library name=\"extra\" location=\"libs/extra.ecf\"/>");
        EditorTabs tabs;
        QString error;
        QCOMPARE(tabs.openProject(ecf, &error), 0);
        QVERIFY2(error.contains(QStringLiteral("library `extra' not found: location `libs/extra.ecf' expands to `") +
                                QDir(dir.path()).absoluteFilePath("libs/extra.ecf") + "'"),
                 qPrintable(error));
        QCOMPARE(tabs.count(), 0);
    }

    // The window checks the program against the project's own EiffelBase (its `base' library
    // exists), against the EiffelBase of the Settings, else against the kernel: the library's ANY
    // has `generator', the kernel's has not.
    void programIsCheckedAgainstItsEiffelBase()
    {
        QTemporaryDir dir;
        const QString library = QStringLiteral(AMEND_SOURCE_DIR "/tests/eiffelbase_shape/base.ecf");
        writeTestFile(dir.filePath("app.ecf"), "<system name=\"app\"><target name=\"app\"><library name=\"base\" location=\"" + library.toUtf8()
                                               + "\"/><cluster name=\"src\" location=\"src\"/></target></system>");
        writeTestFile(dir.filePath("src/app.e"), "class APP feature name: STRING do Result := generator end end\n");
        EditorTabs tabs;
        QCOMPARE(tabs.openProject(dir.filePath("app.ecf")), 1);
        QCOMPARE(tabs.programInput().baseLibrary, library);
        const CheckResult own = checkProgram(tabs.programInput());
        QCOMPARE(own.errors, 0);
        QCOMPARE(tabs.openFolder(dir.filePath("src")), 1);
        QVERIFY(tabs.programInput().baseLibrary.isEmpty());
        QVERIFY(checkProgram(tabs.programInput()).errors > 0);
        tabs.setBaseLibrary(QStringLiteral(AMEND_SOURCE_DIR "/tests/eiffelbase_shape"));  // the Settings' EiffelBase: its folder
        QCOMPARE(checkProgram(tabs.programInput()).errors, 0);
    }

    void windowOpensAProject()
    {
        QTemporaryDir dir;
        const QString ecf = writeProject(dir);
        MainWindow w;
        QVERIFY(w.openPath(ecf));
        QCOMPARE(w.editorTabs()->count(), 2);
        QCOMPARE(w.windowTitle(), QStringLiteral("app.ecf — Amend"));
        bool hasAction = false, inRecent = false;
        for (QAction* a : w.findChildren<QAction*>()) {
            hasAction = hasAction || a->text() == QStringLiteral("Open &Project…");
            inRecent = inRecent || a->text() == QFileInfo(ecf).absoluteFilePath();
        }
        QVERIFY(hasAction);
        QVERIFY(inRecent);
    }
};

QTEST_MAIN(TestOpenProject)
#include "test_open_project.moc"
