// Unit tests of step 2's class table and feature-table flattening (sema/universe*.cpp):
// rename/redefine/undefine/select, sharing and joining, routine ids and dispatch, slots,
// exports, creators, constants and class-level diagnostics, on small inline universes.
#include "universe_fixture.h"

#include "sema/compiler.h"

#include <QDir>
#include <QFile>
#include <QtTest>

#include <algorithm>
#include <thread>

using namespace amend;
using namespace amend::sema;
using namespace amend::sema::testing;

class TestUniverse : public QObject {
    Q_OBJECT
private slots:
    void kernelOnly();
    void renameRedefineUndefine();
    void joinDeferredAndEffective();
    void diamondWithSelect();
    void diamondWithoutSelectIsAnError();
    void sharedDiamond();
    void nameClash();
    void nameClashResolvedByRedefinition();
    void unknownParent();
    void inheritanceCycle();
    void redefineProblems();
    void duplicateClass();
    void libraryClassGivesWayToUserClass();
    void sharedFeatureExportsUnite();
    void bundledKernelClassGivesWayWithItsHeirs();
    void fieldSlots();
    void heirsGetTheNativePayload();
    void twoNativePayloadsAreAnError();
    void exports();
    void creators();
    void constants();
    void deferredFeatureInEffectiveClass();
    void sharedParsedKernel();
    void kernelSourcesInNameOrder();
    void sharedCheckedKernel();
    void kernelLoweredOnUse();
};

void TestUniverse::kernelOnly()
{
    auto b = build("");
    QVERIFY2(b->ok, b->messages().c_str());
    const Program& p = *b->program;
    QVERIFY(p.anyClass && p.anyClass->name == "ANY");
    QVERIFY(p.noneClass && p.noneClass->name == "NONE" && !p.noneClass->decl);
    QCOMPARE(p.classNamed("integer"), p.basicClass(BasicKind::Integer32));
    QCOMPARE(p.classNamed("String"), p.stringClass);
    QCOMPARE(p.classNamed("CHARACTER"), p.basicClass(BasicKind::Character));
    QCOMPARE(p.classNamed("DOUBLE"), p.basicClass(BasicKind::Real64));
    QVERIFY(!p.classNamed("REAL"));  // REAL_32 as in EiffelStudio: not in the mini kernel
    QCOMPARE(p.stringClass->native, NativeKind::String);
    QVERIFY(p.arrayClass && p.arrayClass->genericNames == std::vector<std::string>{"G"});
    QVERIFY(!p.classNamed("NATURAL"));  // not in the mini kernel
    // Implicit ANY parent: STRING_8 has default_create and is_equal.
    QVERIFY(b->feature("STRING_8", "default_create"));
    QCOMPARE(b->feature("STRING_8", "is_equal")->routineId, b->feature("ANY", "is_equal")->routineId);
    QCOMPARE(p.anyClass->parents.size(), std::size_t(0));
    QCOMPARE(p.stringClass->parents.size(), std::size_t(1));
    // Basic classes.
    const ClassInfo* integer = p.basicClass(BasicKind::Integer32);
    QVERIFY(integer->isExpanded);
    QCOMPARE(integer->basic, BasicKind::Integer32);
    QCOMPARE(b->type("INTEGER_32")->name(), std::string("INTEGER_32"));
    QCOMPARE(b->type("INTEGER_32", {}, true), b->type("INTEGER_32"));  // expanded: never detachable
    QCOMPARE(b->type("STRING_8", {}, true)->name(), std::string("detachable STRING_8"));
    QCOMPARE(b->type("ARRAY", {b->type("INTEGER_32")})->name(), std::string("ARRAY [INTEGER_32]"));
    QCOMPARE(p.arrayClass->selfType->name(), std::string("ARRAY [G]"));
    QVERIFY(p.arrayClass->selfType->mentionsFormals());
    QVERIFY(!b->type("ARRAY", {b->type("INTEGER_32")})->mentionsFormals());
    // Operators and built-ins.
    const FeatureInfo* plus = integer->aliasFeature("+", 1);
    QVERIFY(plus && plus->name == "plus");
    QVERIFY(plus->isBuiltIn);
    QCOMPARE(plus->builtInKey, std::string("INTEGER_32.plus"));
    QCOMPARE(integer->aliasFeature("-", 0)->name, std::string("opposite"));
    QVERIFY(!integer->aliasFeature("-", 1));
    QCOMPARE(p.arrayClass->aliasFeature("[]", -1)->name, std::string("item"));
    // INTEGER_32 effects COMPARABLE's deferred is_less: same seed, effective.
    QCOMPARE(integer->feature("is_less")->routineId, b->feature("COMPARABLE", "is_less")->routineId);
    QVERIFY(!integer->feature("is_less")->isDeferred);
    QCOMPARE(integer->feature("is_less")->precursors.size(), std::size_t(1));
    QVERIFY(integer->fields.empty());
    QCOMPARE(integer->dispatch.size(), std::size_t(p.routineIdCount));
}

