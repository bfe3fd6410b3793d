// Unit tests of step 3 (sema/check_*.cpp): the diagnostics the body checker reports and the
// shape of the ir:: trees it produces, on small programs compiled with the real kernel.
#include "sema/class_name_words.h"
#include "sema/compiler.h"
#include "sema/program.h"
#include "syntax/parser.h"
#include "../time_scale.h"

#include <QtTest>

#include <string>
#include <vector>

using namespace amend;
using namespace amend::sema;

namespace {

struct Compiled {
    std::shared_ptr<const Program> program;
    DiagnosticSink sink;
    // "line:column: message" for every diagnostic in test.e, in source order.
    std::vector<std::string> messages() const
    {
        std::vector<std::string> out;
        for (const Diagnostic& d : sink.sorted()) {
            if (!d.range.valid() || program->sources.file(d.range.file).path() != "test.e") continue;
            const LineColumn lc = program->sources.start(d.range);
            out.push_back(std::to_string(lc.line) + ":" + std::to_string(lc.column) + ": " + d.message);
        }
        return out;
    }
    std::vector<std::string> otherMessages() const
    {
        std::vector<std::string> out;
        for (const Diagnostic& d : sink.sorted())
            if (!d.range.valid() || program->sources.file(d.range.file).path() != "test.e")
                out.push_back(DiagnosticSink::format(d, program->sources));
        return out;
    }
    const FeatureInfo* feature(const char* cls, const char* name) const
    {
        const ClassInfo* c = program->classNamed(cls);
        return c ? c->feature(name) : nullptr;
    }
    const ir::Routine* routine(const char* cls, const char* name) const
    {
        const FeatureInfo* f = feature(cls, name);
        return f ? f->routine : nullptr;
    }
};

std::unique_ptr<Compiled> compile(const std::string& text)
{
    auto c = std::make_unique<Compiled>();
    CompileInput input;
    input.buffers.emplace_back("test.e", text);
    c->program = compileProgram(input, c->sink);
    return c;
}

// Every expression of a routine, for checking ids.
void collect(const ir::Expr* e, std::vector<const ir::Expr*>& out)
{
    if (!e) return;
    out.push_back(e);
    for (const auto& k : e->kids) collect(k.get(), out);
}
void collect(const ir::Block& block, std::vector<const ir::Expr*>& out);
void collect(const ir::Instr& s, std::vector<const ir::Expr*>& out)
{
    collect(s.value.get(), out);
    for (const auto& c : s.conds) collect(c.get(), out);
    for (const auto& b : s.blocks) collect(b, out);
    collect(s.elseBlock, out);
    for (const auto& w : s.whens) collect(w.body, out);
    collect(s.from, out);
    for (const auto& a : s.invariant) collect(a.cond.get(), out);
    collect(s.until.get(), out);
    collect(s.body, out);
    collect(s.variant.get(), out);
    for (const auto& a : s.assertions) collect(a.cond.get(), out);
}
void collect(const ir::Block& block, std::vector<const ir::Expr*>& out)
{
    for (const auto& s : block) collect(*s, out);
}

std::string join(const std::vector<std::string>& lines)
{
    std::string s;
    for (const auto& l : lines) s += l + "\n";
    return s;
}

}  // namespace

class TestChecker : public QObject {
    Q_OBJECT
private slots:
    void kernelAndExamplesCheck();
    void eiffelBase2OnlyWhenNamed();
    void classNamesFromWordsAndFileNames();
    void ownershipClausesNotMonitored();
    void examplesCheck();
    void callAndNameErrors();
    void statementErrors();
    void assertionAndTargetErrors();
    void arithmeticAndConversions();
    void manifestArrayBracketAcross();
    void genericComparisonCallsAlias();
    void inheritedContracts();
    void invariantsAndSharing();
    void nodeNumbering();
    void replacementAndPredicate();
};

void TestChecker::kernelAndExamplesCheck()
{
    auto c = compile("class APP feature f do end end\n");
    const auto others = c->otherMessages();
    QVERIFY2(others.empty(), join(others).c_str());
    QVERIFY2(c->messages().empty(), join(c->messages()).c_str());
}

