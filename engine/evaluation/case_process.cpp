// A case of `amend bench` in a child process (see case_process.h).
#include "evaluation/case_process.h"

#include "evaluation/report.h"
#include "evaluation/seconds_text.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>

#include <cstring>

namespace amend::evaluation {

namespace {

// Tenths below 10 s, whole seconds above.
std::string roughSeconds(double s) { return secondsText(s, s < 10 ? 1 : 0); }

// The last non-empty line the child printed on stderr, if any.
std::string lastLine(const QByteArray& output)
{
    const QList<QByteArray> lines = output.trimmed().split('\n');
    return lines.isEmpty() ? std::string() : lines.back().trimmed().left(300).toStdString();
}

CaseResult failed(const std::string& name, bool hasReference, CaseStatus status, std::string message, double seconds)
{
    CaseResult result;
    result.name = name;
    result.hasReference = hasReference;
    result.status = status;
    result.message = std::move(message);
    result.seconds = seconds;
    return result;
}

}  // namespace

CaseResult runCaseProcess(const CaseCommand& command, const QString& resultFile, const std::string& name, bool hasReference,
                          const CaseProcessLimits& limits, CancelToken& cancel)
{
    QProcess child;
    child.setProgram(command.program);
    child.setArguments(command.arguments);
    child.setStandardOutputFile(QProcess::nullDevice());
    QElapsedTimer timer;
    timer.start();
    child.start();
    if (!child.waitForStarted(-1)) {
        return failed(name, hasReference, CaseStatus::Crash, "cannot start " + command.program.toStdString() + ": " + child.errorString().toStdString(), 0);
    }
    const qint64 killMs = limits.killSeconds > 0 ? static_cast<qint64>(limits.killSeconds * 1000) : -1;
    bool killedAtLimit = false, cancelled = false;
    // Wake up regularly to watch the clock and the outer cancellation.
    while (!child.waitForFinished(100)) {
        if (child.state() == QProcess::NotRunning) break;
        if (cancel.isCancelled()) cancelled = true;
        else if (killMs >= 0 && timer.elapsed() > killMs) killedAtLimit = true;
        else continue;
        child.kill();
        child.waitForFinished(-1);
        break;
    }
    const double seconds = static_cast<double>(timer.elapsed()) / 1000.0;
    const QByteArray errors = child.readAllStandardError();
    if (cancelled) return failed(name, hasReference, CaseStatus::Error, "cancelled", seconds);
    if (killedAtLimit) {
        // The faults the child finished before (CaseOptions::onFaultDone) are kept.
        CaseResult result = failed(name, hasReference, CaseStatus::Timeout,
                                   "exceeded the budget of " + roughSeconds(limits.budgetSeconds) + " s (wall clock): stopped after " + roughSeconds(seconds) + " s",
                                   seconds);
        QFile file(resultFile);
        const QJsonDocument partial = file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()) : QJsonDocument();
        if (partial.isObject()) {
            const CaseResult kept = caseFromJson(partial.object());
            result.faults = kept.faults;
            result.testingSeconds = kept.testingSeconds;
            if (!kept.faults.empty()) result.message += "; the " + std::to_string(kept.faults.size()) + " faults it had finished are kept";
        }
        return result;
    }
    if (child.exitStatus() == QProcess::CrashExit) {
        // On Unix, Qt reports the signal that ended the child as its exit code.
        const int signal = child.exitCode();
        std::string message = "killed by signal " + std::to_string(signal);
        if (const char* what = signal > 0 ? strsignal(signal) : nullptr) message += std::string(" (") + what + ")";
        if (const std::string last = lastLine(errors); !last.empty()) message += ": " + last;
        return failed(name, hasReference, CaseStatus::Crash, message, seconds);
    }
    QFile file(resultFile);
    const QJsonDocument json = file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()) : QJsonDocument();
    if (!json.isObject()) {
        std::string message = "ended with exit status " + std::to_string(child.exitCode()) + " without a result";
        if (const std::string last = lastLine(errors); !last.empty()) message += ": " + last;
        return failed(name, hasReference, CaseStatus::Crash, message, seconds);
    }
    return caseFromJson(json.object());
}

}  // namespace amend::evaluation
