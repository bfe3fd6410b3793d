// Behavioral models (AutoFix paper, Section 4.3.3, after Pachika): a finite-state
// abstraction of a class built from passing runs. States are the values of the class's
// argumentless Boolean queries; transitions are its argumentless commands, from the state
// observed when a command starts to the state when it ends. Fix actions use it to try first the
// commands that were seen to change a snapshot's predicate from its failing value (e.g. `forth'
// makes `before' False).
#pragma once

#include "analysis/fault_input.h"

#include <array>
#include <map>
#include <string>
#include <vector>

namespace amend::synthesis {

class BehaviorModel {
public:
    // Observes the passing tests of `fault` (its routine's class).
    static BehaviorModel build(const sema::Program& program, const analysis::FaultUnderRepair& fault, std::int64_t maxSteps = 500'000);

    // Commands seen to take `query` from `from` to `!from`, most often seen first.
    std::vector<std::string> commandsChanging(const std::string& query, bool from) const;
    // Times `command` was seen taking `query` from `from` to `to`.
    int transitions(const std::string& command, const std::string& query, bool from, bool to) const;

private:
    // command → query → counts indexed by from * 2 + to
    std::map<std::string, std::map<std::string, std::array<int, 4>>> m_counts;
};

}  // namespace amend::synthesis
