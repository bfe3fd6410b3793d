// Private interface of step 3 (type checking and lowering to ir::), shared by check_*.cpp and
// lower_*.cpp. A BodyChecker checks the code of ONE context (a routine, or a class invariant)
// written in one class: it resolves names, types every expression, reports errors and builds
// ir:: trees into a frame (an ir::Routine holding slots, olds and the expression-id counter).
#pragma once

#include "sema/ir.h"
#include "sema/program.h"
#include "support/diagnostics.h"
#include "syntax/ast.h"

#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace amend::sema::check {

enum class AssertionKind { Precondition, Postcondition, Invariant, Check, LoopInvariant };
enum class Usage { Value, Instruction };

class BodyChecker {
public:
    // `feature` is the version written in `cls` (null for class invariants). Nodes and slots
    // go to `frame`: its exprCount is the id counter, slotTypes/slotNames the frame layout.
    // `scratch` (may be null) holds the texts the syntax was parsed from when they are not the
    // program's files (a candidate's body): the checker reads the spelling of some nodes.
    BodyChecker(const Program& program, DiagnosticSink& sink, const ClassInfo* cls, const FeatureInfo* feature,
                ir::Routine& frame, const SourceManager* scratch = nullptr);

    // Declares arguments and locals from the feature's declaration (types resolved here).
    void declareSignature();
    // Declares arguments and locals with the names and types of an already lowered routine.
    void declareFrom(const ir::Routine& original);

    ir::Block lowerBody(const syntax::Body& body, bool inRescue);
    std::vector<ir::Assertion> lowerAssertions(const std::vector<syntax::Assertion>& clauses, AssertionKind kind);
    ir::ExprPtr lowerExpr(const syntax::Expr& e, const Type* expected = nullptr, Usage usage = Usage::Value);
    ir::ExprPtr lowerCondition(const syntax::Expr& e);  // must be BOOLEAN

private:
    // --- common helpers (check_util.cpp) ---
    ir::ExprPtr node(ir::Op op, const Type* type, const SourceRange& range);
    ir::ExprPtr errorNode(const SourceRange& range);
    void error(const SourceRange& range, std::string message);
    const Type* errorType() const;
    const Type* basicType(BasicKind kind) const;
    const Type* boolType() const { return basicType(BasicKind::Boolean); }
    bool conforms(const Type* source, const Type* target) const;
    bool unboxReference(ir::ExprPtr& e, const Type* target);  // BOOLEAN_REF → BOOLEAN by `item'
    static bool hasLikeCurrent(const Type* type);  // `like Current' anywhere in `type'
    // The static type of a lowered expression (ObjectTest keeps its tested type in `type`).
    const Type* typeOf(const ir::Expr& e) const { return e.op == ir::Op::ObjectTest ? boolType() : e.type; }
    const Type* memberType(const Type* declared, const FeatureInfo* f, const Type* target) const;
    const Type* constraintOf(const Type* formal) const;
    const Type* resolve(const syntax::TypeMark& mark);
    int newSlot(const Type* type, std::string name);
    // Converts `e` to `target` (Convert nodes, literal adaptation); returns null when impossible
    // (then `e` is left untouched and the caller reports).
    bool tryCoerce(ir::ExprPtr& e, const Type* target);
    // Does basic kind `from` convert to `to` by its class's `convert' clause?
    bool basicConverts(BasicKind from, BasicKind to) const;
    // Converts `e` to class type `target` by a `convert' clause (check_convert.cpp).
    bool tryClassConversion(ir::ExprPtr& e, const Type* target);
    bool createFrom(ir::ExprPtr& e, const Type* to, const FeatureInfo* creator);
    // A constant of basic kind `kind` (Int32Const … for the first kinds, BasicConst for the
    // sized ones): integer value (bit pattern for NATURAL_64) or real value.
    ir::ExprPtr basicConstant(BasicKind kind, std::int64_t bits, double real, const SourceRange& range);
    // tryCoerce, reporting `message` (built with the two type names) at e's range on failure.
    void coerce(ir::ExprPtr& e, const Type* target, const std::string& what);
    // Copy semantics of expanded classes (other than the basic ones): a value stored into an
    // entity of such a type is a copy (`twin'), unless it is a fresh object already.
    void copyIfExpanded(ir::ExprPtr& e, const Type* target);
    std::string text(const SourceRange& range) const;

