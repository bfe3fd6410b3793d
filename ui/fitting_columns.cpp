// See fitting_columns.h.
#include "fitting_columns.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHeaderView>
#include <QRegularExpression>
#include <QScrollBar>
#include <QStyleOptionHeader>
#include <QStyledItemDelegate>
#include <QTableView>

#include <algorithm>
#include <numeric>
#include <vector>

namespace amend::ui {

namespace {

constexpr QChar kBreak(0x200B);   // zero-width space: a line may break here, nothing is drawn

// Draws and measures texts with their break opportunities (the model keeps the plain text).
// Sentences (elided columns) stay on one line, elided at the right.
class BreakableDelegate final : public QStyledItemDelegate {
public:
    BreakableDelegate(QObject* parent, QList<int> elided) : QStyledItemDelegate(parent), m_elided(std::move(elided)) {}

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (m_elided.contains(index.column())) {
            option->features &= ~QStyleOptionViewItem::WrapText;
            option->textElideMode = Qt::ElideRight;
        } else {
            option->text = breakableText(option->text);
        }
    }

private:
    QList<int> m_elided;
};

// Room a cell's text loses to the style's margins (focus frame and padding), both sides.
int cellMargin(const QTableView& view) { return 2 * (view.style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, &view) + 1) + 4; }

// The width of column `column''s header with its whole title.
int headerWidth(const QHeaderView& header, int column)
{
    QStyleOptionHeader option;
    option.initFrom(&header);
    option.section = column;
    option.text = header.model()->headerData(column, header.orientation()).toString();
    // A highlighted section (the columns of a selected row) draws its title bold: room for that.
    if (header.highlightSections()) {
        QFont bold = header.font();
        bold.setBold(true);
        option.fontMetrics = QFontMetrics(bold);
    }
    // The style's size leaves the title a few pixels short of the room the header draws it in.
    const int slack = 2 * header.style()->pixelMetric(QStyle::PM_HeaderMargin, &option, &header);
    return header.style()->sizeFromContents(QStyle::CT_HeaderSection, &option, QSize(), &header).width() + slack;
}

}  // namespace

QString breakableText(const QString& text)
{
    QString out;
    out.reserve(text.size() + 8);
    for (qsizetype i = 0; i < text.size(); ++i) {
        out += text[i];
        const bool inWord = i + 1 < text.size() && !text[i + 1].isSpace() && i > 0 && !text[i - 1].isSpace();
        if ((text[i] == QLatin1Char('.') || text[i] == QLatin1Char('_')) && inWord) out += kBreak;
    }
    return out;
}

int lineWidth(const QFontMetrics& metrics, const QString& text) { return metrics.horizontalAdvance(text); }

int longestPieceWidth(const QFontMetrics& metrics, const QString& text)
{
    static const QRegularExpression breaks(QStringLiteral("[\\s\\x{200B}]+"));
    int widest = 0;
    for (const QString& piece : breakableText(text).split(breaks, Qt::SkipEmptyParts)) widest = std::max(widest, metrics.horizontalAdvance(piece));
    return widest;
}

void FittingColumns::keepColumnsInView(const std::vector<int>& least)
{
    // No splitter, dock or window size may make the table narrower than its columns at their
    // narrowest, the vertical scroll bar included (it comes with more rows): a column cut off at
    // the right is a column the user does not see (the fix list's Explanation at 1024x700).
    const int columns = std::accumulate(least.begin(), least.end(), 0);
    const int scrollBar = m_view->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_view->verticalScrollBar());
    m_view->setMinimumWidth(columns + scrollBar + 2 * m_view->frameWidth());
}

FittingColumns::FittingColumns(QTableView* view, int leadingColumns, QList<int> elidedColumns)
    : QObject(view), m_view(view), m_leading(leadingColumns), m_elided(std::move(elidedColumns))
{
    view->setItemDelegate(new BreakableDelegate(view, m_elided));
    view->setWordWrap(true);
    view->setTextElideMode(Qt::ElideNone);
    view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->horizontalHeader()->setStretchLastSection(false);
    view->horizontalHeader()->setMinimumSectionSize(8);
    view->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->viewport()->installEventFilter(this);
    connect(view->model(), &QAbstractItemModel::modelReset, this, &FittingColumns::scheduleFit);
    connect(view->model(), &QAbstractItemModel::layoutChanged, this, &FittingColumns::scheduleFit);
    connect(view->model(), &QAbstractItemModel::rowsInserted, this, &FittingColumns::scheduleFit);
    connect(view->model(), &QAbstractItemModel::rowsRemoved, this, &FittingColumns::scheduleFit);
    connect(view->model(), &QAbstractItemModel::dataChanged, this, &FittingColumns::scheduleFit);
    scheduleFit();
}

