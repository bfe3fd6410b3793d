// See buffer_recovery.h. A copy is one file: a header of four lines (a format line, the buffer's
// file and the program it belonged to, percent-encoded, and the time written) and the text.
#include "buffer_recovery.h"

#include "editor_tabs.h"
#include "source_editor.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUrl>

#include <algorithm>
#include <optional>
#include <utility>

namespace amend::ui {

namespace {

const QByteArray kFormat = QByteArrayLiteral("amend-recovery 1");

QString lockName(const QString& sessionFolder) { return sessionFolder + QStringLiteral(".lock"); }

std::optional<RecoveredBuffer> readCopy(const QString& file)
{
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly)) return std::nullopt;
    const QByteArray bytes = in.readAll();
    QList<QByteArray> header;
    qsizetype at = 0;
    for (int i = 0; i < 4; ++i) {
        const qsizetype end = bytes.indexOf('\n', at);
        if (end < 0) return std::nullopt;
        header << bytes.mid(at, end - at);
        at = end + 1;
    }
    if (header[0] != kFormat) return std::nullopt;
    RecoveredBuffer buffer;
    buffer.path = QUrl::fromPercentEncoding(header[1]);
    buffer.program = QUrl::fromPercentEncoding(header[2]);
    buffer.written = QDateTime::fromString(QString::fromLatin1(header[3]), Qt::ISODateWithMs);
    buffer.text = bytes.mid(at);
    buffer.copy = file;
    return buffer;
}

}  // namespace

QString BufferRecovery::defaultFolder()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("recovery"));
}

BufferRecovery::BufferRecovery(EditorTabs* tabs, const QString& folder, int delayMs) : QObject(tabs)
{
    m_session = QDir(folder).filePath(QStringLiteral("window-%1-%2").arg(QCoreApplication::applicationPid()).arg(QDateTime::currentMSecsSinceEpoch()));
    QDir().mkpath(folder);
    // The lock first: a folder without a lock is one nobody holds.
    m_lock = std::make_unique<QLockFile>(lockName(m_session));
    m_lock->setStaleLockTime(0);   // stale only when its process is gone, however long it runs
    m_lock->tryLock(0);
    m_timer.setSingleShot(true);
    m_timer.setInterval(delayMs);
    connect(&m_timer, &QTimer::timeout, this, &BufferRecovery::writePending);
    for (SourceEditor* e : tabs->editors()) watch(e);
    connect(tabs, &EditorTabs::editorAdded, this, &BufferRecovery::watch);
    connect(tabs, &EditorTabs::editorClosing, this, &BufferRecovery::drop);
}

BufferRecovery::~BufferRecovery() { end(); }

void BufferRecovery::end()
{
    m_timer.stop();
    m_pending.clear();
    QDir(m_session).removeRecursively();
    m_lock->unlock();
}

void BufferRecovery::watch(SourceEditor* editor)
{
    connect(editor, &QsciScintilla::textChanged, this, [this, editor] {
        m_pending.insert(editor);
        if (!m_timer.isActive()) m_timer.start();   // not restarted: steady typing still gets a copy
    });
    connect(editor, &QsciScintilla::modificationChanged, this, [this, editor](bool modified) {
        if (!modified) drop(editor);   // saved, or undone back to the file's text
    });
    connect(editor, &QObject::destroyed, this, [this, editor] { drop(editor); });   // the pointer is only a key here
}

void BufferRecovery::drop(SourceEditor* editor)
{
    m_pending.remove(editor);
    const QString copy = m_copies.take(editor);
    if (!copy.isEmpty()) QFile::remove(copy);
}

QString BufferRecovery::copyFor(SourceEditor* editor)
{
    auto it = m_copies.find(editor);
    if (it == m_copies.end()) it = m_copies.insert(editor, QDir(m_session).filePath(QStringLiteral("buffer-%1").arg(++m_next)));
    return *it;
}

void BufferRecovery::writePending()
{
    if (!QDir(m_session).exists()) {
        QDir().mkpath(m_session);
        QFile::setPermissions(m_session, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);   // the user's text, the user's only
    }
    const QSet<SourceEditor*> pending = std::exchange(m_pending, {});
    for (SourceEditor* editor : pending) {
        if (!editor->isModified()) {
            drop(editor);
            continue;
        }
        QSaveFile out(copyFor(editor));
        const QByteArray header = kFormat + '\n' + QUrl::toPercentEncoding(editor->filePath()) + '\n' + QUrl::toPercentEncoding(m_program) + '\n' +
                                  QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs).toLatin1() + '\n';
        const QByteArray text = editor->utf8Text();
        if (out.open(QIODevice::WriteOnly) && out.write(header) == header.size() && out.write(text) == text.size()) out.commit();
    }
}

QList<RecoveredBuffer> BufferRecovery::orphaned(const QString& folder)
{
    QList<RecoveredBuffer> buffers;
    for (const QFileInfo& session : QDir(folder).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QLockFile lock(lockName(session.absoluteFilePath()));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0)) continue;   // its window still runs
        for (const QFileInfo& copy : QDir(session.absoluteFilePath()).entryInfoList(QDir::Files))
            if (std::optional<RecoveredBuffer> b = readCopy(copy.absoluteFilePath())) buffers << *b;
    }
    std::sort(buffers.begin(), buffers.end(), [](const RecoveredBuffer& a, const RecoveredBuffer& b) { return a.written < b.written; });
    return buffers;
}

void BufferRecovery::forget(const QList<RecoveredBuffer>& buffers)
{
    QSet<QString> sessions;
    for (const RecoveredBuffer& b : buffers) {
        QFile::remove(b.copy);
        sessions.insert(QFileInfo(b.copy).absolutePath());
    }
    for (const QString& session : sessions) {
        if (!QDir(session).isEmpty()) continue;   // a copy not offered (unreadable) stays
        QDir(session).removeRecursively();
        QFile::remove(lockName(session));
    }
}

}  // namespace amend::ui
