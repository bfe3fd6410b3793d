// Expressions other than calls and operators: literals, entities, object tests, conditional
// expressions, manifest arrays, quantifiers (across … all/some, ∀/∃) and `old', plus the
// dispatch over syntax kinds and the lowering of assertion clauses.
#include "sema/checker.h"

namespace amend::sema::check {

namespace {

int numericRank(BasicKind k)
{
    switch (k) {
    case BasicKind::Integer32: return 1;
    case BasicKind::Natural32: return 1;
    case BasicKind::Integer64: return 2;
    case BasicKind::Real64: return 3;
    default: return 0;
    }
}

}  // namespace

ir::ExprPtr BodyChecker::lowerExpr(const syntax::Expr& e, const Type* expected, Usage usage)
{
    using K = syntax::ExprKind;
    switch (e.kind) {
    case K::IntegerLit: return lowerIntegerLiteral(e, expected, false);
    case K::RealLit: {
        auto n = node(ir::Op::RealConst, basicType(BasicKind::Real64), e.range);
        n->realValue = e.realValue;
        return n;
    }
    case K::CharLit: {
        if (e.charValue > 255) return basicConstant(BasicKind::Character32, e.charValue, 0, e.range);
        auto n = node(ir::Op::CharConst, basicType(BasicKind::Character), e.range);
        n->intValue = e.charValue;
        return n;
    }
    case K::StringLit: {
        auto n = node(ir::Op::StringConst, m_program.stringClass ? m_program.typeTable().classType(m_program.stringClass) : errorType(), e.range);
        n->text = e.stringValue;
        n->text8 = e.stringValue8;
        return n;
    }
    case K::BoolLit: {
        auto n = node(ir::Op::BoolConst, boolType(), e.range);
        n->intValue = e.boolValue ? 1 : 0;
        return n;
    }
    case K::VoidLit: {
        // The parser stands in a VoidLit for an expression it could not read: no cascade.
        const std::string spelling = text(e.range);
        bool isVoid = spelling.size() == 4;
        for (std::size_t i = 0; isVoid && i < 4; ++i) isVoid = (spelling[i] | 0x20) == "void"[i];
        return isVoid ? node(ir::Op::VoidConst, m_program.typeTable().none(), e.range) : errorNode(e.range);
    }
    case K::CurrentRef: return node(ir::Op::Current, m_current, e.range);
    case K::ResultRef:
        if (!m_resultType) {
            error(e.range, "`Result' is only valid in a function");
            return errorNode(e.range);
        }
        if (m_inAssertion && (m_assertion == AssertionKind::Precondition || m_assertion == AssertionKind::Invariant)) {
            error(e.range, m_assertion == AssertionKind::Precondition ? "`Result' is not allowed in a precondition"
                                                                       : "`Result' is not allowed in a class invariant");
            return errorNode(e.range);
        }
        return node(ir::Op::Result, narrowed("Result", m_resultType), e.range);
    case K::Call: return lowerCall(e, expected, usage);
    case K::StaticCall: return lowerStaticCall(e, usage);
    case K::PrecursorCall: return lowerPrecursor(e, usage);
    case K::Binary: return lowerBinary(e, expected);
    case K::Unary: return lowerUnary(e, expected);
    case K::Bracket: return lowerBracket(e, usage);
    case K::Old: return lowerOld(e);
    case K::ObjectTest: return lowerObjectTest(e);
    case K::Conditional: return lowerConditional(e, expected);
    case K::ManifestArray: return lowerManifestArray(e, expected);
    case K::CreationExpr:
        return lowerCreation(e.typeMark.get(), nullptr, e.name, e.args, e.range, e.typeMark ? e.typeMark->range : e.range);
    case K::Quantifier: return lowerQuantifier(e);
    case K::Paren:
        if (e.args.empty() || !e.args[0]) return errorNode(e.range);
        return lowerExpr(*e.args[0], expected, usage);
    case K::Tuple: return lowerManifestTuple(e, expected);
    case K::Agent: return lowerAgent(e, expected);
    case K::TypedManifest: return lowerTypedManifest(e);
    case K::TypeLiteral: return lowerTypeLiteral(e);
    case K::Address:
        // Library code passes addresses to its C externals, which the runtime reports when called:
        // there `$name' is a POINTER that is never dereferenced.
        if (m_cls->isKernel) {
            // `$x' where a TYPED_POINTER [T] is expected (C externals' signatures) is one of x's type.
            const ClassInfo* typedClass = m_program.classNamed("TYPED_POINTER");
            if (expected && typedClass && expected->cls == typedClass)
                if (ir::ExprPtr typed = typedPointer(e)) return typed;
            if (ir::ExprPtr variable = variableAddress(e)) return variable;
            if (const ClassInfo* pointer = m_program.classNamed("POINTER")) {
                // Elsewhere `$x' of an entity or attribute is x's value typed POINTER: the runtime's externals
                // take the object itself (CONSOLE's output, ISE_RUNTIME's fields); `$routine' is Void.
                const Type* pointerType = m_program.typeTable().classType(pointer);
                ir::ExprPtr value;
                const Entity en = lookup(e.name);
                if (e.name == "Current" || e.name == "current") value = node(ir::Op::Current, pointerType, e.range);
                else if (en.kind == Entity::Kind::Slot) (value = node(ir::Op::Local, pointerType, e.range))->slot = en.slot;
                else if (en.kind == Entity::Kind::Feature && en.feature->kind == FeatureInfo::Kind::Attribute)
                    value = lowerFeatureCall(en.feature, nullptr, m_current, {}, e.range, e.range, Usage::Value);
                if (value) value->type = pointerType;
                return value ? std::move(value) : node(ir::Op::VoidConst, pointerType, e.range);
            }
        }
        error(e.range, "addresses (`$name') are only meaningful for externals, which are not supported");
        return errorNode(e.range);
    case K::Cursor: return lowerCursor(e);
    }
    return errorNode(e.range);
}

// `$x' for an argument, local or Result x of a basic type when the library has a basic POINTER:
// the address of the variable (ir::Op::Address), through which C externals read and write it;
// null otherwise.
ir::ExprPtr BodyChecker::variableAddress(const syntax::Expr& e)
{
    const ClassInfo* pointer = m_program.basicClasses[static_cast<int>(BasicKind::Pointer)];
    if (!pointer) return nullptr;
    const Type* t = nullptr;
    int slot = -1;
    if (e.name == "result" || e.name == "Result") {
        t = m_resultType;
    } else {
        const Entity en = lookup(e.name);
        if (en.kind != Entity::Kind::Slot) return nullptr;
        t = en.type;
        slot = en.slot;
    }
    if (!t || !t->isBasic()) return nullptr;
    auto n = node(ir::Op::Address, m_program.typeTable().classType(pointer), e.range);
    n->slot = slot;
    return n;
}

// `$x' for a local, argument, attribute or Result x of type T: a TYPED_POINTER [T] object (its
// pointer null, never dereferenced: only C externals, which the runtime reports, take it); null
// when x is no variable or the library has no TYPED_POINTER.
ir::ExprPtr BodyChecker::typedPointer(const syntax::Expr& e)
{
    const ClassInfo* typed = m_program.classNamed("TYPED_POINTER");
    if (!typed || typed->genericNames.size() != 1 || typed->isDeferred) return nullptr;
    const FeatureInfo* create = typed->feature("default_create");
    const Type* t = nullptr;
    if (e.name == "result" || e.name == "Result") {
        t = m_resultType;
    } else {
        const Entity en = lookup(e.name);
        if (en.kind == Entity::Kind::Slot) t = en.type;
        else if (en.feature && en.feature->kind == FeatureInfo::Kind::Attribute) t = memberType(en.feature->type, en.feature, m_current);
    }
    if (!t || t->isError() || !create) return nullptr;
    auto n = node(ir::Op::Create, m_program.typeTable().classType(typed, {t}), e.range);
    n->feature = create;
    n->routineId = create->routineId;
    return n;
}

ir::ExprPtr BodyChecker::lowerCondition(const syntax::Expr& e)
{
    ir::ExprPtr x = lowerExpr(e, boolType());
    if (!typeOf(*x)->isError() && typeOf(*x)->basic() != BasicKind::Boolean && !unboxReference(x, boolType())) {
        error(e.range, "type mismatch: condition expects BOOLEAN, got " + typeOf(*x)->name());
        x->type = errorType();
    }
    return x;
}

std::vector<ir::Assertion> BodyChecker::lowerAssertions(const std::vector<syntax::Assertion>& clauses, AssertionKind kind)
{
    const bool wasIn = m_inAssertion;
    const AssertionKind was = m_assertion;
    m_inAssertion = true;
    m_assertion = kind;
    std::vector<ir::Assertion> out;
    out.reserve(clauses.size());
    const std::size_t mark = m_attachment.size();  // a clause holds in the later ones
    for (const syntax::Assertion& c : clauses) {
        ir::Assertion a;
        a.tag = c.tag;
        a.range = c.range;
        a.writtenIn = m_cls;
        if (c.expr) {
            a.text = text(c.expr->range);
            m_namesOwnership = false;
            a.cond = lowerCondition(*c.expr);
            // AutoProof's ownership (`owns ~ [area]') is not tracked: such a clause is not
            // monitored, except in a precondition, which then excludes what it would exclude
            // with no owned objects (a routine requiring `owns = [area]' is not called).
            if (m_namesOwnership && kind != AssertionKind::Precondition && !typeOf(*a.cond)->isError()) {
                a.cond = node(ir::Op::BoolConst, boolType(), c.expr->range);
                a.cond->intValue = 1;
            }
            assume(*c.expr, true);
        }
        out.push_back(std::move(a));
    }
    endAssumptions(mark);
    m_inAssertion = wasIn;
    m_assertion = was;
    return out;
}

ir::ExprPtr BodyChecker::lowerOld(const syntax::Expr& e)
{
    if (e.args.empty() || !e.args[0]) return errorNode(e.range);
    if (!m_inAssertion || m_assertion != AssertionKind::Postcondition) {
        error(e.range, "`old' is only allowed in postconditions");
        lowerExpr(*e.args[0]);
        return errorNode(e.range);
    }
    ir::ExprPtr x = lowerExpr(*e.args[0]);
    auto n = node(ir::Op::Old, typeOf(*x), e.range);
    n->slot = static_cast<int>(m_frame.olds.size());
    m_frame.olds.push_back(std::move(x));
    return n;
}

ir::ExprPtr BodyChecker::lowerObjectTest(const syntax::Expr& e)
{
    if (e.args.empty() || !e.args[0]) return errorNode(e.range);
    ir::ExprPtr x = lowerExpr(*e.args[0]);
    const Type* tested = e.typeMark ? resolve(*e.typeMark) : typeOf(*x);
    if (!tested->isError()) tested = m_program.typeTable().withDetachable(tested, false);
    // ir::Op::ObjectTest uses `type` for the tested type; without `{T}` it is the attached
    // static type of the operand, which every attached value conforms to.
    auto n = node(ir::Op::ObjectTest, tested->isError() || tested->isNone() ? boolType() : tested, e.range);
    // Without `{T}' only Voidness is tested: no type to instantiate, which in a contract
    // inherited by a class with other formal generics would not be this class's.
    n->flag = !e.typeMark;
    if (!e.boundName.empty()) {
        if (nameClashes(e.boundName))
            error(e.nameRange.valid() ? e.nameRange : e.range, "object test local `" + e.boundName + "' clashes with an existing name");
        n->slot = newSlot(tested, e.boundName);
        m_hidden.emplace_back(e.boundName, n->slot);
    }
    n->kids.push_back(std::move(x));
    return n;
}

const Type* BodyChecker::commonType(std::vector<ir::ExprPtr>& values, const Type* expected)
{
    bool numeric = !values.empty();
    int rank = 0;
    bool sawNat = false, sawInt = false;
    bool allConst = true;
    for (const auto& v : values) {
        if (typeOf(*v)->isError()) return errorType();
        const BasicKind k = typeOf(*v)->basic();
        numeric = numeric && numericRank(k) > 0;
        const bool lit = v->op == ir::Op::Int32Const || v->op == ir::Op::Int64Const;
        allConst = allConst && lit;
        if (!lit || numericRank(k) > 1) {
            rank = std::max(rank, numericRank(k));
            sawNat = sawNat || k == BasicKind::Natural32;
            sawInt = sawInt || k == BasicKind::Integer32;
        }
    }
    if (numeric && !(expected && !expected->isBasic() && !expected->isError())) {
        BasicKind k = BasicKind::Integer32;
        if (allConst) k = typeOf(*values[0])->basic();
        else if (rank == 3) k = BasicKind::Real64;
        else if (rank == 2 || (sawNat && sawInt)) k = BasicKind::Integer64;
        else if (sawNat) k = BasicKind::Natural32;
        return basicType(k);
    }
    for (const auto& candidate : values) {
        bool all = true;
        for (const auto& v : values) all = all && conforms(typeOf(*v), typeOf(*candidate));
        if (all && !typeOf(*candidate)->isNone()) return typeOf(*candidate);
    }
    if (expected) return expected;
    // Only Void values, or nothing in common: fall back to the first type others conform to.
    for (const auto& candidate : values) {
        bool all = true;
        for (const auto& v : values) all = all && conforms(typeOf(*v), typeOf(*candidate));
        if (all) return typeOf(*candidate);
    }
    return nullptr;
}

// A conditional expression takes the numeric type its context needs when every branch can
// have it: a manifest constant in its range, a real constant where a real is expected, or a
// value of a basic type that converts to it (`Result := if c then 1 else 0 end' into an
// INTEGER_16 Result), as EiffelStudio types manifest constants by their context.
bool BodyChecker::branchesTakeExpected(const std::vector<ir::ExprPtr>& values, const Type* expected) const
{
    if (!expected || expected->isError() || !isNumericKind(expected->basic())) return false;
    const BasicKind to = expected->basic();
    for (const ir::ExprPtr& v : values) {
        const BasicKind from = typeOf(*v)->basic();
        if (typeOf(*v)->isError()) return false;
        if (v->op == ir::Op::Int32Const || v->op == ir::Op::Int64Const) {
            if (!integerConstantFits(to, v->intValue)) return false;
        } else if (v->op == ir::Op::RealConst) {
            if (!isRealKind(to)) return false;
        } else if (from == BasicKind::None || (from != to && !basicConverts(from, to))) {
            return false;
        }
    }
    return !values.empty();
}

ir::ExprPtr BodyChecker::lowerConditional(const syntax::Expr& e, const Type* expected)
{
    if (e.args.size() < 3 || e.args.size() % 2 == 0) return errorNode(e.range);
    std::vector<ir::ExprPtr> conds;
    std::vector<ir::ExprPtr> values;
    const std::size_t mark = m_attachment.size();
    for (std::size_t i = 0; i + 1 < e.args.size(); i += 2) {
        conds.push_back(lowerCondition(*e.args[i]));
        const std::size_t branch = assume(*e.args[i], true);
        values.push_back(lowerExpr(*e.args[i + 1], expected));
        endAssumptions(branch);
        assume(*e.args[i], false);  // the later branches are taken where it is false
    }
    values.push_back(lowerExpr(*e.args.back(), expected));
    endAssumptions(mark);
    const Type* t = branchesTakeExpected(values, expected) ? expected : commonType(values, expected);
    if (!t) {
        error(e.range, "type mismatch: the branches of the conditional expression have no common type");
        t = errorType();
    }
    for (auto& v : values) coerce(v, t, "conditional expression branch");
    auto n = node(ir::Op::IfExpr, t, e.range);
    for (std::size_t i = 0; i < conds.size(); ++i) {
        n->kids.push_back(std::move(conds[i]));
        n->kids.push_back(std::move(values[i]));
    }
    n->kids.push_back(std::move(values.back()));
    return n;
}

ir::ExprPtr BodyChecker::lowerManifestArray(const syntax::Expr& e, const Type* expected)
{
    const ClassInfo* array = m_program.arrayClass;
    if (!array) return errorNode(e.range);
    const Type* elementExpected = nullptr;
    if (expected && expected->isClass() && expected->cls == array && expected->actuals.size() == 1)
        elementExpected = expected->actuals[0];
    std::vector<ir::ExprPtr> items;
    for (const auto& item : e.args) items.push_back(lowerExpr(*item, elementExpected));
    const Type* element = elementExpected;
    if (!element) {
        element = items.empty() ? m_program.typeTable().classType(m_program.anyClass) : commonType(items, nullptr);
        if (!element) element = m_program.typeTable().classType(m_program.anyClass);
    }
    for (auto& item : items) coerce(item, element, "array item");
    auto n = node(ir::Op::ManifestArray, m_program.typeTable().classType(array, {element}), e.range);
    n->feature = array->feature("make");
    n->auxFeature = array->feature("put");
    if (!n->feature || !n->auxFeature) error(e.range, "class `ARRAY' lacks `make' or `put' for manifest arrays");
    n->kids = std::move(items);
    return n;
}

// `across' runs ITERABLE's `new_cursor' and ITERATION_CURSOR's `after', `item' and `forth': the
// features of those classes (their seeds, as EiffelStudio's and Gobo's compilers resolve them),
// under whatever names the iterable's class gives them. Gobo's DS_LINEAR renames
// ITERABLE's `new_cursor' as `new_iterator' (which starts the cursor) and has a `new_cursor' of
// its own (not started): the name alone picks the wrong one.
const FeatureInfo* BodyChecker::iterationFeature(const ClassInfo* cls, const char* seedClass, const char* name) const
{
    const ClassInfo* seed = m_program.classNamed(seedClass);
    const FeatureInfo* original = seed && seed != cls && cls->conformsTo(seed) ? seed->feature(name) : nullptr;
    const FeatureInfo* version = original ? cls->dispatchFor(original->routineId) : nullptr;
    return version ? version : cls->feature(name);
}

bool BodyChecker::iteration(const ir::Expr& iterable, const SourceRange& range, Iteration& it)
{
    const Type* tt = iterable.type;
    if (tt->isError()) return false;
    const ClassInfo* bc = m_program.baseClass(tt);
    it.newCursorF = bc ? iterationFeature(bc, "ITERABLE", "new_cursor") : nullptr;
    if (!it.newCursorF || !it.newCursorF->type) {
        error(range, "type " + tt->name() + " is not iterable (no query `new_cursor')");
        return false;
    }
    it.cursorType = memberType(it.newCursorF->type, it.newCursorF, tt);
    const ClassInfo* cc = m_program.baseClass(it.cursorType);
    if (!cc) return false;
    it.afterF = iterationFeature(cc, "ITERATION_CURSOR", "after");
    it.itemF = iterationFeature(cc, "ITERATION_CURSOR", "item");
    it.forthF = iterationFeature(cc, "ITERATION_CURSOR", "forth");
    if (!it.afterF || !it.itemF || !it.forthF || !it.itemF->type) {
        error(range, "cursor type " + it.cursorType->name() + " lacks `after', `item' or `forth'");
        return false;
    }
    it.itemType = memberType(it.itemF->type, it.itemF, it.cursorType);
    it.newCursor = it.newCursorF->routineId;
    it.after = it.afterF->routineId;
    it.item = it.itemF->routineId;
    it.forth = it.forthF->routineId;
    return true;
}

ir::ExprPtr BodyChecker::lowerQuantifier(const syntax::Expr& e)
{
    if (e.args.size() < 2 || !e.args[0] || !e.args[1]) return errorNode(e.range);
    ir::ExprPtr iterable = lowerExpr(*e.args[0]);
    Iteration it;
    const bool ok = iteration(*iterable, e.args[0]->range, it);
    auto n = node(ir::Op::Quantifier, boolType(), e.range);
    n->flag = e.isAll;
    const bool cursorForm = e.isCursorForm && !asBindsItem();
    n->cursorForm = cursorForm;
    n->iterNewCursor = it.newCursor;
    n->iterAfter = it.after;
    n->iterItem = it.item;
    n->iterForth = it.forth;
    const Type* slotType = !ok ? errorType() : cursorForm ? it.cursorType : it.itemType;
    if (nameClashes(e.boundName))
        error(e.nameRange.valid() ? e.nameRange : e.range, "iteration variable `" + e.boundName + "' clashes with an existing name");
    n->slot = newSlot(slotType, e.boundName);
    const std::size_t mark = m_hidden.size();
    m_hidden.emplace_back(e.boundName, n->slot);
    if (cursorForm) {
        m_hidden.emplace_back(cursorKey(e.boundName), n->slot);
    } else {
        n->cursorSlot = newSlot(!ok ? errorType() : it.cursorType, "<cursor>");
        m_hidden.emplace_back(cursorKey(e.boundName), n->cursorSlot);
    }
    ir::ExprPtr body = lowerCondition(*e.args[1]);
    m_hidden.resize(mark);
    n->kids.push_back(std::move(iterable));
    n->kids.push_back(std::move(body));
    return n;
}

// `@ x': the cursor slot an enclosing iteration registered under cursorKey(x).
ir::ExprPtr BodyChecker::lowerCursor(const syntax::Expr& e)
{
    const std::string key = cursorKey(e.name);
    for (auto it = m_hidden.rbegin(); it != m_hidden.rend(); ++it) {
        if (it->first != key) continue;
        auto n = node(ir::Op::Local, m_frame.slotTypes[static_cast<std::size_t>(it->second)], e.range);
        n->slot = it->second;
        return n;
    }
    error(e.nameRange.valid() ? e.nameRange : e.range, "`@ " + e.name + "': `" + e.name + "' is not an iteration variable here");
    return errorNode(e.range);
}

}  // namespace amend::sema::check
