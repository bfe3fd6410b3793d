// See editor_tabs.h.
#include "editor_tabs.h"

#include "source_editor.h"
#include "project/program_files.h"
#include "support/file_backup.h"
#include "support/source.h"
#include "support/text_check.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QSaveFile>

#include <algorithm>

namespace amend::ui {

EditorTabs::EditorTabs(QWidget* parent) : QTabWidget(parent)
{
    setDocumentMode(true);
    setMovable(true);
    setTabsClosable(true);
    connect(this, &QTabWidget::tabCloseRequested, this, [this](int index) {
        auto* editor = qobject_cast<SourceEditor*>(widget(index));
        if (editor && editor->isModified()) {
            const auto answer = QMessageBox::question(this, tr("Close"),
                                                      tr("%1 has unsaved changes (an accepted fix is one). Save them before closing?")
                                                          .arg(QFileInfo(editor->filePath()).fileName()),
                                                      QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
            if (answer == QMessageBox::Cancel) return;
            QString error;
            if (answer == QMessageBox::Save && !save(editor, &error)) {
                QMessageBox::warning(this, tr("Save"), error);
                return;
            }
        }
        if (editor) emit editorClosing(editor);
        removeTab(index);
        delete editor;
        emit programChanged();
    });
}

SourceEditor* EditorTabs::addEditor(const QString& path, const QByteArray& text)
{
    auto* editor = new SourceEditor;
    editor->setFilePath(path);
    const DecodedSource decoded = decodeSourceBytes(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    editor->setText(QString::fromStdString(decoded.text));
    editor->setModified(false);
    editor->SendScintilla(QsciScintilla::SCI_EMPTYUNDOBUFFER);
    addTab(editor, QFileInfo(path).fileName());
    setTabToolTip(indexOf(editor), path);
    connect(editor, &QsciScintilla::modificationChanged, this, [this, editor] { updateTitle(editor); });
    connect(editor, &QsciScintilla::textChanged, this, &EditorTabs::programChanged);
    emit editorAdded(editor);
    return editor;
}

void EditorTabs::updateTitle(SourceEditor* editor)
{
    const int i = indexOf(editor);
    if (i >= 0) setTabText(i, QFileInfo(editor->filePath()).fileName() + (editor->isModified() ? QStringLiteral(" •") : QString()));
}

bool EditorTabs::openFile(const QString& path, QString* error)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (SourceEditor* e = editorFor(absolute)) {
        setCurrentWidget(e);
        return true;
    }
    QFile file(absolute);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) *error = tr("Cannot read %1: %2").arg(absolute, file.errorString());
        return false;
    }
    const QByteArray text = file.readAll();
    // A file that is not text (an image, an object file) is never an editor's buffer: saving the
    // decoded text would destroy it.
    if (const auto why = whyNotText(std::string_view(text.constData(), static_cast<std::size_t>(text.size())))) {
        if (error) *error = tr("%1 is not a text file (%2); not opened").arg(absolute, QString::fromStdString(*why));
        return false;
    }
    m_diskText.insert(absolute, text);
    setCurrentWidget(addEditor(absolute, text));
    emit programChanged();
    return true;
}

