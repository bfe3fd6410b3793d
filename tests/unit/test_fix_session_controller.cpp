// The fix session without a window (repair::FixSessionController): the pipeline's events on a
// bundled example feed the controller; statuses follow; accepting changes the text (only the
// text the fix was computed against) and marks the changed region; a second accept, a revert of
// a changed text are refused; reject hides a fix; undo/redo in an editor is followed; the
// accepted fix is re-checked and a failing test replays before and after it.
#include "repair/fix_session_controller.h"
#include "sema/compiler.h"

#include <QtTest>

using namespace amend;
using repair::FaultStatus;

namespace {

std::shared_ptr<const sema::Program> load(const std::string& example)
{
    DiagnosticSink sink;
    sema::CompileInput input;
    input.paths.push_back(std::string(AMEND_SOURCE_DIR) + "/resources/examples/" + example);
    std::shared_ptr<const sema::Program> program = sema::compileProgram(input, sink);
    return sink.hasErrors() ? nullptr : program;
}

}  // namespace

class TestFixSessionController : public QObject {
    Q_OBJECT
private slots:
    void sessionDecisions()
    {
        auto program = load("sorted_set");
        QVERIFY(program);
        repair::FixSessionController session;
        session.start(program);
        QVERIFY(session.isRunning());

        repair::PipelineOptions o;
        o.test.timeBudgetSeconds = 0;
        o.test.maxTestsPerRoutine = 150;
        o.test.threads = 2;
        o.test.featureFilter = "TWO_WAY_SORTED_SET.move_item";
        o.fix.threads = 2;
        o.fix.maxFixes = 3;
        o.fix.nopol = false;
        repair::PipelineEvents events;
        std::vector<FaultStatus> whileFixing;
        events.faultStarted = [&](const testing::Fault& f, bool fixable) {
            session.addFault(f, fixable);
            whileFixing.push_back(session.status(f.id));
        };
        events.faultFinished = [&](const repair::FaultOutcome& outcome) { session.finishFault(outcome); };
        CancelToken cancel;
        NullProgressSink progress;
        repair::runFixPipeline(*program, o, cancel, progress, events);
        session.finish();
        QVERIFY(!session.isRunning());
        QCOMPARE(whileFixing, (std::vector<FaultStatus>{FaultStatus::Fixing, FaultStatus::Fixing}));
        QCOMPARE(session.faults().size(), std::size_t(2));
        const int first = session.faults()[0].id(), second = session.faults()[1].id();
        QCOMPARE(session.status(first), FaultStatus::FixAvailable);
        QCOMPARE(session.status(second), FaultStatus::FixAvailable);

        // Reject the second fault's top fix: hidden, the others stay, and the fix after it is the
        // one to select (the same row); rejecting the last selects the one before.
        const std::vector<repair::Fix> secondFixes = session.visibleFixes(second);
        QVERIFY(secondFixes.size() >= 3);
        QCOMPARE(session.reject(secondFixes.front()), 0);
        const std::vector<repair::Fix> remaining = session.visibleFixes(second);
        QCOMPARE(remaining.size(), secondFixes.size() - 1);
        for (const repair::Fix& f : remaining) QVERIFY(f.newRoutineText != secondFixes.front().newRoutineText);
        QCOMPARE(repair::FixSessionController::fixKey(remaining.front()), repair::FixSessionController::fixKey(secondFixes[1]));
        QCOMPARE(session.reject(remaining.back()), static_cast<int>(remaining.size()) - 2);
        QCOMPARE(session.status(second), FaultStatus::FixAvailable);

        // Accept the first fault's top fix on the text it was computed against.
        const repair::Fix top = session.visibleFixes(first).front();
        const std::string original = *top.change.base;
        const repair::Decision accepted = session.accept(top, original);
        QVERIFY(accepted.ok());
        QCOMPARE(accepted.text, top.newFileText());
        QCOMPARE(accepted.path, top.filePath);
        QVERIFY(accepted.changedBegin < accepted.changedEnd);
        QCOMPARE(accepted.text.substr(0, accepted.changedBegin), original.substr(0, accepted.changedBegin));   // before the region: unchanged
        QCOMPARE(session.status(first), FaultStatus::FixAccepted);
        QCOMPARE(session.acceptedIndex(first), 0);
        QCOMPARE(session.accept(session.visibleFixes(first).back(), accepted.text).error, repair::DecisionError::AlreadyAccepted);
        // The second fault: to be re-checked with the accepted fix; its fixes computed on the
        // original text are refused there, moved onto the new text, or dropped as conflicting.
        // A replay step in the fix's body, shown in the file before or after the fix: the body's
        // start is the same place in both (the edits come later); past the edits it shifts.
        using C = repair::FixSessionController;
        const std::optional<std::uint32_t> startFixed = C::fixStepOffset(*program, top, 0, accepted.text);
        QVERIFY(startFixed);
        QCOMPARE(C::fixStepOffset(*program, top, 0, original), startFixed);
        QVERIFY(*startFixed < top.change.changedBegin());
        const auto pastEdits = static_cast<std::uint32_t>(top.change.changedEnd() - *startFixed + 2);
        QCOMPARE(C::fixStepOffset(*program, top, pastEdits, original).value() + static_cast<std::uint32_t>(top.change.delta()),
                 C::fixStepOffset(*program, top, pastEdits, accepted.text).value());
        QVERIFY(!C::fixStepOffset(*program, top, 0, original + "x"));
        // Offsets of the original text in the accepted one: before the change the same, after it
        // shifted, none once the text is edited otherwise.
        QCOMPARE(session.offsetNow(top.filePath, original, accepted.text, 0), std::optional<std::uint32_t>(0));
        const auto last = static_cast<std::uint32_t>(original.size() - 1);
        QCOMPARE(session.offsetNow(top.filePath, original, accepted.text, last), std::optional<std::uint32_t>(accepted.text.size() - 1));
        QVERIFY(!session.offsetNow(top.filePath, original, accepted.text + "x", 0));
        QCOMPARE(accepted.recheck, std::vector<int>{second});
        QCOMPARE(session.status(second), FaultStatus::Rechecking);
        QCOMPARE(session.accept(remaining[1], accepted.text).error, repair::DecisionError::TextChanged);   // the old value
        const std::vector<repair::Fix> moved = session.visibleFixes(second);
        QCOMPARE(static_cast<int>(moved.size()) + session.fault(second)->staleFixes, static_cast<int>(remaining.size()) - 1);
        for (const repair::Fix& f : moved) QVERIFY(f.change.applyTo(accepted.text));
        const repair::RecheckResult secondCheck = session.recheck(*program, second, top, session.fault(second)->outcome.input->failing);
        QCOMPARE(secondCheck.withFixOf, first);
        session.recordRecheck(secondCheck);
        const bool passes = secondCheck.total > 0 && secondCheck.passed == secondCheck.total;
        QCOMPARE(session.status(second), passes ? FaultStatus::PassesWithAccepted : moved.empty() ? FaultStatus::Stale : FaultStatus::FixAvailable);

        // Undo in the editor (the text back to the original), then redo.
        QCOMPARE(session.filesWithDecisions(), (std::set<std::string>{top.filePath}));
        QCOMPARE(session.fileEdited(top.filePath, original), (std::vector<int>{first}));
        QCOMPARE(session.status(first), FaultStatus::FixAvailable);
        for (const repair::Fix& f : session.visibleFixes(second)) QVERIFY(f.change.applyTo(original));   // moved back
        QCOMPARE(session.fault(second)->passesWithFaultFix, 0);
        QCOMPARE(session.fileEdited(top.filePath, accepted.text), (std::vector<int>{first}));
        QCOMPARE(session.status(first), FaultStatus::FixAccepted);
        QVERIFY(session.fileEdited(top.filePath, accepted.text + "-- typed\n").empty());

        // The accepted fix passes the fault's failing tests; a failing test replays before and after.
        const repair::SessionFault* fault = session.fault(first);
        QVERIFY(fault && fault->outcome.input);
        const repair::RecheckResult check = session.recheck(*program, first, top, fault->outcome.input->failing);
        QVERIFY(check.replayable);
        QVERIFY(check.total > 0);
        QCOMPARE(check.passed, check.total);
        const analysis::ReplayableTest& failing = fault->outcome.input->failing.front();
        QVERIFY(!session.replay(*program, failing, nullptr).outcome.ok());
        QVERIFY(session.replay(*program, failing, &top).outcome.ok());
        repair::Fix contract = top;
        contract.isContract = true;
        const analysis::Trace refused = session.replay(*program, failing, &contract);
        QCOMPARE(refused.outcome.status, runtime::Outcome::Status::InternalError);
        QVERIFY(refused.steps.empty());

        // Revert: refused once the text changed after accepting, done on the accepted text.
        QCOMPARE(session.revert(first, accepted.text + "x").error, repair::DecisionError::ChangedAfterAccept);
        const repair::Decision reverted = session.revert(first, accepted.text);
        QVERIFY(reverted.ok());
        QCOMPARE(reverted.text, original);
        QCOMPARE(session.status(first), FaultStatus::FixAvailable);
        QCOMPARE(session.revert(first, original).error, repair::DecisionError::NothingAccepted);
        QCOMPARE(session.accept(top, original).error, repair::DecisionError::None);   // can be accepted again
    }

