// What differential testing (evaluation/) and co-evolution against fixes (repair/) compare after
// a run: the state reachable from some values (the
// target and the arguments of the call under test, its result) rendered as canonical text, so
// that two runs in two different programs (a fixed program and its reference) compare as
// strings. Objects are numbered in the order they are first reached, so aliasing and cycles
// show the same way in both; attributes are listed by name (not slot), so the two programs may
// lay their objects out differently. Class names go through a renaming (NAME_N → NAME).
// Deliberately bounded (depth and object count): beyond the bound the text says `…`.
#pragma once

#include "runtime/value.h"
#include "testing/test_case.h"

#include <functional>
#include <string>
#include <vector>

namespace amend::testing {

struct ObservationLimits {
    int maxDepth = 12;     // nesting of objects below a root
    int maxObjects = 200;  // distinct objects rendered over all roots
};

// "name=VALUE; name=VALUE" for the named roots. `className` maps a class name as the program
// knows it to the name used in the text (identity when null).
std::string describeState(const std::vector<std::pair<std::string, runtime::Value>>& roots,
                          const std::function<std::string(const std::string&)>& className,
                          const ObservationLimits& limits = {});

// One place of a state and what it holds there: a basic value, Void, a string, an object's
// number and class ("#2 CELL"), or "@2" for an object reached before.
struct StateLeaf {
    std::string path;    // from a root: "target.first_cell.item", "arg1.area[3]"
    std::string value;   // as describeState writes it
    bool operator==(const StateLeaf&) const = default;
};

// describeState's text and the same state as leaves, one per place in the same order (so that
// where two states differ can be named: "target.count = 3" against "= 2"), from one walk.
struct DescribedState {
    std::string text;
    std::vector<StateLeaf> leaves;
};
DescribedState describeStateAndLeaves(const std::vector<std::pair<std::string, runtime::Value>>& roots,
                                      const std::function<std::string(const std::string&)>& className,
                                      const ObservationLimits& limits = {});

// The values the call under test of `test` saw and produced, as named roots for describeState:
// its target, its reference arguments (objects of earlier steps, strings and arrays made for the
// call: the caller holds them too), its result (or the object it created). `values` and
// `arguments` as a testing::RunInspector receives them.
std::vector<std::pair<std::string, runtime::Value>> observedRoots(const TestCase& test, const std::vector<runtime::Value>& values,
                                                                  const std::vector<runtime::Value>& arguments);

}  // namespace amend::testing
