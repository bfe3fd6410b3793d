// Construction of the predicate set of Section 3.3 for one fault (see predicates.h).
//
//   E_{r,c}  (3.3.2) every expression of r's body and of the violated clause c (as seen from r),
//            plus the visible objects of r (Current, arguments, locals, Result);
//   𝔼_{r,c}  E_{r,c} unfolded: e.q for every e of reference type and every exported
//            argumentless query q of its class (not those of ANY; of reference type only
//            attributes, since such functions mostly create objects); for Current, `q`
//            unqualified — which includes the argumentless Boolean queries Q_r of 3.3.1;
//   B_{r,c}  Boolean expressions b; voidness checks e = Void; integer comparisons e ~ e' for
//            e ≠ e' in 𝔼 ∪ {0}, ~ in {=, <, <=}; complements (3.3.2);
//   ℙ_{r,c}  plus the implications of c and of r's contracts with their mutations
//            (not a implies b, a implies not b, not a implies not b), pruned with z3 (3.3.3).
// Implications from the contracts of routines appearing in B are not collected (a documented
// simplification). Comparisons are generated in closed form per pair {e, e'}: e = e', e /= e',
// e < e', e <= e', e > e', e >= e' (complements of comparisons are the opposite comparison,
// so trivially equivalent spellings like e' > e never appear). Every predicate is lowered with
// sema::lowerExpressionIn; those that do not check in r are dropped (with their complement).
#include "analysis/predicates.h"

#include "analysis/expression_tools.h"
#include "analysis/predicate_pruning.h"
#include "syntax/printer.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>

namespace amend::analysis {

namespace {

using syntax::BinaryOp;
using syntax::Expr;
using syntax::ExprKind;
using syntax::ExprPtr;

// Calls `visit` on every top-level expression of `body` (recursively through compound
// instructions).
void forEachExpr(const syntax::Body& body, const std::function<void(const Expr&)>& visit)
{
    auto v = [&](const ExprPtr& e) { if (e) visit(*e); };
    syntax::forEachInstruction(body, [&](const syntax::Instr& i) {
        v(i.target);
        v(i.value);
        v(i.expr);
        for (const ExprPtr& a : i.args) v(a);
        for (const ExprPtr& c : i.conds) v(c);
        v(i.acrossIterable);
        for (const syntax::Assertion& a : i.loopInvariant) v(a.expr);
        v(i.until);
        v(i.variant);
        for (const syntax::Assertion& a : i.assertions) v(a.expr);
    });
}

// May this node be an element of E (an expression whose value describes the state)?
bool isStateExpression(const Expr& e)
{
    switch (e.kind) {
    case ExprKind::IntegerLit: case ExprKind::CurrentRef: case ExprKind::ResultRef:
    case ExprKind::Call: case ExprKind::Bracket: case ExprKind::Binary: case ExprKind::Unary:
        break;
    default:
        return false;
    }
    if (e.kind == ExprKind::Binary && e.binaryOp == BinaryOp::Interval) return false;
    bool ok = true;  // nothing inside that cannot be evaluated at a location or declares names
    syntax::forEachNode(e, [&](const Expr& n) {
        if (n.kind == ExprKind::Old || n.kind == ExprKind::ObjectTest || n.kind == ExprKind::Quantifier || n.kind == ExprKind::Agent ||
            n.kind == ExprKind::CreationExpr || n.kind == ExprKind::StringLit || n.kind == ExprKind::ManifestArray ||
            n.kind == ExprKind::Tuple || n.kind == ExprKind::PrecursorCall)
            ok = false;
    });
    return ok;
}

bool sameRange(const SourceRange& a, const SourceRange& b) { return a.file == b.file && a.begin == b.begin && a.end == b.end; }

const syntax::Assertion* findIn(const std::vector<syntax::Assertion>& list, const SourceRange& range)
{
    for (const syntax::Assertion& a : list)
        if (sameRange(a.range, range) || (a.range.file == range.file && a.range.begin <= range.begin && range.end <= a.range.end && a.expr))
            return &a;
    return nullptr;
}

const syntax::Assertion* findInBody(const syntax::Body& body, const SourceRange& range)
{
    for (const syntax::InstrPtr& ip : body) {
        if (!ip) continue;
        if (const auto* a = findIn(ip->loopInvariant, range)) return a;
        if (const auto* a = findIn(ip->assertions, range)) return a;
        for (const syntax::Body& b : ip->bodies)
            if (const auto* a = findInBody(b, range)) return a;
        for (const syntax::InspectWhen& w : ip->whens)
            if (const auto* a = findInBody(w.body, range)) return a;
        for (const syntax::Body* b : {&ip->elseBody, &ip->from, &ip->body})
            if (const auto* a = findInBody(*b, range)) return a;
    }
    return nullptr;
}

// The syntax of the violated clause: searched in the file that holds it.
const syntax::Assertion* findClause(const sema::Program& program, const SourceRange& range)
{
    if (range.file < 0) return nullptr;
    for (const auto& module : program.modules) {
        if (!module || module->fileId != range.file) continue;
        for (const auto& cls : module->classes) {
            if (!cls) continue;
            if (const auto* a = findIn(cls->invariant, range)) return a;
            for (const syntax::FeatureDecl& f : cls->features) {
                if (const auto* a = findIn(f.precondition, range)) return a;
                if (const auto* a = findIn(f.postcondition, range)) return a;
                if (const auto* a = findInBody(f.body, range)) return a;
            }
        }
    }
    return nullptr;
}

// The call in the routine's body at the failure location (for precondition violations).
const Expr* findCallAt(const syntax::Body& body, const SourceRange& location)
{
    const Expr* best = nullptr;
    forEachExpr(body, [&](const Expr& top) {
        syntax::forEachNode(top, [&](const Expr& n) {
            if (n.kind != ExprKind::Call && n.kind != ExprKind::Bracket && n.kind != ExprKind::Binary) return;
            if (n.range.file != location.file || n.range.begin > location.begin || n.range.end < location.end) return;
            if (!best || (n.range.end - n.range.begin) < (best->range.end - best->range.begin)) best = &n;
        });
    });
    return best;
}

class Builder {
public:
    Builder(const sema::Program& program, const FaultUnderRepair& fault, Z3Budget* z3Budget)
        : m_program(program), m_fault(fault), m_z3Budget(z3Budget) {}

