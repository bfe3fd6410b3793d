// GUI test of saving in the window's editor tabs (ui/editor_tabs) through the engine's safe
// write (support/file_backup): the first save keeps a backup, and a save refuses, with a
// message naming the file, when the file changed on disk since it was opened.
#include "editor_tabs.h"
#include "source_editor.h"
#include "../test_files.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace amend::ui;

using amend::test::fileContents;
using amend::test::writeFile;

class TestEditorTabs : public QObject {
    Q_OBJECT

private slots:
    void saveRefusesAFileChangedOnDisk()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.e"));
        QVERIFY(writeFile(path, "class A end\n"));
        EditorTabs tabs;
        QString error;
        QVERIFY2(tabs.openFile(path, &error), qPrintable(error));
        SourceEditor* editor = tabs.currentEditor();
        QVERIFY(editor);
        editor->insertAt(QStringLiteral("-- mine\n"), 0, 0);
        QVERIFY(writeFile(path, "class A feature f do end end\n"));  // another editor saved meanwhile
        QVERIFY(!tabs.save(editor, &error));
        QVERIFY2(error.contains(path) && error.contains(QStringLiteral("changed on disk")), qPrintable(error));
        QCOMPARE(fileContents(path), QByteArray("class A feature f do end end\n"));
        QVERIFY(!QFile::exists(path + QStringLiteral(".orig")));
        QVERIFY(editor->isModified());  // the edit is still there to be saved elsewhere
    }

    void saveKeepsOneBackupAndFollowsItsOwnWrites()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.e"));
        QVERIFY(writeFile(path, "class A end\n"));
        EditorTabs tabs;
        QVERIFY(tabs.openFile(path));
        SourceEditor* editor = tabs.currentEditor();
        editor->insertAt(QStringLiteral("-- one\n"), 0, 0);
        QString error, backup;
        QVERIFY2(tabs.save(editor, &error, &backup), qPrintable(error));
        QCOMPARE(backup, path + QStringLiteral(".orig"));
        editor->insertAt(QStringLiteral("-- two\n"), 0, 0);
        QVERIFY2(tabs.save(editor, &error), qPrintable(error));  // its own first save is not "another writer"
        QCOMPARE(fileContents(path), QByteArray("-- two\n-- one\nclass A end\n"));
        QCOMPARE(fileContents(path + QStringLiteral(".orig")), QByteArray("class A end\n"));
        QVERIFY(!QFile::exists(path + QStringLiteral(".~1~")));
    }
};

QTEST_MAIN(TestEditorTabs)
#include "test_editor_tabs.moc"
