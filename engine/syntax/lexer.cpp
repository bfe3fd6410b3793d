// Implementation of the Eiffel lexer (see lexer.h): case-insensitive keywords, numbers with
// `_` separators and 0x/0b/0c prefixes, `%` escapes, verbatim strings and UTF-8 operators.
#include "syntax/lexer.h"

#include "support/ascii_case.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <limits>
#include <string_view>
#include <utility>
#include <vector>

namespace amend::syntax {

namespace {

struct KeywordEntry {
    const char* text;
    Keyword keyword;
};

constexpr std::array<KeywordEntry, 64> kKeywords{{
    {"across", Keyword::Across}, {"agent", Keyword::Agent}, {"alias", Keyword::Alias},
    {"all", Keyword::All}, {"and", Keyword::And}, {"as", Keyword::As}, {"assign", Keyword::Assign},
    {"attached", Keyword::Attached}, {"attribute", Keyword::Attribute}, {"check", Keyword::Check},
    {"class", Keyword::Class}, {"convert", Keyword::Convert}, {"create", Keyword::Create},
    {"current", Keyword::Current}, {"debug", Keyword::Debug}, {"deferred", Keyword::Deferred},
    {"detachable", Keyword::Detachable}, {"do", Keyword::Do}, {"else", Keyword::Else},
    {"elseif", Keyword::Elseif}, {"end", Keyword::End}, {"ensure", Keyword::Ensure},
    {"expanded", Keyword::Expanded}, {"export", Keyword::Export}, {"external", Keyword::External},
    {"false", Keyword::False}, {"feature", Keyword::Feature}, {"from", Keyword::From},
    {"frozen", Keyword::Frozen}, {"if", Keyword::If}, {"implies", Keyword::Implies},
    {"inherit", Keyword::Inherit}, {"inspect", Keyword::Inspect}, {"invariant", Keyword::Invariant},
    {"is", Keyword::Is}, {"like", Keyword::Like}, {"local", Keyword::Local}, {"loop", Keyword::Loop},
    {"not", Keyword::Not}, {"note", Keyword::Note}, {"obsolete", Keyword::Obsolete},
    {"old", Keyword::Old}, {"once", Keyword::Once}, {"only", Keyword::Only}, {"or", Keyword::Or},
    {"precursor", Keyword::Precursor}, {"redefine", Keyword::Redefine}, {"rename", Keyword::Rename},
    {"require", Keyword::Require}, {"rescue", Keyword::Rescue}, {"result", Keyword::Result},
    {"retry", Keyword::Retry}, {"select", Keyword::Select}, {"separate", Keyword::Separate},
    {"some", Keyword::Some}, {"then", Keyword::Then}, {"true", Keyword::True},
    {"undefine", Keyword::Undefine}, {"until", Keyword::Until}, {"variant", Keyword::Variant},
    {"void", Keyword::Void}, {"when", Keyword::When}, {"xor", Keyword::Xor},
    {"", Keyword::None},
}};

// The longest keyword's length: a longer word is no keyword.
constexpr std::size_t kLongestKeyword = [] {
    std::size_t n = 0;
    for (const auto& e : kKeywords) n = std::max(n, std::string_view(e.text).size());
    return n;
}();

// Keywords bucketed by first letter and length, so an identifier is compared with one or two
// keywords at most, and only with those of its length.
struct KeywordIndex {
    std::array<std::array<std::vector<std::pair<std::string_view, Keyword>>, kLongestKeyword + 1>, 26> buckets;
    KeywordIndex()
    {
        for (const auto& e : kKeywords) {
            const std::string_view text = e.text;
            if (!text.empty()) buckets[static_cast<std::size_t>(text[0] - 'a')][text.size()].emplace_back(text, e.keyword);
        }
    }
};

Keyword lookupKeyword(std::string_view lower)
{
    static const KeywordIndex index;
    if (lower.empty() || lower.size() > kLongestKeyword || lower[0] < 'a' || lower[0] > 'z') return Keyword::None;
    for (const auto& [text, kw] : index.buckets[static_cast<std::size_t>(lower[0] - 'a')][lower.size()]) {
        if (std::equal(text.begin(), text.end(), lower.begin())) return kw;
    }
    return Keyword::None;
}

bool isIdentStart(unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isIdentChar(unsigned char c) { return isIdentStart(c) || (c >= '0' && c <= '9') || c == '_'; }
bool isDigit(unsigned char c) { return c >= '0' && c <= '9'; }
bool isFreeOpChar(unsigned char c)
{
    return std::strchr("@#|&+-*/\\^<>=~!?$", c) != nullptr && c != 0;
}

// Unicode mathematical symbols that may make up free operators (`alias "∋"', `a ⊆ b'):
// arrows, mathematical operators, supplemental operators and miscellaneous symbols. The ones
// with a fixed meaning (∀ ∃ ∧ ∨ ⇒ ≤ ≥ ≠ ¬ ¦ ⟳ ⟲) are tokens of their own.
bool isUnicodeOperator(std::uint32_t cp)
{
    switch (cp) {
    case 0x2200: case 0x2203: case 0x2227: case 0x2228: case 0x21D2: case 0x2264: case 0x2265: case 0x2260:
    case 0x27F2: case 0x27F3:
        return false;
    case 0x00B1: case 0x00D7: case 0x00F7: case 0x2016:
        return true;
    default:
        return (cp >= 0x2190 && cp <= 0x22FF) || (cp >= 0x2A00 && cp <= 0x2AFF) || (cp >= 0x27C0 && cp <= 0x27EF)
               || (cp >= 0x2980 && cp <= 0x29FF) || (cp >= 0x2300 && cp <= 0x23FF);
    }
}

// The code point of the UTF-8 sequence at the start of `s', and its length in `length' (0 when
// `s' does not start with a multi-byte sequence).
std::uint32_t peekCodePoint(std::string_view s, std::size_t& length)
{
    length = 0;
    if (s.empty()) return 0;
    const auto c = static_cast<unsigned char>(s[0]);
    const std::size_t n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 0;
    if (n == 0 || s.size() < n) return 0;
    std::uint32_t cp = n == 4 ? (c & 0x07u) : n == 3 ? (c & 0x0Fu) : (c & 0x1Fu);
    for (std::size_t k = 1; k < n; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[k]) & 0x3Fu);
    length = n;
    return cp;
}

class Lexer {
public:
    Lexer(std::string_view text, int fileId, DiagnosticSink& sink) : m_text(text), m_file(fileId), m_sink(sink) {}

