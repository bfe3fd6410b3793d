// See eiffel_mutator.h. Also defines LLVMFuzzerCustomMutator for every harness that links it:
// half of the mutations token-level, half libFuzzer's own byte mutations.
#include "eiffel_mutator.h"

#include "support/diagnostics.h"
#include "syntax/lexer.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace amend::fuzz {

namespace {

const char* const vocabulary[] = {
    "if", "then", "else", "elseif", "end", "do", "from", "until", "loop", "across", "as", "check", "require", "ensure",
    "invariant", "variant", "local", "create", "Result", "Current", "Void", "old", "not", "and", "or", "and then",
    "or else", "implies", "attached", "detachable", "like", "feature", "class", "inherit", "redefine", "deferred",
    "agent", "inspect", "when", "debug", "once", "retry", "rescue", "True", "False", ":=", "?=", "=", "/=", "~", "<",
    "<=", ">", ">=", "+", "-", "*", "/", "//", "\\\\", "^", ".", "..", ",", ";", ":", "(", ")", "[", "]", "{", "}",
    "<<", ">>", "0", "1", "-1", "2147483647", "-2147483648", "9223372036854775807", "'a'", "\"s\"", "INTEGER",
    "BOOLEAN", "STRING", "ARRAY [INTEGER]", "ANY", "NONE", "x", "i", "item", "count", "make", "default_create",
};

struct Piece {
    std::size_t begin, end;
};

}  // namespace

std::string mutateTokens(const std::string& text, int count, std::mt19937& random)
{
    DiagnosticSink quiet(DiagnosticLimits{0, 0});
    const syntax::TokenStream stream = syntax::tokenize(text, 0, quiet);
    std::vector<Piece> tokens;
    for (const syntax::Token& t : stream.tokens) {
        if (t.kind != syntax::TokenKind::Eof && t.end > t.begin && t.end <= text.size()) tokens.push_back({t.begin, t.end});
    }
    if (tokens.empty()) return text;
    // The text as separators and token spellings, mutated as a list of strings.
    std::vector<std::string> words, gaps;
    std::size_t at = 0;
    for (const Piece& p : tokens) {
        gaps.push_back(text.substr(at, p.begin - at));
        words.push_back(text.substr(p.begin, p.end - p.begin));
        at = p.end;
    }
    const std::string tail = text.substr(at);
    auto pick = [&](std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(random); };
    for (int m = 0; m < count && !words.empty(); ++m) {
        const std::size_t i = pick(words.size());
        switch (pick(5)) {
        case 0:  // delete
            words.erase(words.begin() + static_cast<std::ptrdiff_t>(i));
            gaps.erase(gaps.begin() + static_cast<std::ptrdiff_t>(i));
            break;
        case 1:  // duplicate
            words.insert(words.begin() + static_cast<std::ptrdiff_t>(i), words[i]);
            gaps.insert(gaps.begin() + static_cast<std::ptrdiff_t>(i), " ");
            break;
        case 2:  // swap with another token
            std::swap(words[i], words[pick(words.size())]);
            break;
        case 3:  // replace by a word of the vocabulary
            words[i] = vocabulary[pick(std::size(vocabulary))];
            break;
        default:  // replace by another token of the program (names, literals stay plausible)
            words[i] = words[pick(words.size())];
            break;
        }
    }
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) out += (i < gaps.size() ? gaps[i] : std::string(" ")) + words[i];
    return out + tail;
}

}  // namespace amend::fuzz

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t maxSize);

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t maxSize, unsigned int seed)
{
    std::mt19937 random(seed);
    if (random() % 2 == 0) return LLVMFuzzerMutate(data, size, maxSize);
    const std::string mutated =
        amend::fuzz::mutateTokens(std::string(reinterpret_cast<const char*>(data), size), 1 + static_cast<int>(random() % 3), random);
    const std::size_t n = std::min(mutated.size(), maxSize);
    std::memcpy(data, mutated.data(), n);
    return n;
}
