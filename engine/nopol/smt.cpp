// Component-based synthesis of Nopol conditions with z3 (see smt.h for the encoding choices).
// Follows the Nopol paper, Section 3.4 (after Jha et al.): every input and every component output
// sits on a "line"; location variables say on which line each component's output is and from
// which line each component input reads; well-formedness makes the lines a program (distinct
// output lines, inputs read from earlier lines, sorts match); library constraints give each
// component's semantics and connection constraints equate values on the same line, for every
// observation; the program's output line must yield the expected outcome in every observation.
#include "nopol/smt.h"

#include "analysis/expression_tools.h"
#include "analysis/z3_budget.h"
#include "analysis/z3_translate.h"
#include "nopol/enumeration.h"
#include "syntax/printer.h"

#include <z3++.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <optional>
#include <set>
#include <tuple>

namespace amend::nopol {

namespace {

constexpr const char* kBudgetSpent = "the fault's z3 budget is spent";

enum class Comp : std::uint8_t { Compare, Connective, Not, Arith };

struct Component {
    Comp kind;
    std::vector<ValueSort> args;
    ValueSort out;
};

Component makeComponent(Comp kind)
{
    switch (kind) {
    case Comp::Compare: return {kind, {ValueSort::Integer, ValueSort::Integer}, ValueSort::Boolean};
    case Comp::Connective: return {kind, {ValueSort::Boolean, ValueSort::Boolean}, ValueSort::Boolean};
    case Comp::Not: return {kind, {ValueSort::Boolean}, ValueSort::Boolean};
    case Comp::Arith: return {kind, {ValueSort::Integer, ValueSort::Integer}, ValueSort::Integer};
    }
    return {kind, {}, ValueSort::Boolean};
}

std::vector<Component> libraryFor(int level)
{
    std::vector<Component> lib{makeComponent(Comp::Compare)};
    if (level >= 2) {
        lib.push_back(makeComponent(Comp::Compare));
        lib.push_back(makeComponent(Comp::Connective));
        lib.push_back(makeComponent(Comp::Not));
    }
    if (level >= 3) lib.push_back(makeComponent(Comp::Arith));
    return lib;
}

int opcodeCount(Comp kind)
{
    switch (kind) {
    case Comp::Compare: return 4;     // < <= = /=
    case Comp::Connective: return 2;  // and or
    case Comp::Arith: return 3;       // + - *
    case Comp::Not: return 1;
    }
    return 1;
}

// Semantics of component `c` with opcode `op` on argument values `a`: each opcode is an Eiffel
// operator, made a z3 expression by the engine's one translator (analysis/z3_translate.h).
z3::expr semantics(const Component& c, const z3::expr& op, const std::vector<z3::expr>& a)
{
    using syntax::BinaryOp;
    auto apply = [&](BinaryOp o) { return *analysis::apply(o, a[0], a[1]); };
    switch (c.kind) {
    case Comp::Compare:
        return z3::ite(op == 0, apply(BinaryOp::Lt),
                       z3::ite(op == 1, apply(BinaryOp::Le), z3::ite(op == 2, apply(BinaryOp::Eq), apply(BinaryOp::Ne))));
    case Comp::Connective: return z3::ite(op == 0, apply(BinaryOp::And), apply(BinaryOp::Or));
    case Comp::Not: return *analysis::apply(syntax::UnaryOp::Not, a[0]);
    case Comp::Arith: return z3::ite(op == 0, apply(BinaryOp::Plus), z3::ite(op == 1, apply(BinaryOp::Minus), apply(BinaryOp::Times)));
    }
    return a[0];
}

syntax::ExprPtr inputExpr(const SynthesisInput& in)
{
    if (in.expr) return in.expr->clone();
    if (in.isConstant) {
        if (in.constantValue < 0) {
            auto e = std::make_unique<syntax::Expr>();
            e->kind = syntax::ExprKind::Unary;
            e->unaryOp = syntax::UnaryOp::Minus;
            e->args.push_back(analysis::makeInteger(-static_cast<std::int64_t>(in.constantValue)));
            return e;
        }
        return analysis::makeInteger(in.constantValue);
    }
    return analysis::makeName(in.text);
}

bool mentionsCall(const syntax::Expr& e)
{
    if (e.kind == syntax::ExprKind::Call && e.target) return true;
    if (e.target && mentionsCall(*e.target)) return true;
    for (const auto& a : e.args)
        if (a && mentionsCall(*a)) return true;
    return false;
}

syntax::BinaryOp mirrored(syntax::BinaryOp op)
{
    switch (op) {
    case syntax::BinaryOp::Lt: return syntax::BinaryOp::Gt;
    case syntax::BinaryOp::Le: return syntax::BinaryOp::Ge;
    default: return op;
    }
}

bool isLiteral(const syntax::Expr& e)
{
    return e.kind == syntax::ExprKind::IntegerLit ||
           (e.kind == syntax::ExprKind::Unary && e.unaryOp == syntax::UnaryOp::Minus && e.args[0]->kind == syntax::ExprKind::IntegerLit);
}

// A comparison in reading order: `0 < x` becomes `x > 0`, `n < i` becomes `i > n`; `x < 5` stays.
syntax::ExprPtr comparison(syntax::BinaryOp op, syntax::ExprPtr left, syntax::ExprPtr right)
{
    const bool lessThan = op == syntax::BinaryOp::Lt || op == syntax::BinaryOp::Le;
    if ((isLiteral(*left) && !isLiteral(*right)) || (lessThan && !isLiteral(*right))) {
        std::swap(left, right);
        op = mirrored(op);
    }
    return analysis::makeBinary(op, std::move(left), std::move(right));
}

// `not e`, simplified: the opposite comparison, or the operand of a double negation.
syntax::ExprPtr negated(syntax::ExprPtr e)
{
    using B = syntax::BinaryOp;
    if (e->kind == syntax::ExprKind::Unary && e->unaryOp == syntax::UnaryOp::Not) return std::move(e->args[0]);
    if (e->kind == syntax::ExprKind::Binary) {
        B op = e->binaryOp;
        switch (op) {
        case B::Lt: op = B::Ge; break;
        case B::Le: op = B::Gt; break;
        case B::Gt: op = B::Le; break;
        case B::Ge: op = B::Lt; break;
        case B::Eq: op = B::Ne; break;
        case B::Ne: op = B::Eq; break;
        default: return analysis::makeNot(std::move(e));
        }
        return comparison(op, std::move(e->args[0]), std::move(e->args[1]));
    }
    return analysis::makeNot(std::move(e));
}

// "O3_7": output of component 3 in observation 7; "I3_1_7": its input 1.
std::string valueName(char kind, int component, int input, std::size_t row)
{
    std::string name(1, kind);
    name += std::to_string(component);
    if (input >= 0) {
        name += '_';
        name += std::to_string(input);
    }
    name += '_';
    name += std::to_string(row);
    return name;
}

class Encoder {
public:
    Encoder(const SynthesisTable& table, const std::vector<std::size_t>& rowIndex, int level)
        : m_table(table), m_rows(rowIndex), m_level(level), m_lib(libraryFor(level)) {}

