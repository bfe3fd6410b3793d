// Diffs (see diff.h).
#include "repair/diff.h"

#include <algorithm>
#include <cctype>

namespace amend::repair {

namespace {

// Lines with their terminators.
std::vector<std::string> splitLines(const std::string& text)
{
    std::vector<std::string> lines;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t nl = text.find('\n', at);
        const std::size_t end = nl == std::string::npos ? text.size() : nl + 1;
        lines.push_back(text.substr(at, end - at));
        at = end;
    }
    return lines;
}

DiffLine lineOf(DiffLine::Kind kind, const std::string& withTerminator, int oldLine, int newLine)
{
    DiffLine l;
    l.kind = kind;
    l.noNewline = withTerminator.empty() || withTerminator.back() != '\n';
    l.text = l.noNewline ? withTerminator : withTerminator.substr(0, withTerminator.size() - 1);
    l.oldLine = oldLine;
    l.newLine = newLine;
    return l;
}

bool isWordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

std::string trimmed(const std::string& s)
{
    std::size_t b = 0, e = s.size();
    while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
    while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
    return s.substr(b, e - b);
}

// Pairs each run of removed lines with the run of added lines that follows it and marks the
// changed words of each pair. A removed line that comes back re-indented (a statement wrapped in
// a new `if`) pairs with its copy and has no changed words; the other lines pair in order.
void markChangedWords(std::vector<DiffLine>& lines)
{
    const std::size_t n = lines.size();
    std::size_t i = 0;
    while (i < n) {
        if (lines[i].kind != DiffLine::Kind::Removed) {
            ++i;
            continue;
        }
        std::size_t removedEnd = i;
        while (removedEnd < n && lines[removedEnd].kind == DiffLine::Kind::Removed) ++removedEnd;
        std::size_t addedEnd = removedEnd;
        while (addedEnd < n && lines[addedEnd].kind == DiffLine::Kind::Added) ++addedEnd;
        std::vector<bool> used(addedEnd - removedEnd, false);
        std::vector<bool> paired(removedEnd - i, false);
        for (std::size_t r = i; r < removedEnd; ++r)
            for (std::size_t a = removedEnd; a < addedEnd; ++a)
                if (!used[a - removedEnd] && trimmed(lines[r].text) == trimmed(lines[a].text)) {
                    used[a - removedEnd] = true;
                    paired[r - i] = true;
                    break;
                }
        std::size_t next = removedEnd;
        for (std::size_t r = i; r < removedEnd; ++r) {
            if (paired[r - i]) continue;
            while (next < addedEnd && used[next - removedEnd]) ++next;
            if (next >= addedEnd) break;
            used[next - removedEnd] = true;
            DiffLine& a = lines[r];
            DiffLine& b = lines[next];
            changedSpan(a.text, b.text, a.changeBegin, a.changeEnd, b.changeBegin, b.changeEnd);
        }
        i = addedEnd;
    }
}

void appendLine(std::string& out, char mark, const DiffLine& line)
{
    out += mark;
    out += line.text;
    out += '\n';
    if (line.noNewline) out += "\\ No newline at end of file\n";
}

}  // namespace

std::string DiffHunk::header() const
{
    return "@@ -" + std::to_string(oldStart) + "," + std::to_string(oldCount) + " +" + std::to_string(newStart) + "," +
           std::to_string(newCount) + " @@";
}

