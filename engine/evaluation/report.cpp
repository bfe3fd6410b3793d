// Tables, totals, JSON and baseline comparison of bench results (see report.h).
#include "evaluation/report.h"

#include "learning/knowledge_json.h"
#include "repair/fix_phases.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace amend::evaluation {

namespace {

std::string seconds(double s)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2f", s);
    return buffer;
}

std::string faultName(const FaultResult& f) { return f.routine + " " + f.label(); }

std::string rankText(const CaseResult& c, const FaultResult& f)
{
    if (!f.found) return "-";
    if (!c.hasReference) return "n/a";
    return f.firstProperRank > 0 ? std::to_string(f.firstProperRank) : "none";
}

// Fixes invalidated, demoted and questioned by co-evolved tests: "1 invalidated, 2 demoted", "-" for none.
std::string coevolvedText(const FaultResult& f)
{
    const repair::CoevolutionStatistics& c = f.statistics.coevolution;
    if (!f.found || c.invalidated + c.demoted + c.questioned == 0) return "-";
    std::string text;
    if (c.invalidated > 0) text = std::to_string(c.invalidated) + " invalidated";
    if (c.demoted > 0) text += (text.empty() ? "" : ", ") + std::to_string(c.demoted) + " demoted";
    if (c.questioned > 0) text += (text.empty() ? "" : ", ") + std::to_string(c.questioned) + " questioned";
    return text;
}

std::string pad(const std::string& s, std::size_t width)
{
    // Display width: count UTF-8 lead bytes only.
    std::size_t shown = 0;
    for (unsigned char ch : s) shown += (ch & 0xC0) != 0x80;
    return shown >= width ? s : s + std::string(width - shown, ' ');
}

}  // namespace

BenchTotals computeTotals(const std::vector<CaseResult>& results)
{
    BenchTotals t;
    std::vector<double> times;
    for (const CaseResult& c : results) {
        ++t.cases;
        if (c.status == CaseStatus::Error) ++t.errors;
        if (c.status == CaseStatus::Crash) ++t.crashes;
        if (c.status == CaseStatus::Timeout) ++t.timeouts;
        t.testingSeconds += c.testingSeconds;
        for (const FaultResult& f : c.faults) {
            if (f.alsoInReference) continue;   // the reference's own fault, not the case's
            ++t.faults;
            if (!f.found) continue;
            ++t.found;
            if (f.foundBySearch) ++t.foundBySearch;
            if (!f.cut.empty()) ++t.cut;
            times.push_back(f.seconds);
            t.coevolvedInvalidated += f.statistics.coevolution.invalidated;
            t.coevolvedDemoted += f.statistics.coevolution.demoted;
            t.coevolvedQuestioned += f.statistics.coevolution.questioned;
            if (f.valid > 0) ++t.withValidFix;
            if (!c.hasReference) continue;
            ++t.classified;
            if (f.firstProperRank >= 1 && f.firstProperRank <= 1) ++t.properTop1;
            if (f.firstProperRank >= 1 && f.firstProperRank <= 5) ++t.properTop5;
            if (f.firstProperRank >= 1 && f.firstProperRank <= 10) ++t.properTop10;
        }
    }
    if (!times.empty()) {
        std::sort(times.begin(), times.end());
        const std::size_t n = times.size();
        t.medianSeconds = n % 2 ? times[n / 2] : (times[n / 2 - 1] + times[n / 2]) / 2;
        t.maxSeconds = times.back();
    }
    return t;
}

