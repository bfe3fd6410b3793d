// One z3 budget per fault, shared by every technique that asks z3 (issue 20): AutoFix's
// predicate pruning and extremal values, Nopol's condition synthesis, WP's evidence and
// modifications. Budgets are counted in z3's own resource units (its `rlimit`: a count of the
// solver's internal steps), not in seconds, so that what z3 answers does not depend on how loaded
// the machine is: a question that needs more units than its limit is `unknown' on every run, and
// a given seed gives the same fixes whatever else runs. Each call sets `rlimit` to its own limit
// cut to what is left of the budget, and a generous wall-clock `timeout` only as a safety net
// (z3 steps it does not count); it is charged the units z3 counted. Once the budget is spent,
// calls are skipped (an `unknown' answer, which every caller already handles). The repair
// session makes one per fault from FixOptions::z3BudgetSeconds. Thread-safe.
#pragma once

#include <z3++.h>

#include <atomic>
#include <chrono>
#include <cstdint>

namespace amend::analysis {

// z3's resource units (its `rlimit` parameter and the "rlimit count" statistic).
using Z3Units = std::uint64_t;

// Calibration: the units z3 counts per second of CPU on the questions Amend asks (this 2-core
// machine, z3 4.8.12; bench/history/2026-11-reports.md "z3 in resource units": 2,000-8,000 per millisecond over
// the slow shapes', search's and unseen's calls, 6,500-7,600 on the calls over 0.4 s). Limits
// that used to be wall-clock seconds are these seconds' worth of units.
constexpr double kZ3UnitsPerIdleSecond = 5e6;
Z3Units z3UnitsForSeconds(double idleSeconds);  // <= 0: 0
double idleSecondsFor(Z3Units units);

// The wall-clock safety net of a call limited to `units`: thirty times their idle time, plus 5 s
// (z3 using a whole limit at a load of 25 on 2 cores, as seen here, takes ~12 times its idle time:
// the net must not be what ends such a call, or the answer depends on the load again).
unsigned safetyTimeoutMs(Z3Units units);

class Z3Budget {
public:
    // `units` == 0: no limit (only the callers' own per-call limits).
    explicit Z3Budget(Z3Units units = 0);

    // The limit of a call that wants `wanted` units: `wanted` while the budget lasts, then what
    // is left of it (at least 1); 0 when the budget is spent (the caller skips the call).
    Z3Units limitFor(Z3Units wanted) const;
    bool exhausted() const;
    void charge(Z3Units units, std::chrono::steady_clock::duration wall);

    Z3Units limitUnits() const { return m_limit; }
    Z3Units spentUnits() const { return m_spentUnits.load(); }
    double spentSeconds() const;  // wall-clock time in z3 calls (for reports; nothing depends on it)
    int calls() const { return m_calls.load(); }
    int skippedCalls() const { return m_skipped.load(); }
    void noteSkipped() { ++m_skipped; }

private:
    Z3Units m_limit;
    std::atomic<Z3Units> m_spentUnits{0};
    std::atomic<long long> m_spentMicros{0};
    std::atomic<int> m_calls{0};
    std::atomic<int> m_skipped{0};
};

// One solver call: its limit (wanted units cut to what is left of the budget; none: wanted), set
// on the solver's parameters by limit(), and, when it goes out of scope, the budget charged with
// the units z3 counted between started() and finished() (the whole limit if finished() was not
// reached: a z3 exception). A skipped call (budget spent) costs nothing.
class Z3Call {
public:
    Z3Call(Z3Budget* budget, Z3Units wanted);
    ~Z3Call();
    Z3Call(const Z3Call&) = delete;
    Z3Call& operator=(const Z3Call&) = delete;

    bool skipped() const { return m_limit == 0; }
    Z3Units limitUnits() const { return m_limit; }
    // Sets `rlimit` and the safety-net `timeout` on `params`.
    void limit(z3::params& params) const;
    // z3's running count of the solver's context before and after the check (statistics' "rlimit
    // count"); a fresh context starts at 0, so started() may be left out.
    void started(const z3::stats& before);
    void finished(const z3::stats& after);

private:
    Z3Budget* m_budget;
    Z3Units m_limit;
    Z3Units m_before = 0;
    Z3Units m_counted = 0;
    bool m_finished = false;
    std::chrono::steady_clock::time_point m_start;
};

// The "rlimit count" in z3's statistics of a solver or optimizer (0 if absent).
Z3Units rlimitCount(const z3::stats& statistics);

}  // namespace amend::analysis