bool FittingColumns::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize) scheduleFit();
    return QObject::eventFilter(watched, event);
}

void FittingColumns::scheduleFit()
{
    if (m_scheduled) return;
    m_scheduled = true;
    QMetaObject::invokeMethod(this, [this] { m_scheduled = false; fit(); }, Qt::QueuedConnection);
}

void FittingColumns::fit()
{
    const QAbstractItemModel* model = m_view->model();
    QHeaderView* header = m_view->horizontalHeader();
    const int columns = model->columnCount();
    const int margin = cellMargin(*m_view);
    std::vector<int> need(static_cast<std::size_t>(columns)), least(static_cast<std::size_t>(columns));
    for (int c = 0; c < columns; ++c) {
        int& n = need[static_cast<std::size_t>(c)];
        int& l = least[static_cast<std::size_t>(c)];
        n = headerWidth(*header, c);   // a header does not wrap: its title whole
        l = n;
        for (int r = 0; r < model->rowCount() && !m_elided.contains(c); ++r) {
            const QModelIndex index = model->index(r, c);
            const QVariant font = index.data(Qt::FontRole);
            const QFontMetrics metrics(font.isValid() ? font.value<QFont>() : m_view->font());
            const QString text = index.data(Qt::DisplayRole).toString();
            const int icon = index.data(Qt::DecorationRole).isValid() ? m_view->iconSize().width() + 4 : 0;
            n = std::max(n, lineWidth(metrics, text) + margin + icon);
            l = std::max(l, longestPieceWidth(metrics, text) + margin + icon);
        }
        if (c < m_leading) l = n;
    }
    keepColumnsInView(least);
    const int available = m_view->viewport()->width();
    std::vector<int> width = need;
    const int total = std::accumulate(need.begin(), need.end(), 0);
    if (total <= available) {
        // All on one line: the room left goes to the sentences, else to the widest wrapping column.
        for (int c : m_elided) width[static_cast<std::size_t>(c)] += (available - total) / static_cast<int>(m_elided.size());
        const auto widest = std::max_element(need.begin() + std::min(m_leading, columns), need.end());
        if (m_elided.isEmpty() && widest != need.end()) width[static_cast<std::size_t>(widest - need.begin())] += available - total;
    } else {
        int fixed = 0, shared = 0;
        for (int c = 0; c < columns; ++c) (c < m_leading ? fixed : shared) += need[static_cast<std::size_t>(c)];
        const int room = std::max(0, available - fixed);
        int used = fixed;
        for (int c = m_leading; c < columns; ++c) {
            const std::size_t i = static_cast<std::size_t>(c);
            width[i] = std::max(least[i], shared > 0 ? static_cast<int>(static_cast<long long>(room) * need[i] / shared) : 0);
            used += width[i];
        }
        // Longest pieces that did not leave room for the others' shares: taken from the widest.
        for (int over = used - available; over > 0;) {
            int widest = -1;
            for (int c = m_leading; c < columns; ++c) {
                const std::size_t i = static_cast<std::size_t>(c);
                if (width[i] > least[i] && (widest < 0 || width[i] - least[i] > width[static_cast<std::size_t>(widest)] - least[static_cast<std::size_t>(widest)])) widest = c;
            }
            if (widest < 0) break;   // narrower than the longest pieces: nothing more to take
            const std::size_t i = static_cast<std::size_t>(widest);
            const int take = std::min(over, width[i] - least[i]);
            width[i] -= take;
            over -= take;
        }
    }
    for (int c = 0; c < columns; ++c) header->resizeSection(c, width[static_cast<std::size_t>(c)]);
    m_view->resizeRowsToContents();
}

}  // namespace amend::ui
