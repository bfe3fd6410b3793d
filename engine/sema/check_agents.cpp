// Agents in bodies: `agent f', `agent f (?, 1)', `agent x.f (?, 1)', `agent {T}.f' (open target)
// and inline agents (`agent (x: INTEGER): BOOLEAN do … end'), lowered to one ir::Op::Agent node
// holding the wrapped routine, which operands are open, and the closed ones. An inline agent's
// body is checked like a routine of the enclosing class (Current and its features are those of
// the enclosing object; the enclosing routine's locals are not visible, as ECMA says) and its
// routine is owned by the node.
#include "sema/checker.h"

#include <cstdint>

namespace amend::sema::check {

namespace {

bool isOpenOperand(const syntax::Expr& e)
{
    return e.kind == syntax::ExprKind::Call && e.name == "?" && !e.target;
}

constexpr std::size_t kMaxOperands = 63;  // open operands are bits of ir::Expr::intValue

}  // namespace

const Type* BodyChecker::agentType(std::vector<const Type*> open, const Type* result, const Type* expected) const
{
    TypeTable& types = m_program.typeTable();
    // An agent whose routine accepts what the expected agent type would pass (each expected open
    // operand type conforms to the routine's) takes the expected open operand types, so that
    // `list.do_all (agent print)' passes a PROCEDURE [TUPLE [ANY]] where PROCEDURE [TUPLE [G]] is
    // expected.
    if (expected && expected->isClass() && !expected->actuals.empty() && expected->cls->conformsTo(m_program.routineClass)) {
        const Type* wanted = expected->actuals[0];
        if (wanted && wanted->isClass() && wanted->cls == m_program.tupleClass && wanted->actuals.size() == open.size()) {
            bool accepted = true;
            for (std::size_t i = 0; i < open.size(); ++i) accepted = accepted && conforms(wanted->actuals[i], open[i]);
            if (accepted) open = wanted->actuals;
        }
    }
    const Type* openArgs = types.classType(m_program.tupleClass, open);
    if (!result) return types.classType(m_program.procedureClass, {openArgs});
    if (result->basic() == BasicKind::Boolean && m_program.predicateClass) return types.classType(m_program.predicateClass, {openArgs});
    return types.classType(m_program.functionClass, {openArgs, result});
}

ir::ExprPtr BodyChecker::lowerAgent(const syntax::Expr& e, const Type* expected)
{
    if (!m_program.tupleClass || !m_program.routineClass || !m_program.procedureClass || !m_program.functionClass) {
        error(e.range, "the kernel lacks TUPLE, ROUTINE, PROCEDURE or FUNCTION: agents cannot be used");
        return errorNode(e.range);
    }
    if (e.inlineRoutine) return lowerInlineAgent(e, expected);
    const syntax::Expr* call = e.args.empty() ? nullptr : e.args[0].get();
    if (!call || (call->kind != syntax::ExprKind::Call && call->kind != syntax::ExprKind::StaticCall) || isOpenOperand(*call)) {
        error(call ? call->range : e.range, "an agent names a routine: `agent f', `agent x.f', `agent {T}.f' or an inline agent");
        return errorNode(e.range);
    }
    const SourceRange nameRange = call->nameRange.valid() ? call->nameRange : call->range;
    ir::ExprPtr target;
    const Type* targetType = nullptr;
    const ClassInfo* bc = nullptr;
    if (call->kind == syntax::ExprKind::StaticCall) {
        targetType = call->typeMark ? resolve(*call->typeMark) : errorType();
        if (!targetType->isError()) targetType = m_program.typeTable().withDetachable(targetType, false);
    } else if (call->target) {
        target = lowerExpr(*call->target);
        targetType = target->type;
    } else {
        target = node(ir::Op::Current, m_current, e.range);
        targetType = m_current;
    }
    if (targetType->isError()) {
        for (const auto& a : call->args)
            if (!isOpenOperand(*a)) lowerExpr(*a);
        return errorNode(e.range);
    }
    bc = call->target || call->kind == syntax::ExprKind::StaticCall ? m_program.baseClass(targetType) : m_cls;
    const FeatureInfo* f = bc ? bc->feature(call->name) : nullptr;
    if (!f) {
        error(nameRange, "unknown feature `" + call->name + "' in class `" + (bc ? bc->name : targetType->name()) + "'");
        return errorNode(e.range);
    }
    if ((call->target || call->kind == syntax::ExprKind::StaticCall) && !f->isExportedTo(m_cls))
        error(nameRange, "feature `" + f->name + "' of class `" + bc->name + "' is not exported to class `" + m_cls->name + "'");
    if (f->kind == FeatureInfo::Kind::Constant) {
        error(nameRange, "an agent cannot be made for constant `" + f->name + "'");
        return errorNode(e.range);
    }
    const bool allOpen = call->args.empty() && !call->hasParens;
    return agentNode(f, std::move(target), targetType, call->args, allOpen, nameRange, e.range, expected);
}

ir::ExprPtr BodyChecker::agentNode(const FeatureInfo* f, ir::ExprPtr target, const Type* targetType, const std::vector<syntax::ExprPtr>& args,
                                   bool allOpen, const SourceRange& nameRange, const SourceRange& range, const Type* expected)
{
    const std::size_t n = f->argTypes.size();
    if (n + 1 > kMaxOperands) {
        error(nameRange, "an agent cannot wrap a routine with more than " + std::to_string(kMaxOperands - 1) + " arguments");
        return errorNode(range);
    }
    if (!allOpen && args.size() != n) {
        error(nameRange, "wrong number of arguments in call to `" + f->name + "': expected " + std::to_string(n) + ", got "
                             + std::to_string(args.size()));
        for (const auto& a : args)
            if (!isOpenOperand(*a)) lowerExpr(*a);
        return errorNode(range);
    }
    std::vector<const Type*> open;
    std::uint64_t mask = 0;
    std::vector<ir::ExprPtr> closed;
    if (target) {
        closed.push_back(std::move(target));
    } else {
        mask |= 1;
        open.push_back(targetType);
    }
    for (std::size_t i = 0; i < n; ++i) {
        const Type* formal = memberType(f->argTypes[i], f, targetType);
        if (allOpen || isOpenOperand(*args[i])) {
            mask |= std::uint64_t{1} << (i + 1);
            open.push_back(formal);
            continue;
        }
        ir::ExprPtr a = lowerExpr(*args[i], formal);
        coerce(a, formal, "argument " + std::to_string(i + 1) + " of `" + f->name + "'");
        closed.push_back(std::move(a));
    }
    const Type* result = f->type ? memberType(f->type, f, targetType) : nullptr;
    auto agent = node(ir::Op::Agent, agentType(std::move(open), result, expected), range);
    agent->feature = f;
    agent->routineId = f->routineId;
    agent->intValue = static_cast<std::int64_t>(mask);
    agent->kids = std::move(closed);
    return agent;
}

ir::ExprPtr BodyChecker::lowerInlineAgent(const syntax::Expr& e, const Type* expected)
{
    const syntax::FeatureDecl& decl = *e.inlineRoutine;
    auto feature = std::make_shared<FeatureInfo>();
    feature->name = "inline_agent";
    feature->declaredName = feature->name;
    feature->kind = FeatureInfo::Kind::Routine;
    feature->owner = m_cls;
    feature->writtenIn = m_cls;
    feature->decl = &decl;
    feature->range = e.range;
    for (const syntax::Argument& a : decl.arguments) {
        feature->argTypes.push_back(a.type ? resolve(*a.type) : errorType());
        feature->argNames.push_back(a.name);
    }
    if (decl.type) feature->type = resolve(*decl.type);
    feature->isOnce = decl.bodyKind == syntax::FeatureDecl::BodyKind::Once;

    auto routine = std::make_shared<ir::Routine>();
    routine->feature = feature.get();
    routine->ownFeature = feature;
    routine->range = decl.range;
    routine->isOnce = feature->isOnce;
    routine->isOncePerObject = routine->isOnce && isOncePerObject(decl);
    feature->routine = routine.get();
    BodyChecker inner(m_program, m_sink, m_cls, feature.get(), *routine, m_scratch);
    inner.declareSignature();
    std::vector<ir::Assertion> pre = inner.lowerAssertions(decl.precondition, AssertionKind::Precondition);
    if (!pre.empty()) {
        ir::PreconditionGroup own;
        own.clauses = std::move(pre);
        routine->preconditions.push_back(std::move(own));
    }
    if (decl.bodyKind == syntax::FeatureDecl::BodyKind::Do || decl.bodyKind == syntax::FeatureDecl::BodyKind::Once)
        routine->body = inner.lowerBody(decl.body, false);
    else
        error(e.range, "an inline agent needs a `do' or `once' body");
    if (decl.hasRescue) {
        routine->hasRescue = true;
        routine->rescue = inner.lowerBody(decl.rescue, true);
    }
    routine->postconditions = inner.lowerAssertions(decl.postcondition, AssertionKind::Postcondition);
    numberInstructions(*routine);

    const bool allOpen = e.args.empty();
    ir::ExprPtr agent = agentNode(feature.get(), node(ir::Op::Current, m_current, e.range), m_current, e.args, allOpen, e.range, e.range, expected);
    if (agent->op == ir::Op::Agent) {
        agent->routineId = -1;  // not dispatched: the inline routine itself
        agent->inlineRoutine = routine;
    }
    return agent;
}

}  // namespace amend::sema::check
