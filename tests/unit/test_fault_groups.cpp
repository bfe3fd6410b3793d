// Faults with one cause grouped (testing/fault_groups.h) and fixed together: the clauses of one
// routine's postcondition merge into one fault (others stay apart); AutoTest reports the
// best_score example's one wrong line as one fault with its clauses; the grouped fault under
// repair recognises a violation of each clause; and a candidate that repairs only some clauses,
// valid for one clause alone, is invalid for the group, while the real fix is valid.
#include "repair/fault_adapter.h"
#include "repair/validation.h"
#include "sema/compiler.h"
#include "synthesis/lowering.h"
#include "testing/autotest.h"
#include "testing/fault_groups.h"

#include <QtTest>

#include <algorithm>
#include <set>

using namespace amend;

namespace {

testing::Fault fault(const std::string& routine, testing::FaultKind kind, const std::string& tag, int failing,
                     const std::string& violatedIn = {}, bool overflow = false)
{
    testing::Fault f;
    f.key.routine = routine;
    f.key.kind = kind;
    f.key.tag = tag;
    f.violatedIn = violatedIn.empty() ? routine : violatedIn;
    f.clause = tag + " holds";
    f.overflowDependent = overflow;
    f.failingCount = failing;
    for (int i = 0; i < failing; ++i) {
        testing::TestCase t;
        t.routine = routine;
        t.testIndex = i;
        t.handwritten = tag + "#" + std::to_string(i);   // tells the tests apart below
        f.failing.push_back(t);
    }
    f.clauses.push_back({f.key, f.clause, failing});
    return f;
}

std::vector<std::string> tags(const testing::Fault& f)
{
    std::vector<std::string> out;
    for (const testing::FaultClause& c : f.clauses) out.push_back(c.key.tag);
    return out;
}

const std::string kExample = std::string(AMEND_SOURCE_DIR) + "/resources/examples/best_score/best_score.e";

}  // namespace

class TestFaultGroups : public QObject {
    Q_OBJECT

    std::shared_ptr<const sema::Program> m_program;
    testing::TestReport m_report;

    // The example with its wrong condition `c < Result' replaced by `condition'.
    synthesis::Candidate candidate(const sema::FeatureInfo& best, const std::string& condition)
    {
        synthesis::RoutineText text(*m_program, best);
        const std::string& file = text.fileText();
        const std::string wrong = "c < Result";
        const std::size_t at = file.find(wrong);
        synthesis::Candidate c;
        c.edits = {{static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(at + wrong.size()), condition}};
        if (!synthesis::lowerCandidate(*m_program, best, text, c)) c.lowered = nullptr;
        return c;
    }

private slots:
    void initTestCase()
    {
        sema::CompileInput input;
        input.paths = {kExample};
        DiagnosticSink sink;
        m_program = sema::compileProgram(input, sink);
        QVERIFY(!sink.hasErrors());
        testing::AutoTestOptions options;
        options.seed = 7;
        options.maxTestsPerRoutine = 200;
        options.timeBudgetSeconds = 0;
        CancelToken cancel;
        NullProgressSink progress;
        m_report = testing::runAutoTest(*m_program, options, cancel, progress);
    }

    void groupsTheClausesOfOneRoutinesPostcondition()
    {
        using K = testing::FaultKind;
        const std::vector<testing::Fault> faults = testing::groupFaults({
            fault("C.f", K::Postcondition, "a", 3),
            fault("C.f", K::Precondition, "p", 1, "C.g"),   // a callee's precondition: a place of its own
            fault("D.g", K::Postcondition, "x", 1),          // another routine
            fault("C.f", K::Postcondition, "b", 1),
            fault("C.f", K::Postcondition, "c", 2, "C.f", true),   // needs an overflow: apart
            fault("C.f", K::Postcondition, "d", 2),
        }, 4);
        QCOMPARE(faults.size(), std::size_t(4));
        QCOMPARE(tags(faults[0]), (std::vector<std::string>{"a", "b", "d"}));
        QVERIFY(faults[0].isGrouped());
        QCOMPARE(faults[0].failingCount, 6);
        // One test of each clause in turn, bounded by 4: every clause keeps a failing test.
        std::vector<std::string> failing;
        for (const testing::TestCase& t : faults[0].failing) failing.push_back(t.handwritten);
        QCOMPARE(failing, (std::vector<std::string>{"a#0", "b#0", "d#0", "a#1"}));
        QCOMPARE(tags(faults[1]), std::vector<std::string>{"p"});
        QCOMPARE(tags(faults[2]), std::vector<std::string>{"x"});
        QCOMPARE(tags(faults[3]), std::vector<std::string>{"c"});
        QVERIFY(!faults[1].isGrouped() && !faults[3].isGrouped());
        for (int i = 0; i < 4; ++i) QCOMPARE(faults[static_cast<std::size_t>(i)].id, i + 1);
        QVERIFY(faults[0].hasKey(faults[0].clauses[2].key));
        QVERIFY(!faults[0].hasKey(faults[1].key));
    }