void TestUniverse::renameRedefineUndefine()
{
    auto b = build(R"(class A
feature
    f: INTEGER do Result := 1 end
    g do end
    h do end
end

deferred class B
inherit
    A
        rename f as f2
        undefine h
        redefine g
        end
feature
    g do end
end
)");
    QVERIFY2(b->ok, b->messages().c_str());
    const ClassInfo* bc = b->cls("B");
    const FeatureInfo* af = b->feature("A", "f");
    QVERIFY(!bc->feature("f"));
    const FeatureInfo* f2 = bc->feature("f2");
    QVERIFY(f2);
    QCOMPARE(f2->routineId, af->routineId);
    QCOMPARE(f2->declaredName, std::string("f"));
    QCOMPARE(f2->writtenIn, b->cls("A"));
    QCOMPARE(f2->owner, bc);
    QCOMPARE(bc->dispatchFor(af->routineId), f2);
    const FeatureInfo* g = bc->feature("g");
    QCOMPARE(g->writtenIn, bc);
    QCOMPARE(g->routineId, b->feature("A", "g")->routineId);
    QCOMPARE(g->precursors.size(), std::size_t(1));
    QCOMPARE(g->precursors[0], b->feature("A", "g"));
    const FeatureInfo* h = bc->feature("h");
    QVERIFY(h->isDeferred);
    QVERIFY(!b->feature("A", "h")->isDeferred);
    QCOMPARE(h->routineId, b->feature("A", "h")->routineId);
    QCOMPARE(bc->features.size(), b->cls("A")->features.size());
}

void TestUniverse::joinDeferredAndEffective()
{
    auto b = build(R"(deferred class D
feature
    f deferred end
end

class E
feature
    f do end
end

class F
inherit
    D
    E
end
)");
    QVERIFY2(b->ok, b->messages().c_str());
    const FeatureInfo* df = b->feature("D", "f");
    const FeatureInfo* ef = b->feature("E", "f");
    QVERIFY(df->routineId != ef->routineId);
    const FeatureInfo* ff = b->feature("F", "f");
    QCOMPARE(ff->writtenIn, b->cls("E"));
    QVERIFY(!ff->isDeferred);
    QCOMPARE(b->cls("F")->dispatchFor(df->routineId), ff);
    QCOMPARE(b->cls("F")->dispatchFor(ef->routineId), ff);
}

void TestUniverse::diamondWithSelect()
{
    auto b = build(R"(class TOP
feature
    f do end
end

class LEFT
inherit
    TOP redefine f end
feature
    f do end
end

class RIGHT
inherit
    TOP
end

class BOTTOM
inherit
    LEFT rename f as left_f select left_f end
    RIGHT rename f as right_f end
end
)");
    QVERIFY2(b->ok, b->messages().c_str());
    int seed = b->feature("TOP", "f")->routineId;
    QCOMPARE(b->feature("LEFT", "f")->routineId, seed);
    QCOMPARE(b->feature("RIGHT", "f")->routineId, seed);
    const ClassInfo* bottom = b->cls("BOTTOM");
    const FeatureInfo* left = bottom->feature("left_f");
    const FeatureInfo* right = bottom->feature("right_f");
    QVERIFY(left && right);
    QCOMPARE(left->writtenIn, b->cls("LEFT"));
    QCOMPARE(right->writtenIn, b->cls("TOP"));
    QCOMPARE(bottom->dispatchFor(seed), left);
    QCOMPARE(left->routineId, seed);
    QVERIFY(right->routineId != seed);
    QCOMPARE(bottom->dispatchFor(right->routineId), right);
    // ANY's features arrive along both paths and are shared.
    QCOMPARE(bottom->feature("default_create"), bottom->dispatchFor(b->feature("ANY", "default_create")->routineId));
}

void TestUniverse::diamondWithoutSelectIsAnError()
{
    auto b = build(R"(class TOP
feature
    f do end
end

class LEFT
inherit
    TOP redefine f end
feature
    f do end
end

class BOTTOM
inherit
    LEFT rename f as left_f end
    TOP rename f as top_f end
end
)");
    QVERIFY(!b->ok);
    QVERIFY2(b->hasError("select clause is needed"), b->messages().c_str());
}

void TestUniverse::sharedDiamond()
{
    auto b = build(R"(class TOP
feature
    f do end
    x: INTEGER
end

class LEFT
inherit
    TOP
end

class RIGHT
inherit
    TOP
end

class BOTTOM
inherit
    LEFT
    RIGHT
end
)");
    QVERIFY2(b->ok, b->messages().c_str());
    const ClassInfo* bottom = b->cls("BOTTOM");
    QCOMPARE(bottom->features.size(), b->cls("TOP")->features.size());
    QCOMPARE(bottom->fields.size(), std::size_t(1));
    QCOMPARE(bottom->feature("f")->routineId, b->feature("TOP", "f")->routineId);
}

