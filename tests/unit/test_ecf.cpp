// Unit tests of EiffelStudio project files: reading targets (extends, abstract), roots,
// clusters (nested, recursive, `$|'), file rules, library references with environment
// variables and both separators, the libraries Amend provides itself, class-name mappings, and
// the exact errors for an unknown target, malformed XML and a library that cannot be found.
#include "project/ecf.h"
#include "project/ecf_location.h"
#include "project/program_files.h"
#include "sema/compiler.h"
#include "sema/program.h"

#include "../write_test_file.h"

#include <QtTest>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <map>

using namespace amend;
using namespace amend::project;

namespace {

using amend::testing::writeTestFile;

Environment fakeEnvironment(std::map<std::string, std::string> values)
{
    return [values](const std::string& name) -> std::optional<std::string> {
        auto it = values.find(name);
        if (it == values.end()) return std::nullopt;
        return it->second;
    };
}

QStringList errors(const DiagnosticSink& sink)
{
    QStringList out;
    for (const Diagnostic& d : sink.diagnostics()) {
        if (d.severity == Severity::Error) out << QString::fromStdString(d.message);
    }
    return out;
}

// File names relative to `dir', sorted as resolveProgramFiles lists them per cluster.
QStringList relativeFiles(const ProgramFiles& files, const QTemporaryDir& dir)
{
    QStringList out;
    for (const std::string& f : files.files) out << QDir(dir.path()).relativeFilePath(QString::fromStdString(f));
    return out;
}

const char* kTwoTargets = R"(<?xml version="1.0" encoding="ISO-8859-1"?>
<system xmlns="http://www.eiffel.com/developers/xml/configuration-1-22-0" name="shop">
	<target name="common" abstract="true">
		<root class="APPLICATION" feature="make"/>
		<file_rule><exclude>/EIFGENs$</exclude></file_rule>
		<option warning="true">
			<assertions precondition="true" postcondition="true" check="false" invariant="true" loop="true"/>
		</option>
		<setting name="console_application" value="true"/>
		<library name="base" location="$ISE_LIBRARY\library\base\base.ecf"/>
		<cluster name="core" location=".\core\" recursive="true"/>
	</target>
	<target name="shop" extends="common">
		<root class="SHOP" feature="run"/>
		<library name="base" location="$ISE_LIBRARY/library/base/base-safe.ecf"/>
		<cluster name="app" location="app"/>
	</target>
	<target name="tests" extends="shop">
		<tests name="tests" location="tests"/>
	</target>
</system>
)";

}  // namespace

class TestEcf : public QObject {
    Q_OBJECT

private slots:
    void targetsAndExtends()
    {
        DiagnosticSink sink;
        const auto system = parseEcf(kTwoTargets, "shop.ecf", sink);
        QVERIFY(system);
        QCOMPARE(errors(sink), QStringList());
        QCOMPARE(system->name, std::string("shop"));
        QCOMPARE(system->targets.size(), std::size_t(3));
        QVERIFY(system->targets[0].isAbstract);
        QCOMPARE(system->targets[1].extends, std::string("common"));

        // No name: the first target that is not abstract, with its parent's parts first.
        const auto shop = selectTarget(*system, "", "shop.ecf", sink);
        QVERIFY(shop);
        QCOMPARE(shop->name, std::string("shop"));
        QCOMPARE(shop->root->className, std::string("SHOP"));
        QCOMPARE(shop->root->featureName, std::string("run"));
        QCOMPARE(shop->clusters.size(), std::size_t(2));
        QCOMPARE(shop->clusters[0].name, std::string("core"));
        QVERIFY(shop->clusters[0].recursive);
        QCOMPARE(shop->clusters[1].name, std::string("app"));
        QVERIFY(!shop->clusters[1].recursive);
        QCOMPARE(shop->libraries.size(), std::size_t(1));  // `base' redefined by the descendant
        QCOMPARE(shop->libraries[0].location, std::string("$ISE_LIBRARY/library/base/base-safe.ecf"));
        QCOMPARE(shop->fileRules.size(), std::size_t(1));
        QCOMPARE(shop->fileRules[0].excludes, std::vector<std::string>{"/EIFGENs$"});
        QVERIFY(shop->assertions);
        QVERIFY(shop->assertions->precondition && shop->assertions->invariant && !shop->assertions->check);

        const auto tests = selectTarget(*system, "tests", "shop.ecf", sink);
        QVERIFY(tests);
        QCOMPARE(tests->clusters.size(), std::size_t(3));  // <tests> is a cluster too
        QCOMPARE(tests->root->className, std::string("SHOP"));  // inherited through two levels
    }

