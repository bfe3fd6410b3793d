// The per-fault z3 budget in resource units (see z3_budget.h).
#include "analysis/z3_budget.h"

#include <algorithm>
#include <cmath>

namespace amend::analysis {

Z3Units z3UnitsForSeconds(double idleSeconds)
{
    if (!(idleSeconds > 0)) return 0;
    return std::max<Z3Units>(1, static_cast<Z3Units>(std::llround(idleSeconds * kZ3UnitsPerIdleSecond)));
}

double idleSecondsFor(Z3Units units) { return static_cast<double>(units) / kZ3UnitsPerIdleSecond; }

unsigned safetyTimeoutMs(Z3Units units)
{
    const double ms = idleSecondsFor(units) * 30 * 1000 + 5000;
    return static_cast<unsigned>(std::min(ms, 3.6e6));
}

Z3Units rlimitCount(const z3::stats& statistics)
{
    for (unsigned i = 0; i < statistics.size(); ++i)
        if (statistics.key(i) == "rlimit count")
            return statistics.is_uint(i) ? statistics.uint_value(i) : static_cast<Z3Units>(statistics.double_value(i));
    return 0;
}

Z3Budget::Z3Budget(Z3Units units) : m_limit(units) {}

double Z3Budget::spentSeconds() const { return static_cast<double>(m_spentMicros.load()) / 1e6; }

bool Z3Budget::exhausted() const { return m_limit > 0 && spentUnits() >= m_limit; }

Z3Units Z3Budget::limitFor(Z3Units wanted) const
{
    if (m_limit == 0) return wanted;
    const Z3Units spent = spentUnits();
    if (spent >= m_limit) return 0;
    return std::max<Z3Units>(1, std::min(wanted, m_limit - spent));
}

void Z3Budget::charge(Z3Units units, std::chrono::steady_clock::duration wall)
{
    m_spentUnits += units;
    m_spentMicros += std::chrono::duration_cast<std::chrono::microseconds>(wall).count();
    ++m_calls;
}

Z3Call::Z3Call(Z3Budget* budget, Z3Units wanted)
    : m_budget(budget), m_limit(budget ? budget->limitFor(wanted) : wanted), m_start(std::chrono::steady_clock::now())
{
    if (m_budget && m_limit == 0) {
        m_budget->noteSkipped();
        m_budget = nullptr;  // a skipped call costs nothing
    }
}

Z3Call::~Z3Call()
{
    if (m_budget) m_budget->charge(m_finished ? m_counted : m_limit, std::chrono::steady_clock::now() - m_start);
}

void Z3Call::limit(z3::params& params) const
{
    // z3's parameter is 32 bits wide.
    params.set("rlimit", static_cast<unsigned>(std::min<Z3Units>(m_limit, 0xffffffffu)));
    params.set("timeout", safetyTimeoutMs(m_limit));
}

void Z3Call::started(const z3::stats& before) { m_before = rlimitCount(before); }

void Z3Call::finished(const z3::stats& after)
{
    const Z3Units now = rlimitCount(after);
    m_counted = now > m_before ? now - m_before : 0;
    m_finished = true;
}

}  // namespace amend::analysis
