// Unit tests of the syntax real Eiffel code uses beyond the classic core (found in FreeELKS,
// EiffelStudio's and AutoProof's libraries): typed manifest constants, type objects, addresses,
// once strings, inline agents, `class' postconditions, several aliases, Unicode operators, the
// symbolic loop, qualified anchors, convert clauses, notes in every place, optional semicolons,
// NATURAL_64 literals, more escapes and SCOOP's `separate'. Each form is represented in the
// tree (the checker may still reject it), and printing it gives text that parses the same way.
#include "syntax/parser.h"
#include "syntax/printer.h"
#include "parse_fixture.h"

#include <QtTest>

using namespace amend;
using namespace amend::syntax;
using namespace amend::syntax::testing;

namespace {

QStringList errors(const Parsed& p) { return messages(p.sink, p.sources); }

std::unique_ptr<Parsed> parseClass(const std::string& text) { return parseText(text); }

// Parses `text' as the body of routine `f' of a class and returns that routine.
std::unique_ptr<Parsed> parseRoutine(const std::string& body)
{
    return parseClass("class C feature f\n\tdo\n" + body + "\n\tend\nend\n");
}

ExprPtr expr(const std::string& text, QStringList* errors = nullptr)
{
    SourceManager sources;
    DiagnosticSink sink;
    const int id = sources.add("e", text);
    ExprPtr e = parseExpression(sources, id, sink);
    if (errors) {
        errors->clear();
        for (const auto& d : sink.diagnostics()) *errors << QString::fromStdString(d.message);
    } else if (sink.hasErrors()) {
        qWarning() << "unexpected errors in" << text.c_str();
        return nullptr;
    }
    return e;
}

// Printed, re-parsed and printed again: the same text both times.
void checkRoundTrip(const Expr& e)
{
    const std::string once = printExpr(e);
    ExprPtr again = expr(once);
    QVERIFY2(again, once.c_str());
    QCOMPARE(printExpr(*again), once);
}

}  // namespace

class TestParserRealCode : public QObject {
    Q_OBJECT

private slots:
    void typedManifestConstants()
    {
        ExprPtr e = expr("{INTEGER_16} 5");
        QVERIFY(e);
        QCOMPARE(e->kind, ExprKind::TypedManifest);
        QCOMPARE(e->typeMark->name, std::string("INTEGER_16"));
        QCOMPARE(e->args[0]->kind, ExprKind::IntegerLit);
        QCOMPARE(expr("{STRING_8} \"\"")->args[0]->kind, ExprKind::StringLit);
        ExprPtr array = expr("{ARRAY [NATURAL_16]} <<1, 2>>");
        QCOMPARE(array->kind, ExprKind::TypedManifest);
        QCOMPARE(array->typeMark->generics[0]->name, std::string("NATURAL_16"));
        QCOMPARE(array->args[0]->kind, ExprKind::ManifestArray);
        ExprPtr negative = expr("{INTEGER_8} -128");
        QCOMPARE(negative->args[0]->kind, ExprKind::Unary);
        ExprPtr sum = expr("{NATURAL_8} 0xFF + n");  // the manifest binds tighter than `+'
        QCOMPARE(sum->kind, ExprKind::Binary);
        QCOMPARE(sum->args[0]->kind, ExprKind::TypedManifest);
        QCOMPARE(sum->args[0]->args[0]->intValue, 255);
        checkRoundTrip(*array);
        checkRoundTrip(*negative);
    }

    void typeObjects()
    {
        ExprPtr e = expr("({G}).has_default");
        QCOMPARE(e->kind, ExprKind::Call);
        QCOMPARE(e->target->kind, ExprKind::Paren);
        QCOMPARE(e->target->args[0]->kind, ExprKind::TypeLiteral);
        QCOMPARE(e->target->args[0]->typeMark->name, std::string("G"));
        ExprPtr eq = expr("{G} = {INTEGER}");
        QCOMPARE(eq->kind, ExprKind::Binary);
        QCOMPARE(eq->args[1]->kind, ExprKind::TypeLiteral);
        checkRoundTrip(*e);
    }

    void staticCallInObjectTest()
    {
        ExprPtr e = expr("attached {EXECUTION_ENVIRONMENT}.temporary_directory_path as tmp");
        QCOMPARE(e->kind, ExprKind::ObjectTest);
        QVERIFY(!e->typeMark);
        QCOMPARE(e->args[0]->kind, ExprKind::StaticCall);
        QCOMPARE(e->boundName, std::string("tmp"));
        ExprPtr typed = expr("attached {LIST [G]} x as l");
        QCOMPARE(typed->typeMark->name, std::string("LIST"));
        QCOMPARE(typed->args[0]->name, std::string("x"));
    }

