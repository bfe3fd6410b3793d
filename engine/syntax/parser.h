// Entry points of the Eiffel front end: text in, syntax tree and diagnostics out.
// The parser recovers from errors (skipping to the next instruction, feature or clause
// keyword) and reports every error it can in one pass through the sink.
#pragma once

#include "support/diagnostics.h"
#include "syntax/ast.h"

namespace amend::syntax {

// Parses every class of one file. Classes with errors are still returned as far as they
// could be read (the checker skips bodies it cannot trust only when the parser says so).
Module parseFile(const SourceManager& sources, int fileId, DiagnosticSink& sink);

// Parses a stand-alone expression or instruction sequence (used for fixes, predicates and
// tests). `fileId` names a file in `sources` holding exactly that text.
ExprPtr parseExpression(const SourceManager& sources, int fileId, DiagnosticSink& sink);
Body parseInstructions(const SourceManager& sources, int fileId, DiagnosticSink& sink);

// `text` parsed as a stand-alone expression for rewriting and printing only: its ranges name a
// scratch file that is gone afterwards. Null when the text has errors.
ExprPtr parseExpressionText(const std::string& text);

}  // namespace amend::syntax
