// The executable form of checked Eiffel code: trees with every name resolved to a slot, a
// routine id or a feature, every operator typed, every conversion explicit. The checker
// produces it (sema/lower_*.cpp); the interpreter executes it (runtime/) and never looks at
// names or strings at run time. Immutable after construction and shared by all threads.
//
// Node ids: every Expr and Instr of a routine gets an `id` unique within that routine
// (instructions are numbered 0..n-1 in textual order and listed in Routine::instructions, so
// an instruction id is a "location" for snapshots and fault localization; expressions are
// numbered 0..m-1). Observers and branch forcing refer to nodes by (routine, id).
#pragma once

#include "sema/types.h"
#include "support/source.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace amend::sema {
struct FeatureInfo;
struct ClassInfo;
struct LoweringOnUse;
}

namespace amend::ir {

struct Expr;
struct Instr;
struct Routine;
using ExprPtr = std::unique_ptr<Expr>;
using InstrPtr = std::unique_ptr<Instr>;
using Block = std::vector<InstrPtr>;

enum class Op : std::uint8_t {
    // Constants (value in intValue / realValue / text). StringConst makes a NEW STRING_8 object
    // holding `text` every time it is evaluated (Eiffel manifest strings are fresh objects).
    Int32Const, Int64Const, Nat32Const, RealConst, BoolConst, CharConst, VoidConst, StringConst,

    // Entities. Local: slot in the frame (arguments first, then declared locals, then hidden
    // temporaries). Old: slot in the routine's old-value array (Routine::olds), evaluated on entry.
    Current, Result, Local, Old,

    // Feature access. routineId is the dispatch seed: the interpreter finds the version to run
    // with `dynamicClass->dispatchFor(routineId)` (attribute → field read, constant → value,
    // routine → call). `feature` is the statically resolved feature (for names and arity).
    AttrCurrent,  // attribute of Current (no call, no contract)
    CallCurrent,  // unqualified call on Current: kids = args; preconditions/postconditions checked,
                  // class invariant NOT checked (unqualified)
    Call,         // qualified call: kids[0] = target, kids[1..] = args; Void target → void_call
                  // violation; invariant of the target checked on entry and exit of a routine
                  // (not for attribute/constant reads); basic-value targets dispatch in their
                  // basic class (INTEGER_32 …) and skip invariants
    CallStatic,   // statically bound call of exactly `feature` (Precursor): target Current, kids = args

    // Creation. `type` is the type to create (may mention formals of the routine's class: the
    // interpreter instantiates it against Current's dynamic type); `feature` is the creation
    // procedure in that class (nullptr = none: fields are just default-initialised); kids = args.
    // Invariant checked after the creation procedure.
    Create,
    // `<<a, b>>`: type = ARRAY [T]; kids = items (already converted to T). Built by the interpreter
    // as: create with `feature` (ARRAY.make, args 1 and n) then call `auxFeature` (ARRAY.put (item, i))
    // for each i.
    ManifestArray,

