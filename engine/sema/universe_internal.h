// Helpers shared by the step-2 files (program.cpp, resolve_type.cpp, universe*.cpp) and not
// part of the public sema interface.
#pragma once

#include "sema/program.h"

#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace amend::sema::detail {

// `declared` with formal number i of `owner` replaced by actuals[i] (a `detachable G` gives a
// detachable actual) and LikeCurrent by `current` when `current` is not null.
const Type* substituteFormals(TypeTable& types, const Type* declared, const ClassInfo* owner,
                              const std::vector<const Type*>& actuals, const Type* current);

// Reports actual generic parameters of `type` (recursively) that do not conform to their
// constraints. Needs Program::conformanceReady. Returns false if something was reported.
// The classes whose queries the qualified anchors in `cls''s signatures name (`like {T}.f', and
// `like a.b' with `a' an argument or own feature declared of a class type): flattened before it.
std::vector<const ClassInfo*> classesOfQualifiedAnchors(const Program& program, const ClassInfo& cls);
bool checkGenericConstraints(const Program& program, const Type* type, const SourceRange& range, DiagnosticSink& sink);

// One parent link of a class being built: the parent type in the heir's formals, the clause
// that introduced it (null for the implicit ANY) and whether it is conforming.
struct ParentLink {
    const Type* type = nullptr;
    const syntax::Parent* clause = nullptr;
    bool conforming = true;
};

// State kept across classes while building feature tables.
struct FlattenState {
    std::unordered_map<const FeatureInfo*, std::vector<int>> seeds;  // every routine id a feature answers
    std::set<std::pair<int, std::uint32_t>> reportedClientLists;      // client lists already diagnosed
};

// Flattens one class (its parents are done): feature table, seeds, dispatch entries, slots.
void flattenClass(Program& program, ClassInfo& cls, const std::vector<ParentLink>& parents,
                  FlattenState& state, DiagnosticSink& sink);

// "`name'" as used in messages.
inline std::string inQuotes(std::string_view name) { return "`" + std::string(name) + "'"; }
// An unknown class in an export or creation client list is tolerated, as EiffelStudio does
// (ECMA's validity rules constrain types, and a client list names classes, not types): it
// grants access to nobody, and a warning says so.
inline std::string unknownClientMessage(const std::string& name)
{
    return "unknown class " + inQuotes(name) + " in client list: it grants no access";
}

}  // namespace amend::sema::detail
