// The Amend window: the editor tabs in the centre and docks for the faults, the violated
// contract, the snapshots, the fixes (with their diff) and the traces; Fix runs the engine's
// pipeline in the background (FixJob) with progress, stage, elapsed time and Cancel, and results
// stream into the docks. The window wires panels to the session; the engine work lives in the
// engine, the presentation in the panels. Methods used by the GUI tests and the screenshot
// mode are public.
#pragma once

#include "background_checker.h"
#include "fix_job.h"

#include <QElapsedTimer>
#include <QFuture>
#include <QList>
#include <QMainWindow>
#include <QSet>
#include <QTimer>

#include <optional>
#include <vector>

class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QTableView;

namespace amend::ui {

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

    // The fix session.
    void startFix();
    void cancelFix();
    bool isFixRunning() const { return m_job.isRunning(); }
    void selectFault(int row);
    int selectedFault() const { return m_selected; }
    bool acceptFix(const repair::Fix& fix, QString* error = nullptr);
    void rejectFix(const repair::Fix& fix);
    bool revertAccepted(QString* error = nullptr);

    FixSettings fixSettings() const { return m_settings; }
    void setFixSettings(const FixSettings& settings);   // also persisted

    // Raises a panel: "fixes", "snapshots", "traces" or "side-by-side" (the fix diff); else nothing.
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
    const CheckResult& lastCheck() const { return m_lastCheck; }

signals:
    void sessionFinished(bool cancelled);
    void checkFinished(int errors);
    // After Accept: how many of the fault's failing tests pass when replayed on the fix.
    void fixVerified(int faultId, int passed, int total);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    struct FaultEntry {
        repair::FaultOutcome outcome;          // fixes.fixes ranked once finished
        bool fixable = true;
        bool finished = false;
        std::vector<repair::Fix> streamed;     // valid fixes as validated (unranked)
        std::optional<repair::Fix> accepted;
        std::optional<repair::Fix> undone;     // accepted, then undone in the editor (redo accepts it again)
        QByteArray beforeAccept, afterAccept;  // the file's text around the accepted fix
    };

    // main_window.cpp: construction, files, settings.
    void createActions();
    void createDocks();
    void loadSettings();
    void saveSettings() const;
    void addRecent(const QString& path);
    void updateRecentMenu();
    void openDialog();
    void openFolderDialog();
    void saveCurrent();
    void saveCurrentAs();
    void showSettings();
    void programEdited();
    void applyCheck(const CheckResult& result);

    // main_window_session.cpp: the fix session and the selection.
    void connectJob();
    void resetSession();
    FaultEntry* entryFor(int faultId);
    std::vector<repair::Fix> visibleFixes(const FaultEntry& entry) const;
    QString fixKey(const repair::Fix& fix) const;
    void refreshFaultStatus(const FaultEntry& entry);
    void showFaultInEditor(const FaultEntry& entry);
    void showLocation(const QString& file, quint32 begin, quint32 end, int marker);
    void updateElapsed();
    void prepareReplay(const repair::Fix& fix);
    void showContractLink(const QString& link);
    void verifyAccepted(const FaultEntry& entry);   // "amend:clause" or "amend:failure"
    void setRunning(bool running);

    EditorTabs* m_tabs;
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
    QMenu* m_recentMenu = nullptr;
    QAction* m_fixAction = nullptr;
    QAction* m_cancelAction = nullptr;

    FixJob m_job;
    BackgroundChecker m_checker;
    CheckResult m_lastCheck;
    QElapsedTimer m_clock;
    QTimer m_tick;
    FixSettings m_settings;
    QStringList m_recent;

    std::shared_ptr<const sema::Program> m_program;   // of the results shown
    JobInput m_input;                           // the texts the results refer to
    std::vector<FaultEntry> m_entries;
    QSet<QString> m_rejected;                   // fixKey of rejected fixes (this session)
    QHash<QString, std::optional<runtime::RunOptions>> m_replays;   // fixKey → lowered fix (cache)
    int m_selected = -1;                        // row of the selected fault
    QList<QFuture<void>> m_verifications;       // re-checks of accepted fixes (waited for on exit)
};

}  // namespace amend::ui