    TokenStream run()
    {
        TokenStream out;
        out.tokens.reserve(m_text.size() / 4 + 8);
        if (m_text.substr(0, 3) == "\xEF\xBB\xBF") m_pos = 3;  // a byte-order mark (buffers not read by decodeSourceBytes)
        bool newLine = true;
        while (true) {
            // Skip white space and comments.
            while (m_pos < m_text.size()) {
                const char c = m_text[m_pos];
                if (c == '\n') { newLine = true; ++m_pos; }
                else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') ++m_pos;
                else if (c == '-' && peek(1) == '-') {
                    const auto begin = static_cast<std::uint32_t>(m_pos);
                    const std::size_t lineEnd = m_text.find('\n', m_pos);
                    m_pos = lineEnd == std::string_view::npos ? m_text.size() : lineEnd;
                    auto end = static_cast<std::uint32_t>(m_pos);
                    if (end > begin && m_text[end - 1] == '\r') --end;
                    out.comments.push_back({begin, end});
                } else break;
            }
            // Scanned in place: a token is not copied or moved once made.
            Token& tok = out.tokens.emplace_back();
            tok.firstOnLine = newLine;
            newLine = false;
            tok.begin = static_cast<std::uint32_t>(m_pos);
            if (m_pos >= m_text.size()) {
                tok.kind = TokenKind::Eof;
                tok.end = tok.begin;
                break;
            }
            if (scan(tok)) tok.end = static_cast<std::uint32_t>(m_pos);
            else out.tokens.pop_back();
        }
        return out;
    }

private:
    char peek(std::size_t ahead) const { return m_pos + ahead < m_text.size() ? m_text[m_pos + ahead] : '\0'; }
    unsigned char upeek(std::size_t ahead) const { return static_cast<unsigned char>(peek(ahead)); }

    void error(std::size_t begin, std::size_t end, std::string message)
    {
        m_sink.error({m_file, static_cast<std::uint32_t>(begin), static_cast<std::uint32_t>(end)}, std::move(message));
    }

    bool symbol(Token& tok, Symbol sym, std::size_t length)
    {
        tok.kind = TokenKind::Symbol;
        tok.symbol = sym;
        m_pos += length;
        return true;
    }