void TestChecker::eiffelBase2OnlyWhenNamed()
{
    // Amend's EiffelBase2 classes come with a program that names one of them (any letter case,
    // a whole word), and check without errors; a program naming none does not get them.
    auto without = compile("class APP feature f do end end -- v_arrays, XV_ARRAY\n");
    QVERIFY(!without->program->classNamed("V_ARRAY"));
    QVERIFY(!without->program->classNamed("V_SPECIAL"));
    auto with = compile("class APP feature a: v_readable_indexable [INTEGER] end\n");
    QVERIFY2(with->messages().empty() && with->otherMessages().empty(), join(with->otherMessages()).c_str());
    for (const char* name : {"V_READABLE_INDEXABLE", "V_SPECIAL", "V_SPECIAL2", "V_ARRAY", "V_ARRAY_ITERATOR", "V_MUTABLE_SEQUENCE"}) {
        const ClassInfo* cls = with->program->classNamed(name);
        QVERIFY2(cls && cls->isKernel, name);
    }
    QVERIFY(with->program->classNamed("V_READABLE_INDEXABLE")->isDeferred);
    QVERIFY(!with->program->classNamed("V_ARRAY")->isDeferred);
    // A class of the user's own of that name takes the bundled one's place.
    auto own = compile("class APP feature a: V_SPECIAL [INTEGER] end\nclass V_SPECIAL [G] end\n");
    QVERIFY2(own->messages().empty(), join(own->messages()).c_str());
    QVERIFY(!own->program->classNamed("V_SPECIAL")->isKernel);
}

void TestChecker::classNamesFromWordsAndFileNames()
{
    // A word starts at a letter and runs through letters, digits and underscores, upper-cased.
    std::vector<std::string> words;
    QVERIFY(!anyUpperCaseWord("a: v_array [G]; 2x _y\n-- Xv_Array9", [&](const std::string& w) {
        words.push_back(w);
        return false;
    }));
    QCOMPARE(words, (std::vector<std::string>{"A", "V_ARRAY", "G", "X", "Y", "XV_ARRAY9"}));
    // The scan stops at the first word the visitor takes.
    int visited = 0;
    QVERIFY(anyUpperCaseWord("one two three", [&](const std::string& w) {
        ++visited;
        return w == "TWO";
    }));
    QCOMPARE(visited, 2);
    QCOMPARE(classNameOfFile("/bundled/kernel/mml_sequence.e"), std::string("MML_SEQUENCE"));
    QCOMPARE(classNameOfFile("v_array.e"), std::string("V_ARRAY"));
    QCOMPARE(classNameOfFile("cases.e/stack_3.e"), std::string("STACK_3"));
}

void TestChecker::ownershipClausesNotMonitored()
{
    // A postcondition or invariant clause naming `owns' is the constant True; a precondition
    // clause naming it stays as written; clauses without it are untouched.
    auto c = compile("class APP\nfeature\n\tpart: APP\n"
                     "\tf require owned: owns.has (part) do ensure held: owns.count = 1; plain: part /= Current end\n"
                     "invariant\n\tdefinition: owns.count = 1\nend\n");
    QVERIFY2(c->messages().empty(), join(c->messages()).c_str());
    const FeatureInfo* f = c->feature("APP", "f");
    QVERIFY(f && f->routine);
    const ClassInfo* app = c->program->classNamed("APP");
    QCOMPARE(f->routine->postconditions.size(), std::size_t(2));
    QCOMPARE(f->routine->postconditions[0].cond->op, ir::Op::BoolConst);
    QCOMPARE(f->routine->postconditions[0].cond->intValue, std::int64_t(1));
    QVERIFY(f->routine->postconditions[1].cond->op != ir::Op::BoolConst);
    QCOMPARE(f->routine->preconditions.size(), std::size_t(1));
    QCOMPARE(f->routine->preconditions[0].clauses.size(), std::size_t(1));
    QVERIFY(f->routine->preconditions[0].clauses[0].cond->op != ir::Op::BoolConst);
    QVERIFY(!app->invariant.empty());
    QCOMPARE(app->invariant[0].cond->op, ir::Op::BoolConst);
}

