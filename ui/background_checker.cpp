// See background_checker.h.
#include "background_checker.h"


namespace amend::ui {

CheckResult checkProgram(const JobInput& input)
{
    DiagnosticSink sink;
    const std::shared_ptr<const sema::Program> program = compileInput(input, sink);
    CheckResult result;
    result.program = program;
    for (const Diagnostic& d : sink.sorted()) {
        if (!d.range.valid()) continue;
        const SourceFile& file = program->sources.file(d.range.file);
        if (file.isKernel()) continue;
        result.byFile[QString::fromStdString(file.path())].push_back(d);
        if (d.severity == Severity::Error) ++result.errors;
        else if (d.severity == Severity::Warning) ++result.warnings;
    }
    return result;
}

BackgroundChecker::BackgroundChecker(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<amend::ui::CheckResult>();
    m_timer.setSingleShot(true);
    m_timer.setInterval(400);
    connect(&m_timer, &QTimer::timeout, this, &BackgroundChecker::run);
}

void BackgroundChecker::schedule(const JobInput& input)
{
    m_pending = input;
    m_timer.start();
}

void BackgroundChecker::checkNow(const JobInput& input)
{
    m_pending = input;
    m_timer.stop();
    run();
}

void BackgroundChecker::run()
{
    // A newer check may start while an older one runs; the older one's result is dropped.
    const JobInput input = m_pending;
    m_jobs.start([input](CancelToken&, int) { return checkProgram(input); }, [this](const CheckResult& result) { emit checked(result); });
}

}  // namespace amend::ui
