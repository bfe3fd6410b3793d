// See learning_settings.h.
#include "learning_settings.h"

#include "learning/knowledge_store.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace amend::ui {

LearningSettings::LearningSettings(bool enabled, QWidget* parent)
    : QGroupBox(tr("Learning from decisions: rank fixes by what was accepted before, learn from Accept, Reject and Revert"), parent),
      m_count(new QLabel), m_reset(new QPushButton(tr("Reset"))), m_export(new QPushButton(tr("Export…"))),
      m_import(new QPushButton(tr("Import…")))
{
    setCheckable(true);
    setChecked(enabled);
    m_count->setWordWrap(true);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_reset);
    buttons->addWidget(m_export);
    buttons->addWidget(m_import);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_count);
    layout->addLayout(buttons);
    connect(m_reset, &QPushButton::clicked, this, [this] {
        if (QMessageBox::question(this, tr("Reset learning"), tr("Forget all your decisions? The knowledge Amend ships stays.")) ==
            QMessageBox::Yes)
            resetDecisions();
    });
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export knowledge base"), QStringLiteral("knowledge.json"), tr("JSON (*.json)"));
        if (!path.isEmpty()) exportTo(path);
    });
    connect(m_import, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import knowledge base"), QString(), tr("JSON (*.json)"));
        if (!path.isEmpty()) importFrom(path);
    });
    updateCount();
}

bool LearningSettings::isLearningEnabled() const { return isChecked(); }

bool LearningSettings::resetDecisions()
{
    std::string error;
    return report(learning::resetKnowledge(learning::userKnowledgePath(), error), error);
}

bool LearningSettings::exportTo(const QString& path)
{
    std::string error;
    return report(learning::exportKnowledge(learning::userKnowledgePath(), path.toStdString(), error), error);
}

bool LearningSettings::importFrom(const QString& path)
{
    std::string error;
    return report(learning::importKnowledge(learning::userKnowledgePath(), path.toStdString(), error), error);
}

bool LearningSettings::report(bool ok, const std::string& error)
{
    if (!ok) QMessageBox::warning(this, tr("Learning"), QString::fromStdString(error));
    updateCount();
    return ok;
}

void LearningSettings::updateCount()
{
    std::string error;
    const std::optional<learning::KnowledgeBase> user = learning::userKnowledge(error);
    const std::size_t shipped = learning::defaultKnowledge().decisions().size();
    if (!user) {
        m_count->setText(tr("Your knowledge base cannot be read: %1").arg(QString::fromStdString(error)));
        return;
    }
    const int mine = static_cast<int>(user->decisions().size());
    const QString where = QString::fromStdString(learning::userKnowledgePath());
    m_count->setText(mine == 1 ? tr("1 decision of yours, and %1 from the collections Amend ships (stored in %2).").arg(shipped).arg(where)
                               : tr("%1 decisions of yours, and %2 from the collections Amend ships (stored in %3).")
                                     .arg(mine)
                                     .arg(shipped)
                                     .arg(where));
}

}  // namespace amend::ui