void TestChecker::examplesCheck()
{
    // The example programs have run-time faults, not compile-time ones; checking the kernel and
    // all of them must also be fast.
    for (const char* dir : {"account", "array_stats", "library", "number_theory", "sorted_set"}) {
        DiagnosticSink sink;
        CompileInput input;
        input.paths.push_back(std::string(AMEND_SOURCE_DIR) + "/resources/examples/" + dir);
        QElapsedTimer timer;
        timer.start();
        auto program = compileProgram(input, sink);
        const qint64 ms = timer.elapsed();
        std::string all;
        for (const Diagnostic& d : sink.sorted()) all += DiagnosticSink::format(d, program->sources) + "\n";
        QVERIFY2(!sink.hasErrors(), all.c_str());
        QVERIFY2(ms < amend::test::scaledMilliseconds(300), (std::string(dir) + ": " + std::to_string(ms) + " ms").c_str());
    }
}

static const char* errorsProgram = R"EIFFEL(class APP
create
	make
feature
	make
		local
			i: INTEGER
			s: STRING
			o: OTHER
			n: NATURAL_32
		do
			i := s
			foo
			i := bar (1)
			p (1, 2)
			i := p2
			q
			o.secret
			o.nothing
			p ("x")
			n := -1
			create o
			create o.make
			retry
			i := 3000000000
		end
	p (a: INTEGER)
		do
			a := 3
		end
	p2
		do
		end
	q: INTEGER
		do
		end
end

class OTHER
feature
	make
		do
		end
feature {NONE}
	secret
		do
		end
end
)EIFFEL";

static const char* errorsProgram2 = R"EIFFEL(class APP
feature
	run (k: INTEGER; c: CHARACTER)
		require
			no_old: old k > 0
		local
			s: STRING
			d: SHAPE
		do
			Result := 1
			inspect k
			when 1, 2 then
			when 3..5, 2 then
			end
			inspect c
			when 'a'..'z' then
			when 'q' then
			end
			create d
			Precursor
			k := {APP}.run
			if k = s then end
			if k then end
			if attached s as k then end
			across k as x loop end
		end
end

deferred class SHAPE
end
)EIFFEL";

static const char* irProgram = R"EIFFEL(class APP
inherit
	BASE
		redefine
			bump, guard
		end
create
	make
feature
	make
		local
			i: INTEGER_64
			x: INTEGER_64
			r: REAL_64
			n: NATURAL_32
			a: ARRAY [INTEGER]
			b: BOX
		do
			x := i + 1
			r := 7 / 2
			n := 5
			a := <<1, 2>>
			b [1] := 3
			across a as c loop
				count := count + c.item
			end
			x := -2147483648
		end
	bump
		do
			Precursor
			count := count + 1
		ensure then
			more: count > old count
		end
	guard (v: INTEGER)
		require else
			big: v > 100
		do
		end
	smaller (p, q: SORTER [INTEGER]): BOOLEAN
		do
			Result := p.less (3, 4)
		end
end

class BASE
feature
	count: INTEGER
	bump
		do
			count := count + 1
		ensure
			incremented: count = old count + 1
		end
	guard (v: INTEGER)
		require
			small: v < 10
		do
		end
invariant
	non_negative: count >= 0
end

class SORTER [G -> COMPARABLE]
feature
	less (a, b: G): BOOLEAN
		do
			Result := a < b
		end
end

class BOX
feature
	item alias "[]" (i: INTEGER): INTEGER assign put
		do
		end
	put (v: INTEGER; i: INTEGER)
		do
		end
end
)EIFFEL";

void TestChecker::callAndNameErrors()
{
    auto c = compile(errorsProgram);
    QVERIFY(c->otherMessages().empty());
    const std::vector<std::string> expected{
        "12:9: type mismatch: assignment to `i' expects INTEGER_32, got STRING_8",
        "13:4: unknown identifier `foo'",
        "14:9: unknown identifier `bar'",
        "15:4: wrong number of arguments in call to `p': expected 1, got 2",
        "16:9: `p2' is a procedure and has no value",
        "17:4: a query cannot be used as an instruction",
        "18:6: feature `secret' of class `OTHER' is not exported to class `APP'",
        "19:6: unknown feature `nothing' in class `OTHER'",
        "20:7: type mismatch: argument 1 of `p' expects INTEGER_32, got STRING_8",
        "21:9: integer constant -1 is out of range for NATURAL_32",
        "23:4: `make' is not a creation procedure of class `OTHER'",
        "24:4: `retry' may only appear in a rescue clause",
        "25:9: type mismatch: assignment to `i' expects INTEGER_32, got INTEGER_64",
        "29:4: cannot assign to argument `a'",
    };
    QCOMPARE(join(c->messages()), join(expected));
}

