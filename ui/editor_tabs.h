// The open program: one editor tab per `.e` file, opened from files or a folder, saved with a
// backup of the file on disk before it is first overwritten, through support/file_backup (a
// save refuses when the file changed on disk since it was opened). It knows files and buffers, not
// what the engine does with them.
#pragma once

#include "fix_job.h"

#include <QHash>
#include <QSet>
#include <QTabWidget>

namespace amend::ui {

class SourceEditor;

class EditorTabs : public QTabWidget {
    Q_OBJECT
public:
    explicit EditorTabs(QWidget* parent = nullptr);

    // Opens a file (or switches to its tab); false (with `error` set) when it cannot be read.
    bool openFile(const QString& path, QString* error = nullptr);
    // Closes every tab and opens every `.e` file below `folder` (sorted); returns how many.
    int openFolder(const QString& folder, QString* error = nullptr);
    // Closes every tab and opens the classes of an EiffelStudio project (.ecf: its first concrete
    // target's clusters and source libraries); returns how many, 0 with `error` set on a problem.
    int openProject(const QString& ecf, QString* error = nullptr);
    void closeAll();

    SourceEditor* currentEditor() const;
    SourceEditor* editorFor(const QString& path) const;   // by absolute path, or null
    SourceEditor* showFile(const QString& path);          // switches to it (opening it if needed)
    QList<SourceEditor*> editors() const;
    // The program: every open file and its current buffer.
    JobInput programInput() const;

    // Saves `editor` to its file (the first overwrite of a file in this session keeps a backup,
    // see support/file_backup.h); `backup` receives the backup's name when one was made.
    bool save(SourceEditor* editor, QString* error = nullptr, QString* backup = nullptr);
    bool saveAs(SourceEditor* editor, const QString& path, QString* error = nullptr);
    bool hasUnsavedChanges() const;
    // After a change made for the user (Revert): a buffer that reads as its file again is unmodified.
    void markUnmodifiedIfAsOnDisk(SourceEditor* editor);
    // The EiffelBase of the Settings (empty: none); programInput() gives it, else the one of the
    // open project (an .ecf whose `base' library exists), else none (Amend's kernel).
    void setBaseLibrary(const QString& path) { m_baseLibrary = path; }
    // The variables of .ecf locations (amend-gui passes the process's; none by default).
    void setEnvironment(project::Environment environment) { m_environment = std::move(environment); }

signals:
    void programChanged();    // a file opened or closed, or any buffer edited
    void editorAdded(amend::ui::SourceEditor* editor);     // a tab opened
    void editorClosing(amend::ui::SourceEditor* editor);   // a tab closes (its buffer is discarded)

private:
    SourceEditor* addEditor(const QString& path, const QByteArray& text);
    void updateTitle(SourceEditor* editor);
    QString m_baseLibrary;          // from the Settings
    QString m_projectBaseLibrary;   // the open project's own EiffelBase (.ecf), if any
    project::Environment m_environment;
    QSet<QString> m_backedUp;   // files already backed up in this session
    QHash<QString, QByteArray> m_diskText;  // each file's bytes as last read or written: a save refuses when the file differs
};

}  // namespace amend::ui