    void addresses()
    {
        ExprPtr e = expr("c_call ($x, $Current, $Result)");
        QCOMPARE(e->args.size(), std::size_t(3));
        QCOMPARE(e->args[0]->kind, ExprKind::Address);
        QCOMPARE(e->args[0]->name, std::string("x"));
        QCOMPARE(e->args[1]->name, std::string("current"));
        checkRoundTrip(*e->args[0]);
    }

    void onceStrings()
    {
        ExprPtr e = expr("fixme (once \"later\")");
        QCOMPARE(e->args[0]->kind, ExprKind::StringLit);
        QVERIFY(e->args[0]->isOnceString);
        QCOMPARE(e->args[0]->stringValue, std::string("later"));
        QCOMPARE(printExpr(*e), std::string("fixme (once \"later\")"));
        checkRoundTrip(*e);
    }

    void inlineAgents()
    {
        auto p = parseRoutine("\t\tl.do_all (agent (x: INTEGER; s: STRING): BOOLEAN\n\t\t\trequire x > 0\n\t\t\tlocal y: INTEGER\n"
                              "\t\t\tdo y := x; Result := y > 1 ensure Result end (?, \"s\"))\n\t\tg");
        QCOMPARE(errors(*p), QStringList());
        const FeatureDecl& f = p->cls().features[0];
        QCOMPARE(f.body.size(), std::size_t(2));  // the agent ends where it should: `g' follows
        const Expr& agent = *f.body[0]->expr->args[0];
        QCOMPARE(agent.kind, ExprKind::Agent);
        QVERIFY(agent.inlineRoutine);
        const FeatureDecl& routine = *agent.inlineRoutine;
        QCOMPARE(routine.arguments.size(), std::size_t(2));
        QCOMPARE(routine.arguments[1].type->name, std::string("STRING"));
        QCOMPARE(routine.type->name, std::string("BOOLEAN"));
        QCOMPARE(routine.precondition.size(), std::size_t(1));
        QCOMPARE(routine.locals.size(), std::size_t(1));
        QCOMPARE(routine.body.size(), std::size_t(2));
        QCOMPARE(routine.postcondition.size(), std::size_t(1));
        QCOMPARE(agent.args.size(), std::size_t(2));  // the actuals after the agent
        QCOMPARE(agent.args[0]->name, std::string("?"));
        QCOMPARE(f.body[1]->expr->name, std::string("g"));

        ExprPtr procedure = expr("agent do count := count + 1 end");
        QVERIFY(procedure->inlineRoutine);
        QVERIFY(!procedure->inlineRoutine->type);
        checkRoundTrip(*procedure);
        ExprPtr clone = procedure->clone();
        QCOMPARE(clone->inlineRoutine, procedure->inlineRoutine);
    }

    void agentForms()
    {
        ExprPtr s = expr("agent {STRING}.is_empty");
        QCOMPARE(s->args[0]->kind, ExprKind::StaticCall);
        ExprPtr q = expr("agent x.f (?, 1)");
        QCOMPARE(q->args[0]->target->name, std::string("x"));
        QCOMPARE(q->args[0]->args[0]->name, std::string("?"));
        checkRoundTrip(*q);
    }

    void classPostcondition()
    {
        auto p = parseClass("class C feature\n\tf: INTEGER\n\t\tdo\n\t\tensure\n\t\t\tclass\n\t\tend\n"
                            "\tg: INTEGER\n\t\tdo\n\t\tensure\n\t\t\tinstance_free: class\n\t\t\tpositive: Result > 0\n\t\tend\nend\n");
        QCOMPARE(errors(*p), QStringList());
        QVERIFY(p->cls().features[0].postcondition[0].isClassMarker);
        const auto& g = p->cls().features[1].postcondition;
        QCOMPARE(g.size(), std::size_t(2));
        QVERIFY(g[0].isClassMarker);
        QCOMPARE(g[0].tag, std::string("instance_free"));
        QVERIFY(!g[0].expr);
        QVERIFY(!g[1].isClassMarker);
        QCOMPARE(printAssertion(g[0]), std::string("instance_free: class"));
    }

