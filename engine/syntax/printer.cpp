// Printing syntax trees back to Eiffel in the house layout (see printer.h). Parentheses are
// added where the tree's structure needs them under ECMA precedence; Paren nodes print as is.
#include "syntax/printer.h"

#include "syntax/lexer.h"

#include <charconv>
#include <cstdio>

namespace amend::syntax {

namespace {

constexpr int kUnaryLevel = 10;
constexpr int kPrimaryLevel = 11;

int binaryLevel(BinaryOp op)
{
    switch (op) {
    case BinaryOp::Implies: return 1;
    case BinaryOp::Or: case BinaryOp::Xor: case BinaryOp::OrElse: return 2;
    case BinaryOp::And: case BinaryOp::AndThen: return 3;
    case BinaryOp::Eq: case BinaryOp::Ne: case BinaryOp::Tilde: case BinaryOp::NotTilde:
    case BinaryOp::Lt: case BinaryOp::Le: case BinaryOp::Gt: case BinaryOp::Ge: return 4;
    case BinaryOp::Interval: return 5;
    case BinaryOp::Plus: case BinaryOp::Minus: return 6;
    case BinaryOp::Times: case BinaryOp::Divide: case BinaryOp::IntDiv: case BinaryOp::Mod: return 7;
    case BinaryOp::Power: return 8;
    case BinaryOp::Free: return 9;
    }
    return 9;
}

int exprLevel(const Expr& e)
{
    switch (e.kind) {
    case ExprKind::Binary: return binaryLevel(e.binaryOp);
    case ExprKind::Unary: case ExprKind::Old: case ExprKind::ObjectTest: case ExprKind::Agent: return kUnaryLevel;
    case ExprKind::Quantifier: return e.isCursorForm ? kPrimaryLevel : 0;
    default: return kPrimaryLevel;
    }
}

std::string escapeCode(std::uint32_t c, char quote)
{
    switch (c) {
    case '%': return "%%";
    case '\n': return "%N";
    case '\t': return "%T";
    case '\r': return "%R";
    case 0: return "%U";
    default: break;
    }
    if (c == static_cast<std::uint32_t>(quote)) return std::string("%") + quote;
    if (c < 0x20 || c == 0x7F) return "%/" + std::to_string(c) + "/";
    std::string out;
    appendUtf8(out, c);
    return out;
}

// `s' quoted: its bytes 128..255 pass through as UTF-8, or, for a STRING_8 reading whose
// characters 128..255 are single bytes (Token::text8, `highBytesEscaped'), as `%/code/' escapes.
std::string quoteString(const std::string& s, bool highBytesEscaped = false)
{
    std::string out = "\"";
    for (char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        if (c < 0x80) out += escapeCode(c, '"');
        else if (highBytesEscaped) out += "%/" + std::to_string(c) + "/";
        else out.push_back(ch);
    }
    out += '"';
    return out;
}

bool verbatimPrintable(const std::string& s)
{
    if (s.find('\r') != std::string::npos) return false;
    std::size_t start = 0;
    while (start <= s.size()) {
        std::size_t eol = s.find('\n', start);
        if (eol == std::string::npos) eol = s.size();
        std::size_t q = start;
        while (q < eol && (s[q] == ' ' || s[q] == '\t')) ++q;
        if (q + 1 < eol + 1 && q + 2 <= eol && (s[q] == '}' || s[q] == ']') && s[q + 1] == '"') return false;
        start = eol + 1;
    }
    return true;
}

std::string printReal(const Expr& e)
{
    if (!e.text.empty()) return e.text;
    char buffer[64];
    auto result = std::to_chars(buffer, buffer + sizeof buffer, e.realValue);
    std::string s(buffer, result.ptr);
    if (s.find_first_of(".en") == std::string::npos) s += ".0";
    else if (s.find('.') == std::string::npos && s.find('e') != std::string::npos) s.insert(s.find('e'), ".0");
    return s;
}

std::string joinExprs(const std::vector<ExprPtr>& list);

std::string wrap(const Expr& e, bool parens)
{
    std::string s = printExpr(e);
    return parens ? "(" + s + ")" : s;
}

std::string actuals(const Expr& e)
{
    if (!e.hasParens && e.args.empty()) return {};
    return " (" + joinExprs(e.args) + ")";
}

std::string joinExprs(const std::vector<ExprPtr>& list)
{
    std::string out;
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (i > 0) out += ", ";
        out += list[i] ? printExpr(*list[i]) : std::string("Void");
    }
    return out;
}

std::string operand(const std::vector<ExprPtr>& args, std::size_t i)
{
    return i < args.size() && args[i] ? printExpr(*args[i]) : std::string("Void");
}

std::string unaryOperand(const Expr& e)
{
    if (e.args.empty() || !e.args[0]) return "Void";
    return wrap(*e.args[0], exprLevel(*e.args[0]) < kUnaryLevel);
}

std::string tabs(int indent) { return std::string(static_cast<std::size_t>(indent > 0 ? indent : 0), '\t'); }

std::string printAssertions(const std::vector<Assertion>& list, int indent)
{
    std::string out;
    for (const auto& a : list) out += tabs(indent) + printAssertion(a) + "\n";
    return out;
}

std::string joinNames(const std::vector<std::string>& names)
{
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) out += (i > 0 ? ", " : "") + names[i];
    return out;
}

}  // namespace

