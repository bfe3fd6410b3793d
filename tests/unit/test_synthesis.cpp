// Fix synthesis on small routines with hand-computed expectations: fix actions (setting,
// replacement, commands), the four schemas, expression mutations, schema candidates from a
// snapshot, lowering, callee preconditions at call sites and their extremal values (z3),
// contract candidates, the guards of a call on a Void target (in a loop's exit condition), and
// unified diffs that `git apply` accepts.
#include "repair/diff.h"
#include "runtime/interpreter.h"
#include "sema/compiler.h"
#include "synthesis/behavior_model.h"
#include "synthesis/code_fixes.h"
#include "synthesis/constraint_solving.h"
#include "synthesis/contract_fixes.h"
#include "synthesis/fix_actions.h"
#include "synthesis/lowering.h"
#include "synthesis/schemas.h"
#include "syntax/parser.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace amend;

namespace {

const char* const source =
    "class\n"
    "\tC\n"
    "\n"
    "create\n"
    "\tmake\n"
    "\n"
    "feature\n"
    "\n"
    "\tmake\n"
    "\t\tdo\n"
    "\t\tend\n"
    "\n"
    "\tx: INTEGER\n"
    "\n"
    "\tcount: INTEGER\n"
    "\n"
    "\tf (n: INTEGER): INTEGER\n"
    "\t\tlocal\n"
    "\t\t\tk: INTEGER\n"
    "\t\tdo\n"
    "\t\t\tk := n + 1\n"
    "\t\t\tif k > 3 then\n"
    "\t\t\t\tResult := k\n"
    "\t\t\tend\n"
    "\t\t\tgo (k)\n"
    "\t\tend\n"
    "\n"
    "\tforth\n"
    "\t\tdo\n"
    "\t\t\tx := x + 1\n"
    "\t\tend\n"
    "\n"
    "\tgo (i: INTEGER)\n"
    "\t\trequire\n"
    "\t\t\tvalid: 0 <= i and i <= count + 1\n"
    "\t\tdo\n"
    "\t\t\tx := i\n"
    "\t\tend\n"
    "\n"
    "\twithdraw (amount: INTEGER)\n"
    "\t\tdo\n"
    "\t\t\tcount := count - amount\n"
    "\t\tend\n"
    "\n"
    "invariant\n"
    "\tcount_not_negative: count >= 0\n"
    "\n"
    "end\n";

}  // namespace

class TestSynthesis : public QObject {
    Q_OBJECT

    std::shared_ptr<const sema::Program> m_program;
    const sema::FeatureInfo* m_f = nullptr;

    syntax::ExprPtr parse(const std::string& text)
    {
        return syntax::parseExpressionText(text);
    }
    const syntax::Instr* instr(int index) { return m_f->decl->body[static_cast<std::size_t>(index)].get(); }

private slots:
    void initTestCase()
    {
        sema::CompileInput input;
        input.buffers = {{"/synthesis/c.e", source}};
        DiagnosticSink sink;
        m_program = sema::compileProgram(input, sink);
        QVERIFY(!sink.hasErrors());
        m_f = m_program->classNamed("C")->feature("f");
        QVERIFY(m_f && m_f->decl && m_f->routine);
    }

