// Tuples in bodies: manifest tuples `[a, b]' (typed by the expected tuple type when there is one,
// else by their items), and the labels of labelled tuple types (`t.x' reads item `x', `t.x := v'
// writes it), lowered to TUPLE.item and TUPLE.put with the item's index.
#include "sema/checker.h"

namespace amend::sema::check {

ir::ExprPtr BodyChecker::lowerManifestTuple(const syntax::Expr& e, const Type* expected)
{
    const ClassInfo* tuple = m_program.tupleClass;
    if (!tuple) {
        error(e.range, "class `TUPLE' is missing from the kernel");
        return errorNode(e.range);
    }
    const Type* want = expected && expected->isClass() && expected->cls == tuple ? expected : nullptr;
    std::vector<const Type*> itemTypes;
    std::vector<ir::ExprPtr> items;
    for (std::size_t i = 0; i < e.args.size(); ++i) {
        const Type* itemExpected = want && i < want->actuals.size() ? want->actuals[i] : nullptr;
        ir::ExprPtr x = lowerExpr(*e.args[i], itemExpected);
        const Type* t = typeOf(*x);
        if (itemExpected && tryCoerce(x, itemExpected)) t = itemExpected;
        else if (t->isNone()) t = m_program.typeTable().classType(m_program.anyClass, {}, true);
        itemTypes.push_back(t);
        items.push_back(std::move(x));
    }
    auto n = node(ir::Op::ManifestTuple, m_program.typeTable().classType(tuple, itemTypes), e.range);
    n->kids = std::move(items);
    return n;
}

int BodyChecker::tupleLabel(const Type* type, const std::string& name) const
{
    if (!type || !type->isClass() || type->cls != m_program.tupleClass) return -1;
    for (std::size_t i = 0; i < type->labels.size(); ++i)
        if (type->labels[i] == name) return static_cast<int>(i);
    return -1;
}

namespace {

const FeatureInfo* tupleFeature(const Program& program, const char* name)
{
    return program.tupleClass ? program.tupleClass->feature(name) : nullptr;
}

}  // namespace

ir::ExprPtr BodyChecker::lowerTupleLabelRead(ir::ExprPtr target, int index, const SourceRange& range)
{
    const FeatureInfo* item = tupleFeature(m_program, "item");
    const Type* itemType = target->type->actuals[static_cast<std::size_t>(index)];
    if (!item) return errorNode(range);
    auto position = node(ir::Op::Int32Const, basicType(BasicKind::Integer32), range);
    position->intValue = index + 1;
    auto n = node(ir::Op::Call, itemType, range);
    n->feature = item;
    n->routineId = item->routineId;
    n->kids.push_back(std::move(target));
    n->kids.push_back(std::move(position));
    return n;
}

ir::ExprPtr BodyChecker::lowerTupleLabelWrite(ir::ExprPtr target, int index, const syntax::Expr& value, const SourceRange& range)
{
    const FeatureInfo* put = tupleFeature(m_program, "put");
    const Type* tt = target->type;
    const Type* itemType = tt->actuals[static_cast<std::size_t>(index)];
    ir::ExprPtr v = lowerExpr(value, itemType);
    coerce(v, itemType, "assignment to `" + tt->labels[static_cast<std::size_t>(index)] + "'");
    if (!put) return errorNode(range);
    auto position = node(ir::Op::Int32Const, basicType(BasicKind::Integer32), range);
    position->intValue = index + 1;
    auto n = node(ir::Op::Call, m_program.typeTable().none(), range);
    n->feature = put;
    n->routineId = put->routineId;
    n->kids.push_back(std::move(target));
    n->kids.push_back(std::move(v));
    n->kids.push_back(std::move(position));
    return n;
}

}  // namespace amend::sema::check
