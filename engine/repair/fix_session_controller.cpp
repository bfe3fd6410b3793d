// The fix session's state and rules (see fix_session_controller.h).
#include "repair/fix_session_controller.h"

#include "repair/fault_adapter.h"
#include "repair/fix_replay.h"
#include "synthesis/routine_text.h"

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
    m_cancelled = false;
    m_faults.clear();
    m_rejected.clear();
}

void FixSessionController::queueFaults(const std::vector<testing::Fault>& faults)
{
    for (const testing::Fault& fault : faults) {
        if (find(fault.id)) continue;
        SessionFault f;
        f.outcome.fault = fault;
        m_faults.push_back(std::move(f));
    }
}

void FixSessionController::addFault(const testing::Fault& fault, bool fixable)
{
    SessionFault* f = find(fault.id);
    if (!f) {
        m_faults.emplace_back();
        f = &m_faults.back();
        f->outcome.fault = fault;
    }
    f->fixable = fixable;
    f->started = true;
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

void FixSessionController::finish(bool cancelled)
{
    m_running = false;
    m_cancelled = cancelled;
}

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
    if (f->passesWithFaultFix > 0) return FaultStatus::PassesWithAccepted;
    if (f->rechecking) return FaultStatus::Rechecking;
    if (!f->started) return FaultStatus::ToBeAttempted;
    if (f->finished ? !f->outcome.complete : !m_running) return FaultStatus::Incomplete;
    if (!visibleFixes(faultId).empty()) return FaultStatus::FixAvailable;
    if (f->staleFixes > 0) return FaultStatus::Stale;
    return f->finished ? FaultStatus::NoValidFix : FaultStatus::Fixing;
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
    f->acceptOrder = ++m_accepts;
    d.path = fix.filePath;
    d.text = std::move(*after);
    d.changedBegin = fix.change.changedBegin();
    d.changedEnd = fix.change.changedEnd();
    moveOtherFixes(f->id(), fix.filePath, fix.change);
    for (SessionFault& other : m_faults) {
        if (other.id() == f->id() || other.accepted || !other.outcome.input) continue;
        other.rechecking = true;
        d.recheck.push_back(other.id());
    }
    return d;
}

void FixSessionController::moveOtherFixes(int faultId, const std::string& path, const TextChange& applied)
{
    for (SessionFault& other : m_faults) {
        if (other.id() == faultId) continue;
        for (std::vector<Fix>* fixes : {&other.streamed, &other.outcome.fixes.fixes}) {
            const std::size_t before = fixes->size();
            std::erase_if(*fixes, [&](Fix& fix) {
                if (fix.filePath != path) return false;
                std::optional<TextChange> moved = fix.change.rebasedOnto(applied);
                if (moved) fix.change = std::move(*moved);
                return !moved;
            });
            other.staleFixes += static_cast<int>(before - fixes->size());
        }
    }
}

void FixSessionController::recordRecheck(const RecheckResult& result)
{
    SessionFault* f = find(result.faultId);
    if (!f || !f->rechecking) return;
    f->rechecking = false;
    const SessionFault* with = fault(result.withFixOf);
    if (with && with->accepted && result.replayable && result.total > 0 && result.passed == result.total)
        f->passesWithFaultFix = result.withFixOf;
}

void FixSessionController::forgetRechecks(int faultId)
{
    for (SessionFault& other : m_faults) {
        if (other.passesWithFaultFix == faultId) other.passesWithFaultFix = 0;
        other.rechecking = false;
    }
}

int FixSessionController::reject(const Fix& fix)
{
    std::vector<Fix> before = visibleFixes(fix.faultId);
    int row = 0;
    while (row < static_cast<int>(before.size()) && fixKey(before[static_cast<std::size_t>(row)]) != fixKey(fix)) ++row;
    m_rejected.insert(fixKey(fix));
    const int left = static_cast<int>(visibleFixes(fix.faultId).size());
    return left == 0 ? -1 : std::min(row, left - 1);
}

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
    moveOtherFixes(f->id(), f->accepted->filePath, f->accepted->change.inverted());
    forgetRechecks(f->id());
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
            moveOtherFixes(f.id(), path, f.undone->change.inverted());
            forgetRechecks(f.id());
        } else if (!f.accepted && text == f.afterAccept) {
            f.accepted = std::move(f.undone);
            f.undone.reset();
            moveOtherFixes(f.id(), path, f.accepted->change);
        } else {
            continue;
        }
        changed.push_back(f.id());
    }
    return changed;
}

std::optional<std::uint32_t> FixSessionController::offsetNow(const std::string& path, const std::string& original,
                                                            const std::string& current, std::uint32_t offset) const
{
    std::vector<const SessionFault*> accepted;
    for (const SessionFault& f : m_faults)
        if (f.accepted && f.accepted->filePath == path) accepted.push_back(&f);
    std::sort(accepted.begin(), accepted.end(), [](const SessionFault* a, const SessionFault* b) { return a->acceptOrder < b->acceptOrder; });
    const std::string* text = &original;
    std::optional<std::uint32_t> at = offset;
    for (const SessionFault* f : accepted) {
        if (f->beforeAccept != *text || !at) return std::nullopt;
        at = f->accepted->change.mapOffset(*at);
        text = &f->afterAccept;
    }
    return *text == current ? at : std::nullopt;
}

std::optional<std::uint32_t> FixSessionController::fixStepOffset(const sema::Program& program, const Fix& fix, std::uint32_t bodyOffset,
                                                                const std::string& currentText)
{
    const sema::FeatureInfo* feature = findRoutine(program, fix.routine);
    if (!feature || !fix.change.base) return std::nullopt;
    const synthesis::RoutineText text(program, *feature);
    if (!text.valid()) return std::nullopt;
    const std::uint32_t inFixed = text.bodyBegin() + bodyOffset;   // the body is the fixed file's from `do` on
    if (currentText == fix.change.result()) return inFixed;
    if (currentText != *fix.change.base) return std::nullopt;
    std::int64_t shift = 0;   // fixed-text offset → base offset
    for (const TextEdit& e : fix.change.edits) {
        const std::int64_t begin = e.begin + shift, end = begin + static_cast<std::int64_t>(e.text.size());
        if (inFixed < begin) break;
        if (inFixed < end) return e.begin;   // inside inserted code: at the insertion
        shift = end - e.end;
    }
    return static_cast<std::uint32_t>(inFixed - shift);
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
    r.withFixOf = fix.faultId;
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
