// Unit tests of step 2's types (sema/types.cpp, program.cpp, resolve_type.cpp): conformance,
// ancestor views, generic instantiation (also from several threads), anchored types, generic
// constraint errors, and the bundled kernel library building cleanly.
#include "universe_fixture.h"

#include <QtTest>

#include <QDir>
#include <QFile>

#include <thread>

using namespace amend;
using namespace amend::sema;
using namespace amend::sema::testing;

class TestUniverseTypes : public QObject {
    Q_OBJECT
private slots:
    void conformance();
    void ancestorViewAndInstantiate();
    void anchors();
    void genericErrors();
    void concurrentInstantiation();
    void realKernel();
};

void TestUniverseTypes::conformance()
{
    auto b = build(R"(class MY_LIST [T]
inherit
    LIST [T]
end

class INT_LIST
inherit
    MY_LIST [INTEGER]
end

class SIDE
inherit {NONE}
    STRING_8
end

class OWN_OUT
inherit
    ANY redefine default_create end
feature
    default_create do end
end

class SIDE_OWN
inherit {NONE}
    OWN_OUT
end
)");
    QVERIFY2(b->ok, b->messages().c_str());
    const Program& p = *b->program;
    const Type* integer = b->type("INTEGER_32");
    const Type* string = b->type("STRING_8");
    const Type* any = b->type("ANY");
    const Type* listInt = b->type("LIST", {integer});
    const Type* listString = b->type("LIST", {string});
    QVERIFY(p.conforms(listInt, b->type("LIST", {integer})));
    QVERIFY(!p.conforms(listInt, listString));
    QVERIFY(p.conforms(listString, b->type("LIST", {any})));
    QVERIFY(!p.conforms(b->type("LIST", {any}), listString));
    QVERIFY(p.conforms(b->type("INT_LIST"), listInt));
    QVERIFY(!p.conforms(b->type("INT_LIST"), listString));
    QVERIFY(p.conforms(b->type("MY_LIST", {string}), listString));
    QVERIFY(p.conforms(string, any));
    QVERIFY(p.conforms(integer, any));
    QVERIFY(p.conforms(integer, b->type("COMPARABLE")));
    QVERIFY(!p.conforms(any, string));
    QVERIFY(p.conforms(string, b->type("STRING_8", {}, true)));
    QVERIFY(!p.conforms(b->type("STRING_8", {}, true), string));
    QVERIFY(p.conforms(p.typeTable().none(), b->type("STRING_8", {}, true)));
    QVERIFY(!p.conforms(p.typeTable().none(), string));
    QVERIFY(!p.conforms(p.typeTable().none(), integer));
    QVERIFY(p.conforms(p.typeTable().error(), integer));
    QVERIFY(p.conforms(string, p.typeTable().error()));
    // Non-conforming inheritance.
    QVERIFY(!p.conforms(b->type("SIDE"), string));
    QVERIFY(p.conforms(b->type("SIDE"), any));
    QVERIFY(b->cls("SIDE")->feature("count"));
    QCOMPARE(b->cls("SIDE")->nonConformingParents.size(), std::size_t(1));
    // A redeclaration inherited non-conformingly wins over the implicit ANY's original.
    QCOMPARE(b->feature("SIDE_OWN", "default_create")->writtenIn, b->cls("OWN_OUT"));
    QVERIFY(p.conforms(b->type("SIDE_OWN"), any));
    QVERIFY(!p.conforms(b->type("SIDE_OWN"), b->type("OWN_OUT")));
    // Formals conform through their constraint.
    const ClassInfo* myList = b->cls("MY_LIST");
    const Type* t = p.typeTable().formal(myList, 0);
    QVERIFY(p.conforms(t, any));
    QVERIFY(!p.conforms(t, string));
    QCOMPARE(p.baseClass(t), p.anyClass);
    QCOMPARE(p.baseClass(listInt), b->cls("LIST"));
}

