// AutoProof's `e.old_' (resources/kernel/AUTOPROOF.md): the value `e' had on entry to the
// enclosing routine. AutoProof's ANY declares `old_' because Eiffel allows `old' only in
// postconditions, and verified loops need the entry values in their invariants and variants
// (`a_end = a_end.old_', `queue.sequence.old_ [j]'). It is lowered exactly as `old e' is: an
// old-value slot of the routine, evaluated on entry after the precondition, so its meaning
// is the one `old' has. It is an error where there is no entry value to read: outside a
// routine's assertions (class invariants, preconditions, instructions) and on locals or
// `Result', which do not exist on entry.
#include "sema/checker.h"

namespace amend::sema::check {

namespace {

// The first node of `e' that has no value on entry to the routine: `Result', or a local of
// the routine declared before `e' (slots in [firstLocal, firstOwn)); null when there is none.
// Slots from `firstOwn' on belong to `e' itself (its quantifiers and object tests).
const ir::Expr* readsNoEntryValue(const ir::Expr& e, int firstLocal, int firstOwn)
{
    if (e.op == ir::Op::Result) return &e;
    if (e.op == ir::Op::Local && e.slot >= firstLocal && e.slot < firstOwn) return &e;
    for (const ir::ExprPtr& k : e.kids)
        if (k)
            if (const ir::Expr* bad = readsNoEntryValue(*k, firstLocal, firstOwn)) return bad;
    return nullptr;
}

}  // namespace

ir::ExprPtr BodyChecker::lowerOldSuffix(const syntax::Expr& e, Usage usage)
{
    const SourceRange nameRange = e.nameRange.valid() ? e.nameRange : e.range;
    const int firstOwn = m_frame.frameSize;
    ir::ExprPtr target = lowerExpr(*e.target);
    const Type* tt = target->type;
    const ClassInfo* bc = tt->isError() || tt->kind == Type::Kind::LikeCurrent ? nullptr : m_program.baseClass(tt);
    if (tt->kind == Type::Kind::LikeCurrent) bc = m_cls;
    if (tt->isError() || (bc && bc->feature("old_")))
        return lowerQualified(std::move(target), e.name, argList(e.args), nameRange, e.range, usage);
    if (!e.args.empty()) {
        error(nameRange, "wrong number of arguments in call to `old_': expected 0, got " + std::to_string(e.args.size()));
        return errorNode(e.range);
    }
    if (usage == Usage::Instruction) {
        error(nameRange, "a query cannot be used as an instruction");
        return errorNode(e.range);
    }
    const bool routineAssertion = m_feature && (m_inLoopVariant || (m_inAssertion && m_assertion != AssertionKind::Precondition
                                                                                   && m_assertion != AssertionKind::Invariant));
    if (!routineAssertion) {
        error(nameRange, "`old_' (AutoProof's old expression) is only allowed in postconditions, loop invariants, loop variants and checks");
        return errorNode(e.range);
    }
    if (const ir::Expr* bad = readsNoEntryValue(*target, m_frame.argCount, firstOwn)) {
        const std::string what = bad->op == ir::Op::Result ? std::string("`Result'")
                                 : "local `" + (static_cast<std::size_t>(bad->slot) < m_frame.slotNames.size()
                                                    ? m_frame.slotNames[static_cast<std::size_t>(bad->slot)] : std::string("?")) + "'";
        error(bad->range, "`old_' of an expression that reads " + what + ", which has no value on entry to the routine");
        return errorNode(e.range);
    }
    auto n = node(ir::Op::Old, target->type, e.range);
    n->slot = static_cast<int>(m_frame.olds.size());
    m_frame.olds.push_back(std::move(target));
    return n;
}

}  // namespace amend::sema::check
