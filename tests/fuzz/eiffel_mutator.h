// The Eiffel-aware mutator of the fuzz harnesses: splits a program into tokens with the engine's
// own lexer and mutates whole tokens (delete, duplicate, swap, replace by a keyword, symbol, an
// identifier of the same text, a boundary number), keeping the text between tokens. Byte-level
// mutation alone rarely gets past the parser; token-level mutants are mostly well-lexed and
// often well-parsed, so the checker, the lowering and the interpreter see them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>

namespace amend::fuzz {

// `text` with `count` token-level mutations chosen by `random`; `text` itself when it holds
// no token.
std::string mutateTokens(const std::string& text, int count, std::mt19937& random);

}  // namespace amend::fuzz