    bool keyword(Token& tok, Keyword kw, std::size_t length, const char* text)
    {
        tok.kind = TokenKind::Keyword;
        tok.keyword = kw;
        tok.text = text;
        m_pos += length;
        return true;
    }

    // Returns false when nothing was produced (the bad character was skipped).
    bool scan(Token& tok)
    {
        const unsigned char c = upeek(0);
        if (isIdentStart(c)) return scanWord(tok);
        if (isDigit(c) || (c == '.' && isDigit(upeek(1)))) return scanNumber(tok);
        switch (c) {
        case '"': return scanString(tok);
        case '\'': return scanCharacter(tok);
        case '+': return symbol(tok, Symbol::Plus, 1);
        case '-': return peek(1) == '>' ? symbol(tok, Symbol::Arrow, 2) : symbol(tok, Symbol::Minus, 1);
        case '*': return symbol(tok, Symbol::Star, 1);
        case '/':
            if (peek(1) == '/') return symbol(tok, Symbol::IntDiv, 2);
            if (peek(1) == '=') return symbol(tok, Symbol::Ne, 2);
            if (peek(1) == '~') return symbol(tok, Symbol::NotTilde, 2);
            return symbol(tok, Symbol::Slash, 1);
        case '\\':
            if (peek(1) == '\\') return symbol(tok, Symbol::Mod, 2);
            break;
        case '^': return symbol(tok, Symbol::Power, 1);
        case '=': return symbol(tok, Symbol::Eq, 1);
        case '~': return symbol(tok, Symbol::Tilde, 1);
        case '<':
            if (peek(1) == '<') return symbol(tok, Symbol::LArray, 2);
            if (peek(1) == '=') return symbol(tok, Symbol::Le, 2);
            return symbol(tok, Symbol::Lt, 1);
        case '>':
            if (peek(1) == '>') return symbol(tok, Symbol::RArray, 2);
            if (peek(1) == '=') return symbol(tok, Symbol::Ge, 2);
            return symbol(tok, Symbol::Gt, 1);
        case ':': return peek(1) == '=' ? symbol(tok, Symbol::Assign, 2) : symbol(tok, Symbol::Colon, 1);
        case '?':
            if (peek(1) == '=') return symbol(tok, Symbol::AssignAttempt, 2);
            return symbol(tok, Symbol::Question, 1);
        case '!': return symbol(tok, Symbol::Bang, 1);
        case '.': return peek(1) == '.' ? symbol(tok, Symbol::DotDot, 2) : symbol(tok, Symbol::Dot, 1);
        case ',': return symbol(tok, Symbol::Comma, 1);
        case ';': return symbol(tok, Symbol::Semicolon, 1);
        case '(': return symbol(tok, Symbol::LParen, 1);
        case ')': return symbol(tok, Symbol::RParen, 1);
        case '[': return symbol(tok, Symbol::LBracket, 1);
        case ']': return symbol(tok, Symbol::RBracket, 1);
        case '{': return symbol(tok, Symbol::LBrace, 1);
        case '}': return symbol(tok, Symbol::RBrace, 1);
        case '|':
            if (peek(1) == '.' && peek(2) == '.' && peek(3) == '|') return symbol(tok, Symbol::Interval, 4);
            return scanFreeOperator(tok);
        case '@':
        case '&':
            return scanFreeOperator(tok);
        case '#':
            if (isFreeOpChar(upeek(1))) return scanFreeOperator(tok);
            break;
        case 0xC2:
            if (upeek(1) == 0xAC) return keyword(tok, Keyword::Not, 2, "not");
            if (upeek(1) == 0xA6) return symbol(tok, Symbol::Bar, 2);
            break;
        case 0xE2: {
            const unsigned char b1 = upeek(1), b2 = upeek(2);
            const bool ellipsis = upeek(3) == 0xE2 && upeek(4) == 0x80 && upeek(5) == 0xA6;
            if (b1 == 0x88 && b2 == 0xA7) return ellipsis ? symbol(tok, Symbol::AndThen, 6) : keyword(tok, Keyword::And, 3, "and");
            if (b1 == 0x88 && b2 == 0xA8) return ellipsis ? symbol(tok, Symbol::OrElse, 6) : keyword(tok, Keyword::Or, 3, "or");
            if (b1 == 0x87 && b2 == 0x92) return keyword(tok, Keyword::Implies, 3, "implies");
            if (b1 == 0x89 && b2 == 0xA4) return symbol(tok, Symbol::Le, 3);
            if (b1 == 0x89 && b2 == 0xA5) return symbol(tok, Symbol::Ge, 3);
            if (b1 == 0x89 && b2 == 0xA0) return symbol(tok, Symbol::Ne, 3);
            if (b1 == 0x88 && b2 == 0x80) return symbol(tok, Symbol::ForAll, 3);
            if (b1 == 0x88 && b2 == 0x83) return symbol(tok, Symbol::Exists, 3);
            if (b1 == 0x9F && b2 == 0xB3) return symbol(tok, Symbol::LoopStart, 3);
            if (b1 == 0x9F && b2 == 0xB2) return symbol(tok, Symbol::LoopEnd, 3);
            break;
        }
        case '$':
            if (isIdentStart(upeek(1))) return symbol(tok, Symbol::Dollar, 1);
            break;
        default:
            break;
        }
        if (std::size_t length = 0; c >= 0x80 && isUnicodeOperator(peekCodePoint(m_text.substr(m_pos), length))) return scanFreeOperator(tok);
        // Invalid character: report it (a whole UTF-8 sequence at once) and skip it.
        std::size_t length = 1;
        if (c >= 0xC0) {
            while (length < 4 && (upeek(length) & 0xC0) == 0x80) ++length;
        }
        std::string shown = c < 0x20 || c == 0x7F ? "%/" + std::to_string(c) + "/" : std::string(m_text.substr(m_pos, length));
        error(m_pos, m_pos + length, "invalid character `" + shown + "'");
        m_pos += length;
        return false;
    }

