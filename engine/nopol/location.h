// A place where Nopol may change a condition: an If condition, a Loop exit condition (`until`)
// or a statement that may need a guard (`if cond then stmt end`, for missing preconditions).
// Shared by angelic localization, value collection and patching.
#pragma once

#include "analysis/technique_evidence.h"
#include "sema/ir.h"
#include "syntax/ast.h"

#include <string>
#include <vector>

namespace amend::nopol {

using LocationKind = analysis::ConditionSite;  // IfCondition, LoopExit, Guard
const char* locationKindName(LocationKind kind);  // "if condition", "loop exit condition", "guard"

struct NopolLocation {
    LocationKind kind = LocationKind::IfCondition;
    const ir::Instr* instr = nullptr;       // in the original routine (If / Loop / guarded statement)
    int condIndex = 0;                      // If: index of the condition (elseif parts)
    const syntax::Instr* syntaxInstr = nullptr;  // the same instruction in the routine's syntax
    SourceRange range;                      // the condition (If, Loop) or the statement (Guard)
    std::vector<std::string> acrossNames;   // iteration variables in scope at this location
    double suspiciousness = 0;              // Ochiai
    int line = 0;
};

}  // namespace amend::nopol
