// Expression-level operators (see operators.h): the mutations one-line faults need.
#include "search/operators.h"
#include "search/range_bounds.h"

#include "support/ascii_case.h"

#include <algorithm>
#include <set>

namespace amend::search {

using syntax::BinaryOp;
using syntax::Expr;
using syntax::ExprKind;

const std::vector<std::pair<const char*, const char*>>& queryPairs()
{
    static const std::vector<std::pair<const char*, const char*>> pairs = {
        {"max", "min"},   {"lower", "upper"}, {"first", "last"}, {"item", "last"},
        {"count", "capacity"}, {"minimum", "maximum"}, {"is_empty", "is_full"}, {"has", "is_empty"},
    };
    return pairs;
}

namespace {

// Operators that replace each other: relational, arithmetic, logical.
const std::vector<std::vector<BinaryOp>>& operatorFamilies()
{
    static const std::vector<std::vector<BinaryOp>> families = {
        {BinaryOp::Lt, BinaryOp::Le, BinaryOp::Gt, BinaryOp::Ge, BinaryOp::Eq, BinaryOp::Ne},
        {BinaryOp::Plus, BinaryOp::Minus, BinaryOp::Times, BinaryOp::IntDiv, BinaryOp::Mod},
        {BinaryOp::And, BinaryOp::Or, BinaryOp::AndThen, BinaryOp::OrElse},
    };
    return families;
}

bool isLogical(BinaryOp op)
{
    return op == BinaryOp::And || op == BinaryOp::Or || op == BinaryOp::AndThen || op == BinaryOp::OrElse || op == BinaryOp::Implies;
}

bool isArithmetic(BinaryOp op)
{
    return op == BinaryOp::Plus || op == BinaryOp::Minus || op == BinaryOp::Times || op == BinaryOp::IntDiv || op == BinaryOp::Mod;
}

// `x * 1' and `x // 1' are `x' (the term's removal, its own mutation), `x \\ 1' and `x * 0' are
// constants and `x // 0' fails: against a literal 0 or 1, only `+' and `-' make a fix worth showing.
bool isDegenerate(BinaryOp op, const Expr& right)
{
    const bool unit = right.kind == ExprKind::IntegerLit && right.intValue <= 1;
    return unit && (op == BinaryOp::Times || op == BinaryOp::IntDiv || op == BinaryOp::Mod);
}

bool isIntegral(const sema::Type* type)
{
    if (!type) return false;
    const sema::BasicKind k = type->basic();
    return k != sema::BasicKind::None && k != sema::BasicKind::Boolean && k != sema::BasicKind::Character &&
           k != sema::BasicKind::Real64;
}

std::string trimmed(const std::string& s)
{
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos) return {};
    return s.substr(b, s.find_last_not_of(" \t\r\n") - b + 1);
}

// A name in scope with its type: arguments, locals, Result, the class's attributes.
struct Variable {
    std::string name;
    const sema::Type* type = nullptr;
};

class Mutator {
public:
    Mutator(const sema::FeatureInfo& feature, const synthesis::RoutineText& text, bool shapes)
        : m_feature(feature), m_text(text), m_shapes(shapes)
    {
        if (const ir::Routine* r = feature.routine) {
            for (std::size_t i = 0; i < r->slotNames.size() && i < r->slotTypes.size(); ++i)
                if (!r->slotNames[i].empty() && r->slotNames[i][0] != '<') m_variables.push_back({r->slotNames[i], r->slotTypes[i]});
            if (r->resultType) m_variables.push_back({"Result", r->resultType});
        }
        if (feature.owner)
            for (const sema::FeatureInfo* f : feature.owner->features)
                if (f->kind == sema::FeatureInfo::Kind::Attribute && f->writtenIn && !f->writtenIn->isKernel)
                    m_variables.push_back({f->name, f->type});
    }

    std::vector<Mutation> run(const syntax::Instr& s)
    {
        switch (s.kind) {
        case syntax::InstrKind::Assign:
            visit(s.target.get(), false);
            visit(s.value.get(), false);
            if (m_shapes) wrapIntoRange(s);
            break;
        case syntax::InstrKind::CallInstr: visit(s.expr.get(), false); break;
        case syntax::InstrKind::Create:
        case syntax::InstrKind::Inspect:
            for (const auto& a : s.args) visit(a.get(), false);
            visit(s.expr.get(), false);
            break;
        case syntax::InstrKind::If:
            for (const auto& c : s.conds) negate(c.get()), visit(c.get(), false);
            break;
        case syntax::InstrKind::Loop:
            if (s.until) negate(s.until.get());
            visit(s.until.get(), false);
            visit(s.acrossIterable.get(), false);
            break;
        default: break;
        }
        return std::move(m_out);
    }

private:
    std::string slice(const Expr& e) const { return m_text.slice(e.range.begin, e.range.end); }

