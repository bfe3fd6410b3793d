// Co-evolution of tests against valid fixes (repair/coevolution.h): a fix that passes the fault's
// tests but violates a contract on a co-evolved test is invalidated (the contracts decide); of two
// fixes that differ where the unchanged routine passes, the one that behaves otherwise than the
// original is demoted when it discards what the routine computed (a constant) and questioned
// without moving otherwise (the original decides); fixes that differ only where the original fails
// stay as they are; the verdict names the test and both behaviours; the same seed gives the same
// verdicts with one thread or four.
#include "repair/coevolution.h"
#include "repair/ranking.h"
#include "sema/compiler.h"
#include "synthesis/candidate.h"
#include "synthesis/lowering.h"
#include "testing/test_run.h"

#include "fault_fixture.h"

#include <QtTest>

using namespace amend;

namespace {

// half_up's fault: odd n (the postcondition `covers'). clamp's fault: i outside 1..10. store's
// fault: a negative n kept.
const char* const source =
    "class\n\tCALC\n\ncreate\n\tmake\n\nfeature\n\n\tmake\n\t\tdo\n\t\tend\n\n"
    "\thalf_up (n: INTEGER): INTEGER\n\t\trequire\n\t\t\tnatural: n >= 0\n\t\tdo\n\t\t\tResult := n // 2\n"
    "\t\tensure\n\t\t\tcovers: Result * 2 >= n\n\t\t\ttight: Result * 2 <= n + 1\n\t\tend\n\n"
    "\tclamp (i: INTEGER): INTEGER\n\t\tdo\n\t\t\tResult := i\n"
    "\t\tensure\n\t\t\tin_range: Result >= 1 and Result <= 10\n\t\tend\n\n"
    "\tstore (n: INTEGER)\n\t\tdo\n\t\t\tlast := n\n\t\tensure\n\t\t\tnatural: last >= 0\n\t\tend\n\n"
    "\tlast: INTEGER\n\nend\n";

}  // namespace

class TestCoevolution : public QObject {
    Q_OBJECT

    std::shared_ptr<const sema::Program> m_program;

    const sema::FeatureInfo* routine(const char* name) const { return m_program->classNamed("CALC")->feature(name); }

    // A body fix of `name` that replaces `Result := …` (the body's only instruction) by `body`.
    repair::Fix fix(const char* name, const char* original, const std::string& body) const
    {
        const synthesis::RoutineText text(*m_program, *routine(name));
        const std::string& file = text.fileText();
        const std::size_t at = file.find(original, text.bodyBegin());
        repair::Fix f;
        f.routine = std::string("CALC.") + name;
        f.action = body;
        f.normalized = body;
        f.changeSize = static_cast<int>(body.size());
        f.susp = 1;
        f.evidenceSusp = 1;
        if (at == std::string::npos || at >= text.bodyEnd()) return f;
        f.change = {std::make_shared<const std::string>(file),
                    {{static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(at + std::string(original).size()), body}}};
        return f;
    }

    analysis::FaultUnderRepair fault(const char* name, const std::vector<int>& inputs) const
    {
        std::vector<analysis::ReplayableTest> tests;
        for (int i : inputs) tests.push_back(testfixture::callOnNewObject(*m_program, "CALC", name, {i}, "make"));
        return testfixture::makeFault(*m_program, routine(name), std::move(tests));
    }

    static repair::CoevolutionStatistics coevolve(const sema::Program& program, const analysis::FaultUnderRepair& fault,
                                                  std::vector<repair::Fix>& fixes, int threads = 2)
    {
        repair::CoevolutionOptions options;
        options.threads = threads;
        CancelToken cancel;
        NullProgressSink progress;
        return repair::coevolveTests(program, fault, fixes, options, cancel, progress);
    }

private slots:
    void initTestCase()
    {
        sema::CompileInput input;
        input.buffers = {{"/coevolution/calc.e", source}};
        DiagnosticSink sink;
        m_program = sema::compileProgram(input, sink);
        QVERIFY(!sink.hasErrors());
    }

