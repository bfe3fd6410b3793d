// Unit tests of the Eiffel front end: lexical forms, precedence, every class/feature/
// instruction/expression construct, ranges, error recovery, robustness on garbage and
// truncated input, and print→parse→print round trips over the example and kernel classes.
#include "syntax/lexer.h"
#include "syntax/parser.h"
#include "syntax/printer.h"
#include "parse_fixture.h"

#include <QtTest>

#include <QDir>
#include <QDirIterator>
#include <QFile>

#include <random>

using namespace amend;
using namespace amend::syntax;
using namespace amend::syntax::testing;

namespace {

ExprPtr parseExpr(const std::string& text, QStringList* errors = nullptr)
{
    SourceManager sources;
    DiagnosticSink sink;
    const int id = sources.add("expr", text);
    ExprPtr e = parseExpression(sources, id, sink);
    if (errors) *errors = messages(sink, sources);
    else if (sink.hasErrors()) qWarning() << messages(sink, sources);
    return e;
}

Body parseBody(const std::string& text, QStringList* errors = nullptr)
{
    SourceManager sources;
    DiagnosticSink sink;
    const int id = sources.add("instr", text);
    Body b = parseInstructions(sources, id, sink);
    if (errors) *errors = messages(sink, sources);
    else if (sink.hasErrors()) qWarning() << messages(sink, sources);
    return b;
}

// Fully parenthesised rendering: every operator application is wrapped, Paren nodes show as [].
std::string full(const Expr& e)
{
    switch (e.kind) {
    case ExprKind::Binary:
        return "(" + full(*e.args[0]) + " " + (e.binaryOp == BinaryOp::Free ? e.name : binaryOpText(e.binaryOp)) + " "
               + full(*e.args[1]) + ")";
    case ExprKind::Unary:
        return "(" + std::string(e.unaryOp == UnaryOp::Free ? e.name : unaryOpText(e.unaryOp)) + " " + full(*e.args[0]) + ")";
    case ExprKind::Old: return "(old " + full(*e.args[0]) + ")";
    case ExprKind::Paren: return "[" + full(*e.args[0]) + "]";
    case ExprKind::Call: {
        std::string s = e.target ? full(*e.target) + "." : std::string();
        s += e.name;
        if (e.hasParens) {
            s += "(";
            for (std::size_t i = 0; i < e.args.size(); ++i) s += (i ? "," : "") + full(*e.args[i]);
            s += ")";
        }
        return s;
    }
    case ExprKind::Bracket: {
        std::string s = full(*e.target) + "[";
        for (std::size_t i = 0; i < e.args.size(); ++i) s += (i ? "," : "") + full(*e.args[i]);
        return s + "]";
    }
    default: return printExpr(e);
    }
}

std::string fullOf(const std::string& text) { return full(*parseExpr(text)); }
std::string printOf(const std::string& text) { return printExpr(*parseExpr(text)); }

QString readFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(f.readAll());
}

const char* kSample = R"(note
	description: "Sample class"
	author: "me"

deferred class
	SAMPLE [G -> COMPARABLE, H -> {HASHABLE, COMPARABLE}, K -> ANY create make end, detachable L]

obsolete "use OTHER"

inherit
	PARENT_A
		rename
			f as g,
			h as plus alias "+"
		export
			{NONE} all;
			{ANY, OTHER} g, plus
		undefine
			out
		redefine
			is_equal, copy
		select
			g
		end

	PARENT_B [INTEGER]

inherit {NONE}
	HELPER

create
	make, make_empty

create {FACTORY}
	make_special

convert
	make ({INTEGER}),
	to_integer: {INTEGER}

