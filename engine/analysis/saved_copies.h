// Saved copies (beyond the AutoFix paper): a routine that stores `x := e` in a local and later uses x
// where a contract fails may be using a stale copy: the state that e was read from changed in
// between. The paper's running example is one: move_item saves `idx := index`, searches and
// `remove`s (which shifts the positions after the removed item), then calls `go_i_th (idx)`.
// Comparing the copy with the current value of its source (`idx > index`) tells whether and
// how the copy went stale, which is why fault localization treats such a comparison as close
// to a violated clause that mentions the copy (localization.cpp), although it shares only one
// sub-expression with the clause.
//
// Only locals assigned exactly once, from an expression that reads state (a query or
// attribute, possibly qualified) and does not mention the local itself, count as copies:
// loop counters and accumulators are not snapshots of anything.
#pragma once

#include "syntax/ast.h"

#include <string>
#include <vector>

namespace amend::analysis {

struct SavedCopy {
    std::string copy;    // the local's name ("idx")
    std::string source;  // the source expression, printed without parentheses ("index")
};

std::vector<SavedCopy> savedCopies(const syntax::FeatureDecl& routine);

// The saved copy that `predicate` compares with its own source (= /= < <= > >=, possibly
// negated), or null.
const SavedCopy* copyComparedWithSource(const syntax::Expr& predicate, const std::vector<SavedCopy>& copies);

}  // namespace amend::analysis
