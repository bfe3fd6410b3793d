// Names and calls in bodies: locals, arguments, features of Current, qualified calls with
// export and argument checks, Precursor, static calls to constants, creation and brackets.
#include "sema/checker.h"

namespace amend::sema::check {

BodyChecker::Entity BodyChecker::lookup(const std::string& name) const
{
    Entity en;
    for (auto it = m_hidden.rbegin(); it != m_hidden.rend(); ++it) {
        if (it->first == name) {
            en.kind = Entity::Kind::Slot;
            en.slot = it->second;
            en.type = m_frame.slotTypes[static_cast<std::size_t>(it->second)];
            return en;
        }
    }
    auto it = m_names.find(name);
    if (it != m_names.end()) {
        en.kind = Entity::Kind::Slot;
        en.slot = it->second;
        en.type = narrowed(name, m_frame.slotTypes[static_cast<std::size_t>(it->second)]);
        return en;
    }
    if (const FeatureInfo* f = m_cls->feature(name)) {
        en.kind = Entity::Kind::Feature;
        en.feature = f;
        en.type = f->type;
    }
    return en;
}

bool BodyChecker::nameClashes(const std::string& name) const
{
    return m_names.count(name) > 0 || m_cls->feature(name) != nullptr;
}

std::vector<const syntax::Expr*> BodyChecker::argList(const std::vector<syntax::ExprPtr>& args) const
{
    std::vector<const syntax::Expr*> out;
    out.reserve(args.size());
    for (const auto& a : args) out.push_back(a.get());
    return out;
}

bool BodyChecker::lowerArgs(const FeatureInfo* f, const Type* targetType, const std::vector<const syntax::Expr*>& written,
                            const SourceRange& nameRange, std::vector<ir::ExprPtr>& out)
{
    std::vector<const syntax::Expr*> args = written;
    packImplicitTuple(f, targetType, args, nameRange);
    const std::size_t expected = f->kind == FeatureInfo::Kind::Routine ? f->argTypes.size() : 0;
    if (args.size() != expected) {
        error(nameRange, "wrong number of arguments in call to `" + f->name + "': expected " + std::to_string(expected) +
                             ", got " + std::to_string(args.size()));
        for (const syntax::Expr* a : args) lowerExpr(*a);  // still report errors inside
        return false;
    }
    for (std::size_t i = 0; i < args.size(); ++i) {
        const Type* formal = memberType(f->argTypes[i], f, targetType);
        ir::ExprPtr a = lowerExpr(*args[i], formal);
        coerce(a, formal, "argument " + std::to_string(i + 1) + " of `" + f->name + "'");
        copyIfExpanded(a, formal);
        out.push_back(std::move(a));
    }
    return true;
}

ir::ExprPtr BodyChecker::lowerCall(const syntax::Expr& e, const Type* expected, Usage usage)
{
    (void)expected;
    const std::vector<const syntax::Expr*> args = argList(e.args);
    const SourceRange nameRange = e.nameRange.valid() ? e.nameRange : e.range;
    if (e.target && e.name == "old_") return lowerOldSuffix(e, usage);
    if (e.target) {
        ir::ExprPtr target = lowerExpr(*e.target);
        return lowerQualified(std::move(target), e.name, args, nameRange, e.range, usage);
    }
    const Entity en = lookup(e.name);
    if (ir::ExprPtr aliased = lowerParenthesisAlias(en, e, args, nameRange, usage)) return aliased;
    switch (en.kind) {
    case Entity::Kind::Slot: {
        if (!args.empty()) {
            error(nameRange, "wrong number of arguments in call to `" + e.name + "': expected 0, got " + std::to_string(args.size()));
            return errorNode(e.range);
        }
        if (usage == Usage::Instruction) error(nameRange, "a query cannot be used as an instruction");
        auto n = node(ir::Op::Local, en.type, e.range);
        n->slot = en.slot;
        return n;
    }
    case Entity::Kind::Feature: {
        ir::ExprPtr n = lowerFeatureCall(en.feature, nullptr, m_current, args, nameRange, e.range, usage);
        if (en.feature->kind == FeatureInfo::Kind::Attribute && n->op == ir::Op::AttrCurrent) n->type = narrowed(e.name, n->type);
        return n;
    }
    case Entity::Kind::None: break;
    }
    if (ir::ExprPtr annotation = lowerAutoProof(e.name, nullptr, args, nameRange, e.range, usage)) return annotation;
    if (e.name == "?") error(nameRange, "`?' (an open operand) is only valid as an actual argument of an agent");
    else error(nameRange, "unknown identifier `" + e.name + "'");
    for (const syntax::Expr* a : args) lowerExpr(*a);
    return errorNode(e.range);
}

ir::ExprPtr BodyChecker::lowerFeatureCall(const FeatureInfo* f, ir::ExprPtr target, const Type* targetType,
                                          const std::vector<const syntax::Expr*>& args, const SourceRange& nameRange,
                                          const SourceRange& range, Usage usage)
{
    std::vector<ir::ExprPtr> kids;
    if (!lowerArgs(f, targetType, args, nameRange, kids)) return errorNode(range);
    const Type* type = f->type ? memberType(f->type, f, targetType) : m_program.typeTable().none();
    if (usage == Usage::Value && f->isProcedure()) {
        error(nameRange, "`" + f->name + "' is a procedure and has no value");
        type = errorType();
    } else if (usage == Usage::Instruction && f->isQuery()) {
        error(nameRange, "a query cannot be used as an instruction");
    }
    ir::Op op;
    if (target) op = ir::Op::Call;
    else op = f->kind == FeatureInfo::Kind::Attribute ? ir::Op::AttrCurrent : ir::Op::CallCurrent;
    auto n = node(op, type, range);
    n->feature = f;
    n->routineId = f->routineId;
    if (target) n->kids.push_back(std::move(target));
    for (auto& k : kids) n->kids.push_back(std::move(k));
    return n;
}

ir::ExprPtr BodyChecker::lowerQualified(ir::ExprPtr target, const std::string& name, const std::vector<const syntax::Expr*>& args,
                                        const SourceRange& nameRange, const SourceRange& range, Usage usage)
{
    const Type* tt = target->type;
    // On an entity declared `like Current' the features are those of the current class.
    if (tt->kind == Type::Kind::LikeCurrent) tt = m_program.typeTable().withDetachable(m_current, tt->detachable);
    const ClassInfo* bc = tt->isError() ? nullptr : m_program.baseClass(tt);
    if (!bc) {
        if (!tt->isError()) error(nameRange, "unknown feature `" + name + "' in type " + tt->name());
        for (const syntax::Expr* a : args) lowerExpr(*a);
        return errorNode(range);
    }
    if (const int label = tupleLabel(m_program.typeTable().withDetachable(tt, false), name); label >= 0) {
        if (!args.empty()) {
            error(nameRange, "wrong number of arguments in call to `" + name + "': expected 0, got " + std::to_string(args.size()));
            return errorNode(range);
        }
        if (usage == Usage::Instruction) error(nameRange, "a query cannot be used as an instruction");
        return lowerTupleLabelRead(std::move(target), label, range);
    }
    const FeatureInfo* f = bc->feature(name);
    if (!f) {
        if (ir::ExprPtr annotation = lowerAutoProof(name, std::move(target), args, nameRange, range, usage)) return annotation;
        error(nameRange, "unknown feature `" + name + "' in class `" + bc->name + "'");
        for (const syntax::Expr* a : args) lowerExpr(*a);
        return errorNode(range);
    }
    if (!f->isExportedTo(m_cls))
        error(nameRange, "feature `" + name + "' of class `" + bc->name + "' is not exported to class `" + m_cls->name + "'");
    return lowerFeatureCall(f, std::move(target), tt, args, nameRange, range, usage);
}

ir::ExprPtr BodyChecker::synthCall(ir::ExprPtr target, const char* name, const SourceRange& range, int* routineId)
{
    const Type* tt = target->type;
    const ClassInfo* bc = tt->isError() ? nullptr : m_program.baseClass(tt);
    const FeatureInfo* f = bc ? bc->feature(name) : nullptr;
    if (!f) {
        if (bc) error(range, std::string("unknown feature `") + name + "' in class `" + bc->name + "'");
        return errorNode(range);
    }
    if (routineId) *routineId = f->routineId;
    auto n = node(ir::Op::Call, f->type ? memberType(f->type, f, tt) : m_program.typeTable().none(), range);
    n->feature = f;
    n->routineId = f->routineId;
    n->kids.push_back(std::move(target));
    return n;
}

ir::ExprPtr BodyChecker::lowerPrecursor(const syntax::Expr& e, Usage usage)
{
    const std::vector<const syntax::Expr*> args = argList(e.args);
    if (!m_feature || m_inAssertion) {
        error(e.range, "`Precursor' is only valid in the body of a routine");
        return errorNode(e.range);
    }
    std::vector<const FeatureInfo*> candidates;
    const ClassInfo* parent = e.name.empty() ? nullptr : m_program.classNamed(e.name);
    for (const FeatureInfo* p : m_feature->precursors)
        if (!parent || p->owner == parent) candidates.push_back(p);
    if (candidates.empty()) {
        if (parent || !e.name.empty())
            error(e.range, "`" + e.name + "' is not a parent of class `" + m_cls->name + "' with a version of `" + m_feature->name + "'");
        else
            error(e.range, "`Precursor' used in `" + m_feature->name + "', which does not redeclare an inherited feature");
        for (const syntax::Expr* a : args) lowerExpr(*a);
        return errorNode(e.range);
    }
    if (candidates.size() > 1) {  // the deferred versions joined with an effective one have no body to call
        std::vector<const FeatureInfo*> effective;
        for (const FeatureInfo* c : candidates)
            if (!c->isDeferred) effective.push_back(c);
        if (!effective.empty()) candidates = std::move(effective);
    }
    if (candidates.size() > 1) {
        bool same = true;
        for (const FeatureInfo* c : candidates) same = same && c->decl == candidates[0]->decl;
        if (!same) {
            error(e.range, "ambiguous `Precursor' in `" + m_feature->name + "': name the parent, as in `Precursor {PARENT}'");
            return errorNode(e.range);
        }
    }
    const FeatureInfo* p = candidates[0];
    if (p->isDeferred) error(e.range, "`Precursor' of `" + m_feature->name + "' is deferred");
    std::vector<ir::ExprPtr> kids;
    if (!lowerArgs(p, m_current, args, e.range, kids)) return errorNode(e.range);
    return staticCallNode(p, p->type ? memberType(p->type, p, m_current) : m_program.typeTable().none(), std::move(kids), e.range, usage);
}

ir::ExprPtr BodyChecker::constantNode(const FeatureInfo* f, const SourceRange& range)
{
    const ConstantValue& c = f->constant;
    if (c.isString) {
        auto n = node(ir::Op::StringConst, f->type, range);
        n->text = c.text;
        n->text8 = c.text8;
        return n;
    }
    if (c.basic == BasicKind::None) return errorNode(range);
    if (c.basic == BasicKind::Boolean || c.basic == BasicKind::Character) {
        auto n = node(c.basic == BasicKind::Boolean ? ir::Op::BoolConst : ir::Op::CharConst, basicType(c.basic), range);
        n->intValue = c.intValue;
        return n;
    }
    return basicConstant(c.basic, c.intValue, c.realValue, range);
}

// A feature whose postcondition says `class' uses no Current: `{T}.f' may call it (ECMA 8.23).
bool BodyChecker::isClassFeature(const FeatureInfo& f)
{
    if (!f.decl) return false;
    for (const auto& clause : f.decl->postcondition)
        if (clause.isClassMarker) return true;
    return false;
}

// `{T}.f (args)' of an external or class feature: f bound statically, on the caller's Current,
// which such a feature never uses (a built-in of T that reads Current is not one of them).
ir::ExprPtr BodyChecker::lowerClassFeatureCall(const syntax::Expr& e, const FeatureInfo* f, const Type* t, Usage usage)
{
    std::vector<ir::ExprPtr> kids;
    if (!lowerArgs(f, t, argList(e.args), e.range, kids)) return errorNode(e.range);
    return staticCallNode(f, f->type ? memberType(f->type, f, t) : m_program.typeTable().none(), std::move(kids), e.range, usage);
}

// A CallStatic node: `f' bound statically, on Current, with result `type', its use checked.
ir::ExprPtr BodyChecker::staticCallNode(const FeatureInfo* f, const Type* type, std::vector<ir::ExprPtr> kids, const SourceRange& range,
                                        Usage usage)
{
    if (usage == Usage::Value && !f->type) {
        error(range, "`" + f->name + "' is a procedure and has no value");
        type = errorType();
    } else if (usage == Usage::Instruction && f->type) {
        error(range, "a query cannot be used as an instruction");
    }
    auto n = node(ir::Op::CallStatic, type, range);
    n->feature = f;
    n->routineId = f->routineId;
    n->kids = std::move(kids);
    return n;
}

ir::ExprPtr BodyChecker::lowerStaticCall(const syntax::Expr& e, Usage usage)
{
    const Type* t = e.typeMark ? resolve(*e.typeMark) : errorType();
    const ClassInfo* bc = t->isError() ? nullptr : m_program.baseClass(t);
    if (!bc) return errorNode(e.range);
    const SourceRange nameRange = e.nameRange.valid() ? e.nameRange : e.range;
    const FeatureInfo* f = bc->feature(e.name);
    const ClassInfo* typeClass = m_program.classNamed("TYPE");
    // `{T}.f' is a call on the TYPE object unless T's own `f' may be called statically (a
    // constant, an external or a class feature: `{ISE_RUNTIME}.generic_parameter_count (id)').
    const bool ownStatic = f && (f->kind == FeatureInfo::Kind::Constant
                                 || (f->kind == FeatureInfo::Kind::Routine && (f->isBuiltIn || isClassFeature(*f))));
    if (!ownStatic && typeClass && typeClass->feature(e.name)) return lowerTypeObjectCall(e, usage);
    if (!f) {
        error(nameRange, "unknown feature `" + e.name + "' in class `" + bc->name + "'");
        return errorNode(e.range);
    }
    if (f->kind != FeatureInfo::Kind::Constant) {
        if (f->kind == FeatureInfo::Kind::Routine && (f->isBuiltIn || isClassFeature(*f))) return lowerClassFeatureCall(e, f, t, usage);
        error(e.range, "static call only allowed on constants and external features");
        return errorNode(e.range);
    }
    if (!e.args.empty()) {
        error(nameRange, "wrong number of arguments in call to `" + f->name + "': expected 0, got " + std::to_string(e.args.size()));
        return errorNode(e.range);
    }
    return constantNode(f, e.range);
}

ir::ExprPtr BodyChecker::lowerCreation(const syntax::TypeMark* mark, const Type* targetType, const std::string& procName,
                                       const std::vector<syntax::ExprPtr>& args, const SourceRange& range,
                                       const SourceRange& typeRange)
{
    const std::vector<const syntax::Expr*> actuals = argList(args);
    const Type* type = mark ? resolve(*mark) : targetType;
    if (!type || type->isError()) {
        for (const syntax::Expr* a : actuals) lowerExpr(*a);
        return errorNode(range);
    }
    type = m_program.typeTable().withDetachable(type, false);
    if (mark && targetType && !conforms(type, targetType))
        error(typeRange, "type mismatch: creation type " + type->name() + " does not conform to target type " + targetType->name());
    // `create Result.make' with Result `like Current' makes an object of Current's dynamic type
    // through that type's version of the current class's creation procedure.
    const bool likeCurrent = type->kind == Type::Kind::LikeCurrent;
    const ClassInfo* cls = likeCurrent ? m_cls : m_program.baseClass(type);
    if (!cls || type->isNone()) {
        error(range, "cannot create an object of type " + type->name());
        return errorNode(range);
    }
    if (type->isClass() && cls->isDeferred) {
        error(range, "cannot create an instance of deferred class `" + cls->name + "'");
        for (const syntax::Expr* a : actuals) lowerExpr(*a);
        return errorNode(range);
    }
    const std::string name = procName.empty() ? std::string("default_create") : procName;
    const FeatureInfo* f = cls->feature(name);
    if (!f || ((type->isClass() || likeCurrent) && !cls->isCreator(f))) {
        if (f || procName.empty())
            error(range, "`" + name + "' is not a creation procedure of class `" + cls->name + "'");
        else
            error(range, "unknown feature `" + name + "' in class `" + cls->name + "'");
        for (const syntax::Expr* a : actuals) lowerExpr(*a);
        return errorNode(range);
    }
    if (type->isClass() && cls->decl && cls != m_cls) {
        // Creation clauses may restrict their clients: `create {NONE} make`.
        for (const syntax::CreationClause& clause : cls->decl->creators) {
            bool lists = false;
            for (const std::string& n : clause.features) lists = lists || n == name;
            if (!lists || clause.clients.empty()) continue;
            bool allowed = false;
            for (const std::string& c : clause.clients) {
                const ClassInfo* client = m_program.classNamed(c);
                allowed = allowed || (client && m_cls->conformsTo(client));
            }
            if (!allowed)
                error(range, "creation procedure `" + name + "' of class `" + cls->name + "' is not exported to class `" + m_cls->name + "'");
        }
    }
    std::vector<ir::ExprPtr> kids;
    if (!lowerArgs(f, type, actuals, range, kids)) return errorNode(range);
    auto n = node(ir::Op::Create, type, range);
    n->feature = f;
    n->routineId = f->routineId;
    n->kids = std::move(kids);
    n->auxFeature = creationAnchor(mark);
    return n;
}

const FeatureInfo* BodyChecker::creationAnchor(const syntax::TypeMark* mark, int depth) const
{
    if (!mark || !mark->isLike || mark->likeType || !mark->likeQualifiers.empty() || mark->likeAnchor == "current"
        || depth > 16)
        return nullptr;
    if (m_feature && m_feature->decl) {  // `like a' with `a' an argument or local: a's anchor
        for (const syntax::Argument& a : m_feature->decl->arguments)
            if (a.name == mark->likeAnchor) return creationAnchor(a.type.get(), depth + 1);
        for (const syntax::LocalDecl& l : m_feature->decl->locals)
            if (l.name == mark->likeAnchor) return creationAnchor(l.type.get(), depth + 1);
    }
    const FeatureInfo* f = m_cls->feature(mark->likeAnchor);
    return f && f->isQuery() && f->kind != FeatureInfo::Kind::Constant ? f : nullptr;
}

ir::ExprPtr BodyChecker::lowerBracket(const syntax::Expr& e, Usage usage)
{
    ir::ExprPtr target = e.target ? lowerExpr(*e.target) : errorNode(e.range);
    const std::vector<const syntax::Expr*> args = argList(e.args);
    const Type* tt = target->type;
    const ClassInfo* bc = tt->isError() ? nullptr : m_program.baseClass(tt);
    if (!bc) {
        for (const syntax::Expr* a : args) lowerExpr(*a);
        return errorNode(e.range);
    }
    const FeatureInfo* f = bc->aliasFeature("[]", -1);
    if (!f) {
        error(e.range, "class `" + bc->name + "' has no bracket feature (alias \"[]\")");
        for (const syntax::Expr* a : args) lowerExpr(*a);
        return errorNode(e.range);
    }
    if (!f->isExportedTo(m_cls))
        error(e.range, "feature `" + f->name + "' of class `" + bc->name + "' is not exported to class `" + m_cls->name + "'");
    return lowerFeatureCall(f, std::move(target), tt, args, e.range, e.range, usage);
}

}  // namespace amend::sema::check