int EditorTabs::openFolder(const QString& folder, QString* error)
{
    QStringList files;
    QDirIterator it(folder, {QStringLiteral("*.e")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) files << QFileInfo(it.next()).absoluteFilePath();
    std::sort(files.begin(), files.end());
    if (files.isEmpty()) {
        if (error) *error = tr("No .e files in %1").arg(folder);
        return 0;
    }
    closeAll();
    m_projectBaseLibrary.clear();
    int opened = 0;
    for (const QString& f : files) opened += openFile(f, error) ? 1 : 0;
    setCurrentIndex(0);
    return opened;
}

int EditorTabs::openProject(const QString& ecf, QString* error)
{
    DiagnosticSink sink;
    project::PathOptions options;
    options.environment = m_environment;
    const project::ProgramFiles files = project::resolveProgramFiles({ecf.toStdString()}, options, sink);
    QStringList problems;
    for (const Diagnostic& d : sink.diagnostics()) {
        if (d.severity == Severity::Error) problems << QString::fromStdString(d.message);
    }
    if (problems.isEmpty() && files.files.empty()) problems << tr("No .e files in the project %1").arg(ecf);
    if (!problems.isEmpty()) {
        if (error) *error = problems.join(QLatin1Char('\n'));
        return 0;
    }
    closeAll();
    m_projectBaseLibrary = QString::fromStdString(files.baseLibrary);
    int opened = 0;
    for (const std::string& f : files.files) opened += openFile(QString::fromStdString(f), error) ? 1 : 0;
    setCurrentIndex(0);
    return opened;
}

void EditorTabs::closeAll()
{
    while (count() > 0) {
        QWidget* w = widget(0);
        if (auto* editor = qobject_cast<SourceEditor*>(w)) emit editorClosing(editor);
        removeTab(0);
        delete w;
    }
    emit programChanged();
}

SourceEditor* EditorTabs::currentEditor() const { return qobject_cast<SourceEditor*>(currentWidget()); }

SourceEditor* EditorTabs::editorFor(const QString& path) const
{
    for (SourceEditor* e : editors())
        if (e->filePath() == path) return e;
    return nullptr;
}

SourceEditor* EditorTabs::showFile(const QString& path)
{
    if (!editorFor(path) && !openFile(path)) return nullptr;
    SourceEditor* e = editorFor(path);
    setCurrentWidget(e);
    return e;
}

QList<SourceEditor*> EditorTabs::editors() const
{
    QList<SourceEditor*> list;
    for (int i = 0; i < count(); ++i)
        if (auto* e = qobject_cast<SourceEditor*>(widget(i))) list << e;
    return list;
}

JobInput EditorTabs::programInput() const
{
    JobInput input;
    for (SourceEditor* e : editors()) {
        input.files << e->filePath();
        input.texts.insert(e->filePath(), e->utf8Text());
    }
    input.baseLibrary = m_baseLibrary.isEmpty() ? m_projectBaseLibrary : m_baseLibrary;
    input.environment = m_environment;
    return input;
}

bool EditorTabs::save(SourceEditor* editor, QString* error, QString* backup)
{
    if (!editor) return false;
    const QString path = editor->filePath();
    // An unmodified buffer is the file as read: never written (nothing to gain, a file to lose).
    if (!editor->isModified() && m_diskText.contains(path)) return true;
    const QByteArray text = editor->utf8Text();
    if (QFileInfo::exists(path)) {
        // Backed up on the first save, and never written over another writer's text: the file
        // must still be as opened (Save As over a file not opened here replaces it as it is).
        QByteArray expected = m_diskText.value(path);
        if (!m_diskText.contains(path)) {
            QFile current(path);
            if (current.open(QIODevice::ReadOnly)) expected = current.readAll();
        }
        const ReplaceResult written = replaceFileContents(path, expected, text, !m_backedUp.contains(path));
        if (!written.ok()) {
            if (error) {
                *error = written.status == ReplaceStatus::ChangedOnDisk
                             ? tr("%1 changed on disk since it was opened; not saved (reopen it to see the other changes)").arg(path)
                             : written.message;
            }
            return false;
        }
        m_backedUp.insert(path);
        if (backup && !written.backup.isEmpty()) *backup = written.backup;
    } else {
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit()) {
            if (error) *error = tr("Cannot write %1: %2").arg(path, file.errorString());
            return false;
        }
    }
    m_diskText.insert(path, text);
    editor->setModified(false);
    return true;
}

bool EditorTabs::saveAs(SourceEditor* editor, const QString& path, QString* error)
{
    if (!editor) return false;
    editor->setFilePath(QFileInfo(path).absoluteFilePath());
    setTabToolTip(indexOf(editor), editor->filePath());
    updateTitle(editor);
    return save(editor, error);
}

void EditorTabs::markUnmodifiedIfAsOnDisk(SourceEditor* editor)
{
    if (!editor || !m_diskText.contains(editor->filePath())) return;
    const QByteArray& disk = m_diskText[editor->filePath()];
    if (decodeSourceBytes(std::string_view(disk.constData(), static_cast<std::size_t>(disk.size()))).text == editor->utf8Text().toStdString())
        editor->setModified(false);
}

bool EditorTabs::hasUnsavedChanges() const
{
    const QList<SourceEditor*> list = editors();
    return std::any_of(list.begin(), list.end(), [](SourceEditor* e) { return e->isModified(); });
}

}  // namespace amend::ui
