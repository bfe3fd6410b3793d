// Diagnostics as data (clangd style): every stage reports problems through a DiagnosticSink
// and keeps going, so one pass shows as many errors as possible. Library code never prints;
// the command line and the window decide how to present diagnostics.
#pragma once

#include "support/source.h"

#include <string>
#include <vector>

namespace amend {

enum class Severity { Error, Warning, Note };

struct Diagnostic {
    Severity severity = Severity::Error;
    std::string message;  // lower-case start, no trailing period: "unknown identifier `foo'"
    SourceRange range;
    std::vector<Diagnostic> notes;  // related locations ("previous declaration is here")
};

class DiagnosticSink {
public:
    void error(const SourceRange& range, std::string message) { report({Severity::Error, std::move(message), range, {}}); }
    void warning(const SourceRange& range, std::string message) { report({Severity::Warning, std::move(message), range, {}}); }
    void report(Diagnostic d);

    const std::vector<Diagnostic>& diagnostics() const { return m_diagnostics; }
    int errorCount() const { return m_errors; }
    bool hasErrors() const { return m_errors > 0; }
    // Stable order for presentation: by file, then offset, then insertion order.
    std::vector<Diagnostic> sorted() const;
    // "file:line:column: error: message" (one line per diagnostic and note).
    static std::string format(const Diagnostic& d, const SourceManager& sources);

private:
    std::vector<Diagnostic> m_diagnostics;
    int m_errors = 0;
};

}  // namespace amend
