// See diff_lines.h.
#include "diff_lines.h"

#include <QList>
#include <QRegularExpression>

#include <algorithm>
#include <cctype>
#include <vector>

namespace amend::ui {

namespace {

bool isWordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Pairs each run of removed lines with the run of added lines that follows it.
void markChangedWords(QVector<DiffLine>& lines)
{
    int i = 0;
    const int n = lines.size();
    while (i < n) {
        if (lines[i].kind != DiffLine::Kind::Removed) {
            ++i;
            continue;
        }
        int removedEnd = i;
        while (removedEnd < n && lines[removedEnd].kind == DiffLine::Kind::Removed) ++removedEnd;
        int addedEnd = removedEnd;
        while (addedEnd < n && lines[addedEnd].kind == DiffLine::Kind::Added) ++addedEnd;
        // A removed line that comes back re-indented (a statement wrapped in a new `if`) pairs
        // with its copy and has no changed words; the other lines pair in order.
        std::vector<bool> used(static_cast<std::size_t>(addedEnd - removedEnd), false);
        std::vector<int> partner(static_cast<std::size_t>(removedEnd - i), -1);
        for (int r = i; r < removedEnd; ++r)
            for (int a = removedEnd; a < addedEnd; ++a)
                if (!used[static_cast<std::size_t>(a - removedEnd)] && lines[r].text.trimmed() == lines[a].text.trimmed()) {
                    used[static_cast<std::size_t>(a - removedEnd)] = true;
                    partner[static_cast<std::size_t>(r - i)] = a;
                    break;
                }
        int next = removedEnd;
        for (int r = i; r < removedEnd; ++r) {
            if (partner[static_cast<std::size_t>(r - i)] >= 0) continue;
            while (next < addedEnd && used[static_cast<std::size_t>(next - removedEnd)]) ++next;
            if (next >= addedEnd) break;
            used[static_cast<std::size_t>(next - removedEnd)] = true;
            DiffLine& a = lines[r];
            DiffLine& b = lines[next];
            changedSpan(a.text, b.text, a.changeBegin, a.changeEnd, b.changeBegin, b.changeEnd);
        }
        i = addedEnd;
    }
}

}  // namespace

void changedSpan(const QByteArray& a, const QByteArray& b, int& beginA, int& endA, int& beginB, int& endB)
{
    int prefix = 0;
    while (prefix < a.size() && prefix < b.size() && a[prefix] == b[prefix]) ++prefix;
    int suffix = 0;
    while (suffix < a.size() - prefix && suffix < b.size() - prefix && a[a.size() - 1 - suffix] == b[b.size() - 1 - suffix]) ++suffix;
    // Widen to whole words.
    while (prefix > 0 && isWordChar(a[prefix - 1]) && ((prefix < a.size() && isWordChar(a[prefix])) || (prefix < b.size() && isWordChar(b[prefix]))))
        --prefix;
    while (suffix > 0 && isWordChar(a[a.size() - suffix]) &&
           ((a.size() - suffix - 1 >= prefix && isWordChar(a[a.size() - suffix - 1])) || (b.size() - suffix - 1 >= prefix && isWordChar(b[b.size() - suffix - 1]))))
        --suffix;
    beginA = prefix;
    endA = std::max(prefix, static_cast<int>(a.size()) - suffix);
    beginB = prefix;
    endB = std::max(prefix, static_cast<int>(b.size()) - suffix);
}

QVector<DiffLine> parseUnifiedDiff(const QByteArray& diff)
{
    static const QRegularExpression hunk(QStringLiteral("^@@ -(\\d+)(?:,\\d+)? \\+(\\d+)(?:,\\d+)? @@"));
    QVector<DiffLine> lines;
    int oldLine = 0, newLine = 0;
    QList<QByteArray> raw = diff.split('\n');
    if (!raw.isEmpty() && raw.last().isEmpty()) raw.removeLast();
    for (const QByteArray& l : raw) {
        DiffLine d;
        if (l.startsWith("--- ") || l.startsWith("+++ ")) {
            d.kind = DiffLine::Kind::Header;
            d.text = l;
        } else if (l.startsWith("@@")) {
            d.kind = DiffLine::Kind::Hunk;
            d.text = l;
            const QRegularExpressionMatch m = hunk.match(QString::fromUtf8(l));
            if (m.hasMatch()) {
                oldLine = m.captured(1).toInt();
                newLine = m.captured(2).toInt();
            }
        } else if (l.startsWith('-')) {
            d.kind = DiffLine::Kind::Removed;
            d.text = l.mid(1);
            d.oldLine = oldLine++;
        } else if (l.startsWith('+')) {
            d.kind = DiffLine::Kind::Added;
            d.text = l.mid(1);
            d.newLine = newLine++;
        } else if (l.startsWith('\\')) {
            continue;  // "\ No newline at end of file"
        } else {
            d.kind = DiffLine::Kind::Context;
            d.text = l.mid(1);
            d.oldLine = oldLine++;
            d.newLine = newLine++;
        }
        lines.push_back(d);
    }
    markChangedWords(lines);
    return lines;
}

}  // namespace amend::ui