    PredicateSet run()
    {
        const sema::FeatureInfo& routine = *m_fault.routine;
        const syntax::FeatureDecl* decl = routine.decl;
        buildClause();
        // E_{r,c}: visible objects first, then the body, then the clause.
        auto current = std::make_unique<Expr>();
        current->kind = ExprKind::CurrentRef;
        addElement(std::move(current));
        if (decl) {
            for (const syntax::Argument& a : decl->arguments) addElement(makeName(a.name));
            for (const syntax::LocalDecl& l : decl->locals) addElement(makeName(l.name));
            if (decl->type) {
                auto result = std::make_unique<Expr>();
                result->kind = ExprKind::ResultRef;
                addElement(std::move(result));
            }
            forEachExpr(decl->body, [&](const Expr& top) { addAllNodes(top); });
        }
        if (m_set.clause) addAllNodes(*m_set.clause);
        unfold();
        combine();
        implications();
        finish();
        return std::move(m_set);
    }

private:
    enum class Category { Boolean, Integer, Reference, Other };
    struct Element {
        ExprPtr expr;
        std::string text;
        Category category = Category::Other;
        bool constant = false;
        bool isCurrent = false;
    };
    struct Candidate {
        ExprPtr expr;
        ExprPtr complement;
        bool fromImplication = false;
    };

    // Failures without a written clause: a call on Void violates the implicit `t /= Void` for
    // the call's target t, a division by zero the implicit `d /= 0` for the divisor d.
    ExprPtr implicitClause() const
    {
        if (!m_fault.routine->decl) return nullptr;
        const Expr* at = findCallAt(m_fault.routine->decl->body, m_fault.location);
        if (!at) return nullptr;
        if (m_fault.kind == runtime::ViolationKind::VoidCall) {
            const Expr* target = at->kind == ExprKind::Binary ? at->args[0].get() : at->target.get();
            if (target) return makeBinary(BinaryOp::Ne, withoutParens(*target), makeVoid());
        }
        if (m_fault.kind == runtime::ViolationKind::DivisionByZero && at->kind == ExprKind::Binary &&
            (at->binaryOp == BinaryOp::IntDiv || at->binaryOp == BinaryOp::Mod))
            return makeBinary(BinaryOp::Ne, withoutParens(*at->args[1]), makeInteger(0));
        return nullptr;
    }

