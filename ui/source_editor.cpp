// See source_editor.h.
#include "source_editor.h"

#include "eiffel_lexer.h"

#include <Qsci/qscicommandset.h>

#include <QFontDatabase>
#include <QKeyEvent>

#include <algorithm>
#include <map>

namespace amend::ui {

SourceEditor::SourceEditor(QWidget* parent) : QsciScintilla(parent), m_lexer(new EiffelLexer(this))
{
    setUtf8(true);
    setLexer(m_lexer);
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    setMarginsFont(mono);
    setMarginType(0, NumberMargin);
    setMarginWidth(0, QStringLiteral("00000"));
    setMarginLineNumbers(0, true);
    setMarginsForegroundColor(QColor(0x6e, 0x77, 0x81));
    setMarginsBackgroundColor(QColor(0xf6, 0xf8, 0xfa));
    setMarginType(1, SymbolMargin);
    setMarginWidth(1, 16);
    setMarginMarkerMask(1, (1 << FailureArrow) | (1 << TraceArrow));
    setFolding(BoxedTreeFoldStyle, 2);
    setTabWidth(4);
    setIndentationsUseTabs(true);
    setAutoIndent(true);
    setCaretLineVisible(true);
    setCaretLineBackgroundColor(QColor(0xf3, 0xf6, 0xfb));
    setBraceMatching(SloppyBraceMatch);
    setEolMode(EolUnix);

    markerDefine(Background, FailureMarker);
    setMarkerBackgroundColor(QColor(0xff, 0xeb, 0xe9), FailureMarker);
    markerDefine(Background, FixMarker);
    setMarkerBackgroundColor(QColor(0xda, 0xfb, 0xe1), FixMarker);
    markerDefine(Background, TraceMarker);
    setMarkerBackgroundColor(QColor(0xff, 0xf8, 0xc5), TraceMarker);
    markerDefine(Background, SnapshotMarker);
    setMarkerBackgroundColor(QColor(0xdd, 0xf4, 0xff), SnapshotMarker);
    markerDefine(RightTriangle, FailureArrow);
    setMarkerBackgroundColor(QColor(0xcf, 0x22, 0x2e), FailureArrow);
    setMarkerForegroundColor(QColor(0xcf, 0x22, 0x2e), FailureArrow);
    markerDefine(RightArrow, TraceArrow);
    setMarkerBackgroundColor(QColor(0xbf, 0x87, 0x00), TraceArrow);
    setMarkerForegroundColor(QColor(0xbf, 0x87, 0x00), TraceArrow);

    indicatorDefine(SquiggleIndicator, ErrorIndicator);
    setIndicatorForegroundColor(QColor(0xcf, 0x22, 0x2e), ErrorIndicator);
    indicatorDefine(SquiggleIndicator, WarningIndicator);
    setIndicatorForegroundColor(QColor(0xbf, 0x87, 0x00), WarningIndicator);
    indicatorDefine(FullBoxIndicator, ClauseIndicator);
    setIndicatorForegroundColor(QColor(0xcf, 0x22, 0x2e, 60), ClauseIndicator);
    setIndicatorOutlineColor(QColor(0xcf, 0x22, 0x2e), ClauseIndicator);
    indicatorDefine(FullBoxIndicator, ChangeIndicator);
    setIndicatorForegroundColor(QColor(0x2d, 0xa4, 0x4e, 90), ChangeIndicator);
    setAnnotationDisplay(AnnotationBoxed);
    // Redo is Ctrl+Y and Ctrl+Shift+Z, as the Edit menu and the README say.
    if (QsciCommand* redo = standardCommands()->find(QsciCommand::Redo)) redo->setAlternateKey(QKeyCombination(Qt::CTRL | Qt::SHIFT, Qt::Key_Z).toCombined());
}

bool SourceEditor::event(QEvent* event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Escape && key->modifiers() == Qt::NoModifier) {
            event->ignore();   // the window's shortcut (Cancel) takes it when it is enabled
            return true;
        }
    }
    return QsciScintilla::event(event);
}

QByteArray SourceEditor::utf8Text() const { return text().toUtf8(); }

int SourceEditor::positionOf(quint32 byteOffset) const
{
    return std::clamp(static_cast<int>(byteOffset), 0, length());
}

int SourceEditor::lineOfOffset(quint32 byteOffset) const
{
    return static_cast<int>(SendScintilla(SCI_LINEFROMPOSITION, static_cast<unsigned long>(positionOf(byteOffset))));
}

void SourceEditor::fillIndicator(Indicator indicator, quint32 begin, quint32 end)
{
    const int from = positionOf(begin), to = positionOf(end);
    if (to <= from) return;
    SendScintilla(SCI_SETINDICATORCURRENT, static_cast<unsigned long>(indicator));
    SendScintilla(SCI_INDICATORFILLRANGE, static_cast<unsigned long>(from), static_cast<long>(to - from));
}

void SourceEditor::clearIndicator(Indicator indicator)
{
    SendScintilla(SCI_SETINDICATORCURRENT, static_cast<unsigned long>(indicator));
    SendScintilla(SCI_INDICATORCLEARRANGE, 0UL, static_cast<long>(length()));
}

void SourceEditor::markLine(Marker marker, int line)
{
    if (line >= 0 && line < lines()) markerAdd(line, marker);
}

void SourceEditor::clearMarker(Marker marker) { markerDeleteAll(marker); }

void SourceEditor::showLine(int line)
{
    if (line < 0) return;
    ensureLineVisible(line);
    const int visible = static_cast<int>(SendScintilla(SCI_LINESONSCREEN));
    setFirstVisibleLine(std::max(0, line - visible / 3));
}

void SourceEditor::setDiagnostics(const std::vector<Diagnostic>& diagnostics)
{
    clearIndicator(ErrorIndicator);
    clearIndicator(WarningIndicator);
    clearAnnotations();
    m_diagnosticCount = 0;
    std::map<int, QString> notes;  // line → annotation text
    for (const Diagnostic& d : diagnostics) {
        if (d.severity == Severity::Note) continue;
        ++m_diagnosticCount;
        const quint32 end = d.range.end > d.range.begin ? d.range.end : d.range.begin + 1;
        fillIndicator(d.severity == Severity::Error ? ErrorIndicator : WarningIndicator, d.range.begin, end);
        QString& note = notes[lineOfOffset(d.range.begin)];
        if (!note.isEmpty()) note += QLatin1Char('\n');
        note += (d.severity == Severity::Error ? tr("error: %1") : tr("warning: %1")).arg(QString::fromStdString(d.message));
    }
    for (const auto& [line, text] : notes) annotate(line, text, 0);
}

void SourceEditor::replaceTextUndoable(const QByteArray& text)
{
    const QByteArray old = utf8Text();
    int prefix = 0;
    while (prefix < old.size() && prefix < text.size() && old[prefix] == text[prefix]) ++prefix;
    int suffix = 0;
    while (suffix < old.size() - prefix && suffix < text.size() - prefix && old[old.size() - 1 - suffix] == text[text.size() - 1 - suffix]) ++suffix;
    beginUndoAction();
    SendScintilla(SCI_SETTARGETSTART, static_cast<unsigned long>(prefix));
    SendScintilla(SCI_SETTARGETEND, static_cast<unsigned long>(old.size() - suffix));
    const QByteArray middle = text.mid(prefix, text.size() - prefix - suffix);
    SendScintilla(SCI_REPLACETARGET, static_cast<unsigned long>(middle.size()), middle.constData());
    endUndoAction();
}

}  // namespace amend::ui