    // --- names and calls (check_calls.cpp) ---
    struct Entity {
        enum class Kind { None, Slot, Feature } kind = Kind::None;
        int slot = -1;
        const Type* type = nullptr;
        const FeatureInfo* feature = nullptr;
    };
    Entity lookup(const std::string& name) const;
    bool nameClashes(const std::string& name) const;
    ir::ExprPtr lowerCall(const syntax::Expr& e, const Type* expected, Usage usage);
    // `f (x)' on an entity whose class has `alias "()"' (agents): null when it does not apply
    // (check_parenthesis_alias.cpp).
    ir::ExprPtr lowerParenthesisAlias(const Entity& en, const syntax::Expr& e, const std::vector<const syntax::Expr*>& args,
                                      const SourceRange& nameRange, Usage usage);
    ir::ExprPtr lowerFeatureCall(const FeatureInfo* f, ir::ExprPtr target, const Type* targetType,
                                 const std::vector<const syntax::Expr*>& args, const SourceRange& nameRange,
                                 const SourceRange& range, Usage usage);
    ir::ExprPtr lowerQualified(ir::ExprPtr target, const std::string& name, const std::vector<const syntax::Expr*>& args,
                               const SourceRange& nameRange, const SourceRange& range, Usage usage);
    // A no-argument query/procedure call used internally (across protocol); no export check.
    ir::ExprPtr synthCall(ir::ExprPtr target, const char* name, const SourceRange& range, int* routineId = nullptr);
    ir::ExprPtr lowerPrecursor(const syntax::Expr& e, Usage usage);
    ir::ExprPtr lowerStaticCall(const syntax::Expr& e, Usage usage);
    // --- type objects (check_type_objects.cpp) ---
    const Type* typeObjectType(const syntax::Expr& e);  // TYPE [T] for `{T}'; null after an error
    ir::ExprPtr lowerTypeLiteral(const syntax::Expr& e);
    ir::ExprPtr lowerTypeObjectCall(const syntax::Expr& e, Usage usage);  // `{T}.f', f a query of TYPE
    ir::ExprPtr lowerCreation(const syntax::TypeMark* mark, const Type* targetType, const std::string& procName,
                              const std::vector<syntax::ExprPtr>& args, const SourceRange& range,
                              const SourceRange& typeRange);
    // The query of the current class a creation type is anchored to (`like f', directly or
    // through arguments and locals declared `like'), or null: see lowerCreate.
    const FeatureInfo* creationAnchor(const syntax::TypeMark* mark, int depth = 0) const;
    ir::ExprPtr lowerBracket(const syntax::Expr& e, Usage usage);
    // Lowers and converts the actual arguments of a call to `f` on `targetType` into `out`;
    // false (after reporting) when their number is wrong.
    static bool isClassFeature(const FeatureInfo& f);
    ir::ExprPtr lowerClassFeatureCall(const syntax::Expr& e, const FeatureInfo* f, const Type* t, Usage usage);
    ir::ExprPtr staticCallNode(const FeatureInfo* f, const Type* type, std::vector<ir::ExprPtr> kids, const SourceRange& range, Usage usage);
    bool lowerArgs(const FeatureInfo* f, const Type* targetType, const std::vector<const syntax::Expr*>& args,
                   const SourceRange& nameRange, std::vector<ir::ExprPtr>& out);
    std::vector<const syntax::Expr*> argList(const std::vector<syntax::ExprPtr>& args) const;
    // Implicit tuple: the actuals from the last formal's position on packed into one manifest
    // tuple when that formal is a TUPLE and they are not one already (check_implicit_tuples.cpp).
    const Type* typeByForm(const syntax::Expr& e) const;
    bool packImplicitTuple(const FeatureInfo* f, const Type* targetType, std::vector<const syntax::Expr*>& args,
                           const SourceRange& nameRange);
    ir::ExprPtr constantNode(const FeatureInfo* f, const SourceRange& range);

