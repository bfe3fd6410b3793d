// First-order candidates (see first_order.h).
#include "search/first_order.h"

#include "search/operators.h"
#include "synthesis/code_fixes.h"

#include <algorithm>
#include <cstdlib>
#include <set>

namespace amend::search {

namespace {

// A copy of `statement' inserted on a line of its own after `after' (at `after's indentation):
// after the loop `after' (InsertAfterLoop) or after the routine's last statement (InsertAtEnd).
Mutation copyAfter(const synthesis::RoutineText& text, const syntax::Instr& after, const std::string& statement, synthesis::SearchEditKind where)
{
    const std::string indent = text.indentAt(after.range.begin);
    return {MutationKind::CopyStatement, {{after.range.end, after.range.end, "\n" + indent + statement}},
            {where, statement, text.lineOf(after.range.end)}};
}

// `statement' as written and with each one variable replaced (GenProg's variable operator).
std::vector<std::string> adaptations(const sema::FeatureInfo& feature, const synthesis::RoutineText& text, const syntax::Instr& statement)
{
    const std::string original = text.slice(statement.range.begin, statement.range.end);
    std::vector<std::string> out{original};
    for (const Mutation& m : expressionMutations(feature, text, statement)) {
        if (m.kind != MutationKind::ReplaceVariable || m.edits.size() != 1) continue;
        const TextEdit& e = m.edits.front();
        std::string adapted = original;
        adapted.replace(e.begin - statement.range.begin, e.end - e.begin, e.text);
        out.push_back(std::move(adapted));
    }
    return out;
}

bool copiable(const syntax::Instr& i, const synthesis::RoutineText& text)
{
    if (i.kind != syntax::InstrKind::Assign && i.kind != syntax::InstrKind::CallInstr) return false;
    return text.slice(i.range.begin, i.range.end).find('\n') == std::string::npos;
}

// A copy of `statement' inserted on a line of its own before `before' (at its indentation).
Mutation copyBefore(const synthesis::RoutineText& text, const syntax::Instr& before, const std::string& statement)
{
    const std::string indent = text.indentAt(before.range.begin);
    return {MutationKind::CopyStatement, {{before.range.begin, before.range.begin, statement + "\n" + indent}},
            {synthesis::SearchEditKind::InsertBefore, statement, text.lineOf(before.range.begin)}};
}

// The bodies an `if' or `inspect' chooses among (its `else' too).
std::vector<const syntax::Body*> branchesOf(const syntax::Instr& i)
{
    std::vector<const syntax::Body*> out;
    if (i.kind == syntax::InstrKind::If)
        for (const syntax::Body& b : i.bodies) out.push_back(&b);
    if (i.kind == syntax::InstrKind::Inspect)
        for (const syntax::InspectWhen& w : i.whens) out.push_back(&w.body);
    if ((i.kind == syntax::InstrKind::If || i.kind == syntax::InstrKind::Inspect) && i.hasElse) out.push_back(&i.elseBody);
    return out;
}

// A call statement `f (args)' of Current as written and with `f' replaced by each other command
// of the class with f's argument types (`deposit (amount)' from `withdraw (amount)').
std::vector<std::string> siblingCalls(const sema::FeatureInfo& feature, const synthesis::RoutineText& text, const syntax::Instr& statement)
{
    const std::string original = text.slice(statement.range.begin, statement.range.end);
    std::vector<std::string> out{original};
    const syntax::Expr* call = statement.kind == syntax::InstrKind::CallInstr ? statement.expr.get() : nullptr;
    if (!call || call->kind != syntax::ExprKind::Call || call->target || !feature.owner) return out;
    const sema::FeatureInfo* f = feature.owner->feature(call->name);
    if (!f || !f->isProcedure()) return out;
    const std::size_t nameBegin = call->nameRange.begin - statement.range.begin, nameLength = call->nameRange.end - call->nameRange.begin;
    for (const sema::FeatureInfo* g : feature.owner->features) {
        if (g == f || g == &feature || !g->isProcedure() || g->isDeferred || g->argTypes != f->argTypes) continue;
        if (!g->writtenIn || g->writtenIn->isKernel || std::find(feature.owner->creators.begin(), feature.owner->creators.end(), g) != feature.owner->creators.end())
            continue;
        out.push_back(std::string(original).replace(nameBegin, nameLength, g->name));
    }
    return out;
}

// A call statement missing at the start of a branch: each one-line call that begins another
// branch of the same `if' or `inspect', with the routine it calls or a sibling of its signature
// (`when 1 then deposit (amount); Result := balance' beside a branch that lost its call).
void addBranchCalls(const sema::FeatureInfo& feature, const synthesis::RoutineText& text, const syntax::Instr& choice,
                    std::set<std::pair<std::uint32_t, std::string>>& seen, std::vector<Mutation>& out)
{
    const std::vector<const syntax::Body*> branches = branchesOf(choice);
    for (const syntax::Body* into : branches) {
        if (into->empty() || !into->front()) continue;
        const syntax::Instr& first = *into->front();
        for (const syntax::Body* from : branches) {
            if (from == into || from->empty() || !from->front() || from->front()->kind != syntax::InstrKind::CallInstr) continue;
            if (!copiable(*from->front(), text)) continue;
            for (const std::string& s : siblingCalls(feature, text, *from->front()))
                if (seen.insert({first.range.begin, s}).second) out.push_back(copyBefore(text, first, s));
        }
    }
}

}  // namespace

std::vector<Mutation> copiedStatements(const sema::FeatureInfo& feature, const synthesis::RoutineText& text)
{
    std::vector<Mutation> out;
    const syntax::Body& body = text.decl().body;
    const syntax::Instr* last = body.empty() ? nullptr : body.back().get();
    std::set<std::pair<std::uint32_t, std::string>> seen;
    for (const syntax::Instr* statement : text.instructions()) {
        addBranchCalls(feature, text, *statement, seen, out);
        if (statement->kind != syntax::InstrKind::Loop) continue;
        const syntax::Instr& loop = *statement;
        for (const syntax::InstrPtr& inside : loop.body) {
            if (!inside || !copiable(*inside, text)) continue;
            for (const std::string& s : adaptations(feature, text, *inside)) {
                if (seen.insert({loop.range.end, s}).second) out.push_back(copyAfter(text, loop, s, synthesis::SearchEditKind::InsertAfterLoop));
                if (last && last != &loop && seen.insert({last->range.end, s}).second)
                    out.push_back(copyAfter(text, *last, s, synthesis::SearchEditKind::InsertAtEnd));
            }
        }
    }
    return out;
}

std::vector<synthesis::Candidate> firstOrderCandidates(const sema::FeatureInfo& feature, const synthesis::RoutineText& text,
                                                       const analysis::FaultLocalization& localization, std::uint32_t failure)
{
    std::vector<synthesis::Candidate> out;
    if (!text.valid()) return out;
    const int failureLine = failure ? text.lineOf(failure) : 0;
    auto candidate = [&](const Mutation& m, std::uint32_t at) {
        synthesis::Candidate c;
        c.schema = synthesis::Schema::Replace;
        c.action = describeEdit(m.what);
        c.searchEdits = {m.what};
        const bool constant = m.edits.size() == 1 && synthesis::isConstantText(m.edits.front().text);
        c.actionKind = m.kind == MutationKind::CopyStatement ? synthesis::ActionKind::Command
                       : constant                            ? synthesis::ActionKind::ConstantReplacement
                                                             : synthesis::ActionKind::Replacement;
        c.distance = failureLine ? std::abs(text.lineOf(at) - failureLine) : 0;
        c.susp = synthesis::editSuspicion(localization, text, at, c.distance);
        c.location = at;
        c.edits = m.edits;
        out.push_back(std::move(c));
    };
    for (const syntax::Instr* statement : text.instructions())
        for (const Mutation& m : expressionMutations(feature, text, *statement, true)) candidate(m, statement->range.begin);
    for (const Mutation& m : copiedStatements(feature, text)) candidate(m, m.edits.front().begin);
    return out;
}

}  // namespace amend::search
