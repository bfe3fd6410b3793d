// Unit tests of library campaigns (testing/campaign.h): `--shard K/N' parsing and slicing, and
// merging per-class reports, where the same violated clause at the same place found through
// two classes (an inherited routine) is one fault listing both, warnings stay apart, and a
// file that is not a report is named.
#include "testing/campaign.h"

#include <QtTest>

#include <QJsonArray>

using namespace amend::testing;

namespace {

QJsonObject fault(const char* routine, const char* kind, const char* tag, int line, bool overflow = false)
{
    return QJsonObject{{"routine", routine}, {"kind", kind}, {"category", "contract_broken"}, {"tag", tag}, {"clause", "count >= 0"},
                       {"location", QJsonObject{{"file", "/lib/list.e"}, {"line", line}, {"column", 4}}},
                       {"failing_count", 2}, {"overflow_dependent", overflow}, {"resource_only", false}};
}

QJsonObject report(const char* cls, QJsonArray faults, int tests)
{
    return QJsonObject{{"format", "amend-autotest"}, {"class", cls}, {"tests_executed", tests}, {"valid_tests", tests - 1},
                       {"handwritten_tests", QJsonArray{}}, {"faults", faults}};
}

}  // namespace

class TestCampaign : public QObject {
    Q_OBJECT

private slots:
    void shards()
    {
        QCOMPARE(parseShard("2/3")->index, 2);
        QCOMPARE(parseShard("2/3")->count, 3);
        QVERIFY(!parseShard("0/3"));
        QVERIFY(!parseShard("4/3"));
        QVERIFY(!parseShard("1/0"));
        QVERIFY(!parseShard("1-2"));
        QVERIFY(!parseShard("1/2x"));
        const std::vector<std::string> classes{"E", "A", "D", "B", "C"};
        QCOMPARE(classesOfShard(classes, {1, 2}), (std::vector<std::string>{"A", "C", "E"}));
        QCOMPARE(classesOfShard(classes, {2, 2}), (std::vector<std::string>{"B", "D"}));
        QCOMPARE(classesOfShard(classes, {1, 1}).size(), std::size_t(5));
    }

    void mergeGroupsAcrossClasses()
    {
        const MergedCampaign merged = mergeClassReports({
            {"a.json", report("ARRAYED_LIST", {fault("ARRAYED_LIST.extend", "postcondition", "counted", 10), fault("ARRAYED_LIST.wipe", "invariant", "ok", 30, true)}, 100)},
            {"b.json", report("LINKED_LIST", {fault("LINKED_LIST.extend", "postcondition", "counted", 10), fault("LINKED_LIST.prune", "postcondition", "counted", 20)}, 50)},
            {"c.json", QJsonObject{{"format", "something"}}},
        });
        QCOMPARE(merged.classes, (std::vector<std::string>{"ARRAYED_LIST", "LINKED_LIST"}));
        QCOMPARE(merged.testsExecuted, 150LL);
        QCOMPARE(merged.validTests, 148LL);
        QCOMPARE(merged.faults.size(), std::size_t(3));
        const MergedFault& shared = merged.faults[0];
        QCOMPARE(shared.routines, (std::vector<std::string>{"ARRAYED_LIST.extend", "LINKED_LIST.extend"}));
        QCOMPARE(shared.classes, (std::vector<std::string>{"ARRAYED_LIST", "LINKED_LIST"}));
        QCOMPARE(shared.failingCount, 4);
        QCOMPARE(shared.line, 10);
        QVERIFY(!shared.warning);
        QVERIFY(merged.faults[1].warning);  // overflow-dependent in its only report
        QCOMPARE(merged.faults[2].routines, std::vector<std::string>{"LINKED_LIST.prune"});
        QCOMPARE(merged.problems, std::vector<std::string>{"c.json: not an `amend test' report"});
    }
};

QTEST_APPLESS_MAIN(TestCampaign)
#include "test_campaign.moc"
