// Text edits as data (clangd's TextEdit): a replacement of a half-open byte range by new text,
// and a change made of such edits that keeps the text it was computed against, so applying it to
// any other text is refused instead of corrupting it. The one place where edits meet text:
// fixes are built, shown, replayed and accepted through it. It knows nothing of Eiffel.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace amend {

// [begin, end) (byte offsets, half-open) replaced by `text`.
struct TextEdit {
    std::uint32_t begin = 0;
    std::uint32_t end = 0;
    std::string text;
};

// The part [from, to) of `text` with `edits` applied (sorted, disjoint, every one inside [from, to);
// offsets into `text`). `to` beyond the text means its end.
std::string applyEdits(const std::string& text, const std::vector<TextEdit>& edits, std::size_t from = 0,
                       std::size_t to = std::string::npos);

// Edits of one text together with that text.
struct TextChange {
    std::shared_ptr<const std::string> base;   // the text the edits were computed against
    std::vector<TextEdit> edits;               // sorted, disjoint, offsets into *base

    // *base with the edits applied (empty without a base).
    std::string result() const;
    // The edits applied to `current`; nullopt when `current` is not the text they were computed
    // against (the caller says so to the user).
    std::optional<std::string> applyTo(const std::string& current) const;
    // Bytes the edits add (negative when they remove).
    std::int64_t delta() const;
    // [begin, end) in result() covering every edit's new text (begin == end when nothing changes).
    std::uint32_t changedBegin() const;
    std::uint32_t changedEnd() const;
    // These edits moved onto the text `applied` produced (both computed against the same base):
    // edits after an applied one shift by what it added; nullopt when an edit overlaps or touches
    // an applied one (the two changes conflict) or the bases differ.
    std::optional<TextChange> rebasedOnto(const TextChange& applied) const;
    // The change that takes result() back to *base.
    TextChange inverted() const;
    // Where `offset` of *base is in result(); nullopt inside a replaced range.
    std::optional<std::uint32_t> mapOffset(std::uint32_t offset) const;
};

}  // namespace amend
