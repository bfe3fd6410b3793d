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
        if (!noTuple && a.kind == syntax::ExprKind::Call && !a.target && a.args.empty()) {
            const Entity en = lookup(a.name);
            const Type* t = en.kind == Entity::Kind::Slot ? en.type : en.feature ? en.feature->type : nullptr;
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
