// Instructions and assertion lists: assignments, creation, calls, if, inspect, loops (with
// across), check, debug, retry. Semicolons between instructions and clauses are optional.
#include "syntax/parser_impl.h"

namespace amend::syntax {

bool Parser::isInstructionStart() const
{
    switch (cur().kind) {
    case TokenKind::Identifier:
        return true;
    case TokenKind::Keyword:
        switch (cur().keyword) {
        case Keyword::Result: case Keyword::Current: case Keyword::Precursor: case Keyword::Create:
        case Keyword::If: case Keyword::Inspect: case Keyword::From: case Keyword::Across:
        case Keyword::Check: case Keyword::Debug: case Keyword::Retry: case Keyword::Loop:
            return true;
        default:
            return false;
        }
    case TokenKind::Symbol:
        return cur().symbol == Symbol::LBrace || cur().symbol == Symbol::LParen || cur().symbol == Symbol::LoopStart;
    default:
        return false;
    }
}

bool Parser::isExpressionStart() const
{
    switch (cur().kind) {
    case TokenKind::Identifier: case TokenKind::Integer: case TokenKind::Real: case TokenKind::Character:
    case TokenKind::String: case TokenKind::FreeOperator:
        return true;
    case TokenKind::Keyword:
        switch (cur().keyword) {
        case Keyword::Not: case Keyword::Old: case Keyword::Current: case Keyword::Result: case Keyword::Void:
        case Keyword::True: case Keyword::False: case Keyword::Precursor: case Keyword::Attached:
        case Keyword::Create: case Keyword::Across: case Keyword::If: case Keyword::Agent:
            return true;
        case Keyword::Once:
            return peekAt(1).kind == TokenKind::String;
        default:
            return false;
        }
    case TokenKind::Symbol:
        switch (cur().symbol) {
        case Symbol::LParen: case Symbol::LArray: case Symbol::LBracket: case Symbol::LBrace:
        case Symbol::Minus: case Symbol::Plus: case Symbol::ForAll: case Symbol::Exists: case Symbol::Dollar:
            return true;
        default:
            return false;
        }
    default:
        return false;
    }
}

Body Parser::parseCompound(bool stopAtLoop)
{
    Body body;
    while (!atEof()) {
        if (acceptSym(Symbol::Semicolon)) continue;
        if (isKw(Keyword::Loop) && !stopAtLoop) {
            // A loop without `from': starts an instruction.
        } else if (isCompoundEnd()) {
            break;
        }
        if (!isInstructionStart()) {
            unexpected();
            skipToInstructionSync();
            continue;
        }
        const std::size_t before = m_pos;
        if (auto instr = parseInstruction()) body.push_back(std::move(instr));
        if (m_pos == before) advance();
    }
    return body;
}

InstrPtr Parser::parseInstruction()
{
    DepthGuard guard(*this);
    if (!guard.ok) return nullptr;
    if (cur().kind == TokenKind::Keyword) {
        switch (cur().keyword) {
        case Keyword::Create: return parseCreateInstr();
        case Keyword::If: return parseIf();
        case Keyword::Inspect: return parseInspect();
        case Keyword::From: case Keyword::Across: case Keyword::Loop: return parseLoop();
        case Keyword::Check: return parseCheck();
        case Keyword::Debug: return parseDebug();
        case Keyword::Retry: {
            auto instr = std::make_unique<Instr>();
            instr->kind = InstrKind::Retry;
            instr->range = here();
            advance();
            return instr;
        }
        default:
            break;
        }
    }
    if (isSym(Symbol::LoopStart)) return parseSymbolicLoop();
    const std::uint32_t begin = cur().begin;
    ExprPtr e = parsePostfix(parsePrimary());
    auto instr = std::make_unique<Instr>();
    if (isSym(Symbol::Assign) || isSym(Symbol::AssignAttempt)) {
        instr->kind = isSym(Symbol::Assign) ? InstrKind::Assign : InstrKind::AssignAttempt;
        const bool valid = e->kind == ExprKind::ResultRef || e->kind == ExprKind::Bracket
                           || (e->kind == ExprKind::Call && e->name != "?");
        if (!valid) error(e->range, "invalid assignment target");
        advance();
        instr->target = std::move(e);
        instr->value = parseExpr();
    } else {
        instr->kind = InstrKind::CallInstr;
        const bool valid = e->kind == ExprKind::Call || e->kind == ExprKind::StaticCall
                           || e->kind == ExprKind::PrecursorCall || e->kind == ExprKind::Bracket;
        if (!valid) error(e->range, "expression cannot be used as an instruction");
        instr->expr = std::move(e);
    }
    instr->range = from(begin);
    return instr;
}

InstrPtr Parser::parseCreateInstr()
{
    auto instr = std::make_unique<Instr>();
    instr->kind = InstrKind::Create;
    const std::uint32_t begin = cur().begin;
    advance();  // create
    if (acceptSym(Symbol::LBrace)) {
        instr->typeMark = parseType();
        expectSym(Symbol::RBrace, "after the creation type");
    }
    auto target = std::make_unique<Expr>();
    target->range = here();
    if (isKw(Keyword::Result)) {
        target->kind = ExprKind::ResultRef;
        advance();
    } else {
        target->kind = ExprKind::Call;
        target->name = expectIdentifier("a creation target");
        target->nameRange = target->range;
    }
    instr->target = std::move(target);
    if (acceptSym(Symbol::Dot)) {
        instr->name = expectIdentifier("a creation procedure name");
        instr->args = parseActuals(instr->hasParens);
    }
    instr->range = from(begin);
    return instr;
}

InstrPtr Parser::parseIf()
{
    auto instr = std::make_unique<Instr>();
    instr->kind = InstrKind::If;
    const std::uint32_t begin = cur().begin;
    advance();  // if
    while (true) {
        instr->conds.push_back(parseExpr());
        expectKw(Keyword::Then, "after the condition");
        instr->bodies.push_back(parseCompound());
        if (!acceptKw(Keyword::Elseif)) break;
    }
    if (acceptKw(Keyword::Else)) {
        instr->hasElse = true;
        instr->elseBody = parseCompound();
    }
    expectKw(Keyword::End, "to close the conditional");
    instr->range = from(begin);
    return instr;
}

InstrPtr Parser::parseInspect()
{
    auto instr = std::make_unique<Instr>();
    instr->kind = InstrKind::Inspect;
    const std::uint32_t begin = cur().begin;
    advance();  // inspect
    instr->expr = parseExpr();
    while (isKw(Keyword::When)) {
        InspectWhen when;
        const std::uint32_t whenBegin = cur().begin;
        advance();
        while (!atEof()) {
            InspectChoice choice;
            const std::uint32_t choiceBegin = cur().begin;
            choice.low = parseUnary();
            if (acceptSym(Symbol::DotDot)) choice.high = parseUnary();
            choice.range = from(choiceBegin);
            when.choices.push_back(std::move(choice));
            if (!acceptSym(Symbol::Comma)) break;
        }
        expectKw(Keyword::Then, "after the inspect choices");
        when.body = parseCompound();
        when.range = from(whenBegin);
        instr->whens.push_back(std::move(when));
    }
    if (acceptKw(Keyword::Else)) {
        instr->hasElse = true;
        instr->elseBody = parseCompound();
    }
    expectKw(Keyword::End, "to close the inspect instruction");
    instr->range = from(begin);
    return instr;
}

InstrPtr Parser::parseLoop()
{
    auto instr = std::make_unique<Instr>();
    instr->kind = InstrKind::Loop;
    const std::uint32_t begin = cur().begin;
    if (acceptKw(Keyword::Across)) {
        instr->acrossIterable = parseExpr();
        if (acceptKw(Keyword::Is)) instr->acrossCursorForm = false;
        else expectKw(Keyword::As, "after the across expression");
        instr->acrossName = expectIdentifier("a cursor name");
    }
    if (acceptKw(Keyword::From)) instr->from = parseCompound(true);
    if (acceptKw(Keyword::Invariant)) instr->loopInvariant = parseAssertions();
    if (acceptKw(Keyword::Until)) instr->until = parseExpr();
    if (!expectKw(Keyword::Loop, instr->acrossIterable ? "after the across header" : "to start the loop body")) {
        if (!isInstructionStart() || isKw(Keyword::Loop)) {
            // Try to resynchronise on the loop body.
            while (!atEof() && !isCompoundEnd() && !isKw(Keyword::Loop)) advance();
            acceptKw(Keyword::Loop);
        }
    }
    instr->body = parseCompound();
    if (acceptKw(Keyword::Variant)) {
        if ((isIdent() || cur().kind == TokenKind::Keyword) && tokIsSym(peekAt(1), Symbol::Colon)) {
            instr->variantTag = spelling(cur());
            advance();
            advance();
        }
        instr->variant = parseExpr();
    }
    expectKw(Keyword::End, "to close the loop");
    instr->range = from(begin);
    return instr;
}

// `⟳ x: iterable ¦ compound ⟲': the loop `across iterable is x loop compound end'.
InstrPtr Parser::parseSymbolicLoop()
{
    auto instr = std::make_unique<Instr>();
    instr->kind = InstrKind::Loop;
    const std::uint32_t begin = cur().begin;
    advance();  // ⟳
    instr->acrossCursorForm = false;
    instr->acrossName = expectIdentifier("a name after `\xE2\x9F\xB3'");
    expectSym(Symbol::Colon, "after the loop name");
    instr->acrossIterable = parseExpr();
    expectSym(Symbol::Bar, "after the iterated expression");
    instr->body = parseCompound();
    expectSym(Symbol::LoopEnd, "to close the loop");
    instr->range = from(begin);
    return instr;
}

InstrPtr Parser::parseCheck()
{
    auto instr = std::make_unique<Instr>();
    instr->kind = InstrKind::Check;
    const std::uint32_t begin = cur().begin;
    advance();  // check
    instr->assertions = parseAssertions();
    if (acceptKw(Keyword::Then)) {
        instr->hasThen = true;
        instr->body = parseCompound();
    }
    expectKw(Keyword::End, "to close the check instruction");
    instr->range = from(begin);
    return instr;
}

InstrPtr Parser::parseDebug()
{
    auto instr = std::make_unique<Instr>();
    instr->kind = InstrKind::Debug;
    const std::uint32_t begin = cur().begin;
    advance();  // debug
    if (isSym(Symbol::LParen) && peekAt(1).kind == TokenKind::String) {
        advance();
        while (cur().kind == TokenKind::String) {
            instr->debugKeys.push_back(cur().text);
            advance();
            if (!acceptSym(Symbol::Comma)) break;
        }
        expectSym(Symbol::RParen, "to close the debug keys");
    }
    instr->body = parseCompound();
    expectKw(Keyword::End, "to close the debug instruction");
    instr->range = from(begin);
    return instr;
}

std::vector<Assertion> Parser::parseAssertions()
{
    std::vector<Assertion> list;
    while (!atEof()) {
        if (acceptSym(Symbol::Semicolon)) continue;
        Assertion a;
        const std::uint32_t begin = cur().begin;
        const bool tagged = isIdent() && tokIsSym(peekAt(1), Symbol::Colon);
        if (tagged) {
            a.tag = spelling(cur());
            advance();
            advance();
            if (acceptKw(Keyword::Class)) a.isClassMarker = true;
            else if (isExpressionStart() && !(isIdent() && tokIsSym(peekAt(1), Symbol::Colon))) a.expr = parseExpr();
        } else if (acceptKw(Keyword::Class)) {
            a.isClassMarker = true;
        } else if (isExpressionStart()) {
            a.expr = parseExpr();
        } else {
            break;
        }
        a.range = from(begin);
        list.push_back(std::move(a));
    }
    return list;
}

}  // namespace amend::syntax
