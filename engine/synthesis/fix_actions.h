// Fix actions (AutoFix paper, Section 4.3) for a snapshot <l, p, v>: instructions that can
// change the value of p at l.
//  - setting (4.3.1): Boolean targets b := True / False / not b; integer targets e := 0, 1, -1,
//    e + 1, e - 1 and the extremal values of linear constraints (constraint_solving.h); for an
//    equality `a = o' in p whose side `a' is an attribute of Current, a := o;
//    reference targets and non-writable Boolean queries: argumentless commands of the target's
//    class (forth, back, start, finish …), those a behavioral model of the passing runs shows
//    changing p first when a model is given;
//  - replacement (4.3.2): the instruction at l with an occurrence of a Boolean sub-expression of
//    p replaced by True, False, not e, or of an integer one by 0, 1, -1, e + 1, e - 1.
#pragma once

#include "sema/program.h"
#include "synthesis/candidate.h"
#include "syntax/ast.h"

#include <string>
#include <vector>

namespace amend::synthesis {

class RoutineText;

enum class ValueKind : std::uint8_t { Unknown, Boolean, Integer, Reference };

// What the entities of a routine are (arguments, locals, Result, Current's features).
class EntityTypes {
public:
    EntityTypes(const sema::Program& program, const sema::FeatureInfo& feature);
    // The kind of an unqualified name (or "result"); Unknown when not an entity.
    ValueKind kindOf(const std::string& name) const;
    bool isWritable(const std::string& name) const;  // local, Result or attribute of Current
    bool isAttribute(const std::string& name) const; // attribute of Current, not hidden by an argument or local
    // The class of an entity of reference type (null if unknown or not a reference).
    const sema::ClassInfo* classOf(const std::string& name) const;
    // The kind of an expression as far as it can be told from syntax and entities.
    ValueKind kindOf(const syntax::Expr& expr) const;
    const sema::ClassInfo* currentClass() const { return m_feature.owner; }

private:
    const sema::Type* typeOf(const std::string& name) const;
    const sema::Program& m_program;
    const sema::FeatureInfo& m_feature;
};

struct FixAction {
    std::string text;          // one instruction, e.g. "idx := idx - 1" or "go_i_th (idx - 1)"
    bool isReplacement = false;  // a modified copy of the instruction at l (4.3.2)
    ActionKind kind = ActionKind::Command;
};

// Argumentless commands of `cls` usable from `client` (not creation-only, not `routine` itself).
std::vector<const sema::FeatureInfo*> argumentlessCommands(const sema::ClassInfo& cls, const sema::ClassInfo* client,
                                                           const sema::FeatureInfo* exclude);

// Setting and replacement actions of the snapshot predicate `p` at the instruction `at`.
// `commandOrder` (optional) lists command names by preference (behavioral model); commands not
// in it come after, in declaration order.
std::vector<FixAction> fixActions(const sema::Program& program, const sema::FeatureInfo& feature, const RoutineText& text,
                                  const syntax::Expr& p, const syntax::Instr& at,
                                  const std::vector<std::string>& commandOrder = {});

// Mutants of one expression (the replacement heuristics applied to the expression itself and to
// its sub-expressions, plus comparison operators swapped among < <= > >= = /=), as
// (begin, end, text) edits of the original source.
struct ExprMutation {
    std::uint32_t begin = 0;
    std::uint32_t end = 0;
    std::string text;
    std::string description;  // "`>=' → `>'"
    ActionKind kind = ActionKind::Replacement;  // or ConstantReplacement
};
std::vector<ExprMutation> expressionMutations(const RoutineText& text, const EntityTypes& types, const syntax::Expr& expr);

// The sub-expressions sub(l) of an instruction (4.3.2): a condition, an assignment's source or
// a call's actual arguments.
std::vector<const syntax::Expr*> locationExpressions(const syntax::Instr& instr);

}  // namespace amend::synthesis
