// Diagnostics as data (clangd style): every stage reports problems through a DiagnosticSink
// and keeps going, so one pass shows as many errors as possible. Library code never prints;
// the command line and the window decide how to present diagnostics.
// A sink keeps a bounded number of diagnostics (per file and overall, as compilers stop after
// an error limit) and only counts the rest, so garbage input cannot flood the output or memory.
#pragma once

#include "support/source.h"

#include <map>
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

// How many diagnostics a sink keeps: per file (diagnostics without a file count as one file)
// and overall. gcc and clang stop after 20 to 100 errors; past that a reader fixes and re-runs.
struct DiagnosticLimits {
    int perFile = 100;
    int total = 1000;
};

class DiagnosticSink {
public:
    DiagnosticSink() = default;
    explicit DiagnosticSink(DiagnosticLimits limits) : m_limits(limits) {}

    void error(const SourceRange& range, std::string message) { report({Severity::Error, std::move(message), range, {}}); }
    void warning(const SourceRange& range, std::string message) { report({Severity::Warning, std::move(message), range, {}}); }
    void report(Diagnostic d);

    // The diagnostics kept (within the limits).
    const std::vector<Diagnostic>& diagnostics() const { return m_diagnostics; }
    int errorCount() const { return m_errors; }  // every error reported, kept or not
    bool hasErrors() const { return m_errors > 0; }
    // Reported past the limits: counted, not kept.
    int omittedErrors() const { return m_omittedErrors; }
    int omittedWarnings() const { return m_omittedWarnings; }
    // Stable order for presentation: by file, then offset, then insertion order.
    std::vector<Diagnostic> sorted() const;
    // "file:line:column: error: message" (one line per diagnostic and note).
    static std::string format(const Diagnostic& d, const SourceManager& sources);
    // "… and N more errors" (and warnings) for what was omitted; empty when nothing was.
    std::string omittedSummary() const;

private:
    DiagnosticLimits m_limits;
    std::vector<Diagnostic> m_diagnostics;
    std::map<int, int> m_keptPerFile;  // file id (-1: no file) → diagnostics kept
    int m_errors = 0;
    int m_omittedErrors = 0;
    int m_omittedWarnings = 0;
};

}  // namespace amend
