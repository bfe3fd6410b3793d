// Schema instantiation (see schemas.h).
#include "synthesis/schemas.h"

#include "synthesis/behavior_model.h"
#include "synthesis/fix_actions.h"
#include "syntax/parser.h"
#include "syntax/printer.h"

#include <algorithm>
#include <cstdlib>

namespace amend::synthesis {

const char* schemaName(Schema schema)
{
    switch (schema) {
    case Schema::A: return "a";
    case Schema::B: return "b";
    case Schema::C: return "c";
    case Schema::D: return "d";
    case Schema::Replace: return "replace";
    case Schema::Guard: return "guard";
    case Schema::Precondition: return "precondition";
    case Schema::Postcondition: return "postcondition";
    case Schema::Condition: return "condition";
    case Schema::Statement: return "statement";
    case Schema::Evolved: return "evolved";
    }
    return "?";
}

const char* actionKindName(ActionKind kind)
{
    switch (kind) {
    case ActionKind::None: return "none";
    case ActionKind::Command: return "command";
    case ActionKind::Assignment: return "assignment";
    case ActionKind::ConstantAssignment: return "constant_assignment";
    case ActionKind::Replacement: return "replacement";
    case ActionKind::ConstantReplacement: return "constant_replacement";
    }
    return "none";
}

bool isConstantText(const std::string& text)
{
    const syntax::ExprPtr parsed = syntax::parseExpressionText(text);
    if (!parsed) return false;
    bool constant = true;
    syntax::forEachNode(*parsed, [&](const syntax::Expr& e) {
        using K = syntax::ExprKind;
        const bool literal = e.kind == K::IntegerLit || e.kind == K::BoolLit || e.kind == K::VoidLit || e.kind == K::CharLit ||
                             e.kind == K::RealLit;
        if (!literal && e.kind != K::Unary && e.kind != K::Binary && e.kind != K::Paren) constant = false;
    });
    return constant;
}

ActionKind assignmentKind(const std::string& value) { return isConstantText(value) ? ActionKind::ConstantAssignment : ActionKind::Assignment; }

std::string negatedText(const syntax::Expr& p, const std::string& text)
{
    using B = syntax::BinaryOp;
    if (p.kind == syntax::ExprKind::Unary && p.unaryOp == syntax::UnaryOp::Not && !p.args.empty()) {
        const syntax::Expr& x = *p.args[0];
        return syntax::printExpr(x.kind == syntax::ExprKind::Paren && !x.args.empty() ? *x.args[0] : x);
    }
    if (p.kind == syntax::ExprKind::Binary) {
        const char* op = nullptr;
        switch (p.binaryOp) {
        case B::Lt: op = ">="; break;
        case B::Le: op = ">"; break;
        case B::Gt: op = "<="; break;
        case B::Ge: op = "<"; break;
        case B::Eq: op = "/="; break;
        case B::Ne: op = "="; break;
        default: break;
        }
        if (op) return syntax::printExpr(*p.args[0]) + " " + op + " " + syntax::printExpr(*p.args[1]);
    }
    if (p.kind == syntax::ExprKind::Call || p.kind == syntax::ExprKind::Paren || p.kind == syntax::ExprKind::BoolLit)
        return "not " + text;
    return "not (" + text + ")";
}

std::string failText(const analysis::Snapshot& s)
{
    if (s.value) return s.predicate;
    if (s.predicateExpr) return negatedText(*s.predicateExpr, s.predicate);
    return "not (" + s.predicate + ")";
}

namespace {

// The negation of a `fail` text for schema (c), parsed back from its snapshot when possible.
std::string notFail(const analysis::Snapshot& s)
{
    if (!s.value) return s.predicate;
    if (s.predicateExpr) return negatedText(*s.predicateExpr, s.predicate);
    return "not (" + s.predicate + ")";
}

}  // namespace

std::string instantiateSchema(Schema schema, const std::string& fail, const std::string& snippet, const std::string& old,
                              const std::string& ind)
{
    switch (schema) {
    case Schema::A: return snippet + "\n" + ind + old;
    case Schema::B: return "if " + fail + " then\n" + ind + "\t" + snippet + "\n" + ind + "end\n" + ind + old;
    case Schema::C:  // `fail` holds the negated predicate here
    case Schema::Guard: return "if " + fail + " then\n" + ind + "\t" + indentMore(old) + "\n" + ind + "end";
    case Schema::D:
        return "if " + fail + " then\n" + ind + "\t" + snippet + "\n" + ind + "else\n" + ind + "\t" + indentMore(old) + "\n" + ind + "end";
    default: return old;
    }
}

std::vector<Candidate> schemaCandidates(const sema::Program& program, const sema::FeatureInfo& feature,
                                        const RoutineText& text, const analysis::FaultLocalization& localization,
                                        std::uint32_t failureOffset, const SchemaOptions& options)
{
    std::vector<Candidate> out;
    if (!text.valid()) return out;
    const int failureLine = failureOffset ? text.lineOf(failureOffset) : 0;
    const int count = std::min<int>(options.topSnapshots, static_cast<int>(localization.snapshots.size()));
    for (int si = 0; si < count; ++si) {
        const analysis::Snapshot& s = localization.snapshots[static_cast<std::size_t>(si)];
        if (!s.predicateExpr || s.locationRange.file != text.fileId()) continue;
        const syntax::Instr* at = text.instructionAt(s.locationRange.begin);
        if (!at) continue;
        const std::string old = text.slice(at->range.begin, at->range.end);
        const std::string ind = text.indentAt(at->range.begin);
        const std::string fail = failText(s);
        const int distance = failureLine ? std::abs(text.lineOf(at->range.begin) - failureLine) : 0;
        const bool failsEverywhere = options.passingRuns > 0 && s.passingCount == options.passingRuns && s.failingCount == options.failingRuns;
        auto make = [&](Schema schema, const std::string& action, ActionKind actionKind, const std::string& failPart) {
            Candidate c;
            c.schema = schema;
            c.action = action;
            c.actionKind = actionKind;
            c.fail = failPart;
            c.snapshot = si;
            c.susp = s.susp;
            c.location = at->range.begin;
            c.distance = distance;
            c.edits.push_back({at->range.begin, at->range.end, instantiateSchema(schema, failPart, action, old, ind)});
            if (failsEverywhere && (schema == Schema::C || schema == Schema::D)) c.antiPattern = AntiPattern::DeletesStatement;
            out.push_back(std::move(c));
        };
        const std::size_t before = out.size();
        make(Schema::C, "", ActionKind::None, notFail(s));
        const bool compound = at->kind == syntax::InstrKind::If || at->kind == syntax::InstrKind::Loop ||
                              at->kind == syntax::InstrKind::Inspect;
        std::vector<std::string> order = options.commandOrder;
        if (options.model) {
            // p = q or p = not q, for an argumentless query q: q's value in the failing state.
            const syntax::Expr* q = s.predicateExpr.get();
            bool value = s.value;
            if (q->kind == syntax::ExprKind::Unary && q->unaryOp == syntax::UnaryOp::Not) {
                q = q->args[0].get();
                value = !value;
            }
            while (q->kind == syntax::ExprKind::Paren) q = q->args[0].get();
            if (q->kind == syntax::ExprKind::Call && !q->target && q->args.empty()) {
                std::vector<std::string> seen = options.model->commandsChanging(q->name, value);
                seen.insert(seen.end(), order.begin(), order.end());
                order = std::move(seen);
            }
        }
        for (const FixAction& a : fixActions(program, feature, text, *s.predicateExpr, *at, order)) {
            if (static_cast<int>(out.size() - before) >= options.maxPerSnapshot) break;
            if (a.isReplacement && compound) continue;
            make(Schema::B, a.text, a.kind, fail);
            make(Schema::D, a.text, a.kind, fail);
            make(Schema::A, a.text, a.kind, fail);
        }
    }
    return out;
}

}  // namespace amend::synthesis
