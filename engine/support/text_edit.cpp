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