    void add(MutationKind kind, std::uint32_t begin, std::uint32_t end, std::string text, std::string description)
    {
        if (begin < m_text.bodyBegin() || end > m_text.bodyEnd()) return;
        m_out.push_back({kind, {{begin, end, std::move(text)}}, {synthesis::SearchEditKind::Expression, std::move(description), m_text.lineOf(begin)}});
    }

    const Variable* variable(const std::string& name) const
    {
        for (const Variable& v : m_variables)
            if (support::asciiLower(v.name) == support::asciiLower(name)) return &v;
        return nullptr;
    }

    // `inOperator`: e is an operand of a unary or binary operator (a new `+ 1' needs parentheses).
    void visit(const Expr* e, bool inOperator)
    {
        if (!e || !e->range.valid()) return;
        switch (e->kind) {
        case ExprKind::Binary:
            replaceOperator(*e);
            if (m_shapes) {
                swapOperands(*e, inOperator);
                removeTerm(*e);
            }
            if (isLogical(e->binaryOp))
                for (const auto& a : e->args) negate(a.get());
            if (isArithmetic(e->binaryOp)) addOne(*e, inOperator);
            if (m_shapes) regroup(*e, inOperator);
            for (const auto& a : e->args) visit(a.get(), true);
            return;
        case ExprKind::Unary:
            if (m_shapes && e->unaryOp == syntax::UnaryOp::Minus && !e->args.empty() && e->args[0])
                add(MutationKind::FlipSign, e->range.begin, e->range.end, slice(*e->args[0]),
                    "`" + slice(*e) + "' → `" + slice(*e->args[0]) + "'");
            for (const auto& a : e->args) visit(a.get(), true);
            return;
        case ExprKind::Conditional:
            // `if c then x else y end' → x, y: the choice was not the routine's to make.
            for (std::size_t k = 1; m_shapes && k < e->args.size(); k += 2) keepPart(*e, e->args[k].get());
            if (m_shapes && !e->args.empty()) keepPart(*e, e->args.back().get());
            for (std::size_t k = 0; m_shapes && k + 1 < e->args.size(); k += 2)
                if (const Expr* c = e->args[k].get(); c && c->kind == ExprKind::Binary)
                    for (const auto& operand : c->args) keepPart(*e, operand.get());
            for (const auto& a : e->args) visit(a.get(), false);
            return;
        case ExprKind::Quantifier:
            swapQuantifier(*e);
            if (e->args.size() > 1) negate(e->args[1].get());
            for (const auto& a : e->args) visit(a.get(), false);
            return;
        case ExprKind::IntegerLit: {
            const std::int64_t v = e->intValue;
            add(MutationKind::AddOne, e->range.begin, e->range.end, std::to_string(v + 1), "`" + slice(*e) + "' → `" + std::to_string(v + 1) + "'");
            add(MutationKind::AddOne, e->range.begin, e->range.end, std::to_string(v - 1), "`" + slice(*e) + "' → `" + std::to_string(v - 1) + "'");
            return;
        }
        case ExprKind::ResultRef:
            replaceVariable(*e, "Result");
            addOne(*e, inOperator);
            if (m_shapes && variable("Result") && isIntegral(variable("Result")->type)) flipSign(*e, inOperator);
            return;
        case ExprKind::Call:
            if (!e->target && e->args.empty() && variable(e->name)) {
                replaceVariable(*e, e->name);
                if (isIntegral(variable(e->name)->type)) {
                    addOne(*e, inOperator);
                    if (m_shapes) flipSign(*e, inOperator);
                }
            } else {
                replaceQuery(*e);
                addOne(*e, inOperator);
                if (m_shapes) swapArguments(*e);
            }
            visit(e->target.get(), false);
            for (const auto& a : e->args) visit(a.get(), false);
            return;
        default:
            if (e->target) visit(e->target.get(), false);
            for (const auto& a : e->args) visit(a.get(), false);
            return;
        }
    }

