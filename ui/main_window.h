// The Amend window: the editor tabs in the centre and docks for the faults, the violated
// contract, the snapshots, the fixes (with their diff) and the traces; Fix runs the engine's
// pipeline in the background (FixJob) with progress, stage, elapsed time and Cancel, and results
// stream into the docks. The session's state and rules (statuses, accept, reject, revert,
// re-checks, replays) live in the engine (repair::FixSessionController): the window forwards the
// user's actions to it and presents its answers; background work goes through JobTracker.
// Methods used by the GUI tests and the screenshot mode are public.
#pragma once

#include "background_checker.h"
#include "fix_job.h"
#include "job_tracker.h"

#include "repair/fix_session_controller.h"
#include "testing/budget_retry.h"

#include <QElapsedTimer>
#include <QMainWindow>
#include <QTimer>

#include <map>
#include <memory>
#include <vector>

class QLabel;
class QLineEdit;
class QMenu;
class QProgressBar;
class QPushButton;
class QTableView;

namespace amend::ui {

class BufferRecovery;
class ContractPanel;
class EditorTabs;
class FaultModel;
class FixPanel;
class SnapshotPanel;
class SourceEditor;
class TracePanel;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // A folder: the program of its .e files (replacing the open one); a file: one more class of it.
    bool openPath(const QString& path);
    bool openExample(const QString& name);    // a bundled example (copied to a writable folder)
    static QStringList exampleNames();
    // The program's name for the title: the folder's (with its parent for src, faulty …) or the file's.
    static QString programName(const QString& path);
    // The window's place on the first start, on a screen whose free area is `free`.
    static QRect firstStartGeometry(const QRect& free);
    // After a window ended without saving its buffers (a crash, a killed process): offers their
    // recovery copies with a diff and restores the chosen ones; returns how many were restored.
    int offerRecovery();
    BufferRecovery* recovery() const { return m_recovery; }

    // The fix session.
    void startFix();
    void fixFaultOnly(int row);   // the fault list's context menu: Fix on this fault alone
    void fixRoutineOf(int row);   // … on its routine (the routine setting becomes it)
    QMenu* faultMenu(int row);    // that context menu (parented to the window)
    void cancelFix();
    bool isFixRunning() const { return m_job.isRunning(); }
    // Cancels all background work (the fix session, re-checks, replays) and waits for it at most
    // `ms`; false when some is still running then (the caller may exit without waiting).
    bool stopBackgroundWork(int ms);
    const repair::FixSessionController& session() const { return *m_session; }
    void selectFault(int row);
    int selectedFault() const { return m_selected; }
    bool acceptFix(const repair::Fix& fix, QString* error = nullptr);
    void rejectFix(const repair::Fix& fix);
    bool revertAccepted(QString* error = nullptr);
    // Learning (issue 17): records the user's verdict on `fix` in their knowledge base (with
    // `forget`, takes an earlier one back); nothing when learning is off in the Settings.
    void learnFrom(const repair::Fix& fix, bool accepted, bool forget = false);

    FixSettings fixSettings() const { return m_settings; }
    void setFixSettings(const FixSettings& settings);   // also persisted

    // Raises a panel: "fixes", "snapshots", "traces" or "side-by-side" (the fix diff); "coevolved": the
    // first fix a co-evolved test told apart, "coevolved-trace": that test traced on it; else nothing.
    void showPanel(const QString& name);

    // Parts, for tests and the screenshot mode.
    EditorTabs* editorTabs() const { return m_tabs; }
    FaultModel* faultModel() const { return m_faultModel; }
    QTableView* faultView() const { return m_faultView; }
    ContractPanel* contractPanel() const { return m_contract; }
    SnapshotPanel* snapshotPanel() const { return m_snapshots; }
    FixPanel* fixPanel() const { return m_fixes; }
    TracePanel* tracePanel() const { return m_traces; }
    QPushButton* cancelButton() const { return m_cancelButton; }
    QAction* fixAction() const { return m_fixAction; }
    QLabel* stageLabel() const { return m_stage; }          // what the session is doing
    QLabel* elapsedLabel() const { return m_elapsed; }      // how long it has run (ran)
    QProgressBar* progressBar() const { return m_progress; }
    QLineEdit* routineField() const { return m_routineField; }   // the routine setting, in the toolbar
    const CheckResult& lastCheck() const { return m_lastCheck; }

signals:
    void sessionFinished(bool cancelled);
    void checkFinished(int errors);
    // After Accept: how many of the fault's failing tests pass when replayed on the fix.
    void fixVerified(int faultId, int passed, int total);
    // The tests of a resource limit's fault ran again with a larger budget (its verdict is shown).
    void budgetRetried(int faultId);

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    // main_window.cpp: construction, files, settings.
    void createActions();
    void createDocks();
    void loadSettings();
    void saveSettings() const;
    void addRecent(const QString& path);
    void updateRecentMenu();
    void openDialog();
    void openFolderDialog();
    void openProjectDialog();
    void openGallery();
    void saveCurrent();
    void saveCurrentAs();
    void showSettings();
    void programEdited();
    void bufferClosing(SourceEditor* editor);
    void programClosed();   // the last tab closed: the window as before any program was opened
    void dropSession();     // the session, its stage, time and messages go (a running Fix is cancelled)
    void clearStatus();
    void checkRoutineField();
    void applyCheck(const CheckResult& result);
    // Unsaved changes: asks Save / Discard / Cancel with `question`; false when the user cancels
    // (or a save fails), true when nothing is unsaved, saved or discarded.
    bool maySetAsideChanges(const QString& question);