std::string formatTable(const std::vector<CaseResult>& results, const BenchTotals& totals)
{
    std::vector<std::vector<std::string>> rows{{"case", "fault", "found", "valid", "proper", "technique", "seconds", "co-evolved"}};
    std::vector<std::string> notes;
    for (const CaseResult& c : results) {
        if (c.status != CaseStatus::Ok) notes.push_back(c.name + ": " + caseStatusName(c.status) + ": " + c.message);
        for (const FaultResult& f : c.faults)
            if (f.found && f.foundBySearch) notes.push_back(c.name + ": " + faultName(f) + ": found only by the search");
        for (const FaultResult& f : c.faults)
            if (!f.cut.empty()) notes.push_back(c.name + ": " + faultName(f) + ": " + f.cut);
        for (const FaultResult& f : c.faults)
            if (f.alsoInReference) notes.push_back(c.name + ": " + faultName(f) + ": the reference fails alike: its own fault, not fixed or counted");
        if (c.faults.empty()) {
            rows.push_back({c.name, c.status == CaseStatus::Ok ? "(no fault found)" : std::string("(") + caseStatusName(c.status) + ")", "-", "-",
                            "-", "-", seconds(c.seconds), "-"});
        }
        for (const FaultResult& f : c.faults) {
            rows.push_back({c.name, faultName(f), f.found ? "yes" : "no", f.found ? std::to_string(f.valid) : "-", rankText(c, f),
                            f.found ? f.properTechnique() : "-", f.found ? seconds(f.seconds) : "-", coevolvedText(f)});
        }
    }
    std::vector<std::size_t> widths(rows.front().size(), 0);
    for (const auto& row : rows) {
        for (std::size_t i = 0; i < row.size(); ++i) widths[i] = std::max(widths[i], row[i].size());
    }
    std::string out;
    for (const auto& row : rows) {
        std::string line;
        for (std::size_t i = 0; i < row.size(); ++i) line += pad(row[i], i + 1 < row.size() ? widths[i] + 2 : 0);
        out += line + "\n";
    }
    for (const std::string& n : notes) out += n + "\n";
    out += "\n";
    out += "cases: " + std::to_string(totals.cases) + " (" + std::to_string(totals.errors) + " errors, " + std::to_string(totals.crashes) +
           " crashes, " + std::to_string(totals.timeouts) + " timeouts)\n";
    if (totals.cut > 0) out += "faults a phase of which the budget cut short: " + std::to_string(totals.cut) + " (what they kept is above)\n";
    out += "faults found: " + std::to_string(totals.found) + " of " + std::to_string(totals.faults) + " (" +
           std::to_string(totals.foundBySearch) + " only by the search; " +
           seconds(totals.testingSeconds > 0 ? totals.found / totals.testingSeconds : 0) + " per second of testing)\n";
    out += "with a valid fix: " + std::to_string(totals.withValidFix) + "\n";
    out += "with a proper fix: top 1: " + std::to_string(totals.properTop1) + ", top 5: " + std::to_string(totals.properTop5) +
           ", top 10: " + std::to_string(totals.properTop10) + " (of " + std::to_string(totals.classified) + " with a reference)\n";
    out += "fixes co-evolved tests invalidated: " + std::to_string(totals.coevolvedInvalidated) + ", demoted: " +
           std::to_string(totals.coevolvedDemoted) + ", questioned: " + std::to_string(totals.coevolvedQuestioned) + "\n";
    out += "seconds per fault: median " + seconds(totals.medianSeconds) + ", max " + seconds(totals.maxSeconds) + "\n";
    return out;
}

