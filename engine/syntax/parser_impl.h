// The recursive-descent parser shared by parse_classes.cpp, parse_features.cpp,
// parse_instructions.cpp and parse_expressions.cpp. Internal to the syntax library: users go
// through parser.h. Works over the lexer's token vector with one token of look-ahead (more
// where Eiffel needs it) and recovers from errors by skipping to synchronising tokens.
#pragma once

#include "support/diagnostics.h"
#include "syntax/ast.h"
#include "syntax/token.h"

#include <string>

namespace amend::syntax {

class Parser {
public:
    Parser(const SourceFile& file, int fileId, TokenStream tokens, DiagnosticSink& sink);

    Module parseModule();
    ExprPtr parseStandaloneExpression();
    Body parseStandaloneInstructions();

private:
    friend struct DepthGuard;

    // Token access.
    const Token& cur() const { return m_tokens.tokens[m_pos]; }
    const Token& peekAt(std::size_t ahead) const;
    bool atEof() const { return cur().kind == TokenKind::Eof; }
    bool isKw(Keyword kw) const { return cur().kind == TokenKind::Keyword && cur().keyword == kw; }
    bool isSym(Symbol sym) const { return cur().kind == TokenKind::Symbol && cur().symbol == sym; }
    bool isIdent() const { return cur().kind == TokenKind::Identifier; }
    static bool tokIsSym(const Token& t, Symbol s) { return t.kind == TokenKind::Symbol && t.symbol == s; }
    static bool tokIsKw(const Token& t, Keyword k) { return t.kind == TokenKind::Keyword && t.keyword == k; }
    void advance();
    bool acceptKw(Keyword kw);
    bool acceptSym(Symbol sym);
    bool expectKw(Keyword kw, const char* context);
    bool expectSym(Symbol sym, const char* context = nullptr);
    SourceRange rangeOf(const Token& t) const { return {m_fileId, t.begin, t.end}; }
    SourceRange here() const { return rangeOf(cur()); }
    // True when `t' is the first character of its line (no indentation): a class-level `note'
    // after the last feature, not a feature's own.
    bool startsLine(const Token& t) const { return t.begin == 0 || m_file.text()[t.begin - 1] == '\n'; }
    SourceRange from(std::uint32_t begin) const { return {m_fileId, begin, m_lastEnd > begin ? m_lastEnd : begin}; }
    std::string describe(const Token& t) const;
    std::string spelling(const Token& t) const;
    void error(const SourceRange& range, std::string message);
    void unexpected(const char* expected = nullptr);
    std::string expectIdentifier(const char* what, SourceRange* range = nullptr);
    std::string expectClassName(SourceRange* range = nullptr);
    bool enterNesting();
    void leaveNesting() { --m_depth; }

    // Recovery.
    bool isInstructionStart() const;
    bool isCompoundEnd() const;
    bool isClassLevelKeyword() const;
    void skipToInstructionSync();
    void skipToFeatureSync();

    // Classes and features (parse_classes.cpp, parse_features.cpp).
    std::unique_ptr<ClassDecl> parseClass();
    void parseNote(std::string* description, std::vector<NoteEntry>* notes = nullptr);
    void parseFormalGenerics(ClassDecl& cls);
    void parseInheritClause(ClassDecl& cls);
    void parseParent(Parent& parent);
    void parseCreationClause(ClassDecl& cls);
    void parseConvertClause(ClassDecl& cls);
    void parseFeatureClause(ClassDecl& cls);
    bool parseFeature(ClassDecl& cls, const std::vector<std::string>& clients, const SourceRange& clauseRange);
    void parseRoutineBody(FeatureDecl& feature);
    std::vector<std::string> parseClientList();
    std::vector<std::string> parseFeatureNameList();
    std::string collectHeaderComment(std::uint32_t after) const;
    void parseArguments(std::vector<Argument>& out);
    void parseLocals(std::vector<LocalDecl>& out);
    std::string parseStringToken(const char* what);

    // Types (parse_expressions.cpp).
    TypePtr parseType();

    // Instructions (parse_instructions.cpp).
    Body parseCompound(bool stopAtLoop = false);
    InstrPtr parseInstruction();
    InstrPtr parseCreateInstr();
    InstrPtr parseIf();
    InstrPtr parseInspect();
    InstrPtr parseLoop();
    InstrPtr parseSymbolicLoop();
    InstrPtr parseCheck();
    InstrPtr parseDebug();
    std::vector<Assertion> parseAssertions();
    bool isExpressionStart() const;
    bool isManifestStart() const;  // a literal, `<<' or `[' (after `{T}' of a typed manifest)

    // Expressions (parse_expressions.cpp).
public:
    ExprPtr parseExpr();
private:
    ExprPtr parseBinary(int minLevel);
    ExprPtr parseUnary();
    ExprPtr parsePostfix(ExprPtr base);
    ExprPtr parsePrimary();
    ExprPtr parseCallOrName();
    std::vector<ExprPtr> parseActuals(bool& hasParens);
    ExprPtr parseConditionalExpr();
    ExprPtr parseObjectTest();
    ExprPtr parseCreationExpr();
    ExprPtr parseAcrossExpr(std::uint32_t begin, ExprPtr iterable, std::string name, SourceRange nameRange, bool cursorForm);
    ExprPtr parseQuantifier();
    ExprPtr parseAgent();
    std::shared_ptr<const FeatureDecl> parseInlineAgent();
    void skipBalancedParens();
    ExprPtr errorExpr(const SourceRange& range);
    int binaryLevel(BinaryOp& op, std::string& freeText, int& tokenCount) const;

    const SourceFile& m_file;
    int m_fileId;
    TokenStream m_tokens;
    DiagnosticSink& m_sink;
    std::size_t m_pos = 0;
    std::uint32_t m_lastEnd = 0;      // end offset of the last consumed token
    std::uint32_t m_lastErrorAt = UINT32_MAX;
    int m_depth = 0;
    bool m_aborted = false;           // nesting too deep: stop parsing quietly
    int m_agentDepth = 0;
};

// RAII nesting counter: limits recursion depth so deeply nested input cannot overflow the stack.
struct DepthGuard {
    Parser& parser;
    bool ok;
    explicit DepthGuard(Parser& p) : parser(p), ok(p.enterNesting()) {}
    ~DepthGuard() { parser.leaveNesting(); }
};

}  // namespace amend::syntax
