// The checked program: every class of the user's files and of the kernel library, with its
// flattened feature table (inheritance, renaming, redefinition, selection and export applied),
// its attribute layout and dispatch table, and every routine lowered to ir::.
//
// Built once by compileProgram (sema/compiler.h) in three steps:
//   1. parse all files (syntax::),
//   2. buildUniverse (sema/build_steps.h, sema/universe*.cpp): classes, generics, parents, types, conformance,
//      feature tables, routine ids, field slots, creation procedures, class-level validity,
//   3. checkBodies (sema/build_steps.h, sema/check_*.cpp, lower_*.cpp): type-check every routine, contract and
//      invariant and lower it to ir::Routine / ir::Assertion.
// After that a Program is immutable (except the thread-safe TypeTable) and is shared as
// std::shared_ptr<const Program> by any number of interpreters and tasks on any number of threads.
// Code lowered later (a candidate fix's body, a Nopol probe, a predicate) is owned by the task that
// lowered it, never stored here: see lowerReplacementBody below.
#pragma once

#include "sema/ir.h"
#include "sema/types.h"
#include "support/diagnostics.h"
#include "support/source.h"
#include "syntax/ast.h"

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace amend::sema {

struct FeatureInfo;

// The runtime representation a class needs beyond ordinary fields.
// Agent: a ROUTINE object carrying the wrapped routine and its closed operands (runtime AgentData).
enum class NativeKind : std::uint8_t { None, String, Special, Agent };

struct ClassInfo {
    int id = -1;                                 // index in Program::classes
    std::string name;                            // upper-case, e.g. "INTEGER_32"
    const syntax::ClassDecl* decl = nullptr;
    bool isKernel = false;                       // library code: the bundled kernel or the project's own EiffelBase
    // Library code that is nevertheless the program under test (FreeELKS given as the program,
    // project::ProgramFiles::programIsBase): tested, traced and fixed like the user's classes.
    bool libraryUnderTest = false;
    // The user's code or a library under test: what AutoTest tests, traces record and fixes edit.
    bool isUserCode() const { return !isKernel || libraryUnderTest; }
    bool isDeferred = false;
    bool isExpanded = false;
    bool isFrozen = false;
    BasicKind basic = BasicKind::None;           // BOOLEAN, CHARACTER_8, INTEGER_32 …
    NativeKind native = NativeKind::None;        // STRING_8, SPECIAL

    std::vector<std::string> genericNames;       // formal generic names, upper-case
    std::vector<const Type*> constraints;        // per formal: the constraint (ANY when none)
    const Type* selfType = nullptr;              // the class applied to its own formals: ARRAY [G]
    std::vector<const Type*> parents;            // conforming parents as written (formals of this class)
    std::vector<const Type*> nonConformingParents;
    std::vector<bool> conformingAncestor;        // by class id: is that class a conforming ancestor
                                                 // (or this class itself)?

    std::vector<FeatureInfo*> features;          // every feature (own and inherited), final names
    std::unordered_map<std::string, FeatureInfo*> byName;   // final name (lower-case) → feature
    std::vector<const FeatureInfo*> dispatch;    // routine id → this class's version (or nullptr)
    std::vector<const FeatureInfo*> fields;      // attribute of each field slot
    std::vector<const FeatureInfo*> creators;    // creation procedures (default_create when the
                                                 // class has no create clause and is not deferred)
    std::vector<const FeatureInfo*> publicCreators;  // those any client may call: no client list,
                                                 // or one naming ANY (not `create {NONE} make')
    std::vector<ir::Assertion> invariant;        // clauses of this class and all its ancestors,
                                                 // each lowered in the class that wrote it (step 3)
    int invariantFrameSize = 0;                  // local slots `invariant` needs (object-test locals,
                                                 // iteration variables of quantifiers): step 3
    // Added by step 2: by class id, that ancestor (conforming or not, this class included) as
    // seen from this class, in terms of this class's formals; null if not an ancestor. Built once,
    // makes Program::ancestorView / instantiate a table lookup plus a substitution.
    std::vector<const Type*> ancestorTypes;

    const FeatureInfo* feature(std::string_view name) const;
    // The feature with operator alias `alias` ("+", "[]", "<", "|..|", "not" …) taking `arity`
    // arguments (0 for unary operators, 1 for binary; any arity for "[]" when arity < 0).
    const FeatureInfo* aliasFeature(std::string_view alias, int arity) const;
    const FeatureInfo* dispatchFor(int routineId) const
    {
        return routineId >= 0 && static_cast<std::size_t>(routineId) < dispatch.size() ? dispatch[static_cast<std::size_t>(routineId)] : nullptr;
    }
    bool conformsTo(const ClassInfo* ancestor) const
    {
        return ancestor && static_cast<std::size_t>(ancestor->id) < conformingAncestor.size() && conformingAncestor[static_cast<std::size_t>(ancestor->id)];
    }
    bool isCreator(const FeatureInfo* f) const;
};

struct ConstantValue {
    BasicKind basic = BasicKind::None;  // None with isString for STRING constants
    bool isString = false;
    std::int64_t intValue = 0;          // integers, booleans (0/1), characters (code)
    double realValue = 0;
    std::string text;                   // STRING constants
    std::string text8;                  // their STRING_8 reading when it differs (Token::text8)
};

struct FeatureInfo {
    enum class Kind : std::uint8_t { Attribute, Constant, Routine };

    std::string name;                      // final name in `owner` (lower-case)
    std::string alias;                     // final operator alias, empty if none
    std::vector<std::string> moreAliases;  // `alias "and" alias "∧"': the aliases after the first
    Kind kind = Kind::Routine;
    const ClassInfo* owner = nullptr;      // the class whose feature table holds this entry
    const ClassInfo* writtenIn = nullptr;  // the class whose text declares this version
    const syntax::FeatureDecl* decl = nullptr;
    int declNameIndex = 0;                 // which of decl->names this is
    std::string declaredName;              // the name in writtenIn's text (before renaming)

    const Type* type = nullptr;            // result/attribute type in `owner`'s context; null for procedures
    std::vector<const Type*> argTypes;     // in `owner`'s context
    std::vector<std::string> argNames;

    bool isDeferred = false;
    bool isOnce = false;
    bool isBuiltIn = false;                // external "built_in"
    bool isFrozen = false;
    bool isObsolete = false;
    bool exportedToAll = true;             // exported to ANY
    std::vector<const ClassInfo*> exportedTo;  // when !exportedToAll: these classes and their descendants
                                               // (empty = {NONE}: only unqualified use)

    int routineId = -1;                    // dispatch seed, shared by all versions along inheritance
    int slot = -1;                         // Attribute: field index in objects of `owner`
    ConstantValue constant;                // Constant
    std::vector<const FeatureInfo*> precursors;  // the parents' versions this one redeclares
    const ir::Routine* routine = nullptr;  // Routine (also built-ins, for their contracts): set in step 3;
                                           // shared by every FeatureInfo with the same implementation
    // Attribute with an `attribute' body (a self-initializing attribute, ECMA-367 8.19.19): the
    // body lowered as a function of the attribute's type; set in step 3, shared like `routine'.
    const ir::Routine* initializer = nullptr;
    std::string builtInKey;                // "WRITTENIN.declaredname" when isBuiltIn
    SourceRange range;                     // the feature's name in its declaration

    bool isFunction() const { return type != nullptr && kind == Kind::Routine; }
    bool isProcedure() const { return type == nullptr && kind == Kind::Routine; }
    bool isQuery() const { return type != nullptr; }
    bool isExportedTo(const ClassInfo* client) const;
};

// EiffelStudio's standard class-name mappings, the ones EiffelBase's .ecf declares (INTEGER →
// INTEGER_32, STRING → STRING_8 …): Amend's kernel is written with them.
const std::unordered_map<std::string, std::string>& standardClassMappings();

class Program {
public:
    SourceManager sources;
    std::vector<std::shared_ptr<const syntax::Module>> modules;   // one per parsed file (the kernel's
                                                                  // may be shared: sema::ParsedKernel)
    mutable TypeTable types;   // interns on demand, also after compilation: the one thread-safe
                               // cache of a compiled Program (TypeTable's own mutex)
    // Shared pointers because a program built on a checked kernel (sema::CheckedKernel) shares
    // the kernel's classes (the first ids, owned by `kernelBase`) instead of building them again.
    std::vector<std::shared_ptr<ClassInfo>> classes;
    std::vector<std::unique_ptr<FeatureInfo>> featureStore;  // owner of every FeatureInfo
    std::vector<std::unique_ptr<ir::Routine>> routineStore;  // owner of every lowered routine
    int routineIdCount = 0;
    // The kernel program this one is built on (sema/compiler.h, CheckedKernel), or null: it owns
    // the shared classes, their features and routines, and the types under `types`.
    std::shared_ptr<const Program> kernelBase;
    // The state that lowers the kernel's routines left for their first use (CompileInput::
    // lowerKernelOnUse, ir::Routine::onUse); null when every routine was lowered by step 3.
    std::shared_ptr<const void> loweringOnUse;
    // `across x as c' in the user's classes binds `c' to the item (an .ecf's
    // is_obsolete_iteration="false"); the kernel's classes always bind the cursor.
    bool acrossAsItem = false;
    // The project refers to AutoProof's libraries (project::ProgramFiles::usesAutoProof).
    bool usesAutoProof = false;
    // The program given is an EiffelBase (FreeELKS): its classes, library code, are under test.
    bool libraryUnderTest = false;
    // Whether the library's routines may call the user's (libraryMayCallUserCode): set once the
    // bodies are checked; true until then, and for a program built otherwise.
    bool libraryCallsUserCode = true;

    // Well-known classes (set by buildUniverse; never null after a successful build).
    const ClassInfo* anyClass = nullptr;
    const ClassInfo* noneClass = nullptr;
    const ClassInfo* stringClass = nullptr;   // STRING_8
    const ClassInfo* specialClass = nullptr;  // SPECIAL
    const ClassInfo* arrayClass = nullptr;    // ARRAY
    // TUPLE (any number of actuals; labels in Type::labels) and the agent classes ROUTINE,
    // PROCEDURE, FUNCTION, PREDICATE (null when the kernel lacks them).
    const ClassInfo* tupleClass = nullptr;
    const ClassInfo* routineClass = nullptr;
    const ClassInfo* procedureClass = nullptr;
    const ClassInfo* functionClass = nullptr;
    const ClassInfo* predicateClass = nullptr;
    const ClassInfo* basicClasses[kBasicKindCount] = {};    // indexed by BasicKind

    // Class-name mappings read from the projects' .ecf files (<mapping old_name new_name>,
    // project::ProgramFiles::classMappings), upper-case old name → new name, with Amend's
    // kernel's own (standardClassMappings) when the kernel is the EiffelBase. Empty when no .ecf
    // gives any: then the standard ones apply (classNamed).
    std::unordered_map<std::string, std::string> classMappings;

    // Class by name, case-insensitive, after the class-name mappings: classMappings, or when
    // there are none the standard ones. A mapping whose new name no class has leaves the name
    // as it is.
    const ClassInfo* classNamed(std::string_view name) const;
    const ClassInfo* basicClass(BasicKind kind) const { return basicClasses[static_cast<int>(kind)]; }
    const Type* basicType(BasicKind kind) const;

    // Conformance (ECMA 8.14): class conformance through conforming inheritance with generic
    // actuals compared after viewing `source` as the target's class; NONE conforms to detachable
    // references; attached conforms to detachable; Error conforms both ways.
    bool conforms(const Type* source, const Type* target) const;
    // `type` (a type of `ancestor` or a descendant) seen as a type of `ancestor`:
    // ancestorView(TWO_WAY_SORTED_SET [INTEGER_32], ITERABLE) = ITERABLE [INTEGER_32]. Null if
    // `ancestor` is not an ancestor.
    const Type* ancestorView(const Type* type, const ClassInfo* ancestor) const;
    // Replaces the formals of `context` (and LikeCurrent) in `declared` using `target`, a type of
    // `context` or of a descendant: the type of a feature of `context` used on `target`.
    const Type* instantiate(const Type* declared, const ClassInfo* context, const Type* target) const;
    // The class whose features a value of `type` offers: the class itself, or a formal's
    // constraint class (ANY when unconstrained); null for None/Error.
    const ClassInfo* baseClass(const Type* type) const;

    // Added by step 2: lookup index (upper-case name → class) and whether conformance data
    // (ClassInfo::conformingAncestor / ancestorTypes) is complete, both set by buildUniverse.
    std::unordered_map<std::string, const ClassInfo*> classIndex;
    bool conformanceReady = false;

    // Interning types (thread-safe, see `types`).
    TypeTable& typeTable() const { return types; }
};

// Whether the library's code (the kernel, a library; not a library under test) may call a
// routine of the user's classes: some user routine redeclares a library feature (`is_equal',
// `out', COMPARABLE's `is_less'), so dynamic binding may reach it, or the user's code makes an
// agent, which library code may call (library_callbacks.cpp).
bool libraryMayCallUserCode(const Program& program);

// Resolves a type as written in `context` (a class). `anchor` resolves `like x` for arguments
// and locals (return null if unknown, the caller then looks up features of `context`).
struct AnchorResolver {
    virtual ~AnchorResolver() = default;
    virtual const Type* anchorType(std::string_view name) const = 0;
};
const Type* resolveType(const Program& program, const syntax::TypeMark& mark, const ClassInfo* context,
                        const AnchorResolver* anchors, DiagnosticSink& sink);

// `routine' with its contents: lowered now, once, by whichever thread asks first, when it was left
// for its first use (ir::Routine::onUse); as it is otherwise. Whoever reads a routine's contents
// (body, contracts, frame layout) in a program compiled with CompileInput::lowerKernelOnUse calls
// this first: the interpreter does (runtime::Machine).
void lowerOnUse(const ir::Routine& routine);
inline const ir::Routine& lowered(const ir::Routine& routine)
{
    if (routine.onUse) [[unlikely]] lowerOnUse(routine);
    return routine;
}

// Lowering on top of a compiled program, for fixes, probes and predicates (later stages;
// implemented with step 3's checker). They never change the Program and take no lock: any number
// of threads may lower at once. What they return belongs to the caller (a candidate, a probe, a
// replay), which hands a replacement routine to the interpreter beside the program through
// runtime::RunOptions::overrides. `scratch` holds the texts the syntax was parsed from when they
// are not the program's files (see scratchSources); null when the syntax comes from the program's
// files or was built in code.

// An empty manager for one task's scratch texts, its file ids after the program's.
SourceManager scratchSources(const Program& program);

// A new body for `feature`'s routine, checked and lowered in the context of its class (contracts,
// locals and signature are those of the original). Null (with diagnostics) when it does not check.
std::shared_ptr<const ir::Routine> lowerReplacementBody(const Program& program, const FeatureInfo& feature,
                                                        const syntax::Body& body, DiagnosticSink& sink,
                                                        const SourceManager* scratch = nullptr);
// A copy of `feature`'s routine (same body) whose own postcondition clause at `clause` reads
// `replacement` instead (checked as a postcondition: `old` and Result allowed; violations are
// reported at the original clause's place). For contract fixes that weaken a postcondition.
std::shared_ptr<const ir::Routine> lowerWithReplacedPostcondition(const Program& program, const FeatureInfo& feature,
                                                                  const SourceRange& clause,
                                                                  const syntax::Assertion& replacement, DiagnosticSink& sink,
                                                                  const SourceManager* scratch = nullptr);
// An expression evaluated in the environment of `feature` (arguments, locals, Result, Current's
// features), e.g. a predicate for a snapshot. Returns null (with diagnostics) if it does not check.
std::unique_ptr<ir::Expr> lowerExpressionIn(const Program& program, const FeatureInfo& feature, const syntax::Expr& expr,
                                            DiagnosticSink& sink, const SourceManager* scratch = nullptr);

}  // namespace amend::sema
