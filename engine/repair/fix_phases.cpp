// The time of each phase of fixing one fault (see fix_phases.h).
#include "repair/fix_phases.h"

#include <cstdio>
#include <vector>

namespace amend::repair {

namespace {

// The phases in the order they run, each with its JSON key and its label in text.
struct Phase {
    const char* key;
    const char* label;
    double seconds;
};

std::vector<Phase> phasesOf(const FixStatistics& s, double testingSeconds)
{
    return {{"testing_seconds", "testing", testingSeconds},
            {"localization_seconds", "localizing", s.localizationSeconds},
            {"autofix_seconds", "autofix", s.autofixSeconds},
            {"nopol_seconds", "nopol", s.nopolSeconds},
            {"wp_seconds", "wp", s.wpSeconds},
            {"gp_seconds", "gp", s.gpSeconds},
            {"lowering_seconds", "lowering", s.loweringSeconds},
            {"validation_seconds", "validating", s.validationSeconds},
            {"retest_seconds", "re-testing", s.retestSeconds}};
}

}  // namespace

QJsonObject phasesToJson(const FixStatistics& statistics, double testingSeconds)
{
    QJsonObject o;
    for (const Phase& p : phasesOf(statistics, testingSeconds)) o[QLatin1String(p.key)] = p.seconds;
    o[QLatin1String("total_seconds")] = testingSeconds + statistics.seconds;
    return o;
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
