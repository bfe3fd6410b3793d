// Tests of the `wp` technique (engine/wp/, He and Gupta's path-based WP paper): pwp and the hypothesized and actual
// states against formulas computed by hand, evidence of each kind on hand-made traces, the 32-bit
// semantics of the z3 translation (the same as the engine's one translator gives), and the
// technique on the programs of tests/wp (one per kind of error of the paper's experiments, and
// its Figure 1): the modification found must be the expected statement.
#include "analysis/z3_translate.h"
#include "sema/compiler.h"
#include "syntax/parser.h"
#include "wp/trace.h"
#include "wp/wp.h"
#include "wp/z3_terms.h"

#include "fault_fixture.h"

#include <QtTest>

#include <functional>

using namespace amend;
using testfixture::load;
using testfixture::makeFault;
using namespace amend::wp;

namespace {

TermPtr var(const std::string& n) { return variable(n, Sort::Integer); }
TermPtr num(std::int32_t v) { return constant(v); }
TermPtr op(TermOp o, TermPtr a, TermPtr b) { return binary(o, std::move(a), std::move(b)); }

TraceStep assign(const std::string& target, TermPtr value, Valuation before = {})
{
    TraceStep s;
    s.kind = StepKind::Assign;
    s.target = target;
    s.value = std::move(value);
    s.before = std::move(before);
    return s;
}

TraceStep branch(TermPtr condition, bool outcome, Valuation before = {})
{
    TraceStep s;
    s.kind = StepKind::Branch;
    s.condition = std::move(condition);
    s.outcome = outcome;
    s.before = std::move(before);
    return s;
}

// A test calling `cls.routine (args)` on a new object.
analysis::ReplayableTest call(const sema::Program& p, const std::string& cls, const std::string& routine, std::vector<int> args)
{
    return testfixture::callOnNewObject(p, cls, routine, std::move(args));
}

std::string describe(const WpReport& r)
{
    std::string s = r.skipped == WpSkipped::No ? "\n" : "skipped\n";
    for (const Evidence& e : r.evidence) s += "  evidence at point " + std::to_string(e.point) + ": `" + normalForm(*e.hypothesized).text() + "'\n";
    for (const WpCandidate& c : r.candidates) s += "  line " + std::to_string(c.line) + ": `" + c.evidence.before + "' -> `" + c.evidence.after + "'\n";
    return s;
}

}  // namespace

class TestWp : public QObject {
    Q_OBJECT

private slots:
    // pwp (x := e, R) = R [x := e]; pwp (B, R) = R; sequences compose backwards.
    void pwpBySubstitution()
    {
        // i := 1; s := s + i; (i < n); i := i + 1   with R = s >= i
        std::vector<TraceStep> steps{assign("i", num(1)), assign("s", op(TermOp::Add, var("s"), var("i"))),
                                     branch(op(TermOp::Lt, var("i"), var("n")), true), assign("i", op(TermOp::Add, var("i"), num(1)))};
        const TermPtr r = op(TermOp::Ge, var("s"), var("i"));
        QCOMPARE(print(*pwp(steps[3], r)), std::string("s >= i + 1"));
        QCOMPARE(print(*pwp(steps[2], r)), std::string("s >= i"));  // a branch leaves R unchanged
        QCOMPARE(print(*pwp(steps, 1, r)), std::string("s + i >= i + 1"));
        QCOMPARE(print(*pwp(steps, 0, r)), std::string("s + 1 >= 1 + 1"));
        // The normal form: arithmetic without constant term, relational operator, constant.
        QCOMPARE(normalForm(*pwp(steps, 1, r)).text(), std::string("s >= 1"));
        QCOMPARE(normalForm(*op(TermOp::Lt, op(TermOp::Sub, var("s"), var("a")), num(0))).text(), std::string("-a + s < 0"));
        // i = 3 after i := 1 … i := i + 1: 1 + 1 = 3, no variable left, False.
        const NormalForm constantOnly = normalForm(*pwp(steps, 0, op(TermOp::Eq, var("i"), num(3))));
        QVERIFY(constantOnly.variableFree);
        QCOMPARE(constantOnly.text(), std::string("0 = 1"));
    }

