// The parser's entry points, token helpers and error recovery, and the class-level grammar:
// notes, class header, formal generics, inherit/create/convert clauses, feature clauses and
// the invariant. Feature declarations themselves are in parse_features.cpp.
#include "syntax/lexer.h"

#include "support/ascii_case.h"
#include "syntax/parser.h"
#include "syntax/parser_impl.h"

namespace amend::syntax {

namespace {
constexpr int kMaxNesting = 500;
}  // namespace

Parser::Parser(const SourceFile& file, int fileId, TokenStream tokens, DiagnosticSink& sink)
    : m_file(file), m_fileId(fileId), m_tokens(std::move(tokens)), m_sink(sink)
{
}

const Token& Parser::peekAt(std::size_t ahead) const
{
    const std::size_t i = m_pos + ahead;
    return i < m_tokens.tokens.size() ? m_tokens.tokens[i] : m_tokens.tokens.back();
}

void Parser::advance()
{
    if (atEof()) return;
    m_lastEnd = cur().end;
    ++m_pos;
}

bool Parser::acceptKw(Keyword kw)
{
    if (!isKw(kw)) return false;
    advance();
    return true;
}

bool Parser::acceptSym(Symbol sym)
{
    if (!isSym(sym)) return false;
    advance();
    return true;
}

bool Parser::expectKw(Keyword kw, const char* context)
{
    if (acceptKw(kw)) return true;
    std::string message = std::string("expected `") + keywordText(kw) + "'";
    if (context) message += std::string(" ") + context;
    error(here(), message);
    return false;
}

bool Parser::expectSym(Symbol sym, const char* context)
{
    if (acceptSym(sym)) return true;
    std::string message = std::string("expected `") + symbolText(sym) + "'";
    if (context) message += std::string(" ") + context;
    error(here(), message);
    return false;
}

std::string Parser::spelling(const Token& t) const
{
    if (t.kind == TokenKind::Eof) return "end of file";
    return m_file.slice(t.begin, t.end);
}

std::string Parser::describe(const Token& t) const
{
    if (t.kind == TokenKind::Eof) return "end of file";
    std::string s = spelling(t);
    if (s.size() > 40) s = s.substr(0, 37) + "...";
    return "`" + s + "'";
}

void Parser::error(const SourceRange& range, std::string message)
{
    if (m_aborted) return;
    if (range.begin == m_lastErrorAt) return;  // one error per position: avoid cascades
    m_lastErrorAt = range.begin;
    m_sink.error(range, std::move(message));
}

void Parser::unexpected(const char* expected)
{
    std::string message = "unexpected " + describe(cur());
    if (expected) message += std::string(", expected ") + expected;
    error(here(), message);
}

std::string Parser::expectIdentifier(const char* what, SourceRange* range)
{
    if (isIdent()) {
        std::string name = cur().text;
        if (range) *range = here();
        advance();
        return name;
    }
    unexpected(what);
    if (range) *range = here();
    return {};
}

std::string Parser::expectClassName(SourceRange* range)
{
    // Class names may collide with nothing but keywords; accept any identifier.
    return support::asciiUpper(expectIdentifier("a class name", range));
}

bool Parser::enterNesting()
{
    ++m_depth;
    if (m_depth <= kMaxNesting) return !m_aborted;
    if (!m_aborted) {
        m_sink.error(here(), "nesting too deep (more than " + std::to_string(kMaxNesting) + " levels)");
        m_aborted = true;
        m_pos = m_tokens.tokens.size() - 1;  // jump to Eof: every loop stops
    }
    return false;
}

// ---------------------------------------------------------------------------------------------
// Recovery.

bool Parser::isClassLevelKeyword() const
{
    if (cur().kind != TokenKind::Keyword) return false;
    switch (cur().keyword) {
    case Keyword::Feature: case Keyword::Invariant: case Keyword::Class: case Keyword::Inherit:
    case Keyword::Note: case Keyword::Deferred: case Keyword::Expanded: case Keyword::Frozen:
        return true;
    default:
        return false;
    }
}

bool Parser::isCompoundEnd() const
{
    if (atEof() || isSym(Symbol::LoopEnd)) return true;
    if (cur().kind != TokenKind::Keyword) return false;
    switch (cur().keyword) {
    case Keyword::End: case Keyword::Else: case Keyword::Elseif: case Keyword::When:
    case Keyword::Until: case Keyword::Loop: case Keyword::Variant: case Keyword::Invariant:
    case Keyword::Ensure: case Keyword::Rescue: case Keyword::Feature: case Keyword::Class:
    case Keyword::Then: case Keyword::Local: case Keyword::Require: case Keyword::Do:
    case Keyword::Once: case Keyword::Note:
        return true;
    default:
        return false;
    }
}

void Parser::skipToInstructionSync()
{
    // Skip at least one token, then stop at an instruction keyword, a compound end or an
    // identifier that starts a line.
    advance();
    while (!atEof()) {
        if (isCompoundEnd()) return;
        if (cur().kind == TokenKind::Keyword) {
            switch (cur().keyword) {
            case Keyword::If: case Keyword::Inspect: case Keyword::From: case Keyword::Across:
            case Keyword::Check: case Keyword::Debug: case Keyword::Retry: case Keyword::Create:
                if (cur().firstOnLine) return;
                break;
            default:
                break;
            }
        }
        if ((isIdent() || isKw(Keyword::Result) || isKw(Keyword::Precursor)) && cur().firstOnLine) return;
        advance();
    }
}

void Parser::skipToFeatureSync()
{
    advance();
    while (!atEof()) {
        if (isClassLevelKeyword() || isKw(Keyword::End)) return;
        if (isIdent() && cur().firstOnLine) return;
        advance();
    }
}

// ---------------------------------------------------------------------------------------------
// Modules and classes.

Module Parser::parseModule()
{
    Module module;
    module.fileId = m_fileId;
    while (!atEof()) {
        const std::size_t before = m_pos;
        std::string description;
        std::vector<NoteEntry> notes;
        if (isKw(Keyword::Note)) parseNote(&description, &notes);
        if (atEof()) break;
        if (isKw(Keyword::Class) || isKw(Keyword::Deferred) || isKw(Keyword::Expanded) || isKw(Keyword::Frozen)) {
            auto cls = parseClass();
            if (cls) {
                if (cls->description.empty()) cls->description = description;
                cls->notes.insert(cls->notes.begin(), notes.begin(), notes.end());
                module.classes.push_back(std::move(cls));
            }
        } else {
            unexpected("`class'");
            advance();
            while (!atEof() && !isKw(Keyword::Class) && !isKw(Keyword::Note) && !isKw(Keyword::Deferred)
                   && !isKw(Keyword::Expanded) && !isKw(Keyword::Frozen)) {
                advance();
            }
        }
        if (m_pos == before) advance();  // guarantee progress
    }
    return module;
}

void Parser::parseNote(std::string* description, std::vector<NoteEntry>* notes)
{
    advance();  // note
    while (!atEof()) {
        if (!(isIdent() || cur().kind == TokenKind::Keyword) || !tokIsSym(peekAt(1), Symbol::Colon)) break;
        if (cur().kind == TokenKind::Keyword && cur().keyword != Keyword::Note && isClassLevelKeyword()) break;
        const std::string tag = cur().text;
        advance();
        advance();  // ':'
        NoteEntry* entry = nullptr;
        if (notes) {
            notes->push_back({support::asciiLower(tag), {}});
            entry = &notes->back();
        }
        bool first = true;
        while (!atEof()) {
            const Token& t = cur();
            if ((t.kind == TokenKind::Identifier || t.kind == TokenKind::Keyword) && tokIsSym(peekAt(1), Symbol::Colon)) break;
            if (t.kind == TokenKind::Keyword && t.keyword != Keyword::True && t.keyword != Keyword::False
                && t.keyword != Keyword::Void) break;
            if (t.kind == TokenKind::Symbol && t.symbol != Symbol::Comma && t.symbol != Symbol::Semicolon
                && t.symbol != Symbol::Dot && t.symbol != Symbol::Slash && t.symbol != Symbol::Minus
                && t.symbol != Symbol::LBracket && t.symbol != Symbol::RBracket) break;
            if (first && t.kind == TokenKind::String && tag == "description" && description) *description = t.text;
            if (entry && (t.kind == TokenKind::Identifier || t.kind == TokenKind::String || t.kind == TokenKind::Keyword)) entry->values.push_back(t.text);
            first = false;
            advance();
        }
    }
}

std::unique_ptr<ClassDecl> Parser::parseClass()
{
    DepthGuard guard(*this);
    auto cls = std::make_unique<ClassDecl>();
    const std::uint32_t begin = cur().begin;
    while (true) {
        if (acceptKw(Keyword::Deferred)) cls->isDeferred = true;
        else if (acceptKw(Keyword::Expanded)) cls->isExpanded = true;
        else if (acceptKw(Keyword::Frozen)) cls->isFrozen = true;
        else break;
    }
    expectKw(Keyword::Class, nullptr);
    cls->name = expectClassName(&cls->nameRange);
    if (isSym(Symbol::LBracket)) parseFormalGenerics(*cls);
    if (acceptKw(Keyword::Obsolete)) {
        cls->isObsolete = true;
        cls->obsoleteMessage = parseStringToken("an obsolete message");
    }
    bool closed = false;
    while (!atEof() && !m_aborted) {
        const std::size_t before = m_pos;
        if (isKw(Keyword::Inherit)) parseInheritClause(*cls);
        else if (isKw(Keyword::Create)) parseCreationClause(*cls);
        else if (isKw(Keyword::Convert)) parseConvertClause(*cls);
        else if (isKw(Keyword::Feature)) parseFeatureClause(*cls);
        else if (isKw(Keyword::Note)) parseNote(cls->description.empty() ? &cls->description : nullptr, &cls->notes);
        else if (isKw(Keyword::Invariant)) {
            const std::uint32_t invBegin = cur().begin;
            advance();
            auto clauses = parseAssertions();
            for (auto& a : clauses) cls->invariant.push_back(std::move(a));
            cls->invariantRange = from(invBegin);
        } else if (isKw(Keyword::End)) {
            advance();
            closed = true;
            break;
        } else if (isKw(Keyword::Class) || isKw(Keyword::Deferred) || isKw(Keyword::Expanded) || isKw(Keyword::Frozen)) {
            error(here(), "expected `end' to close the class");
            closed = true;
            break;
        } else {
            unexpected();
            skipToFeatureSync();
            // A stray identifier at the start of a line is probably a feature: read it as one.
            if (isIdent()) parseFeature(*cls, {}, SourceRange{});
        }
        if (m_pos == before) advance();
    }
    if (!closed) {
        error(here(), "expected `end' to close the class");
    }
    cls->range = from(begin);
    return cls;
}

void Parser::parseFormalGenerics(ClassDecl& cls)
{
    advance();  // [
    while (!atEof()) {
        FormalGeneric g;
        const std::uint32_t begin = cur().begin;
        while (true) {
            if (acceptKw(Keyword::Frozen)) g.isFrozen = true;
            else if (acceptKw(Keyword::Detachable)) g.isDetachableMark = true;
            else if (acceptSym(Symbol::Question)) g.isDetachableMark = true;
            else break;
        }
        g.name = expectClassName();
        if (g.name.empty()) break;
        if (acceptSym(Symbol::Arrow)) {
            if (acceptSym(Symbol::LBrace)) {
                while (!atEof()) {
                    if (auto t = parseType()) g.constraints.push_back(std::move(t));
                    if (isKw(Keyword::Rename)) {  // `{A rename f as g end}`: skip the renaming
                        while (!atEof() && !isKw(Keyword::End)) advance();
                        acceptKw(Keyword::End);
                    }
                    if (!acceptSym(Symbol::Comma)) break;
                }
                expectSym(Symbol::RBrace);
            } else if (auto t = parseType()) {
                if (t->attachment == TypeMark::Attachment::Detachable) g.isDetachableMark = true;
                g.constraints.push_back(std::move(t));
                if (isKw(Keyword::Rename)) {
                    while (!atEof() && !isKw(Keyword::End)) advance();
                    acceptKw(Keyword::End);
                }
            }
            if (acceptKw(Keyword::Create)) {
                g.creationConstraint = parseFeatureNameList();
                expectKw(Keyword::End, "to close the creation constraint");
            }
        }
        g.range = from(begin);
        cls.generics.push_back(std::move(g));
        if (!acceptSym(Symbol::Comma) && !acceptSym(Symbol::Semicolon)) break;
    }
    expectSym(Symbol::RBracket, "to close the formal generics");
}

std::vector<std::string> Parser::parseClientList()
{
    std::vector<std::string> clients;
    advance();  // {
    while (isIdent()) {
        clients.push_back(support::asciiUpper(cur().text));
        advance();
        if (!acceptSym(Symbol::Comma)) break;
    }
    expectSym(Symbol::RBrace);
    return clients;
}

std::vector<std::string> Parser::parseFeatureNameList()
{
    std::vector<std::string> names;
    while (isIdent()) {
        names.push_back(cur().text);
        advance();
        if (!acceptSym(Symbol::Comma)) break;
    }
    return names;
}

std::string Parser::parseStringToken(const char* what)
{
    if (cur().kind == TokenKind::String) {
        std::string s = cur().text;
        advance();
        return s;
    }
    unexpected(what);
    return {};
}

void Parser::parseInheritClause(ClassDecl& cls)
{
    advance();  // inherit
    bool nonConforming = false;
    if (isSym(Symbol::LBrace)) {
        const auto clients = parseClientList();
        nonConforming = clients.size() == 1 && clients[0] == "NONE";
    }
    while (isIdent() || isKw(Keyword::Attached) || isKw(Keyword::Detachable)) {
        Parent parent;
        parent.nonConforming = nonConforming;
        parseParent(parent);
        cls.parents.push_back(std::move(parent));
        acceptSym(Symbol::Semicolon);
    }
}

void Parser::parseParent(Parent& parent)
{
    const std::uint32_t begin = cur().begin;
    parent.type = parseType();
    bool hasSubclause = false;
    if (acceptKw(Keyword::Rename)) {
        hasSubclause = true;
        while (isIdent()) {
            Rename r;
            const std::uint32_t rb = cur().begin;
            r.oldName = cur().text;
            advance();
            expectKw(Keyword::As, "in rename clause");
            r.newName = expectIdentifier("a feature name");
            if (acceptKw(Keyword::Alias)) {
                r.newAlias = parseStringToken("an alias string");
                while (acceptKw(Keyword::Alias)) r.moreAliases.push_back(parseStringToken("an alias string"));
                acceptKw(Keyword::Convert);
            }
            r.range = from(rb);
            parent.renames.push_back(std::move(r));
            if (!acceptSym(Symbol::Comma)) break;
        }
    }
    if (acceptKw(Keyword::Export)) {
        hasSubclause = true;
        while (isSym(Symbol::LBrace)) {
            ExportItem item;
            const std::uint32_t eb = cur().begin;
            item.clients = parseClientList();
            if (acceptKw(Keyword::All)) item.all = true;
            else item.features = parseFeatureNameList();
            item.range = from(eb);
            parent.exports.push_back(std::move(item));
            acceptSym(Symbol::Semicolon);
        }
    }
    if (acceptKw(Keyword::Undefine)) { hasSubclause = true; parent.undefines = parseFeatureNameList(); }
    if (acceptKw(Keyword::Redefine)) { hasSubclause = true; parent.redefines = parseFeatureNameList(); }
    if (acceptKw(Keyword::Select)) { hasSubclause = true; parent.selects = parseFeatureNameList(); }
    if (hasSubclause) expectKw(Keyword::End, "to close the parent clause");
    parent.range = from(begin);
}

void Parser::parseCreationClause(ClassDecl& cls)
{
    CreationClause clause;
    const std::uint32_t begin = cur().begin;
    advance();  // create
    if (isSym(Symbol::LBrace)) clause.clients = parseClientList();
    clause.features = parseFeatureNameList();
    clause.range = from(begin);
    cls.hasCreationClause = true;
    cls.creators.push_back(std::move(clause));
}

// `convert make_from ({A, B}), to_real: {REAL_64}': creation procedures and queries that convert.
void Parser::parseConvertClause(ClassDecl& cls)
{
    advance();  // convert
    while (isIdent()) {
        ConvertItem item;
        const std::uint32_t begin = cur().begin;
        item.feature = cur().text;
        advance();
        if (acceptSym(Symbol::LParen)) {
            item.isCreation = true;
        } else {
            expectSym(Symbol::Colon, "after a conversion query's name");
        }
        if (expectSym(Symbol::LBrace, "before the conversion types")) {
            while (!atEof()) {
                item.types.push_back(parseType());
                if (!acceptSym(Symbol::Comma)) break;
            }
            expectSym(Symbol::RBrace, "after the conversion types");
        }
        if (item.isCreation) expectSym(Symbol::RParen, "after the conversion types");
        item.range = from(begin);
        cls.conversions.push_back(std::move(item));
        if (!acceptSym(Symbol::Comma) && !acceptSym(Symbol::Semicolon)) break;
    }
}

void Parser::parseFeatureClause(ClassDecl& cls)
{
    const std::uint32_t begin = cur().begin;
    advance();  // feature
    std::vector<std::string> clients;
    if (isSym(Symbol::LBrace)) clients = parseClientList();
    const SourceRange clauseRange = from(begin);
    while (!atEof()) {
        if (isKw(Keyword::Feature) || isKw(Keyword::Invariant) || isKw(Keyword::End) || isKw(Keyword::Class)
            || isKw(Keyword::Create) || isKw(Keyword::Inherit) || isKw(Keyword::Convert)) break;
        if (isKw(Keyword::Note)) {
            parseNote(nullptr);
            continue;
        }
        if (isKw(Keyword::Deferred) || isKw(Keyword::Expanded)) break;  // next class
        if (isIdent() || isKw(Keyword::Frozen)) {
            const std::size_t before = m_pos;
            parseFeature(cls, clients, clauseRange);
            if (m_pos == before) advance();
            acceptSym(Symbol::Semicolon);
            continue;
        }
        unexpected("a feature declaration");
        skipToFeatureSync();
    }
}

// ---------------------------------------------------------------------------------------------
// Entry points.

Module parseFile(const SourceManager& sources, int fileId, DiagnosticSink& sink)
{
    const SourceFile& file = sources.file(fileId);
    Parser parser(file, fileId, tokenize(file.text(), fileId, sink), sink);
    return parser.parseModule();
}

ExprPtr Parser::parseStandaloneExpression()
{
    ExprPtr e = parseExpr();
    if (!atEof()) unexpected("end of expression");
    return e;
}

Body Parser::parseStandaloneInstructions()
{
    Body body;
    while (!atEof()) {
        Body part = parseCompound();
        for (auto& i : part) body.push_back(std::move(i));
        if (!atEof()) {
            unexpected();
            skipToInstructionSync();
        }
    }
    return body;
}

ExprPtr parseExpression(const SourceManager& sources, int fileId, DiagnosticSink& sink)
{
    const SourceFile& file = sources.file(fileId);
    Parser parser(file, fileId, tokenize(file.text(), fileId, sink), sink);
    return parser.parseStandaloneExpression();
}

ExprPtr parseExpressionText(const std::string& text)
{
    SourceManager scratch;
    DiagnosticSink sink;
    ExprPtr e = parseExpression(scratch, scratch.add("<text>", text), sink);
    return sink.hasErrors() ? nullptr : std::move(e);
}

Body parseInstructions(const SourceManager& sources, int fileId, DiagnosticSink& sink)
{
    const SourceFile& file = sources.file(fileId);
    Parser parser(file, fileId, tokenize(file.text(), fileId, sink), sink);
    return parser.parseStandaloneInstructions();
}

}  // namespace amend::syntax
