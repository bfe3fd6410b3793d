// Tokens of Eiffel source: what the lexer hands to the parser. Kept separate from the lexer so
// the parser's internal header can use tokens without pulling in the scanning code.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace amend::syntax {

enum class TokenKind : std::uint8_t {
    Eof, Identifier, Keyword, Integer, Real, Character, String, Symbol, FreeOperator,
};

enum class Keyword : std::uint8_t {
    None, Across, Agent, Alias, All, And, As, Assign, Attached, Attribute, Check, Class, Convert,
    Create, Current, Debug, Deferred, Detachable, Do, Else, Elseif, End, Ensure, Expanded, Export,
    External, False, Feature, From, Frozen, If, Implies, Inherit, Inspect, Invariant, Is, Like,
    Local, Loop, Not, Note, Obsolete, Old, Once, Only, Or, Precursor, Redefine, Rename, Require,
    Rescue, Result, Retry, Select, Separate, Some, Then, True, Undefine, Until, Variant, Void, When,
    Xor,
};

enum class Symbol : std::uint8_t {
    None, Plus, Minus, Star, Slash, IntDiv, Mod, Power, Eq, Ne, Tilde, NotTilde, Lt, Le, Gt, Ge,
    Interval, Assign, AssignAttempt, Dot, DotDot, Comma, Semicolon, Colon, LParen, RParen,
    LBracket, RBracket, LBrace, RBrace, LArray, RArray, Arrow, Question, Bang,
    ForAll, Exists, Bar, AndThen, OrElse,
    Dollar,                  // `$x' (address)
    LoopStart, LoopEnd,      // `⟳' and `⟲' (the symbolic across loop)
};

struct Token {
    TokenKind kind = TokenKind::Eof;
    Keyword keyword = Keyword::None;
    Symbol symbol = Symbol::None;
    bool firstOnLine = false;  // preceded by a line break (or start of file)
    bool isVerbatim = false;   // String: verbatim form
    bool isMinMagnitude = false;  // Integer 2^63: as INTEGER_64 only legal after a unary minus
    // Integer: intValue holds the bits of a magnitude in 2^63 .. 2^64-1 (a NATURAL_64 literal;
    // the checker decides whether the context allows it).
    std::uint32_t begin = 0;
    std::uint32_t end = 0;
    std::string text;          // Identifier/Keyword: lower-case; String: decoded; numbers, free ops: spelling
    // String: the STRING_8 reading when it differs from `text' (empty otherwise): an escape
    // `%/code/' of a code in 128..255 is one character (one byte) there, two UTF-8 bytes in `text'.
    std::string text8;
    std::int64_t intValue = 0;
    double realValue = 0;
    std::uint32_t charValue = 0;
};

struct Comment {
    std::uint32_t begin = 0;  // at the `--`
    std::uint32_t end = 0;    // end of line (exclusive, line break not included)
};

struct TokenStream {
    std::vector<Token> tokens;      // always ends with an Eof token
    std::vector<Comment> comments;  // in source order
};

const char* keywordText(Keyword kw);
const char* symbolText(Symbol sym);

}  // namespace amend::syntax
