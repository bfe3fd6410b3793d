// The fix session's state and rules (see fix_session_controller.h).
#include "repair/fix_session_controller.h"

#include "repair/fix_replay.h"

#include <algorithm>

namespace amend::repair {

void FixSessionController::start(std::shared_ptr<const sema::Program> program)
{
    clear();
    m_program = std::move(program);
    m_running = true;
}

void FixSessionController::clear()
{
    m_program.reset();
    m_running = false;
    m_faults.clear();
    m_rejected.clear();
}

void FixSessionController::addFault(const testing::Fault& fault, bool fixable)
{
    SessionFault f;
    f.outcome.fault = fault;
    f.fixable = fixable;
    m_faults.push_back(std::move(f));
}

bool FixSessionController::addStreamedFix(const Fix& fix)
{
    SessionFault* f = find(fix.faultId);
    if (!f || f->finished) return false;
    f->streamed.push_back(fix);
    return true;
}

void FixSessionController::finishFault(const FaultOutcome& outcome)
{
    SessionFault* f = find(outcome.fault.id);
    if (!f) return;
    f->outcome = outcome;
    f->finished = true;
    f->streamed.clear();
}

void FixSessionController::finish() { m_running = false; }

SessionFault* FixSessionController::find(int faultId)
{
    for (SessionFault& f : m_faults)
        if (f.id() == faultId) return &f;
    return nullptr;
}

const SessionFault* FixSessionController::fault(int faultId) const { return const_cast<FixSessionController*>(this)->find(faultId); }

std::string FixSessionController::fixKey(const Fix& fix) { return fix.routine + "\n" + fix.filePath + "\n" + fix.newRoutineText; }

bool FixSessionController::isRejected(const Fix& fix) const { return m_rejected.count(fixKey(fix)) > 0; }

std::vector<Fix> FixSessionController::visibleFixes(int faultId) const
{
    std::vector<Fix> out;
    const SessionFault* f = fault(faultId);
    if (!f) return out;
    for (const Fix& fix : f->finished ? f->outcome.fixes.fixes : f->streamed)
        if (!isRejected(fix)) out.push_back(fix);
    return out;
}

int FixSessionController::acceptedIndex(int faultId) const
{
    const SessionFault* f = fault(faultId);
    if (!f || !f->accepted) return -1;
    const std::vector<Fix> fixes = visibleFixes(faultId);
    for (std::size_t i = 0; i < fixes.size(); ++i)
        if (fixKey(fixes[i]) == fixKey(*f->accepted)) return static_cast<int>(i);
    return -1;
}

FaultStatus FixSessionController::status(int faultId) const
{
    const SessionFault* f = fault(faultId);
    if (!f) return FaultStatus::ToBeAttempted;
    if (!f->fixable) return FaultStatus::CannotFix;
    if (f->accepted) return FaultStatus::FixAccepted;
    if (!visibleFixes(faultId).empty()) return FaultStatus::FixAvailable;
    if (f->finished) return FaultStatus::NoValidFix;
    return m_running ? FaultStatus::Fixing : FaultStatus::ToBeAttempted;
}

Decision FixSessionController::accept(const Fix& fix, const std::string& currentText)
{
    Decision d;
    SessionFault* f = find(fix.faultId);
    if (!f) {
        d.error = DecisionError::UnknownFault;
        return d;
    }
    if (f->accepted) {
        d.error = DecisionError::AlreadyAccepted;
        return d;
    }
    std::optional<std::string> after = fix.change.applyTo(currentText);
    if (!after) {
        d.error = DecisionError::TextChanged;
        return d;
    }
    f->beforeAccept = currentText;
    f->afterAccept = *after;
    f->accepted = fix;
    f->undone.reset();
    d.path = fix.filePath;
    d.text = std::move(*after);
    d.changedBegin = fix.change.changedBegin();
    d.changedEnd = fix.change.changedEnd();
    return d;
}

void FixSessionController::reject(const Fix& fix) { m_rejected.insert(fixKey(fix)); }

Decision FixSessionController::revert(int faultId, const std::string& currentText)
{
    Decision d;
    SessionFault* f = find(faultId);
    if (!f || !f->accepted) {
        d.error = f ? DecisionError::NothingAccepted : DecisionError::UnknownFault;
        return d;
    }
    if (currentText != f->afterAccept) {
        d.error = DecisionError::ChangedAfterAccept;
        return d;
    }
    d.path = f->accepted->filePath;
    d.text = f->beforeAccept;
    f->accepted.reset();
    f->undone.reset();
    return d;
}

std::vector<int> FixSessionController::fileEdited(const std::string& path, const std::string& text)
{
    std::vector<int> changed;
    for (SessionFault& f : m_faults) {
        const std::optional<Fix>& fix = f.accepted ? f.accepted : f.undone;
        if (!fix || fix->filePath != path) continue;
        if (f.accepted && text == f.beforeAccept) {
            f.undone = std::move(f.accepted);
            f.accepted.reset();
        } else if (!f.accepted && text == f.afterAccept) {
            f.accepted = std::move(f.undone);
            f.undone.reset();
        } else {
            continue;
        }
        changed.push_back(f.id());
    }
    return changed;
}

std::set<std::string> FixSessionController::filesWithDecisions() const
{
    std::set<std::string> files;
    for (const SessionFault& f : m_faults) {
        if (f.accepted) files.insert(f.accepted->filePath);
        if (f.undone) files.insert(f.undone->filePath);
    }
    return files;
}

std::optional<runtime::RunOptions> FixSessionController::replayOptions(const sema::Program& program, const Fix& fix)
{
    if (fix.isContract) return std::nullopt;
    std::lock_guard<std::mutex> lock(m_replayMutex);
    if (m_replayProgram != &program) {
        m_replays.clear();
        m_replayProgram = &program;
    }
    const std::string key = fixKey(fix);
    auto it = m_replays.find(key);
    if (it == m_replays.end()) it = m_replays.emplace(key, replayOptionsForFix(program, fix)).first;
    return it->second;
}

analysis::Trace FixSessionController::replay(const sema::Program& program, const analysis::ReplayableTest& test, const Fix* fix)
{
    runtime::RunOptions options;
    analysis::Trace trace;
    if (fix) {
        std::optional<runtime::RunOptions> fixed = replayOptions(program, *fix);
        if (!fixed) {   // never the original run shown as the fix's
            trace.outcome.status = runtime::Outcome::Status::InternalError;
            trace.outcome.message = "this fix cannot be replayed (a contract fix, or its text no longer checks)";
            return trace;
        }
        options = std::move(*fixed);
    }
    // Deep recursion in a program under test needs a large stack (as in every engine run).
    runtime::runWithLargeStack([&] { trace = analysis::recordTrace(test, options); });
    return trace;
}

RecheckResult FixSessionController::recheck(const sema::Program& program, int faultId, const Fix& fix,
                                            const std::vector<analysis::ReplayableTest>& tests)
{
    RecheckResult r;
    r.faultId = faultId;
    r.total = static_cast<int>(tests.size());
    const std::optional<runtime::RunOptions> options = replayOptions(program, fix);
    if (!options) return r;
    r.replayable = true;
    runtime::runWithLargeStack([&] {
        for (const analysis::ReplayableTest& t : tests) r.passed += t.run(*options).ok() ? 1 : 0;
    });
    return r;
}

}  // namespace amend::repair
