// AutoProof's annotations, given their run-time meaning (resources/kernel/AUTOPROOF.md):
// frame conditions (`modify', `modify_model', `modify_field', `reads' …; the `modify' forms
// also as loop invariant clauses) hold, the ownership state (`is_open', `is_wrapped', `closed',
// `wrap', `unwrap') is tracked per object and `inv', `inv_only', `inv_without' evaluate the
// class invariant (ir::Op::Ownership), `owns'/`observers'/`subjects' are empty sets (an invariant,
// postcondition or check clause naming one is not monitored: ownership is not tracked), and `decreases' in a precondition is
// the routine's recursion variant. They are names AutoProof's own ANY
// declares; here they are recognised only where the name is no feature of the class, so a
// program that declares a feature of that name keeps its own.
#include "sema/checker.h"

#include <string_view>

namespace amend::sema::check {

namespace {

enum class Annotation {
    None,
    FrameCondition,  // modify, modify_model, modify_field, reads, reads_model, reads_field: True in contracts
    Decreases,       // recursion variant in a precondition; a loop variant's value in `variant'
    TrueQuery,       // is_fresh, is_free, is_field_writable, is_fully_writable …: True
    Hint,            // use_definition (f (x)): a procedure in AutoProof's ANY (nothing), True as a value
    OpenQuery,       // is_open: the object is open (unwrapped)
    ClosedQuery,     // is_wrapped, wrapped, closed, is_closed: the object is closed (owners are not tracked)
    InvQuery,        // inv, inv_only (tags), inv_without (tags): the class invariant holds
    GhostSet,        // owns, observers, subjects: an empty MML_SET [ANY]
    WrapCommand,     // wrap, unwrap: the object becomes closed (its invariant checked) or open
    NoOpCommand,     // wrap_all, unwrap_all, set_owns, set_observers, set_subjects
};

Annotation annotationNamed(std::string_view name)
{
    static const struct { std::string_view name; Annotation kind; } table[] = {
        {"modify", Annotation::FrameCondition}, {"modify_model", Annotation::FrameCondition},
        {"modify_field", Annotation::FrameCondition}, {"reads", Annotation::FrameCondition},
        {"reads_model", Annotation::FrameCondition}, {"reads_field", Annotation::FrameCondition},
        {"decreases", Annotation::Decreases},
        {"is_wrapped", Annotation::ClosedQuery}, {"wrapped", Annotation::ClosedQuery}, {"closed", Annotation::ClosedQuery},
        {"is_closed", Annotation::ClosedQuery},
        {"inv", Annotation::InvQuery}, {"inv_only", Annotation::InvQuery}, {"inv_without", Annotation::InvQuery},
        {"use_definition", Annotation::Hint}, {"is_fresh", Annotation::TrueQuery}, {"is_free", Annotation::TrueQuery},
        {"is_field_writable", Annotation::TrueQuery}, {"is_fully_writable", Annotation::TrueQuery},
        {"is_field_readable", Annotation::TrueQuery}, {"is_fully_readable", Annotation::TrueQuery},
        {"is_open", Annotation::OpenQuery},
        {"owns", Annotation::GhostSet}, {"observers", Annotation::GhostSet}, {"subjects", Annotation::GhostSet},
        {"wrap", Annotation::WrapCommand}, {"unwrap", Annotation::WrapCommand}, {"wrap_all", Annotation::NoOpCommand},
        {"unwrap_all", Annotation::NoOpCommand}, {"set_owns", Annotation::NoOpCommand},
        {"set_observers", Annotation::NoOpCommand}, {"set_subjects", Annotation::NoOpCommand},
        {"set_owner", Annotation::NoOpCommand},
    };
    for (const auto& entry : table)
        if (entry.name == name) return entry.kind;
    return Annotation::None;
}

}  // namespace

// Routines state their frame in a precondition or postcondition (`modify', `reads' …); a loop
// states what its body may change as a loop invariant clause (`modify (a)'), as AutoProof's loop
// frames do. Neither is checked at run time: the clause holds.
bool BodyChecker::frameConditionAllowed(const std::string& name) const
{
    if (m_inLoopVariant || !m_inAssertion) return false;
    if (m_assertion == AssertionKind::Precondition || m_assertion == AssertionKind::Postcondition) return true;
    return m_assertion == AssertionKind::LoopInvariant && name.rfind("modify", 0) == 0;
}

bool BodyChecker::isAutoProofDecreases(const syntax::Expr& e) const
{
    return e.kind == syntax::ExprKind::Call && !e.target && e.name == "decreases" && lookup(e.name).kind == Entity::Kind::None;
}

void BodyChecker::lowerAnnotationArgs(const std::vector<const syntax::Expr*>& args)
{
    // Any type is accepted: manifest tuples and strings name fields (`["balance", "closed"]'),
    // objects and lists of objects name what may change. Only errors inside them are reported.
    for (const syntax::Expr* a : args) {
        if (!a) continue;
        if (a->kind == syntax::ExprKind::Tuple) lowerAnnotationArgs(argList(a->args));
        else lowerExpr(*a);
    }
}

std::vector<ir::ExprPtr> BodyChecker::lowerVariantComponents(const std::vector<const syntax::Expr*>& args)
{
    std::vector<ir::ExprPtr> out;
    for (const syntax::Expr* a : args) {
        if (!a) continue;
        if (a->kind == syntax::ExprKind::Tuple) {
            for (ir::ExprPtr& c : lowerVariantComponents(argList(a->args))) out.push_back(std::move(c));
            continue;
        }
        ir::ExprPtr v = lowerExpr(*a, basicType(BasicKind::Integer32));
        coerce(v, basicType(BasicKind::Integer32), "`decreases' component");
        out.push_back(std::move(v));
    }
    return out;
}

ir::ExprPtr BodyChecker::lowerAutoProof(const std::string& name, ir::ExprPtr target, const std::vector<const syntax::Expr*>& args,
                                        const SourceRange& nameRange, const SourceRange& range, Usage usage)
{
    const Annotation kind = annotationNamed(name);
    if (kind == Annotation::None) return nullptr;
    const bool qualified = target != nullptr;
    // The object an ownership annotation is about: `x' of `x.is_wrapped', else Current.
    auto ownership = [&](ir::OwnershipOp op, const Type* type) {
        auto n = node(ir::Op::Ownership, type, range);
        n->intValue = static_cast<std::int64_t>(op);
        n->kids.push_back(target ? std::move(target) : node(ir::Op::Current, m_current, range));
        return n;
    };
    auto boolean = [&](bool value) {
        auto n = node(ir::Op::BoolConst, boolType(), range);
        n->intValue = value ? 1 : 0;
        return n;
    };
    const bool isCommand = kind == Annotation::NoOpCommand || kind == Annotation::WrapCommand || (kind == Annotation::Hint && usage == Usage::Instruction);
    if (usage == Usage::Instruction && !isCommand) {
        error(nameRange, "a query cannot be used as an instruction");
        lowerAnnotationArgs(args);
        return errorNode(range);
    }
    if (usage == Usage::Value && isCommand) {
        error(nameRange, "`" + name + "' is a procedure and has no value");
        lowerAnnotationArgs(args);
        return errorNode(range);
    }
    switch (kind) {
    case Annotation::FrameCondition:
        if (!frameConditionAllowed(name)) {
            error(nameRange, "`" + name + "' is an AutoProof frame condition: only allowed in a precondition or postcondition"
                                 + (name.rfind("modify", 0) == 0 ? std::string(", or as a loop invariant clause") : std::string()));
            lowerAnnotationArgs(args);
            return errorNode(range);
        }
        lowerAnnotationArgs(args);
        return boolean(true);
    case Annotation::Decreases:
        if (qualified || !m_inAssertion || m_assertion != AssertionKind::Precondition) {
            error(nameRange, "`decreases' is an AutoProof variant: only allowed in a precondition or as a loop variant");
            lowerAnnotationArgs(args);
            return errorNode(range);
        }
        if (!m_frame.decreases.empty()) error(nameRange, "a second `decreases' clause in the same precondition");
        m_frame.decreases = lowerVariantComponents(args);
        m_frame.decreasesClause.tag = "decreases";
        m_frame.decreasesClause.text = text(range);
        m_frame.decreasesClause.range = range;
        m_frame.decreasesClause.writtenIn = m_cls;
        return boolean(true);
    case Annotation::TrueQuery:
    case Annotation::Hint:
        lowerAnnotationArgs(args);
        return boolean(true);
    case Annotation::OpenQuery:
    case Annotation::ClosedQuery:
    case Annotation::WrapCommand:
        if (!args.empty()) {
            error(nameRange, "wrong number of arguments in call to `" + name + "': expected 0, got " + std::to_string(args.size()));
            lowerAnnotationArgs(args);
            return errorNode(range);
        }
        if (kind == Annotation::WrapCommand) return ownership(name == "wrap" ? ir::OwnershipOp::Wrap : ir::OwnershipOp::Unwrap, m_program.typeTable().none());
        return ownership(kind == Annotation::OpenQuery ? ir::OwnershipOp::IsOpen : ir::OwnershipOp::IsClosed, boolType());
    case Annotation::InvQuery: {
        // inv_only ("a", "b") / inv_without ("a"): the clauses named by manifest strings. Other
        // arguments (AutoProof also takes tag names as identifiers) leave the annotation True.
        std::string tags;
        bool named = name == "inv" ? args.empty() : !args.empty();
        for (const syntax::Expr* a : args) {
            if (!a || a->kind != syntax::ExprKind::StringLit) named = false;
            else tags += (tags.empty() ? "" : ",") + a->stringValue;
        }
        if (!named) {
            lowerAnnotationArgs(args);
            return boolean(true);
        }
        auto n = ownership(ir::OwnershipOp::Inv, boolType());
        n->text = tags;
        n->flag = name != "inv_only";
        return n;
    }
    case Annotation::GhostSet: {
        m_namesOwnership = true;
        if (!args.empty()) {
            error(nameRange, "wrong number of arguments in call to `" + name + "': expected 0, got " + std::to_string(args.size()));
            return errorNode(range);
        }
        const ClassInfo* set = m_program.classNamed("MML_SET");
        if (!set || !m_program.anyClass) return errorNode(range);
        const Type* any = m_program.typeTable().classType(m_program.anyClass);
        return lowerCreation(nullptr, m_program.typeTable().classType(set, {any}), "default_create", {}, range, range);
    }
    case Annotation::NoOpCommand:
        lowerAnnotationArgs(args);
        return boolean(true);  // evaluated and discarded by the call instruction: nothing happens
    case Annotation::None: break;
    }
    return nullptr;
}

}  // namespace amend::sema::check
