// Unit tests of engine/evaluation (`amend bench`): differential testing classifies a fix that
// drops the moved element in move_item as improper, textually different but equivalent fixes
// as proper, a too-strong contract fix as improper, a valid fix that is wrong only silently
// (no contract fails) as improper; a case that does not compile is reported and the run goes on; another known fault of the case is not held
// against a fix; both collection layouts load; totals and the baseline comparison count right.
#include "evaluation/bench_run.h"
#include "evaluation/collection.h"
#include "evaluation/differential.h"
#include "evaluation/report.h"
#include "sema/compiler.h"
#include "../time_scale.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace amend;
using namespace amend::evaluation;

namespace {

const std::string bench = std::string(AMEND_SOURCE_DIR) + "/resources/bench/";

std::string readFile(const std::string& path)
{
    QFile f(QString::fromStdString(path));
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll().toStdString();
}

// The folder `dir` compiled, with `file` (when not empty) replaced by `text`.
std::shared_ptr<const sema::Program> compile(const std::string& dir, const std::string& file = {}, const std::string& text = {})
{
    sema::CompileInput input;
    input.paths = {dir};
    if (!file.empty()) input.buffers = {{dir + "/" + file, text}};
    DiagnosticSink sink;
    auto p = sema::compileProgram(input, sink);
    if (sink.hasErrors()) return nullptr;
    return p;
}

// `text` with `from` replaced by `to` (which must occur).
std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    const std::size_t at = text.find(from);
    if (at == std::string::npos) return {};
    return text.replace(at, from.size(), to);
}

const char* const referenceBody = "\t\t\tremove\n\t\t\tif idx > index then\n\t\t\t\tidx := idx - 1\n\t\t\tend\n\t\t\tgo_i_th (idx)\n"
                                  "\t\t\tif before then\n\t\t\t\tforth\n\t\t\tend\n\t\t\tput_left (v)";

DifferentialResult compareSortedSet(const std::string& body, const std::vector<FaultSignature>& ignored = {})
{
    const std::string dir = bench + "examples/sorted_set/reference";
    const std::string text = replaced(readFile(dir + "/two_way_sorted_set.e"), referenceBody, body);
    if (text.empty()) return {false, 0, 0, "the reference body was not found"};
    auto fixed = compile(dir, "two_way_sorted_set.e", text);
    auto reference = compile(dir);
    if (!fixed || !reference) return {false, 0, 0, "does not compile"};
    CancelToken cancel;
    DifferentialOptions options;
    options.tests = 200;
    return compareWithReference(*fixed, *reference, "TWO_WAY_SORTED_SET.move_item", {}, {}, ignored, options, cancel);
}

// The faulty move_item with `insertion` before `go_i_th (idx)', against the reference with the
// first fault's proper fix only (the second fault, not_before, is known to the comparison).
DifferentialResult compareFirstFault(const std::string& insertion)
{
    const std::string faultyDir = bench + "examples/sorted_set/faulty";
    const std::string text = replaced(readFile(faultyDir + "/two_way_sorted_set.e"), "\t\t\tremove\n\t\t\tgo_i_th (idx)",
                                      "\t\t\tremove\n" + insertion + "\t\t\tgo_i_th (idx)");
    auto fixed = compile(faultyDir, "two_way_sorted_set.e", text);
    auto reference = compile(bench + "examples/sorted_set/reference_cursor_index");
    if (!fixed || !reference) return {false, 0, 0, "does not compile"};
    CancelToken cancel;
    return compareWithReference(*fixed, *reference, "TWO_WAY_SORTED_SET.move_item", {}, {},
                                {{"TWO_WAY_SORTED_SET.move_item", testing::FaultKind::Precondition, "not_before"}}, DifferentialOptions{}, cancel);
}

