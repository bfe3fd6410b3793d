// Operators and literals: integer literals adapting to their context, typed basic operators
// with balancing (INTEGER_32 op INTEGER_64 → INTEGER_64 …), equality, and calls of the
// alias features for every other operand type (STRING `+', COMPARABLE `<', `|..|' …).
#include "sema/checker.h"

#include <limits>

namespace amend::sema::check {

namespace {

// The IR operator of a boolean operator of the source (and … implies).
ir::Op logicalOp(syntax::BinaryOp op)
{
    switch (op) {
    case syntax::BinaryOp::Or: return ir::Op::Or;
    case syntax::BinaryOp::Xor: return ir::Op::Xor;
    case syntax::BinaryOp::AndThen: return ir::Op::AndThen;
    case syntax::BinaryOp::OrElse: return ir::Op::OrElse;
    case syntax::BinaryOp::Implies: return ir::Op::Implies;
    default: return ir::Op::And;
    }
}

bool isNumeric(BasicKind k) { return isNumericKind(k); }

bool isInteger(BasicKind k) { return isIntegerKind(k); }

bool isIntConst(const ir::Expr& e)
{
    return e.op == ir::Op::Int32Const || e.op == ir::Op::Int64Const;
}

bool constFits(std::int64_t v, BasicKind k) { return integerConstantFits(k, v); }

// The kinds of INTEGER_32, INTEGER_64, NATURAL_32 and REAL_64, which balance as before the
// sized kinds came: when neither converts to the other (INTEGER_32 and NATURAL_32), both go to
// INTEGER_64.
bool isClassicNumeric(BasicKind k)
{
    return k == BasicKind::Integer32 || k == BasicKind::Integer64 || k == BasicKind::Natural32 || k == BasicKind::Real64;
}

// AutoProof's model classes (MML_SEQUENCE, MML_SET …, the kernel's) are mathematical values:
// AutoProof translates `=' (and `~') between two of them as equality of the values (Seq#Equal,
// Set#Equal …), and contracts write `sequence = old sequence.extended (x)' meaning just that.
bool isModelValue(const Program& program, const Type* t)
{
    const ClassInfo* c = t->isClass() ? program.baseClass(t) : nullptr;
    return c && c->isKernel && c->name.rfind("MML_", 0) == 0;
}

}  // namespace

ir::ExprPtr BodyChecker::lowerIntegerLiteral(const syntax::Expr& e, const Type* expected, bool negative)
{
    // Adaptation to the context happens in tryCoerce/balance, but for a 64-bit pattern.
    if (e.intValue < 0 && !(negative && e.intValue == INT64_MIN)) {
        // A magnitude from 2^63 up: only NATURAL_64 can hold it.
        if (negative) {
            error(e.range, "integer literal -" + std::to_string(static_cast<std::uint64_t>(e.intValue)) + " is out of range for INTEGER_64");
            return errorNode(e.range);
        }
        if (expected && expected->basic() == BasicKind::Integer64 && isBitPatternSpelling(text(e.range)))
            return basicConstant(BasicKind::Integer64, e.intValue, 0, e.range);  // {INTEGER_64} 0x8000_0000_0000_0000
        return basicConstant(BasicKind::Natural64, e.intValue, 0, e.range);
    }
    const std::int64_t v = negative ? -e.intValue : e.intValue;
    const bool small = constFits(v, BasicKind::Integer32);
    auto n = node(small ? ir::Op::Int32Const : ir::Op::Int64Const, basicType(small ? BasicKind::Integer32 : BasicKind::Integer64), e.range);
    n->intValue = v;
    return n;
}

// `{T} v': a manifest constant v of type T (`{INTEGER_16} 5', `{NATURAL_8} 0xFF',
// `{REAL_32} 1.5', `{CHARACTER_32} 'a'', `{ARRAY [INTEGER_8]} <<1, 2>>'). v must be a manifest
// (a sign allowed before a number) that T can hold.
ir::ExprPtr BodyChecker::lowerTypedManifest(const syntax::Expr& e)
{
    using K = syntax::ExprKind;
    if (!e.typeMark || e.args.empty() || !e.args[0]) return errorNode(e.range);
    const Type* t = resolve(*e.typeMark);
    const syntax::Expr& v = *e.args[0];
    const bool signedNumber = v.kind == K::Unary && !v.args.empty() && v.args[0]
        && (v.unaryOp == syntax::UnaryOp::Minus || v.unaryOp == syntax::UnaryOp::Plus)
        && (v.args[0]->kind == K::IntegerLit || v.args[0]->kind == K::RealLit);
    const bool manifest = signedNumber || v.kind == K::IntegerLit || v.kind == K::RealLit || v.kind == K::CharLit
        || v.kind == K::StringLit || v.kind == K::BoolLit || v.kind == K::ManifestArray;
    ir::ExprPtr x = lowerExpr(v, t);
    if (t->isError() || typeOf(*x)->isError()) return x;
    if (!manifest) {
        error(v.range, "`{" + t->name() + "} v': v must be a manifest constant");
        return errorNode(e.range);
    }
    const BasicKind to = t->basic();
    const bool isReal = x->op == ir::Op::RealConst;
    if (isReal && to != BasicKind::None && !isRealKind(to)) {
        error(v.range, "real constant is not a manifest constant of type " + t->name());
        return errorNode(e.range);
    }
    if (!tryCoerce(x, t)) {
        error(v.range, "type mismatch: manifest constant of type " + typeOf(*x)->name() + " given for " + t->name());
        return errorNode(e.range);
    }
    x->range = e.range;
    return x;
}

bool BodyChecker::balance(ir::ExprPtr& a, ir::ExprPtr& b, BasicKind& kind)
{
    BasicKind ka = typeOf(*a)->basic();
    BasicKind kb = typeOf(*b)->basic();
    if (ka == BasicKind::None || kb == BasicKind::None) return false;
    // Integer constants take the kind of the other operand when they fit.
    if (ka != kb && isIntConst(*a) && !isIntConst(*b) && isNumeric(kb) && constFits(a->intValue, kb)) {
        tryCoerce(a, typeOf(*b));
        ka = kb;
    } else if (ka != kb && isIntConst(*b) && !isIntConst(*a) && isNumeric(ka) && constFits(b->intValue, ka)) {
        tryCoerce(b, typeOf(*a));
        kb = ka;
    }
    if (ka == kb) {
        kind = ka;
        return true;
    }
    // The balancing rule: the operand whose kind converts to the other's is converted.
    if (basicConverts(ka, kb)) kind = kb;
    else if (basicConverts(kb, ka)) kind = ka;
    else if (isClassicNumeric(ka) && isClassicNumeric(kb)) kind = BasicKind::Integer64;
    else if (isCharacterKind(ka) && isCharacterKind(kb)) kind = BasicKind::Character32;
    else return false;
    const Type* t = basicType(kind);
    tryCoerce(a, t);
    tryCoerce(b, t);
    return true;
}

ir::ExprPtr BodyChecker::lowerAliasCall(const syntax::Expr& e, ir::ExprPtr left, const std::string& alias, const syntax::Expr* right)
{
    const Type* tt = typeOf(*left);
    const ClassInfo* bc = tt->isError() ? nullptr : m_program.baseClass(tt);
    const FeatureInfo* f = bc ? bc->aliasFeature(alias, right ? 1 : 0) : nullptr;
    if (!f) {
        if (bc) error(e.range, "operator `" + alias + "' is not defined in class `" + bc->name + "'");
        if (right) lowerExpr(*right);
        return errorNode(e.range);
    }
    if (!f->isExportedTo(m_cls))
        error(e.range, "feature `" + f->name + "' of class `" + bc->name + "' is not exported to class `" + m_cls->name + "'");
    std::vector<const syntax::Expr*> args;
    if (right) args.push_back(right);
    return lowerFeatureCall(f, std::move(left), tt, args, e.range, e.range, Usage::Value);
}

ir::ExprPtr BodyChecker::lowerBinary(const syntax::Expr& e, const Type* expected)
{
    (void)expected;
    using B = syntax::BinaryOp;
    if (e.args.size() != 2 || !e.args[0] || !e.args[1]) return errorNode(e.range);
    const syntax::Expr& lhs = *e.args[0];
    const syntax::Expr& rhs = *e.args[1];
    switch (e.binaryOp) {
    case B::Eq: case B::Ne: case B::Tilde: case B::NotTilde:
        return lowerEquality(e);
    case B::Free: {
        ir::ExprPtr left = lowerExpr(lhs);
        return lowerAliasCall(e, std::move(left), e.name, &rhs);
    }
    case B::Interval: {
        ir::ExprPtr left = lowerExpr(lhs);
        return lowerAliasCall(e, std::move(left), "|..|", &rhs);
    }
    case B::And: case B::Or: case B::Xor: case B::AndThen: case B::OrElse: case B::Implies: {
        ir::ExprPtr left = lowerExpr(lhs);
        const BasicKind kl = typeOf(*left)->basic();
        if (kl != BasicKind::Boolean && !typeOf(*left)->isError()) {
            // A BOOLEAN_REF without the operator of its own is taken by its `item'.
            const ClassInfo* bc = m_program.baseClass(typeOf(*left));
            const char* op = syntax::binaryOpText(e.binaryOp);
            if (!bc || bc->aliasFeature(op, 1) || !unboxReference(left, boolType())) return lowerAliasCall(e, std::move(left), op, &rhs);
        }
        // `a and then b', `a implies b': b where a holds; `a or else b': b where a does not.
        const bool strict = e.binaryOp == B::And || e.binaryOp == B::Or || e.binaryOp == B::Xor;
        const std::size_t mark = strict ? m_attachment.size() : assume(lhs, e.binaryOp != B::OrElse);
        ir::ExprPtr right = lowerCondition(rhs);
        endAssumptions(mark);
        auto n = node(logicalOp(e.binaryOp), boolType(), e.range);
        n->basic = BasicKind::Boolean;
        n->kids.push_back(std::move(left));
        n->kids.push_back(std::move(right));
        return n;
    }
    default: break;
    }
    ir::ExprPtr left = lowerExpr(lhs);
    const BasicKind kl = typeOf(*left)->basic();
    const bool comparison = e.binaryOp == B::Lt || e.binaryOp == B::Le || e.binaryOp == B::Gt || e.binaryOp == B::Ge;
    const bool typed = isNumeric(kl) || (comparison && isCharacterKind(kl));
    if (!typed && !typeOf(*left)->isError())
        return lowerAliasCall(e, std::move(left), syntax::binaryOpText(e.binaryOp), &rhs);
    ir::ExprPtr right = lowerExpr(rhs);
    if (typeOf(*left)->isError() || typeOf(*right)->isError()) return errorNode(e.range);
    BasicKind kind = BasicKind::None;
    if (!balance(left, right, kind) || (isCharacterKind(kind) && !comparison)) {
        error(rhs.range, std::string("type mismatch: operator `") + syntax::binaryOpText(e.binaryOp) + "' expects " +
                             typeOf(*left)->name() + ", got " + typeOf(*right)->name());
        return errorNode(e.range);
    }
    ir::Op op = ir::Op::Add;
    switch (e.binaryOp) {
    case B::Plus: op = ir::Op::Add; break;
    case B::Minus: op = ir::Op::Sub; break;
    case B::Times: op = ir::Op::Mul; break;
    case B::Divide: op = ir::Op::Div; break;
    case B::IntDiv: op = ir::Op::IntDiv; break;
    case B::Mod: op = ir::Op::Mod; break;
    case B::Power: op = ir::Op::Pow; break;
    case B::Lt: op = ir::Op::Lt; break;
    case B::Le: op = ir::Op::Le; break;
    case B::Gt: op = ir::Op::Gt; break;
    case B::Ge: op = ir::Op::Ge; break;
    default: break;
    }
    if ((op == ir::Op::IntDiv || op == ir::Op::Mod) && !isInteger(kind)) {
        error(e.range, std::string("operator `") + syntax::binaryOpText(e.binaryOp) + "' is not defined in class `" +
                           basicType(kind)->name() + "'");
        return errorNode(e.range);
    }
    if ((op == ir::Op::Div && kind != BasicKind::Real32) || op == ir::Op::Pow) {
        kind = BasicKind::Real64;
        tryCoerce(left, basicType(kind));
        tryCoerce(right, basicType(kind));
    }
    auto n = node(op, comparison ? boolType() : basicType(kind), e.range);
    n->basic = kind;
    n->kids.push_back(std::move(left));
    n->kids.push_back(std::move(right));
    return n;
}

ir::ExprPtr BodyChecker::lowerEquality(const syntax::Expr& e)
{
    using B = syntax::BinaryOp;
    ir::ExprPtr left = lowerExpr(*e.args[0]);
    ir::ExprPtr right = lowerExpr(*e.args[1]);
    const Type* lt = typeOf(*left);
    const Type* rt = typeOf(*right);
    // On expanded classes other than the basic ones `=' is `is_equal' (ECMA 8.21.3).
    const bool expanded = lt->isExpanded() && !lt->isBasic() && rt->isExpanded() && !rt->isBasic();
    const bool equal = e.binaryOp == B::Tilde || e.binaryOp == B::Eq;
    if (isModelValue(m_program, lt) && isModelValue(m_program, rt) && (conforms(lt, rt) || conforms(rt, lt)))
        return modelEquality(std::move(left), std::move(right), equal, e.range);
    const bool object = e.binaryOp == B::Tilde || e.binaryOp == B::NotTilde || expanded;
    ir::Op op = object ? (equal ? ir::Op::ObjEq : ir::Op::ObjNe) : (equal ? ir::Op::Eq : ir::Op::Ne);
    BasicKind kind = BasicKind::None;
    if (!lt->isError() && !rt->isError()) {
        const bool lb = lt->isBasic();
        const bool rb = rt->isBasic();
        bool ok = true;
        if (lb && rb) {
            ok = balance(left, right, kind);
        } else if (lb != rb) {
            const Type* other = lb ? rt : lt;
            if (other->isClass() && !conforms(lt, rt) && !conforms(rt, lt)) ok = false;
        }
        if (!ok) error(e.range, "type mismatch in comparison: " + lt->name() + " and " + rt->name());
    }
    auto n = node(op, boolType(), e.range);
    n->basic = kind;
    if (object && m_program.anyClass) {
        if (const FeatureInfo* eq = m_program.anyClass->feature("is_equal")) {
            n->routineId = eq->routineId;
            n->feature = eq;
        }
    }
    n->kids.push_back(std::move(left));
    n->kids.push_back(std::move(right));
    return n;
}

// `a = b', `a ~ b' (and their negations) between two model values: `is_equal' called on the one
// whose type the other conforms to, so an MML_INTERVAL equals the MML_SET of the same integers
// (values have no identity, and an interval is a set). Model values are never Void in AutoProof.
ir::ExprPtr BodyChecker::modelEquality(ir::ExprPtr left, ir::ExprPtr right, bool equal, const SourceRange& range)
{
    if (conforms(typeOf(*left), typeOf(*right))) std::swap(left, right);
    const ClassInfo* bc = m_program.baseClass(typeOf(*left));
    const FeatureInfo* isEqual = bc ? bc->feature("is_equal") : nullptr;
    if (!isEqual) return errorNode(range);
    auto call = node(ir::Op::Call, boolType(), range);
    call->feature = isEqual;
    call->routineId = isEqual->routineId;
    call->kids.push_back(std::move(left));
    call->kids.push_back(std::move(right));
    if (equal) return call;
    auto n = node(ir::Op::Not, boolType(), range);
    n->basic = BasicKind::Boolean;
    n->kids.push_back(std::move(call));
    return n;
}

ir::ExprPtr BodyChecker::lowerUnary(const syntax::Expr& e, const Type* expected)
{
    using U = syntax::UnaryOp;
    if (e.args.empty() || !e.args[0]) return errorNode(e.range);
    const syntax::Expr& operand = *e.args[0];
    if (e.unaryOp == U::Minus && operand.kind == syntax::ExprKind::IntegerLit) {
        auto n = lowerIntegerLiteral(operand, expected, true);
        n->range = e.range;
        return n;
    }
    if (e.unaryOp == U::Minus && operand.kind == syntax::ExprKind::RealLit) {
        auto n = node(ir::Op::RealConst, basicType(BasicKind::Real64), e.range);
        n->realValue = -operand.realValue;
        return n;
    }

    ir::ExprPtr x = lowerExpr(operand, expected);
    if (typeOf(*x)->isError()) return x;
    const BasicKind k = typeOf(*x)->basic();
    switch (e.unaryOp) {
    case U::Minus:
        if (isNumeric(k)) {
            auto n = node(ir::Op::Neg, typeOf(*x), e.range);
            n->basic = k;
            n->kids.push_back(std::move(x));
            return n;
        }
        return lowerAliasCall(e, std::move(x), "-", nullptr);
    case U::Plus:
        if (isNumeric(k)) return x;
        return lowerAliasCall(e, std::move(x), "+", nullptr);
    case U::Not:
        if (k == BasicKind::Boolean) {
            auto n = node(ir::Op::Not, typeOf(*x), e.range);
            n->basic = k;
            n->kids.push_back(std::move(x));
            return n;
        }
        return lowerAliasCall(e, std::move(x), "not", nullptr);
    case U::Free: break;
    }
    return lowerAliasCall(e, std::move(x), e.name, nullptr);
}

}  // namespace amend::sema::check