std::string printType(const TypeMark& type)
{
    std::string out;
    if (type.attachment == TypeMark::Attachment::Attached) out += "attached ";
    else if (type.attachment == TypeMark::Attachment::Detachable) out += "detachable ";
    if (type.isExpandedMark) out += "expanded ";
    if (type.isSeparate) out += "separate ";
    if (type.isLike) {
        out += "like ";
        if (type.likeType) out += "{" + printType(*type.likeType) + "}";
        else out += type.likeAnchor == "current" ? std::string("Current") : type.likeAnchor;
        for (const std::string& q : type.likeQualifiers) out += "." + q;
        return out;
    }
    out += type.name;
    if (!type.generics.empty()) {
        out += " [";
        for (std::size_t i = 0; i < type.generics.size(); ++i) {
            if (i > 0) out += type.tupleLabels.empty() ? ", " : "; ";
            if (i < type.tupleLabels.size() && !type.tupleLabels[i].empty()) out += type.tupleLabels[i] + ": ";
            out += type.generics[i] ? printType(*type.generics[i]) : std::string("ANY");
        }
        out += "]";
    }
    return out;
}

namespace {

// An inline agent's routine as printFeature writes a routine without a name, from the argument
// list to its `end' (several lines).
std::string printInlineAgent(const FeatureDecl& routine)
{
    std::string text = printFeature(routine);
    while (!text.empty() && (text.front() == '\t' || text.front() == ' ')) text.erase(text.begin());
    while (!text.empty() && text.back() == '\n') text.pop_back();
    return text;
}

}  // namespace

