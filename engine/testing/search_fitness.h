// The fitness of one test run for the search phase (search_phase.h), measured by an observer of
// the run: how close the run came to violating a contract clause — postconditions and the class
// invariant on exit of a routine of the user's classes, loop invariants and variants at each
// loop test, check instructions, and the preconditions of routines such a routine calls — and
// which branches (`if', loop exits, `inspect' cases) of the user's routines it took, with how close it came to the sides it did not
// take (branch_distance.h). Deliberately not here: what counts as a better test (search_phase).
#pragma once

#include "runtime/interpreter.h"

#include <map>
#include <set>
#include <tuple>
#include <utility>
#include <vector>

namespace amend::testing {

// One side of a branch: an If's conds[index] (or a Loop's exit test, index 0) taking `value`;
// an Inspect's whens[index] taken (value true).
struct BranchSide {
    std::pair<std::int32_t, std::uint32_t> routine;  // where the routine is written: (file, offset)
    int instruction = -1;
    int index = 0;
    bool value = false;
    auto tie() const { return std::tie(routine, instruction, index, value); }
    bool operator<(const BranchSide& other) const { return tie() < other.tie(); }
    bool operator==(const BranchSide& other) const { return tie() == other.tie(); }
};

// A contract clause, by where it is written: (file, byte offset of its start).
using ClauseId = std::pair<std::int32_t, std::uint32_t>;
ClauseId clauseOf(const SourceRange& range);

struct RunFitness {
    std::map<ClauseId, double> clauses;      // clauses evaluated: least normalised distance to violating each
    std::vector<BranchSide> covered;         // sides taken (sorted, unique)
    std::map<BranchSide, double> near;       // sides not taken in the run: least distance seen
};

class FitnessObserver final : public runtime::Observer {
public:
    void onEnter(const runtime::FrameView& frame) override;
    void onExit(const runtime::FrameView& frame, bool normal) override;
    void beforeInstruction(const ir::Instr& instr, const runtime::FrameView& frame) override;
    bool onBranch(const ir::Instr& instr, int index, bool value, const runtime::FrameView& frame) override;
    // The fitness of the run so far (covered sides sorted and unique).
    RunFitness result() const;

private:
    void clauses(const std::vector<ir::Assertion>& assertions, const runtime::FrameView& frame);
    void violationDistance(const SourceRange& clause, double d);
    void inspectBranches(const ir::Instr& instr, const runtime::FrameView& frame);
    void nearSide(const BranchSide& side, double d);

    RunFitness m_fitness;                    // `covered' unused until result()
    std::set<BranchSide> m_covered;
    std::vector<bool> m_userFrames;          // per active frame: a routine of the user's classes
};

}  // namespace amend::testing
