// Unit tests of the public AutoProof collection's layout in `amend bench` (issue 30): a folder of
// program folders loads as variant sets (every *_N.e of a program, the classes without a variant
// from the references, each renamed to its reference); --programs / --sample / --shard choose the
// same sets on every run and the shards partition the selection; merged shards are one run's
// results; the report per program sorts programs case-insensitively and splits them in halves.
#include "../write_test_file.h"
#include "evaluation/collection.h"
#include "evaluation/program_report.h"
#include "evaluation/report.h"
#include "evaluation/selection.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <set>

using namespace amend;
using namespace amend::evaluation;

namespace {

std::vector<std::string> fileNames(const std::vector<std::string>& paths)
{
    std::vector<std::string> names;
    for (const std::string& p : paths) names.push_back(QFileInfo(QString::fromStdString(p)).fileName().toStdString());
    std::sort(names.begin(), names.end());
    return names;
}

BenchCase benchCase(const std::string& program, int variant)
{
    BenchCase c;
    c.program = program;
    c.variant = variant;
    c.name = program + "_" + std::to_string(variant);
    return c;
}

CaseResult result(const std::string& program, int variant, CaseStatus status, std::vector<int> ranks)
{
    CaseResult c;
    c.program = program;
    c.variant = variant;
    c.name = program + "_" + std::to_string(variant);
    c.status = status;
    c.hasReference = true;
    for (int rank : ranks) {   // -1: not found, 0: found, no proper fix; a valid fix whenever found
        FaultResult f;
        f.found = rank >= 0;
        f.valid = rank >= 0 ? 1 : 0;
        f.firstProperRank = std::max(rank, 0);
        f.seconds = variant;
        c.faults.push_back(f);
    }
    if (status == CaseStatus::Error) c.message = "the faulty program does not compile: x.e:3:5: bad";
    return c;
}

}  // namespace