feature {NONE} -- Initialization

	make (a: INTEGER; b, c: STRING)
			-- Create with `a'.
			-- Second line.
		note
			option: stable
		require
			positive: a > 0
			b_exists: b /= Void;
			c /= Void
		local
			i, j: INTEGER; s: STRING
			t: detachable LIST [G]
		do
			count := a
		ensure
			set: count = a
		end

feature -- Access

	count, total: INTEGER
			-- Number of items.

	frozen item alias "[]" (i: INTEGER): G assign put
		require else
			valid: i >= 1
		deferred
		end

	Max: INTEGER = 10
	pi: REAL_64 = 3.14
	min_value: INTEGER = -2147483648
	name: STRING = "abc"
	letter: CHARACTER = 'x'
	flag: BOOLEAN = True

	cached: STRING
		attribute
			Result := "x"
		end

	shared: INTEGER
		once ("PROCESS")
			Result := 1
		end

	native_max (a, b: INTEGER): INTEGER
		external "built_in"
		alias "max"
		end

	conjunction alias "and then" (other: like Current): BOOLEAN
		obsolete "not needed"
		do
			Result := True
		ensure then
			Result
		rescue
			retry
		end

feature {ANY, OTHER}

	put (v: G; i: INTEGER)
		do
		end

invariant
	count_positive: count >= 0
	Consistent: total >= count

note
	revision: "1"
end

class OTHER end
)";

}  // namespace

class TestParser : public QObject {
    Q_OBJECT

private slots:
    // ---------------------------------------------------------------- lexical forms
    void integers()
    {
        QCOMPARE(parseExpr("0x1F")->intValue, 31);
        QCOMPARE(parseExpr("0b101")->intValue, 5);
        QCOMPARE(parseExpr("0c17")->intValue, 15);
        auto e = parseExpr("1_000_000");
        QCOMPARE(e->kind, ExprKind::IntegerLit);
        QCOMPARE(e->intValue, 1000000);
        QCOMPARE(e->text, std::string("1_000_000"));
        QCOMPARE(parseExpr("9223372036854775807")->intValue, INT64_MAX);
        auto neg = parseExpr("-5");
        QCOMPARE(neg->kind, ExprKind::Unary);
        QCOMPARE(neg->unaryOp, UnaryOp::Minus);
        QCOMPARE(neg->args[0]->intValue, 5);
        auto minimum = parseExpr("-9223372036854775808");
        QCOMPARE(minimum->args[0]->intValue, INT64_MIN);
    }

    void reals()
    {
        QCOMPARE(parseExpr("3.14")->realValue, 3.14);
        QCOMPARE(parseExpr("1.")->realValue, 1.0);
        QCOMPARE(parseExpr(".5")->realValue, 0.5);
        QCOMPARE(parseExpr("1.5e10")->realValue, 1.5e10);
        QCOMPARE(parseExpr("1_000.5")->realValue, 1000.5);
        QCOMPARE(parseExpr("2.5E-3")->realValue, 2.5e-3);
        QCOMPARE(parseExpr("3.14")->kind, ExprKind::RealLit);
        QCOMPARE(parseExpr("1_000.5")->text, std::string("1_000.5"));
        // `1..5' is an interval in inspect, and `5.out' a call on an integer.
        QCOMPARE(fullOf("5.out"), std::string("5.out"));
    }

    void characters()
    {
        const std::vector<std::pair<std::string, std::uint32_t>> cases = {
            {"'a'", 'a'}, {"'%N'", '\n'}, {"'%T'", '\t'}, {"'%R'", '\r'}, {"'%''", '\''}, {"'%\"'", '"'},
            {"'%%'", '%'}, {"'%/65/'", 65}, {"'%A'", '@'}, {"'%B'", 8}, {"'%C'", '^'}, {"'%D'", '$'},
            {"'%F'", 12}, {"'%H'", '\\'}, {"'%L'", '~'}, {"'%Q'", '`'}, {"'%S'", '#'}, {"'%U'", 0},
            {"'%V'", '|'}, {"'%('", '['}, {"'%)'", ']'}, {"'%<'", '{'}, {"'%>'", '}'},
            {"'\xC3\xA9'", 0xE9},
        };
        for (const auto& [text, code] : cases) {
            auto e = parseExpr(text);
            QCOMPARE(e->kind, ExprKind::CharLit);
            QCOMPARE(e->charValue, code);
        }
    }

    void strings()
    {
        auto e = parseExpr("\"a%Nb%T%\"q%\"%%%/65/\"");
        QCOMPARE(e->kind, ExprKind::StringLit);
        QCOMPARE(e->stringValue, std::string("a\nb\t\"q\"%A"));
        QCOMPARE(parseExpr("\"\"")->stringValue, std::string());
        QCOMPARE(parseExpr("\"one %\n\t\t%two\"")->stringValue, std::string("one two"));
        auto aligned = parseExpr("\"[\n\t\tfirst\n\t\t\tsecond\n\n\t\tthird\n\t]\"");
        QVERIFY(aligned->isVerbatim);
        QCOMPARE(aligned->stringValue, std::string("first\n\tsecond\n\nthird"));
        auto raw = parseExpr("\"{\n\t\tfirst\n\t\t\tsecond\n\t}\"");
        QVERIFY(raw->isVerbatim);
        QCOMPARE(raw->stringValue, std::string("\t\tfirst\n\t\t\tsecond"));
        QCOMPARE(parseExpr("\"[abc]\"")->stringValue, std::string("[abc]"));
        QCOMPARE(printOf("\"a%Nb%\"c%%\""), std::string("\"a%Nb%\"c%%\""));
        QCOMPARE(printOf("'%''"), std::string("'%''"));
    }

    void keywordsAndBooleans()
    {
        QCOMPARE(parseExpr("True")->boolValue, true);
        QCOMPARE(parseExpr("tRUE")->kind, ExprKind::BoolLit);
        QCOMPARE(parseExpr("FALSE")->boolValue, false);
        QCOMPARE(parseExpr("void")->kind, ExprKind::VoidLit);
        QCOMPARE(parseExpr("CURRENT")->kind, ExprKind::CurrentRef);
        QCOMPARE(parseExpr("result")->kind, ExprKind::ResultRef);
        QCOMPARE(parseExpr("My_Name")->name, std::string("my_name"));
        QCOMPARE(printOf("a AND b Or NOT c"), std::string("a and b or not c"));
    }

    void unicodeOperators()
    {
        QCOMPARE(fullOf("a \xE2\x88\xA7 b \xE2\x88\xA8 \xC2\xAC c"), std::string("((a and b) or (not c))"));
        QCOMPARE(fullOf("a \xE2\x87\x92 b"), std::string("(a implies b)"));
        QCOMPARE(fullOf("a \xE2\x89\xA4 b"), std::string("(a <= b)"));
        QCOMPARE(fullOf("a \xE2\x89\xA5 b"), std::string("(a >= b)"));
        QCOMPARE(fullOf("a \xE2\x89\xA0 b"), std::string("(a /= b)"));
        QCOMPARE(fullOf("a \xE2\x88\xA7\xE2\x80\xA6 b"), std::string("(a and then b)"));
        auto q = parseExpr("\xE2\x88\x80 x: s \xC2\xA6 x > 0");
        QCOMPARE(q->kind, ExprKind::Quantifier);
        QVERIFY(q->isAll);
        QVERIFY(!q->isCursorForm);
        QCOMPARE(q->boundName, std::string("x"));
        QCOMPARE(full(*q->args[1]), std::string("(x > 0)"));
        auto ex = parseExpr("\xE2\x88\x83 y: s \xC2\xA6 y = 1");
        QVERIFY(!ex->isAll);
    }

    // ---------------------------------------------------------------- precedence
    void precedence_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected");
        QTest::newRow("mul over add") << "a + b * c" << "(a + (b * c))";
        QTest::newRow("left assoc minus") << "a - b - c" << "((a - b) - c)";
        QTest::newRow("power right assoc") << "a ^ b ^ c" << "(a ^ (b ^ c))";
        QTest::newRow("power over mul") << "a * b ^ c" << "(a * (b ^ c))";
        QTest::newRow("unary minus over power") << "-a ^ 2" << "((- a) ^ 2)";
        QTest::newRow("div mod") << "a // b \\\\ c / d" << "(((a // b) \\\\ c) / d)";
        QTest::newRow("comparison over and") << "a < b and c >= d" << "((a < b) and (c >= d))";
        QTest::newRow("and over or") << "a or b and c" << "(a or (b and c))";
        QTest::newRow("or else and then") << "a or else b and then c" << "(a or else (b and then c))";
        QTest::newRow("implies lowest") << "a and b implies c or d" << "((a and b) implies (c or d))";
        QTest::newRow("implies left") << "a implies b implies c" << "((a implies b) implies c)";
        QTest::newRow("xor like or") << "a xor b or c" << "((a xor b) or c)";
        QTest::newRow("not binds tight") << "not a = b" << "((not a) = b)";
        QTest::newRow("not over dot") << "not a.b" << "(not a.b)";
        QTest::newRow("equality chain") << "a = b /= c" << "((a = b) /= c)";
        QTest::newRow("tilde") << "a ~ b and c /~ d" << "((a ~ b) and (c /~ d))";
        QTest::newRow("interval") << "1 |..| n + 1" << "(1 |..| (n + 1))";
        QTest::newRow("interval vs comparison") << "a |..| b = c" << "((a |..| b) = c)";
        QTest::newRow("free operator highest") << "a + b @ c" << "(a + (b @ c))";
        QTest::newRow("free over power") << "a ^ b |> c" << "(a ^ (b |> c))";
        QTest::newRow("old") << "old a.b + 1" << "((old a.b) + 1)";
        QTest::newRow("parens") << "(a + b) * c" << "([(a + b)] * c)";
        QTest::newRow("double minus") << "a - -1" << "(a - (- 1))";
        QTest::newRow("calls") << "a.b (c).d [e] + f" << "(a.b(c).d[e] + f)";
        QTest::newRow("no space call") << "f(a, b)" << "f(a,b)";
    }

    void precedence()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(fullOf(input.toStdString())), expected);
    }

    void printerCanonical_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected");
        QTest::newRow("spaces") << "a+b*c" << "a + b * c";
        QTest::newRow("call") << "x.f(a,b)" << "x.f (a, b)";
        QTest::newRow("empty parens") << "f ()" << "f ()";
        QTest::newRow("keywords") << "NOT a AND THEN b OR ELSE c" << "not a and then b or else c";
        QTest::newRow("constants") << "true = false or x = void or current = result" << "True = False or x = Void or Current = Result";
        QTest::newRow("bracket") << "a[i,j]" << "a [i, j]";
        QTest::newRow("static") << "{integer}.max_value" << "{INTEGER}.max_value";
        QTest::newRow("precursor") << "precursor {parent} (a)" << "Precursor {PARENT} (a)";
        QTest::newRow("array") << "<<1,2,3>>" << "<<1, 2, 3>>";
        QTest::newRow("tuple") << "[a,\"x\"]" << "[a, \"x\"]";
        QTest::newRow("conditional") << "if a then 1 elseif b then 2 else 3 end" << "if a then 1 elseif b then 2 else 3 end";
        QTest::newRow("object test") << "attached {STRING} x as s and s.count > 0" << "attached {STRING} x as s and s.count > 0";
        QTest::newRow("creation") << "create {ARRAY [INTEGER]}.make (1, n)" << "create {ARRAY [INTEGER]}.make (1, n)";
        QTest::newRow("across all") << "across a as c all c.item > 0 end" << "across a as c all c.item > 0 end";
        QTest::newRow("across some") << "across a as c some c.item = x end" << "across a as c some c.item = x end";
        QTest::newRow("agent") << "agent x.f (?, 1)" << "agent x.f (?, 1)";
        QTest::newRow("unary minus") << "- - 1" << "- -1";
        QTest::newRow("paren kept") << "((a))" << "((a))";
        QTest::newRow("char") << "'%N'" << "'%N'";
        QTest::newRow("hex kept") << "0xFF + 1_000" << "0xFF + 1_000";
    }

    void printerCanonical()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(printOf(input.toStdString())), expected);
    }

    void printerAddsParentheses()
    {
        // Build (a + b) * (c - d) - (e - f) and a ^ b ^ c trees without Paren nodes.
        auto name = [](const char* n) {
            auto e = std::make_unique<Expr>();
            e->kind = ExprKind::Call;
            e->name = n;
            return e;
        };
        auto bin = [](BinaryOp op, ExprPtr l, ExprPtr r) {
            auto e = std::make_unique<Expr>();
            e->kind = ExprKind::Binary;
            e->binaryOp = op;
            e->args.push_back(std::move(l));
            e->args.push_back(std::move(r));
            return e;
        };
        auto tree = bin(BinaryOp::Minus, bin(BinaryOp::Times, bin(BinaryOp::Plus, name("a"), name("b")), bin(BinaryOp::Minus, name("c"), name("d"))),
                        bin(BinaryOp::Minus, name("e"), name("f")));
        QCOMPARE(printExpr(*tree), std::string("(a + b) * (c - d) - (e - f)"));
        auto power = bin(BinaryOp::Power, bin(BinaryOp::Power, name("a"), name("b")), name("c"));
        QCOMPARE(printExpr(*power), std::string("(a ^ b) ^ c"));
        auto neg = std::make_unique<Expr>();
        neg->kind = ExprKind::Unary;
        neg->unaryOp = UnaryOp::Minus;
        neg->args.push_back(bin(BinaryOp::Plus, name("a"), name("b")));
        QCOMPARE(printExpr(*neg), std::string("-(a + b)"));
        auto call = std::make_unique<Expr>();
        call->kind = ExprKind::Call;
        call->name = "out";
        call->target = bin(BinaryOp::Plus, name("a"), name("b"));
        QCOMPARE(printExpr(*call), std::string("(a + b).out"));
        // Re-parsing gives the same structure.
        QCOMPARE(fullOf(printExpr(*tree)), std::string("(([(a + b)] * [(c - d)]) - [(e - f)])"));
    }

    // ---------------------------------------------------------------- classes and features
    void classHeader()
    {
        auto p = parseText(kSample);
        QCOMPARE(messages(p->sink, p->sources), QStringList());
        QCOMPARE(p->module.classes.size(), std::size_t(2));
        const ClassDecl& c = p->cls();
        QCOMPARE(c.name, std::string("SAMPLE"));
        QCOMPARE(c.description, std::string("Sample class"));
        QVERIFY(c.isDeferred);
        QVERIFY(c.isObsolete);
        QCOMPARE(c.obsoleteMessage, std::string("use OTHER"));
        QCOMPARE(c.generics.size(), std::size_t(4));
        QCOMPARE(c.generics[0].name, std::string("G"));
        QCOMPARE(printType(*c.generics[0].constraints[0]), std::string("COMPARABLE"));
        QCOMPARE(c.generics[1].constraints.size(), std::size_t(2));
        QCOMPARE(c.generics[2].creationConstraint, std::vector<std::string>{"make"});
        QVERIFY(c.generics[3].isDetachableMark);
        QCOMPARE(c.generics[3].name, std::string("L"));
        QCOMPARE(p->cls(1).name, std::string("OTHER"));
    }

    void inheritance()
    {
        auto p = parseText(kSample);
        const ClassDecl& c = p->cls();
        QCOMPARE(c.parents.size(), std::size_t(3));
        const Parent& a = c.parents[0];
        QCOMPARE(a.type->name, std::string("PARENT_A"));
        QCOMPARE(a.renames.size(), std::size_t(2));
        QCOMPARE(a.renames[1].oldName, std::string("h"));
        QCOMPARE(a.renames[1].newName, std::string("plus"));
        QCOMPARE(a.renames[1].newAlias, std::string("+"));
        QCOMPARE(a.exports.size(), std::size_t(2));
        QVERIFY(a.exports[0].all);
        QCOMPARE(a.exports[0].clients, std::vector<std::string>{"NONE"});
        QCOMPARE(a.exports[1].clients, (std::vector<std::string>{"ANY", "OTHER"}));
        QCOMPARE(a.exports[1].features, (std::vector<std::string>{"g", "plus"}));
        QCOMPARE(a.undefines, std::vector<std::string>{"out"});
        QCOMPARE(a.redefines, (std::vector<std::string>{"is_equal", "copy"}));
        QCOMPARE(a.selects, std::vector<std::string>{"g"});
        QVERIFY(!a.nonConforming);
        QCOMPARE(printType(*c.parents[1].type), std::string("PARENT_B [INTEGER]"));
        QVERIFY(c.parents[2].nonConforming);
        QVERIFY(c.hasCreationClause);
        QCOMPARE(c.creators.size(), std::size_t(2));
        QCOMPARE(c.creators[0].features, (std::vector<std::string>{"make", "make_empty"}));
        QCOMPARE(c.creators[1].clients, std::vector<std::string>{"FACTORY"});
        QVERIFY(!p->cls(1).hasCreationClause);
        QCOMPARE(c.invariant.size(), std::size_t(2));
        QCOMPARE(c.invariant[1].tag, std::string("Consistent"));
        QCOMPARE(printAssertion(c.invariant[0]), std::string("count_positive: count >= 0"));
    }

    void features()
    {
        auto p = parseText(kSample);
        const ClassDecl& c = p->cls();
        QCOMPARE(c.features.size(), std::size_t(14));
        const FeatureDecl& make = c.features[0];
        QCOMPARE(make.names[0].name, std::string("make"));
        QCOMPARE(make.clients, std::vector<std::string>{"NONE"});
        QCOMPARE(make.arguments.size(), std::size_t(3));
        QCOMPARE(make.arguments[2].name, std::string("c"));
        QCOMPARE(printType(*make.arguments[2].type), std::string("STRING"));
        QCOMPARE(make.headerComment, std::string("Create with `a'.\nSecond line."));
        QCOMPARE(make.precondition.size(), std::size_t(3));
        QCOMPARE(make.precondition[2].tag, std::string());
        QCOMPARE(make.locals.size(), std::size_t(4));
        QCOMPARE(make.locals[1].name, std::string("j"));
        QCOMPARE(printType(*make.locals[3].type), std::string("detachable LIST [G]"));
        QCOMPARE(make.bodyKind, FeatureDecl::BodyKind::Do);
        QCOMPARE(p->text(make.bodyRange), std::string("do\n\t\t\tcount := a\n\t\t"));
        QCOMPARE(p->text(make.endRange), std::string("end"));
        QCOMPARE(make.kind, FeatureDecl::Kind::Routine);

        const FeatureDecl& count = c.features[1];
        QCOMPARE(count.names.size(), std::size_t(2));
        QCOMPARE(count.names[1].name, std::string("total"));
        QCOMPARE(count.kind, FeatureDecl::Kind::Attribute);
        QCOMPARE(count.headerComment, std::string("Number of items."));
        QVERIFY(count.clients.empty());

        const FeatureDecl& item = c.features[2];
        QVERIFY(item.names[0].isFrozen);
        QCOMPARE(item.names[0].alias, std::string("[]"));
        QCOMPARE(item.assigner, std::string("put"));
        QVERIFY(item.requireElse);
        QCOMPARE(item.bodyKind, FeatureDecl::BodyKind::Deferred);

        QCOMPARE(c.features[3].kind, FeatureDecl::Kind::Constant);
        QCOMPARE(c.features[3].names[0].name, std::string("max"));
        QCOMPARE(c.features[3].constantValue->intValue, 10);
        QCOMPARE(c.features[4].constantValue->realValue, 3.14);
        QCOMPARE(c.features[5].constantValue->kind, ExprKind::Unary);
        QCOMPARE(c.features[5].constantValue->args[0]->intValue, 2147483648LL);
        QCOMPARE(c.features[6].constantValue->stringValue, std::string("abc"));
        QCOMPARE(c.features[7].constantValue->charValue, std::uint32_t('x'));
        QCOMPARE(c.features[8].constantValue->boolValue, true);

        const FeatureDecl& cached = c.features[9];
        QCOMPARE(cached.kind, FeatureDecl::Kind::Attribute);
        QCOMPARE(cached.bodyKind, FeatureDecl::BodyKind::Attribute);
        QCOMPARE(cached.body.size(), std::size_t(1));

        QCOMPARE(c.features[10].bodyKind, FeatureDecl::BodyKind::Once);
        QCOMPARE(c.features[10].onceKeys, std::vector<std::string>{"PROCESS"});
        QCOMPARE(c.features[11].bodyKind, FeatureDecl::BodyKind::External);
        QCOMPARE(c.features[11].externalLanguage, std::string("built_in"));
        QCOMPARE(c.features[11].externalAlias, std::string("max"));

        const FeatureDecl& conj = c.features[12];
        QCOMPARE(conj.names[0].alias, std::string("and then"));
        QVERIFY(conj.isObsolete);
        QCOMPARE(conj.obsoleteMessage, std::string("not needed"));
        QVERIFY(conj.ensureThen);
        QVERIFY(conj.hasRescue);
        QCOMPARE(conj.rescue[0]->kind, InstrKind::Retry);
        QVERIFY(conj.arguments[0].type->isLike);
        QCOMPARE(conj.arguments[0].type->likeAnchor, std::string("current"));

        QCOMPARE(c.features[13].clients, (std::vector<std::string>{"ANY", "OTHER"}));
        QVERIFY(c.features[13].body.empty());
    }

    void types()
    {
        auto p = parseText("class T feature\n"
                           "a: HASH_TABLE [STRING, INTEGER]\n"
                           "b: attached T\n"
                           "c: detachable ARRAY [detachable G]\n"
                           "d: like x\n"
                           "e: TUPLE [a: INTEGER; b, c: STRING]\n"
                           "f: expanded POINT\n"
                           "g: ?STRING\n"
                           "h: !STRING\n"
                           "i: TUPLE [INTEGER, STRING]\n"
                           "end\n");
        QCOMPARE(messages(p->sink, p->sources), QStringList());
        const auto& f = p->cls().features;
        QCOMPARE(printType(*f[0].type), std::string("HASH_TABLE [STRING, INTEGER]"));
        QCOMPARE(f[1].type->attachment, TypeMark::Attachment::Attached);
        QCOMPARE(printType(*f[2].type), std::string("detachable ARRAY [detachable G]"));
        QCOMPARE(f[3].type->likeAnchor, std::string("x"));
        QCOMPARE(printType(*f[4].type), std::string("TUPLE [a: INTEGER; b: STRING; c: STRING]"));
        QCOMPARE(f[4].type->tupleLabels, (std::vector<std::string>{"a", "b", "c"}));
        QVERIFY(f[8].type->tupleLabels.empty());
        QVERIFY(f[5].type->isExpandedMark);
        QCOMPARE(f[6].type->attachment, TypeMark::Attachment::Detachable);
        QCOMPARE(f[7].type->attachment, TypeMark::Attachment::Attached);
        QCOMPARE(f[8].type->generics.size(), std::size_t(2));
    }

    // ---------------------------------------------------------------- instructions
    void instructions()
    {
        Body b = parseBody("x := e; y ?= z\n"
                           "create x\n create x.make (1, 2)\n create {T} x\n create {T} x.make (a)\n create Result.make\n"
                           "f\n f (a)\n a.b.c (d)\n Current.f\n Precursor\n Precursor (a)\n Precursor {P} (a)\n {T}.f (a)\n"
                           "a [i] := v\n retry\n");
        QCOMPARE(b.size(), std::size_t(17));
        QCOMPARE(b[0]->kind, InstrKind::Assign);
        QCOMPARE(b[1]->kind, InstrKind::AssignAttempt);
        QCOMPARE(b[2]->kind, InstrKind::Create);
        QVERIFY(b[2]->name.empty());
        QCOMPARE(b[3]->name, std::string("make"));
        QCOMPARE(b[3]->args.size(), std::size_t(2));
        QCOMPARE(b[4]->typeMark->name, std::string("T"));
        QCOMPARE(b[6]->target->kind, ExprKind::ResultRef);
        QCOMPARE(b[7]->expr->kind, ExprKind::Call);
        QCOMPARE(b[9]->expr->target->target->name, std::string("a"));
        QCOMPARE(b[10]->expr->target->kind, ExprKind::CurrentRef);
        QCOMPARE(b[11]->expr->kind, ExprKind::PrecursorCall);
        QCOMPARE(b[13]->expr->name, std::string("P"));
        QCOMPARE(b[14]->expr->kind, ExprKind::StaticCall);
        QCOMPARE(b[15]->kind, InstrKind::Assign);
        QCOMPARE(b[15]->target->kind, ExprKind::Bracket);
        QCOMPARE(b[16]->kind, InstrKind::Retry);
        QCOMPARE(printBody(b, 1),
                 std::string("\tx := e\n\ty ?= z\n\tcreate x\n\tcreate x.make (1, 2)\n\tcreate {T} x\n\tcreate {T} x.make (a)\n"
                             "\tcreate Result.make\n\tf\n\tf (a)\n\ta.b.c (d)\n\tCurrent.f\n\tPrecursor\n\tPrecursor (a)\n"
                             "\tPrecursor {P} (a)\n\t{T}.f (a)\n\ta [i] := v\n\tretry\n"));
    }

    void compoundInstructions()
    {
        Body b = parseBody("if a then x := 1 elseif b then x := 2 else x := 3 end\n"
                           "inspect e when 1, 3..5 then f when 'a'..'z' then g else h end\n"
                           "from i := 1 invariant inv: i > 0 until i > n loop i := i + 1 variant v: n - i end\n"
                           "across s as c loop f (c.item) end\n"
                           "across s is x from k := 0 until k > 3 loop k := k + x end\n"
                           "check ok: a > 0 end\n check attached x as y then y.f end\n"
                           "debug f end\n debug (\"trace\") g end\n loop f end\n");
        QCOMPARE(b.size(), std::size_t(10));
        QCOMPARE(b[0]->conds.size(), std::size_t(2));
        QVERIFY(b[0]->hasElse);
        QCOMPARE(b[1]->whens.size(), std::size_t(2));
        QCOMPARE(b[1]->whens[0].choices.size(), std::size_t(2));
        QCOMPARE(b[1]->whens[0].choices[1].high->intValue, 5);
        QCOMPARE(b[1]->whens[1].choices[0].low->charValue, std::uint32_t('a'));
        QVERIFY(b[1]->hasElse);
        const Instr& loop = *b[2];
        QCOMPARE(loop.from.size(), std::size_t(1));
        QCOMPARE(loop.loopInvariant[0].tag, std::string("inv"));
        QCOMPARE(printExpr(*loop.until), std::string("i > n"));
        QCOMPARE(loop.variantTag, std::string("v"));
        QCOMPARE(printExpr(*loop.variant), std::string("n - i"));
        QCOMPARE(b[3]->acrossName, std::string("c"));
        QVERIFY(b[3]->acrossCursorForm);
        QVERIFY(!b[3]->until);
        QVERIFY(!b[4]->acrossCursorForm);
        QCOMPARE(b[4]->from.size(), std::size_t(1));
        QVERIFY(b[4]->until);
        QCOMPARE(b[5]->assertions[0].tag, std::string("ok"));
        QVERIFY(b[6]->hasThen);
        QCOMPARE(b[6]->body.size(), std::size_t(1));
        QCOMPARE(b[8]->debugKeys, std::vector<std::string>{"trace"});
        QCOMPARE(b[9]->kind, InstrKind::Loop);
        QCOMPARE(printInstr(*b[0], 0), std::string("if a then\n\tx := 1\nelseif b then\n\tx := 2\nelse\n\tx := 3\nend\n"));
        QCOMPARE(printInstr(*b[1], 0), std::string("inspect e\nwhen 1, 3..5 then\n\tf\nwhen 'a'..'z' then\n\tg\nelse\n\th\nend\n"));
        QCOMPARE(printInstr(*b[2], 1), std::string("\tfrom\n\t\ti := 1\n\tinvariant\n\t\tinv: i > 0\n\tuntil\n\t\ti > n\n\tloop\n"
                                                   "\t\ti := i + 1\n\tvariant\n\t\tv: n - i\n\tend\n"));
        QCOMPARE(printInstr(*b[5], 0), std::string("check ok: a > 0 end\n"));
        QCOMPARE(printInstr(*b[8], 0), std::string("debug (\"trace\")\n\tg\nend\n"));
        // Everything printed parses back to the same text.
        const std::string once = printBody(b, 0);
        QCOMPARE(printBody(parseBody(once), 0), once);
    }

    void expressions()
    {
        auto ot = parseExpr("attached {STRING} x.y as s");
        QCOMPARE(ot->kind, ExprKind::ObjectTest);
        QCOMPARE(ot->typeMark->name, std::string("STRING"));
        QCOMPARE(ot->boundName, std::string("s"));
        QCOMPARE(ot->args[0]->name, std::string("y"));
        QCOMPARE(parseExpr("attached x")->boundName, std::string());
        auto cond = parseExpr("if c then a elseif d then b else e end");
        QCOMPARE(cond->kind, ExprKind::Conditional);
        QCOMPARE(cond->args.size(), std::size_t(5));
        auto creation = parseExpr("create {POINT}.make (1, 2)");
        QCOMPARE(creation->kind, ExprKind::CreationExpr);
        QCOMPARE(creation->name, std::string("make"));
        QCOMPARE(creation->args.size(), std::size_t(2));
        QCOMPARE(parseExpr("create {POINT}")->name, std::string());
        auto across = parseExpr("across list as c some c.item > 0 end");
        QCOMPARE(across->kind, ExprKind::Quantifier);
        QVERIFY(!across->isAll);
        QVERIFY(across->isCursorForm);
        auto st = parseExpr("{INTEGER}.max_value");
        QCOMPARE(st->kind, ExprKind::StaticCall);
        QCOMPARE(st->typeMark->name, std::string("INTEGER"));
        QCOMPARE(st->name, std::string("max_value"));
        auto arr = parseExpr("<<1, <<2>>, x>>");
        QCOMPARE(arr->kind, ExprKind::ManifestArray);
        QCOMPARE(arr->args.size(), std::size_t(3));
        QCOMPARE(arr->args[1]->kind, ExprKind::ManifestArray);
        QCOMPARE(parseExpr("[1, \"a\"]")->kind, ExprKind::Tuple);
        auto agent = parseExpr("agent f");
        QCOMPARE(agent->kind, ExprKind::Agent);
        QCOMPARE(agent->args[0]->name, std::string("f"));
        QCOMPARE(parseExpr("old x")->kind, ExprKind::Old);
        auto chain = parseExpr("a.b (c).d [e]");
        QCOMPARE(chain->kind, ExprKind::Bracket);
        QCOMPARE(chain->target->name, std::string("d"));
        QCOMPARE(chain->target->target->args.size(), std::size_t(1));
        auto lit = parseExpr("\"abc\".count");
        QCOMPARE(lit->target->kind, ExprKind::StringLit);
        QCOMPARE(parseExpr("{INTEGER}")->kind, ExprKind::TypeLiteral);  // a type object
    }

    void inlineAgentsAreRead()
    {
        QStringList errors;
        Body b = parseBody("f (agent (x: INTEGER): BOOLEAN do if x > 0 then Result := True end end, 3)\ng", &errors);
        QCOMPARE(errors, QStringList());
        QVERIFY(b[0]->expr->args[0]->inlineRoutine);
        QCOMPARE(b.size(), std::size_t(2));
        QCOMPARE(b[0]->expr->args.size(), std::size_t(2));
        QCOMPARE(b[0]->expr->args[0]->kind, ExprKind::Agent);
        QCOMPARE(b[0]->expr->args[1]->intValue, 3);
        QCOMPARE(b[1]->expr->name, std::string("g"));
        auto qualified = parseExpr("agent list.extend (?)");
        QCOMPARE(qualified->args[0]->target->name, std::string("list"));
        QCOMPARE(qualified->args[0]->args[0]->name, std::string("?"));
    }

    void cloneIsDeep()
    {
        auto p = parseText(kSample);
        const FeatureDecl& make = p->cls().features[0];
        Body copy = cloneBody(make.body);
        QCOMPARE(printBody(copy, 0), printBody(make.body, 0));
        copy[0]->value->name = "changed";
        QCOMPARE(printBody(make.body, 0), std::string("count := a\n"));
        Body loops = parseBody("from i := 1 until i > n loop inspect i when 1 then f end end");
        QCOMPARE(printBody(cloneBody(loops), 0), printBody(loops, 0));
        auto e = parseExpr("attached {T} a.b (c) as x and across s as y all y.item end");
        QCOMPARE(printExpr(*e->clone()), printExpr(*e));
        Assertion a{"tag", e->clone(), {}};
        QCOMPARE(printAssertion(a.clone()), "tag: " + printExpr(*e));
        auto t = parseText("class C feature a: HASH_TABLE [ARRAY [G], STRING] end").get()->cls().features[0].type->clone();
        QCOMPARE(printType(*t), std::string("HASH_TABLE [ARRAY [G], STRING]"));
    }

    // ---------------------------------------------------------------- ranges
    void ranges()
    {
        auto p = parseText(kSample);
        const ClassDecl& c = p->cls();
        QCOMPARE(p->where(c.nameRange), std::string("6:2"));
        QCOMPARE(p->text(c.nameRange), std::string("SAMPLE"));
        const FeatureDecl& make = c.features[0];
        QCOMPARE(p->where(make.range), std::string("43:2"));
        QCOMPARE(p->where(make.names[0].range), std::string("43:2"));
        QCOMPARE(p->where(make.precondition[0].range), std::string("49:4"));
        QCOMPARE(p->text(make.precondition[0].range), std::string("positive: a > 0"));
        const Instr& assign = *make.body[0];
        QCOMPARE(p->where(assign.range), std::string("56:4"));
        QCOMPARE(p->text(assign.range), std::string("count := a"));
        QCOMPARE(p->text(assign.value->range), std::string("a"));
        QCOMPARE(p->where(make.endRange), std::string("59:3"));
        QCOMPARE(p->text(c.invariant[1].range), std::string("Consistent: total >= count"));

        SourceManager sources;
        DiagnosticSink sink;
        const int id = sources.add("e", "foo.bar (x) + y [i]");
        auto e = parseExpression(sources, id, sink);
        QCOMPARE(sources.text(e->range), std::string("foo.bar (x) + y [i]"));
        QCOMPARE(sources.text(e->args[0]->range), std::string("foo.bar (x)"));
        QCOMPARE(sources.text(e->args[0]->nameRange), std::string("bar"));
        QCOMPARE(sources.text(e->args[1]->range), std::string("y [i]"));
    }

    // ---------------------------------------------------------------- errors
    void lexicalErrors()
    {
        QStringList errors;
        parseExpr("\"abc", &errors);
        QCOMPARE(errors, QStringList{"1:1: unterminated string"});
        parseExpr("a + # b", &errors);
        QCOMPARE(errors, QStringList{"1:5: invalid character `#'"});
        parseExpr("99999999999999999999", &errors);
        QCOMPARE(errors, QStringList{"1:1: integer literal too large"});
        parseExpr("18446744073709551616", &errors);  // NATURAL_64's maximum + 1
        QCOMPARE(errors, QStringList{"1:1: integer literal too large"});
        parseExpr("'ab'", &errors);
        QCOMPARE(errors, QStringList{"1:1: character literal must hold exactly one character"});
        parseExpr("'a", &errors);
        QCOMPARE(errors, QStringList{"1:1: unterminated character"});
        parseExpr("\"%K\"", &errors);
        QCOMPARE(errors, QStringList{"1:2: invalid escape `%K'"});
        parseExpr("\"[\nabc\n", &errors);
        QCOMPARE(errors, QStringList{"1:1: unterminated verbatim string"});
    }

    void syntaxErrors()
    {
        auto p = parseText("class A\nfeature\n\tf\n\t\tdo\n\t\t\tx := 1\n\t\tend\n");
        QCOMPARE(messages(p->sink, p->sources), QStringList{"7:1: expected `end' to close the class"});
        QCOMPARE(p->cls().features.size(), std::size_t(1));

        auto q = parseText("class B\nfeature\n\tf\n\t\tdo\n\t\t\tx := := 1\n\t\tend\nend\n");
        QCOMPARE(messages(q->sink, q->sources), QStringList{"5:9: unexpected `:=', expected an expression"});

        QStringList errors;
        parseBody("if a then b", &errors);
        QCOMPARE(errors, QStringList{"1:12: expected `end' to close the conditional"});
        parseBody("x := (a + b", &errors);
        QCOMPARE(errors, QStringList{"1:12: expected `)' to close the parenthesis"});
        parseBody("(a) := x", &errors);
        QCOMPARE(errors, QStringList{"1:1: invalid assignment target"});
        parseBody("a + b", &errors);
        QCOMPARE(errors, QStringList{"1:3: unexpected `+'"});
        parseBody("Current\nx := 1", &errors);
        QCOMPARE(errors, QStringList{"1:1: expression cannot be used as an instruction"});
    }

    void threeErrorsReported()
    {
        const char* text =
            "class THREE\n"
            "feature\n"
            "\tf\n"
            "\t\tdo\n"
            "\t\t\tx := )\n"
            "\t\t\ty := 2\n"
            "\t\tend\n"
            "\tg (a: INTEGER)\n"
            "\t\tdo\n"
            "\t\t\tif a > then z := 1 end\n"
            "\t\tend\n"
            "\th: INTEGER\n"
            "\t\tdo\n"
            "\t\t\tResult := 1 +\n"
            "\t\tend\n"
            "end\n";
        auto p = parseText(text);
        QCOMPARE(messages(p->sink, p->sources),
                 (QStringList{"5:9: unexpected `)', expected an expression",
                              "10:11: unexpected `then', expected an expression",
                              "15:3: unexpected `end', expected an expression"}));
        const ClassDecl& c = p->cls();
        QCOMPARE(c.features.size(), std::size_t(3));
        QCOMPARE(c.features[0].body.size(), std::size_t(2));  // `y := 2' is still read
        QCOMPARE(c.features[1].body.size(), std::size_t(1));
        QCOMPARE(c.features[2].names[0].name, std::string("h"));
    }

    void recoveryAtFeatureLevel()
    {
        auto p = parseText("class C\nfeature\n\t123\n\tf do end\n\tg: INTEGER\ninvariant\n\tok: True\nend\n");
        QCOMPARE(messages(p->sink, p->sources), QStringList{"3:2: unexpected `123', expected a feature declaration"});
        QCOMPARE(p->cls().features.size(), std::size_t(2));
        QCOMPARE(p->cls().invariant.size(), std::size_t(1));
    }

    void deepNesting()
    {
        std::string deep(100000, '(');
        deep += "a";
        QStringList errors;
        auto e = parseExpr(deep, &errors);
        QVERIFY(e != nullptr);
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors[0].contains("nesting too deep"));
        std::string ifs;
        for (int i = 0; i < 5000; ++i) ifs += "if a then ";
        parseBody(ifs, &errors);
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors[0].contains("nesting too deep"));
        std::string minus(50000, '-');
        parseExpr("a " + minus + " b", &errors);
        QCOMPARE(errors.size(), 0);  // `--' starts a comment
        std::string nots;
        for (int i = 0; i < 50000; ++i) nots += "not ";
        parseExpr(nots + "a", &errors);
        QCOMPARE(errors.size(), 1);
        // Long operator and call chains make deep trees too: they are limited the same way.
        std::string sum = "a";
        for (int i = 0; i < 100000; ++i) sum += " + a";
        parseExpr(sum, &errors);
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors[0].contains("nesting too deep"));
        std::string dots = "a";
        for (int i = 0; i < 100000; ++i) dots += ".b [1]";
        parseBody(dots, &errors);
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors[0].contains("nesting too deep"));
        std::string shortSum = "a";
        for (int i = 0; i < 200; ++i) shortSum += " + a";
        QCOMPARE(printOf(shortSum), shortSum);
        // A moderately deep expression is fine.
        std::string ok(100, '(');
        ok += "a" + std::string(100, ')');
        parseExpr(ok, &errors);
        QCOMPARE(errors, QStringList());
    }

    void randomGarbage()
    {
        std::mt19937 rng(12345);
        const std::string alphabet = "abcXYZ019_ \n\t()[]{}<>:=;,.'\"%-+*/\\^~|&@#!?$";
        for (int round = 0; round < 300; ++round) {
            std::string text;
            const int length = static_cast<int>(rng() % 400);
            for (int i = 0; i < length; ++i) {
                if (rng() % 5 == 0) text += static_cast<char>(rng() % 256);
                else text += alphabet[rng() % alphabet.size()];
            }
            auto p = parseText(text);
            Q_UNUSED(p);
            QStringList errors;
            parseExpr(text, &errors);
            parseBody(text, &errors);
        }
        // Keyword soup must not loop forever either.
        const std::vector<std::string> words = {"class", "feature", "end", "do", "if", "then", "else", "from", "until",
                                                "loop", "check", "across", "as", "inherit", "create", "require", "ensure",
                                                "local", "x", ":=", "(", ")", "note", "invariant", "when", "inspect", ":"};
        for (int round = 0; round < 300; ++round) {
            std::string text;
            for (int i = 0; i < 60; ++i) text += words[rng() % words.size()] + " ";
            auto p = parseText(text);
            QVERIFY(p->module.fileId == p->fileId);
        }
    }

    void truncations()
    {
        const std::string full = kSample;
        for (std::size_t n = 0; n <= full.size(); ++n) {
            auto p = parseText(full.substr(0, n));
            if (n > full.find("deferred class") + 8 && n < full.size() - 20) QVERIFY2(p->sink.hasErrors(), std::to_string(n).c_str());
        }
        const QString path = QStringLiteral(AMEND_SOURCE_DIR "/resources/examples/sorted_set/two_way_sorted_set.e");
        const std::string real = readFile(path).toStdString();
        QVERIFY(!real.empty());
        for (std::size_t n = 0; n <= real.size(); n += 3) parseText(real.substr(0, n));
    }

    // ---------------------------------------------------------------- round trips
    void roundTrip()
    {
        int files = 0;
        for (const char* dir : {"/resources/examples", "/resources/kernel"}) {
            QDirIterator it(QStringLiteral(AMEND_SOURCE_DIR) + dir, {"*.e"}, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                auto p = parseText(readFile(path).toStdString());
                QVERIFY2(!p->sink.hasErrors(), qPrintable(path + ": " + messages(p->sink, p->sources).join("; ")));
                QVERIFY2(!p->module.classes.empty(), qPrintable(path));
                const std::string once = printModule(p->module);
                auto q = parseText(once);
                QVERIFY2(!q->sink.hasErrors(), qPrintable(path + " (printed): " + messages(q->sink, q->sources).join("; ")));
                const std::string twice = printModule(q->module);
                QVERIFY2(once == twice, qPrintable(path));
                QCOMPARE(q->module.classes.size(), p->module.classes.size());
                QCOMPARE(q->cls().features.size(), p->cls().features.size());
                ++files;
            }
        }
        QVERIFY(files >= 6);
    }

    void sampleRoundTrip()
    {
        auto p = parseText(kSample);
        const std::string once = printModule(p->module);
        auto q = parseText(once);
        QCOMPARE(messages(q->sink, q->sources), QStringList());
        QCOMPARE(printModule(q->module), once);
        QVERIFY(once.find("\tfrozen item alias \"[]\" (i: INTEGER): G assign put\n") != std::string::npos);
        QVERIFY(once.find("\tmin_value: INTEGER = -2147483648\n") != std::string::npos);
        QVERIFY(once.find("inherit {NONE}\n\tHELPER\n") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestParser)
#include "test_parser.moc"