    void targetErrors()
    {
        DiagnosticSink sink;
        const auto system = parseEcf(kTwoTargets, "shop.ecf", sink);
        QVERIFY(!selectTarget(*system, "nope", "shop.ecf", sink));
        QCOMPARE(errors(sink), QStringList{"shop.ecf: no target `nope' (targets: `common', `shop', `tests')"});

        DiagnosticSink cycleSink;
        const auto cyclic = parseEcf(R"(<system name="c"><target name="a" extends="b"/><target name="b" extends="a"/>
                                        <target name="d" extends="missing"/></system>)", "c.ecf", cycleSink);
        QVERIFY(cyclic);
        QVERIFY(!selectTarget(*cyclic, "a", "c.ecf", cycleSink));
        QVERIFY(!selectTarget(*cyclic, "d", "c.ecf", cycleSink));
        QCOMPARE(errors(cycleSink), (QStringList{"c.ecf: target `a' extends itself through `a'",
                                                 "c.ecf: target `d' extends `missing', which is not a target of this file"}));
    }

    void malformedXml()
    {
        DiagnosticSink sink;
        QVERIFY(!parseEcf("<system name=\"x\">\n  <target name=\"t\">\n</system>\n", "bad.ecf", sink));
        QCOMPARE(errors(sink).size(), 1);
        QVERIFY2(errors(sink)[0].startsWith(QStringLiteral("bad.ecf:3:")), qPrintable(errors(sink)[0]));

        DiagnosticSink other;
        QVERIFY(!parseEcf("<project/>", "p.ecf", other));
        QCOMPARE(errors(other), QStringList{"p.ecf:1:10: not an EiffelStudio project: the root element is not <system> nor <redirection>"});
    }

    void latin1Declaration()
    {
        DiagnosticSink sink;
        const auto system = parseEcf("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<system name=\"caf\xE9\"><target name=\"t\"/></system>",
                                     "l.ecf", sink);
        QVERIFY(system);
        QCOMPARE(system->name, std::string("caf\xC3\xA9"));
    }

    void locations()
    {
        const Environment env = fakeEnvironment({{"ISE_EIFFEL", "/opt/eiffel"}, {"SRC", "/home/me/src"}});
        QCOMPARE(expandLocation("$ISE_LIBRARY\\library\\base\\base.ecf", "/p", env).path, std::string("/opt/eiffel/library/base/base.ecf"));
        QCOMPARE(expandLocation("${SRC}/a", "/p", env).path, std::string("/home/me/src/a"));
        QCOMPARE(expandLocation("$(SRC)\\b\\", "/p", env).path, std::string("/home/me/src/b"));
        QCOMPARE(expandLocation(".\\lib\\..\\x", "/p", env).path, std::string("/p/x"));
        const ExpandedLocation unset = expandLocation("$AP\\library\\base\\base-scoop-safe.ecf", "/p", env);
        QCOMPARE(unset.path, std::string("/library/base/base-scoop-safe.ecf"));
        QCOMPARE(unset.unsetVariables, std::vector<std::string>{"AP"});
    }

    void providedLibraries()
    {
        QCOMPARE(classifyLibrary("$ISE_LIBRARY/library/base/base.ecf", "/x/base.ecf"), LibraryKind::EiffelBase);
        QCOMPARE(classifyLibrary("x", "/x/base-safe.ecf"), LibraryKind::EiffelBase);
        QCOMPARE(classifyLibrary("x", "/x/base-scoop-safe.ecf"), LibraryKind::EiffelBase);
        QCOMPARE(classifyLibrary("x", "/x/testing.ecf"), LibraryKind::Testing);
        QCOMPARE(classifyLibrary("$ISE_EIFFEL\\library\\testing\\testing_ap.ecf", "/library/testing/testing_ap.ecf"), LibraryKind::Testing);
        QCOMPARE(classifyLibrary("$AP\\library\\base\\base-scoop-safe.ecf", "/library/base/base-scoop-safe.ecf"), LibraryKind::AutoProof);
        QCOMPARE(classifyLibrary("lib/mml.ecf", "/p/lib/mml.ecf"), LibraryKind::AutoProof);
        QCOMPARE(classifyLibrary("lib/database.ecf", "/p/lib/database.ecf"), LibraryKind::Source);
        QCOMPARE(classifyLibrary("lib/basement.ecf", "/p/lib/basement.ecf"), LibraryKind::Source);
    }