std::string printExpr(const Expr& e)
{
    switch (e.kind) {
    case ExprKind::IntegerLit: return e.text.empty() ? std::to_string(e.intValue) : e.text;
    case ExprKind::RealLit: return printReal(e);
    case ExprKind::CharLit: return "'" + escapeCode(e.charValue, '\'') + "'";
    case ExprKind::StringLit: {
        const std::string once = e.isOnceString ? "once " : "";
        if (e.isVerbatim && verbatimPrintable(e.stringValue)) return once + "\"{\n" + e.stringValue + "\n}\"";
        return once + (e.stringValue8.empty() ? quoteString(e.stringValue) : quoteString(e.stringValue8, true));
    }
    case ExprKind::BoolLit: return e.boolValue ? "True" : "False";
    case ExprKind::VoidLit: return "Void";
    case ExprKind::CurrentRef: return "Current";
    case ExprKind::ResultRef: return "Result";
    case ExprKind::Call: {
        std::string out;
        if (e.target) out = wrap(*e.target, exprLevel(*e.target) < kPrimaryLevel) + ".";
        return out + e.name + actuals(e);
    }
    case ExprKind::StaticCall:
        return "{" + (e.typeMark ? printType(*e.typeMark) : std::string("ANY")) + "}." + e.name + actuals(e);
    case ExprKind::PrecursorCall:
        return "Precursor" + (e.name.empty() ? std::string() : " {" + e.name + "}") + actuals(e);
    case ExprKind::Binary: {
        const int level = binaryLevel(e.binaryOp);
        const bool rightAssoc = e.binaryOp == BinaryOp::Power;
        std::string left = "Void", right = "Void";
        if (!e.args.empty() && e.args[0]) {
            const int l = exprLevel(*e.args[0]);
            left = wrap(*e.args[0], l < level || (l == level && rightAssoc));
        }
        if (e.args.size() > 1 && e.args[1]) {
            const int r = exprLevel(*e.args[1]);
            right = wrap(*e.args[1], r < level || (r == level && !rightAssoc));
        }
        const std::string op = e.binaryOp == BinaryOp::Free ? e.name : binaryOpText(e.binaryOp);
        return left + " " + op + " " + right;
    }
    case ExprKind::Unary: {
        const std::string inner = unaryOperand(e);
        if (e.unaryOp == UnaryOp::Not) return "not " + inner;
        if (e.unaryOp == UnaryOp::Free) return e.name + " " + inner;
        const std::string op = unaryOpText(e.unaryOp);
        const bool space = !inner.empty() && (inner[0] == '-' || inner[0] == '+' || inner[0] == '@' || inner[0] == '#'
                                              || inner[0] == '|' || inner[0] == '&' || inner[0] == '.');
        return op + (space ? " " : "") + inner;
    }
    case ExprKind::Bracket: {
        std::string out = e.target ? wrap(*e.target, exprLevel(*e.target) < kPrimaryLevel) : std::string("Current");
        return out + " [" + joinExprs(e.args) + "]";
    }
    case ExprKind::Old: return "old " + unaryOperand(e);
    case ExprKind::ObjectTest: {
        std::string out = "attached ";
        if (e.typeMark) out += "{" + printType(*e.typeMark) + "} ";
        out += unaryOperand(e);
        if (!e.boundName.empty()) out += " as " + e.boundName;
        return out;
    }
    case ExprKind::Conditional: {
        std::string out;
        std::size_t i = 0;
        for (; i + 1 < e.args.size(); i += 2) {
            out += (i == 0 ? "if " : " elseif ") + operand(e.args, i) + " then " + operand(e.args, i + 1);
        }
        out += " else " + operand(e.args, i) + " end";
        return out;
    }
    case ExprKind::ManifestArray: return "<<" + joinExprs(e.args) + ">>";
    case ExprKind::CreationExpr: {
        std::string out = "create {" + (e.typeMark ? printType(*e.typeMark) : std::string("ANY")) + "}";
        if (!e.name.empty()) out += "." + e.name + actuals(e);
        return out;
    }
    case ExprKind::Quantifier:
        if (e.isCursorForm) {
            return "across " + operand(e.args, 0) + " as " + e.boundName + (e.isAll ? " all " : " some ")
                   + operand(e.args, 1) + " end";
        }
        return std::string(e.isAll ? "\xE2\x88\x80 " : "\xE2\x88\x83 ") + e.boundName + ": " + operand(e.args, 0)
               + " \xC2\xA6 " + operand(e.args, 1);
    case ExprKind::Paren: return "(" + operand(e.args, 0) + ")";
    case ExprKind::Tuple: return "[" + joinExprs(e.args) + "]";
    case ExprKind::Agent:
        if (e.inlineRoutine) return "agent " + printInlineAgent(*e.inlineRoutine) + (e.args.empty() ? std::string() : " (" + joinExprs(e.args) + ")");
        return e.args.empty() || !e.args[0] ? std::string("agent") : "agent " + printExpr(*e.args[0]);
    case ExprKind::TypedManifest: return "{" + (e.typeMark ? printType(*e.typeMark) : std::string("ANY")) + "} " + operand(e.args, 0);
    case ExprKind::TypeLiteral: return "{" + (e.typeMark ? printType(*e.typeMark) : std::string("ANY")) + "}";
    case ExprKind::Address: return "$" + e.name;
    case ExprKind::Cursor: return "@ " + e.name;
    }
    return "Void";
}

std::string printAssertion(const Assertion& a)
{
    if (a.isClassMarker) return a.tag.empty() ? std::string("class") : a.tag + ": class";
    if (!a.expr) return a.tag + ":";
    return (a.tag.empty() ? std::string() : a.tag + ": ") + printExpr(*a.expr);
}

std::string printBody(const Body& body, int indent)
{
    std::string out;
    for (const auto& i : body) {
        if (i) out += printInstr(*i, indent);
    }
    return out;
}

