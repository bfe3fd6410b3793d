// Code-based candidates (see code_fixes.h).
#include "synthesis/code_fixes.h"

#include "analysis/expression_tools.h"
#include "synthesis/constraint_solving.h"
#include "synthesis/fix_actions.h"
#include "synthesis/schemas.h"
#include "syntax/printer.h"

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <map>
#include <set>

namespace amend::synthesis {

namespace {

// The innermost instruction of the body containing `offset`.
const syntax::Instr* instructionContaining(const RoutineText& text, std::uint32_t offset)
{
    const syntax::Instr* found = nullptr;
    for (const syntax::Instr* i : text.instructions())
        if (i->range.begin <= offset && offset < i->range.end) found = i;
    return found;
}

// Every expression node under `e` (e included), pre-order.
void forEachExpr(const syntax::Expr& e, const std::function<void(const syntax::Expr&)>& f)
{
    f(e);
    if (e.target) forEachExpr(*e.target, f);
    for (const syntax::ExprPtr& a : e.args)
        if (a) forEachExpr(*a, f);
}

std::vector<const syntax::Expr*> allExpressions(const syntax::Instr& instr)
{
    std::vector<const syntax::Expr*> out;
    auto add = [&](const syntax::Expr* e) {
        if (e) forEachExpr(*e, [&](const syntax::Expr& x) { out.push_back(&x); });
    };
    add(instr.target.get());
    add(instr.value.get());
    add(instr.expr.get());
    for (const syntax::ExprPtr& c : instr.conds) add(c.get());
    add(instr.until.get());
    for (const syntax::ExprPtr& a : instr.args) add(a.get());
    return out;
}

// Whether a clause reads the same at a call site once its names are substituted: not when it
// refers to the callee's entry state or binds names of its own.
bool expressibleAtCall(const syntax::Expr& clause)
{
    bool ok = true;
    syntax::forEachNode(clause, [&](const syntax::Expr& e) {
        using K = syntax::ExprKind;
        if (e.kind == K::Old || e.kind == K::Agent || e.kind == K::Quantifier || e.kind == K::ObjectTest) ok = false;
    });
    return ok;
}

// A branch or exit condition replaced as a whole by True or False: the branch always or never
// taken, the loop never or always left — an anti-pattern of search-based repair.
bool wholeConditionMadeConstant(const syntax::Instr& instr, const syntax::Expr& sub, const ExprMutation& m)
{
    if (instr.kind != syntax::InstrKind::If && instr.kind != syntax::InstrKind::Loop) return false;
    if (m.begin != sub.range.begin || m.end != sub.range.end) return false;
    return m.text == "True" || m.text == "False";
}

double snapshotSuspicion(const analysis::FaultLocalization& localization, const RoutineText& text, std::uint32_t offset)
{
    double best = 0;
    for (const analysis::Snapshot& s : localization.snapshots)
        if (s.locationRange.file == text.fileId() && s.locationRange.begin == offset) best = std::max(best, s.susp);
    return best;
}

}  // namespace

double editSuspicion(const analysis::FaultLocalization& localization, const RoutineText& text, std::uint32_t offset, int distance)
{
    const double susp = snapshotSuspicion(localization, text, offset);
    return susp > 0 ? susp * 0.99 : 0.5 / (1 + distance);
}

std::string calleePreconditionAt(const sema::FeatureInfo& callee, const syntax::Expr& call)
{
    if (!callee.decl || callee.decl->precondition.empty()) return {};
    std::vector<std::string> formals = callee.argNames;
    if (formals.empty())
        for (const syntax::Argument& a : callee.decl->arguments) formals.push_back(a.name);
    if (call.args.size() != formals.size()) return {};
    std::map<std::string, const syntax::Expr*> actuals;
    for (std::size_t i = 0; i < formals.size(); ++i) actuals[formals[i]] = call.args[i].get();
    std::string out;
    for (const syntax::Assertion& a : callee.decl->precondition) {
        if (!a.expr) continue;
        if (!expressibleAtCall(*a.expr)) return {};
        const std::string clause = syntax::printExpr(*analysis::substituteCall(*a.expr, call.target.get(), actuals));
        out += (out.empty() ? "" : " and then ") + (callee.decl->precondition.size() > 1 ? "(" + clause + ")" : clause);
    }
    return out;
}

std::vector<Candidate> codeCandidates(const sema::Program& program, const analysis::FaultUnderRepair& fault,
                                      const RoutineText& text, const analysis::FaultLocalization& localization,
                                      analysis::Z3Budget* z3Budget)
{
    std::vector<Candidate> out;
    if (!text.valid() || !fault.routine) return out;
    const bool failureInFile = fault.location.valid() && fault.location.file == text.fileId() &&
                               fault.location.begin >= text.bodyBegin() && fault.location.begin < text.bodyEnd();
    const std::uint32_t failure = failureInFile ? fault.location.begin : 0;
    const int failureLine = failure ? text.lineOf(failure) : 0;
    auto suspAt = [&](std::uint32_t offset) { return snapshotSuspicion(localization, text, offset); };
    auto distanceOf = [&](std::uint32_t offset) { return failureLine ? std::abs(text.lineOf(offset) - failureLine) : 0; };
    EntityTypes types(program, *fault.routine);

    // Replacement in place, at every instruction.
    for (const syntax::Instr* instr : text.instructions()) {
        const int distance = distanceOf(instr->range.begin);
        for (const syntax::Expr* sub : locationExpressions(*instr)) {
            for (const ExprMutation& m : expressionMutations(text, types, *sub)) {
                Candidate c;
                c.schema = Schema::Replace;
                c.action = m.description;
                c.actionKind = m.kind;
                c.susp = editSuspicion(localization, text, instr->range.begin, distance);
                c.location = instr->range.begin;
                c.distance = distance;
                c.edits.push_back({m.begin, m.end, m.text});
                if (wholeConditionMadeConstant(*instr, *sub, m)) c.antiPattern = AntiPattern::ConstantCondition;
                out.push_back(std::move(c));
            }
        }
    }
    if (!failure) return out;
    const syntax::Instr* at = instructionContaining(text, failure);
    if (!at) return out;
    const std::string ind = text.indentAt(at->range.begin);
    const std::string old = text.slice(at->range.begin, at->range.end);
    const bool primitive = at->kind != syntax::InstrKind::If && at->kind != syntax::InstrKind::Loop && at->kind != syntax::InstrKind::Inspect;
    auto make = [&](Schema schema, const std::string& action, ActionKind actionKind, const std::string& fail, TextEdit edit) {
        Candidate c;
        c.schema = schema;
        c.action = action;
        c.actionKind = actionKind;
        c.fail = fail;
        const double s = suspAt(at->range.begin);
        c.susp = s > 0 ? s * 0.99 : 0.9;
        c.location = at->range.begin;
        c.distance = 0;
        c.edits.push_back(std::move(edit));
        out.push_back(std::move(c));
    };

    // A callee's precondition violated at this call.
    if (fault.kind == runtime::ViolationKind::Precondition && fault.detectedIn && fault.detectedIn != fault.routine) {
        for (const syntax::Expr* e : allExpressions(*at)) {
            if (e->kind != syntax::ExprKind::Call || e->name != fault.detectedIn->name || e->range.begin > failure || failure >= e->range.end + 1)
                continue;
            const std::string pre = calleePreconditionAt(*fault.detectedIn, *e);
            if (pre.empty()) continue;
            if (primitive) make(Schema::Guard, "guard with the precondition of " + fault.detectedIn->name, ActionKind::None, pre,
                                {at->range.begin, at->range.end, instantiateSchema(Schema::Guard, pre, "", old, ind)});
            // Make it hold first: extremal values for integer entity arguments.
            const std::vector<std::string> formals = fault.detectedIn->argNames;
            for (std::size_t k = 0; k < e->args.size() && k < formals.size(); ++k) {
                const syntax::Expr& a = *e->args[k];
                if (a.kind != syntax::ExprKind::Call || a.target || !a.args.empty() || !types.isWritable(a.name)) continue;
                if (types.kindOf(a.name) != ValueKind::Integer) continue;
                for (const std::string& v : extremalValues(*fault.detectedIn, formals[k], *e, analysis::z3UnitsForSeconds(0.2), z3Budget)) {
                    const std::string action = a.name + " := " + v;
                    make(Schema::B, action, assignmentKind(v), "not (" + pre + ")",
                         {at->range.begin, at->range.end, instantiateSchema(Schema::B, "not (" + pre + ")", action, old, ind)});
                }
            }
        }
    }
    // A call on a Void target.
    if (fault.kind == runtime::ViolationKind::VoidCall) {
        std::set<std::string> targets;
        for (const syntax::Expr* e : allExpressions(*at)) {
            if (e->kind != syntax::ExprKind::Call || !e->target || e->range.begin > failure || failure >= e->range.end) continue;
            if (e->target->kind == syntax::ExprKind::CurrentRef) continue;
            const std::string t = text.slice(e->target->range.begin, e->target->range.end);
            if (!targets.insert(t).second) continue;
            const std::string guard = t + " /= Void";
            make(Schema::Guard, "guard the call on `" + t + "'", ActionKind::None, guard,
                 {at->range.begin, at->range.end, instantiateSchema(Schema::Guard, guard, "", old, ind)});
            for (const syntax::Expr* cond : locationExpressions(*at)) {
                if (cond->range.begin > e->range.begin || e->range.end > cond->range.end) continue;
                const std::string c = text.slice(cond->range.begin, cond->range.end);
                const bool simple = cond->kind == syntax::ExprKind::Call || cond->kind == syntax::ExprKind::Paren;
                const std::string operand = simple ? c : "(" + c + ")";
                make(Schema::Replace, "`" + c + "' → `" + guard + " and then " + c + "'", ActionKind::Replacement, guard,
                     {cond->range.begin, cond->range.end, guard + " and then " + operand});
                // The condition True on a Void target: what a loop's exit condition needs
                // (`until c = Void or else c.value = v'), where the guard above would go on looping.
                const std::string exit = t + " = Void";
                make(Schema::Replace, "`" + c + "' → `" + exit + " or else " + c + "'", ActionKind::Replacement, exit,
                     {cond->range.begin, cond->range.end, exit + " or else " + operand});
            }
        }
    }
    return out;
}

}  // namespace amend::synthesis