    void clustersAndFileRules()
    {
        QTemporaryDir dir;
        const QString root = dir.path();
        writeTestFile(root + "/shop.ecf", R"(<system name="shop"><target name="shop">
            <root class="SHOP" feature="make"/>
            <file_rule><exclude>/EIFGENs$</exclude><exclude>_old\.e$</exclude><include>keep_old\.e$</include></file_rule>
            <library name="base" location="$ISE_LIBRARY\library\base\base.ecf"/>
            <library name="testing" location="$ISE_EIFFEL\library\testing\testing_ap.ecf"/>
            <cluster name="src" location=".\src\" recursive="true">
                <file_rule><exclude>/drafts$</exclude></file_rule>
                <cluster name="plugins" location="$|..\plugins"/>
            </cluster>
            </target></system>)");
        writeTestFile(root + "/src/shop.e", "class SHOP end");
        writeTestFile(root + "/src/model/item.e", "class ITEM end");
        writeTestFile(root + "/src/model/item_old.e", "class ITEM_OLD end");
        writeTestFile(root + "/src/model/keep_old.e", "class KEEP_OLD end");
        writeTestFile(root + "/src/drafts/draft.e", "class DRAFT end");
        writeTestFile(root + "/src/EIFGENs/shop/gen.e", "class GEN end");
        writeTestFile(root + "/plugins/plugin.e", "class PLUGIN end");
        writeTestFile(root + "/plugins/deep/not_recursive.e", "class NOT_RECURSIVE end");
        DiagnosticSink sink;
        PathOptions options;
        options.environment = fakeEnvironment({});
        const ProgramFiles files = resolveProgramFiles({(root + "/shop.ecf").toStdString()}, options, sink);
        QCOMPARE(errors(sink), QStringList());
        QCOMPARE(relativeFiles(files, dir), (QStringList{"src/model/item.e", "src/model/keep_old.e", "src/shop.e", "plugins/plugin.e"}));
        QVERIFY(files.root);
        QCOMPARE(files.root->className, std::string("SHOP"));
        QCOMPARE(files.root->featureName, std::string("make"));
        QCOMPARE(files.providedLibraries, (std::vector<std::string>{"base (EiffelBase)", "testing (testing)"}));
    }

    // is_obsolete_iteration="false" (EiffelStudio's current semantics): `across x as c' binds the
    // item in the project's classes; absent or "true", the cursor; the first project decides.
    void iterationOption()
    {
        QTemporaryDir dir;
        const QString root = dir.path();
        writeTestFile(root + "/new/new.ecf", R"(<system name="n"><target name="n">
            <option is_obsolete_iteration="false"><assertions precondition="true"/></option>
            <cluster name="src" location=".\"/></target></system>)");
        writeTestFile(root + "/new/a.e", "class A end");
        writeTestFile(root + "/old/old.ecf", R"(<system name="o"><target name="o"><option is_obsolete_iteration="true"/>
            <cluster name="src" location=".\"/></target></system>)");
        writeTestFile(root + "/old/b.e", "class B end");
        writeTestFile(root + "/plain/plain.ecf", R"(<system name="p"><target name="p"><cluster name="src" location=".\"/></target></system>)");
        writeTestFile(root + "/plain/c.e", "class C end");
        auto resolve = [&](const QString& ecf) {
            DiagnosticSink sink;
            const ProgramFiles files = resolveProgramFiles({(root + ecf).toStdString()}, PathOptions{}, sink);
            if (sink.hasErrors()) qWarning() << errors(sink);
            return files.acrossAsItem;
        };
        QVERIFY(resolve("/new/new.ecf"));
        QVERIFY(!resolve("/old/old.ecf"));
        QVERIFY(!resolve("/plain/plain.ecf"));
    }