std::string printInstr(const Instr& instr, int indent)
{
    const std::string t = tabs(indent);
    auto expr = [](const ExprPtr& e) { return e ? printExpr(*e) : std::string("Void"); };
    switch (instr.kind) {
    case InstrKind::Assign: return t + expr(instr.target) + " := " + expr(instr.value) + "\n";
    case InstrKind::AssignAttempt: return t + expr(instr.target) + " ?= " + expr(instr.value) + "\n";
    case InstrKind::Create: {
        std::string out = t + "create ";
        if (instr.typeMark) out += "{" + printType(*instr.typeMark) + "} ";
        out += expr(instr.target);
        if (!instr.name.empty()) {
            out += "." + instr.name;
            if (instr.hasParens || !instr.args.empty()) out += " (" + joinExprs(instr.args) + ")";
        }
        return out + "\n";
    }
    case InstrKind::CallInstr: return t + expr(instr.expr) + "\n";
    case InstrKind::If: {
        std::string out;
        for (std::size_t i = 0; i < instr.conds.size(); ++i) {
            out += t + (i == 0 ? "if " : "elseif ") + expr(instr.conds[i]) + " then\n";
            if (i < instr.bodies.size()) out += printBody(instr.bodies[i], indent + 1);
        }
        if (instr.hasElse) out += t + "else\n" + printBody(instr.elseBody, indent + 1);
        return out + t + "end\n";
    }
    case InstrKind::Inspect: {
        std::string out = t + "inspect " + expr(instr.expr) + "\n";
        for (const auto& w : instr.whens) {
            out += t + "when ";
            for (std::size_t i = 0; i < w.choices.size(); ++i) {
                if (i > 0) out += ", ";
                out += expr(w.choices[i].low);
                if (w.choices[i].high) out += ".." + expr(w.choices[i].high);
            }
            out += " then\n" + printBody(w.body, indent + 1);
        }
        if (instr.hasElse) out += t + "else\n" + printBody(instr.elseBody, indent + 1);
        return out + t + "end\n";
    }
    case InstrKind::Loop: {
        std::string out;
        if (instr.acrossIterable) {
            out += t + "across " + expr(instr.acrossIterable) + (instr.acrossCursorForm ? " as " : " is ")
                   + instr.acrossName + "\n";
        }
        if (!instr.from.empty() || !instr.acrossIterable) out += t + "from\n" + printBody(instr.from, indent + 1);
        if (!instr.loopInvariant.empty()) out += t + "invariant\n" + printAssertions(instr.loopInvariant, indent + 1);
        if (instr.until) out += t + "until\n" + tabs(indent + 1) + expr(instr.until) + "\n";
        out += t + "loop\n" + printBody(instr.body, indent + 1);
        if (instr.variant) {
            out += t + "variant\n" + tabs(indent + 1) + (instr.variantTag.empty() ? std::string() : instr.variantTag + ": ")
                   + expr(instr.variant) + "\n";
        }
        return out + t + "end\n";
    }
    case InstrKind::Check: {
        if (instr.assertions.size() == 1) {
            const std::string head = t + "check " + printAssertion(instr.assertions[0]);
            if (!instr.hasThen) return head + " end\n";
            return head + " then\n" + printBody(instr.body, indent + 1) + t + "end\n";
        }
        std::string out = t + "check\n" + printAssertions(instr.assertions, indent + 1);
        if (instr.hasThen) out += t + "then\n" + printBody(instr.body, indent + 1);
        return out + t + "end\n";
    }
    case InstrKind::Debug: {
        std::string out = t + "debug";
        if (!instr.debugKeys.empty()) {
            out += " (";
            for (std::size_t i = 0; i < instr.debugKeys.size(); ++i) out += (i > 0 ? ", " : "") + quoteString(instr.debugKeys[i]);
            out += ")";
        }
        return out + "\n" + printBody(instr.body, indent + 1) + t + "end\n";
    }
    case InstrKind::Retry: return t + "retry\n";
    }
    return {};
}

// ---------------------------------------------------------------------------------------------
// Features and classes.

