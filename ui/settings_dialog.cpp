// See settings_dialog.h.
#include "settings_dialog.h"

#include "learning_settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>

namespace amend::ui {

SettingsDialog::SettingsDialog(const FixSettings& settings, const QString& language, QWidget* parent)
    : QDialog(parent), m_time(new QDoubleSpinBox), m_seed(new QSpinBox), m_maxFixes(new QSpinBox), m_feature(new QLineEdit),
      m_autofix(new QCheckBox(tr("AutoFix (snapshots and fix schemas)"))), m_nopol(new QCheckBox(tr("Nopol (condition synthesis)"))),
      m_wp(new QCheckBox(tr("WP (weakest preconditions: assignments and predicates)"))),
      m_gp(new QCheckBox(tr("GenProg (genetic search over statements and expressions)"))),
      m_language(new QComboBox), m_base(settings), m_learning(new LearningSettings(settings.learning))
{
    setWindowTitle(tr("Settings"));
    m_time->setRange(0.5, 3600);
    m_time->setSuffix(tr(" s"));
    m_time->setValue(settings.timeBudgetSeconds);
    m_seed->setRange(0, 1'000'000'000);
    m_seed->setValue(static_cast<int>(settings.seed));
    m_maxFixes->setRange(1, 100);
    m_maxFixes->setValue(settings.maxFixes);
    m_feature->setText(settings.feature);
    m_baseLibrary = new QLineEdit(settings.baseLibrary);
    m_baseLibrary->setObjectName(QStringLiteral("BaseLibrary"));
    m_baseLibrary->setPlaceholderText(tr("base.ecf or its folder (empty: the project's own, else Amend's kernel)"));
    m_feature->setPlaceholderText(tr("CLASS.feature (empty: the whole program)"));
    m_autofix->setChecked(settings.autofix);
    m_nopol->setChecked(settings.nopol);
    m_wp->setChecked(settings.wp);
    m_gp->setChecked(settings.gp);
    m_language->addItem(tr("System default"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(language)));

    auto* form = new QFormLayout(this);
    form->addRow(tr("Testing time budget:"), m_time);
    form->addRow(tr("Random seed:"), m_seed);
    form->addRow(tr("Fixes per fault:"), m_maxFixes);
    form->addRow(tr("Only the routine:"), m_feature);
    form->addRow(tr("EiffelBase:"), m_baseLibrary);
    form->addRow(tr("Techniques:"), m_autofix);
    form->addRow(QString(), m_nopol);
    form->addRow(QString(), m_wp);
    form->addRow(QString(), m_gp);
    form->addRow(m_learning);
    form->addRow(tr("Language (next start):"), m_language);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (!m_autofix->isChecked() && !m_nopol->isChecked() && !m_wp->isChecked() && !m_gp->isChecked()) m_autofix->setChecked(true);  // at least one technique
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

FixSettings SettingsDialog::settings() const
{
    FixSettings s = m_base;
    s.timeBudgetSeconds = m_time->value();
    s.seed = static_cast<quint64>(m_seed->value());
    s.maxFixes = m_maxFixes->value();
    s.feature = m_feature->text().trimmed();
    s.baseLibrary = m_baseLibrary->text().trimmed();
    s.autofix = m_autofix->isChecked();
    s.nopol = m_nopol->isChecked();
    s.wp = m_wp->isChecked();
    s.gp = m_gp->isChecked();
    s.learning = m_learning->isLearningEnabled();
    return s;
}

QString SettingsDialog::language() const { return m_language->currentData().toString(); }

}  // namespace amend::ui