void TestUniverseTypes::ancestorViewAndInstantiate()
{
    auto b = build(R"(class MY_LIST [T]
inherit
    LIST [T]
end

class INT_LIST
inherit
    MY_LIST [INTEGER]
end
)");
    QVERIFY2(b->ok, b->messages().c_str());
    const Program& p = *b->program;
    const Type* integer = b->type("INTEGER_32");
    const Type* string = b->type("STRING_8");
    const ClassInfo* list = b->cls("LIST");
    QCOMPARE(p.ancestorView(b->type("INT_LIST"), list), b->type("LIST", {integer}));
    QCOMPARE(p.ancestorView(b->type("MY_LIST", {string}), list), b->type("LIST", {string}));
    QCOMPARE(p.ancestorView(b->type("INT_LIST"), p.anyClass), b->type("ANY"));
    QVERIFY(!p.ancestorView(b->type("LIST", {string}), b->cls("MY_LIST")));
    // ARRAY.item: G seen on ARRAY [INTEGER_32].
    const FeatureInfo* item = b->feature("ARRAY", "item");
    QCOMPARE(item->type->name(), std::string("G"));
    QCOMPARE(p.instantiate(item->type, p.arrayClass, b->type("ARRAY", {integer})), integer);
    // Inherited features are re-expressed in the heir: MY_LIST.first: T, INT_LIST.first: INTEGER_32.
    QCOMPARE(b->feature("MY_LIST", "first")->type->name(), std::string("T"));
    QCOMPARE(b->feature("INT_LIST", "first")->type, integer);
    QCOMPARE(b->feature("INT_LIST", "extend")->argTypes[0], integer);
    QCOMPARE(p.instantiate(b->feature("LIST", "first")->type, list, b->type("INT_LIST")), integer);
    // like Current.
    const FeatureInfo* twin = b->feature("LIST", "twin_list");
    QCOMPARE(twin->type, p.typeTable().likeCurrent());
    QCOMPARE(b->feature("INT_LIST", "twin_list")->type, p.typeTable().likeCurrent());
    QCOMPARE(p.instantiate(twin->type, list, b->type("INT_LIST")), b->type("INT_LIST"));
    const FeatureInfo* isEqual = b->feature("ANY", "is_equal");
    QCOMPARE(p.instantiate(isEqual->argTypes[0], p.anyClass, string), string);
}

void TestUniverseTypes::anchors()
{
    auto b = build(R"(class ANCHORS
feature
    y: like x
    x: INTEGER
    f (a: STRING; c: like a): like y do end
    same (other: like Current): detachable like Current do end
end

class BASE
feature
    value: ANY do end
    copy_of: like value do end
    set (v: like value) do end
end

class DERIVED
inherit
    BASE redefine value end
feature
    value: STRING do end
end

class NUM
inherit
    COMPARABLE
feature
    is_less (other: like Current): BOOLEAN do end
end
)");
    QVERIFY2(b->ok, b->messages().c_str());
    const Type* integer = b->type("INTEGER_32");
    QCOMPARE(b->feature("ANCHORS", "y")->type, integer);
    const FeatureInfo* f = b->feature("ANCHORS", "f");
    QCOMPARE(f->type, integer);
    QCOMPARE(f->argTypes[1], b->type("STRING_8"));
    QCOMPARE(f->argNames, (std::vector<std::string>{"a", "c"}));
    const FeatureInfo* same = b->feature("ANCHORS", "same");
    QCOMPARE(same->argTypes[0], b->program->typeTable().likeCurrent());
    QCOMPARE(same->type->name(), std::string("detachable like Current"));
    // Anchors in inherited signatures follow the anchor's redeclaration.
    QCOMPARE(b->feature("BASE", "copy_of")->type, b->type("ANY"));
    QCOMPARE(b->feature("DERIVED", "copy_of")->type, b->type("STRING_8"));
    QCOMPARE(b->feature("DERIVED", "set")->argTypes[0], b->type("STRING_8"));
    // Effecting an aliased feature without repeating the alias keeps it.
    const FeatureInfo* less = b->cls("NUM")->aliasFeature("<", 1);
    QVERIFY(less);
    QCOMPARE(less->writtenIn, b->cls("NUM"));
}