    void statusesOfAnUnfinishedSession()
    {
        repair::FixSessionController session;
        session.start(nullptr);
        testing::Fault a;
        a.id = 1;
        testing::Fault b;
        b.id = 2;
        session.addFault(a, true);
        session.addFault(b, false);
        repair::Fix streamed;
        streamed.faultId = 1;
        streamed.newRoutineText = "x";
        QVERIFY(session.addStreamedFix(streamed));
        QCOMPARE(session.status(1), FaultStatus::FixAvailable);
        QCOMPARE(session.status(2), FaultStatus::CannotFix);
        session.reject(streamed);
        QCOMPARE(session.status(1), FaultStatus::Fixing);
        session.finish(/*cancelled=*/true);   // cancelled before fault 1 finished
        QCOMPARE(session.status(1), FaultStatus::Incomplete);
        QVERIFY(!session.isComplete());
        streamed.faultId = 3;
        QVERIFY(!session.addStreamedFix(streamed));   // unknown fault
    }

    void cancelKeepsQueuedFaultsAndPartialFixes()
    {
        // Cancel right after testing: the faults found stay, to be attempted; a fault cut while
        // being fixed keeps the fixes found until then, marked incomplete.
        repair::FixSessionController session;
        session.start(nullptr);
        testing::Fault a, b, c;
        a.id = 1;
        b.id = 2;
        c.id = 3;
        session.queueFaults({a, b, c});
        QCOMPARE(session.faults().size(), std::size_t(3));
        QCOMPARE(session.status(2), FaultStatus::ToBeAttempted);
        session.addFault(a, true);   // started: not added twice
        QCOMPARE(session.faults().size(), std::size_t(3));
        QCOMPARE(session.status(1), FaultStatus::Fixing);
        repair::FaultOutcome done;
        done.fault = a;
        session.finishFault(done);
        QCOMPARE(session.status(1), FaultStatus::NoValidFix);
        session.addFault(b, true);
        repair::FaultOutcome cut;
        cut.fault = b;
        cut.complete = false;
        repair::Fix found;
        found.faultId = 2;
        found.newRoutineText = "y";
        cut.fixes.fixes.push_back(found);
        session.finishFault(cut);
        session.finish(/*cancelled=*/true);
        QCOMPARE(session.status(1), FaultStatus::NoValidFix);
        QCOMPARE(session.status(2), FaultStatus::Incomplete);
        QCOMPARE(session.visibleFixes(2).size(), std::size_t(1));
        QCOMPARE(session.status(3), FaultStatus::ToBeAttempted);
        QVERIFY(!session.isComplete());
    }
};

QTEST_GUILESS_MAIN(TestFixSessionController)
#include "test_fix_session_controller.moc"