    bool scanFreeOperator(Token& tok)
    {
        const std::size_t begin = m_pos;
        while (m_pos < m_text.size()) {
            if (peek(0) == '-' && peek(1) == '-') break;  // a comment starts
            std::size_t length = 1;
            if (upeek(0) >= 0x80) {
                if (!isUnicodeOperator(peekCodePoint(m_text.substr(m_pos), length))) break;
            } else if (!isFreeOpChar(upeek(0))) {
                break;
            }
            m_pos += length;
        }
        tok.kind = TokenKind::FreeOperator;
        tok.text = std::string(m_text.substr(begin, m_pos - begin));
        return true;
    }

    bool scanWord(Token& tok)
    {
        const std::size_t begin = m_pos;
        while (m_pos < m_text.size() && isIdentChar(upeek(0))) ++m_pos;
        tok.text.assign(m_text.data() + begin, m_pos - begin);
        for (char& ch : tok.text) {
            if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
        }
        tok.keyword = lookupKeyword(tok.text);
        tok.kind = tok.keyword == Keyword::None ? TokenKind::Identifier : TokenKind::Keyword;
        return true;
    }

    static int digitValue(unsigned char ch)
    {
        if (ch >= '0' && ch <= '9') return ch - '0';
        if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
        if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
        return 99;
    }