QJsonObject caseToJson(const CaseResult& c)
{
    QJsonArray faults;
    for (const FaultResult& f : c.faults) {
        QJsonArray fixes;
        for (const ClassifiedFix& x : f.fixes) {
            fixes.append(QJsonObject{{"rank", x.rank},
                                     {"technique", QString::fromLatin1(repair::techniqueName(x.technique))},
                                     {"contract", x.isContract},
                                     {"classified", x.classified},
                                     {"proper", x.proper},
                                     {"compared", x.compared},
                                     {"difference", QString::fromStdString(x.difference)},
                                     {"explanation", QString::fromStdString(x.explanation)},
                                     {"situation", learning::situationToJson(x.situation)},
                                     {"description", learning::descriptionToJson(x.description)}});
        }
        QJsonArray groupedTags;   // a grouped fault: the tags of all its clauses
        for (const std::string& t : f.groupedTags) groupedTags.append(QString::fromStdString(t));
        faults.append(QJsonObject{{"routine", QString::fromStdString(f.routine)},
                                  {"kind", QString::fromLatin1(testing::faultKindName(f.kind))},
                                  {"tag", QString::fromStdString(f.tag)},
                                  {"grouped_tags", groupedTags},
                                  {"found", f.found},
                                  {"found_by_search", f.foundBySearch},
                                  {"expected", f.expected},
                                  {"valid", f.valid},
                                  {"first_proper_rank", f.firstProperRank},
                                  {"technique", QString::fromStdString(f.properTechnique())},
                                  {"seconds", f.seconds},
                                  {"cut", QString::fromStdString(f.cut)},
                                  {"also_in_reference", f.alsoInReference},
                                  {"phases", repair::phasesToJson(f.statistics, f.testingSeconds)},
                                  {"fixes", fixes}});
    }
    return QJsonObject{{"name", QString::fromStdString(c.name)},
                       {"program", QString::fromStdString(c.program)},
                       {"variant", c.variant},
                       {"status", caseStatusName(c.status)},
                       {"message", QString::fromStdString(c.message)},
                       {"has_reference", c.hasReference},
                       {"testing_seconds", c.testingSeconds},
                       {"seconds", c.seconds},
                       {"faults", faults}};
}

QJsonObject toJson(const std::vector<CaseResult>& results, const BenchTotals& totals)
{
    QJsonArray cases;
    for (const CaseResult& c : results) cases.append(caseToJson(c));
    const QJsonObject t{{"cases", totals.cases},
                        {"faults", totals.faults},
                        {"found", totals.found},
                        {"found_by_search", totals.foundBySearch},
                        {"testing_seconds", totals.testingSeconds},
                        {"with_valid_fix", totals.withValidFix},
                        {"classified", totals.classified},
                        {"proper_top1", totals.properTop1},
                        {"proper_top5", totals.properTop5},
                        {"proper_top10", totals.properTop10},
                        {"median_seconds", totals.medianSeconds},
                        {"max_seconds", totals.maxSeconds},
                        {"errors", totals.errors},
                        {"crashes", totals.crashes},
                        {"timeouts", totals.timeouts},
                        {"cut", totals.cut},
                        {"coevolved_invalidated", totals.coevolvedInvalidated},
                        {"coevolved_demoted", totals.coevolvedDemoted},
                        {"coevolved_questioned", totals.coevolvedQuestioned}};
    return QJsonObject{{"cases", cases}, {"totals", t}};
}

