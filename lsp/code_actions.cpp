// See code_actions.h.
#include "code_actions.h"

#include "fix_words.h"

namespace amend::lsp {

namespace {

bool overlaps(const SourceRange& r, std::uint32_t begin, std::uint32_t end) { return r.valid() && r.begin <= end && begin <= r.end; }

bool namedBy(const QJsonArray& diagnostics, const QString& uri, int faultId)
{
    for (const QJsonValue& d : diagnostics) {
        const QJsonObject data = d.toObject().value(QStringLiteral("data")).toObject();
        if (data.value(QStringLiteral("uri")).toString() == uri && data.value(QStringLiteral("fault")).toInt() == faultId) return true;
    }
    return false;
}

QString title(const repair::Fix& fix, int index)
{
    QString t = QStringLiteral("Amend fix %1: %2").arg(index).arg(ui::fixSummary(fix));
    const QString tag = ui::fixNatureTag(repair::fixNature(fix));
    if (!tag.isEmpty()) t += QStringLiteral(" [%1]").arg(tag);
    return t;
}

}  // namespace

QJsonObject fixEdit(const repair::Fix& fix, const std::string& text, PositionEncoding encoding)
{
    QJsonArray edits;
    for (const TextEdit& e : fix.change.edits)
        edits.append(QJsonObject{{QStringLiteral("range"), rangeJson(text, e.begin, e.end, encoding)}, {QStringLiteral("newText"), QString::fromStdString(e.text)}});
    const QString uri = uriOfPath(QString::fromStdString(fix.filePath));
    return {{QStringLiteral("changes"), QJsonObject{{uri, edits}}}};
}

QJsonArray fixActions(const Run& run, const TextDocument& document, std::uint32_t begin, std::uint32_t end, const QJsonArray& diagnostics,
                      const CurrentText& currentText, PositionEncoding encoding)
{
    QJsonArray actions;
    const std::shared_ptr<const sema::Program> program = run.job.program();
    if (!program) return actions;
    const std::string path = document.path.toStdString();
    const IsCurrent isCurrent = [&](const std::string& p, const std::string& text) { return currentText(p) == text; };
    const QJsonArray shown = faultDiagnostics(run, document.path, isCurrent, encoding);
    for (const repair::SessionFault& sf : run.session.faults()) {
        const FaultRanges ranges = faultRanges(*program, sf);
        auto here = [&](const SourceRange& r) { return r.valid() && program->sources.file(r.file).path() == path && overlaps(r, begin, end); };
        if (!(here(ranges.contract) || here(ranges.routine)) && !namedBy(diagnostics, run.uri, sf.id())) continue;
        QJsonArray faultDiagnostics;
        for (const QJsonValue& d : shown)
            if (d.toObject().value(QStringLiteral("data")).toObject().value(QStringLiteral("fault")).toInt() == sf.id()) faultDiagnostics.append(d);
        if (faultDiagnostics.isEmpty()) continue;   // its file changed since the run: stale
        const std::vector<repair::Fix> fixes = run.session.visibleFixes(sf.id());
        int index = 0;
        for (const repair::Fix& fix : fixes) {
            ++index;
            const std::optional<std::string> now = currentText(fix.filePath);
            if (!fix.change.base || !now || *now != *fix.change.base) continue;   // computed against older text
            QJsonObject action{{QStringLiteral("title"), title(fix, index)},
                               {QStringLiteral("kind"), QStringLiteral("quickfix")},
                               {QStringLiteral("diagnostics"), faultDiagnostics},
                               {QStringLiteral("edit"), fixEdit(fix, *now, encoding)}};
            if (sf.finished && fix.rank == 1) action.insert(QStringLiteral("isPreferred"), true);
            actions.append(action);
        }
    }
    return actions;
}

}  // namespace amend::lsp
