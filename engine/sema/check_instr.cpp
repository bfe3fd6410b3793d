// Instructions: assignments (with assigner calls for `a [i] := v'), creation, calls, if,
// inspect, loops (across loops lowered onto the cursor protocol), check, debug and retry.
#include "sema/checker.h"

#include <algorithm>

namespace amend::sema::check {

ir::Block BodyChecker::lowerBody(const syntax::Body& body, bool inRescue)
{
    const bool was = m_inRescue;
    m_inRescue = inRescue;
    ir::Block out = lowerBlock(body);
    m_inRescue = was;
    return out;
}

ir::Block BodyChecker::lowerBlock(const syntax::Body& body)
{
    ir::Block out;
    out.reserve(body.size());
    for (const auto& s : body)
        if (s) lowerInstr(*s, out);
    return out;
}

ir::InstrPtr BodyChecker::instr(ir::IOp op, const SourceRange& range)
{
    auto s = std::make_unique<ir::Instr>();
    s->op = op;
    s->range = range;
    return s;
}

void BodyChecker::lowerInstr(const syntax::Instr& s, ir::Block& out)
{
    using K = syntax::InstrKind;
    switch (s.kind) {
    case K::Assign:
    case K::AssignAttempt: lowerAssign(s, out); return;
    case K::Create: lowerCreate(s, out); return;
    case K::CallInstr: lowerCallInstr(s, out); return;
    case K::If: lowerIf(s, out); return;
    case K::Inspect: lowerInspect(s, out); return;
    case K::Loop: lowerLoop(s, out); return;
    case K::Check: lowerCheck(s, out); return;
    case K::Debug: {
        auto d = instr(ir::IOp::Debug, s.range);
        d->blocks.push_back(lowerBlock(s.body));
        out.push_back(std::move(d));
        return;
    }
    case K::Retry:
        if (!m_inRescue) error(s.range, "`retry' may only appear in a rescue clause");
        out.push_back(instr(ir::IOp::Retry, s.range));
        return;
    }
}

BodyChecker::Store BodyChecker::resolveStore(const syntax::Expr& target)
{
    Store st;
    if (target.kind == syntax::ExprKind::ResultRef) {
        st.name = "Result";
        if (!m_resultType) {
            error(target.range, "`Result' is only valid in a function");
            return st;
        }
        st.kind = Store::Kind::Result;
        st.type = m_resultType;
        return st;
    }
    if (target.kind != syntax::ExprKind::Call || target.target || !target.args.empty()) {
        error(target.range, "invalid assignment target");
        return st;
    }
    st.name = target.name;
    const SourceRange where = target.nameRange.valid() ? target.nameRange : target.range;
    for (auto it = m_hidden.rbegin(); it != m_hidden.rend(); ++it) {
        if (it->first == target.name) {
            error(where, "cannot assign to `" + target.name + "': it is a read-only object test local or iteration variable");
            return st;
        }
    }
    auto it = m_names.find(target.name);
    if (it != m_names.end()) {
        if (it->second < m_frame.argCount) {
            error(where, "cannot assign to argument `" + target.name + "'");
            return st;
        }
        st.kind = Store::Kind::Local;
        st.slot = it->second;
        st.type = m_frame.slotTypes[static_cast<std::size_t>(it->second)];
        return st;
    }
    const FeatureInfo* f = m_cls->feature(target.name);
    if (!f) {
        error(where, "unknown identifier `" + target.name + "'");
        return st;
    }
    if (f->kind != FeatureInfo::Kind::Attribute) {
        error(where, "cannot assign to `" + target.name + "': it is not an attribute");
        return st;
    }
    st.kind = Store::Kind::Attr;
    st.feature = f;
    st.type = f->type && f->type->mentionsFormals() ? memberType(f->type, f, m_current) : f->type;
    return st;
}

ir::InstrPtr BodyChecker::makeStore(const Store& store, ir::ExprPtr value, const SourceRange& range)
{
    ir::InstrPtr s;
    switch (store.kind) {
    case Store::Kind::Local:
        s = instr(ir::IOp::AssignLocal, range);
        s->slot = store.slot;
        break;
    case Store::Kind::Result: s = instr(ir::IOp::AssignResult, range); break;
    case Store::Kind::Attr:
        s = instr(ir::IOp::AssignAttr, range);
        s->routineId = store.feature->routineId;
        s->feature = store.feature;
        break;
    case Store::Kind::Invalid: s = instr(ir::IOp::CallInstr, range); break;  // keeps the value's nodes
    }
    if (store.kind != Store::Kind::Invalid) copyIfExpanded(value, store.type);
    s->value = std::move(value);
    return s;
}

void BodyChecker::lowerAssignerCall(const syntax::Instr& s, ir::Block& out)
{
    // `a [i] := v' calls the assigner of the bracket feature with (v, i); `t.f (x) := v' the
    // assigner of `f' with (v, x).
    const syntax::Expr& t = *s.target;
    ir::ExprPtr target = t.target ? lowerExpr(*t.target) : node(ir::Op::Current, m_current, t.range);
    const Type* tt = target->type;
    const ClassInfo* bc = tt->isError() ? nullptr : m_program.baseClass(tt);
    auto fail = [&]() {
        lowerExpr(*s.value);
        auto c = instr(ir::IOp::CallInstr, s.range);
        c->value = errorNode(s.range);
        out.push_back(std::move(c));
    };
    if (!bc) return fail();
    if (t.kind == syntax::ExprKind::Call && t.target && t.args.empty()) {
        if (const int label = tupleLabel(m_program.typeTable().withDetachable(tt, false), t.name); label >= 0) {
            auto c = instr(ir::IOp::CallInstr, s.range);
            c->value = lowerTupleLabelWrite(std::move(target), label, *s.value, s.range);
            out.push_back(std::move(c));
            return;
        }
    }
    const FeatureInfo* query = t.kind == syntax::ExprKind::Bracket ? bc->aliasFeature("[]", -1) : bc->feature(t.name);
    if (!query) {
        if (t.kind == syntax::ExprKind::Bracket) error(t.range, "class `" + bc->name + "' has no bracket feature (alias \"[]\")");
        else error(t.nameRange.valid() ? t.nameRange : t.range, "unknown feature `" + t.name + "' in class `" + bc->name + "'");
        return fail();
    }
    const std::string assigner = query->decl ? query->decl->assigner : std::string();
    const FeatureInfo* proc = assigner.empty() ? nullptr : bc->feature(assigner);
    if (!proc) {
        error(t.range, "cannot assign to `" + query->name + "' of class `" + bc->name + "': it has no assigner");
        return fail();
    }
    if (t.target && !proc->isExportedTo(m_cls))
        error(t.range, "feature `" + proc->name + "' of class `" + bc->name + "' is not exported to class `" + m_cls->name + "'");
    std::vector<const syntax::Expr*> args{s.value.get()};
    for (const auto& a : t.args) args.push_back(a.get());
    ir::ExprPtr call = lowerFeatureCall(proc, std::move(target), tt, args, t.range, s.range, Usage::Instruction);
    auto c = instr(ir::IOp::CallInstr, s.range);
    c->value = std::move(call);
    out.push_back(std::move(c));
}

void BodyChecker::lowerAssign(const syntax::Instr& s, ir::Block& out)
{
    if (!s.target || !s.value) return;
    const syntax::Expr& t = *s.target;
    if (s.kind == syntax::InstrKind::Assign &&
        (t.kind == syntax::ExprKind::Bracket || (t.kind == syntax::ExprKind::Call && (t.target || !t.args.empty())))) {
        lowerAssignerCall(s, out);
        return;
    }
    const Store st = resolveStore(t);
    ir::ExprPtr value = lowerExpr(*s.value, st.type);
    if (st.kind != Store::Kind::Invalid && s.kind == syntax::InstrKind::AssignAttempt) {
        // x ?= e  ≡  x := if attached {T} e as h then h else Void end
        const Type* tested = m_program.typeTable().withDetachable(st.type, false);
        auto test = node(ir::Op::ObjectTest, tested, s.value->range);
        test->slot = newSlot(tested, "<attempt>");
        test->kids.push_back(std::move(value));
        auto read = node(ir::Op::Local, tested, s.value->range);
        read->slot = test->slot;
        auto cond = node(ir::Op::IfExpr, st.type, s.value->range);
        cond->kids.push_back(std::move(test));
        cond->kids.push_back(std::move(read));
        cond->kids.push_back(node(ir::Op::VoidConst, m_program.typeTable().none(), s.value->range));
        value = std::move(cond);
    } else if (st.kind != Store::Kind::Invalid) {
        // A local or Result of an attached type may hold a detachable value for a while, as
        // EiffelStudio allows (`Result := cache; if Result = Void then create Result end').
        const Type* target = st.type;
        const Type* given = typeOf(*value);
        if ((st.kind == Store::Kind::Local || st.kind == Store::Kind::Result) && given && given->detachable
            && !target->detachable && !target->isExpanded())
            target = m_program.typeTable().withDetachable(target, true);
        coerce(value, target, "assignment to `" + st.name + "'");
    }
    if (st.kind != Store::Kind::Invalid)
        noteAssigned(st.name, s.kind == syntax::InstrKind::AssignAttempt ? st.type : typeOf(*value));
    out.push_back(makeStore(st, std::move(value), s.range));
}

void BodyChecker::lowerCreate(const syntax::Instr& s, ir::Block& out)
{
    if (!s.target) return;
    const Store st = resolveStore(*s.target);
    const SourceRange typeRange = s.typeMark ? s.typeMark->range : s.range;
    if (st.kind == Store::Kind::Invalid && !s.typeMark) {
        for (const auto& a : s.args) lowerExpr(*a);
        return;
    }
    // Result or an attribute declared `like Current' (typed with the current class in the body)
    // gets an object of Current's dynamic type.
    const Type* declared = st.kind == Store::Kind::Result && m_feature ? m_feature->type
                           : st.kind == Store::Kind::Attr && st.feature ? st.feature->type : nullptr;
    const Type* targetType = declared && declared->kind == Type::Kind::LikeCurrent && !s.typeMark ? declared : st.type;
    ir::ExprPtr value = lowerCreation(s.typeMark.get(), targetType, s.name, s.args, s.range, typeRange);
    // Without a creation type, the target's type is the one the routine has in the class where
    // it runs (ECMA-367 8.11: anchored types, and attributes redeclared covariantly, are those
    // of each descendant): the target's anchor, or the attribute itself, is recorded so that an
    // inherited routine creates the descendant's type (runtime: Machine::creationType).
    if (!s.typeMark && value->op == ir::Op::Create && targetType && targetType->kind != Type::Kind::LikeCurrent && m_feature && m_feature->decl) {
        const syntax::FeatureDecl& d = *m_feature->decl;
        if (st.kind == Store::Kind::Attr) value->auxFeature = st.feature;
        else if (st.kind == Store::Kind::Result) value->auxFeature = creationAnchor(d.type.get());
        else if (st.kind == Store::Kind::Local)
            for (const syntax::LocalDecl& l : d.locals)
                if (l.name == st.name) value->auxFeature = creationAnchor(l.type.get());
    }
    if (st.kind != Store::Kind::Invalid) noteAssigned(st.name, typeOf(*value));
    out.push_back(makeStore(st, std::move(value), s.range));
}

void BodyChecker::lowerCallInstr(const syntax::Instr& s, ir::Block& out)
{
    if (!s.expr) return;
    using K = syntax::ExprKind;
    const K k = s.expr->kind;
    ir::ExprPtr value;
    if (k == K::Call || k == K::Bracket || k == K::PrecursorCall || k == K::StaticCall) {
        value = lowerExpr(*s.expr, nullptr, Usage::Instruction);
    } else {
        value = lowerExpr(*s.expr);
        if (!value->type->isError()) error(s.expr->range, "a query cannot be used as an instruction");
    }
    auto c = instr(ir::IOp::CallInstr, s.range);
    c->value = std::move(value);
    out.push_back(std::move(c));
}

void BodyChecker::lowerIf(const syntax::Instr& s, ir::Block& out)
{
    auto i = instr(ir::IOp::If, s.range);
    const std::size_t mark = m_attachment.size();
    std::vector<std::vector<std::string>> branchEnds;  // names attached at the end of each branch
    std::vector<std::string> detached;  // names some branch assigned a detachable value
    // Ends a branch begun at `branch': the next one starts from the state before it (a branch's
    // assignments do not reach its siblings), what it detached is remembered for after the `if'.
    const auto endBranch = [&](std::size_t branch) {
        branchEnds.push_back(attachedNames());
        for (std::size_t a = branch; a < m_attachment.size(); ++a)
            if (!m_attachment[a].attached) detached.push_back(m_attachment[a].name);
        m_attachment.resize(branch);
    };
    for (std::size_t k = 0; k < s.conds.size(); ++k) {
        i->conds.push_back(s.conds[k] ? lowerCondition(*s.conds[k]) : errorNode(s.range));
        const std::size_t branch = s.conds[k] ? assume(*s.conds[k], true) : m_attachment.size();
        i->blocks.push_back(k < s.bodies.size() ? lowerBlock(s.bodies[k]) : ir::Block{});
        endBranch(branch);
        if (s.conds[k]) assume(*s.conds[k], false);  // the later branches run where it is false
    }
    i->hasElse = s.hasElse;
    const std::size_t elseBranch = m_attachment.size();
    if (s.hasElse) i->elseBlock = lowerBlock(s.elseBody);
    endBranch(elseBranch);  // the else part, written or not
    endAssumptions(mark);
    for (std::string& n : detached)
        if (knownAttached(n)) m_attachment.push_back({std::move(n), false});
    keepAttachedInAll(branchEnds);
    out.push_back(std::move(i));
}

bool BodyChecker::inspectValue(const syntax::Expr& e, BasicKind kind, std::int64_t& value)
{
    using K = syntax::ExprKind;
    const bool wantChar = isCharacterKind(kind);
    BasicKind got = BasicKind::None;
    switch (e.kind) {
    case K::Paren: return !e.args.empty() && e.args[0] && inspectValue(*e.args[0], kind, value);
    case K::IntegerLit: value = e.intValue; got = BasicKind::Integer32; break;
    case K::CharLit: value = e.charValue; got = BasicKind::Character; break;
    case K::Unary:
        if (e.unaryOp == syntax::UnaryOp::Minus && !e.args.empty() && e.args[0] && e.args[0]->kind == K::IntegerLit) {
            value = -e.args[0]->intValue;
            got = BasicKind::Integer32;
        }
        break;
    case K::Call:
    case K::StaticCall: {
        const FeatureInfo* f = nullptr;
        if (e.kind == K::Call && !e.target && e.args.empty()) {
            f = m_cls->feature(e.name);
        } else if (e.kind == K::StaticCall && e.typeMark) {
            const Type* t = resolve(*e.typeMark);
            const ClassInfo* c = t->isError() ? nullptr : m_program.baseClass(t);
            f = c ? c->feature(e.name) : nullptr;
        }
        if (f && f->kind == FeatureInfo::Kind::Constant && !f->constant.isString) {
            value = f->constant.intValue;
            got = isCharacterKind(f->constant.basic) ? BasicKind::Character : BasicKind::Integer32;
            if (f->constant.basic == BasicKind::Boolean || isRealKind(f->constant.basic)) got = BasicKind::None;
        }
        break;
    }
    default: break;
    }
    if (got == BasicKind::None) {
        error(e.range, "inspect choice must be an integer or character constant");
        return false;
    }
    if ((got == BasicKind::Character) != wantChar) {
        error(e.range, std::string("type mismatch: inspect choice expects ") + (wantChar ? "a character" : "an integer") + " constant");
        return false;
    }
    const bool fits = wantChar ? (kind == BasicKind::Character32 || value <= 255) : (kind == BasicKind::Natural64 || integerConstantFits(kind, value));
    if (!fits) {
        error(e.range, "inspect choice " + std::to_string(value) + " is out of range for " + basicType(kind)->name());
        return false;
    }
    return true;
}

void BodyChecker::lowerInspect(const syntax::Instr& s, ir::Block& out)
{
    auto i = instr(ir::IOp::Inspect, s.range);
    i->value = s.expr ? lowerExpr(*s.expr) : errorNode(s.range);
    const BasicKind kind = i->value->type->basic();
    const bool valid = isIntegerKind(kind) || isCharacterKind(kind);
    if (!valid && !i->value->type->isError())
        error(i->value->range, "inspect expression must be an integer or a character, got " + i->value->type->name());
    std::vector<std::pair<std::int64_t, std::int64_t>> seen;
    for (const syntax::InspectWhen& w : s.whens) {
        ir::InspectWhen when;
        for (const syntax::InspectChoice& c : w.choices) {
            if (!valid || !c.low) continue;
            std::int64_t low = 0, high = 0;
            if (!inspectValue(*c.low, kind, low)) continue;
            high = low;
            if (c.high && !inspectValue(*c.high, kind, high)) continue;
            if (high < low) {
                error(c.range, "empty inspect range");
                continue;
            }
            const bool overlaps = std::any_of(seen.begin(), seen.end(), [&](const auto& r) { return low <= r.second && r.first <= high; });
            if (overlaps) error(c.range, "duplicate choice in inspect instruction");
            seen.emplace_back(low, high);
            when.ranges.emplace_back(low, high);
        }
        when.body = lowerBlock(w.body);
        i->whens.push_back(std::move(when));
    }
    i->hasElse = s.hasElse;
    if (s.hasElse) i->elseBlock = lowerBlock(s.elseBody);
    out.push_back(std::move(i));
}

void BodyChecker::lowerLoop(const syntax::Instr& s, ir::Block& out)
{
    auto loop = instr(ir::IOp::Loop, s.range);
    const std::size_t hiddenMark = m_hidden.size();
    Iteration it;
    int cursor = -1, itemSlot = -1;
    SourceRange acrossRange = s.range;
    if (s.acrossIterable) {
        acrossRange = s.acrossIterable->range;
        ir::ExprPtr iterable = lowerExpr(*s.acrossIterable);
        const bool ok = iteration(*iterable, acrossRange, it);
        if (nameClashes(s.acrossName))
            error(acrossRange, "iteration variable `" + s.acrossName + "' clashes with an existing name");
        const bool cursorForm = s.acrossCursorForm && !asBindsItem();
        cursor = newSlot(ok ? it.cursorType : errorType(), cursorForm ? s.acrossName : std::string("<cursor>"));
        m_hidden.emplace_back(cursorKey(s.acrossName), cursor);
        if (cursorForm) {
            m_hidden.emplace_back(s.acrossName, cursor);
        } else {
            itemSlot = newSlot(ok ? it.itemType : errorType(), s.acrossName);
            m_hidden.emplace_back(s.acrossName, itemSlot);
        }
        if (ok) {
            auto start = node(ir::Op::Call, it.cursorType, acrossRange);
            start->feature = it.newCursorF;
            start->routineId = it.newCursor;
            start->kids.push_back(std::move(iterable));
            auto init = instr(ir::IOp::AssignLocal, acrossRange);
            init->slot = cursor;
            init->value = std::move(start);
            loop->from.push_back(std::move(init));
        } else {
            cursor = -1;
        }
    }
    ir::Block from = lowerBlock(s.from);
    for (auto& f : from) loop->from.push_back(std::move(f));
    loop->invariant = lowerAssertions(s.loopInvariant, AssertionKind::LoopInvariant);
    auto cursorCall = [&](const FeatureInfo* f, const Type* type) {
        auto c = node(ir::Op::Local, it.cursorType, acrossRange);
        c->slot = cursor;
        auto call = node(ir::Op::Call, type, acrossRange);
        call->feature = f;
        call->routineId = f->routineId;
        call->kids.push_back(std::move(c));
        return call;
    };
    ir::ExprPtr until = s.until ? lowerCondition(*s.until) : nullptr;
    if (cursor >= 0) {
        auto after = cursorCall(it.afterF, boolType());
        if (until) {
            auto both = node(ir::Op::OrElse, boolType(), s.until->range);
            both->basic = BasicKind::Boolean;
            both->kids.push_back(std::move(after));
            both->kids.push_back(std::move(until));
            until = std::move(both);
        } else {
            until = std::move(after);
        }
    } else if (!until) {
        if (!s.acrossIterable) error(s.range, "loop without `until' part");
        until = node(ir::Op::BoolConst, boolType(), s.range);
        until->intValue = 1;
    }
    loop->until = std::move(until);
    if (cursor >= 0 && itemSlot >= 0) {
        auto set = instr(ir::IOp::AssignLocal, acrossRange);
        set->slot = itemSlot;
        set->value = cursorCall(it.itemF, it.itemType);
        loop->body.push_back(std::move(set));
    }
    const std::size_t running = s.until ? assume(*s.until, false) : m_attachment.size();
    ir::Block body = lowerBlock(s.body);
    endAssumptions(running);
    for (auto& b : body) loop->body.push_back(std::move(b));
    if (cursor >= 0) {
        auto forth = instr(ir::IOp::CallInstr, acrossRange);
        forth->value = cursorCall(it.forthF, m_program.typeTable().none());
        loop->body.push_back(std::move(forth));
    }
    if (s.variant) {
        ir::ExprPtr v;
        const bool wasInVariant = m_inLoopVariant;
        m_inLoopVariant = true;
        if (isAutoProofDecreases(*s.variant)) {  // AutoProof's `variant decreases (e)': the variant is e
            std::vector<ir::ExprPtr> components = lowerVariantComponents(argList(s.variant->args));
            if (components.size() != 1) error(s.variant->range, "a loop variant `decreases' takes one INTEGER expression");
            v = components.empty() ? errorNode(s.variant->range) : std::move(components[0]);
        } else {
            v = lowerExpr(*s.variant, basicType(BasicKind::Integer32));
        }
        m_inLoopVariant = wasInVariant;
        coerce(v, basicType(BasicKind::Integer32), "loop variant");
        loop->variantRange = s.variant->range;
        loop->variant = std::move(v);
        loop->variantTag = s.variantTag;
    }
    m_hidden.resize(hiddenMark);
    if (s.until) assume(*s.until, true);  // after the loop its exit condition holds
    out.push_back(std::move(loop));
}

void BodyChecker::lowerCheck(const syntax::Instr& s, ir::Block& out)
{
    auto c = instr(ir::IOp::Check, s.range);
    c->assertions = lowerAssertions(s.assertions, AssertionKind::Check);
    if (m_program.usesAutoProof || (m_cls->decl && syntax::writtenForAutoProof(*m_cls->decl)))
        for (ir::Assertion& a : c->assertions) a.assumption = a.tag == "assume";
    c->hasThen = s.hasThen;
    if (s.hasThen) {  // `check x /= Void then … end': the body runs where the assertions hold
        const std::size_t mark = m_attachment.size();
        for (const auto& a : s.assertions)
            if (a.expr) assume(*a.expr, true);
        c->blocks.push_back(lowerBlock(s.body));
        endAssumptions(mark);
    } else  // `check attached x end': x is attached after it (the check fails otherwise)
        for (const auto& a : s.assertions)
            if (a.expr) assume(*a.expr, true);
    out.push_back(std::move(c));
}

}  // namespace amend::sema::check
