// The Settings' learning section (issue 17): whether Amend learns from the user's decisions and
// ranks with what it learned, how many decisions it holds, and Reset, Export and Import of the
// user's knowledge base (learning/knowledge_store.h does the work; this only presents it). Reset,
// Export and Import act at once, not on OK: they are file operations, not settings. The switch is
// the group's own check box (its title), so the section's buttons are off with it.
#pragma once

#include <QGroupBox>

class QLabel;
class QPushButton;

namespace amend::ui {

class LearningSettings : public QGroupBox {
    Q_OBJECT
public:
    explicit LearningSettings(bool enabled, QWidget* parent = nullptr);
    bool isLearningEnabled() const;

    // What the buttons do after asking for a file; false with a message box on failure.
    bool resetDecisions();
    bool exportTo(const QString& path);
    bool importFrom(const QString& path);

    // Parts, for tests.
    QLabel* countLabel() const { return m_count; }
    QPushButton* resetButton() const { return m_reset; }

private:
    void updateCount();
    bool report(bool ok, const std::string& error);

    QLabel* m_count;
    QPushButton* m_reset;
    QPushButton* m_export;
    QPushButton* m_import;
};

}  // namespace amend::ui