    bool scanNumber(Token& tok)
    {
        const std::size_t begin = m_pos;
        int base = 10;
        if (peek(0) == '0') {
            const char p = peek(1);
            if ((p == 'x' || p == 'X') && digitValue(upeek(2)) < 16) base = 16;
            else if ((p == 'b' || p == 'B') && digitValue(upeek(2)) < 2) base = 2;
            else if ((p == 'c' || p == 'C') && digitValue(upeek(2)) < 8) base = 8;
            if (base != 10) m_pos += 2;
        }
        std::uint64_t value = 0;
        bool overflow = false;
        std::string digits;  // decimal digits without separators, for reals
        while (m_pos < m_text.size()) {
            const unsigned char ch = upeek(0);
            if (ch == '_') { ++m_pos; continue; }
            const int d = digitValue(ch);
            if (d >= base) break;
            if (value > (std::numeric_limits<std::uint64_t>::max() - static_cast<std::uint64_t>(d)) / static_cast<std::uint64_t>(base)) overflow = true;
            value = value * static_cast<std::uint64_t>(base) + static_cast<std::uint64_t>(d);
            digits.push_back(static_cast<char>(ch));
            ++m_pos;
        }
        bool isReal = false;
        if (base == 10 && peek(0) == '.' && peek(1) != '.') {
            const unsigned char after = upeek(1);
            const bool exponentNext = (after == 'e' || after == 'E') && (isDigit(upeek(2)) || ((upeek(2) == '+' || upeek(2) == '-') && isDigit(upeek(3))));
            if (isDigit(after) || exponentNext || !isIdentStart(after)) {
                isReal = true;
                digits.push_back('.');
                ++m_pos;
                while (m_pos < m_text.size() && (isDigit(upeek(0)) || peek(0) == '_')) {
                    if (peek(0) != '_') digits.push_back(peek(0));
                    ++m_pos;
                }
            }
        }
        if (base == 10 && (peek(0) == 'e' || peek(0) == 'E')
            && (isDigit(upeek(1)) || ((peek(1) == '+' || peek(1) == '-') && isDigit(upeek(2))))) {
            isReal = true;
            digits.push_back('e');
            ++m_pos;
            if (peek(0) == '+' || peek(0) == '-') digits.push_back(peek(0)), ++m_pos;
            while (m_pos < m_text.size() && (isDigit(upeek(0)) || peek(0) == '_')) {
                if (peek(0) != '_') digits.push_back(peek(0));
                ++m_pos;
            }
        }
        tok.text = std::string(m_text.substr(begin, m_pos - begin));
        if (isReal) {
            tok.kind = TokenKind::Real;
            if (!digits.empty() && digits[0] == '.') digits.insert(digits.begin(), '0');
            tok.realValue = std::strtod(digits.c_str(), nullptr);
            return true;
        }
        tok.kind = TokenKind::Integer;
        if (!overflow && value == static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()) + 1) {
            tok.isMinMagnitude = true;  // the parser accepts it only after a unary minus
            tok.intValue = std::numeric_limits<std::int64_t>::min();
            return true;
        }
        if (overflow) {
            error(begin, m_pos, "integer literal too large");
            value = 0;
        }
        tok.intValue = static_cast<std::int64_t>(value);
        return true;
    }

    // Decodes one `%` escape at m_pos (pointing at '%'); returns false when malformed.
    bool scanEscape(std::uint32_t& code)
    {
        const std::size_t begin = m_pos;
        const char e = peek(1);
        m_pos += 2;
        switch (e) {
        case 'A': code = '@'; return true;
        case 'B': code = 8; return true;
        case 'C': code = '^'; return true;
        case 'D': code = '$'; return true;
        case 'F': code = 12; return true;
        case 'H': code = '\\'; return true;
        case 'L': code = '~'; return true;
        case 'N': code = '\n'; return true;
        case 'Q': code = '`'; return true;
        case 'R': code = '\r'; return true;
        case 'S': code = '#'; return true;
        case 'T': code = '\t'; return true;
        case 'U': code = 0; return true;
        case 'V': code = '|'; return true;
        case '%': code = '%'; return true;
        case '\'': code = '\''; return true;
        case '"': code = '"'; return true;
        case '(': code = '['; return true;
        case ')': code = ']'; return true;
        case '<': code = '{'; return true;
        case '>': code = '}'; return true;
        case '/': {
            std::uint64_t value = 0;
            int count = 0;
            int base = 10;
            const char prefix = static_cast<char>(peek(1) | 0x20);
            if (peek(0) == '0' && (prefix == 'x' || prefix == 'c' || prefix == 'b')) {
                base = prefix == 'x' ? 16 : prefix == 'c' ? 8 : 2;
                m_pos += 2;
            }
            while (digitValue(upeek(0)) < base && count < 12) {
                value = value * static_cast<std::uint64_t>(base) + static_cast<std::uint64_t>(digitValue(upeek(0)));
                ++m_pos;
                ++count;
            }
            if (count > 0 && peek(0) == '/' && value <= 0x10FFFF) {
                ++m_pos;
                code = static_cast<std::uint32_t>(value);
                return true;
            }
            error(begin, m_pos, "invalid character code in `%/.../' escape");
            code = '?';
            return false;
        }
        default:
            if (e == '\n' || e == '\0') m_pos = begin + 1;
            error(begin, m_pos, std::string("invalid escape `%") + (e == '\n' || e == '\0' ? "" : std::string(1, e)) + "'");
            code = '?';
            return false;
        }
    }