    void replaceOperator(const Expr& e)
    {
        if (e.args.size() != 2 || !e.args[0] || !e.args[1]) return;
        const std::uint32_t gapBegin = e.args[0]->range.end, gapEnd = e.args[1]->range.begin;
        if (gapBegin >= gapEnd || support::asciiLower(trimmed(m_text.slice(gapBegin, gapEnd))) != syntax::binaryOpText(e.binaryOp)) return;
        for (const auto& family : operatorFamilies()) {
            if (std::find(family.begin(), family.end(), e.binaryOp) == family.end()) continue;
            for (BinaryOp op : family) {
                if (op == e.binaryOp || isDegenerate(op, *e.args[1])) continue;
                add(MutationKind::ReplaceOperator, gapBegin, gapEnd, std::string(" ") + syntax::binaryOpText(op) + " ",
                    std::string("`") + syntax::binaryOpText(e.binaryOp) + "' → `" + syntax::binaryOpText(op) + "'");
            }
        }
    }

    void swapQuantifier(const Expr& e)
    {
        if (!e.isCursorForm || e.args.size() != 2 || !e.args[0] || !e.args[1]) return;
        const std::string gap = m_text.slice(e.args[0]->range.end, e.args[1]->range.begin);
        const std::string word = e.isAll ? "all" : "some";
        const std::size_t end = gap.find_last_not_of(" \t\r\n") + 1;
        if (end < word.size() || support::asciiLower(gap.substr(end - word.size(), word.size())) != word) return;
        const std::uint32_t begin = e.args[0]->range.end + static_cast<std::uint32_t>(end - word.size());
        const std::string other = e.isAll ? "some" : "all";
        add(MutationKind::SwapQuantifier, begin, begin + static_cast<std::uint32_t>(word.size()), other,
            "`" + word + "' → `" + other + "'");
    }

    void replaceVariable(const Expr& e, const std::string& name)
    {
        const Variable* current = variable(name);
        if (!current || !current->type) return;
        for (const Variable& v : m_variables) {
            if (support::asciiLower(v.name) == support::asciiLower(name) || !v.type) continue;
            if (v.type != current->type && v.type->name() != current->type->name()) continue;
            add(MutationKind::ReplaceVariable, e.range.begin, e.range.end, v.name, "`" + slice(e) + "' → `" + v.name + "'");
        }
    }

    void replaceQuery(const Expr& e)
    {
        if (!e.nameRange.valid() || e.nameRange.end <= e.nameRange.begin) return;
        const std::string written = m_text.slice(e.nameRange.begin, e.nameRange.end);
        std::vector<std::string> partners;
        for (const auto& [a, b] : queryPairs()) {
            if (e.name == a) partners.push_back(b);
            if (e.name == b) partners.push_back(a);
        }
        // Unqualified: the class's other functions of the same signature.
        const sema::FeatureInfo* f = !e.target && m_feature.owner ? m_feature.owner->feature(e.name) : nullptr;
        if (f && f->type && f->writtenIn && !f->writtenIn->isKernel)
            for (const sema::FeatureInfo* g : m_feature.owner->features)
                if (g != f && g->type == f->type && g->argTypes == f->argTypes && g->writtenIn && !g->writtenIn->isKernel &&
                    g->kind != sema::FeatureInfo::Kind::Attribute && &*g != &m_feature)
                    partners.push_back(g->name);
        // Qualified on a variable: the other features of its class of the same signature
        // (`bit_xor' for `bit_and', `reserved' for `on_hand').
        if (const sema::FeatureInfo* g = m_shapes ? qualifiedFeature(e) : nullptr)
            for (const sema::FeatureInfo* h : siblings(*g, m_feature.owner)) partners.push_back(h->name);
        std::set<std::string> seen;
        for (const std::string& p : partners)
            if (p != e.name && seen.insert(p).second)
                add(MutationKind::ReplaceQuery, e.nameRange.begin, e.nameRange.end, p, "`" + written + "' → `" + p + "'");
    }

    // The feature a qualified call `v.f' names, when v is a variable of a class type.
    const sema::FeatureInfo* qualifiedFeature(const Expr& e) const
    {
        if (!e.target || e.target->kind == ExprKind::CurrentRef) return nullptr;
        const Variable* v = e.target->kind == ExprKind::ResultRef ? variable("Result")
                            : e.target->kind == ExprKind::Call && !e.target->target && e.target->args.empty() ? variable(e.target->name)
                                                                                                               : nullptr;
        if (!v || !v->type || !v->type->isClass() || !v->type->cls) return nullptr;
        return v->type->cls->feature(e.name);
    }