CaseResult caseFromJson(const QJsonObject& co)
{
    CaseResult c;
    c.name = co.value(QStringLiteral("name")).toString().toStdString();
    c.program = co.value(QStringLiteral("program")).toString(QString::fromStdString(c.name)).toStdString();   // earlier reports: the case
    c.variant = co.value(QStringLiteral("variant")).toInt();
    const QString status = co.value(QStringLiteral("status")).toString();
    for (CaseStatus s : {CaseStatus::Ok, CaseStatus::Error, CaseStatus::Crash, CaseStatus::Timeout}) {
        if (status == QLatin1String(caseStatusName(s))) c.status = s;
    }
    c.message = co.value(QStringLiteral("message")).toString().toStdString();
    c.hasReference = co.value(QStringLiteral("has_reference")).toBool();
    c.testingSeconds = co.value(QStringLiteral("testing_seconds")).toDouble();
    c.seconds = co.value(QStringLiteral("seconds")).toDouble();
    for (const QJsonValue& fv : co.value(QStringLiteral("faults")).toArray()) {
        const QJsonObject fo = fv.toObject();
        FaultResult f;
        f.routine = fo.value(QStringLiteral("routine")).toString().toStdString();
        f.kind = testing::faultKindNamed(fo.value(QStringLiteral("kind")).toString().toStdString()).value_or(testing::FaultKind::Other);
        f.tag = fo.value(QStringLiteral("tag")).toString().toStdString();
        for (const QJsonValue& t : fo.value(QStringLiteral("grouped_tags")).toArray()) f.groupedTags.push_back(t.toString().toStdString());
        f.found = fo.value(QStringLiteral("found")).toBool();
        f.foundBySearch = fo.value(QStringLiteral("found_by_search")).toBool();
        f.expected = fo.value(QStringLiteral("expected")).toBool();
        f.valid = fo.value(QStringLiteral("valid")).toInt();
        f.firstProperRank = fo.value(QStringLiteral("first_proper_rank")).toInt();
        f.seconds = fo.value(QStringLiteral("seconds")).toDouble();
        f.cut = fo.value(QStringLiteral("cut")).toString().toStdString();
        f.alsoInReference = fo.value(QStringLiteral("also_in_reference")).toBool();
        f.testingSeconds = repair::phasesFromJson(fo.value(QStringLiteral("phases")).toObject(), f.statistics);
        for (const QJsonValue& xv : fo.value(QStringLiteral("fixes")).toArray()) {
            const QJsonObject xo = xv.toObject();
            ClassifiedFix x;
            x.rank = xo.value(QStringLiteral("rank")).toInt();
            x.technique = repair::techniqueNamed(xo.value(QStringLiteral("technique")).toString().toStdString()).value_or(repair::Technique::AutoFix);
            x.isContract = xo.value(QStringLiteral("contract")).toBool();
            x.classified = xo.value(QStringLiteral("classified")).toBool();
            x.proper = xo.value(QStringLiteral("proper")).toBool();
            x.compared = xo.value(QStringLiteral("compared")).toInt();
            x.difference = xo.value(QStringLiteral("difference")).toString().toStdString();
            x.explanation = xo.value(QStringLiteral("explanation")).toString().toStdString();
            std::string ignored;   // reports before learning have no situations: none learned from
            x.situation = learning::situationFromJson(xo.value(QStringLiteral("situation")).toArray(), ignored).value_or(learning::Situation{});
            if (const auto d = learning::descriptionFromJson(xo.value(QStringLiteral("description")).toObject(), ignored)) x.description = *d;
            f.fixes.push_back(std::move(x));
        }
        c.faults.push_back(std::move(f));
    }
    return c;
}

std::vector<CaseResult> fromJson(const QJsonObject& json, std::string& error)
{
    std::vector<CaseResult> results;
    if (!json.value(QStringLiteral("cases")).isArray()) {
        error = "not an `amend bench --json' report (no \"cases\" array)";
        return results;
    }
    for (const QJsonValue& cv : json.value(QStringLiteral("cases")).toArray()) results.push_back(caseFromJson(cv.toObject()));
    return results;
}

namespace {

struct Keyed {
    const CaseResult* c = nullptr;
    const FaultResult* f = nullptr;
};

std::map<std::string, Keyed> byKey(const std::vector<CaseResult>& results)
{
    std::map<std::string, Keyed> map;
    for (const CaseResult& c : results) {
        // By the first clause: a fault grouped now keeps the key it had as a fault of one clause.
        for (const FaultResult& f : c.faults) map[c.name + ": " + f.routine + " " + f.firstClauseLabel()] = {&c, &f};
    }
    return map;
}

// Rank of the first proper fix as a number that grows with badness (none = very bad).
int rankScore(const FaultResult& f) { return f.found && f.firstProperRank > 0 ? f.firstProperRank : 1'000'000; }

std::string rankWords(const FaultResult& f) { return f.found && f.firstProperRank > 0 ? std::to_string(f.firstProperRank) : "none"; }

void compareTotal(std::string& out, const char* what, int now, int before)
{
    if (now == before) return;
    out += std::string(now > before ? "better" : "worse") + ": " + what + " " + std::to_string(before) + " -> " + std::to_string(now) + "\n";
}

}  // namespace

