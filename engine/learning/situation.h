// A debugging situation as BugFix describes it (Jeffrey et al.): an unordered set of descriptors, each
// a kind and an abstract value with the program's names left out, so that a situation met in one
// program is recognized in another. Descriptors: the tokens of the statement at the fix location
// and of the violated clause (statement structure), the value patterns of the snapshots that
// localized the fault (predicate shape and value), the violation kind, the routine's shape
// (loop, branch, multiple exits…), and the IVMP patterns of the fix's original and angelic values
// in the failing runs (ivmp_patterns.h; Nopol's fixes carry them, repair::Fix::valueMappings).
// Deliberately not here: what a fix does (fix_description.h), rules (knowledge_base.h).
#pragma once

#include "analysis/fault_input.h"
#include "analysis/snapshot.h"
#include "repair/fix.h"

#include <optional>
#include <set>
#include <string>
#include <string_view>

namespace amend::learning {

// What a descriptor describes. A new one: a value here and its name in descriptorKindNames.
enum class DescriptorKind : std::uint8_t {
    StatementToken,   // a token of the statement at the fix location: "if", "<=", "int", "name"
    ClauseToken,      // a token of the violated clause
    ValuePattern,     // a localizing snapshot: its predicate's shape and value, "name > name = False"
    Violation,        // the violation kind: "precondition", "void_call", …
    RoutineShape,     // "loop", "branch", "call", "creation", "function", "procedure"
    Ivmp,             // original against alternate values across failing runs: "original < alternate"
};
inline constexpr const char* descriptorKindNames[] = {"statement", "clause", "value", "violation", "routine", "ivmp"};
const char* descriptorKindName(DescriptorKind kind);
std::optional<DescriptorKind> descriptorKindNamed(std::string_view name);

struct Descriptor {
    DescriptorKind kind = DescriptorKind::StatementToken;
    std::string value;
    auto operator<=>(const Descriptor&) const = default;
    std::string text() const;   // "statement:<=" (for people and for rule keys)
};

using Situation = std::set<Descriptor>;

// The tokens of Eiffel text with names abstracted: keywords and symbols as written, identifiers
// as "name", numbers other than 0 and 1 as "int" / "real", strings and characters as "string" /
// "char". Text that does not lex gives the tokens before the error.
std::set<std::string> abstractTokens(std::string_view text);

// The situation of `fix` for `fault` (localized as `localization`, the first `snapshots` value
// patterns taken) in `program`.
Situation describeSituation(const sema::Program& program, const analysis::FaultUnderRepair& fault,
                            const analysis::FaultLocalization& localization, const repair::Fix& fix, int snapshots = 3);

}  // namespace amend::learning