    // With `softRows`, observations marked soft may be violated: z3's optimizer then looks for
    // a program that satisfies every hard observation and as many soft ones as it can.
    // The call's limit (z3 resource units) is cut to what is left of `budget` (none: no budget);
    // a spent budget answers Unknown without asking z3.
    // No z3 call either when enumerating the level proves that no program fits (enumeration.h).
    SynthesisResult solve(analysis::Z3Units limit, bool softRows, analysis::Z3Budget* budget)
    {
        SynthesisResult result;
        if (enumerateConditions(m_table, m_rows, m_level, softRows) == Enumerated::NoneFits) {
            result.status = SynthesisResult::Status::Unsatisfiable;
            return result;
        }
        analysis::Z3Call call(budget, limit);
        if (call.skipped()) {
            result.status = SynthesisResult::Status::Unknown;
            result.reason = kBudgetSpent;
            return result;
        }
        z3::context ctx;
        z3::expr_vector hard(ctx);   // must hold
        std::vector<z3::expr> soft;  // soft observations' outcomes (with `softRows`)

        const int n = static_cast<int>(m_table.inputs.size());
        const int m = static_cast<int>(m_lib.size());
        // Location and opcode variables.
        std::vector<z3::expr> outLoc, ops;
        std::vector<std::vector<z3::expr>> inLoc(static_cast<std::size_t>(m));
        for (int j = 0; j < m; ++j) {
            outLoc.push_back(ctx.int_const(("lo" + std::to_string(j)).c_str()));
            ops.push_back(ctx.int_const(("op" + std::to_string(j)).c_str()));
        }
        for (int j = 0; j < m; ++j) {
            hard.push_back(outLoc[j] >= n && outLoc[j] < n + m);
            hard.push_back(ops[j] >= 0 && ops[j] < opcodeCount(m_lib[j].kind));
            for (std::size_t k = 0; k < m_lib[j].args.size(); ++k) {
                z3::expr l = ctx.int_const(("li" + std::to_string(j) + "_" + std::to_string(k)).c_str());
                // Well-formedness: read from an earlier line (acyclicity) of the right sort.
                hard.push_back(l >= 0 && l < outLoc[j]);
                for (int i = 0; i < n; ++i)
                    if (m_table.inputs[i].sort != m_lib[j].args[k]) hard.push_back(l != i);
                for (int j2 = 0; j2 < m; ++j2)
                    if (m_lib[j2].out != m_lib[j].args[k]) hard.push_back(l != outLoc[j2]);
                inLoc[j].push_back(l);
            }
            // No `a op a`, and not two constants compared or combined.
            if (inLoc[j].size() == 2) {
                hard.push_back(inLoc[j][0] != inLoc[j][1]);
                z3::expr bothConst = ctx.bool_val(false);
                for (int i1 = 0; i1 < n; ++i1)
                    for (int i2 = 0; i2 < n; ++i2)
                        if (m_table.inputs[i1].isConstant && m_table.inputs[i2].isConstant)
                            bothConst = bothConst || (inLoc[j][0] == i1 && inLoc[j][1] == i2);
                hard.push_back(!bothConst);
            }
        }
        for (int j = 0; j < m; ++j)
            for (int j2 = j + 1; j2 < m; ++j2) {
                hard.push_back(outLoc[j] != outLoc[j2]);  // consistency
                // Symmetry breaking: interchangeable components take their lines in order.
                if (m_lib[j2].kind == m_lib[j].kind) hard.push_back(outLoc[j] < outLoc[j2]);
            }
        z3::expr outputLoc = ctx.int_const("lout");
        hard.push_back(outputLoc >= 0 && outputLoc < n + m);
        for (int i = 0; i < n; ++i)
            if (m_table.inputs[i].sort != ValueSort::Boolean || m_table.inputs[i].isConstant) hard.push_back(outputLoc != i);
        for (int j = 0; j < m; ++j)
            if (m_lib[j].out != ValueSort::Boolean) hard.push_back(outputLoc != outLoc[j]);

        // Per observation: library and connection constraints, expected output.
        for (std::size_t r = 0; r < m_rows.size(); ++r) {
            const Observation& row = m_table.rows[m_rows[r]];
            std::vector<z3::expr> inVal;
            std::size_t vi = 0;
            for (int i = 0; i < n; ++i) {
                const SynthesisInput& in = m_table.inputs[i];
                const std::int32_t v = in.isConstant ? in.constantValue : row.values[vi++];
                inVal.push_back(in.sort == ValueSort::Boolean ? ctx.bool_val(v != 0)
                                                              : analysis::integerValue(ctx, v));
            }
            std::vector<z3::expr> outVal;
            std::vector<std::vector<z3::expr>> argVal(static_cast<std::size_t>(m));
            for (int j = 0; j < m; ++j) {
                auto var = [&](ValueSort s, const std::string& name) {
                    return s == ValueSort::Boolean ? ctx.bool_const(name.c_str()) : analysis::integerConstant(ctx, name);
                };
                outVal.push_back(var(m_lib[j].out, valueName('O', j, -1, r)));
                for (std::size_t k = 0; k < m_lib[j].args.size(); ++k)
                    argVal[j].push_back(var(m_lib[j].args[k], valueName('I', j, static_cast<int>(k), r)));
            }
            for (int j = 0; j < m; ++j) {
                hard.push_back(outVal[j] == semantics(m_lib[j], ops[j], argVal[j]));
                for (std::size_t k = 0; k < m_lib[j].args.size(); ++k) {
                    const ValueSort s = m_lib[j].args[k];
                    for (int i = 0; i < n; ++i)
                        if (m_table.inputs[i].sort == s) hard.push_back(z3::implies(inLoc[j][k] == i, argVal[j][k] == inVal[i]));
                    for (int j2 = 0; j2 < m; ++j2)
                        if (j2 != j && m_lib[j2].out == s)
                            hard.push_back(z3::implies(inLoc[j][k] == outLoc[j2], argVal[j][k] == outVal[j2]));
                }
            }
            const z3::expr expected = ctx.bool_val(row.expected);
            z3::expr yields = ctx.bool_val(true);
            for (int i = 0; i < n; ++i)
                if (m_table.inputs[i].sort == ValueSort::Boolean && !m_table.inputs[i].isConstant)
                    yields = yields && z3::implies(outputLoc == i, inVal[i] == expected);
            for (int j = 0; j < m; ++j)
                if (m_lib[j].out == ValueSort::Boolean) yields = yields && z3::implies(outputLoc == outLoc[j], outVal[j] == expected);
            if (softRows && row.soft) soft.push_back(yields);
            else hard.push_back(yields);
        }

        z3::params p(ctx);
        call.limit(p);
        std::optional<z3::model> model;
        if (soft.empty()) {
            z3::solver s(ctx);
            s.set(p);
            s.add(hard);
            const z3::check_result answer = s.check();
            call.finished(s.statistics());
            if (answer == z3::sat) model = s.get_model();
            else if (answer == z3::unknown) result.reason = s.reason_unknown();
        } else {
            z3::optimize o(ctx);
            o.set(p);
            o.add(hard);
            for (const z3::expr& e : soft) o.add_soft(e, 1);
            const z3::check_result answer = o.check();
            call.finished(o.statistics());
            if (answer == z3::sat) {
                model = o.get_model();
                for (const z3::expr& e : soft) result.softViolated += model->eval(e, true).is_false();
            } else if (answer == z3::unknown) {
                result.reason = Z3_optimize_get_reason_unknown(ctx, o);
            }
        }
        if (!model) {
            result.status = result.reason.empty() ? SynthesisResult::Status::Unsatisfiable : SynthesisResult::Status::Unknown;
            return result;
        }
        auto value = [&](const z3::expr& e) { return model->eval(e, true).get_numeral_int(); };
        m_outLoc.clear();
        m_ops.clear();
        m_inLoc.assign(static_cast<std::size_t>(m), {});
        for (int j = 0; j < m; ++j) {
            m_outLoc.push_back(value(outLoc[j]));
            m_ops.push_back(value(ops[j]));
            for (const z3::expr& l : inLoc[j]) m_inLoc[j].push_back(value(l));
        }
        result.expr = decode(value(outputLoc), 0);
        if (!result.expr) {
            result.status = SynthesisResult::Status::Unknown;
            result.reason = "model could not be decoded";
            return result;
        }
        result.status = SynthesisResult::Status::Found;
        result.text = syntax::printExpr(*result.expr);
        result.valueOnEveryObservation = valueOnEveryRow(value(outputLoc));
        return result;
    }

private:
    // The decoded program's output (line `loc`) when it is the same on every row of the table
    // (all of them, not only the rows the solver saw); nothing when it is not.
    std::optional<bool> valueOnEveryRow(int loc) const
    {
        std::optional<bool> first;
        for (const Observation& row : m_table.rows) {
            std::vector<std::int32_t> in;
            std::size_t vi = 0;
            for (const SynthesisInput& input : m_table.inputs) in.push_back(input.isConstant ? input.constantValue : row.values[vi++]);
            const bool outcome = lineValue(loc, in, 0) != 0;
            if (first && *first != outcome) return std::nullopt;
            first = outcome;
        }
        return first;
    }