    // The paper's actual states: Kill/Gen forward, pwp and conjunction backward.
    void actualStates()
    {
        ErrorTrace t;
        t.precondition = op(TermOp::Gt, var("n"), num(0));
        t.initial = {{"n", 3}, {"i", 0}, {"s", 0}};
        t.steps = {assign("i", num(1)), assign("s", var("a0")), branch(op(TermOp::Lt, var("i"), var("n")), true),
                   assign("i", op(TermOp::Add, var("i"), num(1)))};
        const auto q = forwardStates(t);
        QCOMPARE(q.size(), std::size_t(5));
        auto texts = [](const std::vector<ActualAtom>& atoms) {
            std::string s;
            for (const ActualAtom& a : atoms) s += (s.empty() ? "" : " and ") + print(*a.atom);
            return s;
        };
        QCOMPARE(texts(q[0]), std::string("n > 0"));
        QCOMPARE(texts(q[2]), std::string("n > 0 and i = 1 and s = a0"));
        QCOMPARE(texts(q[3]), std::string("n > 0 and i = 1 and s = a0 and i < n"));
        // i := i + 1 kills what mentions i and generates nothing (i + 1 mentions i).
        QCOMPARE(texts(q[4]), std::string("n > 0 and s = a0"));
        // The predicate as taken: a branch that was False shows its negation.
        QCOMPARE(print(*branch(op(TermOp::Lt, var("i"), var("n")), false).taken()), std::string("i >= n"));
    }

    // DNF of implications and Boolean equalities.
    void disjunctiveNormalForm()
    {
        const TermPtr f = op(TermOp::Implies, op(TermOp::Eq, var("l"), var("u")), op(TermOp::Eq, var("r"), num(1)));
        const Dnf d = toDnf(f);
        QCOMPARE(d.disjuncts.size(), std::size_t(2));
        QCOMPARE(print(*d.disjuncts[0][0]), std::string("l /= u"));
        QCOMPARE(print(*d.disjuncts[1][0]), std::string("r = 1"));
    }

    // z3 on 32-bit bit-vectors: 65536 * 65536 = 0 and 2147483647 + 1 < 0, as in the interpreter.
    void bitVectorSemantics()
    {
        z3::context ctx;
        Z3Terms z(ctx, true);
        z3::expr_vector a(ctx);
        a.push_back(z(*op(TermOp::Eq, op(TermOp::Mul, var("x"), var("x")), num(0))));
        a.push_back(z(*op(TermOp::Eq, var("x"), num(65536))));
        QCOMPARE(solve(ctx, a, 1000), Answer::Sat);
        z3::expr_vector b(ctx);
        b.push_back(z(*op(TermOp::Ge, op(TermOp::Add, num(2147483647), num(1)), num(0))));
        QCOMPARE(solve(ctx, b, 1000), Answer::Unsat);
        // // truncates toward zero and \\ has the dividend's sign: -7 // 2 = -3, -7 \\ 2 = -1.
        z3::expr_vector c(ctx);
        c.push_back(z(*op(TermOp::Eq, op(TermOp::Quot, num(-7), num(2)), num(-3))));
        c.push_back(z(*op(TermOp::Eq, op(TermOp::Rem, num(-7), num(2)), num(-1))));
        QCOMPARE(solve(ctx, c, 1000), Answer::Sat);
        QCOMPARE(*evaluate(*op(TermOp::Quot, num(-7), num(2)), {}), -3);
        QCOMPARE(*evaluate(*op(TermOp::Add, num(2147483647), num(1)), {}), std::numeric_limits<std::int32_t>::min());
    }