void TestUniverse::nameClash()
{
    auto b = build(R"(class X
feature
    f do end
end

class Y
feature
    f do end
end

class Z
inherit
    X
    Y
end
)");
    QVERIFY(!b->ok);
    QVERIFY(b->built);  // not fatal: bodies can still be checked
    const Diagnostic* d = b->error("name clash");
    QVERIFY2(d, b->messages().c_str());
    LineColumn at = b->program->sources.start(d->range);
    QCOMPARE(at.line, 11);
    QCOMPARE(at.column, 7);
}

void TestUniverse::nameClashResolvedByRedefinition()
{
    auto b = build(R"(class X
feature
    f do end
end

class Y
feature
    f do end
end

class Z
inherit
    X redefine f end
    Y redefine f end
feature
    f do end
end
)");
    QVERIFY2(b->ok, b->messages().c_str());
    const FeatureInfo* zf = b->feature("Z", "f");
    QCOMPARE(b->cls("Z")->dispatchFor(b->feature("X", "f")->routineId), zf);
    QCOMPARE(b->cls("Z")->dispatchFor(b->feature("Y", "f")->routineId), zf);
    QCOMPARE(zf->precursors.size(), std::size_t(2));
}

void TestUniverse::unknownParent()
{
    auto b = build("class FOO\ninherit\n    BAR\nend\n");
    QVERIFY(!b->ok);
    const Diagnostic* d = b->error("unknown class `BAR'");
    QVERIFY2(d, b->messages().c_str());
    QCOMPARE(DiagnosticSink::format(*d, b->program->sources), std::string("user.e:3:5: error: unknown class `BAR'"));
}

void TestUniverse::inheritanceCycle()
{
    auto b = build("class P\ninherit\n    Q\nend\n\nclass Q\ninherit\n    P\nend\n");
    QVERIFY(!b->built);
    QVERIFY2(b->hasError("inheritance cycle"), b->messages().c_str());
}

void TestUniverse::redefineProblems()
{
    auto b = build(R"(class A
feature
    f do end
    g do end
end

class B
inherit
    A rename ghost as spirit redefine f, nothing end
feature
    g do end
end
)");
    QVERIFY(!b->ok);
    QVERIFY2(b->hasError("`f' is listed in the redefine clause of A but class B does not redeclare it"), b->messages().c_str());
    QVERIFY(b->hasError("redefine clause names `nothing'"));
    const Diagnostic* rename = b->error("cannot rename `ghost': it is not a feature of A");
    QVERIFY(rename);
    QCOMPARE(b->program->sources.start(rename->range).column, 14);
    const Diagnostic* d = b->error("feature `g' redeclares the version inherited from A");
    QVERIFY2(d, b->messages().c_str());
    QCOMPARE(b->program->sources.start(d->range).line, 11);
}

void TestUniverse::duplicateClass()
{
    auto b = build("class SHOP\nend\nclass SHOP\nend\n");
    QVERIFY(!b->ok);
    const Diagnostic* d = b->error("duplicate class `SHOP'");
    QVERIFY2(d, b->messages().c_str());
    QCOMPARE(d->notes.size(), std::size_t(1));
    QCOMPARE(d->notes[0].range.file, b->userFile);
    QCOMPARE(b->program->sources.start(d->range).line, 3);
}

// A feature inherited from two parents, hidden by one (`export {NONE} all') and not by the
// other, is available to every client (FreeELKS's LINKED_QUEUE.is_empty).
void TestUniverse::sharedFeatureExportsUnite()
{
    auto b = build("class TOP\nfeature\n    f do end\n    g do end\nend\n"
                   "class LEFT\ninherit\n    TOP\n        export {NONE} all end\nend\n"
                   "class RIGHT\ninherit\n    TOP\n        export {NONE} g end\nend\n"
                   "class BOTTOM\ninherit\n    LEFT\n    RIGHT\nend\n");
    QVERIFY2(b->ok, b->messages().c_str());
    QVERIFY(!b->feature("LEFT", "f")->exportedToAll);
    QVERIFY(b->feature("BOTTOM", "f")->exportedToAll);
    const FeatureInfo* g = b->feature("BOTTOM", "g");
    QVERIFY(!g->exportedToAll && g->exportedTo.empty());  // hidden on both paths: still hidden
}

