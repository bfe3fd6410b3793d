// Prints syntax trees back as Eiffel source in the house layout (tabs, one instruction per
// line, spaces around operators and before argument lists). Used for diffs of fixes and for
// showing predicates. Printing then parsing gives an equal tree (round-trip tested).
#pragma once

#include "syntax/ast.h"

#include <string>

namespace amend::syntax {

std::string printType(const TypeMark& type);
std::string printExpr(const Expr& expr);
// Instructions are printed with `indent` leading tabs on every line, each line ending in '\n'.
std::string printInstr(const Instr& instr, int indent);
std::string printBody(const Body& body, int indent);
std::string printAssertion(const Assertion& assertion);

// Added for round-trip tests and whole-file output: a feature declaration (names at one tab,
// contracts and body below) and whole classes/modules in the house layout. Comments other
// than header comments, and notes other than the class description, are not reproduced.
std::string printFeature(const FeatureDecl& feature);
std::string printClass(const ClassDecl& cls);
std::string printModule(const Module& module);

}  // namespace amend::syntax