class TestBenchCollection : public QObject {
    Q_OBJECT

private slots:
    void programFoldersLoadAsVariantSets()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString root = dir.path();
        for (const char* file : {"beta/beta.e", "beta/beta_1.e", "beta/beta_2.e", "beta/beta_10.e", "Alpha/store.e", "Alpha/user.e",
                                 "Alpha/store_1.e", "Alpha/user_1.e", "Alpha/user_2.e", "notes/README.md"})
            amend::testing::writeTestFile(root + QLatin1Char('/') + QString::fromLatin1(file), "-- loading does not parse\n");
        const Collection c = loadCollection(root.toStdString());
        QVERIFY2(c.problems.empty(), c.problems.empty() ? "" : c.problems.front().c_str());
        std::vector<std::string> names;
        for (const BenchCase& b : c.cases) names.push_back(b.name);
        // Programs case-insensitively, sets by number (10 after 2).
        QCOMPARE(names, (std::vector<std::string>{"Alpha_1", "Alpha_2", "beta_1", "beta_2", "beta_10"}));
        const BenchCase& both = c.cases[0];
        QCOMPARE(both.program, std::string("Alpha"));
        QCOMPARE(both.variant, 1);
        QCOMPARE(fileNames(both.faultyPaths), (std::vector<std::string>{"store_1.e", "user_1.e"}));
        QCOMPARE(fileNames(both.referencePaths), (std::vector<std::string>{"store.e", "user.e"}));
        QCOMPARE(both.referenceClass("STORE_1"), std::string("STORE"));
        QCOMPARE(both.faultyClass("USER"), std::string("USER_1"));
        // A set with a variant of one class takes the other from the references, unrenamed.
        const BenchCase& one = c.cases[1];
        QCOMPARE(fileNames(one.faultyPaths), (std::vector<std::string>{"store.e", "user_2.e"}));
        QCOMPARE(fileNames(one.referencePaths), (std::vector<std::string>{"store.e", "user.e"}));
        QCOMPARE(one.referenceClass("STORE"), std::string("STORE"));
        QCOMPARE(one.referenceClass("USER_2"), std::string("USER"));
        QCOMPARE(c.cases[4].variant, 10);
        QCOMPARE(fileNames(c.cases[4].faultyPaths), (std::vector<std::string>{"beta_10.e"}));
        // A program folder alone is the collection of its sets.
        QCOMPARE(loadCollection((root + QStringLiteral("/Alpha")).toStdString()).cases.size(), std::size_t(2));
    }

    void variantWithoutReferenceIsNamed()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        amend::testing::writeTestFile(dir.path() + QStringLiteral("/p/lonely_1.e"), "-- no lonely.e\n");
        const Collection c = loadCollection(dir.path().toStdString());
        QCOMPARE(c.cases.size(), std::size_t(1));
        QVERIFY(!c.cases[0].hasReference());
        QCOMPARE(c.problems.size(), std::size_t(1));
        QVERIFY2(c.problems[0].find("lonely_1.e: no reference") != std::string::npos, c.problems[0].c_str());
    }

    void sampleIsEvenlySpreadAndStable()
    {
        std::vector<BenchCase> cases;
        for (int n = 1; n <= 10; ++n) cases.push_back(benchCase("a", n));
        for (int n = 1; n <= 2; ++n) cases.push_back(benchCase("B", n));
        std::string error;
        CaseSelection s;
        s.samplePerProgram = 3;
        // floor(i * 10 / 3) = 0, 3, 6 of a; both of B (fewer than 3).
        QCOMPARE(selectCases(cases, s, error), (std::vector<std::size_t>{0, 3, 6, 10, 11}));
        s.programs = {"b"};   // case-insensitive
        QCOMPARE(selectCases(cases, s, error), (std::vector<std::size_t>{10, 11}));
        QVERIFY(error.empty());
        s.programs = {"c"};
        QVERIFY(selectCases(cases, s, error).empty());
        QVERIFY2(error.find("no program `c' (the collection has: a, B)") != std::string::npos, error.c_str());
    }

    void shardsPartitionTheSelection()
    {
        std::vector<BenchCase> cases;
        for (int n = 1; n <= 7; ++n) cases.push_back(benchCase("p", n));
        std::string error;
        std::multiset<std::size_t> seen;
        for (int k = 1; k <= 3; ++k) {
            CaseSelection s;
            s.shard = k;
            s.shardCount = 3;
            const std::vector<std::size_t> slice = selectCases(cases, s, error);
            QVERIFY(slice.size() == 2 || slice.size() == 3);
            seen.insert(slice.begin(), slice.end());
        }
        QCOMPARE(seen, (std::multiset<std::size_t>{0, 1, 2, 3, 4, 5, 6}));
        int shard = 0, count = 0;
        QVERIFY(parseShard("2/5", shard, count));
        QCOMPARE(shard, 2);
        QCOMPARE(count, 5);
        for (const char* bad : {"0/2", "3/2", "2", "a/b", "1/0", "1/2/3"}) QVERIFY2(!parseShard(bad, shard, count), bad);
    }

    void mergedShardsAreOneRun()
    {
        const std::vector<CaseResult> whole{result("a", 1, CaseStatus::Ok, {1}), result("a", 2, CaseStatus::Ok, {3}),
                                            result("B", 1, CaseStatus::Error, {}), result("c", 10, CaseStatus::Ok, {0, 1})};
        std::string error;
        const std::vector<CaseResult> merged = mergeShards({{whole[3], whole[1]}, {whole[2], whole[0]}}, error);
        QVERIFY(error.empty());
        std::vector<std::string> names;
        for (const CaseResult& c : merged) names.push_back(c.name);
        QCOMPARE(names, (std::vector<std::string>{"a_1", "a_2", "B_1", "c_10"}));
        const BenchTotals a = computeTotals(whole), b = computeTotals(merged);
        QCOMPARE(b.cases, a.cases);
        QCOMPARE(b.found, a.found);
        QCOMPARE(b.properTop1, a.properTop1);
        QCOMPARE(b.properTop5, a.properTop5);
        QCOMPARE(b.errors, a.errors);
        QCOMPARE(b.medianSeconds, a.medianSeconds);
        QVERIFY(mergeShards({{whole[0]}, {whole[0]}}, error).empty());
        QVERIFY2(error.find("case `a_1' is in two of the reports") != std::string::npos, error.c_str());
    }

    void programAndVariantSurviveJson()
    {
        const CaseResult c = caseFromJson(caseToJson(result("Alpha", 12, CaseStatus::Ok, {2})));
        QCOMPARE(c.program, std::string("Alpha"));
        QCOMPARE(c.variant, 12);
        // A report written before programs existed: the case is its own program.
        QJsonObject old = caseToJson(result("x", 0, CaseStatus::Ok, {}));
        old.remove(QStringLiteral("program"));
        QCOMPARE(caseFromJson(old).program, std::string("x_0"));
    }

    void halvesSplitProgramsCaseInsensitively()
    {
        // Byte order would put "Beta" and "Delta" first; case-insensitively: alpha, Beta | charlie, Delta.
        const std::vector<CaseResult> results{
            result("Delta", 1, CaseStatus::Timeout, {-1}), result("alpha", 1, CaseStatus::Ok, {1}), result("alpha", 2, CaseStatus::Ok, {0, 4}),
            result("Beta", 1, CaseStatus::Error, {}),      result("charlie", 1, CaseStatus::Crash, {}), result("charlie", 2, CaseStatus::Ok, {-1, 7})};
        const HalvesReport r = computeHalves(results);
        QCOMPARE(r.programs.size(), std::size_t(4));
        QCOMPARE(r.programs[0].program, std::string("alpha"));
        QCOMPARE(r.programs[1].program, std::string("Beta"));
        QCOMPARE(r.programs[2].program, std::string("charlie"));
        QCOMPARE(r.tunedPrograms, std::size_t(2));
        const ProgramFigures& alpha = r.programs[0];
        QCOMPARE(alpha.sets, 2);
        QCOMPARE(alpha.ran, 2);
        QCOMPARE(alpha.found, 2);
        QCOMPARE(alpha.validFix, 2);
        QCOMPARE(alpha.properTop1, 1);   // alpha_2's faults: none proper, rank 4
        QCOMPARE(alpha.properTop5, 2);
        QCOMPARE(alpha.medianSeconds, 2.0);   // per found fault: 1, 2, 2
        QCOMPARE(alpha.maxSeconds, 2.0);
        QCOMPARE(r.tuned.sets, 3);
        QCOMPARE(r.tuned.compileErrors, 1);
        QCOMPARE(r.tuned.errors.size(), std::size_t(1));
        QCOMPARE(r.tuned.errors[0].first, std::string("Beta_1"));
        QVERIFY(r.tuned.errors[0].second.find("x.e:3:5: bad") != std::string::npos);
        QCOMPARE(r.heldOut.sets, 3);
        QCOMPARE(r.heldOut.ran, 1);
        QCOMPARE(r.heldOut.timeouts, 1);
        QCOMPARE(r.heldOut.crashes, 1);
        QCOMPARE(r.heldOut.found, 1);
        QCOMPARE(r.heldOut.properTop5, 0);   // rank 7
        QCOMPARE(r.all.sets, 6);
        const std::string text = formatHalves(r);
        QVERIFY2(text.find("tuned: alpha … Beta; held out: charlie … Delta") != std::string::npos, text.c_str());
        QVERIFY2(text.find("Beta_1: the faulty program does not compile: x.e:3:5: bad") != std::string::npos, text.c_str());
        const QJsonObject json = halvesToJson(r);
        QCOMPARE(json.value(QStringLiteral("held_out")).toObject().value(QStringLiteral("timeouts")).toInt(), 1);
        QCOMPARE(json.value(QStringLiteral("programs")).toArray().size(), 4);
    }
};

QTEST_GUILESS_MAIN(TestBenchCollection)
#include "test_bench_collection.moc"