// A user class overrides the library's class of the same name; the library's heirs inherit it.
void TestUniverse::libraryClassGivesWayToUserClass()
{
    auto b = build("deferred class COMPARABLE\nfeature\n    is_less alias \"<\" (other: like Current): BOOLEAN deferred end\n"
                   "    is_greater_equal (other: like Current): BOOLEAN do Result := not (Current < other) end\nend\n",
                   "library/kernel.e");
    QVERIFY2(b->ok, b->messages().c_str());
    const ClassInfo* comparable = b->program->classNamed("COMPARABLE");
    QVERIFY(comparable && comparable->decl);
    QCOMPARE(comparable->decl->nameRange.file, b->userFile);
    const ClassInfo* integer = b->program->basicClass(BasicKind::Integer32);
    QVERIFY(integer);
    QVERIFY(integer->conformsTo(comparable));
    QVERIFY(b->feature("INTEGER_32", "is_greater_equal"));
}

// A user (or library) class takes the place of Amend's bundled kernel class of the same name and
// of the bundled classes inheriting from it; the other bundled classes stay.
void TestUniverse::bundledKernelClassGivesWayWithItsHeirs()
{
    auto b = build("deferred class COMPARABLE\nend\n");
    const ClassInfo* comparable = b->program->classNamed("COMPARABLE");
    QVERIFY(comparable && comparable->decl);
    QCOMPARE(comparable->decl->nameRange.file, b->userFile);
    QVERIFY(!b->program->classNamed("INTEGER_32"));  // the kernel's heir of COMPARABLE went with it
    QVERIFY(b->hasError("unknown class `INTEGER'"));   // so the kernel's uses of INTEGER are errors
    QVERIFY(b->program->classNamed("STRING_8") && b->program->classNamed("ARRAY"));
    QVERIFY(!b->hasError("duplicate class"));
}

// An heir of STRING_8 (directly, through another heir, or non-conformingly) runs STRING_8's
// built-ins, so its objects need the same native payload; an unrelated class gets none.
void TestUniverse::heirsGetTheNativePayload()
{
    auto b = build(R"(class MY_STRING
inherit
    STRING_8
end

class SHOUTING_STRING
inherit
    MY_STRING
end

class HIDDEN_STRING
inherit {NONE}
    STRING_8
end

class PLAIN
end
)");
    QVERIFY2(b->ok, b->messages().c_str());
    QCOMPARE(b->cls("MY_STRING")->native, NativeKind::String);
    QCOMPARE(b->cls("SHOUTING_STRING")->native, NativeKind::String);
    QCOMPARE(b->cls("HIDDEN_STRING")->native, NativeKind::String);
    QCOMPARE(b->cls("PLAIN")->native, NativeKind::None);
    QCOMPARE(b->cls("ARRAY")->native, NativeKind::None);
}

// One object cannot carry both a string and a SPECIAL payload: a clear error at the second parent.
void TestUniverse::twoNativePayloadsAreAnError()
{
    const std::string text = R"(class SPECIAL [G]
end

class BOTH
inherit
    STRING_8
    SPECIAL [INTEGER]
end
)";
    auto b = build(text);
    QVERIFY(!b->ok);
    QVERIFY2(b->hasError("class BOTH cannot inherit from both STRING_8 and SPECIAL"), b->messages().c_str());
    const auto& diagnostics = b->sink.diagnostics();
    QCOMPARE(diagnostics.size(), std::size_t(1));
    QCOMPARE(diagnostics[0].range.file, b->userFile);
    QCOMPARE(diagnostics[0].range.begin, static_cast<std::uint32_t>(text.find("SPECIAL [INTEGER]")));
}

void TestUniverse::fieldSlots()
{
    auto b = build(R"(class P
feature
    a: INTEGER
    b: STRING
    r: INTEGER do end
    k: INTEGER = 5
end

class Q
inherit
    P
feature
    c: BOOLEAN
end
)");
    QVERIFY2(b->ok, b->messages().c_str());
    const ClassInfo* p = b->cls("P");
    const ClassInfo* q = b->cls("Q");
    QCOMPARE(p->fields.size(), std::size_t(2));
    QCOMPARE(q->fields.size(), std::size_t(3));
    QCOMPARE(p->feature("a")->slot, 0);
    QCOMPARE(p->feature("b")->slot, 1);
    QCOMPARE(q->feature("a")->slot, 0);
    QCOMPARE(q->feature("b")->slot, 1);
    QCOMPARE(q->feature("c")->slot, 2);
    QCOMPARE(q->fields[2], q->feature("c"));
    QVERIFY(q->feature("a") != p->feature("a"));
    QCOMPARE(q->feature("a")->owner, q);
    QCOMPARE(q->feature("r")->slot, -1);
    QCOMPARE(q->feature("k")->kind, FeatureInfo::Kind::Constant);
    QCOMPARE(q->feature("b")->kind, FeatureInfo::Kind::Attribute);
    QCOMPARE(q->feature("b")->type, b->type("STRING_8"));
}

