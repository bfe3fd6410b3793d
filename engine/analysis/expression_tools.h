// Small helpers on syntax expressions shared by predicate construction and fault localization:
// building nodes programmatically, removing parentheses, the sub-expression set sub(e) of
// AutoFix paper, Section 4.2.1, and substituting actual arguments into a callee's clause.
#pragma once

#include "syntax/ast.h"

#include <map>
#include <string>
#include <vector>

namespace amend::analysis {

syntax::ExprPtr makeName(const std::string& name, syntax::ExprPtr target = nullptr);
syntax::ExprPtr makeInteger(std::int64_t value);
syntax::ExprPtr makeVoid();
syntax::ExprPtr makeBinary(syntax::BinaryOp op, syntax::ExprPtr left, syntax::ExprPtr right);
syntax::ExprPtr makeNot(syntax::ExprPtr operand);

// A deep copy without Paren nodes (the printer adds the parentheses the structure needs), so
// that equal expressions print equally.
syntax::ExprPtr withoutParens(const syntax::Expr& expr);

// Section 4.2.1: sub(e) contains e; for a query call t.q (a1, …, am) in sub(e), t and every ai
// are in sub(e); infix and prefix operators are query calls on their left/only operand
// (a + b = a.plus (b)), a [i] is a call on a. Unqualified calls have the implicit target Current,
// which is NOT counted: the paper's examples (eprox (i <= count, 0 <= i <= count + 1) = 2,
// edep (index, index = 0) = 1/3) only come out that way. Elements are the printed texts,
// sorted and unique.
std::vector<std::string> subExpressionKeys(const syntax::Expr& expr);

// The clause of a called routine as seen from the caller: unqualified feature calls and
// Current get the call's target (when it has one), formal arguments (by name) become the actual
// arguments. `target` may be null (unqualified call: Current stays Current).
syntax::ExprPtr substituteCall(const syntax::Expr& clause, const syntax::Expr* target,
                               const std::map<std::string, const syntax::Expr*>& actuals);

}  // namespace amend::analysis
