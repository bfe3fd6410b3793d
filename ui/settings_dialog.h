// The settings dialog: the fix session's time budget, seed, maximum fixes, feature and
// techniques, the EiffelBase to use instead of the kernel, learning from decisions
// (learning_settings.h), and the interface language (applied
// at the next start). Edits a FixSettings
// value; persisting is the window's job.
#pragma once

#include "fix_job.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

namespace amend::ui {

class LearningSettings;

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    SettingsDialog(const FixSettings& settings, const QString& language, QWidget* parent = nullptr);
    FixSettings settings() const;
    QString language() const;   // "" = system, "en", "de"
    LearningSettings* learningSettings() const { return m_learning; }   // for tests

private:
    QDoubleSpinBox* m_time;
    QSpinBox* m_seed;
    QSpinBox* m_maxFixes;
    QLineEdit* m_feature;
    QLineEdit* m_baseLibrary;
    QCheckBox* m_autofix;
    QCheckBox* m_nopol;
    QCheckBox* m_wp;
    QCheckBox* m_gp;
    QComboBox* m_language;
    FixSettings m_base;
    LearningSettings* m_learning;
};

}  // namespace amend::ui
