// Parsing and lowering candidates (see lowering.h).
#include "synthesis/lowering.h"

#include "analysis/expression_tools.h"
#include "syntax/parser.h"
#include "syntax/printer.h"

namespace amend::synthesis {

namespace {

// `text` parsed as an expression (registered as a source named `name`); null on errors.
syntax::ExprPtr parseText(sema::Program& program, const char* name, const std::string& text, DiagnosticSink& sink)
{
    const int file = program.sources.add(name, text);
    syntax::ExprPtr e = syntax::parseExpression(program.sources, file, sink);
    return e && !sink.hasErrors() ? std::move(e) : nullptr;
}

// `expr` lowered in `feature`'s environment (arguments, locals, Current's features); null on errors.
std::shared_ptr<const ir::Expr> lowerIn(sema::Program& program, const sema::FeatureInfo& feature, const syntax::Expr& expr,
                                        DiagnosticSink& sink)
{
    std::unique_ptr<ir::Expr> ir = sema::lowerExpressionIn(program, feature, expr, sink);
    if (!ir || sink.hasErrors()) return nullptr;
    return std::shared_ptr<const ir::Expr>(std::move(ir));
}

// The merging key of a clause: `a > b' and `b < a' (`>=' and `<=') are the same clause.
std::string canonicalClause(const syntax::Expr& e)
{
    const syntax::ExprPtr c = analysis::withoutParens(e);
    using B = syntax::BinaryOp;
    if (c->kind == syntax::ExprKind::Binary && c->args.size() == 2 && (c->binaryOp == B::Gt || c->binaryOp == B::Ge))
        return syntax::printExpr(*c->args[1]) + (c->binaryOp == B::Gt ? " < " : " <= ") + syntax::printExpr(*c->args[0]);
    return syntax::printExpr(*c);
}

}  // namespace

bool lowerCandidate(sema::Program& program, const sema::FeatureInfo& feature, const RoutineText& text, Candidate& c)
{
    DiagnosticSink sink;
    if (c.schema == Schema::Postcondition) {
        syntax::Assertion weakened;
        weakened.tag = c.clauseTag;
        weakened.expr = parseText(program, "<fix clause>", c.clause, sink);
        if (!weakened.expr) return false;
        weakened.range = weakened.expr->range;
        c.lowered = sema::lowerWithReplacedPostcondition(program, feature, c.weakenedClause, weakened, sink);
        if (!c.lowered || sink.hasErrors()) return false;
        const syntax::ExprPtr kept = parseText(program, "<fix condition>", c.keptWhen, sink);
        c.clauseIr = kept ? lowerIn(program, feature, *kept, sink) : nullptr;
        if (!c.clauseIr) return false;
        c.normalized = "ensure " + c.clauseTag + ": " + syntax::printExpr(*weakened.expr);
        c.bodyText = text.editedBody({});
        return true;
    }
    if (c.kind == FixKind::Contract) {
        const syntax::ExprPtr e = parseText(program, "<fix clause>", c.clause, sink);
        c.clauseIr = e ? lowerIn(program, feature, *e, sink) : nullptr;
        if (!c.clauseIr) return false;
        c.normalized = "require " + canonicalClause(*e);
        c.bodyText = text.editedBody({});
        return true;
    }
    c.bodyText = text.editedBody(c.edits);
    const int file = program.sources.add("<fix body>", c.bodyText);
    auto body = std::make_shared<syntax::Body>(syntax::parseInstructions(program.sources, file, sink));
    if (sink.hasErrors()) return false;
    const ir::Routine* lowered = sema::lowerReplacementBody(program, feature, *body, sink);
    if (!lowered || sink.hasErrors()) return false;
    c.lowered = lowered;
    c.body = body;
    c.normalized = syntax::printBody(*body, 0);
    return true;
}

}  // namespace amend::synthesis