    bool scanCharacter(Token& tok)
    {
        const std::size_t begin = m_pos;
        ++m_pos;
        tok.kind = TokenKind::Character;
        const unsigned char c = upeek(0);
        if (m_pos >= m_text.size() || c == '\n' || c == '\'') {
            error(begin, m_pos, c == '\'' ? "empty character literal" : "unterminated character");
            if (c == '\'') ++m_pos;
            return true;
        }
        if (c == '%') {
            scanEscape(tok.charValue);
        } else if (c >= 0x80) {
            tok.charValue = decodeUtf8();
        } else {
            tok.charValue = c;
            ++m_pos;
        }
        if (peek(0) != '\'') {
            std::size_t p = m_pos;
            while (p < m_text.size() && m_text[p] != '\n' && m_text[p] != '\'' && p - begin < 64) ++p;
            if (p < m_text.size() && m_text[p] == '\'') {
                m_pos = p + 1;
                error(begin, m_pos, "character literal must hold exactly one character");
            } else {
                error(begin, m_pos, "unterminated character");
            }
            return true;
        }
        ++m_pos;
        return true;
    }

    std::uint32_t decodeUtf8()
    {
        const unsigned char c = upeek(0);
        int extra = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
        std::uint32_t code = extra == 3 ? (c & 0x07u) : extra == 2 ? (c & 0x0Fu) : extra == 1 ? (c & 0x1Fu) : c;
        ++m_pos;
        while (extra-- > 0 && (upeek(0) & 0xC0) == 0x80) {
            code = (code << 6) | (upeek(0) & 0x3Fu);
            ++m_pos;
        }
        return code;
    }

    bool scanString(Token& tok)
    {
        tok.kind = TokenKind::String;
        if ((peek(1) == '[' || peek(1) == '{') && restOfLineBlank(m_pos + 2)) return scanVerbatim(tok);
        const std::size_t begin = m_pos;
        ++m_pos;
        bool differs8 = false;  // tok.text8 in use
        while (true) {
            if (m_pos >= m_text.size() || peek(0) == '\n') {
                error(begin, m_pos, "unterminated string");
                return true;
            }
            const char c = peek(0);
            if (c == '"') { ++m_pos; return true; }
            if (c == '%') {
                // Line continuation: `%` at end of line, then `%` at the start of the next.
                std::size_t p = m_pos + 1;
                while (p < m_text.size() && (m_text[p] == ' ' || m_text[p] == '\t' || m_text[p] == '\r')) ++p;
                if (p < m_text.size() && m_text[p] == '\n') {
                    ++p;
                    while (p < m_text.size() && (m_text[p] == ' ' || m_text[p] == '\t')) ++p;
                    if (p < m_text.size() && m_text[p] == '%') {
                        m_pos = p + 1;
                        continue;
                    }
                    m_pos = p;
                    error(begin, m_pos, "unterminated string");
                    return true;
                }
                std::uint32_t code = 0;
                scanEscape(code);
                const bool oneByte = code >= 0x80 && code <= 0xFF;
                if (oneByte && !differs8) {
                    tok.text8 = tok.text;
                    differs8 = true;
                }
                appendUtf8(tok.text, code);
                if (oneByte) tok.text8.push_back(static_cast<char>(code));
                else if (differs8) appendUtf8(tok.text8, code);
                continue;
            }
            tok.text.push_back(c);
            if (differs8) tok.text8.push_back(c);
            ++m_pos;
        }
    }

    bool restOfLineBlank(std::size_t p) const
    {
        while (p < m_text.size() && (m_text[p] == ' ' || m_text[p] == '\t' || m_text[p] == '\r')) ++p;
        return p < m_text.size() && m_text[p] == '\n';
    }