    void settingActions()
    {
        synthesis::RoutineText text(*m_program, *m_f);
        QVERIFY(text.valid());
        // Writable integer local: the five settings; the `if` is compound, so no replacement.
        auto p = parse("k > 3");
        std::vector<synthesis::FixAction> actions = synthesis::fixActions(*m_program, *m_f, text, *p, *instr(1));
        std::vector<std::string> texts;
        std::vector<synthesis::ActionKind> kinds;
        for (const auto& a : actions) {
            texts.push_back(a.text);
            kinds.push_back(a.kind);
        }
        QCOMPARE(texts, (std::vector<std::string>{"k := 0", "k := 1", "k := -1", "k := k + 1", "k := k - 1"}));
        using K = synthesis::ActionKind;
        QCOMPARE(kinds, (std::vector<K>{K::ConstantAssignment, K::ConstantAssignment, K::ConstantAssignment, K::Assignment, K::Assignment}));
        // Attribute x is writable; argument n is not: Current's argumentless commands instead
        // (forth; make is a creation procedure, the routine itself is excluded).
        p = parse("x > n");
        texts.clear();
        kinds.clear();
        for (const auto& a : synthesis::fixActions(*m_program, *m_f, text, *p, *instr(0))) {
            texts.push_back(a.text);
            kinds.push_back(a.kind);
        }
        // Then the replacements of n (in p) in the instruction `k := n + 1`, parenthesized
        // inside the sum.
        QCOMPARE(texts, (std::vector<std::string>{"x := 0", "x := 1", "x := -1", "x := x + 1", "x := x - 1", "forth", "k := (n + 1) + 1",
                                                  "k := (n - 1) + 1", "k := 0 + 1", "k := 1 + 1", "k := (-1) + 1"}));
        // `k := 0 + 1' assigns a constant as much as `k := 1' does: it throws away what k held.
        QCOMPARE(kinds, (std::vector<K>{K::ConstantAssignment, K::ConstantAssignment, K::ConstantAssignment, K::Assignment, K::Assignment,
                                        K::Command, K::Assignment, K::Assignment, K::ConstantAssignment, K::ConstantAssignment,
                                        K::ConstantAssignment}));
    }

    void equalityActions()
    {
        synthesis::RoutineText text(*m_program, *m_f);
        auto texts = [&](const std::string& predicate) {
            std::vector<std::string> out;
            for (const auto& a : synthesis::fixActions(*m_program, *m_f, text, *parse(predicate), *instr(0))) out.push_back(a.text);
            return out;
        };
        auto has = [](const std::vector<std::string>& all, const std::string& t) { return std::find(all.begin(), all.end(), t) != all.end(); };
        // An attribute the clause asks to equal something computable: set it so, from either side
        // and under a negation.
        QVERIFY(has(texts("x = n + count"), "x := n + count"));
        QVERIFY(has(texts("n /= x"), "x := n"));
        // A local's equality describes a computation (a loop invariant's `sum = x + y - n'): no
        // assignment of it; nor one that needs `old' or reads the attribute itself.
        QVERIFY(!has(texts("k = n + 1"), "k := n + 1"));
        QVERIFY(!has(texts("x = old x + 1"), "x := old x + 1"));
        QVERIFY(!has(texts("x = x * 2"), "x := x * 2"));
        QVERIFY(!has(texts("Result = n"), "Result := n"));
    }

    void replacementActions()
    {
        synthesis::RoutineText text(*m_program, *m_f);
        // At `go (k)` with p = `k > 3`: k occurs as the argument: 0, 1, -1, k + 1, k - 1.
        auto p = parse("k > 3");
        std::vector<std::string> replacements;
        for (const auto& a : synthesis::fixActions(*m_program, *m_f, text, *p, *instr(2)))
            if (a.isReplacement) replacements.push_back(a.text);
        QCOMPARE(replacements, (std::vector<std::string>{"go (k + 1)", "go (k - 1)", "go (0)", "go (1)", "go (-1)"}));
    }

