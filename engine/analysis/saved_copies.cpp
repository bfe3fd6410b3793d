// Finding saved copies and the comparisons with their sources (see saved_copies.h).
#include "analysis/saved_copies.h"

#include "analysis/expression_tools.h"
#include "syntax/printer.h"

#include <map>
#include <set>

namespace amend::analysis {

namespace {

struct Assignments {
    std::map<std::string, int> count;                        // local → assignments (any instruction)
    std::map<std::string, const syntax::Expr*> value;        // local → its (last seen) value
};

bool mentionsName(const syntax::Expr& e, const std::string& name)
{
    bool found = false;
    syntax::forEachNode(e, [&](const syntax::Expr& n) { found = found || (n.kind == syntax::ExprKind::Call && !n.target && n.name == name); });
    return found;
}

// Reads state: a call of a query or attribute (unqualified or on a target), not a literal or
// an expression of locals and arguments only.
bool readsState(const syntax::Expr& e, const std::set<std::string>& localNames)
{
    if (e.kind == syntax::ExprKind::Call) return e.target || !localNames.count(e.name);
    if (e.kind == syntax::ExprKind::Bracket) return true;
    for (const syntax::ExprPtr& a : e.args)
        if (a && readsState(*a, localNames)) return true;
    return false;
}

void scanInstr(const syntax::Instr& s, Assignments& out)
{
    using syntax::InstrKind;
    const bool assigns = s.kind == InstrKind::Assign || s.kind == InstrKind::AssignAttempt || s.kind == InstrKind::Create;
    if (assigns && s.target && s.target->kind == syntax::ExprKind::Call && !s.target->target) {
        ++out.count[s.target->name];
        out.value[s.target->name] = s.kind == InstrKind::Assign ? s.value.get() : nullptr;
    }
}

bool isComparison(syntax::BinaryOp op)
{
    using syntax::BinaryOp;
    return op == BinaryOp::Eq || op == BinaryOp::Ne || op == BinaryOp::Lt || op == BinaryOp::Le || op == BinaryOp::Gt ||
           op == BinaryOp::Ge;
}

}  // namespace

std::vector<SavedCopy> savedCopies(const syntax::FeatureDecl& routine)
{
    std::set<std::string> localNames;
    for (const syntax::LocalDecl& l : routine.locals) localNames.insert(l.name);
    for (const syntax::Argument& a : routine.arguments) localNames.insert(a.name);
    Assignments assignments;
    syntax::forEachInstruction(routine.body, [&](const syntax::Instr& s) { scanInstr(s, assignments); });
    std::vector<SavedCopy> copies;
    for (const syntax::LocalDecl& l : routine.locals) {
        const auto n = assignments.count.find(l.name);
        if (n == assignments.count.end() || n->second != 1) continue;
        const syntax::Expr* value = assignments.value[l.name];
        if (!value || mentionsName(*value, l.name) || !readsState(*value, localNames)) continue;
        copies.push_back({l.name, syntax::printExpr(*withoutParens(*value))});
    }
    return copies;
}

const SavedCopy* copyComparedWithSource(const syntax::Expr& predicate, const std::vector<SavedCopy>& copies)
{
    if (predicate.kind == syntax::ExprKind::Paren || (predicate.kind == syntax::ExprKind::Unary && predicate.unaryOp == syntax::UnaryOp::Not))
        return predicate.args.size() == 1 && predicate.args[0] ? copyComparedWithSource(*predicate.args[0], copies) : nullptr;
    if (predicate.kind != syntax::ExprKind::Binary || !isComparison(predicate.binaryOp) || predicate.args.size() != 2) return nullptr;
    const std::string left = syntax::printExpr(*withoutParens(*predicate.args[0]));
    const std::string right = syntax::printExpr(*withoutParens(*predicate.args[1]));
    for (const SavedCopy& c : copies)
        if ((left == c.copy && right == c.source) || (left == c.source && right == c.copy)) return &c;
    return nullptr;
}

}  // namespace amend::analysis
