// Deep copies of syntax trees (fix synthesis clones and edits sub-trees) and operator texts.
#include "syntax/ast.h"

namespace amend::syntax {

namespace {

bool sameWord(std::string_view a, std::string_view b)
{
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
        if (lower(a[i]) != lower(b[i])) return false;
    }
    return true;
}

}  // namespace

bool writtenForAutoProof(const ClassDecl& cls)
{
    for (const NoteEntry& n : cls.notes)
        if (n.tag == "model" || n.tag == "manual_inv" || n.tag == "false_guards") return true;
    for (const FeatureDecl& f : cls.features)
        for (const NoteEntry& n : f.notes)
            if (n.tag == "explicit" || n.tag == "status") return true;
    return false;
}

bool hasNote(const std::vector<NoteEntry>& notes, std::string_view tag, std::string_view value)
{
    for (const NoteEntry& n : notes) {
        if (!sameWord(n.tag, tag)) continue;
        for (const std::string& v : n.values)
            if (sameWord(v, value)) return true;
    }
    return false;
}


namespace {
template <typename T>
std::unique_ptr<T> cloneOrNull(const std::unique_ptr<T>& p)
{
    return p ? p->clone() : nullptr;
}

std::vector<ExprPtr> cloneExprs(const std::vector<ExprPtr>& list)
{
    std::vector<ExprPtr> out;
    out.reserve(list.size());
    for (const auto& e : list) out.push_back(cloneOrNull(e));
    return out;
}

std::vector<Assertion> cloneAssertions(const std::vector<Assertion>& list)
{
    std::vector<Assertion> out;
    out.reserve(list.size());
    for (const auto& a : list) out.push_back(a.clone());
    return out;
}
}  // namespace

TypePtr TypeMark::clone() const
{
    auto t = std::make_unique<TypeMark>();
    t->name = name;
    t->generics.reserve(generics.size());
    for (const auto& g : generics) t->generics.push_back(cloneOrNull(g));
    t->tupleLabels = tupleLabels;
    t->attachment = attachment;
    t->isExpandedMark = isExpandedMark;
    t->isLike = isLike;
    t->likeAnchor = likeAnchor;
    t->likeType = cloneOrNull(likeType);
    t->likeQualifiers = likeQualifiers;
    t->isSeparate = isSeparate;
    t->range = range;
    return t;
}

ExprPtr Expr::clone() const
{
    auto e = std::make_unique<Expr>();
    e->kind = kind;
    e->range = range;
    e->name = name;
    e->text = text;
    e->intValue = intValue;
    e->realValue = realValue;
    e->charValue = charValue;
    e->stringValue = stringValue;
    e->stringValue8 = stringValue8;
    e->boolValue = boolValue;
    e->isVerbatim = isVerbatim;
    e->isOnceString = isOnceString;
    e->isAll = isAll;
    e->isCursorForm = isCursorForm;
    e->binaryOp = binaryOp;
    e->unaryOp = unaryOp;
    e->target = cloneOrNull(target);
    e->args = cloneExprs(args);
    e->hasParens = hasParens;
    e->typeMark = cloneOrNull(typeMark);
    e->boundName = boundName;
    e->nameRange = nameRange;
    e->inlineRoutine = inlineRoutine;
    return e;
}

Assertion Assertion::clone() const
{
    Assertion a;
    a.tag = tag;
    a.expr = cloneOrNull(expr);
    a.isClassMarker = isClassMarker;
    a.range = range;
    return a;
}

InstrPtr Instr::clone() const
{
    auto i = std::make_unique<Instr>();
    i->kind = kind;
    i->range = range;
    i->target = cloneOrNull(target);
    i->value = cloneOrNull(value);
    i->typeMark = cloneOrNull(typeMark);
    i->name = name;
    i->args = cloneExprs(args);
    i->hasParens = hasParens;
    i->expr = cloneOrNull(expr);
    i->conds = cloneExprs(conds);
    i->bodies.reserve(bodies.size());
    for (const auto& b : bodies) i->bodies.push_back(cloneBody(b));
    i->elseBody = cloneBody(elseBody);
    i->hasElse = hasElse;
    i->whens.reserve(whens.size());
    for (const auto& w : whens) {
        InspectWhen copy;
        for (const auto& c : w.choices) copy.choices.push_back({cloneOrNull(c.low), cloneOrNull(c.high), c.range});
        copy.body = cloneBody(w.body);
        copy.range = w.range;
        i->whens.push_back(std::move(copy));
    }
    i->acrossIterable = cloneOrNull(acrossIterable);
    i->acrossName = acrossName;
    i->acrossCursorForm = acrossCursorForm;
    i->from = cloneBody(from);
    i->loopInvariant = cloneAssertions(loopInvariant);
    i->until = cloneOrNull(until);
    i->body = cloneBody(body);
    i->variant = cloneOrNull(variant);
    i->variantTag = variantTag;
    i->assertions = cloneAssertions(assertions);
    i->hasThen = hasThen;
    i->debugKeys = debugKeys;
    return i;
}

Body cloneBody(const Body& body)
{
    Body out;
    out.reserve(body.size());
    for (const auto& i : body) out.push_back(i ? i->clone() : nullptr);
    return out;
}

void forEachNode(const Expr& expr, const std::function<void(const Expr&)>& visit)
{
    visit(expr);
    if (expr.target) forEachNode(*expr.target, visit);
    for (const ExprPtr& a : expr.args)
        if (a) forEachNode(*a, visit);
}

void forEachInstruction(const Body& body, const std::function<void(const Instr&)>& visit)
{
    for (const InstrPtr& i : body) {
        if (!i) continue;
        visit(*i);
        for (const Body& b : i->bodies) forEachInstruction(b, visit);
        forEachInstruction(i->elseBody, visit);
        for (const InspectWhen& w : i->whens) forEachInstruction(w.body, visit);
        forEachInstruction(i->from, visit);
        forEachInstruction(i->body, visit);
    }
}

const char* binaryOpText(BinaryOp op)
{
    switch (op) {
    case BinaryOp::Plus: return "+";
    case BinaryOp::Minus: return "-";
    case BinaryOp::Times: return "*";
    case BinaryOp::Divide: return "/";
    case BinaryOp::IntDiv: return "//";
    case BinaryOp::Mod: return "\\\\";
    case BinaryOp::Power: return "^";
    case BinaryOp::Eq: return "=";
    case BinaryOp::Ne: return "/=";
    case BinaryOp::Tilde: return "~";
    case BinaryOp::NotTilde: return "/~";
    case BinaryOp::Lt: return "<";
    case BinaryOp::Le: return "<=";
    case BinaryOp::Gt: return ">";
    case BinaryOp::Ge: return ">=";
    case BinaryOp::And: return "and";
    case BinaryOp::Or: return "or";
    case BinaryOp::Xor: return "xor";
    case BinaryOp::AndThen: return "and then";
    case BinaryOp::OrElse: return "or else";
    case BinaryOp::Implies: return "implies";
    case BinaryOp::Interval: return "|..|";
    case BinaryOp::Free: return "";
    }
    return "";
}

const char* unaryOpText(UnaryOp op)
{
    switch (op) {
    case UnaryOp::Minus: return "-";
    case UnaryOp::Plus: return "+";
    case UnaryOp::Not: return "not";
    case UnaryOp::Free: return "";
    }
    return "";
}

}  // namespace amend::syntax
