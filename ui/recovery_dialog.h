// Offers the buffers a window left unsaved when it ended abnormally (BufferRecovery): each file
// with the time of its copy, and the diff from the file on disk to the recovered text, so the
// user sees what restoring changes. Restore, Discard or decide Later (the copies stay).
#pragma once

#include "buffer_recovery.h"

#include <QDialog>

class QListWidget;
class QLabel;

namespace amend::ui {

class DiffView;

class RecoveryDialog : public QDialog {
    Q_OBJECT
public:
    enum Choice { Later = 0, Restore = 1, Discard = 2 };   // the dialog's result

    explicit RecoveryDialog(const QList<RecoveredBuffer>& buffers, QWidget* parent = nullptr);
    QListWidget* list() const { return m_list; }
    DiffView* diffView() const { return m_diff; }

private:
    void showBuffer(int row);
    QList<RecoveredBuffer> m_buffers;
    QListWidget* m_list;
    DiffView* m_diff;
    QLabel* m_note;
};

}  // namespace amend::ui