    void buildClause()
    {
        const syntax::Assertion* clause = findClause(m_program, m_fault.clauseRange);
        if (!clause || !clause->expr) {
            // Only when it can be evaluated in r (not, e.g., over an across cursor, which
            // lowerExpressionIn does not see): otherwise it would share nothing but `Void` or `0`
            // with the predicates and edep would rank unrelated voidness checks first.
            ExprPtr implicit = implicitClause();
            if (implicit && lower(*implicit)) {
                m_set.clauseSub = subExpressionKeys(*implicit);
                m_set.clause = std::shared_ptr<const Expr>(std::move(implicit));
            }
            return;
        }
        ExprPtr c;
        const bool calleeClause = m_fault.kind == runtime::ViolationKind::Precondition && m_fault.detectedIn &&
                                  m_fault.detectedIn != m_fault.routine && m_fault.routine->decl;
        if (calleeClause) {
            if (const Expr* call = findCallAt(m_fault.routine->decl->body, m_fault.location)) {
                std::map<std::string, const Expr*> actuals;
                const Expr* target = call->target.get();
                std::vector<const Expr*> args;
                if (call->kind == ExprKind::Binary) {
                    target = call->args[0].get();
                    args.push_back(call->args[1].get());
                } else {
                    for (const ExprPtr& a : call->args) args.push_back(a.get());
                }
                const std::vector<std::string>& names = m_fault.detectedIn->argNames;
                for (std::size_t i = 0; i < names.size() && i < args.size(); ++i) actuals[names[i]] = args[i];
                c = substituteCall(*clause->expr, target, actuals);
            }
        }
        if (!c) c = withoutParens(*clause->expr);
        m_set.clauseSub = subExpressionKeys(*c);
        m_set.clause = std::shared_ptr<const Expr>(std::move(c));
    }

    std::unique_ptr<ir::Expr> lower(const Expr& e)
    {
        DiagnosticSink scratch;
        return sema::lowerExpressionIn(m_program, *m_fault.routine, e, scratch);
    }

    static Category categoryOf(const sema::Type* type)
    {
        if (!type || type->isError() || type->isNone()) return Category::Other;
        switch (type->basic()) {
        case sema::BasicKind::Boolean: return Category::Boolean;
        case sema::BasicKind::Integer32: case sema::BasicKind::Integer64: case sema::BasicKind::Natural32: return Category::Integer;
        case sema::BasicKind::None: return type->isReference() ? Category::Reference : Category::Other;
        default: return Category::Other;
        }
    }

    void addElement(ExprPtr e)
    {
        if (!e || !isStateExpression(*e)) return;
        e = withoutParens(*e);
        std::string text = syntax::printExpr(*e);
        if (!m_seen.insert(text).second) return;
        auto lowered = lower(*e);
        if (!lowered) return;
        Element el;
        el.category = categoryOf(lowered->type);
        if (el.category == Category::Other) return;
        el.constant = e->kind == ExprKind::IntegerLit;
        el.isCurrent = e->kind == ExprKind::CurrentRef;
        el.text = std::move(text);
        el.expr = std::move(e);
        m_types.push_back(lowered->type);
        m_elements.push_back(std::move(el));
    }

    void addAllNodes(const Expr& top)
    {
        syntax::forEachNode(top, [&](const Expr& n) {
            if (n.kind == ExprKind::Paren) return;
            if (n.kind == ExprKind::Call && n.name == "void") return;
            addElement(n.clone());
        });
    }

