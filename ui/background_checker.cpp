// See background_checker.h.
#include "background_checker.h"

#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

namespace amend::ui {

CheckResult checkProgram(const JobInput& input)
{
    DiagnosticSink sink;
    const std::shared_ptr<const sema::Program> program = compileInput(input, sink);
    CheckResult result;
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

BackgroundChecker::~BackgroundChecker()
{
    for (QFuture<void>& f : m_running) f.waitForFinished();
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
    const int id = ++m_job;
    QPointer<BackgroundChecker> self(this);
    const JobInput input = m_pending;
    // A newer check may start while an older one runs; the older one's result is dropped.
    m_running.removeIf([](const QFuture<void>& f) { return f.isFinished(); });
    m_running << QtConcurrent::run([self, id, input] {
        const CheckResult result = checkProgram(input);
        QMetaObject::invokeMethod(self.data(), [self, id, result] {
            if (self && self->m_job == id) emit self->checked(result);
        }, Qt::QueuedConnection);
    });
}

}  // namespace amend::ui
