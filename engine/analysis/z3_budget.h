// One z3 time budget per fault, shared by every technique that asks z3 (issue 20): AutoFix's
// predicate pruning, Nopol's condition synthesis, WP's evidence and modifications. Each solver
// call takes its `timeout` parameter from timeoutMs() (its own limit, cut to what is left) and
// charges the time it took; once the budget is spent, timeoutMs() is 0 and callers skip their
// calls (an `unknown' answer, which every caller already handles). The repair session makes one
// per fault from FixOptions::z3BudgetSeconds and reports when it ran out. Thread-safe: techniques
// may solve on several threads at once.
#pragma once

#include <atomic>
#include <chrono>

namespace amend::analysis {

class Z3Budget {
public:
    // `seconds` <= 0: no limit (only the callers' own per-call timeouts).
    explicit Z3Budget(double seconds = 0);

    // The timeout for a call that wants `wantedMs`: wantedMs while the budget lasts, then what
    // is left of it (at least 1 ms); 0 when the budget is spent (the caller skips the call).
    unsigned timeoutMs(unsigned wantedMs) const;
    bool exhausted() const;
    void charge(std::chrono::steady_clock::duration spent);

    double limitSeconds() const { return m_limitSeconds; }
    double spentSeconds() const;
    int calls() const { return m_calls.load(); }
    int skippedCalls() const { return m_skipped.load(); }
    void noteSkipped() { ++m_skipped; }

private:
    double m_limitSeconds;
    std::atomic<long long> m_spentMicros{0};
    std::atomic<int> m_calls{0};
    std::atomic<int> m_skipped{0};
};

// Charges one solver call's time to a budget (none: nothing) when it goes out of scope. Its
// timeoutMs(wanted) is the call's timeout (wanted without a budget); 0: skip the call.
class Z3Call {
public:
    explicit Z3Call(Z3Budget* budget) : m_budget(budget), m_start(std::chrono::steady_clock::now()) {}
    ~Z3Call();
    Z3Call(const Z3Call&) = delete;
    Z3Call& operator=(const Z3Call&) = delete;

    unsigned timeoutMs(unsigned wantedMs);

private:
    Z3Budget* m_budget;
    std::chrono::steady_clock::time_point m_start;
};

}  // namespace amend::analysis