    // WP's terms and the engine's translator (analysis/z3_translate.h) reach z3 through one
    // operator level: they agree on wrap-around, and on a formula over variables they give
    // equivalent z3 expressions.
    void wpAndTheTranslatorAgree()
    {
        z3::context ctx;
        Z3Terms z(ctx, true);
        analysis::Z3Translator translator(ctx);
        auto valid = [&](const z3::expr& e) {
            z3::expr_vector a(ctx);
            a.push_back(!e);
            return solve(ctx, a, 1000) == Answer::Unsat;
        };
        const syntax::ExprPtr wraps = syntax::parseExpressionText("2147483647 + 1 < 0");
        QVERIFY(wraps);
        QVERIFY(valid(translator.boolean(*wraps)));
        QVERIFY(valid(z(*op(TermOp::Lt, op(TermOp::Add, num(2147483647), num(1)), num(0)))));
        const syntax::ExprPtr noWrap = syntax::parseExpressionText("x + 1 > x");
        QVERIFY(noWrap);
        QVERIFY(!valid(translator.boolean(*noWrap)));
        QVERIFY(!valid(z(*op(TermOp::Gt, op(TermOp::Add, var("x"), num(1)), var("x")))));

        // x * x - y < x + 1 and (y = x or not (y < 0)), both ways, the variables shared.
        const z3::expr x = analysis::integerConstant(ctx, "x"), y = analysis::integerConstant(ctx, "y");
        translator.define("x", x);
        translator.define("y", y);
        const syntax::ExprPtr text = syntax::parseExpressionText("x * x - y < x + 1 and (y = x or not (y < 0))");
        QVERIFY(text);
        const TermPtr term = op(TermOp::And, op(TermOp::Lt, op(TermOp::Sub, op(TermOp::Mul, var("x"), var("x")), var("y")),
                                                op(TermOp::Add, var("x"), num(1))),
                                op(TermOp::Or, op(TermOp::Eq, var("y"), var("x")), unary(TermOp::Not, op(TermOp::Lt, var("y"), num(0)))));
        QVERIFY(valid(translator.boolean(*text) == z(*term)));
    }

    // x := 5 with R = x = 6: after the assignment, type II (the actual `x = 5' against the
    // hypothesized `x = 6', same left-hand side); before it, type I (`5 = 6': no variable).
    void evidenceTypeI()
    {
        ErrorTrace t;
        t.precondition = boolean(true);
        t.initial = {{"x", 0}};
        t.steps = {assign("x", num(5), {{"x", 0}})};
        t.final = {{"x", 5}};
        t.goal = op(TermOp::Eq, var("x"), num(6));
        const auto found = findEvidence(t, {});
        QCOMPARE(found.size(), std::size_t(2));
        QCOMPARE(found[0].kind, EvidenceKind::ExplicitTypeII);
        QCOMPARE(found[0].point, std::size_t(1));
        QCOMPARE(normalForm(*found[0].actual).text(), std::string("x = 5"));
        QCOMPARE(normalForm(*found[0].hypothesized).text(), std::string("x = 6"));
        QCOMPARE(found[1].kind, EvidenceKind::ExplicitTypeI);
        QCOMPARE(found[1].point, std::size_t(0));
        QCOMPARE(normalForm(*found[1].hypothesized).text(), std::string("0 = 1"));
    }

    // Type II: an atom of the actual state and a negative one of the hypothesized state about
    // the same quantity (the paper's `s - a[i=2] < 0' against `s - a[2] >= 0').
    void evidenceTypeII()
    {
        ErrorTrace t;
        t.precondition = boolean(true);
        t.initial = {{"s", 1}};
        const TermPtr a2 = opaque("a [i]", "a [i]=5", Sort::Integer, 5);
        t.steps = {branch(op(TermOp::Ge, var("s"), a2), false, {{"s", 1}})};  // taken: s < a [i]
        t.final = {{"s", 1}};
        t.goal = op(TermOp::Ge, var("s"), a2);
        const auto found = findEvidence(t, {});
        QCOMPARE(found.size(), std::size_t(1));  // found after the branch; the same atom is not reported again
        QCOMPARE(found[0].kind, EvidenceKind::ExplicitTypeII);
        QCOMPARE(found[0].point, std::size_t(1));
        QCOMPARE(normalForm(*found[0].actual).text(), std::string("s - a [i] < 0"));
        QCOMPARE(normalForm(*found[0].hypothesized).text(), std::string("s - a [i] >= 0"));
    }

