// Unified diff (see diff.h). Edits of fixes are local, so one hunk spanning the first to the
// last differing line (common prefix and suffix lines removed) is minimal enough.
#include "repair/diff.h"

#include <algorithm>
#include <vector>

namespace amend::repair {

namespace {

// Lines with their terminators; `noNewline` tells whether the last one lacks '\n'.
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

void emit(std::string& out, char mark, const std::string& line)
{
    out += mark;
    out += line;
    if (line.empty() || line.back() != '\n') out += "\n\\ No newline at end of file\n";
}

}  // namespace

std::string unifiedDiff(const std::string& path, const std::string& before, const std::string& after, int context)
{
    if (before == after) return {};
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
    const std::size_t aCount = aEnd - start;
    const std::size_t bCount = bEnd - start;
    std::string out = "--- a/" + path + "\n+++ b/" + path + "\n";
    out += "@@ -" + std::to_string(aCount ? start + 1 : start) + "," + std::to_string(aCount) + " +" +
           std::to_string(bCount ? start + 1 : start) + "," + std::to_string(bCount) + " @@\n";
    for (std::size_t i = start; i < prefix; ++i) emit(out, ' ', a[i]);
    for (std::size_t i = prefix; i < a.size() - suffix; ++i) emit(out, '-', a[i]);
    for (std::size_t i = prefix; i < b.size() - suffix; ++i) emit(out, '+', b[i]);
    for (std::size_t i = a.size() - suffix; i < aEnd; ++i) emit(out, ' ', a[i]);
    return out;
}

}  // namespace amend::repair
