// The time of each phase of fixing one fault (see fix_phases.h).
#include "repair/fix_phases.h"

#include <cstdio>
#include <vector>

namespace amend::repair {

namespace {

// The phases in the order they run, each with its JSON key, its label in text and where its
// time is kept (null: the fault's share of testing, kept outside FixStatistics).
struct PhaseField {
    const char* key;
    const char* label;
    double FixStatistics::*seconds;
};

constexpr PhaseField kPhases[] = {{"testing_seconds", "testing", nullptr},
                                  {"localization_seconds", "localizing", &FixStatistics::localizationSeconds},
                                  {"autofix_seconds", "autofix", &FixStatistics::autofixSeconds},
                                  {"nopol_seconds", "nopol", &FixStatistics::nopolSeconds},
                                  {"wp_seconds", "wp", &FixStatistics::wpSeconds},
                                  {"gp_seconds", "gp", &FixStatistics::gpSeconds},
                                  {"lowering_seconds", "lowering", &FixStatistics::loweringSeconds},
                                  {"validation_seconds", "validating", &FixStatistics::validationSeconds},
                                  {"retest_seconds", "re-testing", &FixStatistics::retestSeconds},
                                  {"coevolution_seconds", "co-evolving", &FixStatistics::coevolutionSeconds}};

struct Phase {
    const char* key;
    const char* label;
    double seconds;
};

std::vector<Phase> phasesOf(const FixStatistics& s, double testingSeconds)
{
    std::vector<Phase> phases;
    for (const PhaseField& f : kPhases) phases.push_back({f.key, f.label, f.seconds ? s.*f.seconds : testingSeconds});
    return phases;
}

}  // namespace

QJsonObject phasesToJson(const FixStatistics& statistics, double testingSeconds)
{
    QJsonObject o;
    for (const Phase& p : phasesOf(statistics, testingSeconds)) o[QLatin1String(p.key)] = p.seconds;
    o[QLatin1String("total_seconds")] = testingSeconds + statistics.seconds;
    // z3's time overlaps the phases above (it is spent inside them): kept apart.
    o[QLatin1String("z3_seconds")] = statistics.z3Seconds;
    o[QLatin1String("z3_units")] = static_cast<double>(statistics.z3Units);
    o[QLatin1String("z3_calls")] = statistics.z3Calls;
    o[QLatin1String("z3_budget_spent")] = statistics.z3BudgetSpent;
    // What co-evolution against the fixes did (coevolution.h).
    o[QLatin1String("coevolution_tests")] = statistics.coevolution.testsRun;
    o[QLatin1String("coevolution_invalidated")] = statistics.coevolution.invalidated;
    o[QLatin1String("coevolution_demoted")] = statistics.coevolution.demoted;
    o[QLatin1String("coevolution_questioned")] = statistics.coevolution.questioned;
    return o;
}

double phasesFromJson(const QJsonObject& phases, FixStatistics& statistics)
{
    double testingSeconds = 0;
    for (const PhaseField& f : kPhases) {
        const double seconds = phases.value(QLatin1String(f.key)).toDouble();
        if (f.seconds) statistics.*f.seconds = seconds;
        else testingSeconds = seconds;
    }
    statistics.seconds = phases.value(QLatin1String("total_seconds")).toDouble() - testingSeconds;
    statistics.z3Seconds = phases.value(QLatin1String("z3_seconds")).toDouble();
    statistics.z3Units = static_cast<std::uint64_t>(phases.value(QLatin1String("z3_units")).toDouble());
    statistics.z3Calls = phases.value(QLatin1String("z3_calls")).toInt();
    statistics.z3BudgetSpent = phases.value(QLatin1String("z3_budget_spent")).toBool();
    statistics.coevolution.testsRun = phases.value(QLatin1String("coevolution_tests")).toInt();
    statistics.coevolution.invalidated = phases.value(QLatin1String("coevolution_invalidated")).toInt();
    statistics.coevolution.demoted = phases.value(QLatin1String("coevolution_demoted")).toInt();
    statistics.coevolution.questioned = phases.value(QLatin1String("coevolution_questioned")).toInt();
    return testingSeconds;
}

std::string phasesLine(const FixStatistics& statistics, double testingSeconds)
{
    std::string line = "phases:";
    for (const Phase& p : phasesOf(statistics, testingSeconds)) {
        char part[48];
        std::snprintf(part, sizeof part, " %s %.2f s,", p.label, p.seconds);
        line += part;
    }
    line.pop_back();
    return line;
}

}  // namespace amend::repair