void TestChecker::statementErrors()
{
    auto c = compile(errorsProgram2);
    QVERIFY(c->otherMessages().empty());
    const std::vector<std::string> expected{
        "5:12: `old' is only allowed in postconditions",
        "10:4: `Result' is only valid in a function",
        "13:15: duplicate choice in inspect instruction",
        "17:9: duplicate choice in inspect instruction",
        "19:4: cannot create an instance of deferred class `SHAPE'",
        "20:4: `Precursor' used in `run', which does not redeclare an inherited feature",
        "21:4: cannot assign to argument `k'",
        "21:9: static call only allowed on constants and external features",
        "22:7: type mismatch in comparison: INTEGER_32 and STRING_8",
        "23:7: type mismatch: condition expects BOOLEAN, got INTEGER_32",
        "24:21: object test local `k' clashes with an existing name",
    };
    QCOMPARE(join(c->messages()), join(expected));
}

static const char* errorsProgram3 = R"EIFFEL(class APP
feature
	f: INTEGER
		require
			Result > 0
		local
			f: INTEGER
		do
			Result := x.count
		ensure
			Result = old Result
		end
	g (a: ARRAY [INTEGER]; s: STRING)
		do
			g (a, s)
			g (a, s)
			s.count := 3
			a.put ("x", 1)
			across 5 as c loop end
			g (a)
			g (a, s, s)
			create {STRING} a
			s := <<1>>
			s := if True then 1 else "x" end
		end
invariant
	Result = 0
end
)EIFFEL";

void TestChecker::assertionAndTargetErrors()
{
    auto c = compile(errorsProgram3);
    QVERIFY(c->otherMessages().empty());
    const std::vector<std::string> expected{
        "5:4: `Result' is not allowed in a precondition",
        "7:4: local `f' has the same name as a feature of class `APP'",
        "9:14: unknown identifier `x'",
        "17:4: cannot assign to `count' of class `STRING_8': it has no assigner",
        "18:11: type mismatch: argument 1 of `put' expects INTEGER_32, got STRING_8",
        "19:11: type INTEGER_32 is not iterable (no query `new_cursor')",
        "20:4: wrong number of arguments in call to `g': expected 2, got 1",
        "21:4: wrong number of arguments in call to `g': expected 2, got 3",
        "22:4: `default_create' is not a creation procedure of class `STRING_8'",
        "22:20: cannot assign to argument `a'",
        "23:4: cannot assign to argument `s'",
        "24:4: cannot assign to argument `s'",
        "24:9: type mismatch: the branches of the conditional expression have no common type",
        "27:2: `Result' is only valid in a function",
    };
    QCOMPARE(join(c->messages()), join(expected));
}

void TestChecker::arithmeticAndConversions()
{
    auto c = compile(irProgram);
    QVERIFY2(!c->sink.hasErrors(), join(c->messages()).c_str());
    const ir::Routine* make = c->routine("APP", "make");
    QVERIFY(make);
    QCOMPARE(make->argCount, 0);
    QCOMPARE(make->slotNames[1], std::string("x"));
    // x := i + 1 with i, x: INTEGER_64: typed Add on INTEGER_64, the literal became INTEGER_64.
    const ir::Instr& s0 = *make->body[0];
    QCOMPARE(s0.op, ir::IOp::AssignLocal);
    QCOMPARE(s0.slot, 1);
    QCOMPARE(s0.value->op, ir::Op::Add);
    QCOMPARE(s0.value->basic, BasicKind::Integer64);
    QCOMPARE(s0.value->kids[0]->op, ir::Op::Local);
    QCOMPARE(s0.value->kids[0]->slot, 0);
    QCOMPARE(s0.value->kids[1]->op, ir::Op::Int64Const);
    QCOMPARE(s0.value->kids[1]->intValue, std::int64_t(1));
    QCOMPARE(s0.value->type->basic(), BasicKind::Integer64);
    // r := 7 / 2: REAL_64 division of adapted literals.
    const ir::Expr& div = *make->body[1]->value;
    QCOMPARE(div.op, ir::Op::Div);
    QCOMPARE(div.basic, BasicKind::Real64);
    QCOMPARE(div.kids[0]->op, ir::Op::RealConst);
    QCOMPARE(div.kids[0]->realValue, 7.0);
    // n := 5 with n: NATURAL_32.
    QCOMPARE(make->body[2]->value->op, ir::Op::Nat32Const);
    QCOMPARE(make->body[2]->value->intValue, std::int64_t(5));
    // x := -2147483648: folded into one constant.
    const ir::Expr& minInt = *make->body.back()->value;
    QCOMPARE(minInt.op, ir::Op::Int64Const);
    QCOMPARE(minInt.intValue, std::int64_t(-2147483648LL));
    QVERIFY(minInt.kids.empty());
}