std::string printFeature(const FeatureDecl& f)
{
    std::string out = "\t";
    for (std::size_t i = 0; i < f.names.size(); ++i) {
        if (i > 0) out += ", ";
        if (f.names[i].isFrozen) out += "frozen ";
        out += f.names[i].name;
        if (!f.names[i].alias.empty()) out += " alias " + quoteString(f.names[i].alias);
        for (const std::string& a : f.names[i].moreAliases) out += " alias " + quoteString(a);
        if (f.names[i].hasConvert) out += " convert";
    }
    if (!f.arguments.empty()) {
        out += " (";
        for (std::size_t i = 0; i < f.arguments.size(); ++i) {
            if (i > 0) out += "; ";
            out += f.arguments[i].name + ": " + (f.arguments[i].type ? printType(*f.arguments[i].type) : std::string("ANY"));
        }
        out += ")";
    }
    if (f.type) out += ": " + printType(*f.type);
    if (!f.assigner.empty()) out += " assign " + f.assigner;
    if (f.kind == FeatureDecl::Kind::Constant && f.constantValue) out += " = " + printExpr(*f.constantValue);
    out += "\n";
    if (!f.headerComment.empty()) {
        std::size_t start = 0;
        while (start <= f.headerComment.size()) {
            std::size_t eol = f.headerComment.find('\n', start);
            if (eol == std::string::npos) eol = f.headerComment.size();
            const std::string line = f.headerComment.substr(start, eol - start);
            out += "\t\t\t--" + (line.empty() ? std::string() : " " + line) + "\n";
            start = eol + 1;
        }
    }
    if (f.bodyKind == FeatureDecl::BodyKind::None && !f.isObsolete && f.precondition.empty() && f.postcondition.empty()) {
        return out;
    }
    if (f.isObsolete) out += "\t\tobsolete " + quoteString(f.obsoleteMessage) + "\n";
    if (!f.precondition.empty() || f.requireElse) {
        out += std::string("\t\trequire") + (f.requireElse ? " else" : "") + "\n" + printAssertions(f.precondition, 3);
    }
    if (!f.locals.empty()) {
        out += "\t\tlocal\n";
        for (const auto& l : f.locals) out += "\t\t\t" + l.name + ": " + (l.type ? printType(*l.type) : std::string("ANY")) + "\n";
    }
    switch (f.bodyKind) {
    case FeatureDecl::BodyKind::None: break;
    case FeatureDecl::BodyKind::Do: out += "\t\tdo\n" + printBody(f.body, 3); break;
    case FeatureDecl::BodyKind::Once: {
        out += "\t\tonce";
        if (!f.onceKeys.empty()) {
            out += " (";
            for (std::size_t i = 0; i < f.onceKeys.size(); ++i) out += (i > 0 ? ", " : "") + quoteString(f.onceKeys[i]);
            out += ")";
        }
        out += "\n" + printBody(f.body, 3);
        break;
    }
    case FeatureDecl::BodyKind::Deferred: out += "\t\tdeferred\n"; break;
    case FeatureDecl::BodyKind::External:
        out += "\t\texternal " + quoteString(f.externalLanguage);
        if (!f.externalAlias.empty()) out += "\n\t\talias " + quoteString(f.externalAlias);
        out += "\n";
        break;
    case FeatureDecl::BodyKind::Attribute: out += "\t\tattribute\n" + printBody(f.body, 3); break;
    }
    if (!f.postcondition.empty() || f.ensureThen) {
        out += std::string("\t\tensure") + (f.ensureThen ? " then" : "") + "\n" + printAssertions(f.postcondition, 3);
    }
    if (f.hasRescue) out += "\t\trescue\n" + printBody(f.rescue, 3);
    return out + "\t\tend\n";
}

