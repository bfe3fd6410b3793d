// See term.h.
#include "wp/term.h"

#include <algorithm>
#include <functional>

namespace amend::wp {

namespace {

std::int32_t wrap(std::int64_t v) { return static_cast<std::int32_t>(static_cast<std::uint32_t>(static_cast<std::uint64_t>(v))); }

TermPtr make(Term t) { return std::make_shared<const Term>(std::move(t)); }

int precedence(TermOp op)
{
    switch (op) {
    case TermOp::Implies: return 1;
    case TermOp::Or: return 2;
    case TermOp::And: return 3;
    case TermOp::Lt: case TermOp::Le: case TermOp::Gt: case TermOp::Ge: case TermOp::Eq: case TermOp::Ne: return 4;
    case TermOp::Add: case TermOp::Sub: return 5;
    case TermOp::Mul: case TermOp::Quot: case TermOp::Rem: return 6;
    case TermOp::Neg: case TermOp::Not: return 7;
    default: return 8;
    }
}

}  // namespace

TermPtr constant(std::int32_t value) { return make({TermOp::Const, Sort::Integer, value, true, {}, {}, {}}); }
TermPtr boolean(bool value) { return make({TermOp::Const, Sort::Boolean, value ? 1 : 0, true, {}, {}, {}}); }
TermPtr variable(const std::string& name, Sort sort) { return make({TermOp::Var, sort, 0, true, name, {}, {}}); }

TermPtr opaque(const std::string& text, const std::string& key, Sort sort, std::optional<std::int32_t> value)
{
    return make({TermOp::Opaque, sort, value.value_or(0), value.has_value(), text, key, {}});
}

TermPtr unary(TermOp op, TermPtr operand)
{
    const Sort sort = op == TermOp::Not ? Sort::Boolean : Sort::Integer;
    return make({op, sort, 0, true, {}, {}, {std::move(operand)}});
}

TermPtr binary(TermOp op, TermPtr left, TermPtr right)
{
    const Sort sort = isArithmetic(op) ? Sort::Integer : Sort::Boolean;
    return make({op, sort, 0, true, {}, {}, {std::move(left), std::move(right)}});
}

TermPtr conjunction(const std::vector<TermPtr>& terms)
{
    if (terms.empty()) return boolean(true);
    TermPtr all = terms.front();
    for (std::size_t i = 1; i < terms.size(); ++i) all = binary(TermOp::And, all, terms[i]);
    return all;
}

bool isComparison(TermOp op) { return op >= TermOp::Lt && op <= TermOp::Ne; }
bool isArithmetic(TermOp op) { return op >= TermOp::Add && op <= TermOp::Neg; }

const char* opSymbol(TermOp op)
{
    switch (op) {
    case TermOp::Add: return "+";
    case TermOp::Sub: case TermOp::Neg: return "-";
    case TermOp::Mul: return "*";
    case TermOp::Quot: return "//";
    case TermOp::Rem: return "\\\\";
    case TermOp::Lt: return "<";
    case TermOp::Le: return "<=";
    case TermOp::Gt: return ">";
    case TermOp::Ge: return ">=";
    case TermOp::Eq: return "=";
    case TermOp::Ne: return "/=";
    case TermOp::And: return "and";
    case TermOp::Or: return "or";
    case TermOp::Implies: return "implies";
    case TermOp::Not: return "not";
    default: return "?";
    }
}

TermOp negatedComparison(TermOp op)
{
    switch (op) {
    case TermOp::Lt: return TermOp::Ge;
    case TermOp::Le: return TermOp::Gt;
    case TermOp::Gt: return TermOp::Le;
    case TermOp::Ge: return TermOp::Lt;
    case TermOp::Eq: return TermOp::Ne;
    default: return TermOp::Eq;
    }
}

TermOp swappedComparison(TermOp op)
{
    switch (op) {
    case TermOp::Lt: return TermOp::Gt;
    case TermOp::Le: return TermOp::Ge;
    case TermOp::Gt: return TermOp::Lt;
    case TermOp::Ge: return TermOp::Le;
    default: return op;
    }
}

std::string print(const Term& t, bool keys)
{
    switch (t.op) {
    case TermOp::Const:
        if (t.sort == Sort::Boolean) return t.value ? "True" : "False";
        return std::to_string(t.value);
    case TermOp::Var: return t.name;
    case TermOp::Opaque: return keys ? "{" + t.key + "}" : t.name;
    case TermOp::Neg: case TermOp::Not: {
        const std::string inner = print(*t.kids[0], keys);
        const bool paren = precedence(t.kids[0]->op) < precedence(t.op);
        return std::string(t.op == TermOp::Neg ? "-" : "not ") + (paren ? "(" + inner + ")" : inner);
    }
    default: {
        const int p = precedence(t.op);
        std::string l = print(*t.kids[0], keys), r = print(*t.kids[1], keys);
        if (precedence(t.kids[0]->op) < p || (isComparison(t.op) && isComparison(t.kids[0]->op))) l = "(" + l + ")";
        // Left-associative: the right operand needs parentheses at equal precedence too.
        if (precedence(t.kids[1]->op) <= p && t.kids[1]->op != TermOp::Const && t.kids[1]->op != TermOp::Var &&
            t.kids[1]->op != TermOp::Opaque && t.kids[1]->op != TermOp::Neg && t.kids[1]->op != TermOp::Not)
            r = "(" + r + ")";
        return l + " " + opSymbol(t.op) + " " + r;
    }
    }
}

TermPtr substitute(const TermPtr& term, const std::string& name, const TermPtr& by)
{
    if (term->op == TermOp::Var) return term->name == name ? by : term;
    if (term->kids.empty()) return term;
    bool changed = false;
    std::vector<TermPtr> kids;
    kids.reserve(term->kids.size());
    for (const TermPtr& k : term->kids) {
        kids.push_back(substitute(k, name, by));
        changed = changed || kids.back() != k;
    }
    if (!changed) return term;
    Term copy = *term;
    copy.kids = std::move(kids);
    return make(std::move(copy));
}

bool mentions(const Term& term, const std::string& name)
{
    if (term.op == TermOp::Var) return term.name == name;
    return std::any_of(term.kids.begin(), term.kids.end(), [&](const TermPtr& k) { return mentions(*k, name); });
}

void collectVariables(const Term& term, std::vector<std::string>& names)
{
    if (term.op == TermOp::Var) {
        if (std::find(names.begin(), names.end(), term.name) == names.end()) names.push_back(term.name);
        return;
    }
    for (const TermPtr& k : term.kids) collectVariables(*k, names);
}

std::optional<std::int32_t> evaluate(const Term& t, const Valuation& values)
{
    switch (t.op) {
    case TermOp::Const: return t.value;
    case TermOp::Var: {
        const auto it = values.find(t.name);
        if (it == values.end()) return std::nullopt;
        return it->second;
    }
    case TermOp::Opaque: return t.known ? std::optional<std::int32_t>(t.value) : std::nullopt;
    case TermOp::Neg: {
        const auto v = evaluate(*t.kids[0], values);
        if (!v) return v;
        return wrap(-static_cast<std::int64_t>(*v));
    }
    case TermOp::Not: {
        const auto v = evaluate(*t.kids[0], values);
        if (!v) return v;
        return *v ? 0 : 1;
    }
    case TermOp::And: case TermOp::Or: case TermOp::Implies: {
        const auto l = evaluate(*t.kids[0], values);
        // Semi-strict: the left operand alone may decide.
        if (l && t.op == TermOp::And && !*l) return 0;
        if (l && t.op == TermOp::Or && *l) return 1;
        if (l && t.op == TermOp::Implies && !*l) return 1;
        const auto r = evaluate(*t.kids[1], values);
        if (r && t.op == TermOp::And && !*r) return 0;
        if (r && t.op != TermOp::And && *r) return 1;
        if (!l || !r) return std::nullopt;
        if (t.op == TermOp::And) return *l && *r ? 1 : 0;
        if (t.op == TermOp::Or) return *l || *r ? 1 : 0;
        return !*l || *r ? 1 : 0;
    }
    default: break;
    }
    const auto l = evaluate(*t.kids[0], values), r = evaluate(*t.kids[1], values);
    if (!l || !r) return std::nullopt;
    const std::int64_t a = *l, b = *r;
    switch (t.op) {
    case TermOp::Add: return wrap(a + b);
    case TermOp::Sub: return wrap(a - b);
    case TermOp::Mul: return wrap(a * b);
    case TermOp::Quot: if (b == 0) return std::nullopt; return wrap(a / b);
    case TermOp::Rem: if (b == 0) return std::nullopt; return wrap(a % b);
    case TermOp::Lt: return a < b;
    case TermOp::Le: return a <= b;
    case TermOp::Gt: return a > b;
    case TermOp::Ge: return a >= b;
    case TermOp::Eq: return a == b;
    case TermOp::Ne: return a != b;
    default: return std::nullopt;
    }
}

// ---- normal form ----

namespace {

// Linear combination: printed atom → (coefficient, atom); plus a constant.
struct Linear {
    std::map<std::string, std::pair<std::int64_t, std::string>> atoms;  // key text → (coefficient, printed text)
    std::int64_t constant = 0;
};

void addLinear(const Term& t, std::int64_t factor, Linear& out)
{
    switch (t.op) {
    case TermOp::Const: out.constant += factor * t.value; return;
    case TermOp::Add: addLinear(*t.kids[0], factor, out); addLinear(*t.kids[1], factor, out); return;
    case TermOp::Sub: addLinear(*t.kids[0], factor, out); addLinear(*t.kids[1], -factor, out); return;
    case TermOp::Neg: addLinear(*t.kids[0], -factor, out); return;
    case TermOp::Mul:
        if (t.kids[0]->op == TermOp::Const) { addLinear(*t.kids[1], factor * t.kids[0]->value, out); return; }
        if (t.kids[1]->op == TermOp::Const) { addLinear(*t.kids[0], factor * t.kids[1]->value, out); return; }
        break;
    default: break;
    }
    std::vector<std::string> vars;
    collectVariables(t, vars);
    const bool symbolic = !vars.empty() || t.op == TermOp::Opaque || !evaluate(t, {});
    if (!symbolic) {  // a constant sub-term such as 7 // 2
        out.constant += factor * *evaluate(t, {});
        return;
    }
    auto& slot = out.atoms[print(t, true)];
    slot.first += factor;
    slot.second = print(t);
}

}  // namespace

std::string NormalForm::text() const { return lhs + " " + opSymbol(relop) + " " + std::to_string(constant); }

NormalForm normalForm(const Term& atom)
{
    NormalForm nf;
    if (atom.op == TermOp::Not || !isComparison(atom.op) || atom.kids[0]->sort == Sort::Boolean) {
        // A Boolean atom: `b = True` (or under Not, `b = False`); Boolean equalities stay whole.
        const bool negated = atom.op == TermOp::Not;
        const Term& inner = negated ? *atom.kids[0] : atom;
        std::vector<std::string> vars;
        collectVariables(inner, vars);
        nf.lhs = print(inner);
        nf.lhsKey = print(inner, true);
        nf.relop = TermOp::Eq;
        nf.constant = negated ? 0 : 1;
        nf.variableFree = vars.empty() && inner.op != TermOp::Opaque && !(isComparison(inner.op));
        return nf;
    }
    Linear lin;
    addLinear(*atom.kids[0], 1, lin);
    addLinear(*atom.kids[1], -1, lin);
    std::string lhs, lhsKey;
    for (const auto& [key, entry] : lin.atoms) {
        const std::int64_t c = entry.first;
        if (c == 0) continue;
        const std::int64_t m = c < 0 ? -c : c;
        const std::string factor = m == 1 ? std::string() : std::to_string(m) + " * ";
        const std::string sign = lhs.empty() ? (c < 0 ? "-" : "") : (c < 0 ? " - " : " + ");
        lhs += sign + factor + entry.second;
        lhsKey += sign + factor + key;
    }
    nf.variableFree = lhs.empty();
    nf.lhs = lhs.empty() ? "0" : lhs;
    nf.lhsKey = lhsKey.empty() ? "0" : lhsKey;
    nf.relop = atom.op;
    nf.constant = -lin.constant;
    return nf;
}

// ---- DNF ----

namespace {

TermPtr literal(const TermPtr& t, bool negate)
{
    if (!negate) return t;
    if (isComparison(t->op)) return binary(negatedComparison(t->op), t->kids[0], t->kids[1]);
    if (t->op == TermOp::Const) return boolean(!t->value);
    return unary(TermOp::Not, t);
}

std::vector<std::vector<TermPtr>> dnf(const TermPtr& t, bool negate, std::size_t limit, bool& complete)
{
    using Disj = std::vector<std::vector<TermPtr>>;
    auto product = [&](const Disj& a, const Disj& b) {
        Disj out;
        for (const auto& x : a)
            for (const auto& y : b) {
                if (out.size() >= limit) { complete = false; return out; }
                std::vector<TermPtr> c = x;
                c.insert(c.end(), y.begin(), y.end());
                out.push_back(std::move(c));
            }
        return out;
    };
    auto sum = [&](Disj a, const Disj& b) {
        for (const auto& y : b) {
            if (a.size() >= limit) { complete = false; break; }
            a.push_back(y);
        }
        return a;
    };
    switch (t->op) {
    case TermOp::Not: return dnf(t->kids[0], !negate, limit, complete);
    case TermOp::And:
        return negate ? sum(dnf(t->kids[0], true, limit, complete), dnf(t->kids[1], true, limit, complete))
                      : product(dnf(t->kids[0], false, limit, complete), dnf(t->kids[1], false, limit, complete));
    case TermOp::Or:
        return negate ? product(dnf(t->kids[0], true, limit, complete), dnf(t->kids[1], true, limit, complete))
                      : sum(dnf(t->kids[0], false, limit, complete), dnf(t->kids[1], false, limit, complete));
    case TermOp::Implies:  // a implies b = not a or b
        return negate ? product(dnf(t->kids[0], false, limit, complete), dnf(t->kids[1], true, limit, complete))
                      : sum(dnf(t->kids[0], true, limit, complete), dnf(t->kids[1], false, limit, complete));
    case TermOp::Eq: case TermOp::Ne:
        if (t->kids[0]->sort == Sort::Boolean) {  // a = b: (a and b) or (not a and not b)
            const bool equal = (t->op == TermOp::Eq) != negate;
            const TermPtr& a = t->kids[0];
            const TermPtr& b = t->kids[1];
            const Disj both = product(dnf(a, false, limit, complete), dnf(b, false, limit, complete));
            const Disj neither = product(dnf(a, true, limit, complete), dnf(b, true, limit, complete));
            const Disj mixed1 = product(dnf(a, false, limit, complete), dnf(b, true, limit, complete));
            const Disj mixed2 = product(dnf(a, true, limit, complete), dnf(b, false, limit, complete));
            return equal ? sum(both, neither) : sum(mixed1, mixed2);
        }
        break;
    case TermOp::Const:
        if ((t->value != 0) != negate) return {{}};  // True: one empty conjunction
        return {};                                    // False: no disjunct
    default: break;
    }
    return {{literal(t, negate)}};
}

}  // namespace

Dnf toDnf(const TermPtr& formula, std::size_t limit)
{
    Dnf out;
    out.disjuncts = dnf(formula, false, limit, out.complete);
    return out;
}

}  // namespace amend::wp
