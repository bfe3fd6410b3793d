// Shows one fix as a diff: unified or side by side (old and new lines of the changed regions
// aligned), from the engine's structured diff (repair/diff.h: lines, their numbers, changed
// words), syntax coloured with the Eiffel lexer, removed and added lines on red and green, and
// the changed words inside them boxed. It shows; it does not compute diffs, fixes or apply them.
#pragma once

#include "repair/diff.h"

#include <QWidget>

class QTabWidget;

namespace amend::ui {

class SourceEditor;

class DiffView : public QWidget {
    Q_OBJECT
public:
    explicit DiffView(QWidget* parent = nullptr);
    void setDiff(const repair::FileDiff& diff);   // no hunk: clears the view
    QByteArray unifiedText() const;                // what the unified view shows (tests)
    QByteArray leftText() const;                   // the side-by-side panes (tests)
    QByteArray rightText() const;
    int changedWordCount() const { return m_changedWords; }
    void showSideBySide(bool sideBySide);

private:
    QTabWidget* m_tabs;
    SourceEditor* m_unified;
    SourceEditor* m_left;
    SourceEditor* m_right;
    int m_changedWords = 0;
};

}  // namespace amend::ui