    // Features of `f's class with f's signature and kind (query or command), not ANY's, not
    // creation procedures.
    static std::vector<const sema::FeatureInfo*> siblings(const sema::FeatureInfo& f, const sema::ClassInfo* client)
    {
        std::vector<const sema::FeatureInfo*> out;
        if (!f.owner) return out;
        for (const sema::FeatureInfo* g : f.owner->features) {
            if (g == &f || g->name == f.name || g->isQuery() != f.isQuery() || g->isDeferred) continue;
            if (g->type != f.type || g->argTypes != f.argTypes) continue;
            if (!g->writtenIn || g->writtenIn->name == "ANY" || g->name.rfind("make", 0) == 0 || g->name == "default_create") continue;
            if (g->owner != client && !g->isExportedTo(client)) continue;
            out.push_back(g);
        }
        return out;
    }

    // f (a, b, c): every two arguments swapped.
    void swapArguments(const Expr& e)
    {
        for (std::size_t i = 0; i < e.args.size(); ++i)
            for (std::size_t j = i + 1; j < e.args.size(); ++j) {
                const Expr* a = e.args[i].get();
                const Expr* b = e.args[j].get();
                if (!a || !b || !a->range.valid() || !b->range.valid() || slice(*a) == slice(*b)) continue;
                const std::string between = m_text.slice(a->range.end, b->range.begin);
                add(MutationKind::SwapArguments, a->range.begin, b->range.end, slice(*b) + between + slice(*a),
                    "`" + slice(*a) + ", " + slice(*b) + "' → `" + slice(*b) + ", " + slice(*a) + "'");
            }
    }

    // a - b → b - a, for operators where the order matters (and `+' unless both operands may be
    // numbers: on strings it concatenates).
    void swapOperands(const Expr& e, bool inOperator)
    {
        if (e.args.size() != 2 || !e.args[0] || !e.args[1]) return;
        const BinaryOp op = e.binaryOp;
        const bool ordered = op == BinaryOp::Minus || op == BinaryOp::IntDiv || op == BinaryOp::Mod || op == BinaryOp::Divide ||
                             op == BinaryOp::Power || (op == BinaryOp::Plus && (notNumber(*e.args[0]) || notNumber(*e.args[1])));
        if (!ordered) return;
        const std::string between = m_text.slice(e.args[0]->range.end, e.args[1]->range.begin);
        std::string text = slice(*e.args[1]) + between + slice(*e.args[0]);
        if (inOperator) text = "(" + text + ")";
        add(MutationKind::SwapOperands, e.range.begin, e.range.end, text, "`" + slice(e) + "' → `" + text + "'");
    }

    // Is `e' surely not a number (a string literal, a variable of a non-numeric type)?
    bool notNumber(const Expr& e) const
    {
        if (e.kind == ExprKind::StringLit || e.kind == ExprKind::CharLit) return true;
        const Variable* v = e.kind == ExprKind::ResultRef ? variable("Result")
                            : e.kind == ExprKind::Call && !e.target && e.args.empty() ? variable(e.name)
                                                                                      : nullptr;
        return v && v->type && v->type->basic() == sema::BasicKind::None;
    }

    // a + b → a, b; a - b → a: a term too many.
    void removeTerm(const Expr& e)
    {
        if (e.args.size() != 2 || (e.binaryOp != BinaryOp::Plus && e.binaryOp != BinaryOp::Minus)) return;
        keepPart(e, e.args[0].get());
        if (e.binaryOp == BinaryOp::Plus) keepPart(e, e.args[1].get());
    }

    // `whole' replaced by its part `part'.
    void keepPart(const Expr& whole, const Expr* part)
    {
        if (!part || !part->range.valid()) return;
        add(MutationKind::RemoveTerm, whole.range.begin, whole.range.end, slice(*part), "`" + slice(whole) + "' → `" + slice(*part) + "'");
    }

    // x → - x, for a number.
    void flipSign(const Expr& e, bool inOperator)
    {
        const std::string text = inOperator ? "(- " + slice(e) + ")" : "- " + slice(e);
        add(MutationKind::FlipSign, e.range.begin, e.range.end, text, "`" + slice(e) + "' → `" + text + "'");
    }

