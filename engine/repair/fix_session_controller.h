// The state and rules of one fix session as the window (or any other front end) lives it: the
// faults the pipeline reports with their status, the fixes of each (streamed, then ranked), the
// user's decisions (accept, reject, revert, and undo/redo of an accepted fix in the editor) with
// what accepting changes (the new text and the changed region), re-checks of an accepted fix and
// trace replays of a fault's tests with or without a fix. A plain API: calls and result values, no
// widgets, no threads of its own. The decision methods are called from one thread (the owner's);
// replayOptions, replay and recheck may be called from worker threads: they use only the values
// passed in (the caller keeps the program alive while they run) and a guarded cache of lowered
// fixes.
#pragma once

#include "analysis/trace_recorder.h"
#include "repair/pipeline.h"

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace amend::repair {

enum class FaultStatus : std::uint8_t {
    ToBeAttempted,   // the session ended (cancelled) before the fault was fixed
    Fixing,
    FixAvailable,
    NoValidFix,
    CannotFix,       // the blamed routine has no body in the program
    FixAccepted,
    Incomplete,      // cancelled while being fixed: the fixes found until then
    Rechecking,      // another fault's fix was accepted: its failing tests are re-run with it
    PassesWithAccepted,   // …and they all pass: that fix removed this fault too
    Stale,           // its fixes conflict with an accepted fix of another fault: run Fix again
};

// One fault of the session.
struct SessionFault {
    FaultOutcome outcome;               // fixes.fixes ranked once finished
    bool fixable = true;
    bool started = false;               // the pipeline began fixing it (queued faults wait)
    bool finished = false;
    std::vector<Fix> streamed;          // valid fixes as validated (unranked), until finished
    std::optional<Fix> accepted;
    std::optional<Fix> undone;          // accepted, then undone in the editor (a redo accepts it again)
    std::string beforeAccept;           // the file's text before and after the accepted fix
    std::string afterAccept;
    int acceptOrder = 0;                // accepted fixes of one file apply in this order
    // After another fault's fix was accepted (see accept()):
    bool rechecking = false;           // its failing tests are being re-run with that fix
    int passesWithFaultFix = 0;        // the fault whose accepted fix makes them all pass (0: none)
    int staleFixes = 0;                // fixes dropped because they conflict with an accepted fix
    int id() const { return outcome.fault.id; }
};

enum class DecisionError : std::uint8_t {
    None,
    UnknownFault,         // no such fault in the session
    AlreadyAccepted,      // accept: a fix of the fault is accepted; revert it first
    TextChanged,          // accept: the file is not the text the fix was computed against
    NothingAccepted,      // revert: no accepted fix
    ChangedAfterAccept,   // revert: the file changed after the fix was accepted (Undo goes back)
};

// What accepting or reverting a fix does to a file.
struct Decision {
    DecisionError error = DecisionError::None;
    std::string path;                 // the file (as the program knows it)
    std::string text;                 // its new text
    std::uint32_t changedBegin = 0;   // accept: the changed region in `text` (bytes, half-open)
    std::uint32_t changedEnd = 0;
    std::vector<int> recheck;         // accept: the other faults whose failing tests to re-run with the fix
    bool ok() const { return error == DecisionError::None; }
};

struct RecheckResult {
    int faultId = 0;
    int withFixOf = 0;  // the fault of the fix in place
    int passed = 0;     // failing tests of the fault that pass with the accepted fix
    int total = 0;
    bool replayable = false;   // false: the fix could not be replayed (contract fix, text no longer lowers)
};

class FixSessionController {
public:
    // A new session on `program` (the results will refer to it): no faults, running.
    void start(std::shared_ptr<const sema::Program> program);
    void clear();   // no session
    const std::shared_ptr<const sema::Program>& program() const { return m_program; }
    bool isRunning() const { return m_running; }

    // The pipeline's events, in its order (repair/pipeline.h). Queued faults are kept when the
    // session is cancelled before they are fixed (ToBeAttempted).
    void queueFaults(const std::vector<testing::Fault>& faults);
    void addFault(const testing::Fault& fault, bool fixable);   // started (queued before or not)
    // A streamed fix; false when its fault is unknown or already finished (the fix is dropped).
    bool addStreamedFix(const Fix& fix);
    void finishFault(const FaultOutcome& outcome);
    void finish(bool cancelled = false);
    // False after a cancelled session: some faults were not (fully) fixed.
    bool isComplete() const { return !m_cancelled; }

    const std::vector<SessionFault>& faults() const { return m_faults; }
    const SessionFault* fault(int faultId) const;
    FaultStatus status(int faultId) const;
    // The fixes of a fault shown to the user: ranked once finished (streamed before), rejected ones left out.
    std::vector<Fix> visibleFixes(int faultId) const;
    int acceptedIndex(int faultId) const;   // in visibleFixes, -1 when none is accepted (or it is not visible)
    bool isRejected(const Fix& fix) const;

    // `currentText`: the file's text now. Accepting moves the other faults' fixes of that file onto
    // the new text (those that conflict with it are dropped: the fault becomes Stale when none is
    // left) and asks to re-check the other faults (Decision::recheck, then recordRecheck).
    Decision accept(const Fix& fix, const std::string& currentText);
    // A re-check of another fault with an accepted fix (recheck() with that fix on its tests).
    void recordRecheck(const RecheckResult& result);
    // Hides the fix; returns the row of visibleFixes to select next: the fix after it (or the
    // last one; -1 when none is left).
    int reject(const Fix& fix);
    Decision revert(int faultId, const std::string& currentText);
    // The user edited a file: an accepted fix undone in the editor is no longer accepted; redone, it
    // is again. Returns the faults whose state changed.
    std::vector<int> fileEdited(const std::string& path, const std::string& text);
    // Where `offset` of `original` (the text the results refer to) is in `current`, the file
    // `path` after the accepted fixes; nullopt when a fix replaced it or the text was edited otherwise.
    std::optional<std::uint32_t> offsetNow(const std::string& path, const std::string& original, const std::string& current,
                                           std::uint32_t offset) const;
    // A step of a replay on `fix` lies in its lowered body (offset `bodyOffset` of that body's
    // text): where it is in the fix's file as it reads now (`currentText`: the fixed text, or the
    // text before the fix, where a step in inserted code shows at the insertion); nullopt for
    // another text.
    static std::optional<std::uint32_t> fixStepOffset(const sema::Program& program, const Fix& fix, std::uint32_t bodyOffset,
                                                      const std::string& currentText);
    // Files holding an accepted (or undone) fix: the ones fileEdited cares about.
    std::set<std::string> filesWithDecisions() const;

    // Thread-safe. Run options that replace the fix's routine by the fix, lowered into `program`
    // (the one the fix was computed on) once and cached; nullopt for contract fixes and fixes
    // whose text no longer lowers.
    std::optional<runtime::RunOptions> replayOptions(const sema::Program& program, const Fix& fix);
    // Thread-safe. The trace of `test` (a test of `program`), on `fix` when given; a fix that
    // cannot be replayed gives no steps and an internal-error outcome saying so.
    analysis::Trace replay(const sema::Program& program, const analysis::ReplayableTest& test, const Fix* fix);
    // Thread-safe. Re-runs `tests` (a fault's failing tests) with `fix` in place.
    RecheckResult recheck(const sema::Program& program, int faultId, const Fix& fix, const std::vector<analysis::ReplayableTest>& tests);

    // The identity of a fix across streaming and ranking: routine, file and new routine text.
    static std::string fixKey(const Fix& fix);

private:
    SessionFault* find(int faultId);
    // The fixes of other faults than `faultId` in `path` moved onto `applied` (accept, redo) or back (revert, undo).
    void moveOtherFixes(int faultId, const std::string& path, const TextChange& applied);
    void forgetRechecks(int faultId);   // fault `faultId`'s fix is no longer accepted

    std::shared_ptr<const sema::Program> m_program;
    bool m_running = false;
    bool m_cancelled = false;
    int m_accepts = 0;                  // accepts so far (SessionFault::acceptOrder)
    std::vector<SessionFault> m_faults;
    std::set<std::string> m_rejected;   // fixKey of rejected fixes (this session)
    std::mutex m_replayMutex;           // guards the two below (the replay cache)
    const sema::Program* m_replayProgram = nullptr;   // the program m_replays was lowered for
    std::map<std::string, std::optional<runtime::RunOptions>> m_replays;   // fixKey → lowered fix
};

}  // namespace amend::repair
