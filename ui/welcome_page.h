// What an empty window shows on first start (and whenever no file is open): what Amend does, in
// three sentences, and the three ways to begin (an example, a project, a folder). The buttons
// ask the window to act; the page opens nothing itself.
#pragma once

#include <QWidget>

class QPushButton;

namespace amend::ui {

class WelcomePage : public QWidget {
    Q_OBJECT
public:
    explicit WelcomePage(QWidget* parent = nullptr);
    QPushButton* exampleButton() const { return m_example; }

signals:
    void openExampleRequested();
    void openProjectRequested();
    void openFolderRequested();

private:
    QPushButton* m_example;
};

}  // namespace amend::ui
