// Turns a type as written (syntax::TypeMark) into an interned sema::Type in the context of a
// class: class names (with the standard aliases), formal generics, actual generic counts and
// constraints, attachment marks and anchored types. Used by the universe builder for
// signatures and by the checker for locals, object tests and creation types.
#include "sema/universe_internal.h"

#include <algorithm>

namespace amend::sema {

namespace detail {

bool checkGenericConstraints(const Program& program, const Type* type, const SourceRange& range, DiagnosticSink& sink)
{
    if (!type || !type->isClass() || !program.conformanceReady) return true;
    bool ok = true;
    const ClassInfo* cls = type->cls;
    for (std::size_t i = 0; i < type->actuals.size() && i < cls->constraints.size(); ++i) {
        const Type* actual = type->actuals[i];
        ok = checkGenericConstraints(program, actual, range, sink) && ok;
        const Type* constraint = cls->constraints[i];
        if (!constraint || actual->isError()) continue;
        const Type* expected = substituteFormals(program.types, constraint, cls, type->actuals, nullptr);
        // Constraints are checked for the class part only: attachment does not matter here.
        if (!program.conforms(program.types.withDetachable(actual, true), program.types.withDetachable(expected, true))) {
            sink.error(range, "actual generic parameter " + actual->name() + " of " + cls->name
                                  + " does not conform to its constraint " + expected->name());
            ok = false;
        }
    }
    return ok;
}

namespace {

void addAnchorClass(const Program& program, const syntax::TypeMark* mark, std::vector<const ClassInfo*>& out)
{
    if (!mark || mark->isLike) return;
    if (const ClassInfo* c = program.classNamed(mark->name)) out.push_back(c);
}

// The class a qualified anchor `mark' starts from, when its declaration says it.
void collectAnchorClasses(const Program& program, const syntax::ClassDecl& decl, const syntax::FeatureDecl& feature,
                          const syntax::TypeMark* mark, std::vector<const ClassInfo*>& out)
{
    if (!mark) return;
    for (const auto& g : mark->generics) collectAnchorClasses(program, decl, feature, g.get(), out);
    if (!mark->isLike || (!mark->likeType && mark->likeQualifiers.empty())) return;
    if (mark->likeType) return addAnchorClass(program, mark->likeType.get(), out);
    for (const auto& a : feature.arguments)
        if (a.name == mark->likeAnchor) return addAnchorClass(program, a.type.get(), out);
    for (const auto& f : decl.features)
        for (const auto& n : f.names)
            if (n.name == mark->likeAnchor) return addAnchorClass(program, f.type.get(), out);
}

}  // namespace

std::vector<const ClassInfo*> classesOfQualifiedAnchors(const Program& program, const ClassInfo& cls)
{
    std::vector<const ClassInfo*> out;
    if (!cls.decl) return out;
    for (const auto& f : cls.decl->features) {
        collectAnchorClasses(program, *cls.decl, f, f.type.get(), out);
        for (const auto& a : f.arguments) collectAnchorClasses(program, *cls.decl, f, a.type.get(), out);
    }
    return out;
}

}  // namespace detail

namespace {

bool isTuple(const Program& program, const Type* t)
{
    return t && t->isClass() && t->cls == program.tupleClass;
}

bool formalMayBeTuple(const Program& program, const Type* formal)
{
    const ClassInfo* owner = formal->formalOwner;
    const auto i = static_cast<std::size_t>(formal->formalIndex);
    if (!owner || i >= owner->constraints.size() || !owner->constraints[i]) return true;
    const Type* constraint = owner->constraints[i];
    return constraint->isError() || constraint->isFormal() || program.baseClass(constraint) == program.tupleClass;
}

// The actuals of an agent type written in one of the other forms compilers accept, made standard
// (OPEN_ARGS a TUPLE, then RESULT_TYPE for FUNCTION): `PROCEDURE [BASE, TUPLE [A]]' and
// `FUNCTION [BASE, TUPLE [A], R]' (the older form: the target type first, not needed),
// `PROCEDURE [A, B]' and `FUNCTION [A, R]' (the open operand types without TUPLE, as Gobo
// writes them), `PROCEDURE' alone (TUPLE: any operands).
std::vector<const Type*> agentActuals(const Program& program, const ClassInfo* cls, std::vector<const Type*> actuals)
{
    const std::size_t n = cls->genericNames.size();  // 1: OPEN_ARGS; 2: OPEN_ARGS, RESULT_TYPE
    if (n == 0 || n > 2) return actuals;
    // A formal constrained by TUPLE (`ROUTINE [OPEN_ARGS]' in the kernel), or whose constraint is
    // not known yet, stands for the operands: left as written. Any other formal (`PROCEDURE [G]'
    // with `G' unconstrained, as EiffelBase writes it) is one operand, like a class type.
    for (const Type* a : actuals)
        if (a->isFormal() && formalMayBeTuple(program, a)) return actuals;
    if (actuals.size() == n && isTuple(program, actuals[0])) return actuals;
    if (actuals.size() == n + 1 && isTuple(program, actuals[1])) return {actuals.begin() + 1, actuals.end()};
    if (actuals.size() + 1 < n) return actuals;  // FUNCTION alone: no result type, reported by the caller
    std::vector<const Type*> open(actuals.begin(), actuals.end() - static_cast<std::ptrdiff_t>(n - 1));
    std::vector<const Type*> result{program.types.classType(program.tupleClass, open)};
    if (n == 2) result.push_back(actuals.back());
    return result;
}

// The type of query `name' applied to a target of type `target' (one step of `like a.b.c' or
// `like {T}.b'): the query's type with the target's actual generics and `like Current' put in.
const Type* qualifiedAnchor(const Program& program, const Type* target, const std::string& name,
                            const SourceRange& range, DiagnosticSink& sink)
{
    const ClassInfo* cls = program.baseClass(target);
    const FeatureInfo* f = cls ? cls->feature(name) : nullptr;
    if (!f) {
        sink.error(range, "unknown anchor " + detail::inQuotes(name) + " in " + target->name());
        return program.types.error();
    }
    if (!f->type) {
        sink.error(range, "anchor " + detail::inQuotes(name) + " of " + cls->name + " is not a query");
        return program.types.error();
    }
    return program.instantiate(f->type, cls, target);
}

const Type* resolveMark(const Program& program, const syntax::TypeMark& mark, const ClassInfo* context,
                        const AnchorResolver* anchors, DiagnosticSink& sink, int depth)
{
    TypeTable& types = program.types;
    bool detachable = mark.attachment == syntax::TypeMark::Attachment::Detachable;
    if (depth > 32) {
        sink.error(mark.range, "anchored type cycle");
        return types.error();
    }
    if (mark.isLike) {
        if (mark.likeAnchor == "current" && mark.likeQualifiers.empty())
            return types.withDetachable(types.likeCurrent(), detachable);
        const Type* anchored = nullptr;
        if (mark.likeType) anchored = resolveMark(program, *mark.likeType, context, anchors, sink, depth + 1);
        else if (mark.likeAnchor == "current" && context) {  // `like Current.b': the class with its own formals
            std::vector<const Type*> formals;
            for (std::size_t i = 0; i < context->genericNames.size(); ++i)
                formals.push_back(types.formal(context, static_cast<int>(i), false));
            anchored = types.classType(context, formals);
        }
        else if (anchors) anchored = anchors->anchorType(mark.likeAnchor);
        if (!anchored && !mark.likeType && context) {
            const FeatureInfo* f = context->feature(mark.likeAnchor);
            if (f && !f->type) {
                sink.error(mark.range, "anchor " + detail::inQuotes(mark.likeAnchor) + " is not a query");
                return types.error();
            }
            if (f) anchored = f->type;
        }
        if (!anchored) {
            sink.error(mark.range, "unknown anchor " + detail::inQuotes(mark.likeAnchor));
            return types.error();
        }
        if (anchored->isError()) return anchored;
        for (const std::string& name : mark.likeQualifiers) {
            anchored = qualifiedAnchor(program, anchored, name, mark.range, sink);
            if (anchored->isError()) return anchored;
        }
        return mark.attachment == syntax::TypeMark::Attachment::Unspecified ? anchored
                                                                            : types.withDetachable(anchored, detachable);
    }
    if (mark.name.empty()) return types.error();  // the parser already reported the bad type
    if (context && mark.generics.empty()) {
        for (std::size_t i = 0; i < context->genericNames.size(); ++i)
            if (context->genericNames[i] == mark.name) return types.formal(context, static_cast<int>(i), detachable);
    }
    const ClassInfo* cls = program.classNamed(mark.name);
    if (!cls) {
        sink.error(mark.range, "unknown class " + detail::inQuotes(mark.name));
        return types.error();
    }
    std::vector<const Type*> actuals;
    actuals.reserve(mark.generics.size());
    bool failed = false;
    for (const auto& g : mark.generics) {
        const Type* a = resolveMark(program, *g, context, anchors, sink, depth + 1);
        failed = failed || a->isError();
        actuals.push_back(a);
    }
    if (cls == program.tupleClass) {  // any number of actuals, optionally labelled
        std::vector<std::string> labels;
        if (!mark.tupleLabels.empty() && mark.tupleLabels.size() == actuals.size()) {
            for (std::size_t i = 0; i < mark.tupleLabels.size(); ++i) {
                const std::string& label = mark.tupleLabels[i];
                const bool repeated = std::find(labels.begin(), labels.end(), label) != labels.end();
                if (label.empty() || repeated) {
                    sink.error(mark.range, label.empty() ? std::string("a labelled tuple type needs a label for every item")
                                                         : "duplicate tuple label " + detail::inQuotes(label));
                    return types.error();
                }
                labels.push_back(label);
            }
        }
        if (failed) return types.error();
        return types.classType(cls, actuals, detachable, labels);
    }
    if (cls->native == NativeKind::Agent && program.tupleClass && !failed) actuals = agentActuals(program, cls, actuals);
    if (actuals.size() != cls->genericNames.size()) {
        sink.error(mark.range, "wrong number of actual generic parameters for " + cls->name + ": expected "
                                   + std::to_string(cls->genericNames.size()) + ", got " + std::to_string(actuals.size()));
        return types.error();
    }
    if (failed) return types.error();
    const Type* result = types.classType(cls, actuals, detachable);
    if (!detail::checkGenericConstraints(program, result, mark.range, sink)) return types.error();
    return result;
}

}  // namespace

const Type* resolveType(const Program& program, const syntax::TypeMark& mark, const ClassInfo* context,
                        const AnchorResolver* anchors, DiagnosticSink& sink)
{
    return resolveMark(program, mark, context, anchors, sink, 0);
}

}  // namespace amend::sema