    // Issue 34, item 11: a verdict shows the part of two long renderings where they differ,
    // cut between words, never inside a name, a number or a UTF-8 character.
    void aVerdictsExcerptIsCutBetweenWords()
    {
        std::string state;
        for (int i = 0; i < 30; ++i) state += "item_" + std::to_string(i) + " = " + std::to_string(1000 + i) + ", ";
        state += "naïve = \"é\"";
        const std::size_t at = state.find("item_12");
        const std::string excerpt = repair::excerptAround(state, at + 3);
        QVERIFY2(excerpt.find("item_12 = 1012") != std::string::npos, excerpt.c_str());
        QVERIFY(excerpt.rfind("…", 0) == 0 && excerpt.size() > 6 && excerpt.compare(excerpt.size() - 3, 3, "…") == 0);
        const std::string inner = excerpt.substr(3, excerpt.size() - 6);
        // Whole words at both ends: what follows the opening "…" starts a word of `state', what
        // precedes the closing one ends one.
        const std::size_t begin = state.find(inner);
        QVERIFY2(begin != std::string::npos && begin > 0, excerpt.c_str());
        const std::string breaks = " ,;()[]{}<>=";
        QVERIFY2(breaks.find(state[begin - 1]) != std::string::npos, excerpt.c_str());
        QVERIFY2(breaks.find(state[begin + inner.size()]) != std::string::npos, excerpt.c_str());
        QVERIFY(inner.size() >= 90 && inner.size() <= 160);
        // The end near a two-byte character: never half of it.
        const std::string tail = repair::excerptAround(state, state.size() - 3);
        QVERIFY2(QString::fromUtf8(tail.c_str()).toUtf8().toStdString() == tail, tail.c_str());
        std::string accents;
        for (int i = 0; i < 150; ++i) accents += "é";   // one word of 300 bytes: cut inside it, between characters
        for (std::size_t at : {std::size_t(101), std::size_t(150), std::size_t(201)}) {
            const std::string cut = repair::excerptAround(accents, at);
            QVERIFY2(QString::fromUtf8(cut.c_str()).toUtf8().toStdString() == cut, cut.c_str());
        }
        QCOMPARE(repair::excerptAround("short", 2), std::string("short"));
    }

    void aFixThatViolatesAContractIsInvalidated()
    {
        // Both fixes pass the fault's tests (3 fails, 0 and 4 pass); the second only knows 3.
        const analysis::FaultUnderRepair f = fault("half_up", {3, 0, 4});
        QCOMPARE(f.failing.size(), std::size_t{1});
        QCOMPARE(f.passing.size(), std::size_t{2});
        std::vector<repair::Fix> fixes{fix("half_up", "Result := n // 2", "Result := (n + 1) // 2"),
                                       fix("half_up", "Result := n // 2", "if n = 3 then Result := 2 else Result := n // 2 end")};
        const repair::CoevolutionStatistics s = coevolve(*m_program, f, fixes);
        QVERIFY(s.testsRun > 0);
        QCOMPARE(s.invalidated, 1);
        QCOMPARE(fixes[0].coevolution.effect, repair::CoevolutionEffect::None);
        const repair::CoevolutionVerdict& v = fixes[1].coevolution;
        QCOMPARE(v.effect, repair::CoevolutionEffect::Invalidated);
        QCOMPARE(v.decidedBy, repair::CoevolutionOracle::Contract);
        QCOMPARE(v.aspect, repair::CoevolutionAspect::Violates);
        QCOMPARE(v.violation.tag, std::string("covers"));
        QCOMPARE(v.othersPassing, 1);
        const std::string behaviour = repair::coevolutionBehaviour(v), expected = repair::coevolutionExpected(v);
        QVERIFY2(behaviour.find("postcondition `covers'") != std::string::npos, behaviour.c_str());
        QVERIFY2(expected.find("1 other fix passes") != std::string::npos, expected.c_str());
        // The test, minimized, calls half_up on an odd number other than 3, and replays as such.
        QVERIFY2(v.test.find(".half_up (") != std::string::npos && v.test.find("half_up (3)") == std::string::npos, v.test.c_str());
        QVERIFY(v.testEiffel.find("test_coevolved") != std::string::npos);
        QVERIFY(v.replay.run);
        const runtime::Outcome before = v.replay.run(testing::TestLimits{}.runOptions());
        QVERIFY(!before.ok());   // the original fails it too (odd n): the fault's side
        QVERIFY(repair::coevolutionReason(v).rfind("invalidated by a co-evolved test: on `", 0) == 0);
    }