    // The value of line `loc` of the decoded program for the inputs' values `in`, with the
    // semantics the encoding gives the components (Booleans 0/1, 32-bit wrapping + - *).
    std::int32_t lineValue(int loc, const std::vector<std::int32_t>& in, int depth) const
    {
        if (loc < static_cast<int>(in.size())) return in[static_cast<std::size_t>(loc)];
        if (depth > 16) return 0;
        for (std::size_t j = 0; j < m_lib.size(); ++j) {
            if (m_outLoc[j] != loc) continue;
            std::vector<std::int32_t> a;
            for (int l : m_inLoc[j]) a.push_back(lineValue(l, in, depth + 1));
            const int op = m_ops[j];
            const auto wrapped = [](std::uint32_t v) { return static_cast<std::int32_t>(v); };
            const std::uint32_t x = a.empty() ? 0 : static_cast<std::uint32_t>(a[0]), y = a.size() < 2 ? 0 : static_cast<std::uint32_t>(a[1]);
            switch (m_lib[j].kind) {
            case Comp::Compare: return op == 0 ? a[0] < a[1] : op == 1 ? a[0] <= a[1] : op == 2 ? a[0] == a[1] : a[0] != a[1];
            case Comp::Connective: return op == 0 ? (a[0] != 0 && a[1] != 0) : (a[0] != 0 || a[1] != 0);
            case Comp::Not: return a[0] == 0;
            case Comp::Arith: return wrapped(op == 0 ? x + y : op == 1 ? x - y : x * y);
            }
        }
        return 0;
    }

