// See file_backup.h.
#include "support/file_backup.h"

#include "support/source.h"
#include "support/text_check.h"

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

namespace {

std::string decodedText(const QByteArray& bytes)
{
    return decodeSourceBytes(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size()))).text;
}

// `utf8` (decoded text) in the encoding the file was saved in.
QByteArray encodedLike(SourceEncoding encoding, const std::string& utf8)
{
    const QByteArray text = QByteArray::fromStdString(utf8);
    switch (encoding) {
    case SourceEncoding::Utf8: return text;
    case SourceEncoding::Utf8WithBom: return QByteArrayLiteral("\xEF\xBB\xBF") + text;
    case SourceEncoding::Latin1: {
        const QString unicode = QString::fromUtf8(text);
        for (const QChar c : unicode)
            if (c.unicode() > 0xFF) return text;
        return unicode.toLatin1();
    }
    }
    return text;
}

}  // namespace

ReplaceResult replaceFileContents(const QString& file, const QByteArray& readText, const QByteArray& newText, bool makeBackup)
{
    ReplaceResult result;
    QFile current(file);
    if (!current.open(QIODevice::ReadOnly)) {
        result.status = ReplaceStatus::CannotRead;
        result.message = QStringLiteral("cannot read %1: %2; not written").arg(file, current.errorString());
        return result;
    }
    const QByteArray disk = current.readAll();
    if (const auto why = whyNotText(std::string_view(disk.constData(), static_cast<std::size_t>(disk.size())))) {
        result.status = ReplaceStatus::NotText;
        result.message = QStringLiteral("%1 is not a text file (%2); not written").arg(file, QString::fromStdString(*why));
        return result;
    }
    const DecodedSource onDisk = decodeSourceBytes(std::string_view(disk.constData(), static_cast<std::size_t>(disk.size())));
    if (onDisk.text != decodedText(readText)) {
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
    const QByteArray bytes = encodedLike(onDisk.encoding, decodedText(newText));
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit()) {
        result.status = ReplaceStatus::CannotWrite;
        result.message = QStringLiteral("cannot write %1: %2").arg(file, out.errorString());
        return result;
    }
    result.status = ReplaceStatus::Replaced;
    return result;
}

}  // namespace amend
