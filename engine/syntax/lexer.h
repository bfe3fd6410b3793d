// The Eiffel lexer: one pass over a file's bytes producing a token vector and the comment
// positions (the parser reads header comments from them). Lexical errors go to the sink and
// scanning continues, so the parser always gets a well-formed stream ending in Eof.
#pragma once

#include "support/diagnostics.h"
#include "syntax/token.h"

#include <string_view>
#include <vector>

namespace amend::syntax {

TokenStream tokenize(std::string_view text, int fileId, DiagnosticSink& sink);

// The reserved words the lexer knows, lower-case: the one keyword list (the editor highlights
// exactly these, ui/eiffel_lexer.cpp).
const std::vector<std::string_view>& keywordSpellings();
// Whether `word` is one of them, in any letter case (Eiffel keywords are case-insensitive).
bool isKeyword(std::string_view word);

// Appends the UTF-8 encoding of `codePoint` to `out`.
void appendUtf8(std::string& out, std::uint32_t codePoint);

}  // namespace amend::syntax
