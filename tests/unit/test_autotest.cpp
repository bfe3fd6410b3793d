// AutoTest (engine/testing): generation (interesting values and class literals), judging
// (invalid tests, failures), fault merging, minimization, Eiffel printing, JSON round trip,
// determinism across thread counts, and the acceptance run on the bundled examples: every
// fault of resources/examples/README.md found, none in the correct routines, and each saved
// minimized test failing with the same fault under the EQA runner.
#include "sema/compiler.h"
#include "testing/autotest.h"
#include "testing/eqa_runner.h"
#include "testing/minimizer.h"
#include "testing/report_json.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <set>

using namespace amend;
using namespace amend::testing;

namespace {

const std::string examples = std::string(AMEND_SOURCE_DIR) + "/resources/examples";

std::shared_ptr<const sema::Program> load(const std::vector<std::string>& paths, const std::vector<std::pair<std::string, std::string>>& buffers = {})
{
    DiagnosticSink sink;
    sema::CompileInput input;
    input.paths = paths;
    input.buffers = buffers;
    auto program = sema::compileProgram(input, sink);
    if (sink.hasErrors()) {
        for (const Diagnostic& d : sink.sorted()) qWarning("%s", DiagnosticSink::format(d, program->sources).c_str());
        return nullptr;
    }
    return program;
}

const sema::FeatureInfo* feature(const sema::Program& p, const char* cls, const char* name)
{
    const sema::ClassInfo* c = p.classNamed(cls);
    return c ? c->feature(name) : nullptr;
}

// Builders of ACCOUNT tests.
Step create(const sema::Program& p, const char* cls, const char* creator, std::vector<Argument> args)
{
    Step s;
    s.kind = Step::Kind::Create;
    s.type = p.typeTable().classType(p.classNamed(cls));
    s.feature = feature(p, cls, creator);
    s.args = std::move(args);
    return s;
}

Step call(const sema::Program& p, int target, const char* cls, const char* name, std::vector<Argument> args)
{
    Step s;
    s.kind = Step::Kind::Call;
    s.target = target;
    s.feature = feature(p, cls, name);
    s.args = std::move(args);
    return s;
}

Argument integer(int v) { return Argument::makeBasic(runtime::Value::int32(v)); }

TestCase accountTest(const sema::Program&, const char* routine, std::vector<Step> steps)
{
    TestCase t;
    t.routine = routine;
    t.steps = std::move(steps);
    return t;
}

TestReport runExamples(std::uint64_t seed, int threads, int maxTests, bool handwritten = true)
{
    static std::shared_ptr<const sema::Program> program = load({examples});
    AutoTestOptions options;
    options.seed = seed;
    options.threads = threads;
    options.maxTestsPerRoutine = maxTests;
    options.timeBudgetSeconds = 0;  // a test count only: reproducible
    options.runHandwritten = handwritten;
    CancelToken cancel;
    NullProgressSink progress;
    return runAutoTest(*program, options, cancel, progress);
}

const Fault* findFault(const TestReport& r, const std::string& routine, FaultKind kind, const std::string& tag = {})
{
    for (const Fault& f : r.faults) {
        if (f.key.routine == routine && f.key.kind == kind && (tag.empty() || f.key.tag == tag)) return &f;
    }
    return nullptr;
}

}  // namespace

class TestAutoTest : public QObject {
    Q_OBJECT

private slots:
    void interestingValuesIncludeClassLiterals()
    {
        auto p = load({}, {{"/virtual/lit.e", "class LIT\nfeature\n\tf (x: INTEGER; c: CHARACTER; s: STRING): INTEGER\n\t\tdo\n"
                                              "\t\t\tif x = 4242 and c = 'q' and s.same_string (\"magic\") then Result := -77 end\n"
                                              "\t\tend\nend\n"}});
        QVERIFY(p);
        LiteralTable table(*p);
        const ClassLiterals& lit = table.of(p->classNamed("LIT"));
        auto ints = interestingValues(sema::BasicKind::Integer32, lit);
        std::set<std::int64_t> values;
        for (const runtime::Value& v : ints) values.insert(v.i32);
        for (std::int64_t v : {0, 1, -1, 2, -2, 10, -10, 100, -100, 4242, -77, static_cast<int>(INT32_MIN), static_cast<int>(INT32_MAX)})
            QVERIFY2(values.count(v), std::to_string(v).c_str());
        QCOMPARE(ints.size(), std::size_t(13));
        auto chars = interestingValues(sema::BasicKind::Character, lit);
        bool hasQ = false;
        for (const runtime::Value& v : chars) hasQ = hasQ || v.c == 'q';
        QVERIFY(hasQ);
        auto strings = interestingStrings(lit);
        QVERIFY(std::find(strings.begin(), strings.end(), "magic") != strings.end());
        QVERIFY(std::find(strings.begin(), strings.end(), "") != strings.end());
    }

