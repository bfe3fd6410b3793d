// Interesting value mapping pairs (IVMP, BugFix after Jeffrey et al.): at one statement instance of a failing run,
// the values the run used there (original) and different values that make the run pass when put
// in their place (alternate). Nopol's angelic fix localization finds them for conditions (one
// Boolean each); learning from decisions describes a situation by how they compare.
#pragma once

#include <cstdint>
#include <vector>

namespace amend::analysis {

// One value of a mapping. Values of different types do not compare (ivmp patterns skip them).
struct MappedValue {
    enum class Type : std::uint8_t { Boolean, Integer };
    Type type = Type::Boolean;
    std::int64_t value = 0;  // Boolean: 0 = False, 1 = True (False < True)
    static MappedValue boolean(bool b) { return {Type::Boolean, b ? 1 : 0}; }
    static MappedValue integer(std::int64_t i) { return {Type::Integer, i}; }
    bool operator==(const MappedValue&) const = default;
};

// The original and alternate values at one statement instance, position by position.
struct ValueMappingPair {
    std::vector<MappedValue> original;
    std::vector<MappedValue> alternate;
    bool operator==(const ValueMappingPair&) const = default;
};

}  // namespace amend::analysis
