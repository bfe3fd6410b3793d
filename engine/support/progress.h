// Progress reporting of long engine jobs to whoever drives them (command line, window) without
// the engine knowing how it is shown. Jobs call the sink from the thread that runs them (the
// coordinating thread, never a worker), so sinks need no locking of their own.
#pragma once

#include <cstdint>
#include <string>

namespace amend {

// The phase a job is in. Front ends show it in their own words (the window translates them);
// stageName gives the English word for logs and the command line.
enum class Stage : std::uint8_t {
    Case,              // amend bench: one case of a collection finished
    Testing,           // AutoTest's generated tests
    HandWrittenTests,  // the program's own EQA tests
    Minimizing,        // shortening the failing tests
    Localizing,        // fault localization (predicates, snapshots, ranking)
    Fixing,            // validating candidate fixes of a fault
    Nopol,             // Nopol's locations, synthesis and validation
    Wp,                // path-based weakest preconditions
    Searching,         // GenProg's generations
    CoevolvingTests,   // tests evolved against the valid fixes
};
inline constexpr const char* stageNames[] = {"case", "testing", "hand-written tests", "minimizing", "localizing",
                                              "fixing", "nopol", "wp", "searching", "co-evolving tests"};
static_assert(sizeof stageNames / sizeof *stageNames == static_cast<std::size_t>(Stage::CoevolvingTests) + 1,
              "one name per Stage");
inline const char* stageName(Stage stage) { return stageNames[static_cast<std::size_t>(stage)]; }

class ProgressSink {
public:
    virtual ~ProgressSink() = default;
    // `done` of `total` units of `stage` are finished (total 0 = unknown); `message` is an
    // optional one-line detail (a routine's or a case's name).
    virtual void report(Stage stage, long long done, long long total, const std::string& message) = 0;
};

// A sink that ignores everything.
class NullProgressSink final : public ProgressSink {
public:
    void report(Stage, long long, long long, const std::string&) override {}
};

}  // namespace amend
