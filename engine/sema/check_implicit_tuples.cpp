// Implicit tuples in actual arguments, as EiffelStudio accepts them: when a routine's last formal
// argument is a TUPLE, the actuals from that position on may be written without the brackets
// (`p.call (5)' for `p.call ([5])', `f.item (2, 3)', `a.call' for `a.call ([])'). The packed
// actuals become one manifest tuple, checked against the formal like any `[…]'. An actual that
// may already be a tuple (an expression whose type is not known without checking it, or of a
// TUPLE type) is left alone.
#include "sema/checker.h"

namespace amend::sema::check {

namespace {

// Is `e' certainly not a tuple, by its form alone (literals, agents, creation, operators)?
bool formIsNoTuple(const syntax::Expr& e)
{
    using K = syntax::ExprKind;
    switch (e.kind) {
    case K::IntegerLit: case K::RealLit: case K::CharLit: case K::StringLit: case K::BoolLit: case K::Agent:
    case K::TypedManifest: case K::Binary: case K::Unary: case K::ManifestArray: case K::ObjectTest: case K::Quantifier:
        return true;
    default:
        return false;
    }
}

}  // namespace

// The type of a chain of names `x', `x.y.z' (queries without arguments, locals, arguments),
// found without checking it (so without diagnostics), or null for any other form.
const Type* BodyChecker::typeByForm(const syntax::Expr& e) const
{
    if (e.kind == syntax::ExprKind::Paren) return e.args.size() == 1 && e.args[0] ? typeByForm(*e.args[0]) : nullptr;
    if (e.kind != syntax::ExprKind::Call || !e.args.empty()) return nullptr;
    if (!e.target) {
        const Entity en = lookup(e.name);
        return en.kind == Entity::Kind::Slot ? en.type : en.feature ? en.feature->type : nullptr;
    }
    const Type* tt = typeByForm(*e.target);
    if (!tt || tt->isError()) return nullptr;
    if (tt->kind == Type::Kind::LikeCurrent) tt = m_current;
    const ClassInfo* bc = m_program.baseClass(tt);
    const FeatureInfo* f = bc ? bc->feature(e.name) : nullptr;
    return f && f->type && f->argTypes.empty() ? memberType(f->type, f, tt) : nullptr;
}

bool BodyChecker::packImplicitTuple(const FeatureInfo* f, const Type* targetType, std::vector<const syntax::Expr*>& args,
                                    const SourceRange& nameRange)
{
    if (f->kind != FeatureInfo::Kind::Routine || f->argTypes.empty() || !m_program.tupleClass) return false;
    const std::size_t n = f->argTypes.size();
    const Type* last = memberType(f->argTypes[n - 1], f, targetType);
    if (!last || !last->isClass() || last->cls != m_program.tupleClass) return false;
    if (args.size() + 1 < n) return false;
    if (args.size() == n) {
        const syntax::Expr& a = *args[n - 1];
        bool noTuple = formIsNoTuple(a);
        if (!noTuple) {
            const Type* t = typeByForm(a);
            // A formal generic counts by its constraint (`action (x)' with x: G in a class [G]).
            noTuple = t && !t->isError() && !t->isNone() && (t->isFormal() || !t->mentionsFormals())
                      && !conforms(t, m_program.typeTable().classType(m_program.tupleClass, {}, true));
        }
        if (!noTuple) return false;
    }
    auto tuple = std::make_unique<syntax::Expr>();
    tuple->kind = syntax::ExprKind::Tuple;
    tuple->range = args.size() >= n ? SourceRange::cover(args[n - 1]->range, args.back()->range) : nameRange;
    for (std::size_t i = n - 1; i < args.size(); ++i) tuple->args.push_back(args[i]->clone());
    args.resize(n - 1);
    args.push_back(tuple.get());
    m_packedTuples.push_back(std::move(tuple));
    return true;
}

}  // namespace amend::sema::check
