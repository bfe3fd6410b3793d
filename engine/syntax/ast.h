// The syntax tree of Eiffel classes, exactly as written (after case normalisation).
// Produced by the parser, read by the checker (which lowers bodies to ir::), the printer and,
// later, fix synthesis, which clones and edits sub-trees. It deliberately holds no resolved
// names or types: those live in sema:: so that one tree can be checked in several contexts.
//
// Conventions:
//  - identifiers of features, locals and arguments are stored lower-case; class names and
//    generic parameter names upper-case; the source text keeps the user's spelling (ranges).
//  - every node has a SourceRange covering its whole text (half-open byte offsets).
//  - nodes are plain structs owned through unique_ptr; `clone()` makes deep copies.
#pragma once

#include "support/source.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace amend::syntax {

struct Expr;
struct Instr;
struct TypeMark;
struct FeatureDecl;
using ExprPtr = std::unique_ptr<Expr>;
using InstrPtr = std::unique_ptr<Instr>;
using TypePtr = std::unique_ptr<TypeMark>;
using Body = std::vector<InstrPtr>;  // a compound (sequence of instructions)

// ---------------------------------------------------------------------------------------------
// Types as written: `INTEGER`, `ARRAY [G]`, `detachable STRING`, `like Current`, `like x`.
struct TypeMark {
    enum class Attachment { Unspecified, Attached, Detachable };
    std::string name;                // upper-case class or formal name; empty when `isLike`
    std::vector<TypePtr> generics;   // actual generic parameters
    std::vector<std::string> tupleLabels;  // `TUPLE [x, y: INTEGER]': one lower-case label per
                                           // actual, or empty when the tuple type has no labels
    Attachment attachment = Attachment::Unspecified;
    bool isExpandedMark = false;     // `expanded T` (rare)
    bool isLike = false;             // anchored type
    std::string likeAnchor;          // lower-case feature/argument name, or "current"; empty with likeType
    TypePtr likeType;                // `like {T}.f': T (the anchor is then likeQualifiers)
    std::vector<std::string> likeQualifiers;  // `like a.b.c' / `like {T}.b.c': b, c (lower-case)
    bool isSeparate = false;         // `separate T' (SCOOP)
    SourceRange range;

    TypePtr clone() const;
};

// ---------------------------------------------------------------------------------------------
// Expressions.
enum class ExprKind {
    IntegerLit,      // intValue (magnitude as written; a leading '-' is a Unary Minus), text = spelling
    RealLit,         // realValue, text = spelling
    CharLit,         // charValue (Unicode code point)
    StringLit,       // stringValue (escapes decoded; verbatim strings de-indented), isVerbatim
    BoolLit,         // boolValue
    VoidLit,
    CurrentRef,
    ResultRef,
    // A name, possibly with arguments and a target: `x`, `f (a)`, `t.f`, `t.f (a)`.
    // name = feature/local/argument name; target (may be null = unqualified); args.
    Call,
    // `{T}.f (args)`: typeMark = T, name = f, args.
    StaticCall,
    // `Precursor (args)` or `Precursor {PARENT} (args)`: name = parent class (upper) or empty; args.
    PrecursorCall,
    // Binary operator: binaryOp, args[0] = left, args[1] = right. For `alias` operators that are
    // not predefined (free operators) binaryOp = Free and name = the operator text.
    Binary,
    // Unary operator: unaryOp, args[0] = operand (name = operator text for Free).
    Unary,
    // `a [i, j]`: target = a, args = indices (calls the feature with alias "[]").
    Bracket,
    // `old e`: args[0] = e.
    Old,
    // `attached e`, `attached e as x`, `attached {T} e as x`: args[0] = e, typeMark (may be null),
    // boundName (lower-case, may be empty).
    ObjectTest,
    // `if c1 then e1 elseif c2 then e2 else e3 end`: args = [c1, e1, c2, e2, ..., e_else].
    // (odd count; the last one is the else part, which is mandatory).
    Conditional,
    // `<<a, b, c>>`: args = items.
    ManifestArray,
    // `create {T}.make (args)` as an expression: typeMark = T, name = creation procedure
    // (empty for default_create), args.
    CreationExpr,
    // `across e as c all b end` / `some`: args[0] = e (iterable), args[1] = b; boundName = c;
    // isAll distinguishes all/some; isCursorForm = true (`as`: c is a cursor, `c.item` the item).
    // Quantifiers `∀ x: e ¦ b` / `∃ x: e ¦ b` use the same kind with isCursorForm = false (x is
    // the item itself).
    Quantifier,
    // `(e)`: args[0] = e. Kept so the printer reproduces parentheses faithfully.
    Paren,
    // Manifest tuple `[a, b]`: args = items.
    Tuple,
    // `agent f', `agent x.f (?, 1)', `agent {T}.f': args[0] = the call (a `?' argument is a Call
    // named "?"). Inline `agent (x: T): R do … end (actuals)': inlineRoutine = the routine, args =
    // the actuals.
    Agent,
    // `{T} 5', `{STRING_8} ""', `{ARRAY [INTEGER]} <<…>>': typeMark = T, args[0] = the manifest.
    TypedManifest,
    // `{T}' alone as an expression (an object of TYPE [T]): typeMark = T.
    TypeLiteral,
    // `$name' (address of a feature, local or Current, for externals): name (lower-case).
    Address,
    // `@ x': the cursor of the iteration variable x of an enclosing `across'/`∀'/`∃'/`⟳' (x
    // itself is the item in the item forms): name = x (lower-case).
    Cursor,
};

