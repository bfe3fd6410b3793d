// Choosing the cases of a bench run (see selection.h).
#include "evaluation/selection.h"

#include <QString>
#include <QStringList>

#include <algorithm>
#include <map>
#include <set>

namespace amend::evaluation {

namespace {

QString folded(const std::string& name) { return QString::fromStdString(name).toCaseFolded(); }

}  // namespace

std::vector<std::size_t> selectCases(const std::vector<BenchCase>& cases, const CaseSelection& selection, std::string& error)
{
    std::map<QString, std::vector<std::size_t>> byProgram;   // folded program name → its cases, in order
    for (std::size_t i = 0; i < cases.size(); ++i) byProgram[folded(cases[i].program)].push_back(i);
    for (const std::string& wanted : selection.programs) {
        if (byProgram.count(folded(wanted))) continue;
        QStringList known;
        for (const auto& [name, indices] : byProgram) known << QString::fromStdString(cases[indices.front()].program);
        error = "no program `" + wanted + "' (the collection has: " + known.join(QStringLiteral(", ")).toStdString() + ")";
        return {};
    }
    std::vector<std::size_t> chosen;
    for (const auto& [name, indices] : byProgram) {
        const bool wanted = selection.programs.empty() ||
                            std::any_of(selection.programs.begin(), selection.programs.end(), [&](const std::string& p) { return folded(p) == name; });
        if (!wanted) continue;
        const std::size_t n = indices.size();
        const std::size_t k = selection.samplePerProgram > 0 ? std::min(n, static_cast<std::size_t>(selection.samplePerProgram)) : n;
        for (std::size_t i = 0; i < k; ++i) chosen.push_back(indices[i * n / k]);
    }
    std::sort(chosen.begin(), chosen.end());   // the collection's order
    std::vector<std::size_t> slice;
    for (std::size_t j = 0; j < chosen.size(); ++j)
        if (static_cast<int>(j % static_cast<std::size_t>(selection.shardCount)) == selection.shard - 1) slice.push_back(chosen[j]);
    return slice;
}

std::vector<CaseResult> mergeShards(const std::vector<std::vector<CaseResult>>& parts, std::string& error)
{
    std::vector<CaseResult> merged;
    std::set<std::string> names;
    for (const std::vector<CaseResult>& part : parts) {
        for (const CaseResult& c : part) {
            if (!names.insert(c.name).second) {
                error = "case `" + c.name + "' is in two of the reports (do the shards overlap?)";
                return {};
            }
            merged.push_back(c);
        }
    }
    std::stable_sort(merged.begin(), merged.end(), [](const CaseResult& a, const CaseResult& b) {
        return inCollectionOrder({a.program, a.variant, a.name}, {b.program, b.variant, b.name});
    });
    return merged;
}

bool parseShard(const std::string& text, int& shard, int& shardCount)
{
    const QStringList parts = QString::fromStdString(text).split(QLatin1Char('/'));
    if (parts.size() != 2) return false;
    bool okShard = false, okCount = false;
    const int k = parts[0].trimmed().toInt(&okShard);
    const int n = parts[1].trimmed().toInt(&okCount);
    if (!okShard || !okCount || n < 1 || k < 1 || k > n) return false;
    shard = k;
    shardCount = n;
    return true;
}

}  // namespace amend::evaluation
