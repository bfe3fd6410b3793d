// Modular testing, part 1: a callee replaced by its contract (see modular_check.h). Its body becomes
// "assign the attributes of its frame candidate values, then check the class invariant"; a choice
// that breaks its postcondition or the invariant stops the run inside the callee and is rejected.
// A postcondition (or a later callee's precondition) of the caller that then fails is reported.
#include "testing/modular_internal.h"

#include "sema/ir.h"

#include <algorithm>
#include <set>

namespace amend::testing::modular {

namespace {

// A procedure's frame clauses: its own, else (a redeclaration that writes none, as EiffelBase2's
// V_ARRAY.put effecting V_MUTABLE_SEQUENCE.put) those of the nearest precursor that has some,
// since a redeclaration inherits its precursors' postconditions, the frame among them.
std::vector<const syntax::Expr*> declaredFrame(const sema::FeatureInfo& f)
{
    std::vector<const syntax::Expr*> clauses = f.decl ? frameClauses(*f.decl) : std::vector<const syntax::Expr*>{};
    for (std::size_t i = 0; clauses.empty() && i < f.precursors.size(); ++i)
        if (f.precursors[i]) clauses = declaredFrame(*f.precursors[i]);
    return clauses;
}

// The attributes a procedure may change, as AutoProof reads its frame clauses; nullopt when the
// frame names objects other than Current or a model query that is not an attribute (skipped).
std::optional<std::vector<const sema::FeatureInfo*>> frameOf(const sema::FeatureInfo& f)
{
    const sema::ClassInfo* cls = f.owner;
    std::vector<const sema::FeatureInfo*> all;
    for (const sema::FeatureInfo* a : cls->features)
        if (a->kind == sema::FeatureInfo::Kind::Attribute) all.push_back(a);
    bool declared = false;
    std::set<const sema::FeatureInfo*> named;
    bool everything = false;
    for (const syntax::Expr* e : declaredFrame(f)) {
        const bool fields = e->name == "modify_field" || e->name == "modify_model";
        declared = true;
        // modify (objects) | modify_field/modify_model (names, objects)
        const syntax::Expr* objects = fields ? (e->args.size() > 1 ? e->args[1].get() : nullptr) : (e->args.empty() ? nullptr : e->args[0].get());
        if (!objects) return std::nullopt;
        auto isCurrent = [](const syntax::Expr& x) { return x.kind == syntax::ExprKind::CurrentRef; };
        if (objects->kind == syntax::ExprKind::Tuple) {
            for (const syntax::ExprPtr& o : objects->args)
                if (!o || !isCurrent(*o)) return std::nullopt;
        } else if (!isCurrent(*objects)) {
            return std::nullopt;
        }
        if (!fields) {
            everything = true;
            continue;
        }
        std::vector<std::string> names;
        const syntax::Expr* list = e->args[0].get();
        if (list->kind == syntax::ExprKind::StringLit) names.push_back(list->stringValue);
        else if (list->kind == syntax::ExprKind::Tuple)
            for (const syntax::ExprPtr& n : list->args)
                if (n && n->kind == syntax::ExprKind::StringLit) names.push_back(n->stringValue);
                else return std::nullopt;
        else return std::nullopt;
        for (const std::string& name : names) {
            const sema::FeatureInfo* a = cls->feature(name);
            if (!a) continue;  // an ownership ghost (`closed', `owner' …): not tracked at run time
            if (a->kind != sema::FeatureInfo::Kind::Attribute) return std::nullopt;
            named.insert(a);
        }
    }
    if (!declared || everything) return all;  // AutoProof's default for a procedure: modify (Current)
    std::vector<const sema::FeatureInfo*> out;
    for (const sema::FeatureInfo* a : all)
        if (named.count(a)) out.push_back(a);
    return out;
}

// Calls are appended to `out' (a creation procedure as used by `create' is marked in `created').
using Created = std::set<const sema::FeatureInfo*>;

void collectCalls(const ir::Expr& e, std::vector<const sema::FeatureInfo*>& out, Created& created)
{
    if ((e.op == ir::Op::CallCurrent || e.op == ir::Op::Call) && e.feature) out.push_back(e.feature);
    if (e.op == ir::Op::Create && e.feature) {
        out.push_back(e.feature);
        created.insert(e.feature);
    }
    for (const ir::ExprPtr& k : e.kids)
        if (k) collectCalls(*k, out, created);
}

void collectCalls(const ir::Block& block, std::vector<const sema::FeatureInfo*>& out, Created& created)
{
    for (const ir::InstrPtr& i : block) {
        if (!i) continue;
        if (i->value) collectCalls(*i->value, out, created);
        for (const ir::ExprPtr& c : i->conds)
            if (c) collectCalls(*c, out, created);
        for (const ir::Block& b : i->blocks) collectCalls(b, out, created);
        collectCalls(i->elseBlock, out, created);
        for (const ir::InspectWhen& w : i->whens) collectCalls(w.body, out, created);
        collectCalls(i->from, out, created);
        if (i->until) collectCalls(*i->until, out, created);
        collectCalls(i->body, out, created);
    }
}

// A creation procedure the prover sees only through its contract whatever class it is in, the
// kernel's included (EiffelBase's INTEGER_INTERVAL.make promises its bounds only for a non-empty
// interval): one with a postcondition whose object has attributes of basic types only, to which
// candidate values can be given (a reference attribute would stay Void, which no contract says).
bool isReplaceableCreator(const sema::FeatureInfo& f)
{
    if (!f.decl || f.decl->postcondition.empty()) return false;
    for (const sema::FeatureInfo* a : f.owner->features)
        if (a->kind == sema::FeatureInfo::Kind::Attribute && !isBasicAttribute(*a)) return false;
    return true;
}

// Procedures of the program's own classes that `caller' calls directly, and the creation procedures
// it creates objects with (isReplaceableCreator), each once, in order.
std::vector<const sema::FeatureInfo*> calleesOf(const sema::FeatureInfo& caller)
{
    std::vector<const sema::FeatureInfo*> calls, out;
    if (!caller.routine) return out;
    Created created;
    collectCalls(caller.routine->body, calls, created);
    std::set<const sema::FeatureInfo*> seen;
    for (const sema::FeatureInfo* f : calls) {
        if (f == &caller || f->kind != sema::FeatureInfo::Kind::Routine || f->type || !f->routine || !f->decl) continue;
        if (f->isBuiltIn || f->isDeferred || f->isOnce || f->routine->isBuiltIn) continue;
        if (created.count(f) ? !isReplaceableCreator(*f) : f->owner->isKernel) continue;
        if (seen.insert(f).second) out.push_back(f);
    }
    return out;
}

// The monitored invariant clauses of `cls', for a check.
std::vector<std::string> invariantClauses(const sema::ClassInfo& cls)
{
    std::vector<std::string> clauses;
    for (const ir::Assertion& a : cls.invariant)
        if (a.cond && !a.text.empty()) clauses.push_back(a.text);
    return clauses;
}

// The frame's candidate values: the two sides of the comparisons in the callee's postcondition and
// its class invariant, its arguments, ±1.
std::vector<HavocVariable> frameCandidates(const sema::Program& program, const sema::FeatureInfo& f,
                                           const std::vector<const sema::FeatureInfo*>& frame)
{
    std::vector<const syntax::Expr*> contracts;
    for (const syntax::Assertion& a : f.decl->postcondition) contracts.push_back(a.expr.get());
    if (f.owner->decl)
        for (const syntax::Assertion& a : f.owner->decl->invariant) contracts.push_back(a.expr.get());
    std::vector<std::string> sides = comparisonSides(contracts);
    for (const std::string& arg : f.argNames)
        for (const std::string& s : {arg, arg + " + 1", arg + " - 1"}) sides.push_back(s);
    std::vector<HavocVariable> variables;
    for (const sema::FeatureInfo* a : frame) variables.push_back({a->name, candidatesFor(a->name, sides)});
    return typedCandidates(program, f, std::move(variables));
}

}  // namespace

void checkCallees(const sema::Program& program, const sema::FeatureInfo& caller, const std::vector<TestCase>& tests,
                  const ModularOptions& options, CancelToken& cancel, std::vector<ProofObligation>& out)
{
    const std::string callerName = routineName(&caller);
    const std::vector<sema::FeatureInfo const*> callees = calleesOf(caller);
    if (callees.empty()) return;
    const std::vector<TestCase> fewTests = startStateTests(tests, caller, options.testsPerStartState);
    // Start states the caller, running its callees' own bodies, passes from: there a failure with a
    // callee replaced is the callee contract's doing, not the state's.
    std::vector<StartState> states;
    for (StartState& s : startStates(program, caller, options.startStatesWithCallee)) {
        const RunSetup alone{nullptr, nullptr, &s, &caller};
        if (!firstFailure(program, cancel, fewTests, alone, options, callerName, [](const FaultKey&) { return true; })) states.push_back(std::move(s));
    }
    for (const sema::FeatureInfo* f : callees) {
        if (cancel.isCancelled()) return;
        const std::optional<std::vector<const sema::FeatureInfo*>> frame = frameOf(*f);
        if (!frame) continue;
        const std::vector<HavocVariable> variables = frameCandidates(program, *f, *frame);
        const std::string check = assumeCheck(invariantClauses(*f->owner));
        std::set<ClauseId> reported;
        const Accept accept = [&](const FaultKey& k) {
            return (k.kind == FaultKind::Postcondition || k.kind == FaultKind::Precondition) && !reported.count(clauseId(k));
        };
        const std::vector<std::string> choices = assignmentChoices(variables, options.maxChoices);
        for (std::size_t c = 0; c < choices.size(); ++c) {
            const std::string& choice = choices[c];
            if (cancel.isCancelled()) return;
            const std::optional<Replacement> r = lowerBody(program, *f, choice + check);
            if (!r) continue;
            RunSetup setup{f->routine, r->routine, nullptr, &caller};
            std::optional<Counterexample> found = firstFailure(program, cancel, tests, setup, options, callerName, accept);
            const StartState* state = nullptr;
            const bool withStates = c < static_cast<std::size_t>(options.choicesWithStartStates);
            for (std::size_t s = 0; withStates && !found && s < states.size() && !cancel.isCancelled(); ++s) {
                setup.state = state = &states[s];
                found = firstFailure(program, cancel, fewTests, setup, options, callerName, accept);
            }
            if (!found) continue;
            reported.insert(clauseId(found->key));
            ProofObligation o;
            o.kind = ObligationKind::CalleeContract;
            o.routine = callerName;
            o.callee = routineName(f);
            o.key = found->key;
            o.clause = found->clause;
            o.replacement = oneLine(choice);
            if (state) o.startState = state->text;
            o.counterexample = found->test;
            out.push_back(std::move(o));
        }
    }
}

}  // namespace amend::testing::modular
