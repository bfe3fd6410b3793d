// The "Fixes" panel: the ranked valid fixes of the selected fault (streamed ones shown unranked
// while fixing runs), the selected fix's explanation and its diff, and the Accept, Reject and
// Revert buttons. It asks the window to act (signals); it changes no buffer itself.
#pragma once

#include "session_models.h"

#include <QWidget>

class QAction;
class QLabel;
class QListWidget;
class QPushButton;
class QSplitter;
class QTableView;
class QToolButton;

namespace amend::ui {

class DiffView;

class FixPanel : public QWidget {
    Q_OBJECT
public:
    explicit FixPanel(QWidget* parent = nullptr);
    FixModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    DiffView* diffView() const { return m_diff; }
    QPushButton* acceptButton() const { return m_accept; }
    QPushButton* rejectButton() const { return m_reject; }
    QPushButton* revertButton() const { return m_revert; }
    QLabel* explanationLabel() const { return m_explanation; }   // plain sentence, then technical
    QLabel* coevolvedTestLabel() const { return m_coevolvedTest; }     // the fix's distinguishing test, if any
    QPushButton* traceCoevolvedButton() const { return m_traceCoevolved; }
    // The fault's fixes a co-evolved test made invalid, each with that test: a button saying how
    // many (hidden when none) that shows or hides the list (hidden at first: the ranked fixes keep
    // their height).
    QToolButton* invalidatedButton() const { return m_invalidatedTitle; }
    QListWidget* invalidatedList() const { return m_invalidated; }
    void setFixes(std::vector<repair::Fix> fixes, int acceptedRow);   // selects the first fix
    void setInvalidated(const std::vector<repair::Fix>& fixes);
    void appendFix(const repair::Fix& fix);
    int currentRow() const;
    void selectRow(int row);
    void setAcceptedState(bool someAccepted);
    QSplitter* splitter() const;   // the list beside the explanation and diff (its state is remembered)
    // What the list says while it has no fix: why (no fault selected, a warning, fixing runs …).
    void setPlaceholder(const QString& text);
    // A next step the window offers under that text (a resource limit: run its tests with a larger
    // budget, then fix with it): a button showing the action's text and state; null: none.
    void setOffer(QAction* action);
    QToolButton* offerButton() const { return m_offer; }

signals:
    void acceptRequested(const amend::repair::Fix& fix);
    void rejectRequested(const amend::repair::Fix& fix);
    void revertRequested();
    void fixSelected(const amend::repair::Fix& fix);
    // "Trace on this fix": replay the selected fix's distinguishing test on it.
    void traceCoevolvedRequested(const amend::repair::Fix& fix);
    // Accept, Reject or Revert became (un)available: the window's menu follows the buttons.
    void actionsChanged();

private:
    void showCurrent();
    QString m_placeholder;
    FixModel* m_model;
    QTableView* m_view;
    QLabel* m_explanation;
    QLabel* m_coevolvedTest;
    QWidget* m_coevolvedScroll;
    QPushButton* m_traceCoevolved;
    QToolButton* m_invalidatedTitle;
    QListWidget* m_invalidated;
    DiffView* m_diff;
    QPushButton* m_accept;
    QPushButton* m_reject;
    QPushButton* m_revert;
    QToolButton* m_offer;
};

}  // namespace amend::ui