void TestUniverseTypes::genericErrors()
{
    auto b = build(R"(class SORTER [G -> COMPARABLE]
end

class USE
feature
    ok: SORTER [INTEGER]
    bad: SORTER [STRING]
    count_wrong: ARRAY
    unknown: FOO
end
)");
    QVERIFY(!b->ok);
    QVERIFY2(b->hasError("actual generic parameter STRING_8 of SORTER does not conform to its constraint COMPARABLE"),
             b->messages().c_str());
    QVERIFY(b->hasError("wrong number of actual generic parameters for ARRAY: expected 1, got 0"));
    const Diagnostic* d = b->error("unknown class `FOO'");
    QVERIFY(d);
    LineColumn at = b->program->sources.start(d->range);
    QCOMPARE(at.line, 9);
    QCOMPARE(at.column, 14);
    QCOMPARE(b->feature("USE", "ok")->type->name(), std::string("SORTER [INTEGER_32]"));
    QVERIFY(b->feature("USE", "unknown")->type->isError());
    QCOMPARE(b->program->baseClass(b->program->typeTable().formal(b->cls("SORTER"), 0)), b->cls("COMPARABLE"));
}

void TestUniverseTypes::concurrentInstantiation()
{
    auto b = build(R"(class MY_LIST [T]
inherit
    LIST [T]
end
)");
    QVERIFY2(b->ok, b->messages().c_str());
    const Program& p = *b->program;
    const ClassInfo* list = b->cls("LIST");
    const FeatureInfo* first = list->feature("first");
    const Type* integer = b->type("INTEGER_32");
    // Every thread builds the same new types (ARRAY nested i deep over MY_LIST) and must get
    // the same interned pointers.
    constexpr int Threads = 8;
    constexpr int Depth = 200;
    std::vector<std::vector<const Type*>> results(Threads);
    std::vector<std::thread> workers;
    for (int t = 0; t < Threads; ++t) {
        workers.emplace_back([&, t] {
            const Type* element = integer;
            for (int i = 0; i < Depth; ++i) {
                const Type* target = p.typeTable().classType(b->cls("MY_LIST"), {element});
                const Type* item = p.instantiate(first->type, list, target);
                bool ok = p.conforms(target, p.typeTable().classType(list, {item}));
                results[static_cast<std::size_t>(t)].push_back(ok ? item : nullptr);
                element = p.typeTable().classType(p.arrayClass, {element});
            }
        });
    }
    for (auto& w : workers) w.join();
    for (int t = 1; t < Threads; ++t) QCOMPARE(results[static_cast<std::size_t>(t)], results[0]);
    QCOMPARE(results[0][0], integer);
    QCOMPARE(results[0][2]->name(), std::string("ARRAY [ARRAY [INTEGER_32]]"));
}

void TestUniverseTypes::realKernel()
{
    // The bundled kernel library (resources/kernel) must build without class-level errors.
    auto b = std::make_unique<Built>();
    QDir dir(QStringLiteral(AMEND_SOURCE_DIR "/resources/kernel"));
    const auto files = dir.entryList({QStringLiteral("*.e")}, QDir::Files, QDir::Name);
    QVERIFY2(!files.isEmpty(), "no kernel sources in resources/kernel");
    for (const QString& name : files) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        int id = b->program->sources.add(name.toStdString(), file.readAll().toStdString(), true);
        b->program->modules.push_back(std::make_unique<syntax::Module>(syntax::parseFile(b->program->sources, id, b->sink)));
    }
    QVERIFY2(!b->sink.hasErrors(), ("the kernel does not parse:\n" + b->messages()).c_str());
    QVERIFY2(buildUniverse(*b->program, b->sink), b->messages().c_str());
    const Program& p = *b->program;
    for (int k = 1; k < 7; ++k) QVERIFY(p.basicClasses[k]);
    QVERIFY(p.stringClass && p.specialClass && p.arrayClass);
    const ClassInfo* list = b->cls("ARRAYED_LIST");
    const ClassInfo* iterable = b->cls("ITERABLE");
    if (list && iterable)
        QCOMPARE(p.ancestorView(b->type("ARRAYED_LIST", {b->type("INTEGER_32")}), iterable),
                 b->type("ITERABLE", {b->type("INTEGER_32")}));
}

QTEST_GUILESS_MAIN(TestUniverseTypes)
#include "test_universe_types.moc"