    void schemas()
    {
        const std::string ind = "\t\t\t";
        QCOMPARE(synthesis::instantiateSchema(synthesis::Schema::A, "k > 3", "k := k - 1", "go (k)", ind), std::string("k := k - 1\n\t\t\tgo (k)"));
        QCOMPARE(synthesis::instantiateSchema(synthesis::Schema::B, "k > 3", "k := k - 1", "go (k)", ind),
                 std::string("if k > 3 then\n\t\t\t\tk := k - 1\n\t\t\tend\n\t\t\tgo (k)"));
        QCOMPARE(synthesis::instantiateSchema(synthesis::Schema::C, "k <= 3", "", "go (k)", ind), std::string("if k <= 3 then\n\t\t\t\tgo (k)\n\t\t\tend"));
        QCOMPARE(synthesis::instantiateSchema(synthesis::Schema::D, "k > 3", "k := k - 1", "go (k)", ind),
                 std::string("if k > 3 then\n\t\t\t\tk := k - 1\n\t\t\telse\n\t\t\t\tgo (k)\n\t\t\tend"));
        // A multi-line old_stmt is indented one more level.
        QCOMPARE(synthesis::instantiateSchema(synthesis::Schema::C, "b", "", "if a then\n\t\t\t\tx := 1\n\t\t\tend", ind),
                 std::string("if b then\n\t\t\t\tif a then\n\t\t\t\t\tx := 1\n\t\t\t\tend\n\t\t\tend"));
    }

    void mutations()
    {
        synthesis::RoutineText text(*m_program, *m_f);
        synthesis::EntityTypes types(*m_program, *m_f);
        std::vector<std::string> got;
        for (const auto& m : synthesis::expressionMutations(text, types, *instr(1)->conds[0])) got.push_back(m.text);
        // 5 operator swaps (the negation k <= 3 is one of them), True, False; k: ±1, 0, 1, -1;
        // the literal 3: 4 and 2.
        QCOMPARE(got, (std::vector<std::string>{"k < 3", "k <= 3", "k >= 3", "k = 3", "k /= 3", "True", "False", "k + 1", "k - 1", "0", "1",
                                                "-1", "4", "2"}));
    }

    void schemaCandidatesAndLowering()
    {
        synthesis::RoutineText text(*m_program, *m_f);
        analysis::FaultLocalization loc;
        analysis::Snapshot s;
        s.locationRange = instr(2)->range;  // go (k)
        s.predicate = "k > 3";
        s.predicateExpr = std::shared_ptr<const syntax::Expr>(parse("k > 3").release());
        s.value = true;
        s.susp = 0.8;
        loc.snapshots.push_back(s);
        std::vector<synthesis::Candidate> cs = synthesis::schemaCandidates(*m_program, *m_f, text, loc, instr(2)->range.begin);
        // (c) once, then (b), (d), (a) for each of 5 settings of k and 5 replacements of go (k).
        QCOMPARE(cs.size(), std::size_t(1 + 3 * 10));
        QCOMPARE(cs[0].schema, synthesis::Schema::C);
        QCOMPARE(cs[0].edits.at(0).text, std::string("if k <= 3 then\n\t\t\t\tgo (k)\n\t\t\tend"));
        QCOMPARE(cs[1].schema, synthesis::Schema::B);
        QCOMPARE(cs[1].action, std::string("k := 0"));
        QVERIFY(synthesis::lowerCandidate(*m_program, *m_f, text, cs[1]));
        QVERIFY(cs[1].lowered != nullptr);
        QCOMPARE(cs[1].normalized, std::string("k := n + 1\nif k > 3 then\n\tResult := k\nend\nif k > 3 then\n\tk := 0\nend\ngo (k)\n"));
        // A candidate that does not type-check is dropped.
        synthesis::Candidate bad = cs[1];
        bad.edits = {{instr(2)->range.begin, instr(2)->range.end, "k := True"}};
        QVERIFY(!synthesis::lowerCandidate(*m_program, *m_f, text, bad));
        for (const synthesis::Candidate& c : cs) QCOMPARE(c.antiPattern, synthesis::AntiPattern::None);

        // `k > 3' held in all 4 passing and 2 failing runs: (c) and (d) skip `go (k)' in every
        // observed run, the anti-pattern of deleting it; (a) and (b) keep it.
        loc.snapshots[0].passingCount = 4;
        loc.snapshots[0].failingCount = 2;
        synthesis::SchemaOptions everyRun;
        everyRun.passingRuns = 4;
        everyRun.failingRuns = 2;
        for (const synthesis::Candidate& c : synthesis::schemaCandidates(*m_program, *m_f, text, loc, instr(2)->range.begin, everyRun)) {
            const bool skips = c.schema == synthesis::Schema::C || c.schema == synthesis::Schema::D;
            QCOMPARE(c.antiPattern, skips ? synthesis::AntiPattern::DeletesStatement : synthesis::AntiPattern::None);
        }
        // In 4 of 5 passing runs only: a real condition.
        everyRun.passingRuns = 5;
        for (const synthesis::Candidate& c : synthesis::schemaCandidates(*m_program, *m_f, text, loc, instr(2)->range.begin, everyRun))
            QCOMPARE(c.antiPattern, synthesis::AntiPattern::None);
    }