    void sizedArgumentsGetValuesOfTheirKind()
    {
        // A routine taking every sized kind: the generator fills each argument with values of its
        // kind (INTEGER_8 … CHARACTER_32), bounds included, and finds the fault at NATURAL_16's max.
        auto p = load({}, {{"/virtual/sized.e", "class SIZED\ncreate make\nfeature\n\tmake do end\n"
                                                "\tf (a: INTEGER_8; b: NATURAL_16; c: NATURAL_64; d: REAL_32; e: CHARACTER_32): INTEGER\n"
                                                "\t\tdo Result := a + 1 ensure below_max: b < 65535 end\nend\n"}});
        QVERIFY(p);
        LiteralTable table(*p);
        const ClassLiterals& lit = table.of(p->classNamed("SIZED"));
        auto i8 = interestingValues(sema::BasicKind::Integer8, lit);
        QVERIFY(!i8.empty());
        std::set<std::int64_t> seen;
        for (const runtime::Value& v : i8) {
            QCOMPARE(v.tag, runtime::Tag::Integer8);
            seen.insert(v.i32);
        }
        QVERIFY(seen.count(-128) && seen.count(127) && seen.count(-100));
        auto n64 = interestingValues(sema::BasicKind::Natural64, lit);
        bool hasMax = false;
        for (const runtime::Value& v : n64) hasMax = hasMax || v.n64 == UINT64_MAX;
        QVERIFY(hasMax);
        AutoTestOptions options;
        options.maxTestsPerRoutine = 200;
        options.timeBudgetSeconds = 0;
        CancelToken cancel;
        NullProgressSink progress;
        const TestReport r = runAutoTest(*p, options, cancel, progress);
        QVERIFY(findFault(r, "SIZED.f", FaultKind::Postcondition, "below_max"));
    }

    void generatorIsAPureFunctionOfSeedAndIndices()
    {
        auto p = load({examples + "/account"});
        QVERIFY(p);
        LiteralTable table(*p);
        TestGenerator generator(*p, table);
        const auto routines = findRoutinesUnderTest(*p);
        QStringList names;
        for (const RoutineUnderTest& r : routines) names << QString::fromStdString(r.label());
        QCOMPARE(names, QStringList({"ACCOUNT.make (creation)", "ACCOUNT.deposit", "ACCOUNT.withdraw", "ACCOUNT.transfer"}));
        for (int t = 0; t < 20; ++t) {
            TestCase a = generator.generate(routines[2], 2, t, 99);
            TestCase b = generator.generate(routines[2], 2, t, 99);
            QCOMPARE(QJsonDocument(testCaseToJson(*p, a)).toJson(), QJsonDocument(testCaseToJson(*p, b)).toJson());
            QVERIFY(!a.steps.empty());
            QCOMPARE(a.steps.front().kind, Step::Kind::Create);
            QCOMPARE(a.steps.back().feature, feature(*p, "ACCOUNT", "withdraw"));
        }
        const TestCase c = generator.generate(routines[0], 0, 0, 99);
        QCOMPARE(c.steps.size(), std::size_t(1));  // make (INTEGER): one creation step
        QVERIFY(c.creation);
    }

    void testsUseOnlyCreationProceduresExportedToAll()
    {
        // Tests are clients like any other: `create {NONE} make_hidden' and `create {VAULT} make_copy'
        // are never called by a generated test, `create {ANY} make_open' and `create make' are.
        auto p = load({}, {{"/virtual/vault.e", "class VAULT\ncreate make\ncreate {ANY} make_open\n"
                                                "create {NONE} make_hidden\ncreate {VAULT} make_copy\nfeature\n"
                                                "\tmake do end\n\tmake_open (n: INTEGER) do end\n"
                                                "\tmake_hidden do end\n\tmake_copy (o: VAULT) do end\n"
                                                "\tsize: INTEGER\n\tgrow do size := size + 1 end\nend\n"}});
        QVERIFY(p);
        const sema::ClassInfo* vault = p->classNamed("VAULT");
        QCOMPARE(vault->creators.size(), std::size_t(4));
        QCOMPARE(vault->publicCreators.size(), std::size_t(2));
        QStringList names;
        const auto routines = findRoutinesUnderTest(*p);
        for (const RoutineUnderTest& r : routines) names << QString::fromStdString(r.label());
        QVERIFY(names.contains("VAULT.make (creation)") && names.contains("VAULT.make_open (creation)"));
        QVERIFY(!names.contains("VAULT.make_hidden (creation)") && !names.contains("VAULT.make_copy (creation)"));
        LiteralTable table(*p);
        TestGenerator generator(*p, table);
        std::set<std::string> used;
        for (std::size_t r = 0; r < routines.size(); ++r)
            for (int t = 0; t < 40; ++t)
                for (const Step& s : generator.generate(routines[r], static_cast<int>(r), t, 7).steps)
                    if (s.kind == Step::Kind::Create) used.insert(s.feature->name);
        QVERIFY(used.count("make") && used.count("make_open"));
        QVERIFY(!used.count("make_hidden") && !used.count("make_copy"));
    }