void TestChecker::manifestArrayBracketAcross()
{
    auto c = compile(irProgram);
    QVERIFY2(!c->sink.hasErrors(), join(c->messages()).c_str());
    const ir::Routine* make = c->routine("APP", "make");
    const ir::Expr& array = *make->body[3]->value;
    QCOMPARE(array.op, ir::Op::ManifestArray);
    QCOMPARE(array.type->name(), std::string("ARRAY [INTEGER_32]"));
    QCOMPARE(array.feature->name, std::string("make"));
    QCOMPARE(array.auxFeature->name, std::string("put"));
    QCOMPARE(array.kids.size(), std::size_t(2));
    QCOMPARE(array.kids[1]->intValue, std::int64_t(2));
    // b [1] := 3 → b.put (3, 1)
    const ir::Instr& put = *make->body[4];
    QCOMPARE(put.op, ir::IOp::CallInstr);
    QCOMPARE(put.value->op, ir::Op::Call);
    QCOMPARE(put.value->feature, c->feature("BOX", "put"));
    QCOMPARE(put.value->kids.size(), std::size_t(3));
    QCOMPARE(put.value->kids[0]->slot, 5);
    QCOMPARE(put.value->kids[1]->intValue, std::int64_t(3));
    QCOMPARE(put.value->kids[2]->intValue, std::int64_t(1));
    // across a as c loop … end
    const ir::Instr& loop = *make->body[5];
    QCOMPARE(loop.op, ir::IOp::Loop);
    QCOMPARE(loop.from.size(), std::size_t(1));
    QCOMPARE(loop.from[0]->op, ir::IOp::AssignLocal);
    const int cursor = loop.from[0]->slot;
    QCOMPARE(cursor, 6);
    QCOMPARE(make->slotNames[6], std::string("c"));
    QCOMPARE(make->slotTypes[6]->name(), std::string("ARRAY_ITERATION_CURSOR [INTEGER_32]"));
    QCOMPARE(loop.from[0]->value->feature->name, std::string("new_cursor"));
    QCOMPARE(loop.from[0]->value->kids[0]->slot, 4);
    QCOMPARE(loop.until->op, ir::Op::Call);
    QCOMPARE(loop.until->feature->name, std::string("after"));
    QCOMPARE(loop.until->kids[0]->slot, cursor);
    QCOMPARE(loop.body.size(), std::size_t(2));
    QCOMPARE(loop.body[0]->op, ir::IOp::AssignAttr);
    QCOMPARE(loop.body[0]->routineId, c->feature("APP", "count")->routineId);
    // c.item + count: the attribute read is AttrCurrent, `c.item' a Call on the cursor slot
    const ir::Expr& sum = *loop.body[0]->value;
    QCOMPARE(sum.op, ir::Op::Add);
    QCOMPARE(sum.kids[0]->op, ir::Op::AttrCurrent);
    QCOMPARE(sum.kids[0]->routineId, c->feature("BASE", "count")->routineId);
    QCOMPARE(sum.kids[1]->op, ir::Op::Call);
    QCOMPARE(sum.kids[1]->kids[0]->slot, cursor);
    QCOMPARE(loop.body[1]->op, ir::IOp::CallInstr);
    QCOMPARE(loop.body[1]->value->feature->name, std::string("forth"));
}

