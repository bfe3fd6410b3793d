// Figures per program and per half of a bench run (see program_report.h).
#include "evaluation/program_report.h"

#include "evaluation/seconds_text.h"

#include <QJsonArray>
#include <QString>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <set>

namespace amend::evaluation {

namespace {

void addCase(ProgramFigures& p, const CaseResult& c, std::vector<double>& times)
{
    ++p.sets;
    switch (c.status) {
    case CaseStatus::Ok: ++p.ran; break;
    case CaseStatus::Error:
        ++p.compileErrors;
        p.errors.emplace_back(c.name, c.message);
        break;
    case CaseStatus::Timeout: ++p.timeouts; break;
    case CaseStatus::Crash: ++p.crashes; break;
    }
    bool found = false, valid = false, top1 = false, top5 = false;
    for (const FaultResult& f : c.faults) {
        if (!f.found || f.alsoInReference) continue;
        found = true;
        valid = valid || f.valid > 0;
        top1 = top1 || f.firstProperRank == 1;
        top5 = top5 || (f.firstProperRank >= 1 && f.firstProperRank <= 5);
        times.push_back(f.seconds);
    }
    p.found += found;
    p.validFix += valid;
    p.properTop1 += top1;
    p.properTop5 += top5;
}

void finishTimes(ProgramFigures& p, std::vector<double> times)
{
    if (times.empty()) return;
    std::sort(times.begin(), times.end());
    const std::size_t n = times.size();
    p.medianSeconds = n % 2 ? times[n / 2] : (times[n / 2 - 1] + times[n / 2]) / 2;
    p.maxSeconds = times.back();
}

QString folded(const CaseResult& c) { return QString::fromStdString(c.program).toCaseFolded(); }

// The figures of the cases of `results` whose case-folded program name `wanted` accepts, named `name`.
ProgramFigures figuresOf(const std::vector<CaseResult>& results, const std::function<bool(const QString&)>& wanted, const std::string& name)
{
    ProgramFigures p;
    p.program = name;
    std::vector<double> times;
    for (const CaseResult& c : results)
        if (wanted(folded(c))) addCase(p, c, times);
    finishTimes(p, std::move(times));
    return p;
}

std::string percent(int part, int whole)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%d (%.0f %%)", part, whole > 0 ? 100.0 * part / whole : 0.0);
    return buffer;
}

std::vector<std::string> row(const ProgramFigures& p)
{
    return {p.program, std::to_string(p.sets), percent(p.ran, p.sets), std::to_string(p.compileErrors), percent(p.found, p.sets),
            percent(p.validFix, p.sets), percent(p.properTop1, p.sets), percent(p.properTop5, p.sets), std::to_string(p.timeouts),
            std::to_string(p.crashes), secondsText(p.medianSeconds, 2), secondsText(p.maxSeconds, 2)};
}

QJsonObject figuresToJson(const ProgramFigures& p)
{
    QJsonArray errors;
    for (const auto& [set, reason] : p.errors) errors.append(QJsonObject{{"set", QString::fromStdString(set)}, {"reason", QString::fromStdString(reason)}});
    return QJsonObject{{"program", QString::fromStdString(p.program)}, {"sets", p.sets}, {"ran", p.ran}, {"compile_errors", p.compileErrors},
                       {"found", p.found}, {"valid_fix", p.validFix}, {"proper_top1", p.properTop1}, {"proper_top5", p.properTop5},
                       {"timeouts", p.timeouts}, {"crashes", p.crashes}, {"median_seconds", p.medianSeconds},
                       {"max_seconds", p.maxSeconds}, {"errors", errors}};
}

}  // namespace

HalvesReport computeHalves(const std::vector<CaseResult>& results)
{
    std::map<QString, std::string> names;   // case-folded, sorted → as first written
    for (const CaseResult& c : results) names.emplace(folded(c), c.program);
    HalvesReport report;
    report.tunedPrograms = (names.size() + 1) / 2;
    std::set<QString> tuned;
    for (const auto& [key, name] : names) {
        if (tuned.size() < report.tunedPrograms) tuned.insert(key);
        report.programs.push_back(figuresOf(results, [&key](const QString& k) { return k == key; }, name));
    }
    report.tuned = figuresOf(results, [&tuned](const QString& k) { return tuned.count(k) > 0; }, "tuned");
    report.heldOut = figuresOf(results, [&tuned](const QString& k) { return tuned.count(k) == 0; }, "held out");
    report.all = figuresOf(results, [](const QString&) { return true; }, "all");
    return report;
}

std::string formatHalves(const HalvesReport& report)
{
    std::vector<std::vector<std::string>> rows{{"program", "sets", "ran", "compile errors", "found", "valid fix", "proper at 1", "proper in 5",
                                                "timeouts", "crashes", "median s", "max s"}};
    for (std::size_t i = 0; i < report.programs.size(); ++i) {
        if (i == report.tunedPrograms) rows.push_back({});
        rows.push_back(row(report.programs[i]));
    }
    rows.push_back({});
    rows.push_back(row(report.tuned));
    rows.push_back(row(report.heldOut));
    rows.push_back(row(report.all));
    std::vector<std::size_t> widths(rows.front().size(), 0);
    for (const auto& r : rows)
        for (std::size_t i = 0; i < r.size(); ++i) widths[i] = std::max(widths[i], r[i].size());
    std::string out;
    for (const auto& r : rows) {
        std::string line;
        for (std::size_t i = 0; i < r.size(); ++i) line += i + 1 < r.size() ? r[i] + std::string(widths[i] + 2 - r[i].size(), ' ') : r[i];
        out += line + "\n";
    }
    if (report.tunedPrograms > 0 && report.tunedPrograms < report.programs.size())
        out += "tuned: " + report.programs.front().program + " … " + report.programs[report.tunedPrograms - 1].program + "; held out: " +
               report.programs[report.tunedPrograms].program + " … " + report.programs.back().program + "\n";
    for (const ProgramFigures& p : report.programs)
        for (const auto& [set, reason] : p.errors) out += set + ": " + reason + "\n";
    return out;
}

QJsonObject halvesToJson(const HalvesReport& report)
{
    QJsonArray programs;
    for (const ProgramFigures& p : report.programs) programs.append(figuresToJson(p));
    return QJsonObject{{"programs", programs}, {"tuned_programs", static_cast<int>(report.tunedPrograms)},
                       {"tuned", figuresToJson(report.tuned)}, {"held_out", figuresToJson(report.heldOut)}, {"all", figuresToJson(report.all)}};
}

}  // namespace amend::evaluation
