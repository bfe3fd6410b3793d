// Type objects: `{T}' as an expression is the object of TYPE [T] standing for T (ECMA-367
// 8.30, EiffelStudio's TYPE class), and `{T}.f' where `f' is no constant, external or
// instance-free feature of T but a query of TYPE ( `{INTEGER}.name', `{G}.default') is a call
// on that object. Lowered as a creation of TYPE [T] without a creation procedure; the runtime
// gives one object per type (Machine::create), so `=' compares types. What is valid about T
// itself (known class, actual generics) is resolveType's business.
#include "sema/checker.h"

namespace amend::sema::check {

const Type* BodyChecker::typeObjectType(const syntax::Expr& e)
{
    const ClassInfo* typeClass = m_program.classNamed("TYPE");
    if (!typeClass || typeClass->genericNames.size() != 1) {
        error(e.range, "type objects (`{T}' as an expression) need the kernel class TYPE [G]");
        return nullptr;
    }
    const Type* t = e.typeMark ? resolve(*e.typeMark) : errorType();
    if (t->isError()) return nullptr;
    return m_program.typeTable().classType(typeClass, {t});
}

ir::ExprPtr BodyChecker::lowerTypeLiteral(const syntax::Expr& e)
{
    const Type* type = typeObjectType(e);
    if (!type) return errorNode(e.range);
    return node(ir::Op::Create, type, e.range);
}

ir::ExprPtr BodyChecker::lowerTypeObjectCall(const syntax::Expr& e, Usage usage)
{
    ir::ExprPtr object = lowerTypeLiteral(e);
    if (object->type->isError()) return object;
    const SourceRange nameRange = e.nameRange.valid() ? e.nameRange : e.range;
    return lowerQualified(std::move(object), e.name, argList(e.args), nameRange, e.range, usage);
}

}  // namespace amend::sema::check