    // --- operators and literals (check_operators.cpp) ---
    ir::ExprPtr lowerIntegerLiteral(const syntax::Expr& e, const Type* expected, bool negative);
    ir::ExprPtr lowerTypedManifest(const syntax::Expr& e);
    ir::ExprPtr lowerBinary(const syntax::Expr& e, const Type* expected);
    ir::ExprPtr lowerUnary(const syntax::Expr& e, const Type* expected);
    ir::ExprPtr lowerEquality(const syntax::Expr& e);
    ir::ExprPtr modelEquality(ir::ExprPtr left, ir::ExprPtr right, bool equal, const SourceRange& range);
    ir::ExprPtr lowerAliasCall(const syntax::Expr& e, ir::ExprPtr left, const std::string& alias,
                               const syntax::Expr* right);
    bool balance(ir::ExprPtr& a, ir::ExprPtr& b, BasicKind& kind);

    // --- other expressions (check_expr.cpp) ---
    ir::ExprPtr lowerObjectTest(const syntax::Expr& e);
    ir::ExprPtr lowerConditional(const syntax::Expr& e, const Type* expected);
    bool branchesTakeExpected(const std::vector<ir::ExprPtr>& values, const Type* expected) const;
    ir::ExprPtr lowerManifestArray(const syntax::Expr& e, const Type* expected);
    ir::ExprPtr lowerQuantifier(const syntax::Expr& e);
    // The type every value can be converted to (numeric balancing, else the first type the
    // others conform to, else `expected`); null when there is none.
    const Type* commonType(std::vector<ir::ExprPtr>& values, const Type* expected);
    ir::ExprPtr lowerOld(const syntax::Expr& e);
    // AutoProof's `e.old_' (check_old_suffix.cpp): the value of `e' on entry to the routine, where
    // `old' is not allowed (loop invariants and variants, checks) and in postconditions; null when
    // the call is no such annotation (`old_' is a feature of the class of `e').
    ir::ExprPtr lowerOldSuffix(const syntax::Expr& e, Usage usage);
    struct Iteration {  // across protocol resolved for one iterable
        const Type* cursorType = nullptr;
        const Type* itemType = nullptr;
        int newCursor = -1, after = -1, item = -1, forth = -1;
        const FeatureInfo* newCursorF = nullptr;
        const FeatureInfo* afterF = nullptr;
        const FeatureInfo* itemF = nullptr;
        const FeatureInfo* forthF = nullptr;
    };
    bool iteration(const ir::Expr& iterable, const SourceRange& range, Iteration& it);
    // `cls''s version of `name' of class `seedClass' (ITERABLE, ITERATION_CURSOR) under whatever
    // name `cls' gives it; `cls''s own `name' when `cls' does not conform to `seedClass'.
    const FeatureInfo* iterationFeature(const ClassInfo* cls, const char* seedClass, const char* name) const;
    // The m_hidden name of iteration variable x's cursor, `@ x' (no identifier can clash).
    static std::string cursorKey(const std::string& name) { return "@" + name; }
    ir::ExprPtr lowerCursor(const syntax::Expr& e);
    ir::ExprPtr typedPointer(const syntax::Expr& e);
    ir::ExprPtr variableAddress(const syntax::Expr& e);
    // `across x as c' binds the item here: in user classes when Program::acrossAsItem, always in
    // a project's own EiffelBase (written for EiffelStudio's current semantics, as FreeELKS is),
    // never in Amend's bundled kernel.
    bool asBindsItem() const
    {
        if (!m_cls->isKernel) return m_program.acrossAsItem;
        return m_cls->decl && m_program.sources.contains(m_cls->decl->nameRange.file)
               && !m_program.sources.file(m_cls->decl->nameRange.file).isBundled();
    }

