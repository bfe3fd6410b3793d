// Attachment narrowing (ECMA 8.23's certified attachment patterns, as EiffelStudio applies
// them): a detachable local, argument, Result or attribute of Current is attached where a condition
// proves it — `x /= Void', `attached x', `not (x = Void)', combined by `and then'/`and' (both
// true) or `or else'/`or' (both false) — in the branch the condition guards, in the right
// operand of `and then', `or else' and `implies', in later clauses of the same assertion, after
// `check attached x end', after a loop whose exit condition proves it, and after an
// assignment of an attached value, until a detachable value is assigned.
#include "sema/checker.h"

#include <algorithm>

namespace amend::sema::check {

namespace {

using K = syntax::ExprKind;

// The entity a condition operand names (`x', `Result', not `x.y' nor `f (a)'), or null.
const std::string* plainName(const syntax::Expr& e)
{
    static const std::string result = "Result";  // no feature or local has this spelling
    if (e.kind == K::ResultRef) return &result;
    if (e.kind == K::Paren && !e.args.empty() && e.args[0]) return plainName(*e.args[0]);
    if (e.kind == K::Call && !e.target && e.args.empty() && !e.hasParens) return &e.name;
    return nullptr;
}

}  // namespace

void BodyChecker::attachedWhen(const syntax::Expr& cond, bool value, std::vector<std::string>& out) const
{
    using B = syntax::BinaryOp;
    switch (cond.kind) {
    case K::Paren:
        if (!cond.args.empty() && cond.args[0]) attachedWhen(*cond.args[0], value, out);
        return;
    case K::Unary:
        if (cond.unaryOp == syntax::UnaryOp::Not && !cond.args.empty() && cond.args[0])
            attachedWhen(*cond.args[0], !value, out);
        return;
    case K::ObjectTest:
        if (value && !cond.args.empty() && cond.args[0])
            if (const std::string* name = plainName(*cond.args[0])) out.push_back(*name);
        return;
    case K::Binary: {
        if (cond.args.size() != 2 || !cond.args[0] || !cond.args[1]) return;
        const syntax::Expr& l = *cond.args[0];
        const syntax::Expr& r = *cond.args[1];
        if (cond.binaryOp == B::Eq || cond.binaryOp == B::Ne) {
            if (value != (cond.binaryOp == B::Ne)) return;  // `x = Void' true, `x /= Void' false: nothing
            const std::string* name = r.kind == K::VoidLit ? plainName(l) : l.kind == K::VoidLit ? plainName(r) : nullptr;
            if (name) out.push_back(*name);
            return;
        }
        const bool both = value ? (cond.binaryOp == B::AndThen || cond.binaryOp == B::And)
                                : (cond.binaryOp == B::OrElse || cond.binaryOp == B::Or);
        if (both) {
            attachedWhen(l, value, out);
            attachedWhen(r, value, out);
        }
        return;
    }
    default: return;
    }
}

std::size_t BodyChecker::assume(const syntax::Expr& cond, bool value)
{
    const std::size_t mark = m_attachment.size();
    std::vector<std::string> names;
    attachedWhen(cond, value, names);
    for (auto& n : names) m_attachment.push_back({std::move(n), true});
    return mark;
}

void BodyChecker::endAssumptions(std::size_t mark)
{
    if (mark >= m_attachment.size()) return;
    // A detachable value assigned inside the scope stays assigned after it.
    std::vector<std::string> detached;
    for (std::size_t i = mark; i < m_attachment.size(); ++i)
        if (!m_attachment[i].attached) detached.push_back(m_attachment[i].name);
    m_attachment.resize(mark);
    for (auto& n : detached)
        if (knownAttached(n)) m_attachment.push_back({std::move(n), false});
}

bool BodyChecker::knownAttached(const std::string& name) const
{
    for (auto it = m_attachment.rbegin(); it != m_attachment.rend(); ++it)
        if (it->name == name) return it->attached;
    return false;
}

std::vector<std::string> BodyChecker::attachedNames() const
{
    std::vector<std::string> names;
    for (const auto& a : m_attachment)
        if (std::find(names.begin(), names.end(), a.name) == names.end() && knownAttached(a.name)) names.push_back(a.name);
    return names;
}

void BodyChecker::keepAttachedInAll(const std::vector<std::vector<std::string>>& branchEnds)
{
    if (branchEnds.empty()) return;
    for (const std::string& name : branchEnds.front()) {
        const bool everywhere = std::all_of(branchEnds.begin(), branchEnds.end(), [&](const std::vector<std::string>& end) {
            return std::find(end.begin(), end.end(), name) != end.end();
        });
        if (everywhere && !knownAttached(name)) m_attachment.push_back({name, true});
    }
}

void BodyChecker::noteAssigned(const std::string& name, const Type* valueType)
{
    const bool attached = valueType && !valueType->isError() && !valueType->detachable && !valueType->isNone();
    if (attached != knownAttached(name)) m_attachment.push_back({name, attached});
}

const Type* BodyChecker::narrowed(const std::string& name, const Type* declared) const
{
    if (!declared || !declared->detachable || !knownAttached(name)) return declared;
    return m_program.typeTable().withDetachable(declared, false);
}

}  // namespace amend::sema::check
