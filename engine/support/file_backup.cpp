// See file_backup.h.
#include "support/file_backup.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace amend {

QString backupName(const QString& file)
{
    if (!QFileInfo::exists(file + QStringLiteral(".orig"))) return file + QStringLiteral(".orig");
    for (int n = 1;; ++n) {
        const QString name = file + QStringLiteral(".~%1~").arg(n);
        if (!QFileInfo::exists(name)) return name;
    }
}

ReplaceResult replaceFileContents(const QString& file, const QByteArray& readText, const QByteArray& newText, bool makeBackup)
{
    ReplaceResult result;
    QFile current(file);
    if (!current.open(QIODevice::ReadOnly)) {
        result.status = ReplaceStatus::CannotRead;
        result.message = QStringLiteral("cannot read %1: %2; not written").arg(file, current.errorString());
        return result;
    }
    if (current.readAll() != readText) {
        result.status = ReplaceStatus::ChangedOnDisk;
        result.message = QStringLiteral("%1 changed on disk since it was read; not written").arg(file);
        return result;
    }
    current.close();
    if (makeBackup) {
        const QString backup = backupName(file);
        if (!QFile::copy(file, backup)) {
            result.status = ReplaceStatus::CannotBackup;
            result.message = QStringLiteral("cannot write the backup %1; %2 not written").arg(backup, file);
            return result;
        }
        result.backup = backup;
    }
    // QSaveFile writes FILE's folder's temporary file and renames it over FILE on commit.
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(newText) != newText.size() || !out.commit()) {
        result.status = ReplaceStatus::CannotWrite;
        result.message = QStringLiteral("cannot write %1: %2").arg(file, out.errorString());
        return result;
    }
    result.status = ReplaceStatus::Replaced;
    return result;
}

}  // namespace amend
