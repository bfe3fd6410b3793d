// See text_check.h.
#include "support/text_check.h"

namespace amend {

std::optional<std::string> whyNotText(std::string_view bytes)
{
    std::size_t control = 0;
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(bytes[i]);
        if (c == 0) return "a NUL byte at offset " + std::to_string(i);
        const bool layout = c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
        if ((c < 0x20 && !layout) || c == 0x7F) ++control;
    }
    // 5 %: far above what a hand-written text holds (a stray escape or DOS end-of-file byte),
    // half of what random bytes hold (28 of 256 values, 11 %); binary formats hold more.
    if (control * 20 > bytes.size()) {
        return std::to_string(control) + " of its " + std::to_string(bytes.size()) + " bytes are control characters";
    }
    return std::nullopt;
}

}  // namespace amend
