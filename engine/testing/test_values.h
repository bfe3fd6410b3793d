// The values AutoTest feeds to routines: per basic type the "interesting" values (0, ±1, ±2,
// ±10, ±100, the type's min and max), the literals that appear in the text of the class under
// test, strings (empty, short, the class's string literals), and random values. Also the small
// deterministic random generator every test derives from (seed, routine index, test index).
#pragma once

#include "runtime/value.h"
#include "sema/program.h"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace amend::testing {

// splitmix64-based generator: same sequence on every platform and compiler.
class Random {
public:
    explicit Random(std::uint64_t seed) : m_state(seed) {}
    std::uint64_t next();
    int below(int n);            // uniform in [0, n), 0 when n <= 0
    bool chance(int percent) { return below(100) < percent; }
    std::int64_t between(std::int64_t lo, std::int64_t hi);  // inclusive

private:
    std::uint64_t m_state;
};

// The generator of test `testIndex` of routine `routineIndex` under `seed`.
std::uint64_t testSeed(std::uint64_t seed, int routineIndex, int testIndex);

// Manifest constants written in a class's text (after its first `feature` keyword).
struct ClassLiterals {
    std::vector<std::int64_t> integers;
    std::vector<std::uint32_t> characters;
    std::vector<std::string> strings;
};

// Literals of every user class, keyed by class id.
class LiteralTable {
public:
    explicit LiteralTable(const sema::Program& program);
    const ClassLiterals& of(const sema::ClassInfo* cls) const;

private:
    std::unordered_map<int, ClassLiterals> m_byClass;
    ClassLiterals m_empty;
};

// Interesting values of a basic kind, the class's literals (converted to that kind) included,
// in a fixed order without duplicates.
std::vector<runtime::Value> interestingValues(sema::BasicKind kind, const ClassLiterals& literals);
// Interesting strings: "", short ones, the class's string literals.
std::vector<std::string> interestingStrings(const ClassLiterals& literals);
// A uniformly random value of a basic kind ("by random choice").
runtime::Value randomValue(sema::BasicKind kind, Random& random);

}  // namespace amend::testing