std::string printClass(const ClassDecl& cls)
{
    std::string out;
    if (!cls.description.empty()) out += "note\n\tdescription: " + quoteString(cls.description) + "\n\n";
    if (cls.isDeferred) out += "deferred ";
    if (cls.isExpanded) out += "expanded ";
    if (cls.isFrozen) out += "frozen ";
    out += "class\n\t" + cls.name;
    if (!cls.generics.empty()) {
        out += " [";
        for (std::size_t i = 0; i < cls.generics.size(); ++i) {
            const FormalGeneric& g = cls.generics[i];
            if (i > 0) out += ", ";
            if (g.isFrozen) out += "frozen ";
            const bool markOnConstraint = g.constraints.size() == 1 && g.constraints[0]
                                          && g.constraints[0]->attachment == TypeMark::Attachment::Detachable;
            if (g.isDetachableMark && !markOnConstraint) out += "detachable ";
            out += g.name;
            if (g.constraints.size() == 1) {
                out += " -> " + (g.constraints[0] ? printType(*g.constraints[0]) : std::string("ANY"));
            } else if (g.constraints.size() > 1) {
                out += " -> {";
                for (std::size_t k = 0; k < g.constraints.size(); ++k) {
                    out += (k > 0 ? ", " : "") + (g.constraints[k] ? printType(*g.constraints[k]) : std::string("ANY"));
                }
                out += "}";
            }
            if (!g.creationConstraint.empty()) {
                if (g.constraints.empty()) out += " -> ANY";
                out += " create " + joinNames(g.creationConstraint) + " end";
            }
        }
        out += "]";
    }
    out += "\n\n";
    if (cls.isObsolete) out += "obsolete\n\t" + quoteString(cls.obsoleteMessage) + "\n\n";
    for (std::size_t i = 0; i < cls.parents.size(); ++i) {
        const Parent& p = cls.parents[i];
        if (i == 0 || p.nonConforming != cls.parents[i - 1].nonConforming) {
            if (i > 0) out += "\n";
            out += p.nonConforming ? "inherit {NONE}\n" : "inherit\n";
        }
        out += "\t" + (p.type ? printType(*p.type) : std::string("ANY")) + "\n";
        const bool sub = !p.renames.empty() || !p.exports.empty() || !p.undefines.empty() || !p.redefines.empty() || !p.selects.empty();
        if (!p.renames.empty()) {
            out += "\t\trename\n";
            for (std::size_t k = 0; k < p.renames.size(); ++k) {
                const Rename& r = p.renames[k];
                out += "\t\t\t" + r.oldName + " as " + r.newName + (r.newAlias.empty() ? std::string() : " alias " + quoteString(r.newAlias))
                       + (k + 1 < p.renames.size() ? ",\n" : "\n");
            }
        }
        if (!p.exports.empty()) {
            out += "\t\texport\n";
            for (const auto& x : p.exports) {
                out += "\t\t\t{" + joinNames(x.clients) + "} " + (x.all ? std::string("all") : joinNames(x.features)) + "\n";
            }
        }
        if (!p.undefines.empty()) out += "\t\tundefine\n\t\t\t" + joinNames(p.undefines) + "\n";
        if (!p.redefines.empty()) out += "\t\tredefine\n\t\t\t" + joinNames(p.redefines) + "\n";
        if (!p.selects.empty()) out += "\t\tselect\n\t\t\t" + joinNames(p.selects) + "\n";
        if (sub) out += "\t\tend\n";
    }
    if (!cls.parents.empty()) out += "\n";
    for (const auto& c : cls.creators) {
        out += "create";
        if (!c.clients.empty()) out += " {" + joinNames(c.clients) + "}";
        out += "\n\t" + joinNames(c.features) + "\n\n";
    }
    if (!cls.conversions.empty()) {
        out += "convert";
        for (std::size_t i = 0; i < cls.conversions.size(); ++i) {
            const ConvertItem& c = cls.conversions[i];
            std::string types;
            for (std::size_t k = 0; k < c.types.size(); ++k) types += (k > 0 ? ", " : "") + (c.types[k] ? printType(*c.types[k]) : std::string("ANY"));
            out += std::string(i > 0 ? "," : "") + "\n\t" + c.feature + (c.isCreation ? " ({" + types + "})" : ": {" + types + "}");
        }
        out += "\n\n";
    }
    for (std::size_t i = 0; i < cls.features.size(); ++i) {
        const FeatureDecl& f = cls.features[i];
        bool newClause = i == 0;
        if (!newClause) {
            const FeatureDecl& prev = cls.features[i - 1];
            newClause = prev.clients != f.clients
                        || (f.clauseRange.valid() && prev.clauseRange.valid() && prev.clauseRange.begin != f.clauseRange.begin);
        }
        if (newClause) {
            out += "feature";
            if (!f.clients.empty()) out += " {" + joinNames(f.clients) + "}";
            out += "\n\n";
        }
        out += printFeature(f) + "\n";
    }
    if (!cls.invariant.empty()) out += "invariant\n" + printAssertions(cls.invariant, 1) + "\n";
    return out + "end\n";
}

std::string printModule(const Module& module)
{
    std::string out;
    for (std::size_t i = 0; i < module.classes.size(); ++i) {
        if (i > 0) out += "\n";
        if (module.classes[i]) out += printClass(*module.classes[i]);
    }
    return out;
}

}  // namespace amend::syntax