    // 𝔼: e.q for every element e of reference type and every exported argumentless query q.
    void unfold()
    {
        const std::size_t count = m_elements.size();
        for (std::size_t i = 0; i < count; ++i) {
            if (m_elements[i].category != Category::Reference) continue;
            const sema::ClassInfo* cls = m_program.baseClass(m_types[i]);
            if (!cls) continue;
            const bool isCurrent = m_elements[i].isCurrent;
            for (const sema::FeatureInfo* f : cls->features) {
                if (!f || !f->isQuery() || !f->argTypes.empty() || f->kind == sema::FeatureInfo::Kind::Constant) continue;
                if (!f->exportedToAll || f->writtenIn == m_program.anyClass) continue;
                // Reference-typed functions (new_cursor, to_array …) mostly build new objects:
                // only attributes of reference type are unfolded.
                if (categoryOf(f->type) == Category::Reference && f->kind != sema::FeatureInfo::Kind::Attribute) continue;
                addElement(isCurrent ? makeName(f->name) : makeName(f->name, m_elements[i].expr->clone()));
            }
        }
    }

    void add(ExprPtr p, ExprPtr complement, bool fromImplication = false)
    {
        m_candidates.push_back({std::move(p), std::move(complement), fromImplication});
    }

    // not p, written as the opposite comparison for comparisons (not (a < b) is a >= b) and
    // without double negation.
    static ExprPtr complementOf(const Expr& p)
    {
        if (p.kind == ExprKind::Unary && p.unaryOp == syntax::UnaryOp::Not) return p.args[0]->clone();
        if (p.kind == ExprKind::Binary) {
            static const std::map<BinaryOp, BinaryOp> opposite{{BinaryOp::Eq, BinaryOp::Ne}, {BinaryOp::Ne, BinaryOp::Eq},
                                                              {BinaryOp::Lt, BinaryOp::Ge}, {BinaryOp::Ge, BinaryOp::Lt},
                                                              {BinaryOp::Le, BinaryOp::Gt}, {BinaryOp::Gt, BinaryOp::Le}};
            auto it = opposite.find(p.binaryOp);
            if (it != opposite.end()) return makeBinary(it->second, p.args[0]->clone(), p.args[1]->clone());
        }
        return makeNot(p.clone());
    }

    // B_{r,c}.
    void combine()
    {
        for (const Element& e : m_elements) {
            if (e.category == Category::Boolean) add(e.expr->clone(), complementOf(*e.expr));
            if (e.category == Category::Reference && !e.isCurrent)
                add(makeBinary(BinaryOp::Eq, e.expr->clone(), makeVoid()), makeBinary(BinaryOp::Ne, e.expr->clone(), makeVoid()));
        }
        std::vector<const Element*> ints;
        for (const Element& e : m_elements)
            if (e.category == Category::Integer) ints.push_back(&e);
        const bool hasZero = std::any_of(ints.begin(), ints.end(), [](const Element* e) { return e->text == "0"; });
        auto zero = std::make_unique<Element>();
        zero->expr = makeInteger(0);
        zero->text.push_back('0');  // not `= "0"`: GCC 12 reports a false -Wrestrict (PR 105329)
        zero->constant = true;
        zero->category = Category::Integer;
        if (!hasZero) ints.push_back(zero.get());
        for (std::size_t i = 0; i < ints.size(); ++i) {
            for (std::size_t j = i + 1; j < ints.size(); ++j) {
                const Element* a = ints[i];
                const Element* b = ints[j];
                if (a->constant && b->constant) continue;
                if (a->constant) std::swap(a, b);  // constants on the right
                auto cmp = [&](BinaryOp op) { return makeBinary(op, a->expr->clone(), b->expr->clone()); };
                add(cmp(BinaryOp::Eq), cmp(BinaryOp::Ne));
                add(cmp(BinaryOp::Lt), cmp(BinaryOp::Ge));
                add(cmp(BinaryOp::Le), cmp(BinaryOp::Gt));
            }
        }
    }

