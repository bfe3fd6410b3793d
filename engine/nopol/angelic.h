// Nopol's angelic fix localization (Nopol paper, Section 3.2): the candidate locations of the
// faulty routine (If conditions, Loop exit conditions, statements that may need a guard),
// ordered by Ochiai suspiciousness from the coverage of failing and passing tests; for each,
// the angelic values — a forced condition value (for all evaluations, or flipped at one
// evaluation when the condition is evaluated many times) or skipped executions of a statement —
// that make EVERY failing test pass, and the value mapping pairs (analysis/value_mapping.h) the
// angelic values make: the condition's original and angelic value where they differ.
#pragma once

#include "analysis/fault_input.h"
#include "analysis/value_mapping.h"
#include "nopol/location.h"
#include "support/cancel.h"

#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace amend::nopol {

// Which value a location's condition takes at each evaluation in one test run.
struct AngelicPlan {
    enum class Mode : std::uint8_t { Constant, FlipAt, Skip };
    Mode mode = Mode::Constant;
    bool value = false;          // Constant
    int flipAt = -1;             // FlipAt: the evaluation (0-based) whose value is negated
    std::set<int> skipped;       // Skip (guards): evaluations where the statement is skipped
    // The evaluations of the test's passing run under this plan where the plan changed the
    // condition's value: original and angelic value, one Boolean each (findAngelicValues sets it).
    std::vector<analysis::ValueMappingPair> changed;
    bool at(int evaluation, bool actual) const;
    analysis::NopolEvidence evidence() const;  // its mode, value and evaluations (1-based), as evidence
};

// Where the location's condition is evaluated at run time: the original routine's If/Loop, or
// for a guard the `if True then stmt end` wrapper in a replacement routine.
struct ProbeSite {
    const ir::Routine* original = nullptr;
    std::shared_ptr<const ir::Routine> replacement;  // guards only (owned by the site)
    const ir::Instr* instr = nullptr;
    int condIndex = 0;
    runtime::RunOptions options(std::int64_t maxSteps) const;
};

// Observes the condition at a probe site: applies a plan (none = actual values) and reports each
// evaluation to `onEvaluation` (frame, evaluation index, value used).
class ProbeObserver final : public runtime::Observer {
public:
    ProbeObserver(const ProbeSite& site, const AngelicPlan* plan) : m_site(site), m_plan(plan) {}
    std::function<void(const runtime::FrameView&, int, bool)> onEvaluation;
    bool onBranch(const ir::Instr& instr, int index, bool value, const runtime::FrameView& frame) override;
    int evaluations() const { return m_count; }
    // The evaluations where the plan changed the value (the first maxChanged).
    std::vector<analysis::ValueMappingPair> changed;
    static constexpr std::size_t maxChanged = 100;

private:
    const ProbeSite& m_site;
    const AngelicPlan* m_plan;
    int m_count = 0;
};

struct AngelicOptions {
    std::int64_t maxSteps = 2'000'000;  // per test run
    int maxFlips = 30;                   // evaluations tried one by one in FlipAt mode
    int maxSkips = 30;                   // guard: skipped evaluations at most
};

// Candidate locations, most suspicious first (Ochiai over the tests' coverage of the routine).
std::vector<NopolLocation> candidateLocations(const sema::Program& program, const analysis::FaultUnderRepair& fault,
                                              std::int64_t maxSteps);

// The probe site of a location (lowers the guard wrapper for guards; null instr on failure).
ProbeSite probeSite(const sema::Program& program, const analysis::FaultUnderRepair& fault, const NopolLocation& location);

// Angelic plans, one per failing test (same order), that make every failing test pass; nullopt
// when there is none within the budget. `runs` counts the test runs made.
std::optional<std::vector<AngelicPlan>> findAngelicValues(const analysis::FaultUnderRepair& fault, const NopolLocation& location,
                                                          const ProbeSite& site, const AngelicOptions& options,
                                                          const CancelToken& cancel, int* runs = nullptr);

}  // namespace amend::nopol
