// Feature declarations: names with aliases, arguments, result type, assigner, constants,
// header comments, contracts, locals and the routine body forms (do, once, deferred,
// external, attribute). Records bodyRange/endRange so fixes can be spliced into the file.
#include "syntax/parser_impl.h"

#include <algorithm>

namespace amend::syntax {

namespace {
std::string trim(std::string_view s)
{
    std::size_t b = 0, e = s.size();
    while (b < e && (s[b] == ' ' || s[b] == '\t' || s[b] == '\r')) ++b;
    while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\r')) --e;
    return std::string(s.substr(b, e - b));
}
}  // namespace

bool Parser::parseFeature(ClassDecl& cls, const std::vector<std::string>& clients, const SourceRange& clauseRange)
{
    DepthGuard guard(*this);
    if (!guard.ok) return false;
    FeatureDecl f;
    f.clients = clients;
    f.clauseRange = clauseRange;
    const std::uint32_t begin = cur().begin;
    while (true) {
        FeatureName n;
        const std::uint32_t nameBegin = cur().begin;
        if (acceptKw(Keyword::Frozen)) n.isFrozen = true;
        n.name = expectIdentifier("a feature name");
        if (n.name.empty()) {
            skipToFeatureSync();
            return false;
        }
        if (acceptKw(Keyword::Alias)) {
            n.alias = parseStringToken("an alias string");
            while (acceptKw(Keyword::Alias)) n.moreAliases.push_back(parseStringToken("an alias string"));
            if (acceptKw(Keyword::Convert)) n.hasConvert = true;
        }
        n.range = from(nameBegin);
        f.names.push_back(std::move(n));
        if (!acceptSym(Symbol::Comma)) break;
    }
    if (isSym(Symbol::LParen)) parseArguments(f.arguments);
    if (acceptSym(Symbol::Colon)) f.type = parseType();
    if (acceptKw(Keyword::Assign)) f.assigner = expectIdentifier("an assigner name");
    bool isConstant = false;
    const bool oldStyleIs = isKw(Keyword::Is);
    if (isSym(Symbol::Eq) || (oldStyleIs && (peekAt(1).kind == TokenKind::Integer || peekAt(1).kind == TokenKind::Real
                                               || peekAt(1).kind == TokenKind::Character || peekAt(1).kind == TokenKind::String
                                               || tokIsKw(peekAt(1), Keyword::True) || tokIsKw(peekAt(1), Keyword::False)
                                               || tokIsSym(peekAt(1), Symbol::Minus) || tokIsSym(peekAt(1), Symbol::Plus)))) {
        advance();
        isConstant = true;
        f.kind = FeatureDecl::Kind::Constant;
        f.constantValue = parseUnary();
        if (!f.type) error(f.names.front().range, "a constant needs a type");
    } else if (oldStyleIs) {
        advance();
    }
    f.headerComment = collectHeaderComment(m_lastEnd);
    if (isKw(Keyword::Obsolete) || (isKw(Keyword::Note) && !startsLine(cur())) || isKw(Keyword::Require) || isKw(Keyword::Local)
        || isKw(Keyword::Do) || isKw(Keyword::Once) || isKw(Keyword::Deferred) || isKw(Keyword::External)
        || isKw(Keyword::Attribute) || isKw(Keyword::Ensure)) {
        if (isConstant) {
            unexpected();
        }
        parseRoutineBody(f);
        if (f.bodyKind == FeatureDecl::BodyKind::Attribute && f.arguments.empty() && !isConstant) {
            f.kind = FeatureDecl::Kind::Attribute;
        }
    } else if (!isConstant) {
        if (f.type && f.arguments.empty()) {
            f.kind = FeatureDecl::Kind::Attribute;
        } else {
            error(here(), "expected a routine body (`do', `once', `deferred', `external' or `attribute')");
            if (!isIdent() && !isClassLevelKeyword() && !isKw(Keyword::End)) skipToFeatureSync();
        }
    }
    f.range = from(begin);
    cls.features.push_back(std::move(f));
    return true;
}

void Parser::parseRoutineBody(FeatureDecl& f)
{
    // `obsolete' and `note' in either order (EiffelStudio writes both).
    for (int i = 0; i < 2; ++i) {
        if (acceptKw(Keyword::Obsolete)) {
            f.isObsolete = true;
            f.obsoleteMessage = parseStringToken("an obsolete message");
            if (f.headerComment.empty()) f.headerComment = collectHeaderComment(m_lastEnd);
        }
        if (isKw(Keyword::Note)) parseNote(nullptr, &f.notes);
    }
    if (acceptKw(Keyword::Require)) {
        f.requireElse = acceptKw(Keyword::Else);
        f.precondition = parseAssertions();
    }
    if (acceptKw(Keyword::Local)) parseLocals(f.locals);
    const std::uint32_t bodyBegin = cur().begin;
    bool hasBody = true;
    if (acceptKw(Keyword::Do)) {
        f.bodyKind = FeatureDecl::BodyKind::Do;
        f.body = parseCompound();
    } else if (acceptKw(Keyword::Once)) {
        f.bodyKind = FeatureDecl::BodyKind::Once;
        if (acceptSym(Symbol::LParen)) {
            while (cur().kind == TokenKind::String) {
                f.onceKeys.push_back(cur().text);
                advance();
                if (!acceptSym(Symbol::Comma)) break;
            }
            expectSym(Symbol::RParen, "to close the once keys");
        }
        f.body = parseCompound();
    } else if (acceptKw(Keyword::Deferred)) {
        f.bodyKind = FeatureDecl::BodyKind::Deferred;
    } else if (acceptKw(Keyword::External)) {
        f.bodyKind = FeatureDecl::BodyKind::External;
        f.externalLanguage = parseStringToken("an external language string");
        if (acceptKw(Keyword::Alias)) f.externalAlias = parseStringToken("an external alias string");
    } else if (acceptKw(Keyword::Attribute)) {
        f.bodyKind = FeatureDecl::BodyKind::Attribute;
        f.body = parseCompound();
    } else {
        hasBody = false;
        error(here(), "expected a routine body (`do', `once', `deferred', `external' or `attribute')");
    }
    if (hasBody) f.bodyRange = {m_fileId, bodyBegin, cur().begin};
    if (acceptKw(Keyword::Ensure)) {
        f.ensureThen = acceptKw(Keyword::Then);
        f.postcondition = parseAssertions();
    }
    if (acceptKw(Keyword::Rescue)) {
        f.hasRescue = true;
        f.rescue = parseCompound();
    }
    if (isKw(Keyword::End)) {
        f.endRange = here();
        advance();
    } else {
        error(here(), "expected `end' to close the routine");
        if (!isClassLevelKeyword() && !(isIdent() && cur().firstOnLine)) skipToFeatureSync();
    }
}

void Parser::parseArguments(std::vector<Argument>& out)
{
    advance();  // (
    while (isIdent()) {
        std::vector<Argument> group;
        while (isIdent()) {
            Argument a;
            a.name = cur().text;
            a.range = here();
            advance();
            group.push_back(std::move(a));
            if (!acceptSym(Symbol::Comma)) break;
        }
        expectSym(Symbol::Colon, "after argument names");
        TypePtr type = parseType();
        for (std::size_t i = 0; i < group.size(); ++i) {
            group[i].type = type ? (i + 1 == group.size() ? std::move(type) : type->clone()) : nullptr;
            out.push_back(std::move(group[i]));
        }
        // Semicolons between declarations are optional, as everywhere in Eiffel.
        if (!acceptSym(Symbol::Semicolon)) acceptSym(Symbol::Comma);
    }
    if (!acceptSym(Symbol::RParen)) {
        unexpected("`)' to close the arguments");
        while (!atEof() && !isSym(Symbol::RParen) && !isSym(Symbol::Colon) && !isCompoundEnd()) advance();
        acceptSym(Symbol::RParen);
    }
}

void Parser::parseLocals(std::vector<LocalDecl>& out)
{
    while (isIdent()) {
        std::vector<LocalDecl> group;
        while (isIdent()) {
            LocalDecl a;
            a.name = cur().text;
            a.range = here();
            advance();
            group.push_back(std::move(a));
            if (!acceptSym(Symbol::Comma)) break;
        }
        if (!expectSym(Symbol::Colon, "after local names")) {
            skipToFeatureSync();
            // Stop at the body keyword or the next declaration line.
            continue;
        }
        TypePtr type = parseType();
        for (std::size_t i = 0; i < group.size(); ++i) {
            group[i].type = type ? (i + 1 == group.size() ? std::move(type) : type->clone()) : nullptr;
            out.push_back(std::move(group[i]));
        }
        acceptSym(Symbol::Semicolon);
    }
}

std::string Parser::collectHeaderComment(std::uint32_t after) const
{
    const auto& comments = m_tokens.comments;
    auto it = std::lower_bound(comments.begin(), comments.end(), after,
                               [](const Comment& c, std::uint32_t offset) { return c.begin < offset; });
    const std::uint32_t limit = cur().begin;
    const std::string& text = m_file.text();
    std::string result;
    std::uint32_t previousEnd = after;
    bool first = true;
    for (; it != comments.end() && it->begin < limit; ++it) {
        // Stop at a blank line between the signature (or the previous comment) and this one.
        int newlines = 0;
        for (std::uint32_t i = previousEnd; i < it->begin; ++i) {
            if (text[i] == '\n') ++newlines;
        }
        if (newlines > 1) break;
        if (!first) result += '\n';
        first = false;
        result += trim(std::string_view(text).substr(it->begin + 2, it->end - it->begin - 2));
        previousEnd = it->end;
    }
    return result;
}

}  // namespace amend::syntax
