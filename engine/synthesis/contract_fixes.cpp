// Precondition-strengthening candidates (see contract_fixes.h).
#include "synthesis/contract_fixes.h"

#include "analysis/expression_tools.h"
#include "syntax/parser.h"
#include "syntax/printer.h"
#include "synthesis/entry_state.h"
#include "synthesis/fix_actions.h"
#include "synthesis/schemas.h"

#include <set>

namespace amend::synthesis {

namespace {

// Where a new precondition clause goes, and the text to insert there for `clause`.
TextEdit clauseInsertion(const RoutineText& text, const std::string& clause)
{
    const syntax::FeatureDecl& d = text.decl();
    const std::string& file = text.fileText();
    if (!d.precondition.empty()) {
        const std::uint32_t at = d.precondition.back().range.end;
        return {at, at, std::string(1, '\n').append(text.indentAt(d.precondition.back().range.begin)).append(clause)};
    }
    std::uint32_t at = d.bodyRange.begin;  // `do`
    if (!d.locals.empty()) {
        const std::size_t k = file.rfind("local", d.locals.front().range.begin);
        if (k != std::string::npos) at = static_cast<std::uint32_t>(k);
    }
    const std::string ind = text.indentAt(at);
    return {at, at, "require\n" + ind + "\t" + clause + "\n" + ind};
}

}  // namespace

std::string readableClause(const std::string& clause)
{
    const syntax::ExprPtr parsed = syntax::parseExpressionText(clause);
    if (!parsed) return clause;
    const syntax::ExprPtr e = analysis::withoutParens(*parsed);
    using B = syntax::BinaryOp;
    const bool comparison = e->kind == syntax::ExprKind::Binary &&
                            (e->binaryOp == B::Lt || e->binaryOp == B::Le || e->binaryOp == B::Gt || e->binaryOp == B::Ge ||
                             e->binaryOp == B::Eq || e->binaryOp == B::Ne);
    if (!comparison || e->args.size() != 2) return clause;
    const syntax::Expr& left = *e->args[0];
    const syntax::Expr& right = *e->args[1];
    const bool differenceWithZero = left.kind == syntax::ExprKind::Binary && left.binaryOp == B::Minus && left.args.size() == 2 &&
                                    right.kind == syntax::ExprKind::IntegerLit && right.intValue == 0;
    if (!differenceWithZero) return clause;
    // Written with < or <=, as the argument conditions are (`amount <= balance').
    const std::string a = syntax::printExpr(*left.args[0]), b = syntax::printExpr(*left.args[1]);
    if (e->binaryOp == B::Gt) return b + " < " + a;
    if (e->binaryOp == B::Ge) return b + " <= " + a;
    return a + " " + syntax::binaryOpText(e->binaryOp) + " " + b;
}

// Whether `clause` can be a precondition of `routine`: it reads only the arguments and
// Current's state, as ECMA-367 requires of a precondition (no `Result', no local, no `old').
// A snapshot taken in the body may read any of them.
bool readsOnlyEntryState(const syntax::Expr& clause, const ir::Routine& routine)
{
    bool entryOnly = true;
    syntax::forEachNode(clause, [&](const syntax::Expr& e) {
        if (e.kind == syntax::ExprKind::ResultRef || e.kind == syntax::ExprKind::Old) entryOnly = false;
        if (e.kind != syntax::ExprKind::Call || e.target || !entryOnly) return;
        // Names are lower-case in the syntax tree (the lexer's identifiers) as in the frame.
        for (std::size_t slot = static_cast<std::size_t>(routine.argCount); slot < routine.slotNames.size(); ++slot)
            if (routine.slotNames[slot] == e.name) entryOnly = false;
    });
    return entryOnly;
}

std::vector<std::pair<std::string, double>> argumentConditions(const sema::Program& program, const sema::FeatureInfo& feature)
{
    std::vector<std::pair<std::string, double>> out;
    if (!feature.routine) return out;
    const ir::Routine& r = *feature.routine;
    EntityTypes types(program, feature);
    std::vector<std::string> queries;
    if (feature.owner)
        for (const sema::FeatureInfo* f : feature.owner->features)
            if (f->argTypes.empty() && f->isQuery() && f->writtenIn && !f->writtenIn->isKernel && types.kindOf(f->name) == ValueKind::Integer)
                queries.push_back(f->name);
    for (int a = 0; a < r.argCount && a < static_cast<int>(r.slotNames.size()); ++a) {
        const std::string& name = r.slotNames[static_cast<std::size_t>(a)];
        const ValueKind kind = types.kindOf(name);
        if (kind == ValueKind::Integer) {
            for (const std::string& q : queries)
                for (const char* op : {"<=", "<", ">=", ">", "/="}) out.emplace_back(name + " " + op + " " + q, 0.5);
            for (const char* op : {">=", ">", "/="}) out.emplace_back(name + " " + op + " 0", 0.4);
        } else if (kind == ValueKind::Reference) {
            out.emplace_back(name + " /= Void", 0.4);
            out.emplace_back(name + " /= Current", 0.3);
        }
    }
    return out;
}

std::size_t leadingSnapshots(const analysis::FaultLocalization& localization, std::size_t n, std::size_t most)
{
    const std::vector<analysis::Snapshot>& s = localization.snapshots;
    std::size_t k = std::min(n, s.size());
    while (k > 0 && k < s.size() && k < most && s[k].susp >= s[k - 1].susp - 1e-9) ++k;
    return k;
}

std::vector<Candidate> contractCandidates(const sema::Program& program, const sema::FeatureInfo& feature, const RoutineText& text,
                                          const analysis::FaultLocalization& localization)
{
    std::vector<Candidate> out;
    if (!text.valid() || !feature.routine) return out;
    std::set<std::string> seen;
    auto add = [&](const std::string& clause, int snapshot, double susp) {
        if (clause.empty() || !seen.insert(clause).second) return;
        Candidate c;
        c.kind = FixKind::Contract;
        c.schema = Schema::Precondition;
        c.action = "require " + clause;
        c.clause = clause;
        c.snapshot = snapshot;
        c.susp = susp;
        c.location = text.decl().bodyRange.begin;
        c.edits.push_back(clauseInsertion(text, clause));
        out.push_back(std::move(c));
    };
    // Negated snapshot predicates over the routine's arguments and Current's state on entry.
    const EntryConditions entry(text.decl(), *feature.routine);
    for (std::size_t i = 0, n = leadingSnapshots(localization); i < n; ++i) {
        const analysis::Snapshot& s = localization.snapshots[i];
        if (!s.predicateExpr || s.locationRange.file != text.fileId()) continue;
        add(entry.of(*s.predicateExpr, s.predicate, s.value, s.locationRange.begin), static_cast<int>(i), s.susp);
    }
    for (const auto& [clause, susp] : argumentConditions(program, feature)) add(clause, -1, susp);
    return out;
}

}  // namespace amend::synthesis
