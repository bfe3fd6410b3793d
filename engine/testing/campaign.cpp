// Shards and merged reports of library campaigns (see campaign.h).
#include "testing/campaign.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <charconv>
#include <map>
#include <tuple>

namespace amend::testing {

namespace {

std::string text(const QJsonValue& v)
{
    return v.toString().toStdString();
}

void addOnce(std::vector<std::string>& list, const std::string& item)
{
    if (std::find(list.begin(), list.end(), item) == list.end()) list.push_back(item);
}

}  // namespace

std::optional<Shard> parseShard(std::string_view s)
{
    const std::size_t slash = s.find('/');
    if (slash == std::string_view::npos) return std::nullopt;
    Shard shard;
    const auto k = std::from_chars(s.data(), s.data() + slash, shard.index);
    const auto n = std::from_chars(s.data() + slash + 1, s.data() + s.size(), shard.count);
    if (k.ec != std::errc() || k.ptr != s.data() + slash || n.ec != std::errc() || n.ptr != s.data() + s.size()) return std::nullopt;
    if (shard.count < 1 || shard.index < 1 || shard.index > shard.count) return std::nullopt;
    return shard;
}

std::vector<std::string> classesOfShard(std::vector<std::string> classes, const Shard& shard)
{
    std::sort(classes.begin(), classes.end());
    std::vector<std::string> out;
    for (std::size_t i = 0; i < classes.size(); ++i)
        if (static_cast<int>(i % static_cast<std::size_t>(shard.count)) + 1 == shard.index) out.push_back(classes[i]);
    return out;
}

MergedCampaign mergeClassReports(const std::vector<std::pair<std::string, QJsonObject>>& reports)
{
    MergedCampaign merged;
    std::map<std::tuple<std::string, std::string, std::string, int, int>, std::size_t> index;
    for (const auto& [source, report] : reports) {
        if (report.value(QLatin1String("format")).toString() != QLatin1String("amend-autotest")) {
            merged.problems.push_back(source + ": not an `amend test' report");
            continue;
        }
        const std::string cls = text(report.value(QLatin1String("class")));
        merged.classes.push_back(cls.empty() ? source : cls);
        merged.testsExecuted += report.value(QLatin1String("tests_executed")).toInteger();
        merged.validTests += report.value(QLatin1String("valid_tests")).toInteger();
        for (const QJsonValue& h : report.value(QLatin1String("handwritten_tests")).toArray())
            (h.toObject().value(QLatin1String("verdict")).toString() == QLatin1String("fail") ? merged.handwrittenFailed : merged.handwrittenPassed)++;
        for (const QJsonValue& value : report.value(QLatin1String("faults")).toArray()) {
            const QJsonObject f = value.toObject();
            const QJsonObject location = f.value(QLatin1String("location")).toObject();
            const auto key = std::make_tuple(text(f.value(QLatin1String("kind"))), text(f.value(QLatin1String("tag"))),
                                             text(location.value(QLatin1String("file"))), location.value(QLatin1String("line")).toInt(),
                                             location.value(QLatin1String("column")).toInt());
            const bool warning = f.value(QLatin1String("overflow_dependent")).toBool() || f.value(QLatin1String("resource_only")).toBool();
            auto [it, added] = index.emplace(key, merged.faults.size());
            if (added) {
                MergedFault m;
                std::tie(m.kind, m.tag, m.file, m.line, m.column) = key;
                m.category = text(f.value(QLatin1String("category")));
                m.clause = text(f.value(QLatin1String("clause")));
                m.warning = warning;
                merged.faults.push_back(std::move(m));
            }
            MergedFault& m = merged.faults[it->second];
            m.warning = m.warning && warning;
            m.failingCount += f.value(QLatin1String("failing_count")).toInt();
            addOnce(m.routines, text(f.value(QLatin1String("routine"))));
            addOnce(m.classes, cls);
        }
    }
    return merged;
}

MergedCampaign mergeReportFiles(const std::vector<std::string>& paths)
{
    std::vector<std::string> files;
    for (const std::string& path : paths) {
        const QFileInfo info(QString::fromStdString(path));
        if (!info.isDir()) {
            files.push_back(path);
            continue;
        }
        for (const QString& name : QDir(info.filePath()).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            files.push_back(QDir(info.filePath()).filePath(name).toStdString());
    }
    std::vector<std::pair<std::string, QJsonObject>> reports;
    std::vector<std::string> problems;
    for (const std::string& file : files) {
        QFile in(QString::fromStdString(file));
        if (!in.open(QIODevice::ReadOnly)) {
            problems.push_back(file + ": cannot read: " + in.errorString().toStdString());
            continue;
        }
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(in.readAll(), &error);
        if (!doc.isObject()) {
            problems.push_back(file + ": not JSON: " + error.errorString().toStdString());
            continue;
        }
        reports.emplace_back(file, doc.object());
    }
    MergedCampaign merged = mergeClassReports(reports);
    merged.problems.insert(merged.problems.begin(), problems.begin(), problems.end());
    return merged;
}

QJsonObject mergedCampaignToJson(const MergedCampaign& campaign)
{
    const auto strings = [](const std::vector<std::string>& list) {
        QJsonArray out;
        for (const std::string& s : list) out.append(QString::fromStdString(s));
        return out;
    };
    QJsonArray faults;
    for (const MergedFault& f : campaign.faults) {
        faults.append(QJsonObject{{"kind", QString::fromStdString(f.kind)},
                                  {"category", QString::fromStdString(f.category)},
                                  {"tag", QString::fromStdString(f.tag)},
                                  {"clause", QString::fromStdString(f.clause)},
                                  {"location", QJsonObject{{"file", QString::fromStdString(f.file)}, {"line", f.line}, {"column", f.column}}},
                                  {"routines", strings(f.routines)},
                                  {"classes", strings(f.classes)},
                                  {"failing_count", f.failingCount},
                                  {"warning", f.warning}});
    }
    return QJsonObject{{"format", "amend-campaign"},
                       {"classes", strings(campaign.classes)},
                       {"tests_executed", static_cast<qint64>(campaign.testsExecuted)},
                       {"valid_tests", static_cast<qint64>(campaign.validTests)},
                       {"handwritten_passed", campaign.handwrittenPassed},
                       {"handwritten_failed", campaign.handwrittenFailed},
                       {"faults", faults},
                       {"problems", strings(campaign.problems)}};
}

}  // namespace amend::testing
