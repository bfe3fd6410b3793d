// Unit tests of support/file_backup: replacing a file's contents keeps a backup, goes through a
// rename (no temporary left behind) and refuses when the file changed since it was read.
#include "support/file_backup.h"
#include "../test_files.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace amend;

using test::fileContents;

namespace {

void write(const QString& path, const QByteArray& text) { QVERIFY(test::writeFile(path, text)); }

}  // namespace

class TestFileBackup : public QObject {
    Q_OBJECT

private slots:
    void replacesAndKeepsTheOldTextAsBackup()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("account.e"));
        write(file, "old text\n");
        const ReplaceResult r = replaceFileContents(file, "old text\n", "new text\n");
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(r.status, ReplaceStatus::Replaced);
        QCOMPARE(fileContents(file), QByteArray("new text\n"));
        QCOMPARE(r.backup, file + QStringLiteral(".orig"));
        QCOMPARE(fileContents(r.backup), QByteArray("old text\n"));
        // Only the file and its backup: the temporary file was renamed, not left behind.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList({QStringLiteral("account.e"), QStringLiteral("account.e.orig")}));
    }

    void aSecondReplaceNeverOverwritesTheFirstBackup()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("a.e"));
        write(file, "one");
        QVERIFY(replaceFileContents(file, "one", "two").ok());
        const ReplaceResult r = replaceFileContents(file, "two", "three");
        QVERIFY(r.ok());
        QCOMPARE(r.backup, file + QStringLiteral(".~1~"));
        QCOMPARE(fileContents(file + QStringLiteral(".orig")), QByteArray("one"));
        QCOMPARE(fileContents(r.backup), QByteArray("two"));
        QCOMPARE(fileContents(file), QByteArray("three"));
    }

    // A file saved with a byte-order mark or in Latin-1 is read as UTF-8 text without the mark:
    // that text matches it, and the new text is written in the file's own encoding.
    void keepsTheFilesEncoding()
    {
        QTemporaryDir dir;
        const QString bom = dir.filePath(QStringLiteral("bom.e"));
        write(bom, "\xEF\xBB\xBF" "class A end\n");
        QVERIFY(replaceFileContents(bom, "class A end\n", "class B end\n").ok());
        QCOMPARE(fileContents(bom), QByteArray("\xEF\xBB\xBF" "class B end\n"));

        const QString latin1 = dir.filePath(QStringLiteral("latin1.e"));
        write(latin1, "-- caf\xE9\nclass A end\n");
        QVERIFY(replaceFileContents(latin1, "-- caf\xC3\xA9\nclass A end\n", "-- caf\xC3\xA9\nclass B end\n").ok());
        QCOMPARE(fileContents(latin1), QByteArray("-- caf\xE9\nclass B end\n"));
        // A character Latin-1 cannot hold: the file becomes UTF-8 rather than lose it.
        QVERIFY(replaceFileContents(latin1, "-- caf\xC3\xA9\nclass B end\n", "-- \xE2\x82\xAC\nclass B end\n").ok());
        QCOMPARE(fileContents(latin1), QByteArray("-- \xE2\x82\xAC\nclass B end\n"));
        // Still refused when the text itself differs.
        QCOMPARE(replaceFileContents(bom, "class A end\n", "x").status, ReplaceStatus::ChangedOnDisk);
    }

    void refusesWhenTheFileChangedOnDisk()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("a.e"));
        write(file, "edited elsewhere");
        const ReplaceResult r = replaceFileContents(file, "as it was read", "the fix");
        QCOMPARE(r.status, ReplaceStatus::ChangedOnDisk);
        QVERIFY(r.message.contains(file));
        QVERIFY(r.message.contains(QStringLiteral("changed on disk")));
        QCOMPARE(fileContents(file), QByteArray("edited elsewhere"));
        QVERIFY(r.backup.isEmpty());
        QVERIFY(!QFile::exists(file + QStringLiteral(".orig")));
    }

    // Another program replaced the file by one that is not text (a PNG) after it was read:
    // nothing is written over it (issue 34, item 1), and no backup is made.
    void refusesAFileThatIsNotTextOnDisk()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("a.e"));
        const QByteArray png("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16);
        write(file, png);
        const ReplaceResult r = replaceFileContents(file, png, "the fix");
        QCOMPARE(r.status, ReplaceStatus::NotText);
        QVERIFY(r.message.contains(QStringLiteral("not a text file")));
        QCOMPARE(fileContents(file), png);
        QVERIFY(!QFile::exists(file + QStringLiteral(".orig")));
    }

    void refusesAMissingFile()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("gone.e"));
        const ReplaceResult r = replaceFileContents(file, "text", "new");
        QCOMPARE(r.status, ReplaceStatus::CannotRead);
        QVERIFY(!QFile::exists(file));
    }
};

QTEST_GUILESS_MAIN(TestFileBackup)
#include "test_file_backup.moc"
