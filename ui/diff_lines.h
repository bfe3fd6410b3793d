// A unified diff (as repair::Fix::diff holds it) parsed into lines for display: which lines were
// removed, added or kept, their line numbers on each side, and for a removed line paired with
// an added one the changed byte span in each (so the view can mark changed words; a line that
// only moved or was re-indented is paired with its copy and has none). Pure data;
// the drawing is in diff_view.*.
#pragma once

#include <QByteArray>
#include <QVector>

namespace amend::ui {

struct DiffLine {
    enum class Kind { Header, Hunk, Context, Removed, Added };
    Kind kind = Kind::Context;
    QByteArray text;       // without the leading ' ', '-' or '+'
    int oldLine = 0;       // 1-based in the old file (0: none)
    int newLine = 0;       // 1-based in the new file (0: none)
    int changeBegin = -1;  // changed byte span in `text` when paired (else -1)
    int changeEnd = -1;
};

QVector<DiffLine> parseUnifiedDiff(const QByteArray& diff);

// The span [begin, end) of `a` that differs from `b` after removing their common prefix and
// suffix (whole words: the span is widened to identifier boundaries).
void changedSpan(const QByteArray& a, const QByteArray& b, int& beginA, int& endA, int& beginB, int& endB);

}  // namespace amend::ui
