// Snapshot predicates carried back to the routine's entry (see entry_state.h).
#include "synthesis/entry_state.h"

#include "analysis/expression_tools.h"
#include "syntax/printer.h"
#include "synthesis/contract_fixes.h"
#include "synthesis/schemas.h"

#include <map>
#include <vector>

namespace amend::synthesis {

namespace {

// What one instruction before the location does to the state the predicate reads: a plain
// assignment `name := value', or changes only known as the names written and the calls made. A
// call on Current may change any of its attributes; a call on another object (`t.f', `a [i] :=
// x', a creation) changes what is reached through a target (`t.count'), not Current's fields.
struct Effect {
    std::string assigned;                 // non-empty: `assigned := value'
    const syntax::Expr* value = nullptr;
    std::set<std::string> written;        // otherwise: names written somewhere in it
    bool callsOnCurrent = false;
    bool callsOnOthers = false;
};

bool isPlainName(const syntax::Expr& e) { return e.kind == syntax::ExprKind::Call && !e.target && e.args.empty(); }

bool isOnCurrent(const syntax::Expr& call)
{
    if (call.kind == syntax::ExprKind::PrecursorCall) return true;
    return call.kind == syntax::ExprKind::Call && (!call.target || call.target->kind == syntax::ExprKind::CurrentRef);
}

void collectEffects(const syntax::Body& block, const std::set<std::uint32_t>& inert, Effect& effect);

void collectEffects(const syntax::Instr& instr, const std::set<std::uint32_t>& inert, Effect& effect)
{
    using K = syntax::InstrKind;
    switch (instr.kind) {
    case K::Assign:
    case K::AssignAttempt:
    case K::Create:
        if (instr.target && isPlainName(*instr.target)) effect.written.insert(instr.target->name);
        else if (instr.target && instr.target->kind != syntax::ExprKind::ResultRef) effect.callsOnOthers = true;   // `a [i] := x'
        effect.callsOnOthers = effect.callsOnOthers || instr.kind == K::Create;
        break;
    case K::CallInstr:
        if (inert.count(instr.range.begin)) break;
        if (instr.expr && isOnCurrent(*instr.expr)) effect.callsOnCurrent = true;
        else effect.callsOnOthers = true;
        break;
    default: break;
    }
    if (!instr.acrossName.empty()) effect.written.insert(instr.acrossName);
    for (const syntax::Body& b : instr.bodies) collectEffects(b, inert, effect);
    for (const syntax::InspectWhen& w : instr.whens) collectEffects(w.body, inert, effect);
    collectEffects(instr.elseBody, inert, effect);
    collectEffects(instr.from, inert, effect);
    collectEffects(instr.body, inert, effect);
}

void collectEffects(const syntax::Body& block, const std::set<std::uint32_t>& inert, Effect& effect)
{
    for (const syntax::InstrPtr& i : block) collectEffects(*i, inert, effect);
}

Effect effectOf(const syntax::Instr& instr, const std::set<std::uint32_t>& inert)
{
    Effect e;
    if (instr.kind == syntax::InstrKind::Assign && instr.target && isPlainName(*instr.target) && instr.value) {
        e.assigned = instr.target->name;
        e.value = instr.value.get();
        return e;
    }
    collectEffects(instr, inert, e);
    return e;
}

bool contains(const syntax::Body& block, std::uint32_t location)
{
    return !block.empty() && block.front()->range.begin <= location && location < block.back()->range.end;
}

// The effects of the instructions on the path to `location', in order.
class PathToLocation {
public:
    PathToLocation(std::uint32_t location, const std::set<std::uint32_t>& inert) : m_location(location), m_inert(inert) {}

    std::vector<Effect> through(const syntax::Body& body)
    {
        walk(body);
        return std::move(m_path);
    }

private:
    void walk(const syntax::Body& block)
    {
        for (const syntax::InstrPtr& i : block) {
            if (i->range.end <= m_location) {
                m_path.push_back(effectOf(*i, m_inert));
            } else {
                if (i->range.begin < m_location) inside(*i);
                return;
            }
        }
    }