    void calleePreconditionAndExtremes()
    {
        const syntax::Expr& call = *instr(2)->expr;
        const sema::FeatureInfo* go = m_program->classNamed("C")->feature("go");
        QCOMPARE(synthesis::calleePreconditionAt(*go, call), std::string("0 <= k and k <= count + 1"));
        // Bounds of i: 0 and count + 1 (both hold under the invariant count >= 0, z3).
        QCOMPARE(synthesis::extremalValues(*go, "i", call), (std::vector<std::string>{"0", "count + 1"}));
        auto constraint = parse("0 <= i and i <= count + 1");
        auto zero = parse("0");
        auto minusTwo = parse("-2");
        auto invariant = parse("count >= 0");
        QCOMPARE(synthesis::impliedLinear({invariant.get()}, *constraint, "i", zero.get()), 1);
        QCOMPARE(synthesis::impliedLinear({invariant.get()}, *constraint, "i", minusTwo.get()), 0);
    }

    // An actual argument keeps its precedence where the formal stood: `a + b' for k in `k * 2'
    // reads `(a + b) * 2' (the bounds once read `a + b * 2'), and the call's target prefixes
    // Current's features.
    void argumentsKeepTheirPrecedenceAtTheCall()
    {
        const char* const scaled =
            "class\n\tP\n\nfeature\n\n\tlimit: INTEGER\n\n"
            "\tscale (i, k: INTEGER)\n\t\trequire\n\t\t\tupper: i <= k * 2\n\t\t\tlower: i >= limit - k\n\t\tdo\n\t\tend\n\n"
            "\tcaller (a, b: INTEGER; other: P)\n\t\tdo\n\t\t\tscale (a, a + b)\n\t\t\tother.scale (a, a - b)\n\t\tend\n\nend\n";
        sema::CompileInput input;
        input.buffers = {{"/synthesis/p.e", scaled}};
        DiagnosticSink sink;
        const std::shared_ptr<const sema::Program> program = sema::compileProgram(input, sink);
        QVERIFY(!sink.hasErrors());
        const sema::ClassInfo* p = program->classNamed("P");
        const sema::FeatureInfo* scale = p->feature("scale");
        const syntax::Body& body = p->feature("caller")->decl->body;
        const syntax::Expr& unqualified = *body[0]->expr;
        const syntax::Expr& qualified = *body[1]->expr;
        QCOMPARE(synthesis::extremalValues(*scale, "i", unqualified), (std::vector<std::string>{"(a + b) * 2", "limit - (a + b)"}));
        QCOMPARE(synthesis::calleePreconditionAt(*scale, unqualified), std::string("(a <= (a + b) * 2) and then (a >= limit - (a + b))"));
        QCOMPARE(synthesis::extremalValues(*scale, "i", qualified), (std::vector<std::string>{"(a - b) * 2", "other.limit - (a - b)"}));
    }

