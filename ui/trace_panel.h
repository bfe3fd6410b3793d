// The "Traces" panel: the failing and passing tests of the selected fault; choosing one replays
// it with a trace recorder (analysis::recordTrace, or the session's replay) as a background job
// (JobTracker: the GUI thread stays free) and lets the user step forward and backward
// through the executed lines, jump to the start or run to the failure, with the arguments,
// locals, Result and Current's attributes of each step (changed values in bold), objects as
// trees the user opens (attributes, and the items of SPECIALs: a list's area), kept open while stepping. It emits the
// location of the current step; the window makes the editor follow.
#pragma once

#include "job_tracker.h"

#include "analysis/trace_recorder.h"

#include <QSet>
#include <QString>
#include <QWidget>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QToolButton;
class QTreeWidget;

namespace amend::ui {

class TracePanel : public QWidget {
    Q_OBJECT
public:
    // Records the trace of a test; runs on a worker thread (it must keep what it uses alive).
    using Replay = std::function<analysis::Trace(const analysis::ReplayableTest& test)>;

    explicit TracePanel(QWidget* parent = nullptr);
    // The fault's tests (copied; they refer to the program, which `replay` keeps alive) and how
    // to replay them without a fix (empty: analysis::recordTrace, the caller keeping the program alive).
    void setFault(const std::optional<analysis::FaultUnderRepair>& fault, const sema::Program* program, Replay replay = {});
    void clearFault() { setFault(std::nullopt, nullptr); }
    int testCount() const;
    // 0 … failing first, then passing; the trace comes with replayed() (the editor follows it).
    void chooseTest(int index) { replayTest(index, true); }
    bool isReplaying() const { return m_jobs.isRunning(); }
    int stepIndex() const { return m_step; }
    int stepCount() const { return static_cast<int>(m_trace.steps.size()); }
    const analysis::Trace& trace() const { return m_trace; }
    // The test whose trace trace() is (null before one arrived), and whether it ran on the fix.
    const analysis::ReplayableTest* tracedTest() const { return m_tracedIndex >= 0 && m_tracedIndex < testCount() ? &m_tests[static_cast<std::size_t>(m_tracedIndex)] : nullptr; }
    bool tracedOnFix() const { return m_tracedOnFix; }
    QTreeWidget* valuesView() const { return m_values; }
    // How to replay a test on the selected fix, or none (empty).
    void setReplayFix(Replay onFix, const QString& label);
    QCheckBox* onFixBox() const { return m_onFix; }   // checked: tests run on the fix
    // The selected fix's distinguishing test (co-evolved against the fixes, repair/coevolution.h),
    // listed after the fault's tests while that fix is selected; none: removed.
    void setFixTest(const std::optional<analysis::ReplayableTest>& test);
    int fixTestIndex() const { return m_fixTestIndex; }   // its index, -1 when none
    // Replays the distinguishing test on the selected fix (checks "On the selected fix").
    void traceFixTest();

public slots:
    void stepForward();
    void stepBackward();
    void runToFailure();
    void restart();

signals:
    void stepShown(const QString& file, quint32 begin, quint32 end, bool failure);   // file empty: a step in a replayed fix's own body
    // A chosen test's trace arrived (trace() holds it); `onFix`: replayed on the selected fix.
    void replayed(int testIndex, bool onFix);

private:
    // Replays test `index`; `follow`: its first step is announced (stepShown) when it arrives.
    void replayTest(int index, bool follow);
    void showStep(int index, bool announce = true);
    std::vector<analysis::ReplayableTest> m_tests;
    int m_failingCount = 0;
    int m_fixTestIndex = -1;
    const sema::Program* m_program = nullptr;
    analysis::Trace m_trace;
    int m_tracedIndex = -1;
    bool m_tracedOnFix = false;
    int m_step = -1;
    Replay m_replay;
    Replay m_fixReplay;
    JobTracker m_jobs;   // Delivery::Latest: a newer choice supersedes a replay still running
    QComboBox* m_choice;
    QCheckBox* m_onFix;
    QToolButton* m_restart;
    QToolButton* m_back;
    QToolButton* m_forward;
    QToolButton* m_toFailure;
    QLabel* m_position;
    QTreeWidget* m_values;
    QSet<QString> m_opened;   // paths ("Current/first_cell/right") of the values the user opened
};

}  // namespace amend::ui