    bool scanVerbatim(Token& tok)
    {
        const std::size_t begin = m_pos;
        const bool aligned = peek(1) == '[';
        const char closer = aligned ? ']' : '}';
        tok.isVerbatim = true;
        std::size_t p = m_pos + 2;
        while (m_text[p] != '\n') ++p;
        ++p;
        std::vector<std::string_view> lines;
        while (true) {
            if (p >= m_text.size()) {
                m_pos = m_text.size();
                error(begin, m_pos, "unterminated verbatim string");
                break;
            }
            std::size_t eol = p;
            while (eol < m_text.size() && m_text[eol] != '\n') ++eol;
            std::string_view line = m_text.substr(p, eol - p);
            if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
            std::size_t q = 0;
            while (q < line.size() && (line[q] == ' ' || line[q] == '\t')) ++q;
            if (q + 2 <= line.size() && line[q] == closer && line[q + 1] == '"') {
                m_pos = p + q + 2;
                break;
            }
            lines.push_back(line);
            p = eol < m_text.size() ? eol + 1 : eol;
        }
        std::size_t common = std::string_view::npos;
        if (aligned) {
            for (auto line : lines) {
                std::size_t q = 0;
                while (q < line.size() && (line[q] == ' ' || line[q] == '\t')) ++q;
                if (q == line.size()) continue;  // blank lines do not count
                common = common == std::string_view::npos ? q : std::min(common, q);
            }
            // Require the same whitespace characters as the first non-blank line.
            if (common != std::string_view::npos) {
                std::string_view prefix;
                for (auto line : lines) {
                    std::size_t q = 0;
                    while (q < line.size() && (line[q] == ' ' || line[q] == '\t')) ++q;
                    if (q == line.size()) continue;
                    if (prefix.empty() && common > 0) prefix = line.substr(0, common);
                    std::size_t k = 0;
                    while (k < common && k < line.size() && line[k] == prefix[k]) ++k;
                    common = k;
                }
            }
        }
        if (common == std::string_view::npos) common = 0;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            if (i > 0) tok.text.push_back('\n');
            std::string_view line = lines[i];
            tok.text.append(line.size() >= common ? line.substr(common) : std::string_view());
        }
        return true;
    }

    std::string_view m_text;
    int m_file;
    DiagnosticSink& m_sink;
    std::size_t m_pos = 0;
};

}  // namespace

void appendUtf8(std::string& out, std::uint32_t cp)
{
    if (cp < 0x80) {
        out.push_back(static_cast<char>(cp));
    } else if (cp < 0x800) {
        out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else {
        out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    }
}

TokenStream tokenize(std::string_view text, int fileId, DiagnosticSink& sink)
{
    return Lexer(text, fileId, sink).run();
}

const char* keywordText(Keyword kw)
{
    for (const auto& e : kKeywords) {
        if (e.keyword == kw) return e.text;
    }
    return "";
}

const char* symbolText(Symbol sym)
{
    switch (sym) {
    case Symbol::None: return "";
    case Symbol::Plus: return "+";
    case Symbol::Minus: return "-";
    case Symbol::Star: return "*";
    case Symbol::Slash: return "/";
    case Symbol::IntDiv: return "//";
    case Symbol::Mod: return "\\\\";
    case Symbol::Power: return "^";
    case Symbol::Eq: return "=";
    case Symbol::Ne: return "/=";
    case Symbol::Tilde: return "~";
    case Symbol::NotTilde: return "/~";
    case Symbol::Lt: return "<";
    case Symbol::Le: return "<=";
    case Symbol::Gt: return ">";
    case Symbol::Ge: return ">=";
    case Symbol::Interval: return "|..|";
    case Symbol::Assign: return ":=";
    case Symbol::AssignAttempt: return "?=";
    case Symbol::Dot: return ".";
    case Symbol::DotDot: return "..";
    case Symbol::Comma: return ",";
    case Symbol::Semicolon: return ";";
    case Symbol::Colon: return ":";
    case Symbol::LParen: return "(";
    case Symbol::RParen: return ")";
    case Symbol::LBracket: return "[";
    case Symbol::RBracket: return "]";
    case Symbol::LBrace: return "{";
    case Symbol::RBrace: return "}";
    case Symbol::LArray: return "<<";
    case Symbol::RArray: return ">>";
    case Symbol::Arrow: return "->";
    case Symbol::Question: return "?";
    case Symbol::Bang: return "!";
    case Symbol::ForAll: return "\xE2\x88\x80";
    case Symbol::Exists: return "\xE2\x88\x83";
    case Symbol::Bar: return "\xC2\xA6";
    case Symbol::AndThen: return "and then";
    case Symbol::OrElse: return "or else";
    case Symbol::Dollar: return "$";
    case Symbol::LoopStart: return "\xE2\x9F\xB3";
    case Symbol::LoopEnd: return "\xE2\x9F\xB2";
    }
    return "";
}

const std::vector<std::string_view>& keywordSpellings()
{
    static const std::vector<std::string_view> spellings = [] {
        std::vector<std::string_view> out;
        for (const auto& e : kKeywords)
            if (e.text[0] != 0) out.emplace_back(e.text);
        return out;
    }();
    return spellings;
}

bool isKeyword(std::string_view word)
{
    return lookupKeyword(support::asciiLower(word)) != Keyword::None;
}

}  // namespace amend::syntax
