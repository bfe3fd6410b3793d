// The source editor: QScintilla with the Eiffel lexer, line numbers, folding, markers for the
// failure, the fix and the traced line, and diagnostics (squiggles with the message shown inline
// below the line). Engine offsets are UTF-8 byte offsets into the text the engine compiled; the
// editor's document is UTF-8 too, so positionOf() is the one place converting between them.
// It does not compile or check anything itself (the window's checker does).
#pragma once

#include "support/diagnostics.h"

#include <Qsci/qsciscintilla.h>

namespace amend::ui {

class EiffelLexer;

class SourceEditor : public QsciScintilla {
    Q_OBJECT
public:
    enum Marker { FailureMarker = 1, FixMarker = 2, TraceMarker = 3, SnapshotMarker = 4, FailureArrow = 5, TraceArrow = 6 };
    enum Indicator { ErrorIndicator = 8, WarningIndicator = 9, ClauseIndicator = 10, ChangeIndicator = 11 };

    explicit SourceEditor(QWidget* parent = nullptr);

    const QString& filePath() const { return m_path; }
    void setFilePath(const QString& path) { m_path = path; }
    QByteArray utf8Text() const;

    int positionOf(quint32 byteOffset) const;   // engine offset → Scintilla position
    int lineOfOffset(quint32 byteOffset) const; // 0-based line

    // Marks [begin, end) with an indicator; clearIndicator removes it everywhere.
    void fillIndicator(Indicator indicator, quint32 begin, quint32 end);
    void clearIndicator(Indicator indicator);
    void markLine(Marker marker, int line);      // 0-based; several lines may carry a marker
    void clearMarker(Marker marker);
    void showLine(int line);                     // scrolls so that `line` (0-based) is visible, centred

    // Diagnostics of this file (ranges into its text): squiggles and inline annotations.
    void setDiagnostics(const std::vector<Diagnostic>& diagnostics);
    int diagnosticCount() const { return m_diagnosticCount; }

    // Replaces the whole text by `text` as ONE undoable step, changing only the differing middle
    // part (so markers and the scroll position elsewhere stay).
    void replaceTextUndoable(const QByteArray& text);

protected:
    // Esc belongs to the window (Cancel), not to Scintilla's "cancel a selection mode".
    bool event(QEvent* event) override;

private:
    QString m_path;
    EiffelLexer* m_lexer;
    int m_diagnosticCount = 0;
};

}  // namespace amend::ui