DifferentialResult compareAccount(const std::string& precondition)
{
    const std::string dir = bench + "examples/account/reference";
    const std::string text = replaced(readFile(dir + "/account.e"), "enough_money: amount <= balance", precondition);
    auto fixed = compile(dir, "account.e", text);
    auto reference = compile(dir);
    if (!fixed || !reference) return {false, 0, 0, "does not compile"};
    CancelToken cancel;
    return compareWithReference(*fixed, *reference, "ACCOUNT.withdraw", {}, {}, {}, DifferentialOptions{}, cancel);
}

}  // namespace

// The flat layout's CLAMP (reference), CLAMP_1 fixed by hand and the faulty CLAMP_1, with the
// class-name maps between them (null programs when one does not compile).
struct ClampPrograms {
    std::shared_ptr<const sema::Program> reference, fixed, faulty;
    ClassNameMap toReference, toFixed;
};

ClampPrograms clampPrograms()
{
    const std::string dir = bench + "flat";
    DiagnosticSink sink;
    ClampPrograms p;
    p.reference = sema::compileProgram({{dir + "/clamp.e"}, {}}, sink);
    const std::string faultyText = readFile(dir + "/clamp_1.e");
    p.fixed = sema::compileProgram({{}, {{dir + "/clamp_1.e", replaced(faultyText, "x > high + 1", "high < x")}}}, sink);
    p.faulty = sema::compileProgram({{dir + "/clamp_1.e"}, {}}, sink);
    if (sink.hasErrors()) return {};
    p.toReference = [](const std::string& n) { return n == "CLAMP_1" ? std::string("CLAMP") : n; };
    p.toFixed = [](const std::string& n) { return n == "CLAMP" ? std::string("CLAMP_1") : n; };
    return p;
}

class TestEvaluation : public QObject {
    Q_OBJECT

private slots:
    void referenceIsProperAgainstItself()
    {
        const DifferentialResult r = compareSortedSet(referenceBody);
        QVERIFY2(r.proper, r.difference.c_str());
        QVERIFY(r.compared >= 20);
    }

    void droppingTheElementIsImproper()
    {
        // Passes move_item's contracts (it has no postcondition) but loses `v'.
        const DifferentialResult r =
            compareSortedSet("\t\t\tremove\n\t\t\tif idx > index then\n\t\t\t\tidx := idx - 1\n\t\t\tend\n\t\t\tgo_i_th (idx)");
        QVERIFY(!r.proper);
        QVERIFY2(r.difference.find("count=") != std::string::npos, r.difference.c_str());
        QVERIFY2(r.difference.find("test_difference") != std::string::npos, r.difference.c_str());
    }

    void equivalentFixIsProper()
    {
        const DifferentialResult r = compareSortedSet(
            "\t\t\tremove\n\t\t\tif index < idx then\n\t\t\t\tidx := idx + (-1)\n\t\t\tend\n\t\t\tgo_i_th (idx)\n"
            "\t\t\tif index = 0 then\n\t\t\t\tgo_i_th (1)\n\t\t\tend\n\t\t\tput_left (v)");
        QVERIFY2(r.proper, r.difference.c_str());
        QVERIFY(r.compared >= 20);
    }

    void wrongPlaceIsImproper()
    {
        // Valid for move_item's contracts, but `v' lands one place too far right.
        const DifferentialResult r = compareSortedSet(
            "\t\t\tremove\n\t\t\tgo_i_th (idx.min (count))\n\t\t\tif before then\n\t\t\t\tforth\n\t\t\tend\n\t\t\tput_left (v)");
        QVERIFY(!r.proper);
        QVERIFY(r.compared >= 1);
    }

    void otherKnownFaultIsNotHeldAgainstAFix()
    {
        // Only the first fault fixed: tests showing the second (not_before) differ from the
        // reference unless that fault is known to the comparison.
        const std::string body = "\t\t\tremove\n\t\t\tif idx > index then\n\t\t\t\tidx := idx - 1\n\t\t\tend\n\t\t\tgo_i_th (idx)\n\t\t\tput_left (v)";
        const DifferentialResult alone = compareSortedSet(body);
        QVERIFY(!alone.proper);
        QVERIFY2(alone.difference.find("not_before") != std::string::npos, alone.difference.c_str());
        const DifferentialResult known = compareSortedSet(body, {{"TWO_WAY_SORTED_SET.move_item", testing::FaultKind::Precondition, "not_before"}});
        QVERIFY2(known.proper, known.difference.c_str());
        QVERIFY(known.skipped > alone.skipped);
    }

