// IVMP pattern descriptors (see ivmp_patterns.h).
#include "learning/ivmp_patterns.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <string_view>
#include <tuple>

namespace amend::learning {

namespace {

using analysis::MappedValue;
using analysis::ValueMappingPair;
using Pick = std::function<const MappedValue&(const ValueMappingPair&)>;

// "<", "=" or ">" if `a` against `b` compares that way in every pair, with values of one type;
// nullopt otherwise.
std::optional<const char*> sameComparison(const std::vector<ValueMappingPair>& pairs, const Pick& a, const Pick& b)
{
    std::optional<const char*> common;
    for (const ValueMappingPair& pair : pairs) {
        const MappedValue& x = a(pair);
        const MappedValue& y = b(pair);
        if (x.type != y.type || x.type != a(pairs.front()).type) return std::nullopt;
        const char* op = x.value < y.value ? "<" : x.value > y.value ? ">" : "=";
        if (common && *common != std::string_view(op)) return std::nullopt;
        common = op;
    }
    return common;
}

std::size_t smallest(const std::vector<ValueMappingPair>& pairs, std::vector<MappedValue> ValueMappingPair::*set)
{
    std::size_t n = (pairs.front().*set).size();
    for (const ValueMappingPair& pair : pairs) n = std::min(n, (pair.*set).size());
    return n;
}

}  // namespace

std::set<std::string> ivmpPatterns(const std::vector<ValueMappingPair>& pairs)
{
    std::set<std::string> out;
    if (pairs.empty()) return out;
    const std::size_t originals = smallest(pairs, &ValueMappingPair::original);
    const std::size_t alternates = smallest(pairs, &ValueMappingPair::alternate);
    auto name = [](const char* set, std::size_t width, std::size_t i) {
        return std::string(set) + (width > 1 ? " " + std::to_string(i + 1) : std::string());
    };
    auto add = [&](std::string left, std::optional<const char*> op, std::string right) {
        if (op) out.insert(left + " " + *op + " " + right);
    };
    // Within each set.
    for (auto [set, width, label] : {std::tuple{&ValueMappingPair::original, originals, "original"},
                                     std::tuple{&ValueMappingPair::alternate, alternates, "alternate"}}) {
        for (std::size_t i = 0; i < width; ++i)
            for (std::size_t j = i + 1; j < width; ++j)
                add(name(label, width, i),
                    sameComparison(
                        pairs, [set, i](const ValueMappingPair& p) -> const MappedValue& { return (p.*set)[i]; },
                        [set, j](const ValueMappingPair& p) -> const MappedValue& { return (p.*set)[j]; }),
                    name(label, width, j));
    }
    // Between the sets, position by position.
    for (std::size_t i = 0; i < std::min(originals, alternates); ++i)
        add(name("original", originals, i),
            sameComparison(
                pairs, [i](const ValueMappingPair& p) -> const MappedValue& { return p.original[i]; },
                [i](const ValueMappingPair& p) -> const MappedValue& { return p.alternate[i]; }),
            name("alternate", alternates, i));
    return out;
}

}  // namespace amend::learning
