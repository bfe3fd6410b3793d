// First-order candidates (see first_order.h).
#include "search/first_order.h"

#include "search/operators.h"
#include "synthesis/code_fixes.h"

#include <cstdlib>
#include <set>

namespace amend::search {

namespace {

// A copy of `statement' inserted on a line of its own after `after' (at `after's indentation).
Mutation copyAfter(const synthesis::RoutineText& text, const syntax::Instr& after, const std::string& statement, const std::string& where)
{
    const std::string indent = text.indentAt(after.range.begin);
    return {MutationKind::CopyStatement, {{after.range.end, after.range.end, "\n" + indent + statement}},
            "insert `" + statement + "' " + where};
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

}  // namespace

std::vector<Mutation> copiedStatements(const sema::FeatureInfo& feature, const synthesis::RoutineText& text)
{
    std::vector<Mutation> out;
    const syntax::Body& body = text.decl().body;
    const syntax::Instr* last = body.empty() ? nullptr : body.back().get();
    std::set<std::pair<std::uint32_t, std::string>> seen;
    for (const syntax::Instr* loop : text.instructions()) {
        if (loop->kind != syntax::InstrKind::Loop) continue;
        const std::string line = std::to_string(text.lineOf(loop->range.end));
        for (const syntax::InstrPtr& inside : loop->body) {
            if (!inside || !copiable(*inside, text)) continue;
            for (const std::string& s : adaptations(feature, text, *inside)) {
                if (seen.insert({loop->range.end, s}).second) out.push_back(copyAfter(text, *loop, s, "after the loop ending at line " + line));
                if (last && last != loop && seen.insert({last->range.end, s}).second)
                    out.push_back(copyAfter(text, *last, s, "at the end of the routine"));
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
        c.action = m.description;
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