    void silentDifferenceMakesAFixImproper()
    {
        const DifferentialResult proper = compareFirstFault("\t\t\tif idx > index then\n\t\t\t\tidx := idx - 1\n\t\t\tend\n");
        QVERIFY2(proper.proper, proper.difference.c_str());
        // Valid (it passes every contract) and right when the cursor was after the last item,
        // but with the cursor right of `v' it puts `v' one place too far right.
        const DifferentialResult improper =
            compareFirstFault("\t\t\tif not (0 <= idx and idx <= count + 1) then\n\t\t\t\tidx := idx - 1\n\t\t\tend\n");
        QVERIFY(!improper.proper);
        QVERIFY2(improper.difference.find("fixed:     passed") != std::string::npos, improper.difference.c_str());
        QVERIFY2(improper.difference.find("reference: passed") != std::string::npos, improper.difference.c_str());
    }

    void effectOnAnArrayArgumentIsImproper()
    {
        // The array is made for the call (not an object of an earlier step), yet the caller holds
        // it: switching it to object comparison is an observable difference.
        const std::string dir = bench + "examples/array_stats/reference";
        const std::string text = replaced(readFile(dir + "/array_stats.e"), "\t\t\tfrom\n\t\t\t\ti := a.lower\n\t\t\t\tResult := a [i]",
                                          "\t\t\ta.compare_objects\n\t\t\tfrom\n\t\t\t\ti := a.lower\n\t\t\t\tResult := a [i]");
        auto fixed = compile(dir, "array_stats.e", text);
        auto reference = compile(dir);
        QVERIFY(fixed && reference);
        CancelToken cancel;
        const DifferentialResult r = compareWithReference(*fixed, *reference, "ARRAY_STATS.maximum", {}, {}, {}, DifferentialOptions{}, cancel);
        QVERIFY(!r.proper);
        QVERIFY2(r.difference.find("arg1=#2 ARRAY") != std::string::npos, r.difference.c_str());
        QVERIFY2(r.difference.find("object_comparison=True") != std::string::npos, r.difference.c_str());
    }

    void contractFixes()
    {
        const DifferentialResult same = compareAccount("enough: balance >= amount");
        QVERIFY2(same.proper, same.difference.c_str());
        // Rejects amount = balance, which the reference accepts.
        const DifferentialResult stronger = compareAccount("enough_money: amount < balance");
        QVERIFY(!stronger.proper);
        // Either the call under test is rejected, or an earlier withdraw (amount = balance) is
        // skipped and the balance differs.
        QVERIFY2(stronger.difference.find("invalid (precondition of the routine under test)") != std::string::npos ||
                     stronger.difference.find("balance=") != std::string::npos,
                 stronger.difference.c_str());
    }

    void renamedClassesCompare()
    {
        // Flat layout: CLAMP_1 fixed by hand against CLAMP; and the faulty CLAMP_1 itself.
        const ClampPrograms clamp = clampPrograms();
        QVERIFY(clamp.reference && clamp.fixed && clamp.faulty);
        const auto& [reference, fixed, faulty, toReference, toFixed] = clamp;
        CancelToken cancel;
        const DifferentialResult good = compareWithReference(*fixed, *reference, "CLAMP_1.clamped", toReference, toFixed, {}, {}, cancel);
        QVERIFY2(good.proper, good.difference.c_str());
        const DifferentialResult bad = compareWithReference(*faulty, *reference, "CLAMP_1.clamped", toReference, toFixed, {}, {}, cancel);
        QVERIFY(!bad.proper);
        // The fixed program's class shows under the reference's name.
        QVERIFY2(bad.difference.find("' violated in CLAMP.clamped") != std::string::npos, bad.difference.c_str());
        QVERIFY2(bad.difference.find("CLAMP_1") == std::string::npos, bad.difference.c_str());
    }

