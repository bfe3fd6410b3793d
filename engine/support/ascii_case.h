// Eiffel's names are case-insensitive (ECMA-367 8.2.3): class names compare in upper case,
// feature names in lower case. One spelling of the two conversions for every layer.
#pragma once

#include <string>
#include <string_view>

namespace amend::support {

inline std::string asciiUpper(std::string_view text)
{
    std::string s(text);
    for (char& c : s)
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    return s;
}

inline std::string asciiLower(std::string_view text)
{
    std::string s(text);
    for (char& c : s)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return s;
}

}  // namespace amend::support
