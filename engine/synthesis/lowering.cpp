// Parsing and lowering candidates (see lowering.h).
#include "synthesis/lowering.h"

#include "analysis/expression_tools.h"
#include "syntax/parser.h"
#include "syntax/printer.h"

#include <algorithm>
#include <atomic>
#include <set>
#include <thread>

namespace amend::synthesis {

namespace {

// `text` parsed as an expression (registered in `scratch` as a source named `name`); null on errors.
syntax::ExprPtr parseText(SourceManager& scratch, const char* name, const std::string& text, DiagnosticSink& sink)
{
    const int file = scratch.add(name, text);
    syntax::ExprPtr e = syntax::parseExpression(scratch, file, sink);
    return e && !sink.hasErrors() ? std::move(e) : nullptr;
}

// `expr` lowered in `feature`'s environment (arguments, locals, Current's features); null on errors.
std::shared_ptr<const ir::Expr> lowerIn(const sema::Program& program, const sema::FeatureInfo& feature, const syntax::Expr& expr,
                                        const SourceManager& scratch, DiagnosticSink& sink)
{
    std::unique_ptr<ir::Expr> ir = sema::lowerExpressionIn(program, feature, expr, sink, &scratch);
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

bool lowerCandidate(const sema::Program& program, const sema::FeatureInfo& feature, const RoutineText& text, Candidate& c)
{
    DiagnosticSink sink;
    SourceManager scratch = sema::scratchSources(program);
    if (c.schema == Schema::Postcondition) {
        syntax::Assertion weakened;
        weakened.tag = c.clauseTag;
        weakened.expr = parseText(scratch, "<fix clause>", c.clause, sink);
        if (!weakened.expr) return false;
        weakened.range = weakened.expr->range;
        c.lowered = sema::lowerWithReplacedPostcondition(program, feature, c.weakenedClause, weakened, sink, &scratch);
        if (!c.lowered || sink.hasErrors()) return false;
        const syntax::ExprPtr kept = parseText(scratch, "<fix condition>", c.keptWhen, sink);
        c.clauseIr = kept ? lowerIn(program, feature, *kept, scratch, sink) : nullptr;
        if (!c.clauseIr) return false;
        c.normalized = "ensure " + c.clauseTag + ": " + syntax::printExpr(*weakened.expr);
        c.bodyText = text.editedBody({});
        return true;
    }
    if (c.kind == FixKind::Contract) {
        const syntax::ExprPtr e = parseText(scratch, "<fix clause>", c.clause, sink);
        c.clauseIr = e ? lowerIn(program, feature, *e, scratch, sink) : nullptr;
        if (!c.clauseIr) return false;
        c.normalized = "require " + canonicalClause(*e);
        c.bodyText = text.editedBody({});
        return true;
    }
    c.bodyText = text.editedBody(c.edits);
    const int file = scratch.add("<fix body>", c.bodyText);
    auto body = std::make_shared<syntax::Body>(syntax::parseInstructions(scratch, file, sink));
    if (sink.hasErrors()) return false;
    std::shared_ptr<const ir::Routine> lowered = sema::lowerReplacementBody(program, feature, *body, sink, &scratch);
    if (!lowered || sink.hasErrors()) return false;
    c.lowered = std::move(lowered);
    c.body = body;
    c.normalized = syntax::printBody(*body, 0);
    return true;
}

std::vector<Candidate> lowerCandidates(const sema::Program& program, const sema::FeatureInfo& feature, const RoutineText& text,
                                       std::vector<Candidate> candidates, std::size_t max, int threads, CancelToken& cancel)
{
    const std::size_t workers = threads > 0 ? static_cast<std::size_t>(threads) : std::max(1u, std::thread::hardware_concurrency());
    // In chunks, so that no more than a chunk is lowered beyond the `max` kept. Plain std::threads,
    // the calling thread one of them: lowering runs no Eiffel code, so it needs no pool's large stack.
    const std::size_t chunk = 64 * workers;
    std::vector<Candidate> ready;
    std::set<std::string> seen;
    std::vector<char> lowered(candidates.size(), 0);
    for (std::size_t begin = 0; begin < candidates.size() && ready.size() < max && !cancel.isCancelled(); begin += chunk) {
        const std::size_t end = std::min(candidates.size(), begin + chunk);
        std::atomic<std::size_t> next{begin};
        auto work = [&] {
            for (std::size_t i = next++; i < end && !cancel.isCancelled(); i = next++)
                lowered[i] = lowerCandidate(program, feature, text, candidates[i]);
        };
        std::vector<std::thread> pool;
        for (std::size_t t = 1; t < workers && t < end - begin; ++t) pool.emplace_back(work);
        work();
        for (std::thread& t : pool) t.join();
        for (std::size_t i = begin; i < end && ready.size() < max; ++i)
            if (lowered[i] && seen.insert(candidates[i].normalized).second) ready.push_back(std::move(candidates[i]));
    }
    return ready;
}

}  // namespace amend::synthesis
