// A snapshot predicate as a condition on the routine's entry state. Contract fixes put such a
// condition into a precondition, or under `old' in a weakened postcondition, but fault
// localization observes it at a body location (AutoFix paper, Section 4.1): after `hour := h',
// the snapshot `hour > 23' speaks of the argument `h', not of the attribute's value on entry.
// The predicate is carried back to the entry through the assignments on the path to its
// location, as the path-based weakest precondition does (path-based WP paper, Section 3, for
// assignments); when an earlier instruction may change what it reads in another way (a call, a
// loop's earlier iterations, a branch not on the path) there is no entry condition.
#pragma once

#include "sema/ir.h"
#include "syntax/ast.h"

#include <cstdint>
#include <optional>
#include <set>
#include <string>

namespace amend::synthesis {

// `predicate' (read just before the instruction that starts at byte `location' of the body; past
// the body's end: on exit) rewritten over the entry state: each assignment `x := e' on the path
// to the location replaces `x' by `e', from the last to the first. Nullopt when an instruction
// that may run before the location changes a name the predicate reads other than by a plain
// assignment on the path: a name assigned in a branch off the path or in a loop's earlier
// iterations, an attribute after a call on Current, anything read through a target (`t.count',
// `a [i]') after any call. `arguments' are the routine's argument names (lower case): a call
// cannot change them, only the objects they refer to.
// `inertCalls': where the call instructions that change no state begin (AutoProof's `wrap',
// `unwrap' and other annotations, which only open and close the object).
std::optional<syntax::ExprPtr> predicateAtEntry(const syntax::Expr& predicate, const syntax::Body& body, std::uint32_t location,
                                                const std::set<std::string>& arguments, const std::set<std::uint32_t>& inertCalls = {});

// The entry conditions of one routine's snapshot predicates: its argument names and inert
// calls, found once for all of them.
class EntryConditions {
public:
    EntryConditions(const syntax::FeatureDecl& decl, const ir::Routine& routine);

    // The condition that excludes the failing runs of snapshot predicate `predicate' (printed as
    // `printed'; `value': the value it had in them; read before byte `location'), over the entry
    // state (readsOnlyEntryState), printed; empty when it has none.
    std::string of(const syntax::Expr& predicate, const std::string& printed, bool value, std::uint32_t location) const;

private:
    const syntax::FeatureDecl& m_decl;
    const ir::Routine& m_routine;
    std::set<std::string> m_arguments;
    std::set<std::uint32_t> m_inertCalls;   // call instructions the checker lowered to no call
};

}  // namespace amend::synthesis