    void referenceRunsAreKeptAcrossFixes()
    {
        // The faulty CLAMP_1 first (it differs early), then the fixed one with the same memo: the
        // verdicts are those of fresh comparisons, and the memo holds CLAMP.clamped's runs; a
        // comparison of another routine starts it afresh.
        const ClampPrograms clamp = clampPrograms();
        QVERIFY(clamp.reference && clamp.fixed && clamp.faulty);
        const auto& [reference, fixed, faulty, toReference, toFixed] = clamp;
        CancelToken cancel;
        ReferenceRuns memo;
        const DifferentialResult bad = compareWithReference(*faulty, *reference, "CLAMP_1.clamped", toReference, toFixed, {}, {}, cancel, &memo);
        QVERIFY(!bad.proper);
        QCOMPARE(memo.routine, std::string("CLAMP.clamped"));
        const std::size_t afterBad = memo.byTest.size();
        QVERIFY(afterBad > 0);
        const DifferentialResult good = compareWithReference(*fixed, *reference, "CLAMP_1.clamped", toReference, toFixed, {}, {}, cancel, &memo);
        const DifferentialResult fresh = compareWithReference(*fixed, *reference, "CLAMP_1.clamped", toReference, toFixed, {}, {}, cancel);
        QVERIFY2(good.proper, good.difference.c_str());
        QCOMPARE(good.compared, fresh.compared);
        QCOMPARE(good.skipped, fresh.skipped);
        QVERIFY(memo.byTest.size() > afterBad);   // the good fix ran on to the end
        memo.routine = "CLAMP.other";             // as if another routine's runs were kept
        for (auto& [index, run] : memo.byTest) run.outcome = "another routine's outcome";
        const DifferentialResult again = compareWithReference(*fixed, *reference, "CLAMP_1.clamped", toReference, toFixed, {}, {}, cancel, &memo);
        QCOMPARE(memo.routine, std::string("CLAMP.clamped"));
        QVERIFY2(again.proper, again.difference.c_str());
        QCOMPARE(again.compared, fresh.compared);
    }

    void folderLayoutLoads()
    {
        const Collection c = loadCollection(bench + "examples");
        QVERIFY2(c.problems.empty(), c.problems.empty() ? "" : c.problems.front().c_str());
        QCOMPARE(c.cases.size(), std::size_t(5));
        QCOMPARE(c.cases[0].name, std::string("account"));
        const BenchCase& numbers = c.cases[3];
        QCOMPARE(numbers.name, std::string("number_theory"));
        QCOMPARE(numbers.faultyPaths.size(), std::size_t(2));  // faulty/ and tests/
        QCOMPARE(numbers.referencePaths.size(), std::size_t(2));
        QVERIFY(numbers.referencePaths[1].find("/tests") != std::string::npos);
        const BenchCase& set = c.cases[4];
        QCOMPARE(set.expected.size(), std::size_t(2));
        QCOMPARE(set.expected[1].routine, std::string("TWO_WAY_SORTED_SET.move_item"));
        QCOMPARE(set.expected[1].tag, std::string("not_before"));
        QCOMPARE(set.expected[1].referencePaths.size(), std::size_t(1));
        QVERIFY(set.expected[1].referencePaths[0].ends_with("sorted_set/reference_not_before"));
        QVERIFY(set.classRenames.empty());
        // A case folder is a collection of one.
        QCOMPARE(loadCollection(bench + "examples/sorted_set").cases.size(), std::size_t(1));
    }

