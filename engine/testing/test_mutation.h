// Mutations of test cases for the search phase (search_phase.h, after the co-evolution paper's evolutionary
// testing): change an argument value — integers around the constants written in the class under
// test, characters and strings built from its character and string literals, arrays grown or
// shrunk — or change an object's history: insert a call of one of its procedures, repeat a call,
// remove one, or swap two; or continue: the call under test becomes part of the history and is
// called again with new values. Integer arguments are drawn, half of the time, from the values the
// search's runs compared them with (search_fitness.h: `digit = expected', a precondition's bounds),
// so a call that needs an argument computed by the object's state gets it. Every mutant is a well-formed test (variables defined before use, the
// last step still exercises the routine under test); whether it is valid is for the run to say.
#pragma once

#include "testing/search_fitness.h"
#include "testing/test_case.h"
#include "testing/test_values.h"

#include <optional>
#include <vector>

namespace amend::testing {

enum class Mutation : std::uint8_t { Argument, InsertCall, RepeatCall, Continue, RemoveCall, SwapCalls };

class TestMutator {
public:
    TestMutator(const sema::Program& program, const ClassLiterals& literals);
    // `test` changed by one to three mutations drawn from `random` (a copy when none applies).
    TestCase mutate(const TestCase& test, Random& random) const;
    // One mutation of `test` in place; false (test unchanged) when it does not apply.
    bool apply(Mutation mutation, TestCase& test, Random& random) const;

    // The values the search's runs compared arguments with; null (the default): none. Not owned.
    void useArgumentValues(const ArgumentValues* values) { m_argumentValues = values; }

    // A value of `kind` near `value`: ±1, ±a small step, a constant of the class or one next to it.
    runtime::Value mutateBasic(runtime::Value value, Random& random) const;
    // `text` with a character of the class (or a neighbour) inserted, replaced or removed, or a
    // string literal of the class inserted.
    std::string mutateString(const std::string& text, Random& random) const;

private:
    bool mutateArgument(TestCase& test, Random& random) const;
    bool insertCall(TestCase& test, Random& random) const;
    bool repeatCall(TestCase& test, Random& random) const;
    bool continueCall(TestCase& test, Random& random) const;
    bool removeCall(TestCase& test, Random& random) const;
    bool swapCalls(TestCase& test, Random& random) const;
    std::uint32_t character(Random& random) const;
    // One of the values argument `index` of `feature` was compared with, when there are some and
    // `percent` chance says so.
    std::optional<runtime::Value> comparedValue(const sema::FeatureInfo* feature, int index, sema::BasicKind kind, int percent, Random& random) const;
    // A new value for argument `index` of `feature` (now `value`): a compared one or a mutation.
    runtime::Value newArgument(const sema::FeatureInfo* feature, int index, runtime::Value value, Random& random) const;

    const sema::Program& m_program;
    const ClassLiterals& m_literals;
    std::vector<std::uint32_t> m_characters;  // the class's characters and those of its strings
    const ArgumentValues* m_argumentValues = nullptr;
};

// Inserts `step` (a Call: it defines no variable) before step `position`, renumbering the later
// references.
void insertStep(TestCase& test, int position, Step step);

}  // namespace amend::testing
