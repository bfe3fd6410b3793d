// Small file helpers shared by tests that write and read back user files (file_backup, the
// editor tabs' save): the whole contents, read or written at once; a writable copy of an example.
#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

namespace amend::test {

inline QByteArray fileContents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

inline bool writeFile(const QString& path, const QByteArray& text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text) == text.size();
}

// A writable copy of resources/examples/NAME's classes in `dir'; returns its folder.
inline QString copyExample(const QTemporaryDir& dir, const QString& name)
{
    const QString source = QStringLiteral(AMEND_SOURCE_DIR "/resources/examples/") + name;
    const QString target = dir.filePath(name);
    QDir().mkpath(target);
    for (const QString& f : QDir(source).entryList({QStringLiteral("*.e")}, QDir::Files)) QFile::copy(source + QLatin1Char('/') + f, target + QLatin1Char('/') + f);
    return target;
}

}  // namespace amend::test