    // Implicit: nothing in the actual state excludes the negative atom; it is left at the top.
    void evidenceImplicit()
    {
        ErrorTrace t;
        // r := n with R = r = m: R_1 = r = m, A_1 = n >= 0 and r = n; R_0 = n = m, A_0 = n >= 0.
        t.precondition = op(TermOp::Ge, var("n"), num(0));
        t.initial = {{"n", 2}, {"m", 3}, {"r", 0}};
        t.steps = {assign("r", var("n"), t.initial)};
        t.final = {{"n", 2}, {"m", 3}, {"r", 2}};
        t.goal = op(TermOp::Eq, var("r"), var("m"));
        const auto found = findEvidence(t, {});
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found[0].kind, EvidenceKind::Implicit);
        QCOMPARE(found[0].point, std::size_t(0));
        QCOMPARE(normalForm(*found[0].hypothesized).text(), std::string("-m + n = 0"));
    }

    void squaresWrongOperator()
    {
        auto p = load("/tests/wp/squares.e");
        QVERIFY(p);
        const sema::FeatureInfo* f = p->classNamed("SQUARES")->feature("sum_of_squares");
        std::vector<analysis::ReplayableTest> tests;
        for (int n : {0, 1, 2, 3, 5}) tests.push_back(call(*p, "SQUARES", "sum_of_squares", {n}));
        const analysis::FaultUnderRepair fault = makeFault(*p, f, std::move(tests));
        QCOMPARE(fault.failing.size(), std::size_t(4));
        CancelToken cancel;
        NullProgressSink progress;
        const WpReport r = runWp(*p, fault, {}, cancel, progress);
        QCOMPARE(r.failingTraces, 4);
        QCOMPARE(r.passingTraces, 1);
        // The goal's only negative atom is left at the top: implicit evidence, naming the assignment.
        QVERIFY2(!r.evidence.empty() && r.evidence.front().kind == EvidenceKind::Implicit, describe(r).c_str());
        QVERIFY2(!r.candidates.empty(), describe(r).c_str());
        const Modification& m = r.candidates.front().modification;
        QCOMPARE(m.kind, ModificationKind::Operator);
        QVERIFY(!m.branch);
        QCOMPARE(m.before, std::string("Result - i * i"));
        QCOMPARE(m.after, std::string("Result + i * i"));
        QCOMPARE(m.editText, std::string("+"));
        QCOMPARE(m.evidence, 0);
    }

    // The paper's Figure 1 and its trace: max_of (<<-2, 5, 3>>, 3) with `Result > a [i]' for
    // `Result < a [i]'. The postcondition's quantifiers are expanded over 1 |..| n.
    void figureOne()
    {
        auto p = load("/tests/wp/maximum.e");
        QVERIFY(p);
        const sema::ClassInfo* c = p->classNamed("MAXIMUM");
        const sema::FeatureInfo* f = c->feature("max_of");
        const sema::Type* arrayType = p->typeTable().classType(p->arrayClass, {p->basicType(sema::BasicKind::Integer32)});
        auto maxOf = [&](std::vector<int> items) {
            analysis::ReplayableTest t;
            t.name = "max_of";
            t.run = [&p, c, f, arrayType, items](const runtime::RunOptions& options) {
                runtime::Interpreter in(*p, options);
                auto obj = in.createObject(c->selfType, c->feature("make"), {});
                std::vector<runtime::Value> values;
                for (int v : items) values.push_back(runtime::Value::int32(v));
                auto a = in.makeArray(arrayType, values);
                if (obj && a) in.call(*obj, f, {*a, runtime::Value::int32(static_cast<int>(items.size()))});
                return in.outcome();
            };
            return t;
        };
        std::vector<analysis::ReplayableTest> tests{maxOf({-2, 5, 3}), maxOf({7, 7, 7}), maxOf({4})};
        const analysis::FaultUnderRepair fault = makeFault(*p, f, std::move(tests));
        QCOMPARE(fault.failing.size(), std::size_t(1));
        CancelToken cancel;
        NullProgressSink progress;
        const WpReport r = runWp(*p, fault, {}, cancel, progress);
        // As in the paper (Section 2.5): at the last iteration's end, the branch's `s - a[i=2] < 0'
        // against the postcondition's `s - a[2] >= 0', explicit evidence of type II.
        QVERIFY2(r.evidence.size() >= 2, describe(r).c_str());
        const Evidence& e = r.evidence.front();
        QCOMPARE(e.kind, EvidenceKind::ExplicitTypeII);
        QCOMPARE(normalForm(*e.actual).text(), std::string("Result - a [i=2] < 0"));
        QCOMPARE(normalForm(*e.hypothesized).text(), std::string("Result - a [2] >= 0"));
        QVERIFY(!e.statements.empty() && e.statements.front()->op == ir::IOp::If);
        // The branch's relational operator changed, as the string difference suggests: `<=' keeps
        // the passing run on equal items in the same branch, `<' (the paper's) changes it.
        QVERIFY2(r.candidates.size() >= 2, describe(r).c_str());
        const Modification& first = r.candidates[0].modification;
        QVERIFY(first.branch && first.stringDifference);
        QCOMPARE(first.evidence, 0);
        QCOMPARE(first.after, std::string("Result <= a [i]"));
        QCOMPARE(first.passingChanged, 0);
        bool papers = false;
        for (const WpCandidate& c : r.candidates) papers = papers || (c.modification.after == "Result < a [i]" && c.modification.passingChanged == 1);
        QVERIFY2(papers, describe(r).c_str());
    }

    // A goal clause the translator cannot read (issue 33: a null term in the goal's conjunction
    // crashed `evaluate' when a passing run got past the first clause) is an unknown Boolean: the
    // failing run still has its trace, the passing run's goal is unknown, and nothing crashes.
    void untranslatableGoalClauseIsUnknown()
    {
        auto p = load("/tests/wp/squares.e");
        QVERIFY(p);
        const sema::FeatureInfo* f = p->classNamed("SQUARES")->feature("sum_of_squares");
        std::vector<analysis::ReplayableTest> tests;
        for (int n : {0, 2}) tests.push_back(call(*p, "SQUARES", "sum_of_squares", {n}));
        const analysis::FaultUnderRepair fault = makeFault(*p, f, std::move(tests));
        QCOMPARE(fault.failing.size(), std::size_t(1));
        QCOMPARE(fault.passing.size(), std::size_t(1));
        std::optional<Goal> goal = goalOf(fault);
        QVERIFY(goal);
        ir::Expr unreadable;  // typed as nothing the translator reads
        unreadable.op = ir::Op::BoolConst;
        unreadable.intValue = 1;
        goal->clauses.push_back(&unreadable);
        const std::vector<ErrorTrace> failing = recordTraces(*p, fault, *goal, fault.failing.front(), true, {});
        QCOMPARE(failing.size(), std::size_t(1));
        QVERIFY(failing.front().goal && failing.front().violated);
        QVERIFY(!failing.front().holds);
        QVERIFY(!evaluate(*failing.front().goal, failing.front().final).value_or(1));
        const std::vector<ErrorTrace> passing = recordTraces(*p, fault, *goal, fault.passing.front(), false, {});
        QVERIFY(passing.empty());  // its goal is unknown: no passing trace to compare with
        goal->violated = static_cast<int>(goal->clauses.size()) - 1;  // the unreadable clause violated
        QVERIFY(recordTraces(*p, fault, *goal, fault.failing.front(), true, {}).empty());
    }

    // A callee's precondition is not a goal WP handles: it says so and proposes nothing.
    void unsupportedGoal()
    {
        auto p = load("/tests/wp/squares.e");
        QVERIFY(p);
        analysis::FaultUnderRepair fault;
        fault.routine = p->classNamed("SQUARES")->feature("sum_of_squares");
        fault.kind = runtime::ViolationKind::Precondition;
        fault.failing.push_back(call(*p, "SQUARES", "sum_of_squares", {-1}));
        CancelToken cancel;
        NullProgressSink progress;
        const WpReport r = runWp(*p, fault, {}, cancel, progress);
        QCOMPARE(r.skipped, WpSkipped::UnsupportedGoal);
        QVERIFY(r.candidates.empty());
        QCOMPARE(r.failingTraces, 0);
    }
};

QTEST_GUILESS_MAIN(TestWp)
#include "test_wp.moc"