    void selectivelyExportedRoutinesAreTested()
    {
        // In a class written for AutoProof, which proves each routine against its own contract:
        // `feature {CALCULATOR}' has a client, its routine is tested and its fault found; a
        // `{NONE}' routine with a postcondition is tested against it, one without only through
        // its callers. In an ordinary class (EiffelBase, Gobo: issue 35) only routines exported to
        // every client are tested directly: the others serve friends or the class itself, which
        // call them in states they know; unless the class offers clients nothing else.
        const auto pairOps = [](const char* note) {
            return std::string("class PAIR_OPS\nfeature {CALCULATOR}\n\tsum (a, b: INTEGER): INTEGER\n") + note +
                   "\t\tdo Result := a - b\n\t\tensure added: Result = a + b end\n"
                   "feature {NONE}\n"
                   "\thidden_sum (a, b: INTEGER): INTEGER\n\t\tdo Result := a - b\n\t\tensure added: Result = a + b end\n"
                   "\thidden_helper (a, b: INTEGER): INTEGER\n\t\tdo Result := a // (b - b) end\n"
                   "feature\n\ttotal (a, b: INTEGER): INTEGER\n\t\tdo Result := sum (a, b) end\n"
                   "end\n";
        };
        const auto tested = [&](const std::shared_ptr<const sema::Program>& p) {
            QStringList names;
            for (const RoutineUnderTest& r : findRoutinesUnderTest(*p)) names << QString::fromStdString(r.label());
            return names;
        };
        const std::string calculator = "class CALCULATOR\nfeature\n\tvalue: INTEGER\nend\n";
        auto proved = load({}, {{"/virtual/pair_ops.e", pairOps("\t\tnote status: impure\n")}, {"/virtual/calculator.e", calculator}});
        QVERIFY(proved);
        QStringList names = tested(proved);
        QVERIFY2(names.contains("PAIR_OPS.sum") && names.contains("PAIR_OPS.hidden_sum") && names.contains("PAIR_OPS.total"), qPrintable(names.join(", ")));
        QVERIFY(!names.contains("PAIR_OPS.hidden_helper"));
        auto plain = load({}, {{"/virtual/pair_ops.e", pairOps("")}, {"/virtual/calculator.e", calculator}});
        QVERIFY(plain);
        names = tested(plain);
        QVERIFY2(names.contains("PAIR_OPS.total"), qPrintable(names.join(", ")));
        QVERIFY2(!names.contains("PAIR_OPS.sum") && !names.contains("PAIR_OPS.hidden_sum") && !names.contains("PAIR_OPS.hidden_helper"),
                 qPrintable(names.join(", ")));
        // A class that offers clients nothing else (a verified program written as `{NONE}'
        // functions) is exercised through them.
        auto closed = load({}, {{"/virtual/pair_ops.e", "class PAIR_OPS\nfeature {NONE}\n"
                                                       "\thidden_sum (a, b: INTEGER): INTEGER\n\t\tdo Result := a - b\n\t\tensure added: Result = a + b end\n"
                                                       "end\n"}});
        QVERIFY(closed);
        QVERIFY(tested(closed).contains("PAIR_OPS.hidden_sum"));
        AutoTestOptions options;
        options.maxTestsPerRoutine = 40;
        options.timeBudgetSeconds = 0;
        CancelToken cancel;
        NullProgressSink progress;
        const TestReport report = runAutoTest(*proved, options, cancel, progress);
        QVERIFY(std::any_of(report.faults.begin(), report.faults.end(), [](const Fault& f) {
            return f.key.routine == "PAIR_OPS.sum" && f.key.kind == FaultKind::Postcondition && f.key.tag == "added";
        }));
        QVERIFY(std::none_of(report.faults.begin(), report.faults.end(), [](const Fault& f) { return f.key.routine == "PAIR_OPS.hidden_helper"; }));
    }

    // A POINTER argument is written as Eiffel a test class compiles (it read `Void').
    void pointerArgumentsAreWrittenAsEiffel()
    {
        QCOMPARE(eiffelBasic(runtime::Value::pointer(0)), std::string("default_pointer"));
        QCOMPARE(eiffelBasic(runtime::Value::pointer(16)), std::string("(default_pointer + 16)"));
    }