    // <mapping old_name new_name>: read per target (a parent target's first), gathered from the
    // project and its libraries (the project's win), and used by the checker instead of the
    // standard table, which applies only when no .ecf gives mappings.
    void classMappings()
    {
        const char* text = R"(<system name="m"><target name="common" abstract="true">
            <mapping old_name="Text" new_name="string_8"/><mapping old_name="INTEGER" new_name="INTEGER_32"/></target>
            <target name="m" extends="common"><mapping old_name="COUNT" new_name="INTEGER_64"/><mapping old_name="BAD"/></target></system>)";
        DiagnosticSink sink;
        const std::optional<EcfSystem> system = parseEcf(text, "m.ecf", sink);
        QVERIFY(system);
        QCOMPARE(errors(sink), QStringList{"m.ecf:3:120: <mapping> needs both old_name and new_name"});
        const std::optional<EcfTarget> target = selectTarget(*system, "", "m.ecf", sink);
        QVERIFY(target);
        using Mappings = std::vector<std::pair<std::string, std::string>>;
        QCOMPARE(target->classMappings, (Mappings{{"TEXT", "STRING_8"}, {"INTEGER", "INTEGER_32"}, {"COUNT", "INTEGER_64"}}));

        QTemporaryDir dir;
        const QString root = dir.path();
        writeTestFile(root + "/app/app.ecf", R"(<system name="app"><target name="app">
            <mapping old_name="TEXT" new_name="STRING_8"/><mapping old_name="INTEGER" new_name="INTEGER_32"/>
            <library name="util" location="../util/util.ecf"/><cluster name="app" location="."/></target></system>)");
        writeTestFile(root + "/app/app.e", "class APP feature name: TEXT; size: COUNT; n: INTEGER end");
        writeTestFile(root + "/util/util.ecf", R"(<system name="util"><target name="util">
            <mapping old_name="TEXT" new_name="CHARACTER_8"/><mapping old_name="COUNT" new_name="NATURAL_64"/>
            <cluster name="util" location="."/></target></system>)");
        writeTestFile(root + "/util/util.e", "class UTIL end");
        DiagnosticSink filesSink;
        const ProgramFiles files = resolveProgramFiles({(root + "/app/app.ecf").toStdString()}, PathOptions{}, filesSink);
        QCOMPARE(errors(filesSink), QStringList());
        QCOMPARE(files.classMappings, (Mappings{{"TEXT", "STRING_8"}, {"INTEGER", "INTEGER_32"}, {"COUNT", "NATURAL_64"}}));

        // With Amend's kernel: the .ecf's mappings beside the kernel's standard ones.
        DiagnosticSink checkSink;
        sema::CompileInput input;
        input.paths = {(root + "/app/app.ecf").toStdString()};
        auto program = sema::compileProgram(input, checkSink);
        QCOMPARE(errors(checkSink), QStringList());
        QCOMPARE(program->classNamed("text"), program->stringClass);
        QCOMPARE(program->classNamed("COUNT")->name, std::string("NATURAL_64"));
        QCOMPARE(program->classNamed("STRING"), program->stringClass);

        // With a project's own EiffelBase: only the .ecf files' mappings. The library in
        // EiffelBase's shape maps STRING and INTEGER, not CHARACTER (which the standard table has).
        writeTestFile(root + "/own/app.e", "class APP feature name: STRING; n: INTEGER end");
        DiagnosticSink ownSink;
        sema::CompileInput own;
        own.paths = {(root + "/own").toStdString()};
        own.baseLibrary = AMEND_SOURCE_DIR "/tests/eiffelbase_shape";
        auto ownProgram = sema::compileProgram(own, ownSink);
        QCOMPARE(errors(ownSink), QStringList());
        QCOMPARE(ownProgram->classNamed("STRING"), ownProgram->stringClass);
        QVERIFY(ownProgram->classNamed("CHARACTER_8"));
        QVERIFY(!ownProgram->classNamed("CHARACTER"));
        QVERIFY(!ownProgram->classNamed("MML_SEQUENCE"));  // AutoProof's classes only when named

