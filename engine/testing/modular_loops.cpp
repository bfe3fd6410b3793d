// Modular testing, part 2: a loop replaced by its invariant (see modular_check.h). In a copy of the
// routine's body the loop becomes its `from' part, candidate values for the variables its body
// assigns, and a check of the invariant and exit condition (a choice that fails it is rejected); the
// code after the loop then runs. A second copy checks inductiveness: invariant and not exit, the
// loop body once, then the invariant clauses under their own tags.
#include "testing/modular_internal.h"

#include "syntax/printer.h"

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
        std::string invariantCheck;
        std::vector<const syntax::Expr*> contracts{loop.until.get()};
        for (const syntax::Assertion& a : loop.loopInvariant) {
            if (!a.expr) continue;
            invariant.push_back(syntax::printExpr(*a.expr));
            invariantCheck += (a.tag.empty() ? std::string() : a.tag + ": ") + invariant.back() + "\n";
            contracts.push_back(a.expr.get());
        }
        for (const syntax::Assertion& a : decl->postcondition) contracts.push_back(a.expr.get());
        const std::vector<std::string> sides = comparisonSides(contracts);
        std::vector<HavocVariable> variables;
        for (const std::string& v : shape.assigned) variables.push_back({v, candidatesFor(v, sides)});
        variables = typedCandidates(program, routine, std::move(variables));

        std::vector<std::string> weakAssumptions = invariant, inductiveAssumptions = invariant;
        weakAssumptions.push_back(exit);
        inductiveAssumptions.push_back("not (" + exit + ")");
        std::set<std::pair<ObligationKind, ClauseId>> reported;
        for (const std::string& choice : assignmentChoices(variables, options.maxChoices)) {
            if (cancel.isCancelled()) return;
            // Invariant and exit: the code after the loop.
            if (auto r = lowerBody(program, routine, before + "\n" + from + "\n" + choice + assumeCheck(weakAssumptions) + after)) {
                const auto found = firstFailure(program, tests, {routine.routine, r->routine, nullptr, &routine}, options, name, [&](const FaultKey& k) {
                    return (k.kind == FaultKind::Postcondition || k.kind == FaultKind::Precondition)
                           && !reported.count({ObligationKind::LoopInvariantTooWeak, clauseId(k)});
                });
                if (found) {
                    reported.insert({ObligationKind::LoopInvariantTooWeak, clauseId(found->key)});
                    out.push_back(loopObligation(ObligationKind::LoopInvariantTooWeak, name, loop.range, *found, choice));
                }
            }
            // Invariant and not exit, one iteration: the invariant again.
            if (invariantCheck.empty()) continue;
            const std::string step = before + "\n" + from + "\n" + choice + assumeCheck(inductiveAssumptions) + loopBody + "\ncheck\n"
                                     + invariantCheck + "end\n" + after;
            if (auto r = lowerBody(program, routine, step)) {
                const auto found = firstFailure(program, tests, {routine.routine, r->routine, nullptr, &routine}, options, name, [&](const FaultKey& k) {
                    return k.kind == FaultKind::Check && !isAssumeTag(k.tag) && !reported.count({ObligationKind::LoopNotInductive, clauseId(k)});
                });
                if (found) {
                    reported.insert({ObligationKind::LoopNotInductive, clauseId(found->key)});
                    out.push_back(loopObligation(ObligationKind::LoopNotInductive, name, loop.range, *found, choice));
                }
            }
        }
    }
}

}  // namespace amend::testing::modular
