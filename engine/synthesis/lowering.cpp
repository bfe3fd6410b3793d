// Parsing and lowering candidates (see lowering.h).
#include "synthesis/lowering.h"

#include "syntax/parser.h"
#include "syntax/printer.h"

namespace amend::synthesis {

bool lowerCandidate(sema::Program& program, const sema::FeatureInfo& feature, const RoutineText& text, Candidate& c)
{
    DiagnosticSink sink;
    if (c.schema == Schema::Postcondition) {
        const int file = program.sources.add("<fix clause>", c.clause);
        syntax::Assertion weakened;
        weakened.tag = c.clauseTag;
        weakened.expr = syntax::parseExpression(program.sources, file, sink);
        if (!weakened.expr || sink.hasErrors()) return false;
        weakened.range = weakened.expr->range;
        c.lowered = sema::lowerWithReplacedPostcondition(program, feature, c.weakenedClause, weakened, sink);
        if (!c.lowered || sink.hasErrors()) return false;
        const int keptFile = program.sources.add("<fix condition>", c.keptWhen);
        syntax::ExprPtr kept = syntax::parseExpression(program.sources, keptFile, sink);
        if (!kept || sink.hasErrors()) return false;
        std::unique_ptr<ir::Expr> keptIr = sema::lowerExpressionIn(program, feature, *kept, sink);
        if (!keptIr || sink.hasErrors()) return false;
        c.clauseIr = std::shared_ptr<const ir::Expr>(std::move(keptIr));
        c.normalized = "ensure " + c.clauseTag + ": " + syntax::printExpr(*weakened.expr);
        c.bodyText = text.editedBody({});
        return true;
    }
    if (c.kind == FixKind::Contract) {
        const int file = program.sources.add("<fix clause>", c.clause);
        syntax::ExprPtr e = syntax::parseExpression(program.sources, file, sink);
        if (!e || sink.hasErrors()) return false;
        std::unique_ptr<ir::Expr> ir = sema::lowerExpressionIn(program, feature, *e, sink);
        if (!ir || sink.hasErrors()) return false;
        c.clauseIr = std::shared_ptr<const ir::Expr>(std::move(ir));
        c.normalized = "require " + syntax::printExpr(*e);
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