    // The expression computed on line `loc`.
    syntax::ExprPtr decode(int loc, int depth)
    {
        const int n = static_cast<int>(m_table.inputs.size());
        if (depth > 16) return nullptr;
        if (loc < n) return inputExpr(m_table.inputs[static_cast<std::size_t>(loc)]);
        for (std::size_t j = 0; j < m_lib.size(); ++j) {
            if (m_outLoc[j] != loc) continue;
            std::vector<syntax::ExprPtr> args;
            for (int l : m_inLoc[j]) {
                args.push_back(decode(l, depth + 1));
                if (!args.back()) return nullptr;
            }
            const int op = m_ops[j];
            switch (m_lib[j].kind) {
            case Comp::Compare: {
                static const syntax::BinaryOp cmp[] = {syntax::BinaryOp::Lt, syntax::BinaryOp::Le, syntax::BinaryOp::Eq,
                                                       syntax::BinaryOp::Ne};
                return comparison(cmp[op], std::move(args[0]), std::move(args[1]));
            }
            case Comp::Connective: {
                const bool calls = mentionsCall(*args[0]) || mentionsCall(*args[1]);
                syntax::BinaryOp o = op == 0 ? (calls ? syntax::BinaryOp::AndThen : syntax::BinaryOp::And)
                                             : (calls ? syntax::BinaryOp::OrElse : syntax::BinaryOp::Or);
                return analysis::makeBinary(o, std::move(args[0]), std::move(args[1]));
            }
            case Comp::Not: return negated(std::move(args[0]));
            case Comp::Arith: {
                static const syntax::BinaryOp ar[] = {syntax::BinaryOp::Plus, syntax::BinaryOp::Minus, syntax::BinaryOp::Times};
                return analysis::makeBinary(ar[op], std::move(args[0]), std::move(args[1]));
            }
            }
        }
        return nullptr;
    }

