// Postcondition-weakening candidates (see postcondition_fixes.h).
#include "synthesis/postcondition_fixes.h"

#include "analysis/expression_tools.h"
#include "synthesis/contract_fixes.h"
#include "synthesis/entry_state.h"
#include "synthesis/schemas.h"
#include "syntax/parser.h"
#include "syntax/printer.h"

#include <algorithm>
#include <set>

namespace amend::synthesis {

namespace {

// The printed conditions of the body's `if`/`elseif` branches and loop exits, and their negations.
std::set<std::string> branchConditions(const RoutineText& text)
{
    std::set<std::string> out;
    for (const syntax::Instr* s : text.instructions()) {
        std::vector<const syntax::Expr*> conditions;
        for (const syntax::ExprPtr& c : s->conds) conditions.push_back(c.get());
        conditions.push_back(s->until.get());
        for (const syntax::Expr* c : conditions) {
            if (!c) continue;
            const syntax::ExprPtr plain = analysis::withoutParens(*c);
            const std::string printed = syntax::printExpr(*plain);
            out.insert(printed);
            out.insert(negatedText(*plain, printed));
        }
    }
    return out;
}

// Does `e` read anything but the routine's arguments (and constants)?
bool readsBeyondArguments(const syntax::Expr& e, const std::set<std::string>& arguments)
{
    switch (e.kind) {
    case syntax::ExprKind::Call:
        if (e.target || !arguments.count(e.name)) return true;
        break;
    case syntax::ExprKind::CurrentRef:
    case syntax::ExprKind::ResultRef:
    case syntax::ExprKind::Bracket:
    case syntax::ExprKind::StaticCall:
    case syntax::ExprKind::Old:
        return true;
    default: break;
    }
    for (const syntax::ExprPtr& a : e.args)
        if (a && readsBeyondArguments(*a, arguments)) return true;
    return false;
}

bool mentionsResult(const syntax::Expr& e)
{
    bool found = false;
    syntax::forEachNode(e, [&](const syntax::Expr& n) { found = found || n.kind == syntax::ExprKind::ResultRef; });
    return found;
}

}  // namespace

std::vector<Candidate> postconditionCandidates(const sema::Program& program, const analysis::FaultUnderRepair& fault,
                                               const RoutineText& text, const analysis::FaultLocalization& localization)
{
    std::vector<Candidate> out;
    if (!text.valid() || !fault.routine || fault.kind != runtime::ViolationKind::Postcondition) return out;
    if (fault.detectedIn && fault.detectedIn != fault.routine && fault.detectedIn->decl != fault.routine->decl) return out;
    const syntax::FeatureDecl& decl = text.decl();
    const syntax::Assertion* clause = nullptr;
    for (const syntax::Assertion& a : decl.postcondition)
        if (a.expr && a.range.file == fault.clauseRange.file && a.range.begin == fault.clauseRange.begin) clause = &a;
    if (!clause) return out;  // inherited (`ensure then` of a parent): not this routine's text
    const std::string clauseText = syntax::printExpr(*analysis::withoutParens(*clause->expr));

    std::set<std::string> arguments;
    for (const syntax::Argument& a : decl.arguments) arguments.insert(a.name);
    const std::set<std::string> tested = branchConditions(text);

    std::set<std::string> seen;
    auto add = [&](const std::string& condition, int snapshot, double susp) {
        const syntax::ExprPtr q = syntax::parseExpressionText(condition);
        if (!q || mentionsResult(*q)) return;
        const std::string qText = syntax::printExpr(*analysis::withoutParens(*q));
        // A condition that restates the clause (or its negation) would make it a tautology.
        if (qText == clauseText || negatedText(*analysis::withoutParens(*q), qText) == clauseText) return;
        const std::string guard = readsBeyondArguments(*q, arguments) ? "old (" + qText + ")" : qText;
        const std::string weakened = guard + " implies (" + clauseText + ")";
        if (!seen.insert(weakened).second) return;
        Candidate c;
        c.kind = FixKind::Contract;
        c.schema = Schema::Postcondition;
        c.clause = weakened;
        c.clauseTag = clause->tag;
        c.keptWhen = qText;
        c.fail = negatedText(*analysis::withoutParens(*q), qText);
        c.weakenedClause = clause->range;
        c.action = "ensure " + (clause->tag.empty() ? std::string() : clause->tag + ": ") + weakened;
        c.snapshot = snapshot;
        c.susp = tested.count(qText) ? susp + 0.05 : std::max(0.0, susp - 0.05);
        c.location = clause->range.begin;
        c.edits.push_back({clause->expr->range.begin, clause->expr->range.end, weakened});
        out.push_back(std::move(c));
    };
    if (fault.routine->routine) {
        const EntryConditions entry(decl, *fault.routine->routine);
        for (std::size_t i = 0, n = leadingSnapshots(localization); i < n; ++i) {
            const analysis::Snapshot& s = localization.snapshots[i];
            if (!s.predicateExpr || s.locationRange.file != text.fileId()) continue;
            add(entry.of(*s.predicateExpr, s.predicate, s.value, s.locationRange.begin), static_cast<int>(i), s.susp);
        }
    }
    if (fault.routine)
        for (const auto& [condition, susp] : argumentConditions(program, *fault.routine)) add(condition, -1, susp);
    return out;
}

}  // namespace amend::synthesis
