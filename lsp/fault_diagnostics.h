// The language server's diagnostics as LSP JSON: the checker's errors and warnings, and the
// faults of a test run, each published on the violated contract and on the blamed routine with
// the clause, the values at the failure and the minimized failing test as related information
// (what the window's fault list and contract panel show, in the window's words: fix_words.h).
#pragma once

#include "run.h"
#include "text_document.h"

#include "support/diagnostics.h"

#include <QJsonArray>
#include <QJsonObject>

#include <functional>

namespace amend::lsp {

QJsonObject checkDiagnosticJson(const Diagnostic& diagnostic, const sema::Program& program, PositionEncoding encoding);

// Whether `text` (a file of a run's program) is what the user's buffer holds now.
using IsCurrent = std::function<bool(const std::string& path, const std::string& text)>;

// The two ranges a fault is shown on: the violated clause (else where it failed) and the blamed
// routine's name.
struct FaultRanges {
    SourceRange contract;
    SourceRange routine;
};
FaultRanges faultRanges(const sema::Program& program, const repair::SessionFault& fault);

// The diagnostics of `run`'s faults in file `path`; none when that file changed since the run
// (stale faults disappear).
QJsonArray faultDiagnostics(const Run& run, const QString& path, const IsCurrent& isCurrent, PositionEncoding encoding);

}  // namespace amend::lsp
