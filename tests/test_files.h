// Small file helpers shared by tests that write and read back user files (file_backup, the
// editor tabs' save): the whole contents, read or written at once.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

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

}  // namespace amend::test
