// Collection and formatting of diagnostics (see diagnostics.h).
#include "support/diagnostics.h"

#include <algorithm>

namespace amend {

void DiagnosticSink::report(Diagnostic d)
{
    const bool isError = d.severity == Severity::Error;
    if (isError) ++m_errors;
    int& keptInFile = m_keptPerFile[d.range.file];
    if (keptInFile >= m_limits.perFile || static_cast<int>(m_diagnostics.size()) >= m_limits.total) {
        ++(isError ? m_omittedErrors : m_omittedWarnings);
        return;
    }
    ++keptInFile;
    m_diagnostics.push_back(std::move(d));
}

std::string DiagnosticSink::omittedSummary() const
{
    if (m_omittedErrors == 0 && m_omittedWarnings == 0) return {};
    auto count = [](int n, const char* what) { return std::to_string(n) + " more " + what + (n == 1 ? "" : "s"); };
    std::string out = "… and ";
    if (m_omittedErrors > 0) out += count(m_omittedErrors, "error");
    if (m_omittedErrors > 0 && m_omittedWarnings > 0) out += " and ";
    if (m_omittedWarnings > 0) out += count(m_omittedWarnings, "warning");
    return out + " (not shown)";
}

std::vector<Diagnostic> DiagnosticSink::sorted() const
{
    std::vector<Diagnostic> result = m_diagnostics;
    std::stable_sort(result.begin(), result.end(), [](const Diagnostic& a, const Diagnostic& b) {
        if (a.range.file != b.range.file) return a.range.file < b.range.file;
        return a.range.begin < b.range.begin;
    });
    return result;
}

static const char* severityName(Severity s)
{
    switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Note: return "note";
    }
    return "error";
}

std::string DiagnosticSink::format(const Diagnostic& d, const SourceManager& sources)
{
    std::string out = sources.describe(d.range) + ": " + severityName(d.severity) + ": " + d.message;
    for (const Diagnostic& n : d.notes) out += "\n" + format(n, sources);
    return out;
}

}  // namespace amend
