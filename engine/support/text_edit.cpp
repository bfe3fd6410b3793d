// See text_edit.h.
#include "support/text_edit.h"

#include <algorithm>

namespace amend {

std::string applyEdits(const std::string& text, const std::vector<TextEdit>& edits, std::size_t from, std::size_t to)
{
    to = std::min(to, text.size());
    std::string out;
    std::size_t at = from;
    for (const TextEdit& e : edits) {
        out.append(text, at, e.begin - at);
        out += e.text;
        at = e.end;
    }
    if (at < to) out.append(text, at, to - at);
    return out;
}

std::string TextChange::result() const { return base ? applyEdits(*base, edits) : std::string(); }

std::optional<std::string> TextChange::applyTo(const std::string& current) const
{
    if (!base || current != *base) return std::nullopt;
    return applyEdits(current, edits);
}

std::optional<TextChange> TextChange::rebasedOnto(const TextChange& applied) const
{
    if (!base || !applied.base || *base != *applied.base) return std::nullopt;
    TextChange moved;
    moved.base = std::make_shared<const std::string>(applied.result());
    for (const TextEdit& e : edits) {
        std::int64_t shift = 0;
        for (const TextEdit& a : applied.edits) {
            if (e.begin <= a.end && a.begin <= e.end) return std::nullopt;   // overlapping or touching
            if (a.end <= e.begin) shift += static_cast<std::int64_t>(a.text.size()) - static_cast<std::int64_t>(a.end - a.begin);
        }
        moved.edits.push_back({static_cast<std::uint32_t>(e.begin + shift), static_cast<std::uint32_t>(e.end + shift), e.text});
    }
    return moved;
}

std::optional<std::uint32_t> TextChange::mapOffset(std::uint32_t offset) const
{
    std::int64_t shift = 0;
    for (const TextEdit& e : edits) {
        if (offset < e.begin) break;
        if (offset < e.end) return std::nullopt;
        shift += static_cast<std::int64_t>(e.text.size()) - static_cast<std::int64_t>(e.end - e.begin);
    }
    return static_cast<std::uint32_t>(offset + shift);
}

TextChange TextChange::inverted() const
{
    TextChange back;
    back.base = std::make_shared<const std::string>(result());
    std::int64_t shift = 0;
    for (const TextEdit& e : edits) {
        const auto begin = static_cast<std::uint32_t>(e.begin + shift);
        back.edits.push_back({begin, static_cast<std::uint32_t>(begin + e.text.size()), base->substr(e.begin, e.end - e.begin)});
        shift += static_cast<std::int64_t>(e.text.size()) - static_cast<std::int64_t>(e.end - e.begin);
    }
    return back;
}

std::int64_t TextChange::delta() const
{
    std::int64_t d = 0;
    for (const TextEdit& e : edits) d += static_cast<std::int64_t>(e.text.size()) - static_cast<std::int64_t>(e.end - e.begin);
    return d;
}

std::uint32_t TextChange::changedBegin() const { return edits.empty() ? 0 : edits.front().begin; }

std::uint32_t TextChange::changedEnd() const
{
    if (edits.empty()) return 0;
    return static_cast<std::uint32_t>(static_cast<std::int64_t>(edits.back().end) + delta());
}

}  // namespace amend