    // main_window_session.cpp: the fix session and the selection.
    void connectJob();
    void resetSession();
    int selectedFaultId() const;   // -1 when none
    void refreshFaultStatus(int faultId);
    // Presents fault `row` in the panels; `reveal`: and shows its file at the failure (opening it
    // if need be), else only marks the files open (a refresh never opens a tab the user closed).
    void presentFault(int row, bool reveal);
    void refreshSelectedFault();
    void showFaultInEditor(const repair::SessionFault& fault, bool reveal);
    void showContract(const repair::SessionFault& fault);
    // The line (1-based) of `where` in its file as the user sees it: moved by accepted fixes, as
    // tested when the file is not open; nullopt when the buffer was edited otherwise since.
    std::optional<int> lineNow(const SourceRange& where) const;
    void markAcceptedFixes(SourceEditor* editor);   // the FixMarker on the lines accepted fixes changed
    // The session's decisions after `path` reads `text` (an Undo, a Redo, a closed tab); returns
    // the faults whose accepted fix was taken back or made accepted again.
    std::vector<int> followDecisions(const std::string& path, const std::string& text);
    void showLocation(const QString& file, quint32 begin, quint32 end, int marker);
    // Where `offset` of the text the results refer to is in `file`'s buffer now (after accepted
    // fixes); nullopt when the buffer was edited otherwise or a fix replaced that place.
    std::optional<std::uint32_t> offsetNow(const QString& file, std::uint32_t offset) const;
    void updateElapsed();
    static QString durationText(qint64 ms);   // "0.4 s", "2:05 min"
    void prepareReplay(const repair::Fix& fix);
    void showContractLink(const QString& link);   // "amend:clause" or "amend:failure"
    void verifyAccepted(int faultId, const std::vector<int>& others = {});
    QString decisionError(repair::DecisionError error, const QString& path) const;
    void setRunning(bool running);
    void runFix(const FixSettings& settings, const std::optional<testing::FaultKey>& onlyFault);
    void setProgramPath(const QString& path);   // the routine setting is per program

    // main_window_budget.cpp: a resource limit's tests run again with a larger budget.
    const repair::SessionFault* selectedResourceLimit() const;
    const testing::BudgetRetry* budgetRetryOf(int faultId) const;
    void updateBudgetActions();
    void retryWithLargerBudget();
    void fixWithLargerBudget();

    EditorTabs* m_tabs;
    BufferRecovery* m_recovery;
    FaultModel* m_faultModel;
    QTableView* m_faultView;
    ContractPanel* m_contract;
    SnapshotPanel* m_snapshots;
    FixPanel* m_fixes;
    TracePanel* m_traces;
    QProgressBar* m_progress;
    QLabel* m_stage;
    QLabel* m_elapsed;
    QPushButton* m_cancelButton;
    QLabel* m_checkLabel;
    QLineEdit* m_routineField = nullptr;
    QMenu* m_recentMenu = nullptr;
    QAction* m_fixAction = nullptr;
    bool m_layoutRestored = false;   // the docks' layout came from the settings
    bool m_layoutSized = false;      // …or was sized at the first show
    QAction* m_cancelAction = nullptr;

    FixJob m_job;
    BackgroundChecker m_checker;
    CheckResult m_lastCheck;
    QElapsedTimer m_clock;
    QTimer m_tick;
    FixSettings m_settings;
    QStringList m_recent;
    QString m_programPath;      // the folder (or file) opened: the routine setting's key
    QString m_unknownRoutine;   // the last Fix named no routine of the program
    bool m_noClass = false;     // the last Fix found no Eiffel class in the open files

    // Shared with the background jobs that use it (replays, re-checks), so it outlives them.
    std::shared_ptr<repair::FixSessionController> m_session = std::make_shared<repair::FixSessionController>();
    JobInput m_input;                           // the texts the results refer to
    int m_selected = -1;                        // row of the selected fault
    std::optional<repair::Fix> m_replayFix;     // the fix Traces replays on (On the selected fix)
    JobTracker m_rechecks{JobTracker::Delivery::Every};   // re-checks of accepted fixes
    testing::TestLimits m_sessionLimits;        // each test's budget in the session shown
    testing::TestLimits m_runLimits;            // … in the run started last (the session once it compiled)
    JobTracker m_budgetRetries;                 // a resource limit's tests with a larger budget
    std::map<int, testing::BudgetRetry> m_budgetRetryResults;   // by fault id, this session
    QAction* m_budgetRetryAction = nullptr;
    QAction* m_budgetFixAction = nullptr;
};

}  // namespace amend::ui
