// Merging failures into faults (see fault.h).
#include "testing/fault.h"

#include <algorithm>

namespace amend::testing {

bool hasIntegerBeyond(const TestCase& test, std::int64_t bound)
{
    for (const Step& s : test.steps)
        for (const Argument& a : s.args) {
            if (a.kind != Argument::Kind::Basic || !sema::isIntegerKind(a.basic.basic())) continue;
            const std::int64_t v = a.basic.asInt();
            if (v > bound || v < -bound) return true;
        }
    return false;
}

bool hasExtremeSize(const TestCase& test) { return hasIntegerBeyond(test, kExtremeSize - 1); }

void FaultCollector::addFailure(const TestCase& test, const TestRun& run)
{
    auto [it, inserted] = m_index.try_emplace(run.key, m_faults.size());
    if (inserted) {
        Fault f;
        f.key = run.key;
        if (run.outcome.violation) {
            const runtime::Violation& v = *run.outcome.violation;
            f.violatedIn = routineName(v.routine);
            f.clause = v.text;
            f.message = v.message;
            f.subject = v.subject;
            f.previous = v.previous;
        } else {
            f.violatedIn = run.key.routine;
            f.message = run.outcome.message;
        }
        f.clauses.push_back({run.key, f.clause, 0});
        m_faults.push_back(std::move(f));
        m_overflowed.emplace_back();
        m_reasonable.push_back(false);
        m_longLoop.push_back(false);
    }
    Fault& f = m_faults[it->second];
    if (run.outcome.inTerminatingLoop) m_longLoop[it->second] = true;
    else if (test.isHandwritten() || !hasExtremeSize(test)) m_reasonable[it->second] = true;
    ++f.failingCount;
    ++f.clauses.front().failingCount;
    const bool overflowed = run.overflowed && !test.isHandwritten();
    if (!overflowed) f.overflowDependent = false;
    // Kept apart until the end: a fault that also shows without overflow is repaired and
    // minimized on those tests only.
    std::vector<TestCase>& kept = overflowed ? m_overflowed[it->second] : f.failing;
    if (static_cast<int>(kept.size()) < m_max) kept.push_back(test);
}

bool Fault::hasKey(const FaultKey& other) const
{
    if (key == other) return true;
    return std::any_of(clauses.begin(), clauses.end(), [&](const FaultClause& c) { return c.key == other; });
}

void FaultCollector::addPassing(const std::string& routine, const TestCase& test)
{
    Passing& p = m_passing[routine];
    ++p.count;
    if (static_cast<int>(p.tests.size()) < m_max) p.tests.push_back(test);
}

std::vector<Fault> FaultCollector::faults() const
{
    // Faults first, then overflow-dependent ones, then resource warnings.
    std::vector<Fault> result = m_faults;
    for (std::size_t i = 0; i < result.size(); ++i) {
        if (result[i].overflowDependent) result[i].failing = m_overflowed[i];
        result[i].resourceOnly = isResourceWarning(result[i].key.kind, m_reasonable[i]);
        if (result[i].resourceOnly)
            result[i].resourceReason = result[i].key.kind == FaultKind::BudgetContract ? ResourceReason::ContractBudget
                                       : m_longLoop[i]                              ? ResourceReason::LongLoop
                                                                                    : ResourceReason::ExtremeSize;
    }
    std::stable_partition(result.begin(), result.end(), [](const Fault& f) { return !f.resourceOnly; });
    std::stable_partition(result.begin(), result.end(), [](const Fault& f) { return !f.overflowDependent && !f.resourceOnly; });
    int id = 0;
    for (Fault& f : result) {
        f.id = ++id;
        auto it = m_passing.find(f.key.routine);
        if (it != m_passing.end()) {
            f.passingCount = it->second.count;
            f.passing = it->second.tests;
        }
    }
    return result;
}

bool isResourceWarning(FaultKind kind, bool reasonableSizeFails)
{
    if (kind == FaultKind::BudgetContract) return true;
    return (kind == FaultKind::BudgetMemory || kind == FaultKind::BudgetSteps) && !reasonableSizeFails;
}

const char* resourceReasonName(ResourceReason reason)
{
    switch (reason) {
    case ResourceReason::None: return "none";
    case ResourceReason::ContractBudget: return "contract_budget";
    case ResourceReason::ExtremeSize: return "extreme_size";
    case ResourceReason::LongLoop: return "long_loop";
    }
    return "none";
}

bool isWarningOnly(const Fault& fault, bool countOverflowDependent)
{
    return fault.resourceOnly || (fault.overflowDependent && !countOverflowDependent);
}

}  // namespace amend::testing