void TestChecker::genericComparisonCallsAlias()
{
    auto c = compile(irProgram);
    QVERIFY2(!c->sink.hasErrors(), join(c->messages()).c_str());
    const ir::Routine* less = c->routine("SORTER", "less");
    QVERIFY(less);
    const ir::Expr& lt = *less->body[0]->value;
    QCOMPARE(less->body[0]->op, ir::IOp::AssignResult);
    QCOMPARE(lt.op, ir::Op::Call);
    QCOMPARE(lt.routineId, c->feature("COMPARABLE", "is_less")->routineId);
    QCOMPARE(lt.kids.size(), std::size_t(2));
    QCOMPARE(lt.kids[0]->slot, 0);
    QCOMPARE(lt.kids[1]->slot, 1);
    QCOMPARE(lt.type->basic(), BasicKind::Boolean);
    // p.less (3, 4) on SORTER [INTEGER]: arguments typed INTEGER_32
    const ir::Expr& call = *c->routine("APP", "smaller")->body[0]->value;
    QCOMPARE(call.op, ir::Op::Call);
    QCOMPARE(call.kids[1]->op, ir::Op::Int32Const);
}

void TestChecker::inheritedContracts()
{
    auto c = compile(irProgram);
    QVERIFY2(!c->sink.hasErrors(), join(c->messages()).c_str());
    const ir::Routine* bump = c->routine("APP", "bump");
    QVERIFY(bump && bump != c->routine("BASE", "bump"));
    QCOMPARE(bump->body[0]->value->op, ir::Op::CallStatic);
    QCOMPARE(bump->body[0]->value->feature, c->feature("BASE", "bump"));
    QCOMPARE(bump->postconditions.size(), std::size_t(2));
    QCOMPARE(bump->postconditions[0].tag, std::string("more"));
    QCOMPARE(bump->postconditions[1].tag, std::string("incremented"));
    QCOMPARE(bump->postconditions[1].text, std::string("count = old count + 1"));
    QCOMPARE(bump->postconditions[1].writtenIn, c->program->classNamed("BASE"));
    QCOMPARE(bump->olds.size(), std::size_t(2));
    QCOMPARE(bump->olds[1]->op, ir::Op::AttrCurrent);
    const ir::Expr& eq = *bump->postconditions[1].cond;
    QCOMPARE(eq.op, ir::Op::Eq);
    QCOMPARE(eq.basic, BasicKind::Integer32);
    QCOMPARE(eq.kids[1]->op, ir::Op::Add);
    QCOMPARE(eq.kids[1]->kids[0]->op, ir::Op::Old);
    QCOMPARE(eq.kids[1]->kids[0]->slot, 1);
    const ir::Expr& own = *bump->postconditions[0].cond;
    QCOMPARE(own.kids[1]->op, ir::Op::Old);
    QCOMPARE(own.kids[1]->slot, 0);
    // require else: own group first, then the parent's.
    const ir::Routine* guard = c->routine("APP", "guard");
    QCOMPARE(guard->preconditions.size(), std::size_t(2));
    QCOMPARE(guard->preconditions[0].clauses[0].tag, std::string("big"));
    QCOMPARE(guard->preconditions[1].clauses[0].tag, std::string("small"));
    QCOMPARE(c->routine("BASE", "guard")->preconditions.size(), std::size_t(1));
    // Built-in routines carry their contracts.
    const ir::Routine* isEqual = c->routine("ANY", "is_equal");
    QVERIFY(isEqual && isEqual->isBuiltIn);
    QCOMPARE(isEqual->builtInKey, std::string("ANY.is_equal"));
    QCOMPARE(isEqual->preconditions.size(), std::size_t(1));
    QVERIFY(isEqual->body.empty());
}

void TestChecker::invariantsAndSharing()
{
    auto c = compile(irProgram);
    QVERIFY2(!c->sink.hasErrors(), join(c->messages()).c_str());
    const ClassInfo* app = c->program->classNamed("APP");
    QCOMPARE(app->invariant.size(), std::size_t(1));
    QCOMPARE(app->invariant[0].tag, std::string("non_negative"));
    QCOMPARE(app->invariant[0].text, std::string("count >= 0"));
    QCOMPARE(app->invariant[0].writtenIn, c->program->classNamed("BASE"));
    QCOMPARE(app->invariant[0].cond->op, ir::Op::Ge);
    QVERIFY(c->program->classNamed("SORTER")->invariant.empty());
    // One implementation, one routine, shared along inheritance.
    QVERIFY(c->routine("APP", "out") != nullptr);
    QCOMPARE(c->routine("APP", "out"), c->routine("ANY", "out"));
    QCOMPARE(c->routine("APP", "out")->feature, c->feature("ANY", "out"));
    QVERIFY(c->feature("APP", "count")->routine == nullptr);
}

