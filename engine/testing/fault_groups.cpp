// Grouping faults with one cause (see fault_groups.h).
#include "testing/fault_groups.h"

#include <algorithm>

namespace amend::testing {

namespace {

bool ownPostcondition(const Fault& f)
{
    return f.key.kind == FaultKind::Postcondition && f.violatedIn == f.key.routine;
}

// The failing tests of the members, one from each in turn, at most `max`.
std::vector<TestCase> interleaved(const std::vector<const Fault*>& members, int max)
{
    std::vector<TestCase> out;
    for (std::size_t i = 0;; ++i) {
        bool any = false;
        for (const Fault* m : members) {
            if (i >= m->failing.size()) continue;
            any = true;
            if (static_cast<int>(out.size()) >= max) return out;
            out.push_back(m->failing[i]);
        }
        if (!any) return out;
    }
}

}  // namespace

bool sameCause(const Fault& a, const Fault& b)
{
    return ownPostcondition(a) && ownPostcondition(b) && a.key.routine == b.key.routine && a.overflowDependent == b.overflowDependent;
}

std::vector<Fault> groupFaults(std::vector<Fault> faults, int maxFailing)
{
    std::vector<Fault> result;
    std::vector<std::vector<const Fault*>> members;   // per result: the faults merged into it
    for (const Fault& f : faults) {
        std::size_t g = 0;
        while (g < result.size() && !sameCause(result[g], f)) ++g;
        if (g == result.size()) {
            result.push_back(f);
            members.push_back({&f});
        } else {
            members[g].push_back(&f);
        }
    }
    for (std::size_t g = 0; g < result.size(); ++g) {
        Fault& group = result[g];
        if (members[g].size() < 2) continue;
        group.clauses.clear();
        group.failingCount = 0;
        for (const Fault* m : members[g]) {
            group.clauses.insert(group.clauses.end(), m->clauses.begin(), m->clauses.end());
            group.failingCount += m->failingCount;
            if (!group.hasMinimized && m->hasMinimized) {
                group.hasMinimized = true;
                group.minimized = m->minimized;
            }
        }
        group.failing = interleaved(members[g], std::max(maxFailing, static_cast<int>(members[g].size())));
    }
    int id = 0;
    for (Fault& f : result) f.id = ++id;
    return result;
}

}  // namespace amend::testing
