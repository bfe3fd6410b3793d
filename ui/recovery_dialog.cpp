// See recovery_dialog.h.
#include "recovery_dialog.h"

#include "diff_view.h"

#include "repair/diff.h"
#include "support/source.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace amend::ui {

RecoveryDialog::RecoveryDialog(const QList<RecoveredBuffer>& buffers, QWidget* parent)
    : QDialog(parent), m_buffers(buffers), m_list(new QListWidget), m_diff(new DiffView), m_note(new QLabel)
{
    setWindowTitle(tr("Recover unsaved changes"));
    auto* intro = new QLabel(tr("Amend did not end normally last time. These files had changes that were not saved; "
                                "restoring puts the changes back into the editor (unsaved, undoable)."));
    intro->setWordWrap(true);
    for (const RecoveredBuffer& b : buffers)
        m_list->addItem(tr("%1 — changed %2").arg(b.path, QLocale().toString(b.written.toLocalTime(), QLocale::ShortFormat)));
    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(m_list);
    split->addWidget(m_diff);
    split->setStretchFactor(1, 3);
    auto* buttons = new QDialogButtonBox;
    buttons->addButton(tr("&Restore"), QDialogButtonBox::AcceptRole)->setObjectName(QStringLiteral("RestoreButton"));
    buttons->addButton(tr("&Discard"), QDialogButtonBox::DestructiveRole)->setObjectName(QStringLiteral("DiscardButton"));
    buttons->addButton(tr("&Later"), QDialogButtonBox::RejectRole)->setObjectName(QStringLiteral("LaterButton"));
    connect(buttons, &QDialogButtonBox::clicked, this, [this, buttons](QAbstractButton* b) {
        const QDialogButtonBox::ButtonRole role = buttons->buttonRole(b);
        done(role == QDialogButtonBox::AcceptRole ? Restore : role == QDialogButtonBox::DestructiveRole ? Discard : Later);
    });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(split, 1);
    layout->addWidget(m_note);
    layout->addWidget(buttons);
    connect(m_list, &QListWidget::currentRowChanged, this, &RecoveryDialog::showBuffer);
    m_list->setCurrentRow(0);
    resize(900, 600);
}

void RecoveryDialog::showBuffer(int row)
{
    if (row < 0 || row >= m_buffers.size()) return;
    const RecoveredBuffer& b = m_buffers[row];
    QFile file(b.path);
    const bool exists = file.open(QIODevice::ReadOnly);
    const QByteArray bytes = exists ? file.readAll() : QByteArray();
    const std::string disk = decodeSourceBytes(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size()))).text;
    m_diff->setDiff(repair::diffTexts(QFileInfo(b.path).fileName().toStdString(), disk, b.text.toStdString()));
    m_note->setText(!exists ? tr("The file is gone: it cannot be restored.")
                    : disk == b.text.toStdString() ? tr("The file already holds this text.")
                                     : QString());
}

}  // namespace amend::ui