    void severalAliases()
    {
        auto p = parseClass("class C inherit P rename has as has alias \"\xE2\x88\x8B\" alias \"@\" end feature\n"
                            "\tconjuncted alias \"and\" alias \"\xE2\x88\xA7\" (other: BOOLEAN): BOOLEAN do end\n"
                            "\thas alias \"\xE2\x88\x8B\", valid_index (v: INTEGER): BOOLEAN do end\nend\n");
        QCOMPARE(errors(*p), QStringList());
        const FeatureName& n = p->cls().features[0].names[0];
        QCOMPARE(n.alias, std::string("and"));
        QCOMPARE(n.moreAliases, std::vector<std::string>{"\xE2\x88\xA7"});
        QCOMPARE(p->cls().features[1].names.size(), std::size_t(2));
        QCOMPARE(p->cls().features[1].names[0].alias, std::string("\xE2\x88\x8B"));
        QCOMPARE(p->cls().parents[0].renames[0].newAlias, std::string("\xE2\x88\x8B"));
        QCOMPARE(p->cls().parents[0].renames[0].moreAliases, std::vector<std::string>{"@"});
        QVERIFY(printFeature(p->cls().features[0]).find("alias \"and\" alias \"\xE2\x88\xA7\"") != std::string::npos);
    }

    void unicodeFreeOperators()
    {
        ExprPtr e = expr("a \xE2\x8A\x86 b");  // ⊆
        QCOMPARE(e->kind, ExprKind::Binary);
        QCOMPARE(e->binaryOp, BinaryOp::Free);
        QCOMPARE(e->name, std::string("\xE2\x8A\x86"));
        ExprPtr mixed = expr("s |\xE2\x86\x92 t");  // |→ : ASCII and Unicode in one operator
        QCOMPARE(mixed->name, std::string("|\xE2\x86\x92"));
        QCOMPARE(expr("a \xE2\x88\xA7 b")->binaryOp, BinaryOp::And);  // ∧ keeps its meaning
        checkRoundTrip(*e);
    }

    void symbolicLoop()
    {
        auto p = parseRoutine("\t\t\xE2\x9F\xB3 o: other \xC2\xA6 extend (o); n := n + 1 \xE2\x9F\xB2\n\t\tg");
        QCOMPARE(errors(*p), QStringList());
        const Body& body = p->cls().features[0].body;
        QCOMPARE(body.size(), std::size_t(2));
        const Instr& loop = *body[0];
        QCOMPARE(loop.kind, InstrKind::Loop);
        QCOMPARE(loop.acrossName, std::string("o"));
        QVERIFY(!loop.acrossCursorForm);
        QCOMPARE(loop.acrossIterable->name, std::string("other"));
        QCOMPARE(loop.body.size(), std::size_t(2));
        QVERIFY(!loop.until);

        auto missing = parseRoutine("\t\t\xE2\x9F\xB3 o: other \xC2\xA6 extend (o)\n\t\tend");
        QCOMPARE(errors(*missing).value(0), QString::fromUtf8("4:3: expected `\xE2\x9F\xB2' to close the loop"));
    }

    void qualifiedAnchors()
    {
        auto p = parseClass("class C feature\n\tn: like {READABLE_STRING_8}.count\n\tarea_index: like area.lower\n"
                            "\tx: separate like Current\nend\n");
        QCOMPARE(errors(*p), QStringList());
        const TypeMark& n = *p->cls().features[0].type;
        QVERIFY(n.isLike);
        QCOMPARE(n.likeType->name, std::string("READABLE_STRING_8"));
        QCOMPARE(n.likeQualifiers, std::vector<std::string>{"count"});
        const TypeMark& a = *p->cls().features[1].type;
        QCOMPARE(a.likeAnchor, std::string("area"));
        QCOMPARE(a.likeQualifiers, std::vector<std::string>{"lower"});
        QVERIFY(p->cls().features[2].type->isSeparate);
        QCOMPARE(printType(n), std::string("like {READABLE_STRING_8}.count"));
        QCOMPARE(printType(*n.clone()), std::string("like {READABLE_STRING_8}.count"));
        QCOMPARE(printType(a), std::string("like area.lower"));
    }

