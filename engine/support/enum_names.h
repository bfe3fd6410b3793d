// Typed values read back from their names: each enum that is written as text (JSON, options)
// keeps one table of names indexed by the enum, and this one loop turns a name back into the value.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace amend {

// The value whose name is `name' in `names' (indexed by the enum), or nothing.
template <typename Enum, std::size_t N>
std::optional<Enum> enumNamed(const char* const (&names)[N], std::string_view name)
{
    for (std::size_t i = 0; i < N; ++i)
        if (name == names[i]) return static_cast<Enum>(i);
    return std::nullopt;
}

}  // namespace amend
