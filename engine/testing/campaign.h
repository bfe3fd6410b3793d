// Campaigns over whole libraries (issue 35): AutoTest run class by class with a budget per
// class, one report per class (so a campaign that stops resumes where it was), and the reports
// merged into one whose faults are grouped across classes when they are the same violated
// clause at the same place (an inherited routine's fault shows in every heir that was tested).
// The AutoFix paper (Section 6) ran its EiffelBase and Gobo campaigns the same way: each
// class on its own, with a fixed testing time.
#pragma once

#include <QJsonObject>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace amend::testing {

// `--shard K/N': the K-th (1-based) of N slices, as `amend bench --shard'.
struct Shard {
    int index = 1;
    int count = 1;
};
std::optional<Shard> parseShard(std::string_view text);

// The classes of `shard', from `classes' sorted by name: the i-th (0-based) is in slice i mod N + 1.
std::vector<std::string> classesOfShard(std::vector<std::string> classes, const Shard& shard);

// One fault of the merged report: the same kind, tag and location in one or more classes.
struct MergedFault {
    std::string kind;       // FaultKind name ("postcondition" …)
    std::string category;   // FaultCategory name
    std::string tag;
    std::string clause;
    std::string file;       // empty when the fault has no location
    int line = 0;
    int column = 0;
    std::vector<std::string> routines;  // "CLASS.feature" blamed, each once, in report order
    std::vector<std::string> classes;   // the classes under test whose report has it
    int failingCount = 0;
    bool warning = false;   // overflow-dependent or resource-only in every report
};

struct MergedCampaign {
    std::vector<std::string> classes;   // one per report, in the order given
    long long testsExecuted = 0;
    long long validTests = 0;
    int handwrittenPassed = 0;
    int handwrittenFailed = 0;
    std::vector<MergedFault> faults;    // in order of first appearance
    std::vector<std::string> problems;  // reports that could not be read, one line each
};

// Merges per-class reports (reportToJson with a "class" member added). `sources' names each
// report for problems (its file).
MergedCampaign mergeClassReports(const std::vector<std::pair<std::string, QJsonObject>>& reports);

// The reports in `paths' (JSON files, or folders: every *.json in them, sorted), read and merged.
MergedCampaign mergeReportFiles(const std::vector<std::string>& paths);

QJsonObject mergedCampaignToJson(const MergedCampaign& campaign);

}  // namespace amend::testing
