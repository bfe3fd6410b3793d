// The fitness of one test run for the search phase (search_phase.h), measured by an observer of
// the run's last call (the call under test: a violation in an earlier step makes a test invalid,
// not failing): how close it came to violating a contract clause — postconditions and the class
// invariant on exit of a routine of the user's classes, loop invariants and variants at each
// loop test, check instructions, and the preconditions of routines such a routine calls — and
// which branches (`if', loop exits, `inspect' cases) of the user's routines it took, with how close it came to the sides it did not
// take (branch_distance.h) — and the values the run compared the routines' arguments with, from
// which the search draws arguments, and the values the call under test compared its target's
// attributes with, which the search sets them to. Deliberately not here: what counts as a better
// test (search_phase).
#pragma once

#include "runtime/interpreter.h"

#include <map>
#include <optional>
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

// The values the user's routines compared an integer argument with, per routine and argument
// position: `digit = expected' with `expected' 2 gives 2; `month <= Month_count + 1' gives 12,
// 13 and 14 (the bound and its neighbours: both sides of the comparison); `inspect digit when 4'
// gives 4. Values another call computes (`expected') are known only at run time, so the search
// collects them from its runs and draws the arguments of calls from them (test_mutation.h).
using ArgumentKey = std::pair<const sema::FeatureInfo*, int>;  // routine, argument position
using ArgumentValues = std::map<ArgumentKey, std::set<std::int64_t>>;
constexpr std::size_t kMaxArgumentValues = 24;  // per argument: the first ones compared

// Adds `values` to `into`, at most kMaxArgumentValues per argument.
void mergeArgumentValues(ArgumentValues& into, const ArgumentValues& values);

// The first comparison of an argument that the last call of the run (the call under test) found
// false, as the argument's position and the value that makes it true (`digit = expected' with
// `expected' 7: 7): the search tries that value next (search_phase.h).
struct ArgumentFlip {
    int index = -1;
    std::int64_t value = 0;
};

// A dynamic boundary value: an INTEGER attribute of the call under test's target that the call
// compared (in its body, contracts or the class invariant), and the other operand's value there,
// on that object (`temperature <= desired_temp - deviation' with desired_temp 20 and deviation 2:
// 18, which need be no constant of the class). The search tries the test again with the attribute
// set to exactly that value by a routine that assigns an argument to it (search_phase.h).
using AttributeSetters = std::map<const sema::FeatureInfo*, std::set<ArgumentKey>>;  // attribute → arguments

struct AttributeBoundary {
    const sema::FeatureInfo* attribute = nullptr;
    std::int64_t value = 0;
    auto tie() const { return std::tie(attribute, value); }
    bool operator<(const AttributeBoundary& other) const { return tie() < other.tie(); }
    bool operator==(const AttributeBoundary& other) const { return tie() == other.tie(); }
};

// The INTEGER attributes of the call under test's target on entry, with their values: when the
// call's own precondition compares an argument with the state (`amount <= available_amount'),
// the search tries the state moved by the gap (search_phase.h).
using EntryAttributes = std::vector<std::pair<const sema::FeatureInfo*, std::int64_t>>;

struct RunFitness {
    std::map<ClauseId, double> clauses;      // clauses evaluated: least normalised distance to violating each
    std::vector<BranchSide> covered;         // sides taken (sorted, unique)
    std::map<BranchSide, double> near;       // sides not taken in the run: least distance seen
    ArgumentValues argumentValues;           // values integer arguments were compared with
    std::optional<ArgumentFlip> flip;        // in the last call
    AttributeSetters setters;                // arguments assigned to attributes (`level := a_level')
    std::vector<AttributeBoundary> boundaries;  // in the last call, in the order first met
    EntryAttributes entryAttributes;         // of the last call's target, in field order
};

class FitnessObserver final : public runtime::Observer {
public:
    void onEnter(const runtime::FrameView& frame) override;
    void onExit(const runtime::FrameView& frame, bool normal) override;
    void beforeInstruction(const ir::Instr& instr, const runtime::FrameView& frame) override;
    bool onBranch(const ir::Instr& instr, int index, bool value, const runtime::FrameView& frame) override;
    // The fitness of the run so far (covered sides sorted and unique).
    RunFitness result() const;
    // The values arguments were compared with so far (also on runs that did not pass).
    const ArgumentValues& argumentValues() const { return m_fitness.argumentValues; }
    const std::optional<ArgumentFlip>& flip() const { return m_fitness.flip; }
    // The arguments assigned to attributes so far (every step of the run).
    const AttributeSetters& setters() const { return m_fitness.setters; }
    const std::vector<AttributeBoundary>& boundaries() const { return m_fitness.boundaries; }
    const EntryAttributes& entryAttributes() const { return m_fitness.entryAttributes; }

private:
    void clauses(const std::vector<ir::Assertion>& assertions, const runtime::FrameView& frame);
    void violationDistance(const SourceRange& clause, double d);
    void inspectBranches(const ir::Instr& instr, const runtime::FrameView& frame);
    void nearSide(const BranchSide& side, double d);
    void argumentComparisons(const ir::Expr& expr, const runtime::FrameView& frame);
    void argumentValue(const runtime::FrameView& frame, int slot, std::int64_t value);
    // Only in the call under test (the last step's own call: its body, contracts, invariant).
    void attributeComparisons(const ir::Expr& expr, const runtime::FrameView& frame);
    void attributeComparisons(const std::vector<ir::Assertion>& assertions, const runtime::FrameView& frame);
    void flip(ir::Op op, int side, int slot, std::int64_t argument, std::int64_t other);
    void recordEntryAttributes(const runtime::FrameView& frame);

    RunFitness m_fitness;                    // `covered' unused until result()
    std::set<BranchSide> m_covered;
    std::vector<bool> m_userFrames;          // per active frame: a routine of the user's classes
};

}  // namespace amend::testing