    void flatLayoutLoads()
    {
        const Collection c = loadCollection(bench + "flat");
        QCOMPARE(c.cases.size(), std::size_t(2));
        QCOMPARE(c.cases[0].name, std::string("clamp_1"));
        QVERIFY(c.cases[0].referencePaths.front().ends_with("/clamp.e"));
        QCOMPARE(c.cases[1].referenceClass("CLAMP_2"), std::string("CLAMP"));
        QCOMPARE(c.cases[1].faultyClass("CLAMP"), std::string("CLAMP_2"));
        QCOMPARE(c.cases[1].referenceClass("INTEGER_32"), std::string("INTEGER_32"));
    }

    void expectedFaultsParse()
    {
        std::vector<std::string> problems;
        const auto faults =
            parseExpectedFaults("# comment\nlibrary.COUNT_BY void_call\n\nbad\nA.f precondition t reference=ref_t # note\nA.g precondtion\n",
                                "f.txt", problems);
        QCOMPARE(faults.size(), std::size_t(2));
        QCOMPARE(faults[0].kind, testing::FaultKind::VoidCall);
        QCOMPARE(faults[1].kind, testing::FaultKind::Precondition);
        QCOMPARE(faults[1].reference, std::string("ref_t"));
        QVERIFY(faults[0].reference.empty());
        QCOMPARE(faults[0].routine, std::string("LIBRARY.count_by"));
        QCOMPARE(faults[1].tag, std::string("t"));
        QCOMPARE(problems.size(), std::size_t(2));
        QCOMPARE(problems[0], std::string("f.txt:4: expected `CLASS.feature kind [tag] [reference=DIR]'"));
        QVERIFY2(problems[1].rfind("f.txt:6: unknown fault kind `precondtion'", 0) == 0, problems[1].c_str());
    }

    void clausesOfOneListedFaultAreJudgedTogether()
    {
        // TURNSTILE.push's one fault shows through two postconditions; a fix of either is judged
        // on the tests of both (the reference has neither). Faults on other lines stay ignored.
        std::vector<std::string> problems;
        const auto expected = parseExpectedFaults("T.push postcondition\nT.pop postcondition a\nT.pop postcondition b\n", "f.txt", problems);
        QVERIFY(problems.empty());
        using K = testing::FaultKind;
        const std::vector<testing::FaultKey> keys = {{"T.push", K::Postcondition, "unlocked", {}}, {"T.push", K::Postcondition, "locked", {}},
                                                     {"T.pop", K::Postcondition, "a", {}}, {"T.pop", K::Postcondition, "b", {}},
                                                     {"T.put", K::Precondition, "", {}}};
        auto tags = [&](std::size_t index) {
            std::vector<std::string> out;
            for (const FaultSignature& f : otherFaults(expected, keys, index)) out.push_back(f.tag);
            return out;
        };
        QCOMPARE(tags(0), (std::vector<std::string>{"a", "b", ""}));
        QCOMPARE(tags(1), (std::vector<std::string>{"a", "b", ""}));
        QCOMPARE(tags(2), (std::vector<std::string>{"unlocked", "locked", "b", ""}));
        QCOMPARE(tags(4), (std::vector<std::string>{"unlocked", "locked", "a", "b"}));
        // Without faults.txt every other fault is ignored.
        QCOMPARE(otherFaults({}, keys, 0).size(), std::size_t(4));
    }