enum class BinaryOp {
    Plus, Minus, Times, Divide, IntDiv, Mod, Power,  // + - * / // \\ ^
    Eq, Ne, Tilde, NotTilde,                          // = /= ~ /~
    Lt, Le, Gt, Ge,                                   // < <= > >=
    And, Or, Xor, AndThen, OrElse, Implies,
    Interval,                                         // |..|
    Free,                                             // any other alias operator; text in `name`
};
enum class UnaryOp { Minus, Plus, Not, Free };

const char* binaryOpText(BinaryOp op);  // "+", "and then", ...
const char* unaryOpText(UnaryOp op);    // "-", "+", "not"

struct Expr {
    ExprKind kind = ExprKind::VoidLit;
    SourceRange range;

    std::string name;          // see ExprKind; lower-case feature names
    std::string text;          // literal spelling as written (numbers), for printing
    std::int64_t intValue = 0; // IntegerLit magnitude; from 2^63 up (NATURAL_64 literals) the bits of the
                               // unsigned magnitude, so negative here: the checker diagnoses them
    double realValue = 0;
    std::uint32_t charValue = 0;
    std::string stringValue;
    std::string stringValue8;  // StringLit: its STRING_8 reading when it differs (Token::text8)
    bool boolValue = false;
    bool isVerbatim = false;
    bool isOnceString = false;  // StringLit: `once "…"' (one object per occurrence)
    bool isAll = true;          // Quantifier: all (true) or some (false)
    bool isCursorForm = true;   // Quantifier: `across … as c` (cursor) vs ∀/∃ (item)
    BinaryOp binaryOp = BinaryOp::Plus;
    UnaryOp unaryOp = UnaryOp::Minus;

    ExprPtr target;             // Call / Bracket target (null = unqualified call)
    std::vector<ExprPtr> args;  // see ExprKind
    bool hasParens = false;     // Call: written with an argument list `f ()`
    TypePtr typeMark;           // StaticCall, ObjectTest, CreationExpr
    std::string boundName;      // ObjectTest / Quantifier local name (lower-case)
    SourceRange nameRange;      // range of `name` (Call, StaticCall) or boundName
    // Agent: an inline agent's routine (arguments, result type, contracts, locals, body). Shared
    // by clones: fixes never edit inside an inline agent.
    std::shared_ptr<const FeatureDecl> inlineRoutine;

    ExprPtr clone() const;
};

// ---------------------------------------------------------------------------------------------
// Assertions: `tag: expr`, or an untagged expression, or a lone comment-free tag (`tag:`
// followed by nothing is allowed by ECMA as a "comment" clause: expr is null then).
struct Assertion {
    std::string tag;      // as the user spelled it (tags are shown in reports); empty if untagged
    ExprPtr expr;         // may be null for a tag-only clause and for `class'
    SourceRange range;    // whole clause, tag included
    bool isClassMarker = false;  // the postcondition clause `class' (an instance-free feature)
    Assertion clone() const;
};

