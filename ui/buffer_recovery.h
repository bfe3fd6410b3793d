// Recovery copies of modified buffers (issue 33: no lost edits). An edit (an accepted fix is one)
// lives only in the editor until it is saved; a crash or a killed process would lose it. As Kate
// and Vim do, the window keeps a copy of every modified buffer in the user's data folder, written
// a few seconds after a change and removed when the buffer is saved, reverted to its file or
// discarded. Each running window has a folder of its own, locked while it runs
// (QLockFile: a lock whose process is gone is stale); copies in a folder nobody holds are left
// by a window that did not end normally, and the next start offers them (RecoveryDialog).
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QLockFile>
#include <QObject>
#include <QSet>
#include <QString>
#include <QTimer>

#include <memory>

namespace amend::ui {

class EditorTabs;
class SourceEditor;

// One buffer left by a window that ended without saving it.
struct RecoveredBuffer {
    QString path;        // the file the buffer belongs to (absolute)
    QString program;     // the program (folder, project or file) the window had open
    QByteArray text;     // the buffer's text (UTF-8), exactly as it was
    QDateTime written;   // when the copy was written
    QString copy;        // the recovery copy's own file
};

// The recovery copies of one running window.
class BufferRecovery : public QObject {
    Q_OBJECT
public:
    // Copies go below `folder` (default: the user's data folder's "recovery"), `delayMs` after a change.
    explicit BufferRecovery(EditorTabs* tabs, const QString& folder = defaultFolder(), int delayMs = 2000);
    ~BufferRecovery() override;   // a normal end: the user saved or discarded every buffer
    void end();                    // the same, before a process exits without destructors

    static QString defaultFolder();
    // The copies of windows that ended abnormally (their folder's lock is free), oldest first.
    static QList<RecoveredBuffer> orphaned(const QString& folder = defaultFolder());
    // Removes those copies (restored or declined) and their windows' folders.
    static void forget(const QList<RecoveredBuffer>& buffers);

    QString sessionFolder() const { return m_session; }
    void setProgram(const QString& path) { m_program = path; }   // named in the copies written from now on
    void writePending();   // writes the copies due now (the timer calls it)

private:
    void watch(SourceEditor* editor);
    void drop(SourceEditor* editor);
    QString copyFor(SourceEditor* editor);

    QString m_session;                         // this window's folder
    QString m_program;
    std::unique_ptr<QLockFile> m_lock;         // held while the window runs
    QTimer m_timer;
    QSet<SourceEditor*> m_pending;             // changed since their copy was written
    QHash<SourceEditor*, QString> m_copies;    // editor → its copy's file
    int m_next = 0;
};

}  // namespace amend::ui
