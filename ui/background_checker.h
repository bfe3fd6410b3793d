// Diagnostics as the user types: a short pause after the last edit starts a compile of the
// editor's buffers as a background job (JobTracker); the diagnostics of the newest check only are
// delivered (older checks are superseded). It neither shows nor fixes anything.
#pragma once

#include "fix_job.h"
#include "job_tracker.h"

#include <QHash>
#include <QObject>
#include <QTimer>

#include <vector>

namespace amend::ui {

struct CheckResult {
    QHash<QString, std::vector<Diagnostic>> byFile;   // absolute path → diagnostics in that file
    int errors = 0;
    int warnings = 0;
    std::shared_ptr<const sema::Program> program;   // what was checked (symbols, hover: lsp/; the Routine field is checked against it)
};

class BackgroundChecker : public QObject {
    Q_OBJECT
public:
    explicit BackgroundChecker(QObject* parent = nullptr);
    void schedule(const JobInput& input);   // (re)starts the pause
    void checkNow(const JobInput& input);
    int delayMs() const { return m_timer.interval(); }
    void setDelayMs(int ms) { m_timer.setInterval(ms); }

signals:
    void checked(const amend::ui::CheckResult& result);

private:
    void run();
    QTimer m_timer;
    JobInput m_pending;
    JobTracker m_jobs;   // Delivery::Latest
};

CheckResult checkProgram(const JobInput& input);   // synchronous (used by the thread and tests)

}  // namespace amend::ui

Q_DECLARE_METATYPE(amend::ui::CheckResult)