    void contractCandidates()
    {
        const sema::FeatureInfo* w = m_program->classNamed("C")->feature("withdraw");
        synthesis::RoutineText text(*m_program, *w);
        std::vector<std::string> clauses;
        for (const auto& c : synthesis::contractCandidates(*m_program, *w, text, {})) clauses.push_back(c.clause);
        QVERIFY(std::find(clauses.begin(), clauses.end(), "amount <= count") != clauses.end());
        QVERIFY(std::find(clauses.begin(), clauses.end(), "amount > 0") != clauses.end());
        auto cs = synthesis::contractCandidates(*m_program, *w, text, {});
        // No precondition yet: a require clause is inserted before `do`.
        QCOMPARE(cs[0].edits.at(0).text, std::string("require\n\t\t\t" + cs[0].clause + "\n\t\t"));
        QVERIFY(synthesis::lowerCandidate(*m_program, *w, text, cs[0]));
        QVERIFY(cs[0].clauseIr != nullptr);
    }

    void behaviorModel()
    {
        // D: `start' makes `before' False, `back' makes it True, `noop' leaves it. One passing run:
        // back, start, noop, back, start.
        const char* d = "class\n\tD\n\nfeature\n\n\tbefore: BOOLEAN\n\n\tstart\n\t\tdo\n\t\t\tbefore := False\n\t\tend\n\n"
                        "\tback\n\t\tdo\n\t\t\tbefore := True\n\t\tend\n\n\tnoop\n\t\tdo\n\t\tend\n\n\tr\n\t\tdo\n\t\tend\n\nend\n";
        sema::CompileInput input;
        input.buffers = {{"/synthesis/d.e", d}};
        DiagnosticSink sink;
        std::shared_ptr<const sema::Program> program = sema::compileProgram(input, sink);
        QVERIFY(!sink.hasErrors());
        const sema::ClassInfo* cls = program->classNamed("D");
        analysis::FaultUnderRepair fault;
        fault.routine = cls->feature("r");
        analysis::ReplayableTest t;
        const sema::Program* p = program.get();
        t.run = [p, cls](const runtime::RunOptions& options) {
            runtime::Interpreter in(*p, options);
            std::optional<runtime::Value> o = in.createObject(cls->selfType, nullptr, {});
            for (const char* name : {"back", "start", "noop", "back", "start"})
                if (o) (void)in.call(*o, cls->feature(name), {});
            return in.outcome();
        };
        fault.passing.push_back(t);
        const synthesis::BehaviorModel model = synthesis::BehaviorModel::build(*program, fault);
        QCOMPARE(model.transitions("back", "before", false, true), 2);
        QCOMPARE(model.transitions("start", "before", true, false), 2);
        QCOMPARE(model.transitions("noop", "before", false, false), 1);
        QCOMPARE(model.commandsChanging("before", true), (std::vector<std::string>{"start"}));
        QCOMPARE(model.commandsChanging("before", false), (std::vector<std::string>{"back"}));
    }

