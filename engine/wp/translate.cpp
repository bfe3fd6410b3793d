// See translate.h.
#include "wp/translate.h"

#include "sema/checker.h"
#include "sema/program.h"

#include <algorithm>

namespace amend::wp {

std::optional<Sort> sortOf(const sema::Type* type)
{
    if (!type) return std::nullopt;
    switch (type->basic()) {
    case sema::BasicKind::Integer32: return Sort::Integer;
    case sema::BasicKind::Boolean: return Sort::Boolean;
    default: return std::nullopt;
    }
}

TermOp termOpOf(ir::Op op)
{
    switch (op) {
    case ir::Op::Add: return TermOp::Add;
    case ir::Op::Sub: return TermOp::Sub;
    case ir::Op::Mul: return TermOp::Mul;
    case ir::Op::IntDiv: return TermOp::Quot;
    case ir::Op::Mod: return TermOp::Rem;
    case ir::Op::Lt: return TermOp::Lt;
    case ir::Op::Le: return TermOp::Le;
    case ir::Op::Gt: return TermOp::Gt;
    case ir::Op::Ge: return TermOp::Ge;
    case ir::Op::Eq: return TermOp::Eq;
    case ir::Op::Ne: case ir::Op::Xor: return TermOp::Ne;
    case ir::Op::And: case ir::Op::AndThen: return TermOp::And;
    case ir::Op::Or: case ir::Op::OrElse: return TermOp::Or;
    case ir::Op::Implies: return TermOp::Implies;
    default: return TermOp::Const;
    }
}

std::string variableName(const ir::Routine& routine, const ir::Expr& expr)
{
    switch (expr.op) {
    case ir::Op::Local: {
        if (expr.slot < 0 || static_cast<std::size_t>(expr.slot) >= routine.slotNames.size()) return {};
        const std::string& name = routine.slotNames[static_cast<std::size_t>(expr.slot)];
        if (name.empty() || name[0] == '<') return {};  // a hidden temporary
        return sortOf(expr.type) ? name : std::string();
    }
    case ir::Op::Result: return sortOf(expr.type) ? "Result" : std::string();
    case ir::Op::AttrCurrent:
        if (!expr.feature || expr.feature->kind != sema::FeatureInfo::Kind::Attribute || !sortOf(expr.type)) return {};
        return expr.feature->name;
    default: return {};
    }
}

TermPtr Translator::translate(const ir::Expr& expr, const Opaques& opaques, const Mutation& mutation) const
{
    return node(expr, opaques, mutation);
}

bool Translator::isCursorItem(const ir::Expr& e) const
{
    if (e.op != ir::Op::Call || e.kids.size() != 1 || !e.feature || e.feature->name != "item" || e.kids[0]->op != ir::Op::Local) return false;
    for (const Cursor& c : m_cursors)
        if (c.slot == e.kids[0]->slot) return true;
    return false;
}

bool Translator::mentionsCursor(const ir::Expr& e) const
{
    if (isCursorItem(e)) return true;
    for (const ir::ExprPtr& k : e.kids)
        if (k && mentionsCursor(*k)) return true;
    return false;
}

namespace {

// `e` with every `k.item' of the cursors replaced by its value (for evaluation in the frame).
void bindCursors(ir::Expr& e, const std::function<const ir::Expr*(const ir::Expr&)>& valueOf)
{
    for (ir::ExprPtr& k : e.kids) {
        if (!k) continue;
        if (const ir::Expr* v = valueOf(*k)) {
            auto c = std::make_unique<ir::Expr>();
            c->op = ir::Op::Int32Const;
            c->type = k->type;
            c->intValue = v->intValue;
            c->range = k->range;
            k = std::move(c);
        } else {
            bindCursors(*k, valueOf);
        }
    }
}

}  // namespace

TermPtr Translator::makeOpaque(const ir::Expr& expr, Sort sort, const Opaques& opaques) const
{
    std::optional<std::int32_t> value;
    const bool bindsCursor = !m_cursors.empty() && mentionsCursor(expr);
    if (bindsCursor && opaques) {
        // Evaluated with the cursors' current values in place of `k.item'.
        sema::check::CloneContext ctx;
        ir::ExprPtr bound = sema::check::cloneExpr(expr, ctx);
        std::vector<ir::Expr> values(m_cursors.size());
        for (std::size_t i = 0; i < m_cursors.size(); ++i) values[i].intValue = m_cursors[i].value;
        bindCursors(*bound, [&](const ir::Expr& k) -> const ir::Expr* {
            if (!isCursorItem(k)) return nullptr;
            for (std::size_t i = m_cursors.size(); i-- > 0;)
                if (m_cursors[i].slot == k.kids[0]->slot) return &values[i];
            return nullptr;
        });
        value = opaques(*bound);
    } else if (opaques && !bindsCursor) {
        value = opaques(expr);
    }
    // The name shows the values of the variables inside (the paper's `a [i=2]'); the key has the
    // values alone (`a [2]'), so that the same item read through different expressions is one.
    std::string text = m_text(expr.range), key = text;
    std::vector<std::pair<const ir::Expr*, std::int32_t>> leaves;
    std::function<void(const ir::Expr&)> collect = [&](const ir::Expr& e) {
        if (&e != &expr && e.range.file == expr.range.file && e.range.begin >= expr.range.begin && e.range.end <= expr.range.end) {
            if (isCursorItem(e)) {
                for (std::size_t i = m_cursors.size(); i-- > 0;)
                    if (m_cursors[i].slot == e.kids[0]->slot) {
                        leaves.push_back({&e, m_cursors[i].value});
                        return;
                    }
            }
            if (!variableName(m_routine, e).empty() && !bindsCursor && opaques) {
                if (const auto v = opaques(e)) leaves.push_back({&e, *v});
                return;
            }
        }
        for (const ir::ExprPtr& k : e.kids)
            if (k) collect(*k);
    };
    collect(expr);
    std::sort(leaves.begin(), leaves.end(), [](const auto& x, const auto& y) { return x.first->range.begin > y.first->range.begin; });
    std::uint32_t limit = expr.range.end;
    for (const auto& [leaf, v] : leaves) {
        if (leaf->range.end > limit) continue;  // overlapping: keep the outer text
        const std::size_t at = leaf->range.begin - expr.range.begin, length = leaf->range.end - leaf->range.begin;
        const std::string shown = isCursorItem(*leaf) ? std::to_string(v) : m_text(leaf->range) + "=" + std::to_string(v);
        text.replace(at, length, shown);
        key.replace(at, length, std::to_string(v));
        limit = leaf->range.begin;
    }
    return opaque(text, key + "=" + (value ? std::to_string(*value) : std::string("?")), sort, value);
}

TermPtr Translator::expandQuantifier(const ir::Expr& expr, const Opaques& opaques, const Mutation& mutation) const
{
    const ir::Expr& over = *expr.kids[0];
    if (!opaques || !expr.cursorForm || over.op != ir::Op::Call || !over.feature || over.feature->alias != "|..|" || over.kids.size() != 2)
        return nullptr;
    const std::optional<std::int32_t> lo = opaques(*over.kids[0]), hi = opaques(*over.kids[1]);
    if (!lo || !hi || static_cast<std::int64_t>(*hi) - *lo >= 64) return nullptr;
    const bool all = expr.flag;
    std::vector<TermPtr> parts;
    for (std::int32_t j = *lo; j <= *hi; ++j) {
        m_cursors.push_back({expr.slot, j});
        TermPtr part = node(*expr.kids[1], opaques, mutation);
        m_cursors.pop_back();
        if (!part) return nullptr;
        parts.push_back(part);
    }
    if (parts.empty()) return boolean(all);
    TermPtr out = parts.front();
    for (std::size_t i = 1; i < parts.size(); ++i) out = binary(all ? TermOp::And : TermOp::Or, out, parts[i]);
    return out;
}

TermPtr Translator::node(const ir::Expr& expr, const Opaques& opaques, const Mutation& mutation) const
{
    const bool mutated = mutation.node == &expr;
    if (mutated && mutation.replacement) return mutation.replacement;
    const std::optional<Sort> sort = sortOf(expr.type);
    if (!sort) return nullptr;
    TermPtr out;
    if (isCursorItem(expr)) {
        for (std::size_t i = m_cursors.size(); i-- > 0;)
            if (m_cursors[i].slot == expr.kids[0]->slot) return constant(m_cursors[i].value);
    }
    switch (expr.op) {
    case ir::Op::Int32Const: out = constant(static_cast<std::int32_t>(expr.intValue)); break;
    case ir::Op::Quantifier:
        out = expr.kids.size() == 2 ? expandQuantifier(expr, opaques, mutation) : nullptr;
        if (!out) out = makeOpaque(expr, *sort, opaques);
        break;
    case ir::Op::BoolConst: out = boolean(expr.intValue != 0); break;
    case ir::Op::Local: case ir::Op::Result: case ir::Op::AttrCurrent: {
        const std::string name = variableName(m_routine, expr);
        out = name.empty() ? makeOpaque(expr, *sort, opaques) : variable(name, *sort);
        break;
    }
    case ir::Op::Add: case ir::Op::Sub: case ir::Op::Mul: case ir::Op::IntDiv: case ir::Op::Mod:
    case ir::Op::Lt: case ir::Op::Le: case ir::Op::Gt: case ir::Op::Ge: case ir::Op::Eq: case ir::Op::Ne:
    case ir::Op::And: case ir::Op::AndThen: case ir::Op::Or: case ir::Op::OrElse: case ir::Op::Implies: case ir::Op::Xor: {
        const bool integers = expr.basic == sema::BasicKind::Integer32;
        const bool booleans = expr.basic == sema::BasicKind::Boolean;
        TermPtr l, r;
        if ((integers || booleans) && expr.kids.size() == 2) {
            l = node(*expr.kids[0], opaques, mutation);
            r = node(*expr.kids[1], opaques, mutation);
        }
        if (!l || !r) {
            out = makeOpaque(expr, *sort, opaques);
            break;
        }
        out = binary(mutated && mutation.op ? *mutation.op : termOpOf(expr.op), l, r);
        break;
    }
    case ir::Op::Neg: case ir::Op::Not: {
        TermPtr k = expr.kids.size() == 1 ? node(*expr.kids[0], opaques, mutation) : nullptr;
        out = k ? unary(expr.op == ir::Op::Neg ? TermOp::Neg : TermOp::Not, k) : makeOpaque(expr, *sort, opaques);
        break;
    }
    case ir::Op::Convert:
        if (expr.fromBasic == expr.basic && expr.kids.size() == 1) {
            out = node(*expr.kids[0], opaques, mutation);
            if (out) break;
        }
        out = makeOpaque(expr, *sort, opaques);
        break;
    default: out = makeOpaque(expr, *sort, opaques); break;
    }
    if (mutated && mutation.addend) out = binary(TermOp::Add, out, mutation.addend);
    return out;
}

}  // namespace amend::wp
