// Modular testing (engine/testing/modular_check.h): the candidate values and their combinations
// (modular_choice.h), and the three checks on programs written for them in tests/modular: a callee
// whose correct body has a too weak postcondition, a loop whose invariant is too weak, not
// inductive, or too weak for a callee's precondition in its body, a routine that fails only from a
// state the invariant allows but no run reaches, an exported creation procedure failing when called
// again (the one check on programs not written for a prover); and their correct counterparts, on
// which nothing may be reported.
#include "sema/compiler.h"
#include "syntax/parser.h"
#include "testing/modular_check.h"
#include "testing/modular_choice.h"
#include "testing/modular_json.h"

#include <QJsonObject>
#include <QtTest>

using namespace amend;
using namespace amend::testing;

namespace {

const std::string modularDir = std::string(AMEND_SOURCE_DIR) + "/tests/modular/";

std::shared_ptr<const sema::Program> load(const std::string& path)
{
    DiagnosticSink sink;
    sema::CompileInput input;
    input.paths = {path};
    auto program = sema::compileProgram(input, sink);
    if (sink.hasErrors()) {
        for (const Diagnostic& d : sink.sorted()) qWarning("%s", DiagnosticSink::format(d, program->sources).c_str());
        return nullptr;
    }
    return program;
}

std::vector<ProofObligation> check(const std::string& file, ModularScope scope = ModularScope::Everything)
{
    auto program = load(modularDir + file);
    if (!program) return {};
    CancelToken cancel;
    ModularOptions options;
    options.scope = scope;
    return checkModularObligations(*program, options, cancel);
}

bool contains(const std::vector<std::string>& list, const std::string& item)
{
    return std::find(list.begin(), list.end(), item) != list.end();
}

}  // namespace

class TestModularCheck : public QObject {
    Q_OBJECT

private slots:
    void comparisonSidesDropOldAndAddNeighbours()
    {
        const syntax::ExprPtr e = syntax::parseExpressionText("hours = (old hours + 1) \\\\ 24 and ready");
        QVERIFY(e);
        const std::vector<std::string> sides = comparisonSides({e.get()});
        QVERIFY(contains(sides, "hours"));
        QVERIFY(contains(sides, "hours + 1"));                 // the side `hours' ± 1
        QVERIFY(contains(sides, "(hours + 1) \\\\ 24"));       // `old' removed
        QVERIFY(contains(sides, "((hours + 1) \\\\ 24) - 1"));
        QVERIFY(contains(sides, "0"));
        for (const std::string& s : sides) QVERIFY2(s.find("old") == std::string::npos, s.c_str());
        QVERIFY(!contains(sides, "ready"));  // not a side of a comparison
        std::string literals;
        for (const std::string& l : integerLiterals(sides)) literals += l + " ";
        QCOMPARE(literals, std::string("0 1 -1 "));  // 24 is no side here: it is inside `(old hours + 1) \\ 24'
        const syntax::ExprPtr bound = syntax::parseExpressionText("0 <= hours and hours <= 23");
        QVERIFY(bound);
        literals.clear();
        for (const std::string& l : integerLiterals(comparisonSides({bound.get()}))) literals += l + " ";
        QCOMPARE(literals, std::string("0 23 1 -1 "));
    }

    void choicesChangeFewestFirstAndReadOldValues()
    {
        // b := 0 must come after a := b + 1, which reads the old b.
        const std::vector<HavocVariable> vars{{"a", {"a", "b + 1"}}, {"b", {"b", "0"}}};
        const std::vector<std::string> choices = assignmentChoices(vars, 10);
        QCOMPARE(choices, (std::vector<std::string>{"", "a := b + 1\n", "b := 0\n", "a := b + 1\nb := 0\n"}));
        QCOMPARE(assignmentChoices(vars, 2).size(), std::size_t{2});
        // x := y and y := x read each other: no order keeps both old values, the pair is left out.
        const std::vector<std::string> swapped = assignmentChoices({{"x", {"x", "y"}}, {"y", {"y", "x"}}}, 10);
        QCOMPARE(swapped, (std::vector<std::string>{"", "x := y\n", "y := x\n"}));
        QCOMPARE(rankedChoices(vars, 10).size(), std::size_t{4});
    }