    // --- AutoProof's annotations (check_autoproof.cpp) ---
    // The lowered annotation `name' (unknown as a feature where it is used), or null when the
    // name is no AutoProof annotation. `target': x of `x.name', null when unqualified.
    ir::ExprPtr lowerAutoProof(const std::string& name, ir::ExprPtr target, const std::vector<const syntax::Expr*>& args,
                               const SourceRange& nameRange, const SourceRange& range, Usage usage);
    bool isAutoProofDecreases(const syntax::Expr& e) const;
    bool frameConditionAllowed(const std::string& name) const;  // `modify', `reads' … may be written here  // `decreases (…)' naming no feature
    void lowerAnnotationArgs(const std::vector<const syntax::Expr*>& args);
    std::vector<ir::ExprPtr> lowerVariantComponents(const std::vector<const syntax::Expr*>& args);

    // --- tuples (check_tuples.cpp) ---
    ir::ExprPtr lowerManifestTuple(const syntax::Expr& e, const Type* expected);
    // Index (0-based) of the item labelled `name' in tuple type `type', or -1.
    int tupleLabel(const Type* type, const std::string& name) const;
    // `t.x' on a labelled tuple: TUPLE.item (index) typed as the item's type.
    ir::ExprPtr lowerTupleLabelRead(ir::ExprPtr target, int index, const SourceRange& range);
    // `t.x := v' on a labelled tuple: TUPLE.put (v, index) with v converted to the item's type.
    ir::ExprPtr lowerTupleLabelWrite(ir::ExprPtr target, int index, const syntax::Expr& value, const SourceRange& range);

    // --- agents (check_agents.cpp) ---
    ir::ExprPtr lowerAgent(const syntax::Expr& e, const Type* expected);
    ir::ExprPtr lowerInlineAgent(const syntax::Expr& e, const Type* expected);
    // The Agent node for `f' on a target (closed: `target'; open: null) with the actuals as written
    // (`?' = open); `allOpen' when no argument list was written (`agent f').
    ir::ExprPtr agentNode(const FeatureInfo* f, ir::ExprPtr target, const Type* targetType, const std::vector<syntax::ExprPtr>& args,
                          bool allOpen, const SourceRange& nameRange, const SourceRange& range, const Type* expected);
    // PROCEDURE [TUPLE [open]], PREDICATE [TUPLE [open]] (BOOLEAN result) or FUNCTION [TUPLE [open], R];
    // the open operand types of `expected' instead when they are acceptable to the routine.
    const Type* agentType(std::vector<const Type*> open, const Type* result, const Type* expected) const;

    // --- attachment narrowing (check_attachment.cpp) ---
    // Names `cond' proves attached (detachable locals, arguments, attributes) when it is `value'.
    void attachedWhen(const syntax::Expr& cond, bool value, std::vector<std::string>& out) const;
    // Assumes `cond' is `value' from here on; returns the mark to give endAssumptions.
    std::size_t assume(const syntax::Expr& cond, bool value);
    // Leaves a scope opened at `mark': its assumptions end, the detachable values assigned in it stay.
    void endAssumptions(std::size_t mark);
    bool knownAttached(const std::string& name) const;
    std::vector<std::string> attachedNames() const;  // every name known attached here
    // After a choice: the names attached at the end of every branch stay attached.
    void keepAttachedInAll(const std::vector<std::vector<std::string>>& branchEnds);
    void noteAssigned(const std::string& name, const Type* valueType);  // `name := value' of that type
    // `declared', attached when `name' is known attached here.
    const Type* narrowed(const std::string& name, const Type* declared) const;

