// Extremal values with z3 (see constraint_solving.h). One z3::context per call, a resource limit on
// every solver (cut to the fault's z3 budget), `unknown` treated as a normal answer.
#include "synthesis/constraint_solving.h"

#include "analysis/expression_tools.h"
#include "analysis/z3_translate.h"
#include "syntax/printer.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace amend::synthesis {

namespace {

using B = syntax::BinaryOp;

bool isName(const syntax::Expr& e, const std::string& name)
{
    const syntax::Expr* x = &e;
    while (x->kind == syntax::ExprKind::Paren) x = x->args[0].get();
    return x->kind == syntax::ExprKind::Call && !x->target && x->args.empty() && x->name == name;
}

// Atoms `formal op E` / `E op formal` of the top-level conjunctions of `e`: (E, isLower, strict).
void bounds(const syntax::Expr& e, const std::string& formal, std::vector<std::tuple<const syntax::Expr*, bool, bool>>& out)
{
    if (e.kind == syntax::ExprKind::Paren) return bounds(*e.args[0], formal, out);
    if (e.kind != syntax::ExprKind::Binary) return;
    if (e.binaryOp == B::And || e.binaryOp == B::AndThen) {
        bounds(*e.args[0], formal, out);
        bounds(*e.args[1], formal, out);
        return;
    }
    const bool left = isName(*e.args[0], formal);
    const bool right = isName(*e.args[1], formal);
    if (left == right) return;
    const syntax::Expr* other = left ? e.args[1].get() : e.args[0].get();
    // Normalise to `formal op other`.
    B op = e.binaryOp;
    if (!left) {
        switch (op) {
        case B::Lt: op = B::Gt; break;
        case B::Le: op = B::Ge; break;
        case B::Gt: op = B::Lt; break;
        case B::Ge: op = B::Le; break;
        default: break;
        }
    }
    switch (op) {
    case B::Ge: out.emplace_back(other, true, false); break;
    case B::Gt: out.emplace_back(other, true, true); break;
    case B::Le: out.emplace_back(other, false, false); break;
    case B::Lt: out.emplace_back(other, false, true); break;
    case B::Eq: out.emplace_back(other, true, false); out.emplace_back(other, false, false); break;
    default: break;
    }
}

}  // namespace

int impliedLinear(const std::vector<const syntax::Expr*>& assumptions, const syntax::Expr& constraint,
                  const std::string& substituteName, const syntax::Expr* substituteBy, analysis::Z3Units limit, analysis::Z3Budget* budget)
{
    analysis::Z3Call call(budget, limit);
    if (call.skipped()) return -1;  // the fault's z3 budget is spent
    try {
        z3::context c;
        analysis::Z3Translator translator(c);
        z3::solver s(c);
        z3::params p(c);
        call.limit(p);
        s.set(p);
        for (const syntax::Expr* a : assumptions) s.add(translator.boolean(*a));
        const syntax::ExprPtr goal = substituteBy ? analysis::substituteCall(constraint, nullptr, {{substituteName, substituteBy}})
                                                  : constraint.clone();
        s.add(!translator.boolean(*goal));
        // The paper's integers: runs without overflow (a fault's failing tests have none,
        // testing/fault.cpp), else no bound like `count + 1' would hold at count = max_value.
        s.add(translator.noOverflow());
        const z3::check_result answer = s.check();
        call.finished(s.statistics());
        switch (answer) {
        case z3::unsat: return 1;
        case z3::sat: return 0;
        default: return -1;
        }
    } catch (const z3::exception&) {
        return -1;
    }
}

std::vector<std::string> extremalValues(const sema::FeatureInfo& callee, const std::string& formal, const syntax::Expr& call,
                                        analysis::Z3Units limit, analysis::Z3Budget* budget)
{
    std::vector<std::string> out;
    if (!callee.decl) return out;
    const std::vector<std::string>& formals = callee.argNames;
    if (formals.size() != call.args.size()) return out;
    std::map<std::string, const syntax::Expr*> actuals;
    for (std::size_t i = 0; i < formals.size(); ++i) actuals[formals[i]] = call.args[i].get();
    // Invariant clauses of the callee's class strengthen the constraint (paper: count >= 0).
    std::vector<const syntax::Expr*> invariant;
    if (callee.writtenIn && callee.writtenIn->decl)
        for (const syntax::Assertion& a : callee.writtenIn->decl->invariant)
            if (a.expr) invariant.push_back(a.expr.get());
    for (const syntax::Assertion& clause : callee.decl->precondition) {
        if (!clause.expr) continue;
        std::vector<std::tuple<const syntax::Expr*, bool, bool>> found;
        bounds(*clause.expr, formal, found);
        for (const auto& [bound, lower, strict] : found) {
            // z3: with `formal` := bound the clause must hold under the invariant.
            if (!strict && impliedLinear(invariant, *clause.expr, formal, bound, limit, budget) == 0) continue;
            std::string text = syntax::printExpr(*analysis::substituteCall(*bound, call.target.get(), actuals));
            if (strict) text = "(" + text + (lower ? ") + 1" : ") - 1");
            if (std::find(out.begin(), out.end(), text) == out.end()) out.push_back(text);
        }
    }
    return out;
}

}  // namespace amend::synthesis
