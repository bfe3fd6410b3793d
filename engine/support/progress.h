// Progress reporting of long engine jobs to whoever drives them (command line, window) without
// the engine knowing how it is shown. Jobs call the sink from the thread that runs them (the
// coordinating thread, never a worker), so sinks need no locking of their own.
#pragma once

#include <string>

namespace amend {

class ProgressSink {
public:
    virtual ~ProgressSink() = default;
    // `stage` names the current phase ("testing", "minimizing" …); `done` of `total` units are
    // finished (total 0 = unknown); `message` is an optional one-line detail.
    virtual void report(const std::string& stage, long long done, long long total, const std::string& message) = 0;
};

// A sink that ignores everything.
class NullProgressSink final : public ProgressSink {
public:
    void report(const std::string&, long long, long long, const std::string&) override {}
};

}  // namespace amend