void TestChecker::nodeNumbering()
{
    auto c = compile(irProgram);
    const ir::Routine* make = c->routine("APP", "make");
    // 6 top-level instructions, the loop holds 3 more (cursor start, body, forth).
    QCOMPARE(make->instructions.size(), std::size_t(10));
    for (std::size_t i = 0; i < make->instructions.size(); ++i) QCOMPARE(make->instructions[i]->id, int(i));
    QCOMPARE(make->instructions[5]->op, ir::IOp::Loop);
    QCOMPARE(make->instructions[6], make->body[5]->from[0].get());
    QCOMPARE(make->instructions[9], make->body[6].get());
    for (const char* name : {"make", "bump"}) {
        const ir::Routine* r = c->routine("APP", name);
        std::vector<const ir::Expr*> all;
        collect(r->body, all);
        for (const auto& p : r->postconditions) collect(p.cond.get(), all);
        for (const auto& o : r->olds) collect(o.get(), all);
        std::vector<bool> seen(static_cast<std::size_t>(r->exprCount), false);
        for (const ir::Expr* e : all) {
            QVERIFY(e->type != nullptr);
            QVERIFY(e->id >= 0 && e->id < r->exprCount);
            QVERIFY(!seen[static_cast<std::size_t>(e->id)]);
            seen[static_cast<std::size_t>(e->id)] = true;
        }
    }
}

void TestChecker::replacementAndPredicate()
{
    auto c = compile(irProgram);
    const Program& program = *c->program;
    const FeatureInfo* bump = c->feature("BASE", "bump");
    DiagnosticSink sink;
    const std::size_t routinesBefore = program.routineStore.size();
    SourceManager scratch = scratchSources(program);
    const int good = scratch.add("fix1.e", "count := count + 2");
    QVERIFY(!program.sources.contains(good));  // scratch ids never name one of the program's files
    const syntax::Body body = syntax::parseInstructions(scratch, good, sink);
    const std::shared_ptr<const ir::Routine> fixed = lowerReplacementBody(program, *bump, body, sink, &scratch);
    QVERIFY(!sink.hasErrors());
    QVERIFY(fixed && fixed.get() != bump->routine);
    QCOMPARE(fixed->body.size(), std::size_t(1));
    QCOMPARE(fixed->body[0]->op, ir::IOp::AssignAttr);
    QCOMPARE(fixed->body[0]->value->kids[1]->intValue, std::int64_t(2));
    QCOMPARE(fixed->postconditions.size(), std::size_t(1));
    QCOMPARE(fixed->olds.size(), std::size_t(1));
    QCOMPARE(fixed->instructions.size(), std::size_t(1));

    const int bad = scratch.add("fix2.e", "count := True");
    const syntax::Body badBody = syntax::parseInstructions(scratch, bad, sink);
    QVERIFY(lowerReplacementBody(program, *bump, badBody, sink, &scratch) == nullptr);
    QCOMPARE(sink.errorCount(), 1);
    QCOMPARE(sink.diagnostics()[0].message, std::string("type mismatch: assignment to `count' expects INTEGER_32, got BOOLEAN"));

    const int pred = scratch.add("pred.e", "v > 5");
    DiagnosticSink sink2;
    syntax::ExprPtr e = syntax::parseExpression(scratch, pred, sink2);
    QVERIFY(e);
    auto lowered = lowerExpressionIn(program, *c->feature("APP", "guard"), *e, sink2, &scratch);
    QVERIFY(!sink2.hasErrors());
    QVERIFY(lowered);
    QCOMPARE(lowered->op, ir::Op::Gt);
    QCOMPARE(lowered->kids[0]->op, ir::Op::Local);
    QCOMPARE(lowered->kids[0]->slot, 0);
    // What was lowered belongs to the caller: the program's own store did not grow.
    QCOMPARE(program.routineStore.size(), routinesBefore);
}

QTEST_APPLESS_MAIN(TestChecker)
#include "test_checker.moc"