    // Operators on basic values. `basic` names the operand kind; both operands have it already
    // (the checker inserted Convert nodes). Result kinds: arithmetic → `basic`, comparisons →
    // Boolean. INTEGER_32/INTEGER_64/NATURAL_32 arithmetic wraps (two's complement); IntDiv and
    // Mod by zero are a division_by_zero violation (IntDiv truncates toward zero, Mod has the
    // sign of the dividend, as in EiffelStudio). Div is REAL_64 division (basic = Real64).
    // Pow: basic = Real64, result REAL_64.
    Add, Sub, Mul, Div, IntDiv, Mod, Pow, Neg,
    Lt, Le, Gt, Ge,
    // Eq/Ne (`=`/`/=`): for basic values compare by value (same basic kind after conversion);
    // otherwise reference identity (Void = Void). Used for any operand types.
    Eq, Ne,
    // ObjEq/ObjNe (`~`/`/~`): both Void → equal; one Void → different; different dynamic types →
    // different; else the result of `is_equal` (dispatched with routineId, via a call).
    ObjEq, ObjNe,
    // Booleans. Xor strict; And/Or, AndThen/OrElse and Implies semi-strict (right side evaluated
    // only when needed). ECMA-367 lets a compiler evaluate plain `and'/`or' either way;
    // EiffelStudio (its `or' is an `or else') and gec short-circuit them, and libraries rely on it
    // (FreeELKS's ARRAYED_QUEUE.has: `until j = 0 or v ~ area.item (i)').
    And, Or, Xor, AndThen, OrElse, Implies, Not,
    // Conversion of kids[0] to `basic` (from the kind recorded in `fromBasic`).
    Convert,
    // Conditional expression: kids = [c1, e1, c2, e2, …, else].
    IfExpr,
    // Object test: kids[0]; true when the value is not Void and (when `type` is set) its dynamic
    // type conforms to `type` (instantiated against Current). When slot >= 0 the value is stored
    // in that local slot when the test succeeds.
    ObjectTest,
    // `across … all/some` and ∀/∃: kids[0] = iterable, kids[1] = body (BOOLEAN); flag = isAll.
    // Iteration: c := iterable.new_cursor; until c.after: (slot := c if cursorForm else c.item);
    // evaluate body; c.forth. Uses routine ids iterNewCursor/iterAfter/iterItem/iterForth.
    Quantifier,
    // A constant of a sized basic kind `basic` (INTEGER_8 … CHARACTER_32): intValue holds the
    // integer or character code (a NATURAL_64 as its two's complement bit pattern), realValue
    // a REAL_32 value.
    BasicConst,
    // Manifest tuple `[a, b]`: type = the TUPLE type; kids = the items, already converted to the
    // item types. Makes a new object each time, of the type without labels (labels are static).
    ManifestTuple,
    // Agent creation (`agent f (?, 1)', `agent x.f', `agent {T}.f', inline agents): type =
    // PROCEDURE/FUNCTION/PREDICATE [TUPLE [open operand types] …]; feature = the wrapped routine
    // (an inline agent's own feature, see inlineRoutine); routineId = its dispatch seed, -1 to
    // call `feature' itself. Operands: the target (position 0), then the arguments (1..n); bit p
    // of intValue set = operand p is open (given at each call); kids = the closed operands, in
    // position order.
    Agent,
    // AutoProof's ownership methodology at run time (resources/kernel/AUTOPROOF.md): kids[0] = the
    // object (Current when unqualified); intValue = an OwnershipOp. IsOpen/IsClosed are BOOLEAN
    // (is_open; is_wrapped, wrapped, closed, is_closed); Wrap/Unwrap are commands (their value is
    // discarded); Inv is BOOLEAN: the object's class invariant holds, all of it, or with `text'
    // (tags separated by ','; flag: without them, else only them) for inv_only/inv_without.
    Ownership,
    // `$x' in library code where x is an argument or local (slot) or Result (slot -1) of a basic
    // type: a POINTER to the variable itself, through which C externals (memory_copy …) read and
    // write it (runtime/native_memory.h). type = POINTER.
    Address,
};

enum class OwnershipOp : std::uint8_t { IsOpen, IsClosed, Wrap, Unwrap, Inv };

struct Expr {
    Op op = Op::VoidConst;
    sema::BasicKind basic = sema::BasicKind::None;      // operand kind of operators; target kind of Convert
    sema::BasicKind fromBasic = sema::BasicKind::None;  // Convert: source kind
    const sema::Type* type = nullptr;                   // static type of the value (never null after checking)
    int id = -1;                                        // unique within the routine
    int slot = -1;                                      // Local / Old / ObjectTest / Quantifier slot
    int routineId = -1;                                 // AttrCurrent / CallCurrent / Call; ObjEq: is_equal
    const sema::FeatureInfo* feature = nullptr;         // see Op
    const sema::FeatureInfo* auxFeature = nullptr;      // ManifestArray: ARRAY.put
    std::int64_t intValue = 0;                          // Int32/Int64/Nat32/Bool/Char constants
    double realValue = 0;
    std::string text;                                   // StringConst text (UTF-8)
    std::string text8;                                  // StringConst: the STRING_8 object's characters
                                                        // when they differ from `text' (Token::text8)
    bool flag = false;                                  // Quantifier: isAll; ObjectTest: no `{T}' (tests Void only)
    bool cursorForm = true;                             // Quantifier: slot holds the cursor (true) or the item
    int cursorSlot = -1;                                // Quantifier, item form: slot of the cursor (`@ x'), or -1
    int iterNewCursor = -1, iterAfter = -1, iterItem = -1, iterForth = -1;  // Quantifier routine ids
    std::vector<ExprPtr> kids;
    SourceRange range;
    std::shared_ptr<const Routine> inlineRoutine;       // Agent: an inline agent's routine (shared by clones)
};

struct Assertion {
    std::string tag;                       // as written; empty when untagged
    std::string text;                      // the expression's source text (for reports)
    ExprPtr cond;                          // null for a tag-only clause (always holds)
    SourceRange range;                     // the clause in its source file
    const sema::ClassInfo* writtenIn = nullptr;
    // AutoProof's `check assume: e end' in a class written for AutoProof: an assumption the
    // proof takes for granted, not a checked assertion; a run where it is false left what the
    // proof covers (runtime::Violation::assumption), it is no fault of the program.
    bool assumption = false;
};

struct InspectWhen {
    std::vector<std::pair<std::int64_t, std::int64_t>> ranges;  // inclusive; a single value v is (v, v); characters by code
    Block body;
};

enum class IOp : std::uint8_t {
    AssignLocal,   // slot := value (also creation into a local: value is a Create expr)
    AssignResult,  // Result := value
    AssignAttr,    // attribute of Current with routineId := value
    CallInstr,     // evaluate `value` (a call) and discard its result
    If,            // conds[i] → blocks[i]; elseBlock
    Inspect,       // value = the inspected expression; whens; elseBlock when hasElse, otherwise no
                   // matching branch is an `inspect_no_match` failure
    Loop,          // from; invariant checked before the first test and after each iteration;
                   // until = exit condition (tested before each iteration); body; variant (INTEGER)
                   // must be >= 0 before each iteration and decrease after each
    Check,         // assertions; when hasThen, blocks[0] runs after the assertions hold
    Debug,         // blocks[0]; run only when debug is enabled for the run
    Retry,         // only in a rescue clause: restart the routine body
};

struct Instr {
    IOp op = IOp::CallInstr;
    int id = -1;                        // index in Routine::instructions (textual order)
    SourceRange range;
    int slot = -1;                      // AssignLocal
    int routineId = -1;                 // AssignAttr
    const sema::FeatureInfo* feature = nullptr;  // AssignAttr: the attribute (for names)
    ExprPtr value;                      // AssignX / CallInstr / Inspect
    std::vector<ExprPtr> conds;         // If
    std::vector<Block> blocks;          // If branches; Check then-block; Debug block
    Block elseBlock;                    // If / Inspect
    bool hasElse = false;
    bool hasThen = false;
    std::vector<InspectWhen> whens;
    Block from;                         // Loop
    std::vector<Assertion> invariant;   // Loop
    ExprPtr until;                      // Loop exit condition (never null for a Loop)
    Block body;                         // Loop body
    ExprPtr variant;                    // Loop variant, may be null
    std::string variantTag;
    SourceRange variantRange;
    std::vector<Assertion> assertions;  // Check
};

// One precondition alternative: the clauses a version of the routine adds. A routine's
// precondition holds when ANY alternative holds entirely (`require else` semantics);
// no alternatives at all means True.
struct PreconditionGroup {
    std::vector<Assertion> clauses;
};

struct Routine {
    const sema::FeatureInfo* feature = nullptr;   // the version this is the implementation of
    int argCount = 0;
    int frameSize = 0;                             // args + declared locals + temporaries
    std::vector<const sema::Type*> slotTypes;      // per slot (defaults: 0, False, '%U', 0.0, Void)
    std::vector<std::string> slotNames;            // per slot (temporaries named "<cursor>" etc.)
    const sema::Type* resultType = nullptr;        // null for procedures
    std::vector<PreconditionGroup> preconditions;  // own group first, then inherited ones
    std::vector<Assertion> postconditions;         // own and inherited (`ensure then`): all must hold
    std::vector<ExprPtr> olds;                     // `old e` values, evaluated on entry after the precondition
    // AutoProof's recursion variant, `decreases (e1, …)` in the precondition (INTEGER components,
    // lexicographic): evaluated on entry after the precondition; a call made while another call
    // of this routine is active must have a smaller value, each component >= 0. Empty: none.
    std::vector<ExprPtr> decreases;
    Assertion decreasesClause;                     // the clause, for reports (no `cond`)
    Block body;
    Block rescue;
    bool hasRescue = false;
    bool isOnce = false;
    bool isOncePerObject = false;                  // `once ("OBJECT")': one result per Current object
    bool isDeferred = false;                       // calling it is an internal error (checked statically)
    bool isBuiltIn = false;
    std::string builtInKey;                        // "CLASS.feature" for external "built_in"
    std::vector<const Instr*> instructions;        // every instruction, index = id
    int exprCount = 0;                             // expression ids are 0..exprCount-1
    SourceRange range;                             // the feature declaration
    // An inline agent's routine has a feature of its own (in no class's feature table): it owns it.
    std::shared_ptr<const sema::FeatureInfo> ownFeature;
    // Non-null when this routine is lowered on its first use (sema::CompileInput::lowerKernelOnUse):
    // until sema::lowered (sema/program.h) has run on it, only `feature`, `range` and the flags are set.
    sema::LoweringOnUse* onUse = nullptr;
};

}  // namespace amend::ir
