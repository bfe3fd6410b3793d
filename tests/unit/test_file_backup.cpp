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