    void equalitiesAreSolvedForATermOfASum()
    {
        const syntax::ExprPtr division = syntax::parseExpressionText("0 <= r and n = m * q + r");
        QVERIFY(division);
        // q is inside a product: only r is solved for.
        std::vector<EqualitySolution> found = equalitySolutions({division.get()}, {"q", "r"});
        QCOMPARE(found.size(), std::size_t{1});
        QCOMPARE(found[0].variable, std::string("r"));
        QCOMPARE(found[0].expression, std::string("n - (m * q)"));
        // A subtracted term, Result, and a sum in parentheses on the other side.
        const syntax::ExprPtr sum = syntax::parseExpressionText("Result = a + (b - i)");
        QVERIFY(sum);
        found = equalitySolutions({sum.get()}, {"i", "Result"});
        QCOMPARE(found.size(), std::size_t{2});
        QCOMPARE(found[0].variable, std::string("i"));
        QCOMPARE(found[0].expression, std::string("-(Result - a - b)"));
        QCOMPARE(found[1].variable, std::string("Result"));
        QCOMPARE(found[1].expression, std::string("(a + (b - i))"));
        // A variable occurring twice, or not in an equality, is not solved for.
        const syntax::ExprPtr twice = syntax::parseExpressionText("x = x * 2 + y");
        const syntax::ExprPtr bound = syntax::parseExpressionText("x <= y + 1");
        QVERIFY(twice && bound);
        QVERIFY(equalitySolutions({twice.get(), bound.get()}, {"x"}).empty());
    }

    void solvedVariableIsAssignedAfterTheOthers()
    {
        const std::vector<HavocVariable> vars{{"q", {"q", "-1"}}, {"r", {"r", "0"}}};
        const std::vector<std::string> choices = solvedChoices(vars, {{"r", "n - (m * q)"}}, 10);
        QCOMPARE(choices, (std::vector<std::string>{"r := n - (m * q)\n", "q := -1\nr := n - (m * q)\n"}));
        QCOMPARE(solvedChoices(vars, {{"r", "n - (m * q)"}}, 1).size(), std::size_t{1});
    }

    void modeNames()
    {
        QCOMPARE(modularModeNamed("on"), std::optional<ModularMode>(ModularMode::On));
        QCOMPARE(modularModeNamed("off"), std::optional<ModularMode>(ModularMode::Off));
        QCOMPARE(modularModeNamed("auto"), std::optional<ModularMode>(ModularMode::Auto));
        QVERIFY(!modularModeNamed("yes"));
        QCOMPARE(std::string(obligationKindName(ObligationKind::InvariantState)), std::string("invariant_state"));
    }

    void autoProofStyleIsRecognised()
    {
        auto odometer = load(modularDir + "odometer_weak.e");
        QVERIFY(odometer);
        QVERIFY(isAutoProofStyle(*odometer));
        auto plain = load(std::string(AMEND_SOURCE_DIR) + "/resources/examples/account/account.e");
        QVERIFY(plain);
        QVERIFY(!isAutoProofStyle(*plain));
        // A class with no frame clause or model is AutoProof-style through its project's libraries.
        auto alone = load(modularDir + "prover_project/integer_root.e");
        QVERIFY(alone);
        QVERIFY(!isAutoProofStyle(*alone));
        auto project = load(modularDir + "prover_project/prover_project.ecf");
        QVERIFY(project);
        QVERIFY(isAutoProofStyle(*project));
    }

