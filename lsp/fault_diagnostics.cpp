// See fault_diagnostics.h.
#include "fault_diagnostics.h"

#include "fix_words.h"
#include "symbols.h"

namespace amend::lsp {

namespace {

enum DiagnosticSeverity { SeverityError = 1, SeverityWarning = 2, SeverityInformation = 3 };

QString q(const std::string& s) { return QString::fromStdString(s); }

QString violation(const testing::Fault& f)
{
    const QString kind = ui::faultKindText(f.key.kind);
    if (f.isGrouped()) {
        QStringList tags;
        for (const testing::FaultClause& c : f.clauses) tags << q(c.key.tag);
        return QStringLiteral("%1 clauses of the %2 violated (one cause, fixed together): %3").arg(f.clauses.size()).arg(kind, tags.join(QStringLiteral(", ")));
    }
    QString s = f.key.tag.empty() ? kind : QStringLiteral("%1 `%2'").arg(kind, q(f.key.tag));
    if (!f.clause.empty()) s += QStringLiteral(" violated: %1").arg(q(f.clause));
    else s += QStringLiteral(": %1").arg(ui::faultMessageText(f).isEmpty() ? q(f.message) : ui::faultMessageText(f));
    return s;
}

QString statusText(const Run& run, const repair::SessionFault& sf)
{
    switch (run.session.status(sf.id())) {
    case repair::FaultStatus::FixAvailable: {
        const std::size_t n = run.session.visibleFixes(sf.id()).size();
        return n == 1 ? QStringLiteral("1 fix: see the quick fixes") : QStringLiteral("%1 fixes: see the quick fixes").arg(n);
    }
    case repair::FaultStatus::Fixing: return QStringLiteral("fixing…");
    case repair::FaultStatus::NoValidFix: return QStringLiteral("no valid fix");
    case repair::FaultStatus::CannotFix: return QStringLiteral("cannot fix: the blamed routine has no body");
    case repair::FaultStatus::Incomplete: return QStringLiteral("fixing cancelled");
    case repair::FaultStatus::ToBeAttempted: return run.running ? QStringLiteral("to be fixed") : QStringLiteral("not fixed (cancelled)");
    default: return {};
    }
}

QJsonObject related(const sema::Program& program, const SourceRange& range, const QString& message, PositionEncoding encoding)
{
    return {{QStringLiteral("location"), locationJson(program, range, encoding)}, {QStringLiteral("message"), message}};
}

}  // namespace

QJsonObject checkDiagnosticJson(const Diagnostic& d, const sema::Program& program, PositionEncoding encoding)
{
    const SourceFile& file = program.sources.file(d.range.file);
    QJsonObject o{{QStringLiteral("range"), rangeJson(file.text(), d.range.begin, d.range.end, encoding)},
                  {QStringLiteral("severity"), d.severity == Severity::Error ? SeverityError : d.severity == Severity::Warning ? SeverityWarning : SeverityInformation},
                  {QStringLiteral("source"), QStringLiteral("amend")},
                  {QStringLiteral("message"), q(d.message)}};
    QJsonArray notes;
    for (const Diagnostic& n : d.notes)
        if (n.range.valid() && program.sources.contains(n.range.file) && !program.sources.file(n.range.file).isKernel())
            notes.append(related(program, n.range, q(n.message), encoding));
    if (!notes.isEmpty()) o.insert(QStringLiteral("relatedInformation"), notes);
    return o;
}

FaultRanges faultRanges(const sema::Program& program, const repair::SessionFault& sf)
{
    FaultRanges r;
    if (sf.outcome.input && sf.outcome.input->clauseRange.valid()) r.contract = sf.outcome.input->clauseRange;
    else r.contract = sf.outcome.fault.key.location;
    r.routine = routineNameRange(program, sf.outcome.fault.key.routine);
    for (SourceRange* range : {&r.contract, &r.routine})
        if (range->valid() && (!program.sources.contains(range->file) || program.sources.file(range->file).isKernel())) *range = {};
    return r;
}

QJsonArray faultDiagnostics(const Run& run, const QString& path, const IsCurrent& isCurrent, PositionEncoding encoding)
{
    QJsonArray result;
    const std::shared_ptr<const sema::Program> program = run.job.program();
    if (!program) return result;
    const std::string p = path.toStdString();
    for (const repair::SessionFault& sf : run.session.faults()) {
        const testing::Fault& f = sf.outcome.fault;
        const FaultRanges ranges = faultRanges(*program, sf);
        const QString what = violation(f);
        const QString status = statusText(run, sf);
        QJsonArray info;
        if (ranges.contract.valid()) info.append(related(*program, ranges.contract, QStringLiteral("violated: %1").arg(what), encoding));
        const SourceRange at = ranges.routine.valid() ? ranges.routine : ranges.contract;
        if (at.valid()) {
            if (const auto v = run.values.find(sf.id()); v != run.values.end() && !v->second.isEmpty())
                info.append(related(*program, at, QStringLiteral("values at the failure: %1").arg(v->second), encoding));
            const QString test = ui::minimizedTestText(f, *program);
            if (!test.isEmpty())
                info.append(related(*program, at, QStringLiteral("%1:\n%2").arg(f.hasMinimized ? QStringLiteral("minimized failing test") : QStringLiteral("failing test"), test), encoding));
        }
        const QString tests = QStringLiteral("%1 failing, %2 passing tests").arg(f.failingCount).arg(f.passingCount);
        const QString onContract = QStringLiteral("Fault %1 in %2: %3 (%4)%5").arg(sf.id()).arg(q(f.key.routine), what, tests, status.isEmpty() ? QString() : QStringLiteral("; ") + status);
        const QString onRoutine = QStringLiteral("%1 fails: %2 (fault %3, %4)%5").arg(q(f.key.routine), what).arg(sf.id()).arg(tests, status.isEmpty() ? QString() : QStringLiteral("; ") + status);
        for (const auto& [range, message] : {std::pair{ranges.contract, onContract}, std::pair{ranges.routine, onRoutine}}) {
            if (!range.valid()) continue;
            const SourceFile& file = program->sources.file(range.file);
            if (file.path() != p || !isCurrent(file.path(), file.text())) continue;
            result.append(QJsonObject{{QStringLiteral("range"), rangeJson(file.text(), range.begin, range.end, encoding)},
                                      {QStringLiteral("severity"), SeverityError},
                                      {QStringLiteral("source"), QStringLiteral("amend")},
                                      {QStringLiteral("code"), QStringLiteral("fault")},
                                      {QStringLiteral("message"), message},
                                      {QStringLiteral("relatedInformation"), info},
                                      {QStringLiteral("data"), QJsonObject{{QStringLiteral("uri"), run.uri}, {QStringLiteral("fault"), sf.id()}}}});
            if (ranges.contract.valid() && ranges.routine.valid() && ranges.contract.file == ranges.routine.file &&
                ranges.contract.begin == ranges.routine.begin)
                break;
        }
    }
    return result;
}

}  // namespace amend::lsp
