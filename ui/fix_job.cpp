// See fix_job.h.
#include "fix_job.h"

#include "learning/advisor.h"
#include "learning/knowledge_store.h"
#include "sema/compiler.h"
#include "testing/test_generator.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>

#include <algorithm>

namespace amend::ui {

namespace {

// Forwards the engine's progress to the GUI thread, at most every 50 ms (and always on a stage
// change), so a fast inner loop does not flood the event queue.
class QueuedProgress final : public ProgressSink {
public:
    QueuedProgress(JobTracker& jobs, FixJob* job, int id) : m_jobs(jobs), m_job(job), m_id(id) { m_clock.start(); }
    void report(Stage stage, long long done, long long total, const std::string& message) override
    {
        if (stage == m_stage && m_clock.elapsed() < 50 && done != total) return;
        m_stage = stage;
        m_clock.restart();
        const QString m = QString::fromStdString(message);
        FixJob* job = m_job;
        const int id = m_id;
        m_jobs.post(id, [job, id, stage, done, total, m] { emit job->progressed(id, stage, done, total, m); });
    }

private:
    JobTracker& m_jobs;
    FixJob* m_job;
    int m_id;
    std::optional<Stage> m_stage;
    QElapsedTimer m_clock;
};

}  // namespace

std::shared_ptr<const sema::Program> compileInput(const JobInput& input, DiagnosticSink& sink)
{
    sema::CompileInput compile;
    for (const QString& file : input.files)
        if (!input.texts.contains(file)) compile.paths.push_back(file.toStdString());  // buffers need not exist on disk
    for (auto it = input.texts.begin(); it != input.texts.end(); ++it) compile.buffers.emplace_back(it.key().toStdString(), it.value().toStdString());
    compile.baseLibrary = input.baseLibrary.toStdString();
    compile.environment = input.environment;
    compile.checkedKernel = input.kernel;
    return sema::compileProgram(compile, sink);
}

FixJob::FixJob(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<amend::testing::Fault>();
    qRegisterMetaType<amend::repair::Fix>();
    qRegisterMetaType<amend::repair::FaultOutcome>();
}

FixJob::~FixJob()
{
    m_jobs.cancel();
    waitForFinished();
}

void FixJob::cancel() { m_jobs.cancel(/*deliverResults=*/true); }

void FixJob::waitForFinished() { m_jobs.waitForFinished(); }

int FixJob::start(const JobInput& input, const FixSettings& settings, const std::optional<testing::FaultKey>& onlyFault)
{
    cancel();
    waitForFinished();  // the previous job stops at its next safe point
    m_running = true;
    m_input = input;
    m_program.reset();

    repair::PipelineOptions options;
    options.test.seed = settings.seed;
    options.test.timeBudgetSeconds = settings.timeBudgetSeconds;
    options.test.maxTestsPerRoutine = settings.maxTestsPerRoutine;
    options.test.threads = settings.threads;
    options.test.limits = settings.testLimits;
    // Fixes are validated on the same tests: their runs get at least as much.
    options.fix.maxStepsPerRun = std::max(options.fix.maxStepsPerRun, settings.testLimits.maxSteps);
    if (!settings.feature.isEmpty()) {
        options.test.featureFilter = settings.feature.toStdString();   // canonicalized by the pipeline
        options.test.runHandwritten = true;
    }
    options.test.classFilter = settings.className.toStdString();
    options.fix.threads = settings.threads;
    options.fix.maxFixes = settings.maxFixes;
    options.fix.autofix = settings.autofix;
    // Diffs name files relative to the program's folder (the common folder of its files).
    QString base = input.files.isEmpty() ? QString() : QFileInfo(input.files.first()).absolutePath();
    for (const QString& f : input.files)
        while (!base.isEmpty() && !f.startsWith(base + QLatin1Char('/'))) base = base.section(QLatin1Char('/'), 0, -2);
    options.fix.displayPath = [base](const std::string& path) { return QDir(base).relativeFilePath(QString::fromStdString(path)).toStdString(); };
    options.fix.nopol = settings.nopol;
    options.fix.wp = settings.wp;
    options.fix.gp = settings.gp;
    if (settings.learning) {   // the shipped default and the user's decisions; an unreadable file: no learning
        std::string error;
        if (std::optional<learning::KnowledgeBase> knowledge = learning::sessionKnowledge(error))
            options.fix.learning = learning::learningHook(std::make_shared<const learning::KnowledgeBase>(std::move(*knowledge)));
    }
    options.onlyFault = onlyFault;

    JobTracker* jobs = &m_jobs;
    FixJob* self = this;   // events run on the GUI thread only while the job is wanted (JobTracker::post)
    auto work = [input, options, jobs, self](CancelToken& cancel, int id) {
        auto post = [jobs, id, self](auto f) { jobs->post(id, [self, f] { f(self); }); };
        // Compiling a large program takes a while too: on this thread, not the GUI's.
        DiagnosticSink sink;
        std::shared_ptr<const sema::Program> program = compileInput(input, sink);
        if (sink.hasErrors()) {
            QString text;
            for (const Diagnostic& d : sink.sorted())
                if (d.severity == Severity::Error) text += QString::fromStdString(DiagnosticSink::format(d, program->sources)) + QLatin1Char('\n');
            post([id, text](FixJob* j) { emit j->compileFailed(id, text); });
            return false;
        }
        if (!sema::declaresUserClass(*program)) {
            post([id](FixJob* j) { emit j->noClass(id); });
            return false;
        }
        // A routine setting naming no routine: said before anything is replaced.
        if (!options.test.featureFilter.empty() && !testing::canonicalRoutineName(*program, options.test.featureFilter)) {
            const QString routine = QString::fromStdString(options.test.featureFilter);
            post([id, routine](FixJob* j) { emit j->routineUnknown(id, routine); });
            return false;
        }
        // The program is handed to the GUI thread before any result that refers to it.
        post([id, program](FixJob* j) {
            j->m_program = program;
            emit j->compiled(id);
        });
        QueuedProgress progress(*jobs, self, id);
        repair::PipelineEvents events;
        events.tested = [&](const testing::TestReport& r) {
            const int faults = r.faultCount(false);
            const qint64 tests = r.testsExecuted;
            post([id, faults, tests](FixJob* j) { emit j->tested(id, faults, tests); });
        };
        events.warnings = [&](const std::vector<testing::Fault>& warnings) { post([id, warnings](FixJob* j) { emit j->warningsFound(id, warnings); }); };
        events.faultsQueued = [&](const std::vector<testing::Fault>& faults) { post([id, faults](FixJob* j) { emit j->faultsQueued(id, faults); }); };
        events.faultStarted = [&](const testing::Fault& f, bool fixable) { post([id, f, fixable](FixJob* j) { emit j->faultStarted(id, f, fixable); }); };
        events.fixFound = [&](const repair::Fix& fix) { post([id, fix](FixJob* j) { emit j->fixFound(id, fix); }); };
        events.faultFinished = [&](const repair::FaultOutcome& o) { post([id, o](FixJob* j) { emit j->faultFinished(id, o); }); };
        const repair::PipelineResult result = repair::runFixPipeline(*program, options, cancel, progress, events);
        if (result.unknownRoutine) {
            const QString routine = QString::fromStdString(options.test.featureFilter);
            post([id, routine](FixJob* j) { emit j->routineUnknown(id, routine); });
        }
        return result.cancelled || cancel.isCancelled();
    };
    const int id = m_jobs.latest() + 1;
    m_jobs.start(work, [this, id](bool cancelled) {
        m_running = false;
        emit finished(id, cancelled);
    });
    return id;
}

}  // namespace amend::ui