    void addOne(const Expr& e, bool inOperator)
    {
        const std::string s = slice(e);
        for (const char* op : {" + 1", " - 1"}) {
            const std::string text = inOperator ? "(" + s + op + ")" : s + op;
            add(MutationKind::AddOne, e.range.begin, e.range.end, text, "`" + s + "' → `" + text + "'");
        }
    }

    // The operands of two arithmetic operators grouped the other way: `a + b \\ n' (which
    // precedence reads as `a + (b \\ n)') → `(a + b) \\ n', `low + high // 2' → `(low + high) // 2';
    // `a * b + c' → `a * (b + c)'. Only where no parentheses were written.
    void regroup(const Expr& e, bool inOperator)
    {
        if (e.args.size() != 2 || !e.args[0] || !e.args[1] || !isArithmetic(e.binaryOp)) return;
        const Expr& left = *e.args[0];
        const Expr& right = *e.args[1];
        const auto nested = [](const Expr& x) { return x.kind == ExprKind::Binary && x.args.size() == 2 && x.args[0] && x.args[1] && isArithmetic(x.binaryOp); };
        std::string text;
        if (nested(right)) {   // a op (b op2 c) → (a op b) op2 c
            const Expr& b = *right.args[0];
            text = "(" + m_text.slice(left.range.begin, b.range.end) + ")" + m_text.slice(b.range.end, right.range.end);
        } else if (nested(left)) {   // (a op2 b) op c → a op2 (b op c)
            const Expr& b = *left.args[1];
            text = m_text.slice(left.range.begin, b.range.begin) + "(" + m_text.slice(b.range.begin, right.range.end) + ")";
        } else {
            return;
        }
        if (inOperator) text = "(" + text + ")";
        add(MutationKind::Regroup, e.range.begin, e.range.end, text, "`" + slice(e) + "' → `" + text + "'");
    }

    // x := e → x := (e) \\ K, for each bound `x < K' the contracts state: a value that must
    // wrap round (a clock's hour, a circular buffer's index).
    void wrapIntoRange(const syntax::Instr& s)
    {
        const Expr* target = s.target.get();
        const Expr* value = s.value.get();
        if (!target || !value || !value->range.valid() || value->kind == ExprKind::IntegerLit) return;
        const std::string name = target->kind == ExprKind::ResultRef ? "result" : target->kind == ExprKind::Call ? support::asciiLower(target->name) : "";
        const Variable* v = name.empty() ? nullptr : variable(name == "result" ? "Result" : name);
        if (!v || !isIntegral(v->type)) return;
        if (value->kind == ExprKind::Binary && value->binaryOp == BinaryOp::Mod) return;
        const bool simple = value->kind == ExprKind::Call || value->kind == ExprKind::Paren || value->kind == ExprKind::ResultRef;
        for (const std::string& bound : exclusiveUpperBounds(m_feature, m_text, name)) {
            const std::string text = (simple ? slice(*value) : "(" + slice(*value) + ")") + " \\\\ " + bound;
            add(MutationKind::WrapIntoRange, value->range.begin, value->range.end, text, "`" + slice(*value) + "' → `" + text + "'");
        }
    }

    void negate(const Expr* e)
    {
        if (!e || !e->range.valid()) return;
        std::string text;
        if (e->kind == ExprKind::Unary && e->unaryOp == syntax::UnaryOp::Not && !e->args.empty() && e->args[0]) {
            const Expr* operand = e->args[0].get();
            if (operand->kind == ExprKind::Paren && !operand->args.empty() && operand->args[0]) operand = operand->args[0].get();
            text = slice(*operand);
        } else {
            const bool simple = e->kind == ExprKind::Call || e->kind == ExprKind::Paren || e->kind == ExprKind::BoolLit;
            text = simple ? "not " + slice(*e) : "not (" + slice(*e) + ")";
        }
        add(MutationKind::Negate, e->range.begin, e->range.end, text, "`" + slice(*e) + "' → `" + text + "'");
    }

    const sema::FeatureInfo& m_feature;
    const synthesis::RoutineText& m_text;
    std::vector<Variable> m_variables;
    std::vector<Mutation> m_out;
    bool m_shapes = false;   // also the fix shapes of issue 30 (first_order.h), beyond GenProg's draws
};

}  // namespace

std::vector<Mutation> expressionMutations(const sema::FeatureInfo& feature, const synthesis::RoutineText& text,
                                          const syntax::Instr& statement, bool shapes)
{
    return Mutator(feature, text, shapes).run(statement);
}

}  // namespace amend::search
