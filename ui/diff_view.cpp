// See diff_view.h.
#include "diff_view.h"

#include "source_editor.h"

#include <QScrollBar>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QSplitter>

namespace amend::ui {

namespace {

enum { RemovedMarker = 20, AddedMarker = 21, HunkMarker = 22, FillerMarker = 23 };

void prepare(SourceEditor* e)
{
    e->setReadOnly(true);
    e->setFolding(QsciScintilla::NoFoldStyle);
    e->setCaretLineVisible(false);
    e->setMarginWidth(1, 0);
    e->markerDefine(QsciScintilla::Background, RemovedMarker);
    e->setMarkerBackgroundColor(QColor(0xff, 0xeb, 0xe9), RemovedMarker);
    e->markerDefine(QsciScintilla::Background, AddedMarker);
    e->setMarkerBackgroundColor(QColor(0xda, 0xfb, 0xe1), AddedMarker);
    e->markerDefine(QsciScintilla::Background, HunkMarker);
    e->setMarkerBackgroundColor(QColor(0xdd, 0xf4, 0xff), HunkMarker);
    e->markerDefine(QsciScintilla::Background, FillerMarker);
    e->setMarkerBackgroundColor(QColor(0xf0, 0xf0, 0xf0), FillerMarker);
    e->indicatorDefine(QsciScintilla::FullBoxIndicator, SourceEditor::ChangeIndicator);
}

// Fills a read-only editor with lines, marking them; `spans` are changed byte spans per line.
struct Pane {
    QByteArray text;
    std::vector<std::pair<int, int>> marks;           // (line, marker)
    std::vector<std::pair<int, int>> spans;           // absolute byte spans
    QStringList numbers;                              // margin text per line
    void add(const QByteArray& line, int marker, int changeBegin, int changeEnd, const QString& number)
    {
        const int start = static_cast<int>(text.size());
        if (marker >= 0) marks.emplace_back(static_cast<int>(numbers.size()), marker);
        if (changeBegin >= 0 && changeEnd > changeBegin) spans.emplace_back(start + changeBegin, start + changeEnd);
        text += line;
        text += '\n';
        numbers << number;
    }
    int show(SourceEditor* e) const
    {
        e->setReadOnly(false);
        e->setText(QString::fromUtf8(text));
        e->setReadOnly(true);
        e->setMarginType(0, QsciScintilla::TextMargin);
        for (int i = 0; i < numbers.size(); ++i) e->setMarginText(i, numbers[i], 0);
        for (const auto& [line, marker] : marks) e->markerAdd(line, marker);
        e->clearIndicator(SourceEditor::ChangeIndicator);
        for (const auto& [b, en] : spans) e->fillIndicator(SourceEditor::ChangeIndicator, static_cast<quint32>(b), static_cast<quint32>(en));
        return static_cast<int>(spans.size());
    }
};

}  // namespace

DiffView::DiffView(QWidget* parent) : QWidget(parent), m_tabs(new QTabWidget(this)),
    m_unified(new SourceEditor), m_left(new SourceEditor), m_right(new SourceEditor)
{
    for (SourceEditor* e : {m_unified, m_left, m_right}) prepare(e);
    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(m_left);
    split->addWidget(m_right);
    m_tabs->addTab(m_unified, tr("Unified"));
    m_tabs->addTab(split, tr("Side by side"));
    m_tabs->setDocumentMode(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    // The two sides scroll together.
    connect(m_left->verticalScrollBar(), &QScrollBar::valueChanged, m_right->verticalScrollBar(), &QScrollBar::setValue);
    connect(m_right->verticalScrollBar(), &QScrollBar::valueChanged, m_left->verticalScrollBar(), &QScrollBar::setValue);
}

void DiffView::showSideBySide(bool sideBySide) { m_tabs->setCurrentIndex(sideBySide ? 1 : 0); }

void DiffView::setDiff(const repair::FileDiff& diff)
{
    for (SourceEditor* e : {m_unified, m_left, m_right}) {
        e->markerDeleteAll();
        e->clearMarginText();
    }
    Pane unified, left, right;
    auto num = [](int n) { return n > 0 ? QString::number(n) : QString(); };
    int pendingRemoved = 0, pendingAdded = 0;  // to align the side-by-side panes with filler lines
    auto align = [&] {
        for (; pendingRemoved < pendingAdded; ++pendingRemoved) left.add({}, FillerMarker, -1, -1, {});
        for (; pendingAdded < pendingRemoved; ++pendingAdded) right.add({}, FillerMarker, -1, -1, {});
        pendingRemoved = pendingAdded = 0;
    };
    using Line = repair::DiffLine;
    for (const repair::DiffHunk& h : diff.hunks) {
        align();
        const QByteArray header = QByteArray::fromStdString(h.header());
        unified.add(header, HunkMarker, -1, -1, {});
        left.add(header, HunkMarker, -1, -1, {});
        right.add(header, HunkMarker, -1, -1, {});
        for (const Line& l : h.lines) {
            const QByteArray text = QByteArray::fromStdString(l.text);
            switch (l.kind) {
            case Line::Kind::Context:
                align();
                unified.add(text, -1, -1, -1, num(l.newLine));
                left.add(text, -1, -1, -1, num(l.oldLine));
                right.add(text, -1, -1, -1, num(l.newLine));
                break;
            case Line::Kind::Removed:
                unified.add(text, RemovedMarker, l.changeBegin, l.changeEnd, QStringLiteral("-"));
                left.add(text, RemovedMarker, l.changeBegin, l.changeEnd, num(l.oldLine));
                ++pendingRemoved;
                break;
            case Line::Kind::Added:
                unified.add(text, AddedMarker, l.changeBegin, l.changeEnd, QStringLiteral("+"));
                right.add(text, AddedMarker, l.changeBegin, l.changeEnd, num(l.newLine));
                ++pendingAdded;
                break;
            }
        }
    }
    align();
    m_changedWords = unified.show(m_unified);
    left.show(m_left);
    right.show(m_right);
}

QByteArray DiffView::unifiedText() const { return m_unified->utf8Text(); }
QByteArray DiffView::leftText() const { return m_left->utf8Text(); }
QByteArray DiffView::rightText() const { return m_right->utf8Text(); }

}  // namespace amend::ui
