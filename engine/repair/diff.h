// Diffs of a whole file against an edited copy, the one renderer for the command line, JSON and
// the window: structured hunks (lines with their numbers on each side, and for a removed line
// paired with an added one the changed words) and their text as a unified diff with
// `--- a/PATH` / `+++ b/PATH` headers and three lines of context, which `git apply` and
// `patch -p1` accept. Edits of fixes are local, so one hunk spanning the first to the last
// differing line (common prefix and suffix lines removed) is minimal enough.
#pragma once

#include "repair/fix.h"

#include <string>
#include <vector>

namespace amend::repair {

struct DiffLine {
    enum class Kind : std::uint8_t { Context, Removed, Added };
    Kind kind = Kind::Context;
    std::string text;        // without its '\n'
    int oldLine = 0;         // 1-based in the old file (0: not on that side)
    int newLine = 0;         // 1-based in the new file (0: not on that side)
    int changeBegin = -1;    // changed byte span in `text` when paired with a line of the other
    int changeEnd = -1;      // side (-1: none; a moved or re-indented line has none)
    bool noNewline = false;  // the file's last line, without a '\n'
};

struct DiffHunk {
    int oldStart = 0, oldCount = 0;   // as in "@@ -oldStart,oldCount +newStart,newCount @@"
    int newStart = 0, newCount = 0;
    std::vector<DiffLine> lines;
    std::string header() const;       // "@@ -10,3 +10,4 @@"
};

struct FileDiff {
    std::string path;                 // as the headers name the file
    std::vector<DiffHunk> hunks;      // empty when the texts are equal
};

FileDiff diffTexts(const std::string& path, const std::string& before, const std::string& after, int context = 3);
// The unified diff text (empty when there is no hunk).
std::string unifiedDiffText(const FileDiff& diff);
// The diff of a fix: its file (as shown) before and after its edits.
FileDiff fixDiff(const Fix& fix);
std::string fixDiffText(const Fix& fix);

// The span [begin, end) of `a` that differs from `b` after removing their common prefix and
// suffix, widened to whole words (identifier characters); likewise in `b`.
void changedSpan(const std::string& a, const std::string& b, int& beginA, int& endA, int& beginB, int& endB);

}  // namespace amend::repair
