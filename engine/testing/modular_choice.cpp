// Candidate values and their combinations for modular testing (see modular_choice.h).
#include "testing/modular_choice.h"

#include "support/ascii_case.h"
#include "syntax/printer.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <limits>
#include <numeric>
#include <optional>
#include <regex>
#include <set>

namespace amend::testing {

namespace {

bool isComparison(syntax::BinaryOp op)
{
    using B = syntax::BinaryOp;
    return op == B::Eq || op == B::Ne || op == B::Lt || op == B::Le || op == B::Gt || op == B::Ge;
}

std::string withoutOld(const std::string& text)
{
    static const std::regex old(R"(\bold\s+)", std::regex::icase);
    return std::regex_replace(text, old, "");
}

void addUnique(std::vector<std::string>& list, std::set<std::string>& seen, const std::string& text)
{
    if (!text.empty() && seen.insert(text).second) list.push_back(text);
}


// Does `expression' read `name' (as a whole word, ignoring letter case)?
bool reads(const std::string& expression, const std::string& name)
{
    const std::string text = support::asciiLower(expression), word = support::asciiLower(name);
    for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
        const bool startOk = at == 0 || !(std::isalnum(static_cast<unsigned char>(text[at - 1])) || text[at - 1] == '_' || text[at - 1] == '.');
        const std::size_t end = at + word.size();
        const bool endOk = end >= text.size() || !(std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_');
        if (startOk && endOk) return true;
    }
    return false;
}

// The assignments of one choice (index per variable, 0 = unchanged) in an order where no expression
// reads a variable assigned before it; empty when a cycle makes that impossible.
std::optional<std::string> orderedAssignments(const std::vector<HavocVariable>& variables, const std::vector<std::size_t>& choice)
{
    std::vector<std::size_t> pending;
    for (std::size_t v = 0; v < variables.size(); ++v)
        if (choice[v] != 0) pending.push_back(v);
    std::string text;
    while (!pending.empty()) {
        // Expressions read old values: a variable is assigned only once no pending expression reads it.
        auto ready = std::find_if(pending.begin(), pending.end(), [&](std::size_t v) {
            return std::none_of(pending.begin(), pending.end(), [&](std::size_t w) {
                return w != v && reads(variables[w].candidates[choice[w]], variables[v].name);
            });
        });
        if (ready == pending.end()) return std::nullopt;
        text += variables[*ready].name + " := " + variables[*ready].candidates[choice[*ready]] + "\n";
        pending.erase(ready);
    }
    return text;
}

// `e' as an operand: parenthesised unless it is a name or a literal.
std::string operand(const std::string& text)
{
    const bool atomic = std::all_of(text.begin(), text.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
    return atomic ? text : "(" + text + ")";
}

// Is `e' the variable `name' itself (a local, argument or attribute read without arguments, or Result)?
bool isVariable(const syntax::Expr& e, const std::string& name)
{
    if (e.kind == syntax::ExprKind::ResultRef) return name == "Result";
    return e.kind == syntax::ExprKind::Call && !e.target && e.args.empty() && !e.hasParens && support::asciiLower(e.name) == support::asciiLower(name);
}

// The terms of a sum `a + (b - c)' with their signs (+1, -1); anything else is one term.
void sumTerms(const syntax::Expr& e, int sign, std::vector<std::pair<const syntax::Expr*, int>>& out)
{
    using B = syntax::BinaryOp;
    if (e.kind == syntax::ExprKind::Binary && e.args.size() == 2 && e.args[0] && e.args[1] && (e.binaryOp == B::Plus || e.binaryOp == B::Minus)) {
        sumTerms(*e.args[0], sign, out);
        sumTerms(*e.args[1], e.binaryOp == B::Plus ? sign : -sign, out);
    } else if (e.kind == syntax::ExprKind::Unary && e.unaryOp == syntax::UnaryOp::Minus && e.args.size() == 1 && e.args[0]) {
        sumTerms(*e.args[0], -sign, out);
    } else if (e.kind == syntax::ExprKind::Paren && e.args.size() == 1 && e.args[0]) {
        sumTerms(*e.args[0], sign, out);
    } else {
        out.emplace_back(&e, sign);
    }
}

// The top-level conjuncts of `e' (`a and b', `a and then b').
void conjuncts(const syntax::Expr* e, std::vector<const syntax::Expr*>& out)
{
    if (!e) return;
    if (e->kind == syntax::ExprKind::Binary && (e->binaryOp == syntax::BinaryOp::And || e->binaryOp == syntax::BinaryOp::AndThen) && e->args.size() == 2) {
        conjuncts(e->args[0].get(), out);
        conjuncts(e->args[1].get(), out);
    } else {
        out.push_back(e);
    }
}

// `equality' (L = R) solved for `name' when it occurs there exactly once, as a term of the sum on one side.
std::optional<std::string> solveFor(const syntax::Expr& equality, const std::string& name)
{
    int occurrences = 0;
    syntax::forEachNode(equality, [&](const syntax::Expr& n) { occurrences += isVariable(n, name) ? 1 : 0; });
    if (occurrences != 1) return std::nullopt;
    for (int side = 0; side < 2; ++side) {
        std::vector<std::pair<const syntax::Expr*, int>> terms;
        sumTerms(*equality.args[side], 1, terms);
        const auto own = std::find_if(terms.begin(), terms.end(), [&](const auto& t) { return isVariable(*t.first, name); });
        if (own == terms.end()) continue;
        // sign * name + rest = other, so name = sign * (other - rest).
        std::string text = operand(syntax::printExpr(*equality.args[1 - side]));
        for (auto t = terms.begin(); t != terms.end(); ++t)
            if (t != own) text += (t->second > 0 ? " - " : " + ") + operand(syntax::printExpr(*t->first));
        return own->second > 0 ? text : "-(" + text + ")";
    }
    return std::nullopt;  // inside a product, a call or another operator
}

}  // namespace

std::vector<std::string> comparisonSides(const std::vector<const syntax::Expr*>& exprs)
{
    std::vector<std::string> sides;
    std::set<std::string> seen;
    for (const syntax::Expr* e : exprs) {
        if (!e) continue;
        syntax::forEachNode(*e, [&](const syntax::Expr& n) {
            if (n.kind != syntax::ExprKind::Binary || !isComparison(n.binaryOp) || n.args.size() != 2) return;
            for (const syntax::ExprPtr& side : n.args) {
                // Void, Current and manifest strings are no values for an attribute of a basic type,
                // and compared objects keep their identity (a reference attribute stays itself).
                if (!side || side->kind == syntax::ExprKind::VoidLit || side->kind == syntax::ExprKind::CurrentRef
                    || side->kind == syntax::ExprKind::StringLit)
                    continue;
                const std::string text = withoutOld(syntax::printExpr(*side));
                addUnique(sides, seen, text);
                addUnique(sides, seen, operand(text) + " + 1");
                addUnique(sides, seen, operand(text) + " - 1");
            }
        });
    }
    for (const char* constant : {"0", "1", "-1"}) addUnique(sides, seen, constant);
    return sides;
}

std::vector<std::string> candidatesFor(const std::string& name, const std::vector<std::string>& sides)
{
    std::vector<std::string> list;
    std::set<std::string> seen;
    addUnique(list, seen, name);
    for (const std::string& s : sides) addUnique(list, seen, s);
    for (const std::string& s : {name + " + 1", name + " - 1", std::string("True"), std::string("False"), "not " + name})
        addUnique(list, seen, s);
    return list;
}

std::vector<std::string> integerLiterals(std::vector<std::string> candidates)
{
    std::erase_if(candidates, [](const std::string& c) {
        const std::size_t digits = !c.empty() && c[0] == '-' ? 1 : 0;
        return c.size() <= digits || !std::all_of(c.begin() + static_cast<std::ptrdiff_t>(digits), c.end(), [](char d) { return std::isdigit(static_cast<unsigned char>(d)); });
    });
    return candidates;
}

std::vector<std::vector<std::size_t>> rankedChoices(const std::vector<HavocVariable>& variables, int max)
{
    // Every choice (bounded), sorted by (variables changed, sum of candidate indices).
    constexpr std::size_t kMaxEnumerated = 50'000;
    std::vector<std::vector<std::size_t>> all;
    std::vector<std::size_t> index(variables.size(), 0);
    for (;;) {
        all.push_back(index);
        if (all.size() >= kMaxEnumerated) break;
        std::size_t v = 0;
        for (; v < variables.size(); ++v) {
            if (++index[v] < variables[v].candidates.size()) break;
            index[v] = 0;
        }
        if (v == variables.size()) break;
    }
    auto rank = [](const std::vector<std::size_t>& c) {
        const auto changed = std::count_if(c.begin(), c.end(), [](std::size_t i) { return i != 0; });
        return std::make_pair(changed, std::accumulate(c.begin(), c.end(), std::size_t{0}));
    };
    std::stable_sort(all.begin(), all.end(), [&](const auto& a, const auto& b) { return rank(a) < rank(b); });
    if (all.size() > static_cast<std::size_t>(std::max(max, 0))) all.resize(static_cast<std::size_t>(std::max(max, 0)));
    return all;
}

std::vector<EqualitySolution> equalitySolutions(const std::vector<const syntax::Expr*>& clauses, const std::vector<std::string>& variables)
{
    std::vector<const syntax::Expr*> parts;
    for (const syntax::Expr* c : clauses) conjuncts(c, parts);
    std::vector<EqualitySolution> solutions;
    for (const syntax::Expr* e : parts) {
        if (e->kind != syntax::ExprKind::Binary || e->binaryOp != syntax::BinaryOp::Eq || e->args.size() != 2 || !e->args[0] || !e->args[1])
            continue;
        for (const std::string& v : variables)
            if (std::optional<std::string> text = solveFor(*e, v)) solutions.push_back({v, *text});
    }
    return solutions;
}

std::vector<std::string> assignmentChoices(const std::vector<HavocVariable>& variables, int max)
{
    std::vector<std::string> choices;
    for (const auto& c : rankedChoices(variables, std::numeric_limits<int>::max())) {
        if (static_cast<int>(choices.size()) >= max) break;
        if (std::optional<std::string> text = orderedAssignments(variables, c)) choices.push_back(*text);
    }
    return choices;
}

std::vector<std::string> solvedChoices(const std::vector<HavocVariable>& variables, const std::vector<EqualitySolution>& solutions, int max)
{
    std::vector<std::string> choices;
    for (const EqualitySolution& solution : solutions) {
        std::vector<HavocVariable> others;
        std::copy_if(variables.begin(), variables.end(), std::back_inserter(others), [&](const HavocVariable& v) { return v.name != solution.variable; });
        for (const std::string& c : assignmentChoices(others, max)) choices.push_back(c + solution.variable + " := " + solution.expression + "\n");
    }
    return choices;
}

}  // namespace amend::testing