        // AutoProof's library classes are a library beside EiffelBase: a class naming one gets
        // the kernel's MML_*/SIMPLE_* files, not the rest of the kernel.
        writeTestFile(root + "/proved/model.e", "class MODEL feature items: MML_SEQUENCE [INTEGER] end");
        DiagnosticSink provedSink;
        sema::CompileInput proved;
        proved.paths = {(root + "/proved").toStdString()};
        proved.baseLibrary = AMEND_SOURCE_DIR "/tests/eiffelbase_shape";
        auto provedProgram = sema::compileProgram(proved, provedSink);
        bool hasSequence = false, hasKernelArray = false;
        for (int id = 0; id < provedProgram->sources.count(); ++id) {
            hasSequence = hasSequence || provedProgram->sources.file(id).path() == "<kernel>/mml_sequence.e";
            hasKernelArray = hasKernelArray || provedProgram->sources.file(id).path() == "<kernel>/array.e";
        }
        QVERIFY(hasSequence);
        QVERIFY(!hasKernelArray);

        // Without an .ecf the standard mappings apply.
        DiagnosticSink plainSink;
        sema::CompileInput plain;
        plain.paths = {(root + "/util/util.e").toStdString()};
        auto standard = sema::compileProgram(plain, plainSink);
        QCOMPARE(errors(plainSink), QStringList());
        QCOMPARE(standard->classNamed("STRING"), standard->stringClass);
        QCOMPARE(standard->classNamed("Integer"), standard->basicClass(sema::BasicKind::Integer32));
        QVERIFY(!standard->classNamed("TEXT"));
    }

    void sourceLibraryAndVariables()
    {
        QTemporaryDir dir;
        const QString root = dir.path();
        writeTestFile(root + "/app/app.ecf", R"(<system name="app"><target name="app">
            <library name="geometry" location="$GEO_HOME/geometry.ecf"/>
            <cluster name="app" location="."/>
            </target></system>)");
        writeTestFile(root + "/app/app.e", "class APP end");
        writeTestFile(root + "/libs/geo/geometry.ecf", R"(<system name="geometry" library_target="geometry">
            <target name="tools"><cluster name="tools" location="tools"/></target>
            <target name="geometry"><cluster name="shapes" location="shapes" recursive="true"/></target>
            </system>)");
        writeTestFile(root + "/libs/geo/shapes/point.e", "class POINT end");
        writeTestFile(root + "/libs/geo/tools/tool.e", "class TOOL end");
        DiagnosticSink sink;
        PathOptions options;
        options.environment = fakeEnvironment({{"GEO_HOME", (root + "/libs/geo").toStdString()}});
        const ProgramFiles files = resolveProgramFiles({(root + "/app/app.ecf").toStdString()}, options, sink);
        QCOMPARE(errors(sink), QStringList());
        QCOMPARE(relativeFiles(files, dir), (QStringList{"app/app.e", "libs/geo/shapes/point.e"}));
        QVERIFY(!files.root);
    }

    // A `base' library that exists is the project's own EiffelBase: its files are library files
    // (the kernel steps aside), its Windows-only cluster is left out; --library base=PATH wins.
    void ownEiffelBase()
    {
        QTemporaryDir dir;
        const QString root = dir.path();
        writeTestFile(root + "/app/app.ecf", R"(<system name="app"><target name="app">
            <library name="base" location="$BASE_HOME\library.ecf"/>
            <cluster name="app" location="."/>
            </target></system>)");
        writeTestFile(root + "/app/app.e", "class APP end");
        writeTestFile(root + "/elks/library.ecf", R"(<system name="elks" library_target="elks"><target name="elks">
            <cluster name="kernel" location="kernel"/>
            <cluster name="win" location="win"><condition><platform value="windows"/></condition></cluster>
            <cluster name="unix" location="unix"><condition><platform excluded_value="windows"/></condition></cluster>
            <cluster name="mac" location="mac"><condition><platform value="macintosh"/></condition><condition><platform value="unix"/></condition></cluster>
            </target></system>)");
        writeTestFile(root + "/elks/kernel/any.e", "class ANY end");
        writeTestFile(root + "/elks/win/platform.e", "class PLATFORM end");
        writeTestFile(root + "/elks/unix/platform.e", "class PLATFORM end");
        writeTestFile(root + "/elks/mac/mac.e", "class MAC end");
        writeTestFile(root + "/other/base.ecf", R"(<system name="base"><target name="base"><cluster name="k" location="k"/></target></system>)");
        writeTestFile(root + "/other/k/any.e", "class ANY end");
        DiagnosticSink sink;
        PathOptions options;
        options.environment = fakeEnvironment({{"BASE_HOME", (root + "/elks").toStdString()}});
        const std::string ecf = (root + "/app/app.ecf").toStdString();
        const ProgramFiles files = resolveProgramFiles({ecf}, options, sink);
        QCOMPARE(errors(sink), QStringList());
        QCOMPARE(relativeFiles(files, dir), QStringList{"app/app.e"});
        QCOMPARE(files.baseLibrary, (root + "/elks/library.ecf").toStdString());
        QStringList library;
        for (const std::string& f : files.libraryFiles) library << QDir(root).relativeFilePath(QString::fromStdString(f));
        QCOMPARE(library, (QStringList{"elks/kernel/any.e", "elks/unix/platform.e", "elks/mac/mac.e"}));
        QVERIFY(files.providedLibraries.empty());

        DiagnosticSink optionSink;
        options.baseLibrary = (root + "/other").toStdString();  // a folder holding base.ecf
        const ProgramFiles chosen = resolveProgramFiles({ecf}, options, optionSink);
        QCOMPARE(errors(optionSink), QStringList());
        QCOMPARE(chosen.baseLibrary, (root + "/other/base.ecf").toStdString());
        QCOMPARE(chosen.libraryFiles, std::vector<std::string>{(root + "/other/k/any.e").toStdString()});

        DiagnosticSink missingSink;
        options.baseLibrary = (root + "/none").toStdString();
        resolveProgramFiles({ecf}, options, missingSink);
        QCOMPARE(errors(missingSink).value(0), QString::fromStdString("library `base' not found: --library base=" + (root + "/none").toStdString()
                                                                      + ": no such .ecf file, nor a folder holding base.ecf or library.ecf"));
    }

    // A library in Gobo's shape: library.ecf a <redirection> to src/library.ecf, whose target
    // (root all_classes) sets a <variable> its locations use, reads a flavour of its EiffelBase
    // chosen by another variable (a library that holds ANY is the project's EiffelBase whatever
    // its name), leaves out a library and a cluster by <custom> conditions, and has a recursive
    // cluster whose folders `--cluster' can name.
    void libraryProjects()
    {
        QTemporaryDir dir;
        const QString root = dir.path();
        writeTestFile(root + "/library/lists/library.ecf", R"(<redirection location="src/library.ecf"/>)");
        writeTestFile(root + "/library/lists/src/library.ecf", R"(<system name="lists" library_target="lists"><target name="lists">
            <root all_classes="true"/>
            <variable name="TREE" value="../../.."/>
            <library name="elks" location="${TREE}/library/elks/library_${FLAVOUR}.ecf"/>
            <library name="timing" location="${ISE_LIBRARY}/library/time/time.ecf">
                <condition><custom name="FLAVOUR" excluded_value="own"/></condition></library>
            <cluster name="lists" location="./" recursive="true">
                <file_rule><exclude>/extra$</exclude><exclude>/other$</exclude></file_rule>
                <cluster name="extra" location="$|extra"><condition><custom name="FLAVOUR" value="own"/></condition></cluster>
                <cluster name="other" location="$|other"><condition><custom name="FLAVOUR" value="ise"/></condition></cluster>
            </cluster>
            </target></system>)");
        writeTestFile(root + "/library/lists/src/linked/chain.e", "class CHAIN end");
        writeTestFile(root + "/library/lists/src/list.e", "class LIST end");
        writeTestFile(root + "/library/lists/src/extra/more.e", "class MORE end");
        writeTestFile(root + "/library/lists/src/other/none.e", "class NONE_HERE end");
        writeTestFile(root + "/library/elks/library_own.ecf", R"(<redirection location="src/library.ecf"/>)");
        writeTestFile(root + "/library/elks/src/library.ecf", R"(<system name="elks" library_target="elks"><target name="elks">
            <root all_classes="true"/><cluster name="elks" location="./" recursive="true"/></target></system>)");
        writeTestFile(root + "/library/elks/src/kernel/any.e", "class ANY end");
        writeTestFile(root + "/library/elks/src/kernel/integer_32.e", "expanded class INTEGER_32 end");

        PathOptions options;
        options.environment = fakeEnvironment({{"FLAVOUR", "own"}});
        DiagnosticSink sink;
        const ProgramFiles files = resolveProgramFiles({(root + "/library/lists/library.ecf").toStdString()}, options, sink);
        QCOMPARE(errors(sink), QStringList());
        QCOMPARE(relativeFiles(files, dir), (QStringList{"library/lists/src/linked/chain.e", "library/lists/src/list.e", "library/lists/src/extra/more.e"}));
        QVERIFY(!files.root);
        QVERIFY(!files.programIsBase);
        QCOMPARE(files.baseLibrary, (root + "/library/elks/library_own.ecf").toStdString());
        QCOMPARE(files.libraryFiles.size(), std::size_t(2));
        QCOMPARE(files.clusters.at((root + "/library/lists/src/linked/chain.e").toStdString()), (std::vector<std::string>{"lists", "linked"}));
        QCOMPARE(filesInCluster(files, "LINKED"), std::vector<std::string>{(root + "/library/lists/src/linked/chain.e").toStdString()});
        QCOMPARE(filesInCluster(files, "extra"), std::vector<std::string>{(root + "/library/lists/src/extra/more.e").toStdString()});
        QCOMPARE(filesInCluster(files, "lists").size(), std::size_t(3));

        // Another flavour: the `timing' library is in (and missing, named with its unset variable).
        DiagnosticSink iseSink;
        options.environment = fakeEnvironment({{"FLAVOUR", "ise"}});
        resolveProgramFiles({(root + "/library/lists/library.ecf").toStdString()}, options, iseSink);
        QVERIFY2(errors(iseSink).join('\n').contains("library `timing' not found"), qPrintable(errors(iseSink).join('\n')));
        QVERIFY2(errors(iseSink).join('\n').contains("library `elks' not found"), qPrintable(errors(iseSink).join('\n')));

        // The EiffelBase given as the program is its own EiffelBase, its classes under test.
        DiagnosticSink baseSink;
        options.environment = fakeEnvironment({});
        const ProgramFiles elks = resolveProgramFiles({(root + "/library/elks/library_own.ecf").toStdString()}, options, baseSink);
        QCOMPARE(errors(baseSink), QStringList());
        QVERIFY(elks.programIsBase);
        QVERIFY(elks.files.empty());
        QCOMPARE(elks.libraryFiles.size(), std::size_t(2));
        QCOMPARE(filesInCluster(elks, "kernel").size(), std::size_t(2));

        // A redirection that leads nowhere is an error naming it.
        writeTestFile(root + "/broken.ecf", R"(<redirection location="$NOWHERE/x.ecf"/>)");
        DiagnosticSink brokenSink;
        resolveProgramFiles({(root + "/broken.ecf").toStdString()}, options, brokenSink);
        QCOMPARE(errors(brokenSink), QStringList{QString::fromStdString((root + "/broken.ecf").toStdString() +
                                                                         ": redirection to `$NOWHERE/x.ecf' not found: it expands to `/x.ecf' (variable NOWHERE is not set)")});
    }

    // Gobo's variables when neither the environment nor the .ecf sets them: GOBO_EIFFEL is `ge',
    // GOBO_LIBRARY the tree holding the .ecf (the folder with library/free_elks above it).
    void goboVariableDefaults()
    {
        QTemporaryDir dir;
        const QString root = dir.path();
        writeTestFile(root + "/gobo/library/free_elks/library_ge.ecf", R"(<redirection location="src/library.ecf"/>)");
        writeTestFile(root + "/gobo/library/free_elks/src/library.ecf",
                      R"(<system name="free_elks"><target name="free_elks"><cluster name="elks" location="./"/></target></system>)");
        writeTestFile(root + "/gobo/library/free_elks/src/any.e", "class ANY end");
        writeTestFile(root + "/gobo/library/tools/src/tools.ecf", R"(<system name="tools"><target name="tools">
            <library name="free_elks" location="${GOBO_LIBRARY}/library/free_elks/library_${GOBO_EIFFEL}.ecf"/>
            <cluster name="tools" location="./"/></target></system>)");
        writeTestFile(root + "/gobo/library/tools/src/tool.e", "class TOOL end");
        DiagnosticSink sink;
        PathOptions options;
        options.environment = fakeEnvironment({});
        const ProgramFiles files = resolveProgramFiles({(root + "/gobo/library/tools/src/tools.ecf").toStdString()}, options, sink);
        QCOMPARE(errors(sink), QStringList());
        QCOMPARE(files.baseLibrary, QDir::cleanPath(root + "/gobo/library/free_elks/library_ge.ecf").toStdString());
        QCOMPARE(relativeFiles(files, dir), QStringList{"gobo/library/tools/src/tool.e"});
    }

    void conditionsOfVariables()
    {
        const std::vector<EcfCondition> conditions{{true, {{"V", {"a", "b"}, {}}}}, {false, {}}, {true, {{"W", {}, {"x"}}, {"V", {"c"}, {}}}}};
        const auto with = [](std::map<std::string, std::string> values) {
            return [values](const std::string& n) -> std::optional<std::string> {
                auto it = values.find(n);
                return it == values.end() ? std::nullopt : std::optional<std::string>(it->second);
            };
        };
        QVERIFY(conditionsHold(conditions, with({{"V", "b"}})));
        QVERIFY(conditionsHold(conditions, with({{"V", "c"}})));
        QVERIFY(!conditionsHold(conditions, with({{"V", "c"}, {"W", "x"}})));
        QVERIFY(!conditionsHold(conditions, with({})));
        QVERIFY(conditionsHold({}, with({})));
    }

    void missingLibraryNamesTheVariable()
    {
        QTemporaryDir dir;
        writeTestFile(dir.path() + "/app.ecf", R"(<system name="app"><target name="app">
            <library name="extra" location="$EXTRA_LIB\extra.ecf"/>
            <cluster name="app" location="."/>
            </target></system>)");
        writeTestFile(dir.path() + "/app.e", "class APP end");
        DiagnosticSink sink;
        PathOptions options;
        options.environment = fakeEnvironment({});
        const std::string ecf = (dir.path() + "/app.ecf").toStdString();
        const ProgramFiles files = resolveProgramFiles({ecf}, options, sink);
        QCOMPARE(errors(sink), QStringList{QString::fromStdString(
                                   ecf + ": library `extra' not found: location `$EXTRA_LIB\\extra.ecf' expands to `/extra.ecf' (variable EXTRA_LIB is not set)")});
        QCOMPARE(files.files.size(), std::size_t(1));  // the rest of the project still loads
    }

    void missingClusterAndTarget()
    {
        QTemporaryDir dir;
        writeTestFile(dir.path() + "/app.ecf", R"(<system name="app"><target name="app"><cluster name="src" location="src"/></target></system>)");
        DiagnosticSink sink;
        PathOptions options;
        const std::string ecf = (dir.path() + "/app.ecf").toStdString();
        resolveProgramFiles({ecf}, options, sink);
        QCOMPARE(errors(sink), QStringList{QString::fromStdString(ecf + ": cluster `src' not found: location `src' expands to `" +
                                                                  (dir.path() + "/src").toStdString() + "'")});
        DiagnosticSink targetSink;
        options.target = "other";
        resolveProgramFiles({ecf}, options, targetSink);
        QCOMPARE(errors(targetSink), QStringList{QString::fromStdString(ecf + ": no target `other' (targets: `app')")});
    }

    void pathsMixFilesFoldersAndProjects()
    {
        QTemporaryDir dir;
        writeTestFile(dir.path() + "/p/p.ecf", R"(<system name="p"><target name="p"><cluster name="p" location="."/></target></system>)");
        writeTestFile(dir.path() + "/p/a.e", "class A end");
        writeTestFile(dir.path() + "/q/b.e", "class B end");
        writeTestFile(dir.path() + "/c.e", "class C end");
        DiagnosticSink sink;
        PathOptions options;
        const ProgramFiles files = resolveProgramFiles({(dir.path() + "/p/p.ecf").toStdString(), (dir.path() + "/q").toStdString(),
                                                        (dir.path() + "/c.e").toStdString(), (dir.path() + "/p/a.e").toStdString()},
                                                       options, sink);
        QCOMPARE(errors(sink), QStringList());
        QCOMPARE(relativeFiles(files, dir), (QStringList{"p/a.e", "q/b.e", "c.e"}));  // a.e once
    }
};

QTEST_APPLESS_MAIN(TestEcf)
#include "test_ecf.moc"