    void brokenCaseDoesNotStopTheRun()
    {
        // A case that does not compile, next to a flat variant that is fixed properly.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString root = dir.path();
        QVERIFY(QDir(root).mkpath(QStringLiteral("broken/faulty")));
        QFile broken(root + QStringLiteral("/broken/faulty/broken.e"));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("class BROKEN feature f do x := end end\n");
        broken.close();
        QVERIFY(QFile::copy(QString::fromStdString(bench + "flat/clamp.e"), root + QStringLiteral("/clamp.e")));
        QVERIFY(QFile::copy(QString::fromStdString(bench + "flat/clamp_1.e"), root + QStringLiteral("/clamp_1.e")));
        const Collection c = loadCollection(root.toStdString());
        QCOMPARE(c.cases.size(), std::size_t(2));
        CaseOptions options;
        options.testing.timeBudgetSeconds = test::scaledSeconds(2);
        options.testing.threads = 1;
        options.fixing.threads = 1;
        options.fixing.nopol = false;
        std::vector<CaseResult> results;
        for (const BenchCase& benchCase : c.cases) results.push_back(runCaseWithBudget(benchCase, options, test::scaledSeconds(120)));
        QCOMPARE(results.size(), std::size_t(2));
        QCOMPARE(results[0].name, std::string("broken"));
        QCOMPARE(results[0].status, CaseStatus::Error);
        QVERIFY2(results[0].message.find("does not compile") != std::string::npos, results[0].message.c_str());
        QCOMPARE(results[1].status, CaseStatus::Ok);
        QCOMPARE(results[1].faults.size(), std::size_t(1));
        QCOMPARE(results[1].faults[0].routine, std::string("CLAMP_1.clamped"));
        QCOMPARE(results[1].faults[0].firstProperRank, 1);
        QVERIFY(results[1].faults[0].fixes.front().classified);
        const BenchTotals t = computeTotals(results);
        QCOMPARE(t.errors, 1);
        QCOMPARE(t.properTop1, 1);
    }

