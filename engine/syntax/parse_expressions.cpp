// Expressions (precedence climbing over the ECMA-367 operator table) and type marks.
// Levels, lowest first: implies; or, or else, xor; and, and then; comparisons; |..|; + -;
// * / // \\; ^ (right associative); free binary operators; then unary operators and `old`,
// then postfix calls and brackets.
#include "syntax/parser_impl.h"

#include "support/ascii_case.h"

namespace amend::syntax {

ExprPtr Parser::errorExpr(const SourceRange& range)
{
    auto e = std::make_unique<Expr>();
    e->kind = ExprKind::VoidLit;
    e->range = range;
    return e;
}

int Parser::binaryLevel(BinaryOp& op, std::string& freeText, int& tokenCount) const
{
    const Token& t = cur();
    tokenCount = 1;
    if (t.kind == TokenKind::Keyword) {
        switch (t.keyword) {
        case Keyword::Implies: op = BinaryOp::Implies; return 1;
        case Keyword::Or:
            if (tokIsKw(peekAt(1), Keyword::Else)) { op = BinaryOp::OrElse; tokenCount = 2; }
            else op = BinaryOp::Or;
            return 2;
        case Keyword::Xor: op = BinaryOp::Xor; return 2;
        case Keyword::And:
            if (tokIsKw(peekAt(1), Keyword::Then)) { op = BinaryOp::AndThen; tokenCount = 2; }
            else op = BinaryOp::And;
            return 3;
        default: return 0;
        }
    }
    if (t.kind == TokenKind::FreeOperator) {
        op = BinaryOp::Free;
        freeText = t.text;
        return 9;
    }
    if (t.kind != TokenKind::Symbol) return 0;
    switch (t.symbol) {
    case Symbol::OrElse: op = BinaryOp::OrElse; return 2;
    case Symbol::AndThen: op = BinaryOp::AndThen; return 3;
    case Symbol::Eq: op = BinaryOp::Eq; return 4;
    case Symbol::Ne: op = BinaryOp::Ne; return 4;
    case Symbol::Tilde: op = BinaryOp::Tilde; return 4;
    case Symbol::NotTilde: op = BinaryOp::NotTilde; return 4;
    case Symbol::Lt: op = BinaryOp::Lt; return 4;
    case Symbol::Le: op = BinaryOp::Le; return 4;
    case Symbol::Gt: op = BinaryOp::Gt; return 4;
    case Symbol::Ge: op = BinaryOp::Ge; return 4;
    case Symbol::Interval: op = BinaryOp::Interval; return 5;
    case Symbol::Plus: op = BinaryOp::Plus; return 6;
    case Symbol::Minus: op = BinaryOp::Minus; return 6;
    case Symbol::Star: op = BinaryOp::Times; return 7;
    case Symbol::Slash: op = BinaryOp::Divide; return 7;
    case Symbol::IntDiv: op = BinaryOp::IntDiv; return 7;
    case Symbol::Mod: op = BinaryOp::Mod; return 7;
    case Symbol::Power: op = BinaryOp::Power; return 8;
    default: return 0;
    }
}

ExprPtr Parser::parseExpr()
{
    DepthGuard guard(*this);
    if (!guard.ok) return errorExpr(here());
    return parseBinary(1);
}

ExprPtr Parser::parseBinary(int minLevel)
{
    DepthGuard guard(*this);
    if (!guard.ok) return errorExpr(here());
    ExprPtr left = parseUnary();
    // Each operator applied in this loop deepens the (left-leaning) tree: count it as nesting
    // so that later recursive walks (printing, cloning, destruction) stay within the stack.
    int chain = 0;
    while (true) {
        BinaryOp op = BinaryOp::Plus;
        std::string freeText;
        int count = 1;
        const int level = binaryLevel(op, freeText, count);
        if (level == 0 || level < minLevel) break;
        ++chain;
        if (!enterNesting()) break;
        for (int i = 0; i < count; ++i) advance();
        ExprPtr right = parseBinary(op == BinaryOp::Power ? level : level + 1);
        auto e = std::make_unique<Expr>();
        e->kind = ExprKind::Binary;
        e->binaryOp = op;
        e->name = std::move(freeText);
        e->range = SourceRange::cover(left->range, right->range);
        e->args.push_back(std::move(left));
        e->args.push_back(std::move(right));
        left = std::move(e);
    }
    for (int i = 0; i < chain; ++i) leaveNesting();
    return left;
}

ExprPtr Parser::parseUnary()
{
    DepthGuard guard(*this);
    if (!guard.ok) return errorExpr(here());
    const std::uint32_t begin = cur().begin;
    auto e = std::make_unique<Expr>();
    if (cur().kind == TokenKind::FreeOperator && cur().text == "@" && peekAt(1).kind == TokenKind::Identifier) {
        // `@ x': the cursor of iteration variable x; `@ x.target_index' calls on the cursor.
        advance();
        e->kind = ExprKind::Cursor;
        e->name = expectIdentifier("an iteration variable after `@'", &e->nameRange);
        e->range = from(begin);
        return parsePostfix(std::move(e));
    }
    if (isKw(Keyword::Not) || isSym(Symbol::Minus) || isSym(Symbol::Plus) || cur().kind == TokenKind::FreeOperator) {
        e->kind = ExprKind::Unary;
        e->unaryOp = isKw(Keyword::Not) ? UnaryOp::Not : isSym(Symbol::Minus) ? UnaryOp::Minus
                   : isSym(Symbol::Plus) ? UnaryOp::Plus : UnaryOp::Free;
        if (e->unaryOp == UnaryOp::Free) e->name = cur().text;
        advance();
        if (e->unaryOp == UnaryOp::Minus && cur().kind == TokenKind::Integer && cur().isMinMagnitude) {
            // `-9223372036854775808`: the magnitude 2^63 is stored as INT64_MIN (same bits).
            auto lit = std::make_unique<Expr>();
            lit->kind = ExprKind::IntegerLit;
            lit->intValue = cur().intValue;
            lit->text = spelling(cur());
            lit->range = here();
            advance();
            e->args.push_back(std::move(lit));
            e->range = from(begin);
            return e;
        }
        e->args.push_back(parseUnary());
        e->range = from(begin);
        return e;
    }
    if (acceptKw(Keyword::Old)) {
        e->kind = ExprKind::Old;
        e->args.push_back(parseUnary());
        e->range = from(begin);
        return e;
    }
    if (isKw(Keyword::Attached)) return parseObjectTest();
    return parsePostfix(parsePrimary());
}

ExprPtr Parser::parseObjectTest()
{
    const std::uint32_t begin = cur().begin;
    advance();  // attached
    auto e = std::make_unique<Expr>();
    e->kind = ExprKind::ObjectTest;
    // `attached {T} e' tests the type; in `attached {T}.f' the braces start a static call.
    std::size_t close = 1;
    for (int depth = 1; isSym(Symbol::LBrace) && depth > 0 && peekAt(close).kind != TokenKind::Eof; ++close) {
        if (tokIsSym(peekAt(close), Symbol::LBrace)) ++depth;
        else if (tokIsSym(peekAt(close), Symbol::RBrace)) --depth;
    }
    const bool staticCall = isSym(Symbol::LBrace) && tokIsSym(peekAt(close), Symbol::Dot);
    if (!staticCall && acceptSym(Symbol::LBrace)) {
        e->typeMark = parseType();
        expectSym(Symbol::RBrace, "after the object test type");
    }
    e->args.push_back(parseUnary());
    if (acceptKw(Keyword::As)) e->boundName = expectIdentifier("a name for the object test", &e->nameRange);
    e->range = from(begin);
    return e;
}

ExprPtr Parser::parsePostfix(ExprPtr base)
{
    const std::uint32_t begin = base->range.valid() ? base->range.begin : cur().begin;
    int chain = 0;  // as in parseBinary: a long `a.b.c…' chain is a deep tree
    struct ChainGuard {
        Parser& parser;
        int& chain;
        ~ChainGuard()
        {
            for (int i = 0; i < chain; ++i) parser.leaveNesting();
        }
    } chainGuard{*this, chain};
    while (!atEof()) {
        if (isSym(Symbol::Dot) || isSym(Symbol::LBracket)) {
            ++chain;
            if (!enterNesting()) break;
        }
        if (isSym(Symbol::Dot)) {
            advance();
            auto e = std::make_unique<Expr>();
            e->kind = ExprKind::Call;
            e->name = expectIdentifier("a feature name after `.'", &e->nameRange);
            e->target = std::move(base);
            e->args = parseActuals(e->hasParens);
            e->range = from(begin);
            base = std::move(e);
        } else if (isSym(Symbol::LBracket)) {
            advance();
            auto e = std::make_unique<Expr>();
            e->kind = ExprKind::Bracket;
            e->target = std::move(base);
            while (!atEof() && !isSym(Symbol::RBracket)) {
                e->args.push_back(parseExpr());
                if (!acceptSym(Symbol::Comma)) break;
            }
            expectSym(Symbol::RBracket, "to close the bracket expression");
            e->range = from(begin);
            base = std::move(e);
        } else {
            break;
        }
    }
    return base;
}

std::vector<ExprPtr> Parser::parseActuals(bool& hasParens)
{
    std::vector<ExprPtr> args;
    hasParens = false;
    if (!acceptSym(Symbol::LParen)) return args;
    hasParens = true;
    while (!atEof() && !isSym(Symbol::RParen)) {
        args.push_back(parseExpr());
        if (!acceptSym(Symbol::Comma)) break;
    }
    expectSym(Symbol::RParen, "to close the argument list");
    return args;
}

ExprPtr Parser::parsePrimary()
{
    const Token& t = cur();
    const std::uint32_t begin = t.begin;
    auto e = std::make_unique<Expr>();
    e->range = here();
    switch (t.kind) {
    case TokenKind::Integer:
        e->kind = ExprKind::IntegerLit;
        e->intValue = t.intValue;
        e->text = spelling(t);
        advance();
        return e;
    case TokenKind::Real:
        e->kind = ExprKind::RealLit;
        e->realValue = t.realValue;
        e->text = spelling(t);
        advance();
        return e;
    case TokenKind::Character:
        e->kind = ExprKind::CharLit;
        e->charValue = t.charValue;
        advance();
        return e;
    case TokenKind::String:
        e->kind = ExprKind::StringLit;
        e->stringValue = t.text;
        e->stringValue8 = t.text8;
        e->isVerbatim = t.isVerbatim;
        advance();
        return e;
    case TokenKind::Identifier:
        e->kind = ExprKind::Call;
        e->name = t.text;
        e->nameRange = here();
        advance();
        e->args = parseActuals(e->hasParens);
        e->range = from(begin);
        return e;
    case TokenKind::Keyword:
        switch (t.keyword) {
        case Keyword::True: case Keyword::False:
            e->kind = ExprKind::BoolLit;
            e->boolValue = t.keyword == Keyword::True;
            advance();
            return e;
        case Keyword::Void: e->kind = ExprKind::VoidLit; advance(); return e;
        case Keyword::Current: e->kind = ExprKind::CurrentRef; advance(); return e;
        case Keyword::Result: e->kind = ExprKind::ResultRef; advance(); return e;
        case Keyword::Precursor:
            e->kind = ExprKind::PrecursorCall;
            advance();
            if (acceptSym(Symbol::LBrace)) {
                e->name = support::asciiUpper(expectIdentifier("a parent class name", &e->nameRange));
                expectSym(Symbol::RBrace, "after the parent name");
            }
            e->args = parseActuals(e->hasParens);
            e->range = from(begin);
            return e;
        case Keyword::If: return parseConditionalExpr();
        case Keyword::Create: return parseCreationExpr();
        case Keyword::Attached: return parseObjectTest();
        case Keyword::Agent: return parseAgent();
        case Keyword::Once:
            // `once "text"': a string object created once for this occurrence.
            if (peekAt(1).kind == TokenKind::String) {
                advance();
                ExprPtr s = parsePrimary();
                s->isOnceString = true;
                s->range = from(begin);
                return s;
            }
            break;
        case Keyword::Across: {
            advance();
            ExprPtr iterable = parseExpr();
            bool cursorForm = true;
            if (acceptKw(Keyword::Is)) cursorForm = false;
            else expectKw(Keyword::As, "after the across expression");
            SourceRange nameRange;
            std::string name = expectIdentifier("a cursor name", &nameRange);
            return parseAcrossExpr(begin, std::move(iterable), std::move(name), nameRange, cursorForm);
        }
        default:
            break;
        }
        break;
    case TokenKind::Symbol:
        switch (t.symbol) {
        case Symbol::LParen: {
            advance();
            e->kind = ExprKind::Paren;
            e->args.push_back(parseExpr());
            expectSym(Symbol::RParen, "to close the parenthesis");
            e->range = from(begin);
            return e;
        }
        case Symbol::LArray:
        case Symbol::LBracket: {
            const bool isArray = t.symbol == Symbol::LArray;
            const Symbol closer = isArray ? Symbol::RArray : Symbol::RBracket;
            advance();
            e->kind = isArray ? ExprKind::ManifestArray : ExprKind::Tuple;
            while (!atEof() && !isSym(closer)) {
                e->args.push_back(parseExpr());
                if (!acceptSym(Symbol::Comma)) break;
            }
            expectSym(closer, isArray ? "to close the manifest array" : "to close the manifest tuple");
            e->range = from(begin);
            return e;
        }
        case Symbol::LBrace: {
            advance();
            e->typeMark = parseType();
            expectSym(Symbol::RBrace, "after the type");
            if (!acceptSym(Symbol::Dot)) {
                if (isManifestStart()) {
                    e->kind = ExprKind::TypedManifest;
                    e->args.push_back(parseUnary());
                } else {
                    e->kind = ExprKind::TypeLiteral;
                }
                e->range = from(begin);
                return e;
            }
            e->kind = ExprKind::StaticCall;
            e->name = expectIdentifier("a feature name", &e->nameRange);
            e->args = parseActuals(e->hasParens);
            e->range = from(begin);
            return e;
        }
        case Symbol::ForAll:
        case Symbol::Exists:
            return parseQuantifier();
        case Symbol::Dollar:
            advance();
            e->kind = ExprKind::Address;
            if (isKw(Keyword::Current) || isKw(Keyword::Result)) {
                e->name = cur().text;
                e->nameRange = here();
                advance();
            } else {
                e->name = expectIdentifier("a name after `$'", &e->nameRange);
            }
            e->range = from(begin);
            return e;
        case Symbol::Question:
            if (m_agentDepth > 0) {
                e->kind = ExprKind::Call;
                e->name = "?";
                advance();
                return e;
            }
            break;
        default:
            break;
        }
        break;
    default:
        break;
    }
    unexpected("an expression");
    return errorExpr(here());
}

ExprPtr Parser::parseConditionalExpr()
{
    const std::uint32_t begin = cur().begin;
    advance();  // if
    auto e = std::make_unique<Expr>();
    e->kind = ExprKind::Conditional;
    while (true) {
        e->args.push_back(parseExpr());
        expectKw(Keyword::Then, "after the condition");
        e->args.push_back(parseExpr());
        if (!acceptKw(Keyword::Elseif)) break;
    }
    expectKw(Keyword::Else, "in a conditional expression");
    e->args.push_back(parseExpr());
    expectKw(Keyword::End, "to close the conditional expression");
    e->range = from(begin);
    return e;
}

ExprPtr Parser::parseCreationExpr()
{
    const std::uint32_t begin = cur().begin;
    advance();  // create
    auto e = std::make_unique<Expr>();
    e->kind = ExprKind::CreationExpr;
    if (expectSym(Symbol::LBrace, "for a creation expression")) {
        e->typeMark = parseType();
        expectSym(Symbol::RBrace, "after the creation type");
    }
    if (acceptSym(Symbol::Dot)) {
        e->name = expectIdentifier("a creation procedure name", &e->nameRange);
        e->args = parseActuals(e->hasParens);
    }
    e->range = from(begin);
    return e;
}

ExprPtr Parser::parseAcrossExpr(std::uint32_t begin, ExprPtr iterable, std::string name, SourceRange nameRange, bool cursorForm)
{
    auto e = std::make_unique<Expr>();
    e->kind = ExprKind::Quantifier;
    e->boundName = std::move(name);
    e->nameRange = nameRange;
    e->isCursorForm = cursorForm;
    e->args.push_back(std::move(iterable));
    if (acceptKw(Keyword::All)) e->isAll = true;
    else if (acceptKw(Keyword::Some)) e->isAll = false;
    else unexpected("`all' or `some'");
    e->args.push_back(parseExpr());
    expectKw(Keyword::End, "to close the across expression");
    e->range = from(begin);
    return e;
}

ExprPtr Parser::parseQuantifier()
{
    const std::uint32_t begin = cur().begin;
    auto e = std::make_unique<Expr>();
    e->kind = ExprKind::Quantifier;
    e->isAll = isSym(Symbol::ForAll);
    e->isCursorForm = false;
    advance();
    e->boundName = expectIdentifier("a bound name", &e->nameRange);
    expectSym(Symbol::Colon, "after the bound name");
    e->args.push_back(parseExpr());
    expectSym(Symbol::Bar, "after the quantified domain");
    e->args.push_back(parseExpr());
    e->range = from(begin);
    return e;
}

ExprPtr Parser::parseAgent()
{
    const std::uint32_t begin = cur().begin;
    advance();  // agent
    auto e = std::make_unique<Expr>();
    e->kind = ExprKind::Agent;
    const bool isInline = isSym(Symbol::Colon) || isKw(Keyword::Do) || isKw(Keyword::Once) || isKw(Keyword::Local)
                          || isKw(Keyword::Require) || isKw(Keyword::Note) || isKw(Keyword::External)
                          || (isSym(Symbol::LParen) && peekAt(1).kind == TokenKind::Identifier
                              && (tokIsSym(peekAt(2), Symbol::Colon) || tokIsSym(peekAt(2), Symbol::Comma)));
    ++m_agentDepth;
    if (isInline) {
        e->inlineRoutine = parseInlineAgent();
        bool hasParens = false;
        if (isSym(Symbol::LParen)) e->args = parseActuals(hasParens);
    } else {
        // `agent f', `agent x.f (?, 1)', `agent {T}.f' (a static call), `agent Precursor'.
        e->args.push_back(parsePostfix(parsePrimary()));
    }
    --m_agentDepth;
    e->range = from(begin);
    return e;
}

// `(args): T require … local … do … ensure … end' of an inline agent: a routine without a name.
std::shared_ptr<const FeatureDecl> Parser::parseInlineAgent()
{
    auto routine = std::make_shared<FeatureDecl>();
    const std::uint32_t begin = cur().begin;
    if (isSym(Symbol::LParen)) parseArguments(routine->arguments);
    if (acceptSym(Symbol::Colon)) routine->type = parseType();
    parseRoutineBody(*routine);
    routine->range = from(begin);
    return routine;
}

bool Parser::isManifestStart() const
{
    switch (cur().kind) {
    case TokenKind::Integer: case TokenKind::Real: case TokenKind::Character: case TokenKind::String:
        return true;
    case TokenKind::Keyword:
        return isKw(Keyword::True) || isKw(Keyword::False);
    case TokenKind::Symbol:
        if (isSym(Symbol::LArray) || isSym(Symbol::LBracket)) return true;
        return (isSym(Symbol::Minus) || isSym(Symbol::Plus))
               && (peekAt(1).kind == TokenKind::Integer || peekAt(1).kind == TokenKind::Real);
    default:
        return false;
    }
}

// ---------------------------------------------------------------------------------------------
// Types.

TypePtr Parser::parseType()
{
    auto type = std::make_unique<TypeMark>();
    type->range = here();
    DepthGuard guard(*this);
    if (!guard.ok) return type;
    const std::uint32_t begin = cur().begin;
    while (true) {
        if (acceptKw(Keyword::Attached) || acceptSym(Symbol::Bang)) type->attachment = TypeMark::Attachment::Attached;
        else if (acceptKw(Keyword::Detachable) || acceptSym(Symbol::Question)) type->attachment = TypeMark::Attachment::Detachable;
        else if (acceptKw(Keyword::Expanded)) type->isExpandedMark = true;
        else if (acceptKw(Keyword::Separate)) type->isSeparate = true;
        else break;
    }
    if (acceptKw(Keyword::Like)) {
        type->isLike = true;
        if (acceptKw(Keyword::Current)) {
            type->likeAnchor = "current";
        } else if (acceptSym(Symbol::LBrace)) {
            type->likeType = parseType();
            expectSym(Symbol::RBrace, "after the anchor type");
            if (expectSym(Symbol::Dot, "after `like {T}'")) type->likeQualifiers.push_back(expectIdentifier("a feature name"));
        } else {
            type->likeAnchor = expectIdentifier("an anchor after `like'");
        }
        while (isSym(Symbol::Dot) && peekAt(1).kind == TokenKind::Identifier) {  // `like a.b.c'
            advance();
            type->likeQualifiers.push_back(cur().text);
            advance();
        }
        type->range = from(begin);
        return type;
    }
    if (!isIdent()) {
        unexpected("a type");
        type->range = from(begin);
        return type;
    }
    type->name = support::asciiUpper(cur().text);
    advance();
    if (acceptSym(Symbol::LBracket)) {
        const bool isTuple = type->name == "TUPLE";
        while (!atEof() && !isSym(Symbol::RBracket)) {
            std::size_t labels = 0;
            if (isTuple && isIdent()) {
                std::size_t p = 0;
                while (peekAt(p).kind == TokenKind::Identifier && tokIsSym(peekAt(p + 1), Symbol::Comma)) p += 2;
                if (peekAt(p).kind == TokenKind::Identifier && tokIsSym(peekAt(p + 1), Symbol::Colon)) {
                    labels = p / 2 + 1;
                    for (std::size_t i = 0; i < p + 2; ++i) {
                        if (i % 2 == 0) type->tupleLabels.push_back(cur().text);
                        advance();
                    }
                }
            }
            if (isTuple && labels == 0 && !type->tupleLabels.empty()) type->tupleLabels.emplace_back();
            TypePtr actual = parseType();
            for (std::size_t i = 1; i < labels; ++i) type->generics.push_back(actual->clone());
            type->generics.push_back(std::move(actual));
            if (!acceptSym(Symbol::Comma) && !acceptSym(Symbol::Semicolon)) break;
        }
        expectSym(Symbol::RBracket, "to close the actual generics");
    }
    type->range = from(begin);
    return type;
}

}  // namespace amend::syntax