void TestUniverse::exports()
{
    auto b = build(R"(class A
feature {NONE}
    secret do end
feature {B, STRING}
    shared do end
feature {ANY}
    pub do end
feature
    open do end
end

class B
end

class C
inherit
    B
end

class D
inherit
    A
        export {NONE} pub; {ANY} secret end
end

class E
inherit
    A
        export {C} all end
end
)");
    QVERIFY2(b->ok, b->messages().c_str());
    const ClassInfo* bc = b->cls("B");
    const ClassInfo* cc = b->cls("C");
    const ClassInfo* dc = b->cls("D");
    const FeatureInfo* secret = b->feature("A", "secret");
    QVERIFY(!secret->exportedToAll);
    QVERIFY(secret->exportedTo.empty());
    QVERIFY(!secret->isExportedTo(bc));
    const FeatureInfo* shared = b->feature("A", "shared");
    QCOMPARE(shared->exportedTo.size(), std::size_t(2));
    QVERIFY(shared->isExportedTo(bc));
    QVERIFY(shared->isExportedTo(cc));  // descendant of B
    QVERIFY(shared->isExportedTo(b->program->stringClass));
    QVERIFY(!shared->isExportedTo(dc));
    QVERIFY(b->feature("A", "pub")->exportedToAll);
    QVERIFY(b->feature("A", "open")->exportedToAll);
    QVERIFY(!b->feature("D", "pub")->exportedToAll);
    QVERIFY(b->feature("D", "secret")->exportedToAll);
    QVERIFY(b->feature("D", "shared")->isExportedTo(bc));
    const FeatureInfo* eOpen = b->feature("E", "open");
    QVERIFY(!eOpen->exportedToAll);
    QVERIFY(eOpen->isExportedTo(cc));
    QVERIFY(!eOpen->isExportedTo(bc));

    // A class in a client list that is not in the system: one warning per list (as EiffelStudio
    // tolerates it), and it grants access to nobody.
    auto bad = build("class A\nfeature {UNKNOWN_CLIENT}\n    f do end\n    g do end\nend\n");
    QVERIFY(bad->ok);
    int count = 0;
    for (const auto& d : bad->sink.diagnostics())
        count += d.message.find("UNKNOWN_CLIENT") != std::string::npos && d.severity == Severity::Warning;
    QCOMPARE(count, 1);
    QVERIFY(!bad->feature("A", "f")->exportedToAll);
    QVERIFY(!bad->feature("A", "f")->isExportedTo(bad->program->stringClass));
}

void TestUniverse::creators()
{
    auto b = build(R"(class WITH_MAKE
create
    make, make_empty
feature
    make (n: INTEGER) do end
    make_empty do end
end

class PLAIN
end

deferred class ABSTRACT
end

class NO_CREATION
create
end
)");
    QVERIFY2(b->ok, b->messages().c_str());
    const ClassInfo* w = b->cls("WITH_MAKE");
    QCOMPARE(w->creators.size(), std::size_t(2));
    QVERIFY(w->isCreator(w->feature("make")));
    QVERIFY(w->isCreator(w->feature("make_empty")));
    QVERIFY(!w->isCreator(w->feature("default_create")));
    const ClassInfo* plain = b->cls("PLAIN");
    QCOMPARE(plain->creators.size(), std::size_t(1));
    QCOMPARE(plain->creators[0], plain->feature("default_create"));
    QVERIFY(b->cls("ABSTRACT")->creators.empty());
    QVERIFY(b->cls("NO_CREATION")->creators.empty());

    auto bad = build("class BAD\ncreate\n    missing, value\nfeature\n    value: INTEGER\nend\n");
    QVERIFY(!bad->ok);
    QVERIFY2(bad->hasError("unknown creation procedure `missing'"), bad->messages().c_str());
    QVERIFY(bad->hasError("creation procedure `value' of class BAD is not a procedure"));
}

void TestUniverse::constants()
{
    auto b = build(R"(class K
feature
    min: INTEGER = -2147483648
    max: INTEGER_32 = 2147483647
    letter: CHARACTER = 'a'
    yes: BOOLEAN = True
    half: DOUBLE = -0.5
    whole: REAL_64 = 3
    greeting: STRING = "hi"
end
)");
    QVERIFY2(b->ok, b->messages().c_str());
    const FeatureInfo* min = b->feature("K", "min");
    QCOMPARE(min->kind, FeatureInfo::Kind::Constant);
    QCOMPARE(min->constant.basic, BasicKind::Integer32);
    QCOMPARE(min->constant.intValue, std::int64_t(-2147483648LL));
    QCOMPARE(b->feature("K", "max")->constant.intValue, std::int64_t(2147483647));
    QCOMPARE(b->feature("K", "letter")->constant.intValue, std::int64_t('a'));
    QCOMPARE(b->feature("K", "letter")->constant.basic, BasicKind::Character);
    QCOMPARE(b->feature("K", "yes")->constant.intValue, std::int64_t(1));
    QCOMPARE(b->feature("K", "half")->constant.realValue, -0.5);
    QCOMPARE(b->feature("K", "whole")->constant.realValue, 3.0);
    QVERIFY(b->feature("K", "greeting")->constant.isString);
    QCOMPARE(b->feature("K", "greeting")->constant.text, std::string("hi"));
    QVERIFY(b->cls("K")->fields.empty());

    auto bad = build("class K\nfeature\n    big: INTEGER = 2147483648\n    wrong: BOOLEAN = 3\nend\n");
    QVERIFY(!bad->ok);
    QVERIFY2(bad->hasError("constant `big' is out of the range of INTEGER_32"), bad->messages().c_str());
    QVERIFY(bad->hasError("the value of constant `wrong' is not a manifest BOOLEAN"));
}