void changedSpan(const std::string& a, const std::string& b, int& beginA, int& endA, int& beginB, int& endB)
{
    const int sa = static_cast<int>(a.size()), sb = static_cast<int>(b.size());
    int prefix = 0;
    while (prefix < sa && prefix < sb && a[static_cast<std::size_t>(prefix)] == b[static_cast<std::size_t>(prefix)]) ++prefix;
    int suffix = 0;
    while (suffix < sa - prefix && suffix < sb - prefix && a[static_cast<std::size_t>(sa - 1 - suffix)] == b[static_cast<std::size_t>(sb - 1 - suffix)])
        ++suffix;
    auto at = [](const std::string& s, int k) { return s[static_cast<std::size_t>(k)]; };
    // Widen to whole words.
    while (prefix > 0 && isWordChar(at(a, prefix - 1)) && ((prefix < sa && isWordChar(at(a, prefix))) || (prefix < sb && isWordChar(at(b, prefix)))))
        --prefix;
    while (suffix > 0 && isWordChar(at(a, sa - suffix)) &&
           ((sa - suffix - 1 >= prefix && isWordChar(at(a, sa - suffix - 1))) || (sb - suffix - 1 >= prefix && isWordChar(at(b, sb - suffix - 1)))))
        --suffix;
    beginA = prefix;
    endA = std::max(prefix, sa - suffix);
    beginB = prefix;
    endB = std::max(prefix, sb - suffix);
}

FileDiff diffTexts(const std::string& path, const std::string& before, const std::string& after, int context)
{
    FileDiff diff;
    diff.path = path;
    if (before == after) return diff;
    const std::vector<std::string> a = splitLines(before);
    const std::vector<std::string> b = splitLines(after);
    std::size_t prefix = 0;
    while (prefix < a.size() && prefix < b.size() && a[prefix] == b[prefix]) ++prefix;
    std::size_t suffix = 0;
    while (suffix < a.size() - prefix && suffix < b.size() - prefix && a[a.size() - 1 - suffix] == b[b.size() - 1 - suffix]) ++suffix;
    const std::size_t c = static_cast<std::size_t>(context);
    const std::size_t start = prefix > c ? prefix - c : 0;
    const std::size_t aEnd = std::min(a.size(), a.size() - suffix + c);
    const std::size_t bEnd = std::min(b.size(), b.size() - suffix + c);
    DiffHunk h;
    h.oldCount = static_cast<int>(aEnd - start);
    h.newCount = static_cast<int>(bEnd - start);
    h.oldStart = static_cast<int>(h.oldCount ? start + 1 : start);
    h.newStart = static_cast<int>(h.newCount ? start + 1 : start);
    using K = DiffLine::Kind;
    const int shift = static_cast<int>(b.size()) - static_cast<int>(a.size());   // new line = old line + shift after the change
    for (std::size_t i = start; i < prefix; ++i) h.lines.push_back(lineOf(K::Context, a[i], static_cast<int>(i + 1), static_cast<int>(i + 1)));
    for (std::size_t i = prefix; i < a.size() - suffix; ++i) h.lines.push_back(lineOf(K::Removed, a[i], static_cast<int>(i + 1), 0));
    for (std::size_t i = prefix; i < b.size() - suffix; ++i) h.lines.push_back(lineOf(K::Added, b[i], 0, static_cast<int>(i + 1)));
    for (std::size_t i = a.size() - suffix; i < aEnd; ++i)
        h.lines.push_back(lineOf(K::Context, a[i], static_cast<int>(i + 1), static_cast<int>(i + 1) + shift));
    markChangedWords(h.lines);
    diff.hunks.push_back(std::move(h));
    return diff;
}

std::string unifiedDiffText(const FileDiff& diff)
{
    if (diff.hunks.empty()) return {};
    std::string out = "--- a/" + diff.path + "\n+++ b/" + diff.path + "\n";
    for (const DiffHunk& h : diff.hunks) {
        out += h.header() + "\n";
        for (const DiffLine& l : h.lines) appendLine(out, l.kind == DiffLine::Kind::Context ? ' ' : l.kind == DiffLine::Kind::Removed ? '-' : '+', l);
    }
    return out;
}

FileDiff fixDiff(const Fix& fix)
{
    return diffTexts(fix.shownPath, fix.change.base ? *fix.change.base : std::string(), fix.newFileText());
}

std::string fixDiffText(const Fix& fix) { return unifiedDiffText(fixDiff(fix)); }

}  // namespace amend::repair