    void aConstantThatLeavesTheOriginalsBehaviourIsDemoted()
    {
        // clamp fails below 1 (0, -5) and passes at 3 and 7. The second fix, a constant where the
        // routine computed (as the synthesis marks it), also answers 1 for 8, where the original
        // passes with 8.
        const analysis::FaultUnderRepair f = fault("clamp", {0, -5, 3, 7});
        QCOMPARE(f.failing.size(), std::size_t{2});
        std::vector<repair::Fix> fixes{fix("clamp", "Result := i", "Result := i.max (1).min (10)"),
                                       fix("clamp", "Result := i", "if i < 1 or i > 7 then Result := 1 else Result := i end")};
        fixes[1].actionKind = synthesis::ActionKind::ConstantAssignment;
        const repair::CoevolutionStatistics s = coevolve(*m_program, f, fixes);
        QCOMPARE(s.invalidated, 0);
        QCOMPARE(s.demoted, 1);
        QCOMPARE(s.questioned, 0);
        QCOMPARE(fixes[0].coevolution.effect, repair::CoevolutionEffect::None);
        const repair::CoevolutionVerdict& v = fixes[1].coevolution;
        QCOMPARE(v.effect, repair::CoevolutionEffect::Demoted);
        QCOMPARE(v.decidedBy, repair::CoevolutionOracle::OriginalRoutine);
        QCOMPARE(repair::coevolutionBehaviour(v), std::string("returns 1"));
        const std::string expected = repair::coevolutionExpected(v);
        // "the unchanged routine returns 8 (as 1 other fix does)", for one of 8, 9, 10.
        QVERIFY2(expected.rfind("the unchanged routine returns ", 0) == 0 && expected.find("(as 1 other fix does)") != std::string::npos,
                 expected.c_str());
        const int shown = std::stoi(v.expectedValue);
        QVERIFY2(shown >= 8 && shown <= 10, expected.c_str());
        QVERIFY(v.replay.run(testing::TestLimits{}.runOptions()).ok());   // the passing side

        // Ranked: the demoted fix goes below the other, whatever their order before.
        std::swap(fixes[0], fixes[1]);
        fixes[0].susp /= 10;   // as the fix session demotes
        const std::vector<repair::Fix> ranked = repair::rankFixes(fixes, 10);
        QCOMPARE(ranked.front().action, std::string("Result := i.max (1).min (10)"));
        QVERIFY(repair::fixExplanation(ranked.back()).find("demoted by a co-evolved test: on `") != std::string::npos);
    }

    void anEditThatComputesOtherwiseIsQuestionedNotMoved()
    {
        // The first fix computes its answer, but caps at 7 where the original passes with 8: the
        // original may be wrong there too, so the fix is questioned and keeps its place.
        const analysis::FaultUnderRepair f = fault("clamp", {0, -5, 3, 7});
        std::vector<repair::Fix> fixes{fix("clamp", "Result := i", "Result := i.max (1).min (7)"),
                                       fix("clamp", "Result := i", "Result := i.max (1).min (10)")};
        const repair::CoevolutionStatistics s = coevolve(*m_program, f, fixes);
        QCOMPARE(s.demoted + s.invalidated, 0);
        QCOMPARE(s.questioned, 1);
        QCOMPARE(fixes[0].coevolution.effect, repair::CoevolutionEffect::Questioned);
        QCOMPARE(fixes[0].coevolution.decidedBy, repair::CoevolutionOracle::OriginalRoutine);
        QCOMPARE(fixes[0].coevolution.aspect, repair::CoevolutionAspect::Returns);
        QCOMPARE(fixes[0].coevolution.fixValue, std::string("7"));
        QCOMPARE(repair::coevolutionBehaviour(fixes[0].coevolution), std::string("returns 7"));
        QVERIFY(!fixes[1].coevolution.decided());
        const std::vector<repair::Fix> ranked = repair::rankFixes(fixes, 10);
        QCOMPARE(ranked.front().action, std::string("Result := i.max (1).min (7)"));   // the shorter change, as before
        QVERIFY(repair::fixExplanation(ranked.front()).find("questioned by a co-evolved test: on `") != std::string::npos);
    }

