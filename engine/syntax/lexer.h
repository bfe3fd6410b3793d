// The Eiffel lexer: one pass over a file's bytes producing a token vector and the comment
// positions (the parser reads header comments from them). Lexical errors go to the sink and
// scanning continues, so the parser always gets a well-formed stream ending in Eof.
#pragma once

#include "support/diagnostics.h"
#include "syntax/token.h"

#include <string_view>

namespace amend::syntax {

TokenStream tokenize(std::string_view text, int fileId, DiagnosticSink& sink);

// Appends the UTF-8 encoding of `codePoint` to `out`.
void appendUtf8(std::string& out, std::uint32_t codePoint);

}  // namespace amend::syntax