    // The effects on the path inside `instr', which contains the location.
    void inside(const syntax::Instr& instr)
    {
        for (const syntax::Body& b : instr.bodies)
            if (contains(b, m_location)) return walk(b);
        for (const syntax::InspectWhen& w : instr.whens)
            if (contains(w.body, m_location)) return walk(w.body);
        if (contains(instr.elseBody, m_location)) return walk(instr.elseBody);
        if (instr.kind != syntax::InstrKind::Loop) {
            if (contains(instr.body, m_location)) walk(instr.body);
            return;   // in a condition or an expression: evaluated before the instruction's branches
        }
        if (contains(instr.from, m_location)) return walk(instr.from);
        for (const syntax::InstrPtr& i : instr.from) m_path.push_back(effectOf(*i, m_inert));
        // Past the initialization: earlier iterations may have run any of the loop's instructions.
        Effect iterations;
        collectEffects(instr.body, m_inert, iterations);
        if (!instr.acrossName.empty()) iterations.written.insert(instr.acrossName);
        m_path.push_back(std::move(iterations));
        if (contains(instr.body, m_location)) walk(instr.body);
    }

    const std::uint32_t m_location;
    const std::set<std::uint32_t>& m_inert;
    std::vector<Effect> m_path;
};

// The unqualified names `e' reads, and whether it reads through one of them (`t.f', `t [i]').
void namesRead(const syntax::Expr& e, std::set<std::string>& names, bool& qualified)
{
    syntax::forEachNode(e, [&](const syntax::Expr& n) {
        if (n.kind == syntax::ExprKind::Call && !n.target) names.insert(n.name);
        if ((n.kind == syntax::ExprKind::Call || n.kind == syntax::ExprKind::Bracket) && n.target) qualified = true;
    });
}

}  // namespace

std::optional<syntax::ExprPtr> predicateAtEntry(const syntax::Expr& predicate, const syntax::Body& body, std::uint32_t location,
                                                const std::set<std::string>& arguments, const std::set<std::uint32_t>& inertCalls)
{
    const std::vector<Effect> path = PathToLocation(location, inertCalls).through(body);
    syntax::ExprPtr current = analysis::withoutParens(predicate);
    for (auto it = path.rbegin(); it != path.rend(); ++it) {
        if (!it->assigned.empty()) {
            current = analysis::substituteCall(*current, nullptr, {{it->assigned, it->value}});
            continue;
        }
        std::set<std::string> names;
        bool qualified = false;
        namesRead(*current, names, qualified);
        for (const std::string& n : names)
            if (it->written.count(n) || (it->callsOnCurrent && !arguments.count(n))) return std::nullopt;
        if ((it->callsOnCurrent || it->callsOnOthers) && qualified) return std::nullopt;
    }
    return current;
}

EntryConditions::EntryConditions(const syntax::FeatureDecl& decl, const ir::Routine& routine) : m_decl(decl), m_routine(routine)
{
    for (const syntax::Argument& a : decl.arguments) m_arguments.insert(a.name);
    // AutoProof's `unwrap', `wrap_all' …: lowered to an ownership operation or to nothing.
    for (const ir::Instr* i : routine.instructions)
        if (i && i->op == ir::IOp::CallInstr && i->value && i->value->op != ir::Op::Call && i->value->op != ir::Op::CallCurrent &&
            i->value->op != ir::Op::CallStatic)
            m_inertCalls.insert(i->range.begin);
}

std::string EntryConditions::of(const syntax::Expr& predicate, const std::string& printed, bool value, std::uint32_t location) const
{
    const std::optional<syntax::ExprPtr> atEntry = predicateAtEntry(predicate, m_decl.body, location, m_arguments, m_inertCalls);
    if (!atEntry || !readsOnlyEntryState(**atEntry, m_routine)) return {};
    std::string text = syntax::printExpr(**atEntry);
    if (text == syntax::printExpr(*analysis::withoutParens(predicate))) text = printed;   // unchanged: as localization printed it
    return readableClause(value ? negatedText(**atEntry, text) : text);
}

}  // namespace amend::synthesis