    // Issue 34, item 11: where a fix leaves the object otherwise than the unchanged routine, the
    // verdict names the place and the two values, not two dumps of the whole object.
    void aDifferenceInStateNamesThePlace()
    {
        const analysis::FaultUnderRepair f = fault("store", {-1, -5, 3, 7});
        std::vector<repair::Fix> fixes{fix("store", "last := n", "last := n.max (0)"),
                                       fix("store", "last := n", "if n < 0 or n > 7 then last := 0 else last := n end")};
        fixes[1].actionKind = synthesis::ActionKind::ConstantAssignment;
        const repair::CoevolutionStatistics s = coevolve(*m_program, f, fixes);
        QCOMPARE(s.demoted, 1);
        const repair::CoevolutionVerdict& v = fixes[1].coevolution;
        QCOMPARE(v.aspect, repair::CoevolutionAspect::Leaves);
        QCOMPARE(v.fixValue, std::string("target.last = 0"));
        QVERIFY2(v.expectedValue.rfind("target.last = ", 0) == 0 && std::stoi(v.expectedValue.substr(14)) > 7, v.expectedValue.c_str());
    }

    void fixesThatDifferOnlyWhereTheOriginalFailsStay()
    {
        // Below 1 the original fails: 1 and 2 are both allowed answers there.
        const analysis::FaultUnderRepair f = fault("clamp", {0, -5, 3, 7});
        std::vector<repair::Fix> fixes{fix("clamp", "Result := i", "Result := i.max (1).min (10)"),
                                       fix("clamp", "Result := i", "Result := i.max (2).min (10); if i = 1 then Result := 1 end")};
        const repair::CoevolutionStatistics s = coevolve(*m_program, f, fixes);
        QVERIFY(s.testsRun > 0);
        QCOMPARE(s.invalidated + s.demoted, 0);
        QVERIFY(!fixes[0].coevolution.decided());
        QVERIFY(!fixes[1].coevolution.decided());
    }

    void theSameSeedDecidesTheSameWithAnyThreadCount()
    {
        const analysis::FaultUnderRepair f = fault("clamp", {0, -5, 3, 7});
        std::vector<repair::Fix> one{fix("clamp", "Result := i", "Result := i.max (1).min (10)"),
                                     fix("clamp", "Result := i", "if i < 1 or i > 7 then Result := 1 else Result := i end")};
        std::vector<repair::Fix> four = one;
        const repair::CoevolutionStatistics a = coevolve(*m_program, f, one, 1);
        const repair::CoevolutionStatistics b = coevolve(*m_program, f, four, 4);
        QCOMPARE(a.testsRun, b.testsRun);
        QCOMPARE(one[1].coevolution.test, four[1].coevolution.test);
        QCOMPARE(repair::coevolutionExpected(one[1].coevolution), repair::coevolutionExpected(four[1].coevolution));
    }

    void cancelledBeforeItStartsDecidesNothing()
    {
        const analysis::FaultUnderRepair f = fault("half_up", {3, 0, 4});
        std::vector<repair::Fix> fixes{fix("half_up", "Result := n // 2", "Result := (n + 1) // 2"),
                                       fix("half_up", "Result := n // 2", "if n = 3 then Result := 2 else Result := n // 2 end")};
        CancelToken cancel;
        cancel.cancel();
        NullProgressSink progress;
        const repair::CoevolutionStatistics s = repair::coevolveTests(*m_program, f, fixes, {}, cancel, progress);
        QCOMPARE(s.testsRun, 0);
        QVERIFY(!fixes[1].coevolution.decided());
    }
};

QTEST_GUILESS_MAIN(TestCoevolution)
#include "test_coevolution.moc"
