// The parenthesis alias: `f (x, y)' where `f' is a local, an argument or an attribute (or a
// query without arguments) whose class has a one-argument feature with `alias "()"' calls that
// feature: `f (x, y)' is `f.item ([x, y])' for a FUNCTION (the actuals packed into the tuple
// its argument expects: check_implicit_tuples.cpp), `p (x)' is `p.call ([x])' for a PROCEDURE.
#include "sema/checker.h"

namespace amend::sema::check {

ir::ExprPtr BodyChecker::lowerParenthesisAlias(const Entity& en, const syntax::Expr& e, const std::vector<const syntax::Expr*>& args,
                                               const SourceRange& nameRange, Usage usage)
{
    if (args.empty()) return nullptr;
    const bool takesNoArguments = en.kind == Entity::Kind::Slot
                                  || (en.kind == Entity::Kind::Feature && en.feature->isQuery() && en.feature->argTypes.empty());
    const Type* type = en.kind == Entity::Kind::Slot ? en.type : en.feature && en.feature->type ? memberType(en.feature->type, en.feature, m_current) : nullptr;
    if (!takesNoArguments || !type || type->isError()) return nullptr;
    const ClassInfo* bc = m_program.baseClass(type);
    const FeatureInfo* f = bc ? bc->aliasFeature("()", 1) : nullptr;
    if (!f) return nullptr;
    ir::ExprPtr target;
    if (en.kind == Entity::Kind::Slot) {
        target = node(ir::Op::Local, type, nameRange);
        target->slot = en.slot;
    } else {
        target = lowerFeatureCall(en.feature, nullptr, m_current, {}, nameRange, nameRange, Usage::Value);
    }
    return lowerFeatureCall(f, std::move(target), type, args, nameRange, e.range, usage);
}

}  // namespace amend::sema::check
