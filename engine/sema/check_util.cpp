// Shared helpers of the body checker: node creation, diagnostics, type conformance and
// conversions, slots, and the declaration of a routine's arguments and locals.
#include "sema/checker.h"

#include <limits>

namespace amend::sema::check {

namespace {

// `like x` for arguments and locals of the routine being declared.
class SlotAnchors : public AnchorResolver {
public:
    SlotAnchors(const std::unordered_map<std::string, int>& names, const ir::Routine& frame)
        : m_names(names), m_frame(frame) {}
    const Type* anchorType(std::string_view name) const override
    {
        auto it = m_names.find(std::string(name));
        if (it == m_names.end()) return nullptr;
        return m_frame.slotTypes[static_cast<std::size_t>(it->second)];
    }

private:
    const std::unordered_map<std::string, int>& m_names;
    const ir::Routine& m_frame;
};

}  // namespace

BodyChecker::BodyChecker(const Program& program, DiagnosticSink& sink, const ClassInfo* cls, const FeatureInfo* feature,
                         ir::Routine& frame, const SourceManager* scratch)
    : m_program(program), m_scratch(scratch), m_sink(sink), m_cls(cls), m_current(cls->selfType), m_feature(feature), m_frame(frame)
{
}

void BodyChecker::declareSignature()
{
    if (!m_feature) return;
    const syntax::FeatureDecl* decl = m_feature->decl;
    const std::size_t argCount = m_feature->argTypes.size();
    for (std::size_t i = 0; i < argCount; ++i) {
        const Type* t = m_feature->argTypes[i];
        if (t && t->mentionsFormals()) t = m_program.instantiate(t, m_cls, m_current);
        const std::string& name = i < m_feature->argNames.size() ? m_feature->argNames[i] : std::string();
        const int slot = newSlot(t ? t : errorType(), name);
        m_names.emplace(name, slot);
        if (m_cls->feature(name) && decl && i < decl->arguments.size())
            error(decl->arguments[i].range, "argument `" + name + "' has the same name as a feature of class `" + m_cls->name + "'");
    }
    m_frame.argCount = static_cast<int>(argCount);
    if (m_feature->type) {
        const Type* t = m_feature->type;
        if (t->mentionsFormals()) t = m_program.instantiate(t, m_cls, m_current);
        m_resultType = t;
        m_frame.resultType = t;
    }
    if (!decl) return;
    SlotAnchors anchors(m_names, m_frame);
    for (const syntax::LocalDecl& local : decl->locals) {
        if (m_names.count(local.name)) {
            error(local.range, "local `" + local.name + "' has the same name as another argument or local");
            continue;
        }
        if (local.name == "result") {
            error(local.range, "`Result' cannot be declared as a local");
            continue;
        }
        if (m_cls->feature(local.name))
            error(local.range, "local `" + local.name + "' has the same name as a feature of class `" + m_cls->name + "'");
        const Type* t = local.type ? resolveType(m_program, *local.type, m_cls, &anchors, m_sink) : nullptr;
        if (!t) t = errorType();
        m_names.emplace(local.name, newSlot(t, local.name));
    }
}

void BodyChecker::declareFrom(const ir::Routine& original)
{
    m_frame.argCount = original.argCount;
    m_frame.resultType = original.resultType;
    m_resultType = original.resultType;
    const int declared = m_feature && m_feature->decl
                             ? original.argCount + static_cast<int>(m_feature->decl->locals.size())
                             : original.argCount;
    for (std::size_t i = 0; i < original.slotTypes.size(); ++i) {
        m_frame.slotTypes.push_back(original.slotTypes[i]);
        m_frame.slotNames.push_back(i < original.slotNames.size() ? original.slotNames[i] : std::string());
        if (static_cast<int>(i) < declared) m_names.emplace(m_frame.slotNames.back(), static_cast<int>(i));
    }
    m_frame.frameSize = static_cast<int>(m_frame.slotTypes.size());
}

const Type* BodyChecker::resolve(const syntax::TypeMark& mark)
{
    SlotAnchors anchors(m_names, m_frame);
    const Type* t = resolveType(m_program, mark, m_cls, &anchors, m_sink);
    return t ? t : errorType();
}

int BodyChecker::newSlot(const Type* type, std::string name)
{
    m_frame.slotTypes.push_back(type);
    m_frame.slotNames.push_back(std::move(name));
    m_frame.frameSize = static_cast<int>(m_frame.slotTypes.size());
    return m_frame.frameSize - 1;
}

ir::ExprPtr BodyChecker::node(ir::Op op, const Type* type, const SourceRange& range)
{
    auto e = std::make_unique<ir::Expr>();
    e->op = op;
    e->type = type ? type : errorType();
    e->range = range;
    e->id = m_frame.exprCount++;
    return e;
}

ir::ExprPtr BodyChecker::errorNode(const SourceRange& range)
{
    return node(ir::Op::VoidConst, errorType(), range);
}

void BodyChecker::error(const SourceRange& range, std::string message)
{
    m_sink.error(range, std::move(message));
}

const Type* BodyChecker::errorType() const
{
    return m_program.typeTable().error();
}

const Type* BodyChecker::basicType(BasicKind kind) const
{
    const ClassInfo* c = m_program.basicClass(kind);
    return c ? m_program.typeTable().classType(c) : errorType();
}

bool BodyChecker::conforms(const Type* source, const Type* target) const
{
    if (!source || !target || source == target || source->isError() || target->isError()) return true;
    // `like Current' conforms to whatever the current class's type conforms to.
    if (source->kind == Type::Kind::LikeCurrent && target->kind != Type::Kind::LikeCurrent)
        source = m_program.typeTable().withDetachable(m_current, source->detachable);
    // Expressions of Current's own `like Current' queries are typed with the current class's
    // type (`clone_node (other)', `twin'): that type is accepted where `like Current' is
    // expected, as EiffelStudio accepts those queries there.
    if (target->kind == Type::Kind::LikeCurrent && source->kind == Type::Kind::Class
        && m_program.typeTable().withDetachable(source, false) == m_current)
        return target->detachable || !source->detachable;
    // The same inside generic actuals: `ARRAYED_LIST [like Current]' is, in the current class,
    // an `ARRAYED_LIST' of the current class's type.
    if (source->isClass() && target->isClass() && (hasLikeCurrent(source) || hasLikeCurrent(target))) {
        const Type* s = m_program.instantiate(source, m_cls, m_current);
        const Type* t = m_program.instantiate(target, m_cls, m_current);
        if (s && t) return m_program.conforms(s, t);
    }
    return m_program.conforms(source, target);
}

bool BodyChecker::hasLikeCurrent(const Type* type)
{
    if (!type || !type->mentionsFormals()) return false;
    if (type->kind == Type::Kind::LikeCurrent) return true;
    for (const Type* a : type->actuals)
        if (hasLikeCurrent(a)) return true;
    return false;
}

const Type* BodyChecker::constraintOf(const Type* formal) const
{
    const ClassInfo* owner = formal->formalOwner;
    if (owner && formal->formalIndex >= 0 && static_cast<std::size_t>(formal->formalIndex) < owner->constraints.size()) {
        const Type* c = owner->constraints[static_cast<std::size_t>(formal->formalIndex)];
        if (c) return c;
    }
    return m_program.typeTable().classType(m_program.anyClass);
}

const Type* BodyChecker::memberType(const Type* declared, const FeatureInfo* f, const Type* target) const
{
    if (!declared) return nullptr;
    if (!declared->mentionsFormals()) return declared;
    if (!target || target->isError()) return errorType();
    target = m_program.typeTable().withDetachable(target, false);
    if (target->isFormal()) {
        if (declared->kind == Type::Kind::LikeCurrent) return target;
        target = constraintOf(target);
    }
    const Type* t = m_program.instantiate(declared, f->owner, target);
    return t ? t : errorType();
}

std::string BodyChecker::text(const SourceRange& range) const
{
    if (!range.valid()) return {};
    if (m_scratch && m_scratch->contains(range.file)) return m_scratch->text(range);
    return m_program.sources.text(range);
}

// Does basic kind `from` convert to `to` through a query of its class's `convert' clause
// (`convert to_integer_64: {INTEGER_64}')? The interpreter converts natively (ir Convert),
// which gives what the query gives.
bool BodyChecker::basicConverts(BasicKind from, BasicKind to) const
{
    const ClassInfo* source = m_program.basicClass(from);
    const ClassInfo* target = m_program.basicClass(to);
    if (!source || !target || !source->decl) return false;
    for (const syntax::ConvertItem& item : source->decl->conversions) {
        if (item.isCreation) continue;
        for (const auto& t : item.types)
            if (t && t->generics.empty() && m_program.classNamed(t->name) == target) return true;
    }
    return false;
}

ir::ExprPtr BodyChecker::basicConstant(BasicKind kind, std::int64_t bits, double real, const SourceRange& range)
{
    ir::Op op = ir::Op::BasicConst;
    if (kind == BasicKind::Integer32) op = ir::Op::Int32Const;
    else if (kind == BasicKind::Integer64) op = ir::Op::Int64Const;
    else if (kind == BasicKind::Natural32) op = ir::Op::Nat32Const;
    else if (kind == BasicKind::Real64) op = ir::Op::RealConst;
    auto n = node(op, basicType(kind), range);
    n->basic = kind;
    n->intValue = bits;
    n->realValue = isRealKind(kind) ? real : 0;
    return n;
}

// `0x…', `0b…', `0c…' (a sign before it is a separate operator).
bool isBitPatternSpelling(const std::string& spelled)
{
    if (spelled.size() < 3 || spelled[0] != '0') return false;
    const char base = static_cast<char>(spelled[1] | 0x20);
    return base == 'x' || base == 'b' || base == 'c';
}

// The value of the bit pattern `bits' in signed kind `kind' when it has at most the kind's
// width (0xFF → -1 for INTEGER_8), else `bits' unchanged.
std::int64_t bitPatternValue(BasicKind kind, std::int64_t bits)
{
    const int width = kind == BasicKind::Integer8 ? 8 : kind == BasicKind::Integer16 ? 16 : kind == BasicKind::Integer32 ? 32 : 0;
    if (width == 0 || bits < 0 || bits >= (std::int64_t{1} << width)) return bits;
    return bits >= (std::int64_t{1} << (width - 1)) ? bits - (std::int64_t{1} << width) : bits;
}

bool BodyChecker::tryCoerce(ir::ExprPtr& e, const Type* target)
{
    if (!target || typeOf(*e)->isError() || target->isError()) return true;
    const BasicKind to = target->basic();
    const bool intConst = e->op == ir::Op::Int32Const || e->op == ir::Op::Int64Const;
    if (intConst && to != BasicKind::None && typeOf(*e)->basic() != to && isNumericKind(to)) {
        // Integer constants adapt to the expected numeric kind when in range; one written in
        // hexadecimal, binary or octal is a bit pattern for a signed kind: {INTEGER_8} 0xFF = -1.
        if (!integerConstantFits(to, e->intValue) && isBitPatternSpelling(text(e->range)))
            e->intValue = bitPatternValue(to, e->intValue);
        if (!integerConstantFits(to, e->intValue)) {
            if (e->op == ir::Op::Int64Const && to == BasicKind::Integer32) return false;
            error(e->range, "integer constant " + std::to_string(e->intValue) + " is out of range for " + target->name());
            e->type = errorType();
            return true;
        }
        const SourceRange range = e->range;
        e = basicConstant(to, e->intValue, static_cast<double>(e->intValue), range);
        if (to == BasicKind::Real32) e->realValue = static_cast<float>(e->realValue);
        return true;
    }
    if (e->op == ir::Op::RealConst && to == BasicKind::Real32) {
        // Real constants adapt to REAL_32 (rounded to the nearest float).
        const SourceRange range = e->range;
        e = basicConstant(to, 0, static_cast<float>(e->realValue), range);
        return true;
    }
    if (e->op == ir::Op::CharConst && to == BasicKind::Character32) {
        const SourceRange range = e->range;
        e = basicConstant(to, e->intValue, 0, range);
        return true;
    }
    if (conforms(typeOf(*e), target)) return true;
    // `detachable G' where G is expected (AutoProof code passes `({G}).default'): accepted, as
    // EiffelStudio does without full void safety; G's actual decides whether Void is possible.
    if (const Type* given = typeOf(*e); given->isFormal() && target->isFormal() && given->detachable &&
        given->formalIndex == target->formalIndex && given->formalOwner == target->formalOwner)
        return true;
    const BasicKind from = typeOf(*e)->basic();
    if (from != BasicKind::None && to != BasicKind::None && basicConverts(from, to)) {
        auto c = node(ir::Op::Convert, basicType(to), e->range);
        c->basic = to;
        c->fromBasic = from;
        c->kids.push_back(std::move(e));
        e = std::move(c);
        return true;
    }
    if (from == BasicKind::None && to != BasicKind::None && unboxReference(e, target)) return true;
    return tryClassConversion(e, target);
}

// A basic type's reference counterpart where the basic type is expected (BOOLEAN_REF as a
// condition, `not Current or else other' in BOOLEAN_REF): its `item', as EiffelStudio does. The
// counterpart is the parent of the basic class whose query `item' is of the basic type.
bool BodyChecker::unboxReference(ir::ExprPtr& e, const Type* target)
{
    const Type* from = typeOf(*e);
    if (from->kind == Type::Kind::LikeCurrent) from = m_program.typeTable().withDetachable(m_current, from->detachable);
    if (!from->isClass() || !from->cls || from->detachable || !target->isClass() || !target->cls->conformsTo(from->cls)) return false;
    const FeatureInfo* item = from->cls->feature("item");
    if (!item || !item->isQuery() || !item->argTypes.empty() || !item->type || item->type->basic() != target->basic()) return false;
    const SourceRange range = e->range;
    e = lowerFeatureCall(item, std::move(e), from, {}, range, range, Usage::Value);
    return true;
}

void BodyChecker::coerce(ir::ExprPtr& e, const Type* target, const std::string& what)
{
    if (!tryCoerce(e, target))
        error(e->range, "type mismatch: " + what + " expects " + target->name() + ", got " + typeOf(*e)->name());
}

void BodyChecker::copyIfExpanded(ir::ExprPtr& e, const Type* target)
{
    if (!target || !target->isExpanded() || target->isBasic() || !e || !e->type || !e->type->isExpanded()) return;
    if (e->op == ir::Op::Create || e->op == ir::Op::ManifestTuple) return;
    if (target->isClass() && target->cls && target->cls->name == "POINTER") return;  // an address (`$x'): passed as it is
    const FeatureInfo* twin = m_program.anyClass ? m_program.anyClass->feature("twin") : nullptr;
    if (!twin) return;
    const SourceRange range = e->range;
    auto copy = node(ir::Op::Call, e->type, range);
    copy->feature = twin;
    copy->routineId = twin->routineId;
    copy->kids.push_back(std::move(e));
    e = std::move(copy);
}

bool isOncePerObject(const syntax::FeatureDecl& decl)
{
    for (std::string key : decl.onceKeys) {
        std::string upper;
        for (char c : key)
            if (c != '"') upper += static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
        if (upper == "OBJECT") return true;
    }
    return false;
}

}  // namespace amend::sema::check