    // --- instructions (check_instr.cpp) ---
    void lowerInstr(const syntax::Instr& s, ir::Block& out);
    void lowerAssign(const syntax::Instr& s, ir::Block& out);
    void lowerCreate(const syntax::Instr& s, ir::Block& out);
    void lowerCallInstr(const syntax::Instr& s, ir::Block& out);
    void lowerIf(const syntax::Instr& s, ir::Block& out);
    void lowerInspect(const syntax::Instr& s, ir::Block& out);
    void lowerLoop(const syntax::Instr& s, ir::Block& out);
    void lowerCheck(const syntax::Instr& s, ir::Block& out);
    ir::Block lowerBlock(const syntax::Body& body);
    // A writable entity (local, Result, attribute of Current) named by an assignment target.
    struct Store {
        enum class Kind { Invalid, Local, Result, Attr } kind = Kind::Invalid;
        int slot = -1;
        const FeatureInfo* feature = nullptr;
        const Type* type = nullptr;
        std::string name;
    };
    Store resolveStore(const syntax::Expr& target);
    ir::InstrPtr makeStore(const Store& store, ir::ExprPtr value, const SourceRange& range);
    ir::InstrPtr instr(ir::IOp op, const SourceRange& range);
    void lowerAssignerCall(const syntax::Instr& s, ir::Block& out);
    bool inspectValue(const syntax::Expr& e, BasicKind kind, std::int64_t& value);

    const Program& m_program;
    const SourceManager* m_scratch = nullptr;
    DiagnosticSink& m_sink;
    const ClassInfo* m_cls;
    const Type* m_current;          // Current's type: m_cls->selfType
    const FeatureInfo* m_feature;   // null for invariants
    ir::Routine& m_frame;
    std::unordered_map<std::string, int> m_names;       // arguments and locals → slot
    std::vector<syntax::ExprPtr> m_packedTuples;        // implicit tuples made from actuals (kept while checking)
    std::vector<std::pair<std::string, int>> m_hidden;  // object-test locals, cursors (innermost last)
    const Type* m_resultType = nullptr;
    struct Attachment {  // `name' known attached (or detached again) from this point
        std::string name;
        bool attached = true;
    };
    std::vector<Attachment> m_attachment;  // innermost last; the last entry for a name counts
    bool m_inRescue = false;
    bool m_inAssertion = false;
    bool m_inLoopVariant = false;  // lowering a loop's `variant': `e.old_' is allowed there
    AssertionKind m_assertion = AssertionKind::Check;
    // The clause being lowered names `owns', `observers' or `subjects' (AutoProof's ownership,
    // not tracked at run time): the clause is not monitored (check_autoproof.cpp).
    bool m_namesOwnership = false;
};

// `once ("OBJECT")': one result per object (the once key is case-insensitive). check_util.cpp.
bool isOncePerObject(const syntax::FeatureDecl& decl);

// Integer constants written in hexadecimal, binary or octal (`0x…', `0b…', `0c…') are bit
// patterns for the signed kinds: bitPatternValue (INTEGER_8, 0xFF) = -1 (check_util.cpp).
bool isBitPatternSpelling(const std::string& spelled);
std::int64_t bitPatternValue(BasicKind kind, std::int64_t bits);

// An external routine other than "built_in" (C, C++, DLL …): a warning at the feature, and a
// body that stops the run when called (kUnrunnableExternal, sema/unrunnable_externals.h). unrunnable_externals.cpp.
void markUnrunnableExternal(ir::Routine& r, const FeatureInfo& version, DiagnosticSink& sink);

// --- IR utilities (lower_clone.cpp) ---
// Deep copy of an expression: fresh ids from `nextId`, local slots >= `firstHidden` mapped
// through `slotMap` (-1 entries are allocated by `allocate`), Old slots shifted by `oldOffset`.
struct CloneContext {
    int* nextId = nullptr;          // null: keep ids
    int firstHidden = 1 << 30;      // slots below are kept (arguments)
    std::vector<int> slotMap;       // old hidden slot → new slot (-1 = not yet)
    const ir::Routine* from = nullptr;
    ir::Routine* into = nullptr;    // receives newly allocated hidden slots
    int oldOffset = 0;
};
ir::ExprPtr cloneExpr(const ir::Expr& e, CloneContext& ctx);
ir::Assertion cloneAssertion(const ir::Assertion& a, CloneContext& ctx);
// Assigns instruction ids in textual order (body, then rescue) and fills Routine::instructions.
void numberInstructions(ir::Routine& routine);

}  // namespace amend::sema::check