void TestUniverse::deferredFeatureInEffectiveClass()
{
    auto b = build("class HALF\ninherit\n    COMPARABLE\nend\n");
    QVERIFY(!b->ok);
    QVERIFY2(b->hasError("class HALF is not deferred but has deferred feature `is_less'"), b->messages().c_str());
}

// compileProgram with a ParsedKernel (sema/compiler.h, the fuzz harnesses') builds the same
// universe as without one, reports the same errors, shares the kernel's syntax trees between
// programs, and still lets a program's own class replace a kernel class.
void TestUniverse::sharedParsedKernel()
{
    const auto kernel = parseKernel();
    QVERIFY(kernel->files.size() > 10);
    QCOMPARE(kernel->modules.size(), kernel->files.size());
    auto compile = [&](const std::string& text, bool shared, std::string& messages) {
        CompileInput input;
        input.buffers.emplace_back("shared.e", text);
        if (shared) input.kernel = kernel;
        DiagnosticSink sink;
        auto program = compileProgram(input, sink);
        for (const Diagnostic& d : sink.diagnostics()) messages += program->sources.describe(d.range) + ": " + d.message + "\n";
        return program;
    };
    const std::string good = "class SHARED inherit ANY redefine out end create make\n"
                             "feature make do cell.put (3) end\n cell: CELL [INTEGER] once create Result.put (0) end\n"
                             " out: STRING do Result := cell.item.out end\nend\n";
    std::string sharedMessages, ownMessages;
    auto a = compile(good, true, sharedMessages);
    auto b = compile(good, false, ownMessages);
    QVERIFY2(sharedMessages.empty(), sharedMessages.c_str());
    QVERIFY2(ownMessages.empty(), ownMessages.c_str());
    QCOMPARE(a->classes.size(), b->classes.size());
    for (std::size_t i = 0; i < a->classes.size(); ++i) QCOMPARE(a->classes[i]->name, b->classes[i]->name);
    QCOMPARE(a->routineIdCount, b->routineIdCount);
    QVERIFY(a->classNamed("SHARED") && a->classNamed("SHARED")->feature("out")->writtenIn == a->classNamed("SHARED"));
    auto c = compile(good, true, sharedMessages);
    QVERIFY(a->modules.front() == c->modules.front());   // one syntax tree for both
    QVERIFY(a->modules.front() != b->modules.front());

    const std::string bad = "class SHARED create make feature make do cell.put (True) end\n"
                            " cell: CELL [INTEGER] once create Result.put (0) end\nend\n";
    std::string badShared, badOwn;
    compile(bad, true, badShared);
    compile(bad, false, badOwn);
    QVERIFY(!badShared.empty());
    QCOMPARE(badShared, badOwn);

    const std::string replacing = "class CELL [G] create put feature item: G put (v: G) do item := v end end\n";
    std::string replacedMessages;
    auto d = compile(replacing, true, replacedMessages);
    QVERIFY2(replacedMessages.empty(), replacedMessages.c_str());
    QVERIFY(!d->classNamed("CELL")->isKernel);
}

// kernelSources lists every .e file of resources/kernel, in the order of their names (file ids,
// and so class ids, follow it), with their texts.
void TestUniverse::kernelSourcesInNameOrder()
{
    QStringList onDisk = QDir(QStringLiteral(AMEND_SOURCE_DIR "/resources/kernel")).entryList({QStringLiteral("*.e")}, QDir::Files);
    std::sort(onDisk.begin(), onDisk.end());
    const auto sources = kernelSources();
    QCOMPARE(sources.size(), std::size_t(onDisk.size()));
    for (std::size_t i = 0; i < sources.size(); ++i) {
        QCOMPARE(QString::fromStdString(sources[i].first), QString::fromUtf8(kBundledKernelPrefix) + onDisk[qsizetype(i)]);
        QFile file(QStringLiteral(AMEND_SOURCE_DIR "/resources/kernel/") + onDisk[qsizetype(i)]);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(QByteArray::fromStdString(sources[i].second), file.readAll());
    }
    QVERIFY(QString::fromStdString(sources.front().first).endsWith(QLatin1String("any.e")));
}