    void judgingInvalidPassAndFail()
    {
        auto p = load({examples + "/account"});
        QVERIFY(p);
        // Precondition of the routine under test false: invalid, not a failure.
        TestRun r = runTestCase(*p, accountTest(*p, "ACCOUNT.withdraw", {create(*p, "ACCOUNT", "make", {integer(10)}), call(*p, 0, "ACCOUNT", "withdraw", {integer(-5)})}));
        QCOMPARE(r.verdict, Verdict::Invalid);
        // A creation with a false precondition: invalid too.
        TestCase creation = accountTest(*p, "ACCOUNT.make", {create(*p, "ACCOUNT", "make", {integer(-1)})});
        creation.creation = true;
        QCOMPARE(runTestCase(*p, creation).verdict, Verdict::Invalid);
        // A failing step before the call under test: invalid.
        r = runTestCase(*p, accountTest(*p, "ACCOUNT.deposit", {create(*p, "ACCOUNT", "make", {integer(-1)}), call(*p, 0, "ACCOUNT", "deposit", {integer(1)})}));
        QCOMPARE(r.verdict, Verdict::Invalid);
        QCOMPARE(r.reason, std::string("step 1 failed"));
        // Correct use: pass.
        r = runTestCase(*p, accountTest(*p, "ACCOUNT.deposit", {create(*p, "ACCOUNT", "make", {integer(10)}), call(*p, 0, "ACCOUNT", "deposit", {integer(5)})}));
        QCOMPARE(r.verdict, Verdict::Pass);
        QVERIFY(!r.overflowed);
        // The withdraw fault: the invariant, blamed on withdraw, located at the clause.
        r = runTestCase(*p, accountTest(*p, "ACCOUNT.withdraw", {create(*p, "ACCOUNT", "make", {integer(10)}), call(*p, 0, "ACCOUNT", "withdraw", {integer(20)})}));
        QCOMPARE(r.verdict, Verdict::Fail);
        QCOMPARE(r.key.routine, std::string("ACCOUNT.withdraw"));
        QCOMPARE(r.key.kind, FaultKind::Invariant);
        QCOMPARE(r.key.tag, std::string("balance_not_negative"));
        QCOMPARE(p->sources.start(r.key.location).line, 65);  // the invariant clause
        QVERIFY(!r.overflowed);
        // deposit near max_value wraps around: a failure that needed an overflow.
        r = runTestCase(*p, accountTest(*p, "ACCOUNT.deposit", {create(*p, "ACCOUNT", "make", {integer(1)}), call(*p, 0, "ACCOUNT", "deposit", {integer(INT32_MAX)})}));
        QCOMPARE(r.verdict, Verdict::Fail);
        QCOMPARE(r.key.tag, std::string("balance_not_negative"));
        QVERIFY(r.overflowed);
    }

    void faultsMerge()
    {
        auto p = load({examples + "/account"});
        QVERIFY(p);
        const TestCase failing1 = accountTest(*p, "ACCOUNT.withdraw", {create(*p, "ACCOUNT", "make", {integer(10)}), call(*p, 0, "ACCOUNT", "withdraw", {integer(20)})});
        const TestCase failing2 = accountTest(*p, "ACCOUNT.withdraw", {create(*p, "ACCOUNT", "make", {integer(0)}), call(*p, 0, "ACCOUNT", "withdraw", {integer(1)})});
        const TestCase passing = accountTest(*p, "ACCOUNT.withdraw", {create(*p, "ACCOUNT", "make", {integer(10)}), call(*p, 0, "ACCOUNT", "withdraw", {integer(10)})});
        const TestCase overflow = accountTest(*p, "ACCOUNT.deposit", {create(*p, "ACCOUNT", "make", {integer(1)}), call(*p, 0, "ACCOUNT", "deposit", {integer(INT32_MAX)})});
        FaultCollector collector(1);
        collector.addFailure(failing1, runTestCase(*p, failing1));
        collector.addPassing("ACCOUNT.withdraw", passing);
        collector.addFailure(failing2, runTestCase(*p, failing2));
        collector.addPassing("ACCOUNT.withdraw", passing);
        collector.addFailure(overflow, runTestCase(*p, overflow));
        const std::vector<Fault> faults = collector.faults();
        QCOMPARE(faults.size(), std::size_t(2));  // withdraw (twice, merged) and deposit
        QCOMPARE(faults[0].id, 1);
        QCOMPARE(faults[0].key.routine, std::string("ACCOUNT.withdraw"));
        QCOMPARE(faults[0].failingCount, 2);
        QCOMPARE(faults[0].failing.size(), std::size_t(1));  // bounded
        QCOMPARE(faults[0].passingCount, 2);
        QCOMPARE(faults[0].passing.size(), std::size_t(1));
        QVERIFY(!faults[0].overflowDependent);
        QCOMPARE(faults[1].key.routine, std::string("ACCOUNT.deposit"));
        QVERIFY(faults[1].overflowDependent);
        QCOMPARE(faults[1].passingCount, 0);
    }