    const SynthesisTable& m_table;
    const std::vector<std::size_t>& m_rows;
    int m_level;
    std::vector<Component> m_lib;
    std::vector<int> m_outLoc, m_ops;
    std::vector<std::vector<int>> m_inLoc;
};

// The distinct observations of `table` (indices into its rows). `consistent`: no two rows with
// equal values expect different outcomes; `hardConsistent`: no two hard (failing-test) rows do.
struct RowSelection {
    std::vector<std::size_t> rows;
    // The rows without the soft ones that contradict another row with equal values (a hard
    // one, or a soft one: then both go); `contradicted` counts the observations necessarily
    // violated by any condition (one per contradicting value vector).
    std::vector<std::size_t> uncontradicted;
    int contradicted = 0;
    bool consistent = true;
    bool hardConsistent = true;
    bool anySoft = false;
};

RowSelection distinctRows(const SynthesisTable& table)
{
    RowSelection selection;
    std::map<std::vector<std::int32_t>, bool> expectedOf, hardExpectedOf;
    std::set<std::tuple<std::vector<std::int32_t>, bool, bool>> seen;
    for (std::size_t r = 0; r < table.rows.size(); ++r) {
        const Observation& row = table.rows[r];
        if (!seen.insert({row.values, row.expected, row.soft}).second) continue;
        selection.rows.push_back(r);
        selection.anySoft = selection.anySoft || row.soft;
        auto [it, inserted] = expectedOf.emplace(row.values, row.expected);
        if (!inserted && it->second != row.expected) selection.consistent = false;
        if (row.soft) continue;
        auto [hit, hardInserted] = hardExpectedOf.emplace(row.values, row.expected);
        if (!hardInserted && hit->second != row.expected) selection.hardConsistent = false;
    }
    std::set<std::vector<std::int32_t>> contradictedValues;
    for (std::size_t r : selection.rows) {
        const Observation& row = table.rows[r];
        const auto hard = hardExpectedOf.find(row.values);
        const bool conflict = hard != hardExpectedOf.end() ? hard->second != row.expected
                                                           : seen.count({row.values, !row.expected, true}) > 0;
        if (row.soft && conflict) {
            contradictedValues.insert(row.values);
            continue;
        }
        selection.uncontradicted.push_back(r);
    }
    selection.contradicted = static_cast<int>(contradictedValues.size());
    return selection;
}

}  // namespace

std::vector<SynthesisStage> synthesisStages(int minLevel, int maxLevel)
{
    std::vector<SynthesisStage> stages;
    // Exact level L ranks with relaxed level L - 1. Relaxed solving stops at level 2: MaxSMT
    // over arithmetic is slow and, with observations allowed to fail, mostly overfits.
    for (int cost = minLevel; cost <= maxLevel + 1; ++cost) {
        if (cost <= maxLevel) stages.push_back({cost, false, false});
        if (cost == minLevel && cost <= 2 && cost < maxLevel) stages.push_back({cost, true, true});
        if (cost - 1 >= minLevel && cost - 1 <= 2) stages.push_back({cost - 1, true, false});
    }
    return stages;
}

SynthesisResult synthesizeAtLevel(const SynthesisTable& table, int level, analysis::Z3Units limit, bool relaxed, analysis::Z3Budget* budget)
{
    const auto start = std::chrono::steady_clock::now();
    SynthesisResult result;
    const RowSelection selection = distinctRows(table);
    // Exact: every row must hold. Relaxed: only worth a solver call when the soft rows are what
    // stands in the way (an exact attempt at this level covers the consistent case).
    const bool possible = relaxed ? selection.hardConsistent && selection.anySoft : selection.consistent;
    if (selection.rows.empty() || !possible) {
        result.status = SynthesisResult::Status::Unsatisfiable;
        return result;
    }
    try {
        // The sample: every hard observation and the first kSampleSoftRows soft ones. The
        // optimizer's cost grows quickly with soft observations, so it sees only these
        // (validation runs all the tests anyway); an exact attempt solves the sample first,
        // because no solution for a subset of the observations means none for all of them, and
        // unsatisfiability proofs are what costs time.
        constexpr int kSampleSoftRows = 24;
        std::vector<std::size_t> sample;
        int soft = 0;  // soft observations in all
        for (std::size_t r : selection.rows)
            if (!table.rows[r].soft || soft++ < kSampleSoftRows) sample.push_back(r);
        // Relaxed, first the cheap way: leave out the soft observations that some other
        // observation with the same values contradicts (any condition violates them) and ask for
        // the rest exactly; only when that fails, let z3's optimizer choose what to violate.
        if (relaxed && selection.contradicted > 0) {
            Encoder trimmed(table, selection.uncontradicted, level);
            result = trimmed.solve(limit, false, budget);
            result.softViolated = selection.contradicted;
            result.softConsidered = soft;
        }
        bool sampled = false;
        if (result.status != SynthesisResult::Status::Found && (relaxed || sample.size() < selection.rows.size())) {
            Encoder encoder(table, sample, level);
            result = encoder.solve(limit, relaxed, budget);
            result.softConsidered = std::min(soft, kSampleSoftRows);
            sampled = true;
        }
        // All rows only after a solution of the sample: z3 answering Unknown (its limit) on
        // the sample will not answer the larger question within it either (seen on
        // resources/bench/slow: 10 s for the sample, then 10 s more for all rows).
        if (!relaxed && (!sampled || result.status == SynthesisResult::Status::Found)) {
            Encoder encoder(table, selection.rows, level);
            result = encoder.solve(limit, false, budget);
        }
        result.level = level;
        result.relaxed = relaxed;
    } catch (const z3::exception& e) {
        result.status = SynthesisResult::Status::Unknown;
        result.reason = e.msg();
    }
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

SynthesisResult synthesizeCondition(const SynthesisTable& table, const SynthesisOptions& options, const CancelToken* cancel)
{
    SynthesisResult last;
    // A tolerant stage's answer, when it was not taken: the relaxed stage of the same level asks
    // z3 the same question (only the acceptance differs), so it reuses it (found or not).
    std::optional<SynthesisResult> untolerated;
    double total = 0;
    const std::vector<SynthesisStage> stages = synthesisStages(options.minLevel, options.maxLevel);
    for (int i = std::max(0, options.firstStage); i < static_cast<int>(stages.size()); ++i) {
        if (cancel && cancel->isCancelled()) break;
        if (options.budget && options.budget->exhausted()) {
            last.status = SynthesisResult::Status::Unknown;
            last.reason = kBudgetSpent;
            break;
        }
        const SynthesisStage& stage = stages[static_cast<std::size_t>(i)];
        SynthesisResult r;
        if (stage.relaxed && !stage.tolerant && untolerated && untolerated->level == stage.level) {
            r = std::move(*untolerated);
            untolerated.reset();
        } else {
            // An optimizer call costs more than a satisfiability check: relaxed stages get a
            // fifth of the limit (they are a fallback, and `unknown' is a normal answer).
            r = synthesizeAtLevel(table, stage.level, stage.relaxed ? std::max<analysis::Z3Units>(1, options.z3Limit / 5) : options.z3Limit,
                                  stage.relaxed, options.budget);
            total += r.seconds;
        }
        if (stage.tolerant && r.status == SynthesisResult::Status::Found && r.softViolated * 10 > r.softConsidered) {
            untolerated = std::move(r);
            continue;
        }
        if (stage.tolerant && r.status != SynthesisResult::Status::Found) {
            untolerated.emplace();
            untolerated->status = r.status;
            untolerated->reason = r.reason;
            untolerated->level = r.level;
            untolerated->relaxed = true;
        }
        if (r.status == SynthesisResult::Status::Found) {
            r.seconds = total;
            r.stage = i;
            return r;
        }
        last = std::move(r);
    }
    last.seconds = total;
    return last;
}

}  // namespace amend::nopol
