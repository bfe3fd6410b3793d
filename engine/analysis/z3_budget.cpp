// The per-fault z3 budget (see z3_budget.h).
#include "analysis/z3_budget.h"

#include <algorithm>

namespace amend::analysis {

Z3Budget::Z3Budget(double seconds) : m_limitSeconds(seconds > 0 ? seconds : 0) {}

double Z3Budget::spentSeconds() const { return static_cast<double>(m_spentMicros.load()) / 1e6; }

bool Z3Budget::exhausted() const { return m_limitSeconds > 0 && spentSeconds() >= m_limitSeconds; }

unsigned Z3Budget::timeoutMs(unsigned wantedMs) const
{
    if (m_limitSeconds <= 0) return wantedMs;
    const double leftMs = (m_limitSeconds - spentSeconds()) * 1000;
    if (leftMs <= 0) return 0;
    return std::max(1u, std::min(wantedMs, static_cast<unsigned>(leftMs)));
}

void Z3Budget::charge(std::chrono::steady_clock::duration spent)
{
    m_spentMicros += std::chrono::duration_cast<std::chrono::microseconds>(spent).count();
    ++m_calls;
}

Z3Call::~Z3Call()
{
    if (m_budget) m_budget->charge(std::chrono::steady_clock::now() - m_start);
}

unsigned Z3Call::timeoutMs(unsigned wantedMs)
{
    if (!m_budget) return wantedMs;
    const unsigned t = m_budget->timeoutMs(wantedMs);
    if (t == 0) {
        m_budget->noteSkipped();
        m_budget = nullptr;  // a skipped call costs nothing
    }
    return t;
}

}  // namespace amend::analysis