std::string compareWithBaseline(const std::vector<CaseResult>& current, const std::vector<CaseResult>& fullBaseline)
{
    std::string out;
    // Cases of the baseline that this run did not include are left out of every comparison.
    std::vector<CaseResult> baseline;
    for (const CaseResult& b : fullBaseline) {
        const bool ran = std::any_of(current.begin(), current.end(), [&](const CaseResult& c) { return c.name == b.name; });
        if (ran) baseline.push_back(b);
        else out += "not in this run: " + b.name + "\n";
    }
    const std::map<std::string, Keyed> now = byKey(current), before = byKey(baseline);
    std::map<std::string, CaseStatus> statusBefore;
    for (const CaseResult& c : baseline) statusBefore[c.name] = c.status;
    for (const CaseResult& c : current) {
        const auto it = statusBefore.find(c.name);
        if (it == statusBefore.end() || it->second == c.status) continue;
        out += std::string(c.status == CaseStatus::Ok ? "better" : "worse") + ": " + c.name + " " + caseStatusName(it->second) + " -> " +
               caseStatusName(c.status) + "\n";
    }
    for (const auto& [key, n] : now) {
        const auto it = before.find(key);
        if (it == before.end()) {
            out += std::string(n.f->found ? "new" : "new (not found)") + ": " + key + "\n";
            continue;
        }
        const FaultResult& a = *it->second.f;
        const FaultResult& b = *n.f;
        if (a.found != b.found) out += std::string(b.found ? "better" : "worse") + ": " + key + " found " + (a.found ? "yes" : "no") + " -> " + (b.found ? "yes" : "no") + "\n";
        if ((a.valid > 0) != (b.valid > 0))
            out += std::string(b.valid > 0 ? "better" : "worse") + ": " + key + " valid fixes " + std::to_string(a.valid) + " -> " + std::to_string(b.valid) + "\n";
        if (rankScore(a) != rankScore(b))
            out += std::string(rankScore(b) < rankScore(a) ? "better" : "worse") + ": " + key + " first proper fix rank " + rankWords(a) + " -> " +
                   rankWords(b) + "\n";
        if (a.found && b.found && std::abs(b.seconds - a.seconds) > 1.0 && std::abs(b.seconds - a.seconds) > 0.5 * std::min(a.seconds, b.seconds))
            out += std::string(b.seconds < a.seconds ? "better" : "worse") + ": " + key + " seconds " + seconds(a.seconds) + " -> " + seconds(b.seconds) + "\n";
    }
    int grouped = 0;   // faults of the baseline that are clauses of a grouped fault now
    for (const auto& [key, b] : before) {
        if (now.count(key)) continue;
        const FaultResult& f = *b.f;
        const auto group = std::find_if(now.begin(), now.end(), [&](const auto& n) {
            const FaultResult& g = *n.second.f;
            return n.second.c->name == b.c->name && g.routine == f.routine && g.kind == f.kind &&
                   std::find(g.groupedTags.begin(), g.groupedTags.end(), f.tag) != g.groupedTags.end();
        });
        if (group == now.end()) {
            out += "gone: " + key + "\n";
            continue;
        }
        ++grouped;
        out += "grouped: " + key + " is a clause of " + group->first + " now\n";
    }
    const BenchTotals tn = computeTotals(current), tb = computeTotals(baseline);
    compareTotal(out, "faults found", tn.found, tb.found);
    compareTotal(out, "with a valid fix", tn.withValidFix, tb.withValidFix);
    compareTotal(out, "proper fix in the top 1", tn.properTop1, tb.properTop1);
    compareTotal(out, "proper fix in the top 5", tn.properTop5, tb.properTop5);
    compareTotal(out, "proper fix in the top 10", tn.properTop10, tb.properTop10);
    if (grouped > 0)
        out += "(" + std::to_string(grouped) + " faults of the baseline are clauses of grouped faults now: the totals count each group once)\n";
    return out.empty() ? "no change\n" : out;
}

}  // namespace amend::evaluation
