// Tables whose every text fits (issue 34, item 9): FittingColumns shares a table's width among its
// columns by what their texts need. When everything fits on one line each column is as wide as
// its widest text (header included); when it does not (the fault list at 1024x700 in German),
// the leading columns keep their width and the others share the rest in proportion to their
// needs, never narrower than their longest unbreakable piece, and their texts wrap onto more
// lines (rows grow to them) instead of being elided. Identifiers wrap after `.' and `_'
// (breakableText), so TWO_WAY_SORTED_SET.move_item breaks as a reader would. The table is never
// narrower than its columns at their narrowest and a vertical scroll bar (its minimum width), so no
// splitter or window size hides a column.
#pragma once

#include <QList>
#include <QObject>
#include <QString>

#include <vector>

class QFontMetrics;
class QTableView;

namespace amend::ui {

// `text' with a break opportunity (U+200B) after each `.' and `_' inside a word: how a fitted
// table draws and measures it.
QString breakableText(const QString& text);
// The width of `text' on one line, and of its widest piece between break opportunities.
int lineWidth(const QFontMetrics& metrics, const QString& text);
int longestPieceWidth(const QFontMetrics& metrics, const QString& text);

class FittingColumns : public QObject {
    Q_OBJECT
public:
    // Fits `view' (its parent from now on) whenever its width or its model's rows change; the
    // first `leadingColumns' (a number, say) never wrap. `elidedColumns' hold sentences shown in
    // full elsewhere (the fix list's, beside it): as wide as their header, they share the room
    // left over and are elided on one line.
    FittingColumns(QTableView* view, int leadingColumns, QList<int> elidedColumns = {});
    void fit();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void scheduleFit();
    void keepColumnsInView(const std::vector<int>& least);   // the view's minimum width
    QTableView* m_view;
    int m_leading;
    QList<int> m_elided;
    bool m_scheduled = false;
};

}  // namespace amend::ui
