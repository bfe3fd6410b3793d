// Conversions by `convert' clauses between class types (ECMA-367 8.15): `to_string_32:
// {STRING_32}' in the source's class (a query called on the value) or `make_from ({A})' in the
// target's class (an object created from the value). Basic types convert natively instead
// (BodyChecker::basicConverts); this is the rest, used wherever tryCoerce is: assignment,
// argument passing, typed manifests.
#include "sema/checker.h"

namespace amend::sema::check {

namespace {

// Does `item' of a convert clause written in class `owner' name exactly the type `t'?
bool namesType(const Program& program, const syntax::ConvertItem& item, const Type* t)
{
    if (!t->isClass() || !t->actuals.empty()) return false;
    for (const auto& mark : item.types)
        if (mark && mark->generics.empty() && !mark->isLike && program.classNamed(mark->name) == t->cls) return true;
    return false;
}

}  // namespace

// Replaces `e' by `create {to}.p (e)'.
bool BodyChecker::createFrom(ir::ExprPtr& e, const Type* to, const FeatureInfo* p)
{
    auto n = node(ir::Op::Create, to, e->range);
    n->feature = p;
    n->routineId = p->routineId;
    n->kids.push_back(std::move(e));
    e = std::move(n);
    return true;
}

bool BodyChecker::tryClassConversion(ir::ExprPtr& e, const Type* target)
{
    const Type* from = m_program.typeTable().withDetachable(typeOf(*e), false);
    const Type* to = m_program.typeTable().withDetachable(target, false);
    if (!from->isClass() || !to->isClass() || !from->cls || !to->cls || from->cls == to->cls) return false;
    if (from->cls->decl) {
        for (const syntax::ConvertItem& item : from->cls->decl->conversions) {
            if (item.isCreation || !namesType(m_program, item, to)) continue;
            const FeatureInfo* q = from->cls->feature(item.feature);
            if (!q || !q->isQuery() || !q->argTypes.empty()) continue;
            const SourceRange range = e->range;
            e = lowerFeatureCall(q, std::move(e), from, {}, range, range, Usage::Value);
            return true;
        }
    }
    if (e->op == ir::Op::StringConst && to->cls->name == "STRING_32") {
        // A manifest string where a STRING_32 is expected: its characters, decoded from UTF-8.
        if (const FeatureInfo* p = to->cls->feature("make_from_utf_8"); p && p->argTypes.size() == 1) {
            e->text8.clear();
            return createFrom(e, to, p);
        }
    }
    if (to->cls->decl && !to->cls->isDeferred) {
        for (const syntax::ConvertItem& item : to->cls->decl->conversions) {
            if (!item.isCreation || !namesType(m_program, item, from)) continue;
            const FeatureInfo* p = to->cls->feature(item.feature);
            if (!p || !to->cls->isCreator(p) || p->argTypes.size() != 1) continue;
            return createFrom(e, to, p);
        }
    }
    return false;
}

}  // namespace amend::sema::check