namespace {

// Everything a build decides, as text: classes (id, name, parents), every feature (routine id,
// slot, types, where written, whether it has a routine, its contracts' sizes), dispatch tables
// (by routine id, so a shared kernel class's shorter table compares equal), creators, invariants
// and the diagnostics.
std::string describeBuild(const Program& p, const DiagnosticSink& sink)
{
    std::string out = "routine ids " + std::to_string(p.routineIdCount) + "\n";
    for (const auto& cls : p.classes) {
        out += std::to_string(cls->id) + " " + cls->name + (cls->isKernel ? " kernel" : "") + " parents";
        for (const Type* parent : cls->parents) out += " " + parent->name();
        out += "\n";
        for (const FeatureInfo* f : cls->features) {
            out += "  " + f->name + " #" + std::to_string(f->routineId) + " slot " + std::to_string(f->slot) + " in "
                + (f->writtenIn ? f->writtenIn->name : "?") + " : " + (f->type ? f->type->name() : "-");
            for (const Type* a : f->argTypes) out += " " + a->name();
            if (f->routine)
                out += " routine pre " + std::to_string(f->routine->preconditions.size()) + " post "
                    + std::to_string(f->routine->postconditions.size()) + " frame " + std::to_string(f->routine->frameSize);
            out += "\n";
        }
        for (int id = 0; id < p.routineIdCount; ++id)
            if (const FeatureInfo* f = cls->dispatchFor(id)) out += "  dispatch " + std::to_string(id) + " " + f->name + "\n";
        for (const FeatureInfo* f : cls->creators) out += "  creator " + f->name + "\n";
        out += "  invariant " + std::to_string(cls->invariant.size()) + " frame " + std::to_string(cls->invariantFrameSize) + "\n";
    }
    for (const Diagnostic& d : sink.diagnostics()) out += DiagnosticSink::format(d, p.sources) + "\n";
    return out;
}

}  // namespace

// A program built on the checked kernel (CompileInput::checkedKernel) is the program a whole build
// makes: same classes and ids, routine ids, features, dispatch, invariants and diagnostics; the
// kernel's classes are shared by every program built on it; a class that replaces a kernel class
// or has a name the kernel uses makes a whole build.
void TestUniverse::sharedCheckedKernel()
{
    const auto checked = checkKernel(parseKernel());
    auto compile = [&](const std::string& text, bool onChecked, std::string& described) {
        CompileInput input;
        input.buffers.emplace_back("layered.e", text);
        if (onChecked) input.checkedKernel = checked;
        DiagnosticSink sink;
        auto program = compileProgram(input, sink);
        described = describeBuild(*program, sink);
        return program;
    };
    const std::vector<std::string> programs = {
        // Redefinition of an ANY feature, a once function, a generic kernel class.
        "class LAYERED_ROOT inherit ANY redefine out end create make\n"
        "feature make do cell.put (3) end\n cell: CELL [INTEGER] once create Result.put (0) end\n"
        " out: STRING do Result := cell.item.out end\nend\n",
        // An heir of a kernel class with an invariant and contracts: redeclared routine with
        // Precursor, inherited invariant clauses, routine ids after the kernel's.
        "class LAYERED_STACK inherit ARRAYED_STACK [INTEGER] redefine put end create make\n"
        "feature put (v: INTEGER) require else positive: v > 0 do Precursor (v) ensure then count > 0 end\n"
        " extra: INTEGER\ninvariant non_negative: extra >= 0\nend\n"
        "class LAYERED_USER create make feature make local s: LAYERED_STACK; l: LINKED_LIST [STRING] do create s.make (4); s.put (1); create l.make end end\n",
        // Errors in bodies and in the universe.
        "class LAYERED_BROKEN create make feature make do cell.put (True); undefined_name := 1 end\n"
        " cell: CELL [INTEGER] once create Result.put (0) end\nend\n"
        "class LAYERED_HEIR inherit UNKNOWN_PARENT end\n",
        // Classes that replace a kernel class or have a name the kernel uses: a whole build.
        "class CELL [H] create put feature item: H put (v: H) do item := v end end\n",
        "class G create make feature make do end end\n",
    };
    std::vector<std::shared_ptr<const Program>> layered;
    std::vector<std::string> described;
    for (const std::string& text : programs) {
        std::string onChecked, whole;
        layered.push_back(compile(text, true, onChecked));
        auto built = compile(text, false, whole);
        QCOMPARE(onChecked, whole);
        QVERIFY(!built->kernelBase);
        described.push_back(onChecked);
    }
    QVERIFY2(described[0].find("error") == std::string::npos, described[0].c_str());
    QVERIFY2(described[1].find("error") == std::string::npos, described[1].c_str());
    QVERIFY(described[2].find("UNKNOWN_PARENT") != std::string::npos);
    QVERIFY(layered[0]->kernelBase && layered[1]->kernelBase && layered[2]->kernelBase);
    QVERIFY(layered[0]->classNamed("ARRAYED_STACK") == layered[1]->classNamed("ARRAYED_STACK"));  // shared
    QVERIFY(!layered[3]->kernelBase && !layered[3]->classNamed("CELL")->isKernel);
    QVERIFY(!layered[4]->kernelBase);
    QVERIFY(layered[1]->classNamed("LAYERED_STACK")->invariant.size() > layered[1]->classNamed("ARRAYED_STACK")->invariant.size());
}

