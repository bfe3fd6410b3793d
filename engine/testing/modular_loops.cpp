// Modular testing, part 2: a loop replaced by its invariant (see modular_check.h). In a copy of the
// routine's body the loop becomes its `from' part, candidate values for the variables its body
// assigns (or values solving an equality of the invariant for one of them), and a check of the
// invariant and exit condition (a choice that fails it is rejected); the code after the loop then
// runs. A second copy runs one iteration from invariant and not exit: the loop body as a loop over
// `1 |..| 1' with the loop's invariant and variant, so that an invariant clause failing after it
// (not inductive) and a callee's precondition, a check or the variant failing in it (the invariant
// too weak for the body) are told apart by their kind. Nothing after the iteration runs.
#include "testing/modular_internal.h"

#include "syntax/printer.h"

#include <optional>
#include <set>

namespace amend::testing::modular {

namespace {

struct LoopShape {
    const syntax::Instr* loop = nullptr;
    std::vector<std::string> assigned;  // variables the body assigns (locals, Result, attributes)
};

// Loops of `body' with an exit condition whose body assigns variables and calls no procedure.
std::vector<LoopShape> checkableLoops(const syntax::Body& body)
{
    std::vector<LoopShape> loops;
    syntax::forEachInstruction(body, [&](const syntax::Instr& instr) {
        if (instr.kind != syntax::InstrKind::Loop || !instr.until || instr.acrossIterable || instr.body.empty()) return;
        LoopShape shape{&instr, {}};
        bool callsProcedure = false;
        std::set<std::string> seen;
        syntax::forEachInstruction(instr.body, [&](const syntax::Instr& inner) {
            if (inner.kind == syntax::InstrKind::CallInstr || inner.kind == syntax::InstrKind::Create || inner.kind == syntax::InstrKind::Loop
                || inner.kind == syntax::InstrKind::Retry)
                callsProcedure = true;
            if (inner.kind != syntax::InstrKind::Assign || !inner.target) return;
            const std::string name = inner.target->kind == syntax::ExprKind::ResultRef ? "Result" : inner.target->name;
            if (seen.insert(name).second) shape.assigned.push_back(name);
        });
        if (!callsProcedure && !shape.assigned.empty()) loops.push_back(std::move(shape));
    });
    return loops;
}

// What a failure in one iteration from invariant and not exit says: an invariant clause failing after
// it, that the invariant is not inductive; a callee's precondition, a check or the variant failing in
// it, that the invariant is too weak for the body. Other failures (the assumptions rejecting the
// choice, the routine's postcondition on return after the iteration) say nothing.
std::optional<ObligationKind> iterationObligation(const FaultKey& key)
{
    switch (key.kind) {
    case FaultKind::LoopInvariant: return ObligationKind::LoopNotInductive;
    case FaultKind::Precondition:
    case FaultKind::Variant: return ObligationKind::LoopBodyContract;
    case FaultKind::Check: return isAssumeTag(key.tag) ? std::nullopt : std::optional(ObligationKind::LoopBodyContract);
    default: return std::nullopt;
    }
}

// Did `key' fail in the copy's text before `assumed' (its offset in the copy's file `file'): in the
// code before the loop or a chosen value itself (`Result := a.sequence [Result]'), not after the assumption?
bool inChoice(const FaultKey& key, int file, std::size_t assumed)
{
    return key.location.file == file && key.location.begin < assumed;
}

ProofObligation loopObligation(ObligationKind kind, const std::string& routine, const SourceRange& loop, const Counterexample& found,
                               const std::string& choice)
{
    ProofObligation o;
    o.kind = kind;
    o.routine = routine;
    o.loop = loop;
    o.key = found.key;
    o.clause = found.clause;
    o.replacement = oneLine(choice);
    o.counterexample = found.test;
    return o;
}

}  // namespace

void checkLoops(const sema::Program& program, const sema::FeatureInfo& routine, const std::vector<TestCase>& tests,
                const ModularOptions& options, CancelToken& cancel, std::vector<ProofObligation>& out)
{
    const syntax::FeatureDecl* decl = routine.decl;
    if (!decl || decl->bodyKind != syntax::FeatureDecl::BodyKind::Do || !decl->bodyRange.valid() || !routine.routine) return;
    const std::string routineText = sourceText(program, decl->bodyRange);
    if (routineText.size() < 2 || (routineText.compare(0, 2, "do") != 0 && routineText.compare(0, 2, "DO") != 0)) return;
    const std::uint32_t bodyBegin = decl->bodyRange.begin + 2;
    const std::string body = routineText.substr(2);
    const std::string name = routineName(&routine);
    for (const LoopShape& shape : checkableLoops(decl->body)) {
        if (cancel.isCancelled()) return;
        const syntax::Instr& loop = *shape.loop;
        const std::string before = body.substr(0, loop.range.begin - bodyBegin), after = body.substr(loop.range.end - bodyBegin);
        const std::string from = loop.from.empty() ? std::string()
                                                   : sourceText(program, {loop.range.file, loop.from.front()->range.begin, loop.from.back()->range.end});
        const std::string loopBody = sourceText(program, {loop.range.file, loop.body.front()->range.begin, loop.body.back()->range.end});
        const std::string exit = syntax::printExpr(*loop.until);
        std::vector<std::string> invariant;
        std::string invariantClauses;
        std::vector<const syntax::Expr*> contracts{loop.until.get()}, invariantExprs;
        for (const syntax::Assertion& a : loop.loopInvariant) {
            if (!a.expr) continue;
            invariant.push_back(syntax::printExpr(*a.expr));
            invariantClauses += (a.tag.empty() ? std::string() : a.tag + ": ") + invariant.back() + "\n";
            contracts.push_back(a.expr.get());
            invariantExprs.push_back(a.expr.get());
        }
        for (const syntax::Assertion& a : decl->postcondition) contracts.push_back(a.expr.get());
        const std::vector<std::string> sides = comparisonSides(contracts);
        std::vector<HavocVariable> variables;
        for (const std::string& v : shape.assigned) variables.push_back({v, candidatesFor(v, sides)});
        variables = typedCandidates(program, routine, std::move(variables));
        std::vector<std::string> choices = assignmentChoices(variables, options.maxChoices);
        for (std::string& c : solvedChoices(variables, equalitySolutions(invariantExprs, shape.assigned), options.maxSolvedChoices))
            choices.push_back(std::move(c));

        std::vector<std::string> weakAssumptions = invariant, inductiveAssumptions = invariant;
        weakAssumptions.push_back(exit);
        inductiveAssumptions.push_back("not (" + exit + ")");
        // One iteration with the loop's own assertions (`amend_iteration' is the hidden cursor's name).
        const std::string variant = loop.variant ? "variant\n" + (loop.variantTag.empty() ? std::string() : loop.variantTag + ": ")
                                                       + syntax::printExpr(*loop.variant) + "\n"
                                                 : std::string();
        const std::string oneIteration = "across 1 |..| 1 as amend_iteration\ninvariant\n" + invariantClauses
                                         + "loop\n" + loopBody + "\n" + variant + "end\n";
        std::set<std::pair<ObligationKind, ClauseId>> reported;
        for (const std::string& choice : choices) {
            if (cancel.isCancelled()) return;
            // Invariant and exit: the code after the loop.
            const std::string weakStart = before + "\n" + from + "\n" + choice + assumeCheck(weakAssumptions);
            if (auto r = lowerBody(program, routine, weakStart + after)) {
                const auto found = firstFailure(program, cancel, tests, {routine.routine, r->routine, nullptr, &routine}, options, name, [&](const FaultKey& k) {
                    return (k.kind == FaultKind::Postcondition || k.kind == FaultKind::Precondition) && !inChoice(k, r->file, weakStart.size())
                           && !reported.count({ObligationKind::LoopInvariantTooWeak, clauseId(k)});
                });
                if (found) {
                    reported.insert({ObligationKind::LoopInvariantTooWeak, clauseId(found->key)});
                    out.push_back(loopObligation(ObligationKind::LoopInvariantTooWeak, name, loop.range, *found, choice));
                }
            }
            // Invariant and not exit, one iteration: the invariant again, and the contracts inside the body.
            // A loop without an invariant was not written to be proved: nothing to hold against it.
            if (invariant.empty()) continue;
            const std::string stepStart = before + "\n" + from + "\n" + choice + assumeCheck(inductiveAssumptions);
            if (auto r = lowerBody(program, routine, stepStart + oneIteration)) {
                const auto found = firstFailure(program, cancel, tests, {routine.routine, r->routine, nullptr, &routine}, options, name, [&](const FaultKey& k) {
                    const std::optional<ObligationKind> kind = iterationObligation(k);
                    return kind && !inChoice(k, r->file, stepStart.size()) && !reported.count({*kind, clauseId(k)});
                });
                if (found) {
                    const ObligationKind kind = *iterationObligation(found->key);
                    reported.insert({kind, clauseId(found->key)});
                    out.push_back(loopObligation(kind, name, loop.range, *found, choice));
                    if (kind == ObligationKind::LoopBodyContract && found->key.kind == FaultKind::Precondition) out.back().callee = found->violatedIn;
                    // A failure in the copied body is shown at its place in the routine's file.
                    SourceRange& at = out.back().key.location;
                    const std::uint32_t copyBegin = static_cast<std::uint32_t>(stepStart.size() + oneIteration.find(loopBody));
                    if (at.file == r->file && at.begin >= copyBegin && at.end <= copyBegin + loopBody.size())
                        at = {loop.range.file, loop.body.front()->range.begin + (at.begin - copyBegin), loop.body.front()->range.begin + (at.end - copyBegin)};
                }
            }
        }
    }
}

}  // namespace amend::testing::modular
