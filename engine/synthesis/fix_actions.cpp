// Fix actions by setting and by replacement (see fix_actions.h).
#include "synthesis/fix_actions.h"

#include "synthesis/routine_text.h"
#include "syntax/printer.h"

#include <algorithm>
#include <set>

namespace amend::synthesis {

namespace {

ValueKind kindOfType(const sema::Type* type)
{
    if (!type) return ValueKind::Unknown;
    switch (type->basic()) {
    case sema::BasicKind::Boolean: return ValueKind::Boolean;
    case sema::BasicKind::Integer32:
    case sema::BasicKind::Integer64:
    case sema::BasicKind::Natural32: return ValueKind::Integer;
    case sema::BasicKind::None: return type->isClass() || type->isFormal() ? ValueKind::Reference : ValueKind::Unknown;
    default: return ValueKind::Unknown;
    }
}

bool isComparison(syntax::BinaryOp op)
{
    using B = syntax::BinaryOp;
    return op == B::Lt || op == B::Le || op == B::Gt || op == B::Ge || op == B::Eq || op == B::Ne;
}

bool isArithmetic(syntax::BinaryOp op)
{
    using B = syntax::BinaryOp;
    return op == B::Plus || op == B::Minus || op == B::Times || op == B::IntDiv || op == B::Mod;
}

bool isBooleanOp(syntax::BinaryOp op)
{
    using B = syntax::BinaryOp;
    return op == B::And || op == B::Or || op == B::Xor || op == B::AndThen || op == B::OrElse || op == B::Implies;
}

}  // namespace

EntityTypes::EntityTypes(const sema::Program& program, const sema::FeatureInfo& feature) : m_program(program), m_feature(feature) {}

const sema::Type* EntityTypes::typeOf(const std::string& name) const
{
    const ir::Routine* r = m_feature.routine;
    if (name == "result") return r ? r->resultType : m_feature.type;
    if (r) {
        for (std::size_t i = 0; i < r->slotNames.size() && i < r->slotTypes.size(); ++i)
            if (r->slotNames[i] == name) return r->slotTypes[i];
    }
    if (m_feature.owner) {
        const sema::FeatureInfo* f = m_feature.owner->feature(name);
        if (f && f->argTypes.empty()) return f->type;
    }
    return nullptr;
}

ValueKind EntityTypes::kindOf(const std::string& name) const { return kindOfType(typeOf(name)); }

bool EntityTypes::isAttribute(const std::string& name) const
{
    if (name == "result") return false;
    if (const ir::Routine* r = m_feature.routine)
        for (const std::string& slot : r->slotNames)
            if (slot == name) return false;   // an argument or local hides the attribute
    const sema::FeatureInfo* f = m_feature.owner ? m_feature.owner->feature(name) : nullptr;
    return f && f->kind == sema::FeatureInfo::Kind::Attribute;
}

bool EntityTypes::isWritable(const std::string& name) const
{
    if (name == "result") return m_feature.type != nullptr;
    const ir::Routine* r = m_feature.routine;
    if (r) {
        for (std::size_t i = 0; i < r->slotNames.size(); ++i)
            if (r->slotNames[i] == name) return static_cast<int>(i) >= r->argCount;
    }
    if (m_feature.owner) {
        const sema::FeatureInfo* f = m_feature.owner->feature(name);
        return f && f->kind == sema::FeatureInfo::Kind::Attribute;
    }
    return false;
}

const sema::ClassInfo* EntityTypes::classOf(const std::string& name) const
{
    const sema::Type* t = typeOf(name);
    if (kindOfType(t) != ValueKind::Reference) return nullptr;
    return m_program.baseClass(t);
}

ValueKind EntityTypes::kindOf(const syntax::Expr& e) const
{
    using K = syntax::ExprKind;
    switch (e.kind) {
    case K::IntegerLit: return ValueKind::Integer;
    case K::BoolLit: return ValueKind::Boolean;
    case K::VoidLit:
    case K::CurrentRef:
    case K::StringLit: return ValueKind::Reference;
    case K::ResultRef: return kindOf(std::string("result"));
    case K::ObjectTest:
    case K::Quantifier: return ValueKind::Boolean;
    case K::Paren: return e.args.empty() ? ValueKind::Unknown : kindOf(*e.args[0]);
    case K::Old: return e.args.empty() ? ValueKind::Unknown : kindOf(*e.args[0]);
    case K::Unary:
        if (e.unaryOp == syntax::UnaryOp::Not) return ValueKind::Boolean;
        return e.args.empty() ? ValueKind::Unknown : kindOf(*e.args[0]);
    case K::Binary:
        if (isComparison(e.binaryOp) || isBooleanOp(e.binaryOp)) return ValueKind::Boolean;
        if (isArithmetic(e.binaryOp)) {
            const ValueKind l = kindOf(*e.args[0]);
            return l == ValueKind::Integer || kindOf(*e.args[1]) == ValueKind::Integer ? ValueKind::Integer : l;
        }
        return ValueKind::Unknown;
    case K::Call: {
        if (!e.target) return e.args.empty() ? kindOf(e.name) : ValueKind::Unknown;
        // t.q: the type of q in t's class, when t's class is known.
        const sema::ClassInfo* cls = nullptr;
        if (e.target->kind == K::Call && !e.target->target && e.target->args.empty()) cls = classOf(e.target->name);
        if (!cls) return ValueKind::Unknown;
        const sema::FeatureInfo* f = cls->feature(e.name);
        return f ? kindOfType(f->type) : ValueKind::Unknown;
    }
    default: return ValueKind::Unknown;
    }
}

std::vector<const sema::FeatureInfo*> argumentlessCommands(const sema::ClassInfo& cls, const sema::ClassInfo* client,
                                                           const sema::FeatureInfo* exclude)
{
    std::vector<const sema::FeatureInfo*> out;
    for (const sema::FeatureInfo* f : cls.features) {
        if (!f->isProcedure() || !f->argTypes.empty() || f == exclude || f->isDeferred) continue;
        if (exclude && f->routine && f->routine == exclude->routine) continue;
        if (f->writtenIn && f->writtenIn->name == "ANY") continue;
        if (client != &cls && !f->isExportedTo(client)) continue;
        if (f->name == "default_create" || f->name.rfind("make", 0) == 0) continue;
        out.push_back(f);
    }
    return out;
}

std::vector<const syntax::Expr*> locationExpressions(const syntax::Instr& instr)
{
    using I = syntax::InstrKind;
    std::vector<const syntax::Expr*> out;
    switch (instr.kind) {
    case I::Assign:
    case I::AssignAttempt:
        if (instr.value) out.push_back(instr.value.get());
        break;
    case I::CallInstr:
        if (instr.expr) {
            for (const syntax::ExprPtr& a : instr.expr->args) out.push_back(a.get());
        }
        break;
    case I::Create:
        for (const syntax::ExprPtr& a : instr.args) out.push_back(a.get());
        break;
    case I::If:
        for (const syntax::ExprPtr& c : instr.conds) out.push_back(c.get());
        break;
    case I::Loop:
        if (instr.until) out.push_back(instr.until.get());
        break;
    default: break;
    }
    return out;
}

namespace {

// Walks `e`, calling `f(node, looseContext)`; looseContext: the node's text can be replaced by
// a sum without parentheses (it is a whole operand of a comparison, an argument …).
template <typename F>
void walk(const syntax::Expr& e, bool loose, F&& f)
{
    f(e, loose);
    using K = syntax::ExprKind;
    if (e.kind == K::Quantifier || e.kind == K::Old) return;  // bound names / old values: leave alone
    if (e.target) walk(*e.target, false, f);
    const bool childLoose = e.kind == K::Paren || e.kind == K::Call || e.kind == K::Bracket ||
                            (e.kind == K::Binary && (isComparison(e.binaryOp) || isBooleanOp(e.binaryOp)));
    for (const syntax::ExprPtr& a : e.args)
        if (a) walk(*a, childLoose, f);
}

std::string negated(const syntax::Expr& e, const std::string& text)
{
    using B = syntax::BinaryOp;
    if (e.kind == syntax::ExprKind::Unary && e.unaryOp == syntax::UnaryOp::Not && !e.args.empty()) {
        const syntax::Expr& x = *e.args[0];
        if (x.kind == syntax::ExprKind::Paren && !x.args.empty()) return syntax::printExpr(*x.args[0]);
        return syntax::printExpr(x);
    }
    if (e.kind == syntax::ExprKind::Binary && isComparison(e.binaryOp)) {
        B op = B::Eq;
        switch (e.binaryOp) {
        case B::Lt: op = B::Ge; break;
        case B::Le: op = B::Gt; break;
        case B::Gt: op = B::Le; break;
        case B::Ge: op = B::Lt; break;
        case B::Eq: op = B::Ne; break;
        default: op = B::Eq; break;
        }
        return syntax::printExpr(*e.args[0]) + " " + syntax::binaryOpText(op) + " " + syntax::printExpr(*e.args[1]);
    }
    if (e.kind == syntax::ExprKind::BoolLit) return e.boolValue ? "False" : "True";
    return "not (" + text + ")";
}

std::string shifted(const syntax::Expr& e, const std::string& text, int delta, bool loose)
{
    using B = syntax::BinaryOp;
    if (e.kind == syntax::ExprKind::Binary && (e.binaryOp == B::Plus || e.binaryOp == B::Minus) &&
        e.args[1]->kind == syntax::ExprKind::IntegerLit && e.args[1]->intValue == 1) {
        const bool plus = e.binaryOp == B::Plus;
        if ((plus && delta < 0) || (!plus && delta > 0)) return syntax::printExpr(*e.args[0]);  // e ± 1 ∓ 1 = e
    }
    if (e.kind == syntax::ExprKind::IntegerLit) return std::to_string(e.intValue + delta);
    const std::string s = text + (delta > 0 ? " + 1" : " - 1");
    return loose ? s : "(" + s + ")";
}

// The name of the integer or Boolean attribute of Current that `e` is alone ("" otherwise).
std::string attributeName(const syntax::Expr& e, const EntityTypes& types)
{
    if (e.kind != syntax::ExprKind::Call || e.target || !e.args.empty() || !types.isAttribute(e.name)) return {};
    const ValueKind kind = types.kindOf(e.name);
    return kind == ValueKind::Integer || kind == ValueKind::Boolean ? e.name : std::string();
}

// Whether `e` can be computed where the equality is made true: no `old', no bound names, not `name' itself.
bool computableWithout(const syntax::Expr& e, const std::string& name)
{
    bool ok = true;
    walk(e, true, [&](const syntax::Expr& x, bool) {
        using K = syntax::ExprKind;
        if (x.kind == K::Old || x.kind == K::Quantifier || x.kind == K::Agent) ok = false;
        if (x.kind == K::Call && !x.target && x.args.empty() && x.name == name) ok = false;
    });
    return ok;
}

// `a := o' for an equality `a = o' (or `o = a', or their negation) of the snapshot predicate whose
// side `a' is an attribute of Current: the value a clause asks the object to hold (the linear
// constraints of 4.3.4 at their simplest, one value; a setter's `key = a_key'). Not for locals or
// Result: there such an equality is an invariant of a computation (`sum = x + y - n'), and
// assigning it skips the computation instead of mending it.
std::vector<std::string> equalityAssignments(const syntax::Expr& e, const EntityTypes& types)
{
    std::vector<std::string> out;
    for (int side = 0; side < 2; ++side) {
        const syntax::Expr& target = *e.args[static_cast<std::size_t>(side)];
        const syntax::Expr& other = *e.args[static_cast<std::size_t>(1 - side)];
        const std::string name = attributeName(target, types);
        if (name.empty() || !computableWithout(other, name)) continue;
        if (types.kindOf(other) != types.kindOf(name)) continue;
        out.push_back(name + " := " + syntax::printExpr(other));
    }
    return out;
}

}  // namespace

std::vector<ExprMutation> expressionMutations(const RoutineText& text, const EntityTypes& types, const syntax::Expr& root)
{
    std::vector<ExprMutation> out;
    std::set<std::tuple<std::uint32_t, std::uint32_t, std::string>> seen;
    auto add = [&](const syntax::Expr& e, std::string replacement, const std::string& why) {
        const std::string original = text.slice(e.range.begin, e.range.end);
        if (replacement == original) return;
        if (!seen.insert({e.range.begin, e.range.end, replacement}).second) return;
        const ActionKind kind = isConstantText(replacement) ? ActionKind::ConstantReplacement : ActionKind::Replacement;
        out.push_back({e.range.begin, e.range.end, replacement, "`" + original + "' → `" + replacement + "'" + why, kind});
    };
    walk(root, true, [&](const syntax::Expr& e, bool loose) {
        if (e.range.file != text.fileId() || e.range.end <= e.range.begin) return;
        const std::string original = text.slice(e.range.begin, e.range.end);
        if (e.kind == syntax::ExprKind::Binary && isComparison(e.binaryOp)) {
            using B = syntax::BinaryOp;
            const B ops[] = {B::Lt, B::Le, B::Gt, B::Ge, B::Eq, B::Ne};
            const std::string left = text.slice(e.args[0]->range.begin, e.args[0]->range.end);
            const std::string right = text.slice(e.args[1]->range.begin, e.args[1]->range.end);
            for (B op : ops)
                if (op != e.binaryOp) add(e, left + " " + syntax::binaryOpText(op) + " " + right, "");
        }
        const ValueKind kind = types.kindOf(e);
        if (kind == ValueKind::Boolean) {
            add(e, negated(e, original), "");
            add(e, "True", "");
            add(e, "False", "");
        } else if (kind == ValueKind::Integer) {
            add(e, shifted(e, original, +1, loose), "");
            add(e, shifted(e, original, -1, loose), "");
            if (e.kind != syntax::ExprKind::IntegerLit) {
                add(e, "0", "");
                add(e, "1", "");
                add(e, loose ? "-1" : "(-1)", "");
            }
        }
    });
    return out;
}

std::vector<FixAction> fixActions(const sema::Program& program, const sema::FeatureInfo& feature, const RoutineText& text,
                                  const syntax::Expr& p, const syntax::Instr& at, const std::vector<std::string>& commandOrder)
{
    (void)program;
    EntityTypes types(program, feature);
    std::vector<FixAction> out;
    std::set<std::string> seen;
    auto add = [&](std::string t, bool replacement, ActionKind kind) {
        if (seen.insert(t).second) out.push_back({std::move(t), replacement, kind});
    };
    auto addCommands = [&](const sema::ClassInfo* cls, const std::string& prefix) {
        if (!cls) return;
        std::vector<const sema::FeatureInfo*> cmds = argumentlessCommands(*cls, feature.owner, &feature);
        std::stable_sort(cmds.begin(), cmds.end(), [&](const sema::FeatureInfo* a, const sema::FeatureInfo* b) {
            auto rank = [&](const sema::FeatureInfo* f) {
                auto it = std::find(commandOrder.begin(), commandOrder.end(), f->name);
                return it == commandOrder.end() ? commandOrder.size() : static_cast<std::size_t>(it - commandOrder.begin());
            };
            return rank(a) < rank(b);
        });
        for (const sema::FeatureInfo* f : cmds) add(prefix + f->name, false, ActionKind::Command);
    };
    // Setting (4.3.1).
    walk(p, true, [&](const syntax::Expr& e, bool) {
        using K = syntax::ExprKind;
        std::string name;
        if (e.kind == K::ResultRef) name = "result";
        else if (e.kind == K::Call && !e.target && e.args.empty()) name = e.name;
        if (!name.empty()) {
            const std::string shown = name == "result" ? "Result" : name;
            const ValueKind kind = types.kindOf(name);
            if (types.isWritable(name)) {
                if (kind == ValueKind::Integer) {
                    for (const char* v : {"0", "1", "-1"}) add(shown + " := " + v, false, ActionKind::ConstantAssignment);
                    add(shown + " := " + shown + " + 1", false, ActionKind::Assignment);
                    add(shown + " := " + shown + " - 1", false, ActionKind::Assignment);
                } else if (kind == ValueKind::Boolean) {
                    add(shown + " := True", false, ActionKind::ConstantAssignment);
                    add(shown + " := False", false, ActionKind::ConstantAssignment);
                    add(shown + " := not " + shown, false, ActionKind::Assignment);
                } else if (kind == ValueKind::Reference) {
                    addCommands(types.classOf(name), shown + ".");
                }
            } else if (kind == ValueKind::Boolean || kind == ValueKind::Integer) {
                addCommands(types.currentClass(), "");  // a query of Current: change Current's state
            } else if (kind == ValueKind::Reference) {
                addCommands(types.classOf(name), shown + ".");
            }
        } else if (e.kind == K::Call && e.target && e.target->kind == K::Call && !e.target->target && e.target->args.empty()) {
            addCommands(types.classOf(e.target->name), e.target->name + ".");
        }
        if (e.kind == K::Binary && (e.binaryOp == syntax::BinaryOp::Eq || e.binaryOp == syntax::BinaryOp::Ne))
            for (const std::string& a : equalityAssignments(e, types)) add(a, false, ActionKind::Assignment);
    });
    // Replacement (4.3.2): occurrences of p's Boolean and integer sub-expressions in sub(l).
    std::set<std::string> pieces;
    walk(p, true, [&](const syntax::Expr& e, bool) {
        const ValueKind k = types.kindOf(e);
        if (k == ValueKind::Boolean || k == ValueKind::Integer) pieces.insert(syntax::printExpr(e));
    });
    const std::string old = text.slice(at.range.begin, at.range.end);
    for (const syntax::Expr* sub : locationExpressions(at)) {
        for (const ExprMutation& m : expressionMutations(text, types, *sub)) {
            // Only mutations of whole occurrences of p's sub-expressions.
            bool matches = false;
            walk(*sub, true, [&](const syntax::Expr& e, bool) {
                if (e.range.begin == m.begin && e.range.end == m.end && pieces.count(syntax::printExpr(e))) matches = true;
            });
            if (!matches || m.begin < at.range.begin || m.end > at.range.end) continue;
            std::string t = old;
            t.replace(m.begin - at.range.begin, m.end - m.begin, m.text);
            // The modified instruction: an assignment of the mutated value, or a command.
            ActionKind kind = ActionKind::Command;
            if (at.kind == syntax::InstrKind::AssignAttempt) kind = ActionKind::Assignment;
            if (at.kind == syntax::InstrKind::Assign && at.value) {
                std::string value = text.slice(at.value->range.begin, at.value->range.end);
                value.replace(m.begin - at.value->range.begin, m.end - m.begin, m.text);
                kind = assignmentKind(value);
            }
            if (t.find('\n') == std::string::npos) add(t, true, kind);
        }
    }
    return out;
}

}  // namespace amend::synthesis