    void failingTestsWithoutOverflowAreKept()
    {
        // A fault seen both after a wrap-around and without one keeps only the tests without:
        // those are what a fix must repair and what minimization starts from.
        auto p = load({examples + "/account"});
        QVERIFY(p);
        const TestCase wrapped = accountTest(*p, "ACCOUNT.withdraw", {create(*p, "ACCOUNT", "make", {integer(10)}), call(*p, 0, "ACCOUNT", "withdraw", {integer(20)})});
        const TestCase plain = accountTest(*p, "ACCOUNT.withdraw", {create(*p, "ACCOUNT", "make", {integer(0)}), call(*p, 0, "ACCOUNT", "withdraw", {integer(1)})});
        TestRun wrappedRun = runTestCase(*p, wrapped);
        wrappedRun.overflowed = true;  // as if its setup had wrapped around
        FaultCollector collector(5);
        collector.addFailure(wrapped, wrappedRun);
        collector.addFailure(plain, runTestCase(*p, plain));
        std::vector<Fault> faults = collector.faults();
        QCOMPARE(faults.size(), std::size_t(1));
        QVERIFY(!faults[0].overflowDependent);
        QCOMPARE(faults[0].failingCount, 2);
        QCOMPARE(faults[0].failing.size(), std::size_t(1));
        QCOMPARE(toEiffelRoutine(*p, faults[0].failing[0], "t", ""), toEiffelRoutine(*p, plain, "t", ""));
        // Only wrapped-around failures: an overflow-dependent fault keeps them.
        FaultCollector onlyWrapped(5);
        onlyWrapped.addFailure(wrapped, wrappedRun);
        faults = onlyWrapped.faults();
        QVERIFY(faults.size() == 1 && faults[0].overflowDependent);
        QCOMPARE(faults[0].failing.size(), std::size_t(1));
        QCOMPARE(toEiffelRoutine(*p, faults[0].failing[0], "t", ""), toEiffelRoutine(*p, wrapped, "t", ""));
    }

