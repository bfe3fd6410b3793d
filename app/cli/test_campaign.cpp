// Campaigns of `amend test' over whole libraries (see test_campaign.h).
#include "test_campaign.h"

#include "cli_common.h"

#include "support/cancel.h"
#include "support/progress.h"
#include "testing/fault_category.h"
#include "testing/report_json.h"
#include "testing/test_generator.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>

namespace amend::cli {

namespace {

// Writes `json' to `path' through a temporary file, so an interrupted campaign leaves no half report.
bool writeAtomically(const QString& path, const QByteArray& json)
{
    const QString temporary = path + QStringLiteral(".part");
    QFile file(temporary);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(json) != json.size()) return false;
    file.close();
    QFile::remove(path);
    return QFile::rename(temporary, path);
}

}  // namespace

std::optional<std::set<std::string>> classesOfCluster(const sema::Program& program, const project::ProgramFiles& files, const std::string& name)
{
    const std::vector<std::string> inCluster = project::filesInCluster(files, name);
    const std::set<std::string> wanted(inCluster.begin(), inCluster.end());
    std::set<std::string> classes;
    for (const auto& cls : program.classes) {
        if (!cls->decl || !cls->decl->range.valid()) continue;
        if (wanted.count(program.sources.file(cls->decl->range.file).path())) classes.insert(cls->name);
    }
    if (!classes.empty()) return classes;
    std::set<std::string> known;
    for (const auto& [file, clusters] : files.clusters) known.insert(clusters.begin(), clusters.end());
    std::string list;
    for (const std::string& k : known) list += (list.empty() ? "" : ", ") + k;
    std::cerr << "amend test: no class in cluster `" << name << "' (clusters: " << (list.empty() ? "none; --cluster needs an .ecf" : list) << ")\n";
    return std::nullopt;
}

int runCampaign(const sema::Program& program, testing::AutoTestOptions options, const QString& folder, const testing::Shard& shard)
{
    if (!QDir().mkpath(folder)) {
        std::cerr << "amend test: cannot create directory " << folder.toStdString() << "\n";
        return ExitFailure;
    }
    std::vector<std::string> classes;
    for (const testing::RoutineUnderTest& r : testing::findRoutinesUnderTest(program)) {
        if (!options.classesUnderTest.empty() && !options.classesUnderTest.count(r.cls->name)) continue;
        if (classes.empty() || classes.back() != r.cls->name) classes.push_back(r.cls->name);
    }
    classes = testing::classesOfShard(classes, shard);
    options.runHandwritten = false;
    options.classesUnderTest.clear();
    int withFaults = 0, skipped = 0;
    std::size_t done = 0;
    for (const std::string& cls : classes) {
        ++done;
        const QString path = QDir(folder).filePath(QString::fromStdString(cls) + QStringLiteral(".json"));
        if (QFileInfo::exists(path)) {  // resumed: tested by an earlier run
            ++skipped;
            continue;
        }
        options.classFilter = cls;
        CancelToken cancel;
        NullProgressSink progress;
        const testing::TestReport report = testing::runAutoTest(program, options, cancel, progress);
        QJsonObject json = testing::reportToJson(program, report);
        json[QStringLiteral("class")] = QString::fromStdString(cls);
        if (!writeAtomically(path, QJsonDocument(json).toJson(QJsonDocument::Indented))) {
            std::cerr << "amend test: cannot write " << path.toStdString() << "\n";
            return ExitFailure;
        }
        const int faults = report.faultCount(false);
        withFaults += faults > 0;
        char line[160];
        std::snprintf(line, sizeof line, "[%zu/%zu] %s: %lld tests (%lld valid), %d %s, %.1f s", done, classes.size(), cls.c_str(),
                      report.testsExecuted, report.validTests, faults, faults == 1 ? "fault" : "faults", report.seconds);
        std::cout << line << std::endl;
    }
    std::cout << classes.size() << " classes in shard " << shard.index << "/" << shard.count << ", " << skipped
              << " already tested (resumed), " << withFaults << " with faults; reports in " << folder.toStdString()
              << " (merge them with amend test --merge " << folder.toStdString() << ")" << std::endl;
    return withFaults > 0 ? ExitFailure : ExitOk;
}

int mergeCampaign(const QStringList& paths, const QString& jsonOut)
{
    std::vector<std::string> list;
    for (const QString& p : paths) list.push_back(p.toStdString());
    const testing::MergedCampaign merged = testing::mergeReportFiles(list);
    for (const std::string& problem : merged.problems) std::cerr << "amend test: " << problem << "\n";
    std::map<std::string, int> byCategory;
    int faults = 0;
    for (const testing::MergedFault& f : merged.faults) {
        const std::optional<testing::FaultCategory> category = testing::faultCategoryNamed(f.category);
        const bool apart = f.warning || (category && testing::isReportedApart(*category));
        ++byCategory[f.category + (apart ? " (apart)" : "")];
        if (apart) continue;
        ++faults;
        std::cout << "Fault " << faults << " [" << f.category << "] " << f.kind << (f.tag.empty() ? "" : " `" + f.tag + "'") << " at " << f.file
                  << ":" << f.line << ":" << f.column << "\n  " << f.clause << "\n  in";
        for (const std::string& r : f.routines) std::cout << " " << r;
        std::cout << " (" << f.classes.size() << (f.classes.size() == 1 ? " class" : " classes") << ", " << f.failingCount << " failing tests)\n";
    }
    std::cout << merged.classes.size() << " classes, " << merged.testsExecuted << " tests (" << merged.validTests << " valid), " << faults
              << (faults == 1 ? " fault" : " faults") << " after grouping across classes";
    for (const auto& [category, count] : byCategory) std::cout << "; " << category << " " << count;
    std::cout << std::endl;
    if (!jsonOut.isEmpty()) {
        const QByteArray json = QJsonDocument(testing::mergedCampaignToJson(merged)).toJson(QJsonDocument::Indented);
        QFile file(jsonOut);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(json) != json.size()) {
            std::cerr << "amend test: cannot write " << jsonOut.toStdString() << "\n";
            return ExitFailure;
        }
    }
    return faults > 0 || !merged.problems.empty() ? ExitFailure : ExitOk;
}

}  // namespace amend::cli