// ---------------------------------------------------------------------------------------------
// Instructions.
enum class InstrKind {
    Assign,        // target := value ; target is an Expr (Call without args/target, or ResultRef)
    AssignAttempt, // target ?= value (obsolete; parsed, checked like `attached {T} value`)
    Create,        // create [{T}] target [.name (args)]
    CallInstr,     // a call used as an instruction: expr (Call, Bracket, PrecursorCall, StaticCall)
    If,            // conds[i] / bodies[i] pairs, elseBody (hasElse)
    Inspect,       // expr; whens; elseBody (hasElse)
    Loop,          // from/invariant/until/loop/variant, optional across part
    Check,         // assertions; thenBody when `check … then … end` (hasThen)
    Debug,         // debugKeys (optional); body
    Retry,
};

struct InspectChoice {
    ExprPtr low;   // constant expression (integer/character literal, constant name, `-` literal)
    ExprPtr high;  // null unless `low..high`
    SourceRange range;
};
struct InspectWhen {
    std::vector<InspectChoice> choices;
    Body body;
    SourceRange range;
};

struct Instr {
    InstrKind kind = InstrKind::CallInstr;
    SourceRange range;

    // Assign / AssignAttempt
    ExprPtr target;
    ExprPtr value;
    // Create: typeMark (explicit `{T}`, may be null), target (Call name or ResultRef), name =
    // creation procedure (empty when none), args, hasParens.
    TypePtr typeMark;
    std::string name;
    std::vector<ExprPtr> args;
    bool hasParens = false;
    // CallInstr
    ExprPtr expr;
    // If
    std::vector<ExprPtr> conds;
    std::vector<Body> bodies;
    Body elseBody;
    bool hasElse = false;
    // Inspect (expr above)
    std::vector<InspectWhen> whens;
    // Loop. `across iterable as cursorName` (or `is`, isCursorForm = false) precedes `from`.
    // The symbolic form `⟳ x: iterable ¦ body ⟲' is the `across … is x loop body end' loop.
    ExprPtr acrossIterable;
    std::string acrossName;
    bool acrossCursorForm = true;
    Body from;
    std::vector<Assertion> loopInvariant;
    ExprPtr until;   // null for a pure `across … loop … end`
    Body body;       // also Debug body, Check then-body
    ExprPtr variant;
    std::string variantTag;
    // Check
    std::vector<Assertion> assertions;
    bool hasThen = false;
    // Debug
    std::vector<std::string> debugKeys;

    InstrPtr clone() const;
};

Body cloneBody(const Body& body);

// Calls `visit` on `expr` and every expression inside it (targets and arguments), outer first.
void forEachNode(const Expr& expr, const std::function<void(const Expr&)>& visit);

// Calls `visit` on every instruction of `body`, outer ones first, through the compounds nested
// in it (if/elseif/else branches, inspect branches, loop `from` and body, check and debug bodies).
void forEachInstruction(const Body& body, const std::function<void(const Instr&)>& visit);

// ---------------------------------------------------------------------------------------------
// Features.
struct FeatureName {
    std::string name;       // lower-case
    std::string alias;      // operator alias as written inside quotes: "+", "[]", "|..|", "and then"; empty if none
    std::vector<std::string> moreAliases;  // `alias "and" alias "∧"': the aliases after the first
    bool isFrozen = false;
    bool hasConvert = false;
    SourceRange range;
};

// One conversion of a class's `convert' clause: `make_from ({A, B})' (a creation procedure,
// isCreation) or `to_real: {REAL}' (a query).
struct ConvertItem {
    std::string feature;                // lower-case
    bool isCreation = false;
    std::vector<TypePtr> types;
    SourceRange range;
};

struct Argument {
    std::string name;  // lower-case
    TypePtr type;
    SourceRange range;
};
using LocalDecl = Argument;

// One entry of a `note' clause: `status: functional, ghost' is tag "status" with the values
// "functional" and "ghost" (identifiers and strings as written, lower-case tag). AutoProof
// reads some (`explicit', `status', `model'); Amend's run time reads those (AUTOPROOF.md).
struct NoteEntry {
    std::string tag;
    std::vector<std::string> values;
};
// Whether `notes' has the entry `tag' with the value `value' (both compared case-insensitively).
bool hasNote(const std::vector<NoteEntry>& notes, std::string_view tag, std::string_view value);

