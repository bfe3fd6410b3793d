// Runs the engine's fix pipeline (repair::runFixPipeline) for the window as a background job
// (JobTracker): compiles the editor's buffers (on that thread too), tests, fixes, and delivers
// every event to the GUI thread, tagged with the job's id; events of a superseded or cancelled
// job are dropped. It holds no widgets and decides nothing about presentation.
#pragma once

#include "job_tracker.h"

#include "project/ecf_location.h"
#include "repair/pipeline.h"
#include "sema/compiler.h"
#include "sema/program.h"
#include "support/cancel.h"
#include "support/diagnostics.h"
#include "support/progress.h"
#include "testing/test_run.h"

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

namespace amend::ui {

// What the user can choose about a fix session (persisted by the window's settings).
struct FixSettings {
    double timeBudgetSeconds = 10;   // AutoTest's budget
    quint64 seed = 1;
    int maxFixes = 10;
    int maxTestsPerRoutine = 300;
    bool autofix = true;
    bool nopol = true;
    bool wp = false;
    bool gp = false;                 // GenProg search (issue 15)
    QString feature;                 // "CLASS.feature" or empty for the whole program
    QString className;               // test this class's routines only (`amend lsp': a file's class); empty: every class
    int threads = 0;                 // <= 0: one per core
    bool learning = true;            // rank with the knowledge base and record decisions (learning/)
    QString baseLibrary;             // EiffelBase to use instead of the kernel (an .ecf or its folder); empty: the project's or the kernel
    // Each test's budget; a larger one (testing::largerLimits) for a routine whose tests reached a
    // resource limit (Fix with the Larger Budget). Not persisted: the next Fix has the default.
    testing::TestLimits testLimits;
};

// The program a job ran on: the files and the exact texts the results refer to.
struct JobInput {
    QStringList files;                  // absolute paths
    QHash<QString, QByteArray> texts;   // path → text (the editor's buffers, UTF-8)
    QString baseLibrary;                // the EiffelBase to read instead of the kernel (`--library base='); empty: none
    project::Environment environment;   // the variables of .ecf locations (EditorTabs::setEnvironment)
    // The kernel checked once (sema::checkKernel) for a front end that compiles on every edit
    // (`amend lsp'); null: each compile builds it.
    std::shared_ptr<const sema::CheckedKernel> kernel;
};

class FixJob : public QObject {
    Q_OBJECT
public:
    explicit FixJob(QObject* parent = nullptr);
    ~FixJob() override;

    // Starts a new job (cancelling a running one, whose later events are dropped); returns its id.
    // `onlyFault`: fix that fault alone.
    int start(const JobInput& input, const FixSettings& settings, const std::optional<testing::FaultKey>& onlyFault = std::nullopt);
    void cancel();
    bool isRunning() const { return m_running; }
    int currentJob() const { return m_jobs.latest(); }
    // The program of the current job, once compiled (see compiled()); null before.
    std::shared_ptr<const sema::Program> program() const { return m_program; }
    const JobInput& input() const { return m_input; }
    // Blocks until the running job's thread has ended (tests, shutdown).
    void waitForFinished();

signals:
    void compiled(int job);   // program() is the job's program from now on
    void compileFailed(int job, const QString& diagnostics);
    void noClass(int job);   // the files declare no Eiffel class: nothing to test (a usage error on the command line)
    void routineUnknown(int job, const QString& routine);   // the routine setting names no routine: nothing ran
    void progressed(int job, amend::Stage stage, qint64 done, qint64 total, const QString& message);
    void tested(int job, int faults, qint64 tests);
    // Faults that are warnings only (an extreme size, an overflow): listed, never fixed.
    void warningsFound(int job, const std::vector<amend::testing::Fault>& warnings);
    void faultsQueued(int job, const std::vector<amend::testing::Fault>& faults);
    void faultStarted(int job, const amend::testing::Fault& fault, bool fixable);
    void fixFound(int job, const amend::repair::Fix& fix);
    void faultFinished(int job, const amend::repair::FaultOutcome& outcome);
    void finished(int job, bool cancelled);

private:
    bool m_running = false;
    std::shared_ptr<const sema::Program> m_program;
    JobInput m_input;
    JobTracker m_jobs;
};

// Compiles the input (buffers shadow the files); `sink` receives the diagnostics.
std::shared_ptr<const sema::Program> compileInput(const JobInput& input, DiagnosticSink& sink);

}  // namespace amend::ui

Q_DECLARE_METATYPE(amend::testing::Fault)
Q_DECLARE_METATYPE(amend::repair::Fix)
Q_DECLARE_METATYPE(amend::repair::FaultOutcome)