namespace {

// What lowering put into every routine of `p': describeBuild's contracts and frame, plus the
// sizes of the body, the instruction table, the olds and the expression ids.
std::string describeRoutines(const Program& p)
{
    std::string out;
    for (const auto& cls : p.classes)
        for (const FeatureInfo* f : cls->features)
            if (const ir::Routine* r = f->routine)
                out += cls->name + "." + f->name + " body " + std::to_string(r->body.size()) + " instructions "
                    + std::to_string(r->instructions.size()) + " olds " + std::to_string(r->olds.size()) + " ids "
                    + std::to_string(r->exprCount) + " slots " + std::to_string(r->slotTypes.size()) + "\n";
    return out;
}

}  // namespace

// CompileInput::lowerKernelOnUse: the bundled kernel's routine bodies are left for their first use
// and then lowered to exactly what an eager build makes, once, also when several threads ask at
// once; a user routine that redeclares a kernel routine gets its inherited contracts at load; a
// class with a kernel class's name or a kernel formal's name keeps every body lowered at load.
void TestUniverse::kernelLoweredOnUse()
{
    auto compile = [&](const std::string& text, bool onUse, std::string& described) {
        DiagnosticSink sink;
        CompileInput input;
        input.lowerKernelOnUse = onUse;
        input.buffers = {{"on_use.e", text}};
        auto program = compileProgram(input, sink);
        described = describeBuild(*program, sink);
        return program;
    };
    auto pending = [](const Program& p) {
        int count = 0;
        for (const auto& routine : p.routineStore) count += routine->onUse != nullptr;
        return count;
    };
    // An heir of a kernel class that redeclares a kernel routine (its precursor's contracts are
    // needed at load), with a Precursor call.
    const std::string stack = "class ON_USE_STACK inherit ARRAYED_STACK [INTEGER] redefine put end create make\n"
                              "feature put (v: INTEGER) require else positive: v > 0 do Precursor (v) ensure then count > 0 end\n"
                              "end\n";
    std::string eager;
    auto whole = compile(stack, false, eager);
    QCOMPARE(pending(*whole), 0);
    std::string lazyLoad;
    auto lazy = compile(stack, true, lazyLoad);
    for (const std::string* described : {&eager, &lazyLoad}) QVERIFY2(described->find("error") == std::string::npos, described->c_str());
    QVERIFY(pending(*lazy) > 100);
    QVERIFY(lazy->loweringOnUse);
    const FeatureInfo* extend = lazy->classNamed("ARRAYED_LIST")->feature("extend");
    QVERIFY(extend && extend->routine && extend->routine->onUse);
    QVERIFY(extend->routine->body.empty());  // not lowered yet
    const FeatureInfo* put = lazy->classNamed("ON_USE_STACK")->feature("put");
    QVERIFY(put->routine && !put->routine->onUse);
    QCOMPARE(put->routine->postconditions.size(), whole->classNamed("ON_USE_STACK")->feature("put")->routine->postconditions.size());

    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t)
        threads.emplace_back([&lazy] {
            for (const auto& routine : lazy->routineStore) lowered(*routine);
        });
    for (std::thread& thread : threads) thread.join();
    QVERIFY(!extend->routine->body.empty());
    std::string lazyLowered;
    DiagnosticSink none;
    lazyLowered = describeBuild(*lazy, none);
    std::string eagerNoDiagnostics = describeBuild(*whole, none);
    QCOMPARE(lazyLowered, eagerNoDiagnostics);
    QCOMPARE(describeRoutines(*lazy), describeRoutines(*whole));

    for (const std::string& replacing : {std::string("class CELL [H] create put feature item: H put (v: H) do item := v end end\n"),
                                         std::string("class G create make feature make do end end\n")}) {
        std::string onUse, atLoad;
        auto kept = compile(replacing, true, onUse);
        compile(replacing, false, atLoad);
        QCOMPARE(pending(*kept), 0);
        QVERIFY(!kept->loweringOnUse);
        QCOMPARE(onUse, atLoad);
    }
}

QTEST_GUILESS_MAIN(TestUniverse)
#include "test_universe.moc"