    void autoTestReportsOneWrongLineAsOneFault()
    {
        std::vector<const testing::Fault*> ofBest;
        for (const testing::Fault& f : m_report.faults)
            if (f.key.routine == "BEST_SCORE.best") ofBest.push_back(&f);
        QCOMPARE(ofBest.size(), std::size_t(1));
        const testing::Fault& f = *ofBest.front();
        std::vector<std::string> found = tags(f);
        std::sort(found.begin(), found.end());
        QCOMPARE(found, (std::vector<std::string>{"at_least_a", "at_least_b", "at_least_c"}));
        int sum = 0;
        for (const testing::FaultClause& c : f.clauses) {
            QVERIFY(c.failingCount > 0);
            sum += c.failingCount;
            QCOMPARE(c.clause, "Result >= " + c.key.tag.substr(c.key.tag.size() - 1));
        }
        QCOMPARE(f.failingCount, sum);
        QVERIFY(f.hasMinimized);
    }

    void theGroupRecognisesEachClause()
    {
        const testing::Fault& f = m_report.faults.front();
        QVERIFY(f.isGrouped());
        const std::optional<analysis::FaultUnderRepair> input = repair::adaptFault(*m_program, f);
        QVERIFY(input);
        QCOMPARE(input->groupedClauses.size(), f.clauses.size());
        std::set<std::string> seen;
        for (const analysis::ReplayableTest& t : input->failing) {
            const runtime::Outcome o = t.run(testing::TestLimits{}.runOptions());
            QVERIFY(o.violation);
            QVERIFY(input->sameFault(o));
            seen.insert(o.violation->tag);
        }
        QCOMPARE(seen.size(), f.clauses.size());   // the failing tests of every clause are there
        // A fault of one clause does not take another clause's violation for its own.
        analysis::FaultUnderRepair single = *input;
        single.groupedClauses.clear();
        int others = 0;
        for (const analysis::ReplayableTest& t : input->failing) {
            const runtime::Outcome o = t.run(testing::TestLimits{}.runOptions());
            if (o.violation->tag != single.tag) {
                QVERIFY(!single.sameFault(o));
                ++others;
            }
        }
        QVERIFY(others > 0);
    }

    void aFixIsValidOnlyWhenEveryClauseHolds()
    {
        const testing::Fault& f = m_report.faults.front();
        const std::optional<analysis::FaultUnderRepair> group = repair::adaptFault(*m_program, f);
        QVERIFY(group);
        const sema::FeatureInfo& best = *group->routine;
        // The tests of at_least_c alone (c above the other two), as an ungrouped fault would have them.
        analysis::FaultUnderRepair onlyC = *group;
        onlyC.groupedClauses.clear();
        onlyC.failing.clear();
        for (const analysis::ReplayableTest& t : group->failing) {
            const runtime::Outcome o = t.run(testing::TestLimits{}.runOptions());
            if (o.violation && o.violation->tag == "at_least_c") onlyC.failing.push_back(t);
        }
        QVERIFY(!onlyC.failing.empty());
        repair::ValidationOptions vo;
        vo.threads = 1;
        CancelToken cancel;
        // `c /= Result' repairs at_least_c's tests (c above the others) but not those where c is below.
        const synthesis::Candidate partial = candidate(best, "c /= Result");
        QVERIFY(partial.lowered);
        QVERIFY(repair::validateCandidate(onlyC, partial, vo, cancel).valid);
        QVERIFY(!repair::validateCandidate(*group, partial, vo, cancel).valid);
        const synthesis::Candidate proper = candidate(best, "c > Result");
        QVERIFY(proper.lowered);
        const repair::ValidationResult r = repair::validateCandidate(*group, proper, vo, cancel);
        QVERIFY(r.valid);
        QCOMPARE(r.failingFixed, static_cast<int>(group->failing.size()));
    }
};

QTEST_GUILESS_MAIN(TestFaultGroups)
#include "test_fault_groups.moc"