struct FeatureDecl {
    enum class Kind { Attribute, Constant, Routine };
    enum class BodyKind { None, Do, Once, Deferred, External, Attribute };

    std::vector<FeatureName> names;   // `a, b: INTEGER` declares several features at once
    std::vector<std::string> clients; // export list of the enclosing feature clause; empty = ANY;
                                      // {NONE} = {"NONE"}; upper-case class names
    SourceRange clauseRange;          // the `feature {…}` header
    std::vector<Argument> arguments;
    TypePtr type;                     // result / attribute type; null for procedures
    Kind kind = Kind::Routine;
    ExprPtr constantValue;            // Constant: manifest value (literal, possibly signed)

    std::string obsoleteMessage;
    bool isObsolete = false;
    std::string headerComment;        // the comment lines right after the signature, without `--`
    std::vector<Assertion> precondition;
    bool requireElse = false;
    std::vector<LocalDecl> locals;
    BodyKind bodyKind = BodyKind::None;
    Body body;                        // Do / Once / Attribute body
    std::vector<std::string> onceKeys;
    std::string externalLanguage;     // e.g. "built_in", "C"
    std::string externalAlias;
    std::vector<Assertion> postcondition;
    bool ensureThen = false;
    Body rescue;
    bool hasRescue = false;
    std::string assigner;             // `assign name` (lower-case), empty if none

    SourceRange range;                // whole declaration
    SourceRange bodyRange;            // from `do`/`once`/… keyword to just before `ensure`/`rescue`/`end`
    SourceRange endRange;             // the routine's closing `end`
    std::vector<NoteEntry> notes;     // the feature's `note' clause
};

// ---------------------------------------------------------------------------------------------
// Classes.
struct FormalGeneric {
    std::string name;                 // upper-case
    std::vector<TypePtr> constraints; // `G -> COMPARABLE` or `G -> {A, B}`; empty = ANY
    std::vector<std::string> creationConstraint;  // `G -> X create make end`
    bool isFrozen = false;
    bool isDetachableMark = false;    // `[detachable G]`/`[G -> detachable H]`
    SourceRange range;
};

struct Rename {
    std::string oldName;   // lower-case
    std::string newName;   // lower-case
    std::string newAlias;  // `rename f as g alias "+"`
    std::vector<std::string> moreAliases;  // further `alias "…"' after the first
    SourceRange range;
};

struct ExportItem {
    std::vector<std::string> clients;  // upper-case class names
    std::vector<std::string> features; // lower-case; empty with `all`
    bool all = false;
    SourceRange range;
};

struct Parent {
    TypePtr type;
    std::vector<Rename> renames;
    std::vector<ExportItem> exports;
    std::vector<std::string> undefines;
    std::vector<std::string> redefines;
    std::vector<std::string> selects;
    bool nonConforming = false;  // `inherit {NONE}`
    SourceRange range;
};

struct CreationClause {
    std::vector<std::string> clients;   // empty = ANY
    std::vector<std::string> features;  // lower-case
    SourceRange range;
};

struct ClassDecl {
    std::string name;  // upper-case
    SourceRange nameRange;
    SourceRange range;
    bool isDeferred = false;
    bool isExpanded = false;
    bool isFrozen = false;
    std::string obsoleteMessage;
    bool isObsolete = false;
    std::vector<FormalGeneric> generics;
    std::vector<Parent> parents;
    std::vector<CreationClause> creators;
    bool hasCreationClause = false;  // false: default_create is the implicit creation procedure
    std::vector<ConvertItem> conversions;  // the `convert' clause (not used by the checker yet)
    std::vector<FeatureDecl> features;
    std::vector<Assertion> invariant;
    SourceRange invariantRange;
    std::string description;         // note description, if any (for display)
    std::vector<NoteEntry> notes;    // the class's `note' clauses (before `class' and at its end)
};

// A class written for AutoProof: its notes or its features' say so (`model', `manual_inv',
// `false_guards' on the class; `explicit' or `status' on a feature). Then its `check assume'
// clauses are assumptions (AUTOPROOF.md).
bool writtenForAutoProof(const ClassDecl& cls);

// One parsed file: the classes in the order they appear.
struct Module {
    int fileId = -1;
    std::vector<std::unique_ptr<ClassDecl>> classes;
};

}  // namespace amend::syntax
