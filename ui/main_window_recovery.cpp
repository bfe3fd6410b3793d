// See main_window.h. This file: offering the recovery copies a window left (BufferRecovery)
// at the next start, and restoring them into the editor.
#include "main_window.h"

#include "buffer_recovery.h"
#include "editor_tabs.h"
#include "recovery_dialog.h"
#include "source_editor.h"

#include <QFileInfo>
#include <QMessageBox>
#include <QStatusBar>

namespace amend::ui {

int MainWindow::offerRecovery()
{
    const QList<RecoveredBuffer> buffers = BufferRecovery::orphaned();
    if (buffers.isEmpty()) return 0;
    RecoveryDialog dialog(buffers, this);
    const int choice = dialog.exec();
    if (choice == RecoveryDialog::Discard) BufferRecovery::forget(buffers);
    if (choice != RecoveryDialog::Restore) return 0;
    // The program the buffers belonged to first (its other classes with it), then their texts.
    const QString program = buffers.last().program;
    if (!program.isEmpty() && QFileInfo::exists(program) && program != m_programPath) openPath(program);
    QList<RecoveredBuffer> restored;
    QStringList problems;
    for (const RecoveredBuffer& b : buffers) {
        QString error;
        if (!m_tabs->editorFor(b.path) && !m_tabs->openFile(b.path, &error)) {
            problems << tr("%1 (the copy is kept: %2)").arg(error, b.copy);
            continue;
        }
        m_tabs->showFile(b.path)->replaceTextUndoable(b.text);   // unsaved; Undo gives the file's text back
        restored << b;
    }
    BufferRecovery::forget(restored);
    if (!problems.isEmpty()) QMessageBox::warning(this, tr("Recover unsaved changes"), tr("Not restored:\n%1").arg(problems.join(QLatin1Char('\n'))));
    statusBar()->showMessage(restored.size() == 1 ? tr("Restored the unsaved changes of %1.").arg(QFileInfo(restored.first().path).fileName())
                                                  : tr("Restored the unsaved changes of %1 files.").arg(restored.size()),
                             8000);
    return static_cast<int>(restored.size());
}

}  // namespace amend::ui