    // The parent's side of a case in a child process, with shell scripts as children.
    void childResultIsRead()
    {
        QTemporaryDir dir;
        const QString resultFile = dir.filePath(QStringLiteral("r.json"));
        CaseResult written;
        written.name = "clamp_1";
        written.hasReference = true;
        written.faults.push_back(FaultResult{});
        written.faults[0].routine = "CLAMP_1.clamped";
        written.faults[0].found = true;
        written.faults[0].firstProperRank = 2;
        written.faults[0].testingSeconds = 0.25;
        written.faults[0].statistics.localizationSeconds = 1.5;
        written.faults[0].statistics.nopolSeconds = 0.75;
        written.faults[0].statistics.seconds = 3;
        QFile file(resultFile);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(caseToJson(written)).toJson());
        file.close();
        CancelToken cancel;
        const CaseResult r = runCaseProcess({QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("exit 0")}}, resultFile, "clamp_1",
                                            true, {10, 15}, cancel);
        QCOMPARE(r.status, CaseStatus::Ok);
        QCOMPARE(r.faults.size(), std::size_t(1));
        QCOMPARE(r.faults[0].routine, std::string("CLAMP_1.clamped"));
        QCOMPARE(r.faults[0].firstProperRank, 2);
        // The time per phase survives the trip (issue 20: amend bench --json shows it per fault).
        QCOMPARE(r.faults[0].testingSeconds, 0.25);
        QCOMPARE(r.faults[0].statistics.localizationSeconds, 1.5);
        QCOMPARE(r.faults[0].statistics.nopolSeconds, 0.75);
        QCOMPARE(r.faults[0].statistics.autofixSeconds, 0.0);
        QCOMPARE(r.faults[0].statistics.seconds, 3.0);
    }

    void childPastItsLimitIsKilledAsTimeout()
    {
        QTemporaryDir dir;
        CancelToken cancel;
        QElapsedTimer timer;
        timer.start();
        const CaseResult r = runCaseProcess({QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("sleep 30")}},
                                            dir.filePath(QStringLiteral("r.json")), "slow", false, {0.5, 1}, cancel);
        QVERIFY2(timer.elapsed() < 5000, "the child was not killed at its limit");
        QCOMPARE(r.status, CaseStatus::Timeout);
        QCOMPARE(r.name, std::string("slow"));
        QVERIFY2(r.message.find("exceeded the budget of 0.5 s") != std::string::npos, r.message.c_str());
    }

    void childKilledAtItsLimitKeepsItsFinishedFaults()
    {
        // The child wrote the faults it had finished (CaseOptions::onFaultDone), then ran on.
        QTemporaryDir dir;
        const QString resultFile = dir.filePath(QStringLiteral("r.json"));
        CaseResult soFar;
        soFar.name = "slow_1";
        soFar.hasReference = true;
        soFar.faults.push_back(FaultResult{});
        soFar.faults[0].routine = "SLOW_1.f";
        soFar.faults[0].found = true;
        soFar.faults[0].valid = 3;
        soFar.faults[0].firstProperRank = 1;
        QFile file(resultFile);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(caseToJson(soFar)).toJson());
        file.close();
        CancelToken cancel;
        const CaseResult r = runCaseProcess({QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("sleep 30")}}, resultFile, "slow_1", true,
                                            {0.5, 1}, cancel);
        QCOMPARE(r.status, CaseStatus::Timeout);
        QCOMPARE(r.faults.size(), std::size_t(1));
        QCOMPARE(r.faults[0].firstProperRank, 1);
        QVERIFY2(r.message.find("the 1 faults it had finished are kept") != std::string::npos, r.message.c_str());
        QCOMPARE(computeTotals({r}).properTop1, 1);
    }

    void childEndedBySignalIsACrash()
    {
        QTemporaryDir dir;
        CancelToken cancel;
        const CaseResult r = runCaseProcess({QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("echo dying >&2; kill -ABRT $$")}},
                                            dir.filePath(QStringLiteral("r.json")), "bad", false, {10, 15}, cancel);
        QCOMPARE(r.status, CaseStatus::Crash);
        QVERIFY2(r.message.find("signal 6") != std::string::npos, r.message.c_str());
        QVERIFY2(r.message.find("dying") != std::string::npos, r.message.c_str());
    }

    void childWithoutResultIsACrash()
    {
        QTemporaryDir dir;
        CancelToken cancel;
        const CaseResult r = runCaseProcess({QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("exit 3")}},
                                            dir.filePath(QStringLiteral("r.json")), "mute", false, {10, 15}, cancel);
        QCOMPARE(r.status, CaseStatus::Crash);
        QVERIFY2(r.message.find("exit status 3 without a result") != std::string::npos, r.message.c_str());
    }

    void totalsAndBaseline()
    {
        auto fault = [](const char* routine, bool found, int valid, int rank, double seconds) {
            FaultResult f;
            f.routine = routine;
            f.kind = testing::FaultKind::Precondition;
            f.found = found;
            f.valid = valid;
            f.firstProperRank = rank;
            f.seconds = seconds;
            return f;
        };
        CaseResult a;
        a.name = "a";
        a.hasReference = true;
        a.faults = {fault("A.f", true, 3, 1, 1.0), fault("A.g", true, 9, 7, 3.0), fault("A.h", false, 0, 0, 0)};
        CaseResult b;
        b.name = "b";
        b.status = CaseStatus::Crash;
        const BenchTotals t = computeTotals({a, b});
        QCOMPARE(t.cases, 2);
        QCOMPARE(t.faults, 3);
        QCOMPARE(t.found, 2);
        QCOMPARE(t.properTop1, 1);
        QCOMPARE(t.properTop5, 1);
        QCOMPARE(t.properTop10, 2);
        QCOMPARE(t.medianSeconds, 2.0);
        QCOMPARE(t.maxSeconds, 3.0);
        QCOMPARE(t.crashes, 1);

        // Each fault's time per phase (issue 20) in the JSON, next to its other figures.
        CaseResult timed = a;
        timed.faults[1].testingSeconds = 0.25;
        timed.faults[1].statistics.localizationSeconds = 1.5;
        timed.faults[1].statistics.nopolSeconds = 0.5;
        timed.faults[1].statistics.validationSeconds = 0.125;
        timed.faults[1].statistics.seconds = 2.75;
        const QJsonObject phases = toJson({timed}, t)["cases"].toArray()[0].toObject()["faults"].toArray()[1].toObject()["phases"].toObject();
        QCOMPARE(phases.value("testing_seconds").toDouble(), 0.25);
        QCOMPARE(phases.value("localization_seconds").toDouble(), 1.5);
        QCOMPARE(phases.value("nopol_seconds").toDouble(), 0.5);
        QCOMPARE(phases.value("validation_seconds").toDouble(), 0.125);
        QCOMPARE(phases.value("wp_seconds").toDouble(), 0.0);
        QCOMPARE(phases.value("total_seconds").toDouble(), 3.0);

        // Round trip through JSON, then a changed run against it.
        std::string error;
        const std::vector<CaseResult> before = fromJson(toJson({a, b}, t), error);
        QVERIFY(error.empty());
        QCOMPARE(compareWithBaseline({a, b}, before), std::string("no change\n"));
        CaseResult a2 = a;
        a2.faults[0].firstProperRank = 0;  // lost its proper fix
        a2.faults[1].firstProperRank = 2;
        a2.faults[2] = fault("A.h", true, 1, 0, 0.5);
        const std::string diff = compareWithBaseline({a2, b}, before);
        QVERIFY2(diff.find("worse: a: A.f precondition first proper fix rank 1 -> none\n") != std::string::npos, diff.c_str());
        QVERIFY2(diff.find("better: a: A.g precondition first proper fix rank 7 -> 2\n") != std::string::npos, diff.c_str());
        QVERIFY2(diff.find("better: a: A.h precondition found no -> yes\n") != std::string::npos, diff.c_str());
        QVERIFY2(diff.find("better: proper fix in the top 5 1 -> 1") == std::string::npos, diff.c_str());
        QVERIFY2(diff.find("worse: proper fix in the top 1 1 -> 0\n") != std::string::npos, diff.c_str());
        // A run of case b alone: a is named, not counted as lost faults.
        QCOMPARE(compareWithBaseline({b}, before), std::string("not in this run: a\n"));
        QVERIFY(!fromJson(QJsonObject{{"x", 1}}, error).size() && !error.empty());
    }

    // Faults with one cause grouped (testing/fault_groups.h): a baseline's faults that are clauses
    // of a grouped fault now are said so, not lost; the group keeps its first clause's key, its
    // tags go through JSON and name it in the table.
    void groupedFaultAgainstBaseline()
    {
        auto clause = [](const char* tag, int rank) {
            FaultResult f;
            f.routine = "T.push";
            f.kind = testing::FaultKind::Postcondition;
            f.tag = tag;
            f.found = true;
            f.valid = 1;
            f.firstProperRank = rank;
            return f;
        };
        CaseResult before;
        before.name = "t";
        before.hasReference = true;
        before.faults = {clause("locked", 1), clause("passed", 0)};
        CaseResult now = before;
        now.faults = {clause("locked", 1)};
        now.faults[0].groupedTags = {"locked", "passed"};
        QCOMPARE(now.faults[0].label(), std::string("postcondition `locked', `passed'"));
        std::string error;
        const std::vector<CaseResult> baseline = fromJson(toJson({before}, computeTotals({before})), error);
        const std::vector<CaseResult> read = fromJson(toJson({now}, computeTotals({now})), error);
        QCOMPARE(read.front().faults.front().groupedTags, (std::vector<std::string>{"locked", "passed"}));
        const std::string diff = compareWithBaseline(read, baseline);
        QVERIFY2(diff.find("grouped: t: T.push postcondition `passed' is a clause of t: T.push postcondition `locked' now\n") != std::string::npos,
                 diff.c_str());
        QVERIFY2(diff.find("gone:") == std::string::npos, diff.c_str());
        QVERIFY2(diff.find("1 faults of the baseline are clauses of grouped faults now") != std::string::npos, diff.c_str());
        QVERIFY2(formatTable(read, computeTotals(read)).find("T.push postcondition `locked', `passed'") != std::string::npos, diff.c_str());
    }
};

QTEST_GUILESS_MAIN(TestEvaluation)
#include "test_evaluation.moc"