    void extremeSizesAreResourceWarnings()
    {
        // issue 16, fault noise: `make (n)' running out of memory only with an extreme n is a
        // resource warning, not a fault; failing with a reasonable n too makes it a fault.
        auto p = load({}, {{"table.e", R"(
class TABLE
create make
feature
	make (n: INTEGER)
		do
			create items.make_filled (0, 1, n)
		end
	items: ARRAY [INTEGER]
end
)"}});
        QVERIFY(p);
        auto make = [&](int n) {
            TestCase t;
            t.routine = "TABLE.make";
            t.creation = true;
            t.steps = {create(*p, "TABLE", "make", {integer(n)})};
            return t;
        };
        TestLimits limits;
        limits.maxMemoryBytes = 4u * 1024 * 1024;
        const TestCase extreme = make(2'000'000), large = make(900'000);
        const TestRun extremeRun = runTestCase(*p, extreme, limits), largeRun = runTestCase(*p, large, limits);
        QCOMPARE(extremeRun.verdict, Verdict::Fail);
        QCOMPARE(extremeRun.key.kind, FaultKind::BudgetMemory);
        QCOMPARE(largeRun.key.kind, FaultKind::BudgetMemory);  // 900,000 items exceed 4 MiB too
        QVERIFY(hasExtremeSize(extreme));
        QVERIFY(!hasExtremeSize(large));
        FaultCollector onlyExtreme;
        onlyExtreme.addFailure(extreme, extremeRun);
        std::vector<Fault> faults = onlyExtreme.faults();
        QVERIFY(faults.size() == 1 && faults[0].resourceOnly);
        TestReport report;
        report.faults = faults;
        QCOMPARE(report.faultCount(true), 0);  // not counted, overflow-dependent ones included or not
        FaultCollector both;
        both.addFailure(extreme, extremeRun);
        both.addFailure(large, largeRun);
        faults = both.faults();
        QVERIFY(faults.size() == 1 && !faults[0].resourceOnly);
    }

    void minimizationKeepsTheRelevantSteps()
    {
        auto p = load({examples + "/account"});
        QVERIFY(p);
        // 10 steps; only the creation of v1 and the final withdraw matter.
        TestCase t = accountTest(*p, "ACCOUNT.withdraw",
                                 {create(*p, "ACCOUNT", "make", {integer(5)}), create(*p, "ACCOUNT", "make", {integer(3)}),
                                  call(*p, 1, "ACCOUNT", "deposit", {integer(4)}), call(*p, 0, "ACCOUNT", "deposit", {integer(1)}),
                                  call(*p, 1, "ACCOUNT", "withdraw", {integer(1)}), call(*p, 0, "ACCOUNT", "deposit", {integer(2)}),
                                  create(*p, "ACCOUNT", "make", {integer(0)}), call(*p, 6, "ACCOUNT", "deposit", {integer(9)}),
                                  call(*p, 0, "ACCOUNT", "deposit", {integer(3)}), call(*p, 0, "ACCOUNT", "withdraw", {integer(100)})});
        QCOMPARE(t.steps.size(), std::size_t(10));
        const TestRun original = runTestCase(*p, t);
        QCOMPARE(original.verdict, Verdict::Fail);
        int runs = 0;
        const TestCase m = minimizeFailingTest(*p, t, original.key, {}, 400, &runs);
        QCOMPARE(m.steps.size(), std::size_t(2));
        QVERIFY(runs > 0 && runs <= 400);
        // Arguments simplified towards 0: make (0), then the smallest valid amount.
        QCOMPARE(toEiffelRoutine(*p, m, "test_withdraw", ""),
                 std::string("\ttest_withdraw\n\t\tlocal\n\t\t\tv1: ACCOUNT\n\t\tdo\n\t\t\tcreate v1.make (0)\n\t\t\tv1.withdraw (1)\n\t\tend\n"));
        const TestRun again = runTestCase(*p, m);
        QVERIFY(again.verdict == Verdict::Fail && again.key == original.key);
    }

    void minimizationWithAnAbstractProperty()
    {
        auto p = load({examples + "/account"});
        QVERIFY(p);
        // Property: "steps 3 and 7 are kept" (by their deposit amounts 103 and 107).
        TestCase t;
        t.routine = "ACCOUNT.deposit";
        t.steps.push_back(create(*p, "ACCOUNT", "make", {integer(0)}));
        for (int i = 1; i < 10; ++i) t.steps.push_back(call(*p, 0, "ACCOUNT", "deposit", {integer(100 + i)}));
        auto keeps = [](const TestCase& c) {
            int found = 0;
            for (const Step& s : c.steps) {
                if (!s.args.empty() && s.args[0].kind == Argument::Kind::Basic && (s.args[0].basic.i32 == 103 || s.args[0].basic.i32 == 109)) ++found;
            }
            return found == 2;
        };
        const TestCase m = minimizeTest(t, keeps);
        QCOMPARE(m.steps.size(), std::size_t(3));  // the creation they use, deposit (103), deposit (109)
        QCOMPARE(m.steps[1].args[0].basic.i32, 103);
        QCOMPARE(m.steps[2].args[0].basic.i32, 109);
    }

    void jsonRoundTrip()
    {
        auto p = load({examples});
        QVERIFY(p);
        LiteralTable table(*p);
        TestGenerator generator(*p, table);
        const auto routines = findRoutinesUnderTest(*p);
        int checked = 0;
        for (int r = 0; r < static_cast<int>(routines.size()); ++r) {
            for (int t = 0; t < 5; ++t) {
                const TestCase test = generator.generate(routines[static_cast<std::size_t>(r)], r, t, 5);
                if (test.steps.empty()) continue;
                const QJsonObject json = testCaseToJson(*p, test);
                std::string error;
                const std::optional<TestCase> back = testCaseFromJson(*p, json, &error);
                QVERIFY2(back.has_value(), error.c_str());
                QCOMPARE(QJsonDocument(testCaseToJson(*p, *back)).toJson(), QJsonDocument(json).toJson());
                QCOMPARE(runTestCase(*p, *back).verdict, runTestCase(*p, test).verdict);
                ++checked;
            }
        }
        QVERIFY(checked > 50);
        QCOMPARE(typeFromName(*p, "detachable TWO_WAY_SORTED_SET [INTEGER_32]"),
                 p->typeTable().withDetachable(testInstance(*p, p->classNamed("TWO_WAY_SORTED_SET")), true));
    }

    // Every basic kind is written under its Eiffel class name, with its value exact (64-bit
    // values as strings), and read back as the same value.
    void basicValuesInJsonNameTheirTypes()
    {
        auto p = load({}, {{"/virtual/kinds.e", "class KINDS\ncreate make\nfeature\n\tmake do end\n"
                                                "\tf (a: BOOLEAN; b: CHARACTER_8; c: INTEGER_32; d: NATURAL_32; e: INTEGER_64; g: REAL_64;\n"
                                                "\t\th: INTEGER_8; i: INTEGER_16; j: NATURAL_8; k: NATURAL_16; l: NATURAL_64; m: REAL_32;\n"
                                                "\t\tn: CHARACTER_32) do end\nend\n"}});
        QVERIFY(p);
        using runtime::Value;
        const std::vector<std::pair<Value, QString>> values{
            {Value::boolean(true), "BOOLEAN"},     {Value::character('x'), "CHARACTER_8"},  {Value::int32(-7), "INTEGER_32"},
            {Value::nat32(4000000000u), "NATURAL_32"}, {Value::int64(-9007199254740993LL), "INTEGER_64"},
            {Value::real(2.5), "REAL_64"},         {Value::int8(-128), "INTEGER_8"},        {Value::int16(-300), "INTEGER_16"},
            {Value::nat8(255), "NATURAL_8"},       {Value::nat16(65535), "NATURAL_16"},     {Value::nat64(UINT64_MAX), "NATURAL_64"},
            {Value::real32(0.5f), "REAL_32"},      {Value::character32(0x1F600), "CHARACTER_32"},
        };
        std::vector<Argument> args;
        for (const auto& [v, name] : values) args.push_back(Argument::makeBasic(v));
        const TestCase test = accountTest(*p, "KINDS.f", {create(*p, "KINDS", "make", {}), call(*p, 0, "KINDS", "f", args)});
        const QJsonObject json = testCaseToJson(*p, test);
        const QJsonArray written = json["steps"].toArray()[1].toObject()["args"].toArray();
        QCOMPARE(written.size(), static_cast<qsizetype>(values.size()));
        for (qsizetype k = 0; k < written.size(); ++k)
            QCOMPARE(written[k].toObject()["basic"].toObject()["type"].toString(), values[static_cast<std::size_t>(k)].second);
        QCOMPARE(written[4].toObject()["basic"].toObject()["value"].toString(), QString("-9007199254740993"));
        QCOMPARE(written[10].toObject()["basic"].toObject()["value"].toString(), QString("18446744073709551615"));
        std::string error;
        const std::optional<TestCase> back = testCaseFromJson(*p, json, &error);
        QVERIFY2(back, error.c_str());
        QCOMPARE(back->steps.size(), std::size_t(2));
        QVERIFY(back->steps[1].args == args);
    }

    void sameJsonWithOneAndTwoThreads()
    {
        const TestReport one = runExamples(11, 1, 40);
        const TestReport two = runExamples(11, 2, 40);
        static std::shared_ptr<const sema::Program> p = load({examples});
        const QByteArray a = reportToJsonBytes(*p, one);
        const QByteArray b = reportToJsonBytes(*p, two);
        QCOMPARE(a, b);
        // 40 random tests per routine, then the search phase's (issue 16: at most 20 more each,
        // and beside them at most 30 boundary tests each).
        QCOMPARE(one.testsExecuted, static_cast<long long>(one.routines.size()) * 40 + one.searchTests);
        QVERIFY(one.searchTests > 0 && one.searchTests <= static_cast<long long>(one.routines.size()) * (20 + 30));
        const QJsonObject json = QJsonDocument::fromJson(a).object();
        QCOMPARE(json["version"].toInt(), 1);
        QCOMPARE(json["seed"].toString(), QString("11"));
        QVERIFY(json["faults"].toArray().size() >= 1);
    }

    void cancelledBeforeStart()
    {
        auto p = load({examples + "/account"});
        QVERIFY(p);
        AutoTestOptions options;
        CancelToken cancel;
        cancel.cancel();
        NullProgressSink progress;
        const TestReport r = runAutoTest(*p, options, cancel, progress);
        QVERIFY(r.cancelled);
        QCOMPARE(r.testsExecuted, 0LL);
    }

    void findsTheExampleFaults_data()
    {
        QTest::addColumn<int>("seed");
        for (int seed : {1, 2, 3, 1234}) QTest::newRow(std::to_string(seed).c_str()) << seed;
    }
    void findsTheExampleFaults()
    {
        QFETCH(int, seed);
        const TestReport r = runExamples(static_cast<std::uint64_t>(seed), 0, 300);
        QString all;
        for (const Fault& f : r.faults)
            all += QString::fromStdString(f.key.routine + " " + faultKindName(f.key.kind) + " " + f.key.tag + (f.overflowDependent ? " (overflow)" : "") + "\n");
        const Fault* goIth = findFault(r, "TWO_WAY_SORTED_SET.move_item", FaultKind::Precondition, "valid_cursor_index");
        const Fault* putLeft = findFault(r, "TWO_WAY_SORTED_SET.move_item", FaultKind::Precondition, "not_before");
        QVERIFY2(goIth && putLeft, qPrintable(all));
        QCOMPARE(goIth->violatedIn, std::string("TWO_WAY_SORTED_SET.go_i_th"));
        QCOMPARE(putLeft->violatedIn, std::string("TWO_WAY_SORTED_SET.put_left"));
        QVERIFY(goIth->id != putLeft->id);
        const Fault* withdraw = findFault(r, "ACCOUNT.withdraw", FaultKind::Invariant, "balance_not_negative");
        QVERIFY2(withdraw && !withdraw->overflowDependent, qPrintable(all));
        const Fault* maximum = findFault(r, "ARRAY_STATS.maximum", FaultKind::Precondition, "valid_index");
        QVERIFY2(maximum, qPrintable(all));
        QVERIFY(maximum->violatedIn.find(".item") != std::string::npos);
        const Fault* positive = findFault(r, "ARRAY_STATS.count_positive", FaultKind::Postcondition, "none_positive_counted");
        QVERIFY2(positive, qPrintable(all));
        const Fault* countBy = findFault(r, "LIBRARY.count_by", FaultKind::VoidCall);
        QVERIFY2(countBy, qPrintable(all));
        const Fault* gcd = findFault(r, "NUMBER_THEORY.gcd", FaultKind::Postcondition, "divides_u");
        QVERIFY2(gcd && !gcd->overflowDependent, qPrintable(all));
        // No fault in the correct routines; the only real faults are the README's.
        // best_score's one wrong line breaks three postcondition clauses: one grouped fault.
        const Fault* best = findFault(r, "BEST_SCORE.best", FaultKind::Postcondition);
        QVERIFY2(best && best->clauses.size() == 3, qPrintable(all));
        const std::set<std::string> faulty = {"TWO_WAY_SORTED_SET.move_item", "ACCOUNT.withdraw", "ARRAY_STATS.maximum",
                                              "ARRAY_STATS.count_positive", "LIBRARY.count_by", "NUMBER_THEORY.gcd",
                                              "BEST_SCORE.best"};
        for (const Fault& f : r.faults) {
            if (!f.overflowDependent) QVERIFY2(faulty.count(f.key.routine), qPrintable(all));
        }
        QCOMPARE(r.faultCount(false), 8);
        for (const char* correct : {"ARRAY_STATS.sum", "ACCOUNT.deposit", "TWO_WAY_SORTED_SET.has", "TWO_WAY_SORTED_SET.extend"}) {
            for (const Fault& f : r.faults) QVERIFY2(f.key.routine != correct || f.overflowDependent, qPrintable(all));
        }
        // Every fault found by generated tests has a minimized test and passing tests of its routine.
        for (const Fault& f : r.faults) {
            if (!f.failing.front().isHandwritten()) QVERIFY(f.hasMinimized);
        }
        QVERIFY(withdraw->passingCount > 0 && !withdraw->passing.empty());
    }

    void savedTestsFailWithTheSameFault()
    {
        const TestReport r = runExamples(1, 0, 300);
        static std::shared_ptr<const sema::Program> p = load({examples});
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        std::map<std::string, const Fault*> byClass;
        for (const Fault& f : r.faults) {
            if (!f.hasMinimized) continue;
            const std::string cls = "AMEND_REGRESSION_" + std::to_string(f.id);
            const std::string name = "test_" + f.key.routine.substr(f.key.routine.find('.') + 1);
            std::ofstream(dir.path().toStdString() + "/amend_regression_" + std::to_string(f.id) + ".e")
                << toEiffelClass(cls, "saved", {{name, toEiffelRoutine(*p, f.minimized, name, "")}});
            byClass[cls] = &f;
        }
        QVERIFY(byClass.size() >= 6);
        auto withTests = load({examples, dir.path().toStdString()});
        QVERIFY(withTests);
        int checked = 0;
        for (const EqaTest& t : findEqaTests(*withTests)) {
            auto it = byClass.find(t.testClass->name);
            if (it == byClass.end()) continue;
            const EqaTestResult result = runEqaTest(*withTests, t);
            QVERIFY2(!result.passed(), t.name().c_str());
            const FaultKey key = faultKeyOf(result.outcome, t.name());
            QCOMPARE(key.routine, it->second->key.routine);
            QCOMPARE(key.kind, it->second->key.kind);
            QCOMPARE(key.tag, it->second->key.tag);
            ++checked;
        }
        QCOMPARE(checked, static_cast<int>(byClass.size()));
    }
};

QTEST_GUILESS_MAIN(TestAutoTest)
#include "test_autotest.moc"