    void convertClause()
    {
        auto p = parseClass("class C create make_from convert make_from ({STRING_8, STRING_32}), to_real: {REAL_64}\n"
                            "feature make_from (s: STRING) do end\nend\n");
        QCOMPARE(errors(*p), QStringList());
        const auto& c = p->cls().conversions;
        QCOMPARE(c.size(), std::size_t(2));
        QVERIFY(c[0].isCreation);
        QCOMPARE(c[0].feature, std::string("make_from"));
        QCOMPARE(c[0].types.size(), std::size_t(2));
        QCOMPARE(c[0].types[1]->name, std::string("STRING_32"));
        QVERIFY(!c[1].isCreation);
        QCOMPARE(c[1].types[0]->name, std::string("REAL_64"));
        QCOMPARE(p->cls().features.size(), std::size_t(1));
        const std::string printed = printClass(p->cls());
        QVERIFY2(printed.find("convert\n\tmake_from ({STRING_8, STRING_32}),\n\tto_real: {REAL_64}\n") != std::string::npos, printed.c_str());
        auto again = parseClass(printed);
        QCOMPARE(errors(*again), QStringList());
        QCOMPARE(printClass(again->cls()), printed);
    }

    void notesEverywhere()
    {
        auto p = parseClass("class C feature\n"
                            "\tf\n\t\tnote\n\t\t\tEIS: \"name=x\", \"protocol=uri\"\n\t\tobsolete \"Use g [2019-05-31]\"\n\t\tdo end\n"
                            "\tg\n\t\tobsolete \"old\"\n\t\tnote status: impure\n\t\tdo end\n"
                            "\tmax: INTEGER = 16\n\n"
                            "note\n\tcopyright: \"x\"\nend\n");
        QCOMPARE(errors(*p), QStringList());
        QCOMPARE(p->cls().features.size(), std::size_t(3));
        QVERIFY(p->cls().features[0].isObsolete);
        QCOMPARE(p->cls().features[0].obsoleteMessage, std::string("Use g [2019-05-31]"));
        QVERIFY(p->cls().features[1].isObsolete);
        QCOMPARE(p->cls().features[2].kind, FeatureDecl::Kind::Constant);
    }

    void optionalSemicolons()
    {
        auto p = parseClass("class C feature f (a: STRING b, c: INTEGER) do end end");
        QCOMPARE(errors(*p), QStringList());
        QCOMPARE(p->cls().features[0].arguments.size(), std::size_t(3));
        QCOMPARE(p->cls().features[0].arguments[2].type->name, std::string("INTEGER"));
    }

    void natural64Literals()
    {
        ExprPtr e = expr("18446744073709551615");
        QCOMPARE(static_cast<std::uint64_t>(e->intValue), std::uint64_t(18446744073709551615ull));
        QStringList errors;
        expr("18446744073709551616", &errors);
        QCOMPARE(errors, QStringList{"integer literal too large"});
    }

    void escapesInAllBases()
    {
        QCOMPARE(expr("'%/0c101/'")->charValue, 65u);
        QCOMPARE(expr("'%/0b1000001/'")->charValue, 65u);
        QCOMPARE(expr("'%/0x20AC/'")->charValue, 0x20ACu);
        QCOMPARE(expr("\"%/8364/\"")->stringValue, std::string("\xE2\x82\xAC"));
        QCOMPARE(expr("'\xE2\x82\xAC'")->charValue, 0x20ACu);
    }

    void cursorOfIterationVariable()
    {
        // `@ n.target_index + 1': the call is on the cursor `@ n', the sum outside it.
        ExprPtr e = expr("@ n.target_index + 1");
        QVERIFY(e);
        QCOMPARE(e->kind, ExprKind::Binary);
        const Expr& call = *e->args[0];
        QCOMPARE(call.kind, ExprKind::Call);
        QCOMPARE(call.name, std::string("target_index"));
        QVERIFY(call.target);
        QCOMPARE(call.target->kind, ExprKind::Cursor);
        QCOMPARE(call.target->name, std::string("n"));
        checkRoundTrip(*e);
        // `@' before something else than a name stays a free prefix operator.
        ExprPtr free = expr("@ (a)");
        QVERIFY(free);
        QCOMPARE(free->kind, ExprKind::Unary);
        QCOMPARE(free->unaryOp, UnaryOp::Free);
    }

    void byteOrderMarkInABuffer()
    {
        auto p = parseClass("\xEF\xBB\xBF" "class C end");
        QCOMPARE(errors(*p), QStringList());
        QCOMPARE(p->cls().name, std::string("C"));
    }
};

QTEST_APPLESS_MAIN(TestParserRealCode)
#include "test_parser_real_code.moc"