    void calleeWithTooWeakPostconditionIsReported()
    {
        const std::vector<ProofObligation> found = check("odometer_weak.e");
        QCOMPARE(found.size(), std::size_t{1});
        const ProofObligation& o = found.front();
        QCOMPARE(o.kind, ObligationKind::CalleeContract);
        QCOMPARE(o.callee, std::string("ODOMETER_WEAK.wrap_units"));
        QCOMPARE(o.routine, std::string("ODOMETER_WEAK.advance"));
        QCOMPARE(o.key.kind, FaultKind::Postcondition);
        QCOMPARE(o.key.tag, std::string("units_advanced"));
        QCOMPARE(o.replacement, std::string("(nothing changed)"));  // the body's own effect is not promised
        QCOMPARE(o.startState, std::string("units := 9"));           // the state where wrapping matters
        QVERIFY(!o.counterexample.steps.empty());
        QCOMPARE(o.describe(), std::string("ODOMETER_WEAK.wrap_units's postcondition is too weak for its caller ODOMETER_WEAK.advance: "
                                           "clause `units_advanced' fails when wrap_units is replaced by its contract"));
    }

    void loopWithTooWeakInvariantIsReported()
    {
        const std::vector<ProofObligation> found = check("triangle_weak.e");
        QCOMPARE(found.size(), std::size_t{2});
        QCOMPARE(found[0].kind, ObligationKind::LoopInvariantTooWeak);
        QCOMPARE(found[0].routine, std::string("TRIANGLE_WEAK.sum_to"));
        QCOMPARE(found[0].key.tag, std::string("triangular"));
        QVERIFY(found[0].loop.valid());
        QCOMPARE(found[1].kind, ObligationKind::LoopNotInductive);
        QCOMPARE(found[1].key.kind, FaultKind::LoopInvariant);
        QCOMPARE(found[1].key.tag, std::string("bounded"));
        QCOMPARE(found[1].replacement, std::string("Result := 300"));
    }

    void loopInvariantTooWeakForACalleeInTheBodyIsReported()
    {
        // Only a state with Result negative (left = items + capacity, solved from `all_items')
        // breaks take's precondition: no candidate alone reaches it.
        const std::vector<ProofObligation> found = check("packing_weak.e");
        QCOMPARE(found.size(), std::size_t{1});
        const ProofObligation& o = found.front();
        QCOMPARE(o.kind, ObligationKind::LoopBodyContract);
        QCOMPARE(o.routine, std::string("PACKING_WEAK.full_boxes"));
        QCOMPARE(o.callee, std::string("PACKING_WEAK.take"));
        QCOMPARE(o.key.kind, FaultKind::Precondition);
        QCOMPARE(o.key.tag, std::string("stock_bounded"));
        QVERIFY(o.loop.valid());
        QVERIFY2(o.replacement.find("left := items - (capacity * Result)") != std::string::npos, o.replacement.c_str());
        QVERIFY(!o.counterexample.steps.empty());
        QCOMPARE(o.describe(), std::string("a loop invariant of PACKING_WEAK.full_boxes is too weak for the loop body: PACKING_WEAK.take's "
                                           "precondition (clause `stock_bounded') fails in an iteration from a state satisfying the "
                                           "invariant and not the exit condition"));
        QCOMPARE(std::string(obligationKindName(o.kind)), std::string("loop_body_contract"));
    }

    void stateOnlyTheInvariantAllowsIsReported()
    {
        const std::vector<ProofObligation> found = check("flags_weak.e");
        QCOMPARE(found.size(), std::size_t{1});
        QCOMPARE(found[0].kind, ObligationKind::InvariantState);
        QCOMPARE(found[0].routine, std::string("FLAGS_WEAK.start"));
        QCOMPARE(found[0].key.tag, std::string("not_both"));
        QCOMPARE(found[0].startState, std::string("after := True"));
    }