    void voidTargetInALoopExit()
    {
        // `until c.value = v or c = Void': the call fails on Void when `v' is absent. Guarding
        // it with `c /= Void and then' would keep looping; `c = Void or else' stops the loop.
        const std::string list =
            "class\n\tL\n\ncreate\n\tmake\n\nfeature\n\n\tmake\n\t\tdo\n\t\tend\n\n\tfirst: detachable L_CELL\n\n"
            "\tput (v: INTEGER)\n\t\tdo\n\t\t\tcreate first.make (v, first)\n\t\tend\n\n"
            "\thas (v: INTEGER): BOOLEAN\n\t\tlocal\n\t\t\tc: detachable L_CELL\n\t\tdo\n"
            "\t\t\tfrom\n\t\t\t\tc := first\n\t\t\tuntil\n\t\t\t\tc.value = v or c = Void\n\t\t\tloop\n\t\t\t\tc := c.next\n\t\t\tend\n"
            "\t\t\tResult := c /= Void\n\t\tend\n\nend\n";
        const std::string cell = "class\n\tL_CELL\n\ncreate\n\tmake\n\nfeature\n\n\tmake (v: INTEGER; n: detachable L_CELL)\n\t\tdo\n"
                                 "\t\t\tvalue := v\n\t\t\tnext := n\n\t\tend\n\n\tvalue: INTEGER\n\n\tnext: detachable L_CELL\n\nend\n";
        sema::CompileInput input;
        input.buffers = {{"/synthesis/l.e", list}, {"/synthesis/l_cell.e", cell}};
        DiagnosticSink sink;
        auto program = sema::compileProgram(input, sink);
        QVERIFY(!sink.hasErrors());
        const sema::ClassInfo* l = program->classNamed("L");
        const sema::FeatureInfo* has = l->feature("has");
        synthesis::RoutineText text(*program, *has);
        QVERIFY(text.valid());
        analysis::FaultUnderRepair fault;
        fault.routine = has;
        fault.kind = runtime::ViolationKind::VoidCall;
        const std::uint32_t at = static_cast<std::uint32_t>(list.find("c.value"));
        fault.location = {text.fileId(), at, at + 7};
        std::vector<synthesis::Candidate> cs = synthesis::codeCandidates(*program, fault, text, {});
        std::vector<std::string> conditions;
        synthesis::Candidate* exit = nullptr;
        for (synthesis::Candidate& c : cs) {
            if (c.schema != synthesis::Schema::Replace || c.edits.size() != 1 || c.edits[0].text.find("Void ") == std::string::npos) continue;
            conditions.push_back(c.edits[0].text);
            if (c.fail == "c = Void") exit = &c;
        }
        QCOMPARE(conditions, (std::vector<std::string>{"c /= Void and then (c.value = v or c = Void)", "c = Void or else (c.value = v or c = Void)"}));
        QVERIFY(exit && synthesis::lowerCandidate(*program, *has, text, *exit));
        // The fixed `has' answers on absent values instead of failing.
        runtime::RunOptions o;
        o.overrides[has->routine] = exit->lowered;
        runtime::Interpreter in(*program, o);
        auto target = in.createObject(program->typeTable().classType(l), l->feature("make"), {});
        QVERIFY(target);
        QVERIFY(in.call(*target, l->feature("put"), {runtime::Interpreter::makeInteger(3)}));
        for (int v : {3, 4}) {
            auto r = in.call(*target, has, {runtime::Interpreter::makeInteger(v)});
            QVERIFY(r);
            QCOMPARE(r->b, v == 3);
        }
    }

    void diffApplies()
    {
        const std::string before = "a\nb\nc\nd\ne\nf\ng\nh\n";
        const std::string after = "a\nb\nc\nd\nX\nY\nf\ng\nh\n";
        const std::string diff = repair::unifiedDiffText(repair::diffTexts("dir/file.e", before, after));
        QCOMPARE(diff, std::string("--- a/dir/file.e\n+++ b/dir/file.e\n@@ -2,7 +2,8 @@\n b\n c\n d\n-e\n+X\n+Y\n f\n g\n h\n"));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QDir(dir.path()).mkpath(QStringLiteral("dir"));
        QFile f(dir.filePath(QStringLiteral("dir/file.e")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(before.data(), static_cast<qint64>(before.size()));
        f.close();
        QFile p(dir.filePath(QStringLiteral("fix.patch")));
        QVERIFY(p.open(QIODevice::WriteOnly));
        p.write(diff.data(), static_cast<qint64>(diff.size()));
        p.close();
        QProcess git;
        git.setWorkingDirectory(dir.path());
        git.start(QStringLiteral("git"), {QStringLiteral("init"), QStringLiteral("-q")});
        QVERIFY(git.waitForFinished());
        git.start(QStringLiteral("git"), {QStringLiteral("apply"), QStringLiteral("--check"), QStringLiteral("fix.patch")});
        QVERIFY(git.waitForFinished());
        QCOMPARE(git.exitCode(), 0);
        // A file without a final newline.
        QCOMPARE(repair::unifiedDiffText(repair::diffTexts("f", "a\nb", "a\nc")), std::string("--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"));
    }
};

QTEST_GUILESS_MAIN(TestSynthesis)
#include "test_synthesis.moc"