    // Implications of c and of r's contracts, with their mutations (3.3.3).
    void implications()
    {
        std::vector<const Expr*> found;
        auto collect = [&](const Expr& top) {
            syntax::forEachNode(top, [&](const Expr& n) {
                if (n.kind == ExprKind::Binary && n.binaryOp == BinaryOp::Implies) found.push_back(&n);
            });
        };
        if (m_set.clause) collect(*m_set.clause);
        if (const syntax::FeatureDecl* decl = m_fault.routine->decl) {
            for (const syntax::Assertion& a : decl->precondition)
                if (a.expr) collect(*a.expr);
            for (const syntax::Assertion& a : decl->postcondition)
                if (a.expr) collect(*a.expr);
        }
        for (const Expr* imp : found) {
            ExprPtr plain = withoutParens(*imp);
            const Expr& a = *plain->args[0];
            const Expr& b = *plain->args[1];
            for (int mutation = 0; mutation < 4; ++mutation) {
                ExprPtr left = (mutation & 1) ? complementOf(a) : a.clone();
                ExprPtr right = (mutation & 2) ? complementOf(b) : b.clone();
                ExprPtr p = makeBinary(BinaryOp::Implies, std::move(left), std::move(right));
                ExprPtr notP = makeNot(p->clone());
                add(std::move(p), std::move(notP), true);
            }
        }
    }

    // Lowers every candidate and its complement, drops duplicates, unchecked and redundant ones.
    void finish()
    {
        struct Pair {
            ExprPtr p, q;
            std::unique_ptr<ir::Expr> lp, lq;
            std::string tp, tq;
            bool fromImplication;
        };
        std::vector<Pair> pairs;
        std::set<std::string> texts;
        for (Candidate& c : m_candidates) {
            Pair pair;
            pair.tp = syntax::printExpr(*c.expr);
            pair.tq = syntax::printExpr(*c.complement);
            if (texts.count(pair.tp) || texts.count(pair.tq)) {
                ++m_set.redundantDropped;
                continue;
            }
            pair.lp = lower(*c.expr);
            pair.lq = pair.lp ? lower(*c.complement) : nullptr;
            if (!pair.lp || !pair.lq || categoryOf(pair.lp->type) != Category::Boolean) {
                ++m_set.candidatesDropped;
                continue;
            }
            texts.insert(pair.tp);
            texts.insert(pair.tq);
            pair.p = std::move(c.expr);
            pair.q = std::move(c.complement);
            pair.fromImplication = c.fromImplication;
            pairs.push_back(std::move(pair));
        }
        // z3: drop constant predicates and implications equivalent to earlier implications.
        PruneQuery query;
        query.budget = m_z3Budget;
        for (const Pair& pair : pairs) {
            query.predicates.push_back(pair.p.get());
            query.candidate.push_back(true);
            query.pairwise.push_back(pair.fromImplication);
        }
        const std::vector<bool> drop = redundantPredicates(query);
        for (std::size_t i = 0; i < pairs.size(); ++i) {
            if (drop[i]) {
                ++m_set.redundantDropped;
                continue;
            }
            Pair& pair = pairs[i];
            const int index = static_cast<int>(m_set.predicates.size());
            m_set.predicates.push_back(makePredicate(std::move(pair.p), std::move(pair.lp), pair.tp, pair.fromImplication));
            m_set.predicates.push_back(makePredicate(std::move(pair.q), std::move(pair.lq), pair.tq, pair.fromImplication));
            m_set.predicates[static_cast<std::size_t>(index)].complement = index + 1;
            m_set.predicates[static_cast<std::size_t>(index) + 1].complement = index;
        }
    }

    static Predicate makePredicate(ExprPtr e, std::unique_ptr<ir::Expr> lowered, const std::string& text, bool fromImplication)
    {
        Predicate p;
        p.text = text;
        p.sub = subExpressionKeys(*e);
        p.expr = std::shared_ptr<const Expr>(std::move(e));
        p.lowered = std::shared_ptr<const ir::Expr>(std::move(lowered));
        p.fromImplication = fromImplication;
        return p;
    }

    const sema::Program& m_program;
    const FaultUnderRepair& m_fault;
    Z3Budget* m_z3Budget;
    PredicateSet m_set;
    std::vector<Element> m_elements;
    std::vector<const sema::Type*> m_types;
    std::set<std::string> m_seen;
    std::vector<Candidate> m_candidates;
};

}  // namespace

PredicateSet buildPredicates(const sema::Program& program, const FaultUnderRepair& fault, Z3Budget* z3Budget)
{
    if (!fault.routine) return {};
    return Builder(program, fault, z3Budget).run();
}

}  // namespace amend::analysis