    void kernelCreationProcedureIsReplacedByItsContract()
    {
        // SPAN_WEAK.range creates an INTEGER_INTERVAL whose `make' promises the bounds of a non-empty
        // interval only: replaced by that contract (any empty interval for 1 .. 0), `same_ends' fails.
        const std::vector<ProofObligation> found = check("span_weak.e");
        QCOMPARE(found.size(), std::size_t{1});
        QCOMPARE(found[0].kind, ObligationKind::CalleeContract);
        QCOMPARE(found[0].callee, std::string("INTEGER_INTERVAL.make"));
        QCOMPARE(found[0].routine, std::string("SPAN_WEAK.range"));
        QCOMPARE(found[0].key.tag, std::string("same_ends"));
        QCOMPARE(found[0].replacement, std::string("lower := min_index + 1"));
    }

    void creatorCalledAgainIsReportedInAnyProgram()
    {
        // Nothing in cursor_reset_weak.e is written for a prover; its exported creation procedure
        // `reset', called again as a command from `after' True, breaks `not_both': the one check
        // `--modular auto' runs on such programs reports it (the state set on entry to that call,
        // not to the creation the test starts with).
        auto program = load(modularDir + "cursor_reset_weak.e");
        QVERIFY(program);
        QVERIFY(!isAutoProofStyle(*program));
        const std::vector<ProofObligation> found = check("cursor_reset_weak.e", ModularScope::CreatorsAsCommands);
        QCOMPARE(found.size(), std::size_t{1});
        QCOMPARE(found[0].kind, ObligationKind::InvariantState);
        QCOMPARE(found[0].routine, std::string("CURSOR_RESET_WEAK.reset"));
        QCOMPARE(found[0].key.tag, std::string("not_both"));
        QCOMPARE(found[0].startState, std::string("after := True"));
        QCOMPARE(found[0].counterexample.steps.back().kind, Step::Kind::Call);
    }

    void creatorsAsCommandsCheckNothingElse()
    {
        // The scope leaves out routines that are no creation procedures (FLAGS_WEAK.start), callees
        // (ODOMETER_WEAK.wrap_units) and loops (TRIANGLE_WEAK.sum_to), reported under Everything.
        for (const char* file : {"flags_weak.e", "odometer_weak.e", "triangle_weak.e"}) {
            QVERIFY(!check(file).empty());
            QVERIFY2(check(file, ModularScope::CreatorsAsCommands).empty(), file);
        }
    }

    void correctCounterpartsAreNotReported_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("callee") << "odometer_proved.e";
        QTest::newRow("loop") << "triangle_proved.e";
        QTest::newRow("loop body") << "packing_proved.e";
        QTest::newRow("state") << "flags_proved.e";
        QTest::newRow("creator called again") << "cursor_reset_proved.e";
        // A creation call starts from the default state (no start state: `count := 1' breaks `empty').
        QTest::newRow("creation from the default state") << "tally_proved.e";
        // A redeclaration without frame clause inherits its precursor's (`raise' may change `level' only).
        QTest::newRow("inherited frame") << "inherited_frame";
        QTest::newRow("kernel creation procedure") << "span_proved.e";
    }

    void correctCounterpartsAreNotReported()
    {
        QFETCH(QString, file);
        QVERIFY(load(modularDir + file.toStdString()));
        const std::vector<ProofObligation> found = check(file.toStdString());
        for (const ProofObligation& o : found) qWarning("%s", o.describe().c_str());
        QVERIFY(found.empty());
    }

    void obligationsAsJson()
    {
        auto program = load(modularDir + "odometer_weak.e");
        QVERIFY(program);
        CancelToken cancel;
        const QJsonArray json = proofObligationsToJson(*program, checkModularObligations(*program, ModularOptions{}, cancel));
        QCOMPARE(json.size(), 1);
        const QJsonObject o = json.first().toObject();
        QCOMPARE(o.value("kind").toString(), QString("callee_contract"));
        QCOMPARE(o.value("callee").toString(), QString("ODOMETER_WEAK.wrap_units"));
        QCOMPARE(o.value("violation").toString(), QString("postcondition"));
        QCOMPARE(o.value("start_state").toString(), QString("units := 9"));
        QVERIFY(o.value("counterexample_eiffel").toString().contains("advance"));
    }
};

QTEST_GUILESS_MAIN(TestModularCheck)
#include "test_modular_check.moc"
