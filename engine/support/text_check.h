// Whether the bytes of a file are text at all, checked before a file is lexed: a binary file
// (an image, an object file, random bytes named `.e') would otherwise produce one diagnostic
// per stray byte (733,826 for 2 MB of random bytes). Says why a file is not text, once.
// Encodings are not judged here: bytes >= 0x80 count as text (UTF-8, Latin-1 …).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace amend {

// Empty when `bytes` look like text; otherwise why not: a NUL byte, or more than 5 % control
// characters other than tab, line feed, carriage return, form feed and vertical tab.
std::optional<std::string> whyNotText(std::string_view bytes);

}  // namespace amend
