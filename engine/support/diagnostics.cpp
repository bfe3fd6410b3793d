// Collection and formatting of diagnostics (see diagnostics.h).
#include "support/diagnostics.h"

#include <algorithm>

namespace amend {

void DiagnosticSink::report(Diagnostic d)
{
    if (d.severity == Severity::Error) ++m_errors;
    m_diagnostics.push_back(std::move(d));
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
