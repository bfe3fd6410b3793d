// End-to-end tests of Nopol (engine/nopol/): on the reference examples (gcd's overflow,
// count_positive, count_by's Void author) and on Eiffel ports of the classic Nopol faults
// (tests/nopol/classic.e), the synthesized fix must be valid on the tests AND behave like the
// correct routine on a separate set of inputs (checked by running the patched program).
#include "nopol/nopol.h"
#include "repair/fix.h"
#include "repair/fix_session.h"
#include "runtime/interpreter.h"
#include "sema/compiler.h"
#include "testing/eqa_runner.h"

#include "fault_fixture.h"

#include <QtTest>

#include <functional>
#include <numeric>
#include <optional>

using namespace amend;
using testfixture::load;
using testfixture::makeFault;

namespace {


runtime::Outcome assertionFailure(const std::string& message)
{
    runtime::Outcome o;
    o.status = runtime::Outcome::Status::Violation;
    runtime::Violation v;
    v.kind = runtime::ViolationKind::TestAssertion;
    v.tag = "expected_result";
    v.message = message;
    o.violation = v;
    return o;
}

// A test driving a fresh interpreter: `body` returns false when its own check fails.
analysis::ReplayableTest driven(const sema::Program& p, std::string name, std::function<bool(runtime::Interpreter&)> body)
{
    analysis::ReplayableTest t;
    t.name = std::move(name);
    t.run = [&p, body, n = t.name](const runtime::RunOptions& options) {
        runtime::Interpreter in(p, options);
        const bool ok = body(in);
        runtime::Outcome o = in.outcome();
        if (o.ok() && !ok) return assertionFailure(n);
        return o;
    };
    return t;
}

// Calls `cls.routine (args)` on a new object and expects `expected`.
analysis::ReplayableTest intCall(const sema::Program& p, const std::string& cls, const std::string& routine, std::vector<int> args,
                                 int expected)
{
    std::string name = cls + "." + routine + " (";
    for (std::size_t i = 0; i < args.size(); ++i) name += (i ? ", " : "") + std::to_string(args[i]);
    name += ")";
    return driven(p, name, [&p, cls, routine, args, expected](runtime::Interpreter& in) {
        const sema::ClassInfo* c = p.classNamed(cls);
        auto obj = in.createObject(p.typeTable().classType(c), nullptr, {});
        if (!obj) return false;
        std::vector<runtime::Value> values;
        for (int a : args) values.push_back(runtime::Value::int32(a));
        auto r = in.call(*obj, c->feature(routine), values);
        return r && r->i32 == expected;
    });
}

const nopol::NopolCandidate* firstValid(const std::vector<nopol::NopolCandidate>& cs)
{
    for (const auto& c : cs)
        if (c.valid) return &c;
    return nullptr;
}

std::string describe(const std::vector<nopol::NopolCandidate>& cs)
{
    std::string s;
    for (const auto& c : cs) s += c.condition + " [" + (c.valid ? "valid" : "invalid") + "] line " + std::to_string(c.line) + " level " + std::to_string(c.level) + "\n";
    return s.empty() ? "no candidate" : s;
}

// The patched routine returns `reference (args)` on every input of `inputs`.
bool behavesLike(const sema::Program& p, const sema::FeatureInfo* routine, const std::shared_ptr<const ir::Routine>& patched, const std::string& cls,
                 const std::vector<std::vector<int>>& inputs, const std::function<int(const std::vector<int>&)>& reference,
                 std::string* mismatch)
{
    runtime::RunOptions o;
    o.overrides[routine->routine] = patched;
    for (const auto& args : inputs) {
        runtime::Interpreter in(p, o);
        const sema::ClassInfo* c = p.classNamed(cls);
        auto obj = in.createObject(p.typeTable().classType(c), nullptr, {});
        std::vector<runtime::Value> values;
        for (int a : args) values.push_back(runtime::Value::int32(a));
        auto r = obj ? in.call(*obj, routine, values) : std::nullopt;
        if (!r || r->i32 != reference(args)) {
            *mismatch = "input";
            for (int a : args) *mismatch += " " + std::to_string(a);
            return false;
        }
    }
    return true;
}

std::vector<std::vector<int>> grid(int lo, int hi, int arity)
{
    std::vector<std::vector<int>> out{{}};
    for (int k = 0; k < arity; ++k) {
        std::vector<std::vector<int>> next;
        for (const auto& prefix : out)
            for (int v = lo; v <= hi; ++v) {
                auto row = prefix;
                row.push_back(v);
                next.push_back(row);
            }
        out = next;
    }
    return out;
}

// One line of figures per fault (bench/run_nopol_bench.sh collects the lines starting "nopol-bench").
// z3's limits are resource units, the same in slow (sanitizer) builds and under any load: Nopol's
// defaults are used unscaled.
void printFigures(const std::string& fault, const nopol::NopolReport& r)
{
    const nopol::NopolCandidate* c = firstValid(r.candidates);
    qInfo("nopol-bench | %s | %s | %d | %.3f | %.3f | %.3f | %.3f | %d |", fault.c_str(),
          c ? ("`" + c->condition + "`").c_str() : "none", c ? c->level : 0, r.timings.localization, r.timings.collection,
          r.timings.solving, r.timings.validation, r.testRuns);
}

// The first fix of a fix session on `fault' with Nopol alone (no AutoFix, co-evolution or re-testing).
std::optional<repair::Fix> firstNopolFix(const sema::Program& p, const analysis::FaultUnderRepair& fault)
{
    repair::FixOptions options;
    options.autofix = false;
    options.contractFixes = false;
    options.coevolution.generations = 0;
    options.retestTests = 0;
    CancelToken cancel;
    NullProgressSink progress;
    repair::FixSession session(p, options);
    const std::vector<repair::Fix> fixes = session.fixFault(fault, 1, cancel, progress).fixes;
    if (fixes.empty()) return std::nullopt;
    return fixes.front();
}

}  // namespace

class TestNopol : public QObject {
    Q_OBJECT

private:
    // Repairs CLASSIC.`routine' from tests generated on `inputs' and checks the fix on `check'.
    void repairClassic(const std::string& routine, const std::vector<std::vector<int>>& inputs,
                       const std::vector<std::vector<int>>& check, const std::function<int(const std::vector<int>&)>& reference,
                       const std::vector<std::string>& expected)
    {
        auto p = load("/tests/nopol/classic.e");
        QVERIFY(p);
        const sema::FeatureInfo* f = p->classNamed("CLASSIC")->feature(routine);
        std::vector<analysis::ReplayableTest> tests;
        for (const auto& in : inputs) tests.push_back(intCall(*p, "CLASSIC", routine, in, reference(in)));
        analysis::FaultUnderRepair fault = makeFault(*p, f, std::move(tests));
        QVERIFY(!fault.failing.empty());
        QVERIFY(!fault.passing.empty());
        CancelToken cancel;
        NullProgressSink progress;
        const nopol::NopolReport report = nopol::runNopol(*p, fault, nopol::NopolOptions(), cancel, progress);
        printFigures("CLASSIC." + routine, report);
        const auto& cs = report.candidates;
        const nopol::NopolCandidate* c = firstValid(cs);
        QVERIFY2(c, describe(cs).c_str());
        const bool textOk = std::find(expected.begin(), expected.end(), c->condition) != expected.end();
        QVERIFY2(textOk, describe(cs).c_str());
        QVERIFY2(c->evidence.level >= 1 && c->evidence.line == c->line, repair::techniqueAccount(c->evidence).c_str());
        QVERIFY2(!c->valueOnEveryObservation, c->condition.c_str());   // every classic fix decides both ways
        std::string mismatch;
        QVERIFY2(behavesLike(*p, f, c->lowered, "CLASSIC", check, reference, &mismatch), (c->condition + ": " + mismatch).c_str());
    }

private slots:
    void gcdOverflowGetsUZeroOrVZero()
    {
        auto p = load("/resources/examples/number_theory");
        QVERIFY(p);
        const sema::FeatureInfo* gcd = p->classNamed("NUMBER_THEORY")->feature("gcd");
        std::vector<analysis::ReplayableTest> tests;
        for (const testing::EqaTest& t : testing::findEqaTests(*p)) {
            analysis::ReplayableTest r;
            r.name = t.name();
            r.run = [&prog = *p, t](const runtime::RunOptions& o) { return testing::runEqaTest(prog, t, o).outcome; };
            tests.push_back(std::move(r));
        }
        for (auto [u, v] : std::vector<std::pair<int, int>>{{5, -3}, {-6, -4}, {18, 12}, {30, 30}, {0, -7}, {-9, 0}, {100, 75}, {1, 1}})
            tests.push_back(intCall(*p, "NUMBER_THEORY", "gcd", {u, v}, std::gcd(u, v)));
        analysis::FaultUnderRepair fault = makeFault(*p, gcd, std::move(tests));
        QCOMPARE(fault.failing.size(), std::size_t(1));
        QCOMPARE(fault.kind, runtime::ViolationKind::Postcondition);
        CancelToken cancel;
        NullProgressSink progress;
        const nopol::NopolReport report = nopol::runNopol(*p, fault, nopol::NopolOptions(), cancel, progress);
        printFigures("NUMBER_THEORY.gcd", report);
        const nopol::NopolCandidate* c = firstValid(report.candidates);
        QVERIFY2(c, describe(report.candidates).c_str());
        const bool textOk = c->condition == "u = 0 or v = 0" || c->condition == "v = 0 or u = 0";
        QVERIFY2(textOk, describe(report.candidates).c_str());
        QCOMPARE(c->level, 2);
        QVERIFY(c->evidence.angelic == analysis::NopolEvidence::Angelic::Constant);
        QCOMPARE(c->evidence.value, false);
        QCOMPARE(c->evidence.line, 17);
        QCOMPARE(c->evidence.level, 2);
        QCOMPARE(c->line, 17);
        QCOMPARE(c->originalCondition, std::string("u * v = 0"));
        // The one failing run: `u * v = 0' was True (the product overflows), the angelic value False.
        const std::vector<analysis::ValueMappingPair> forced{{{analysis::MappedValue::boolean(true)}, {analysis::MappedValue::boolean(false)}}};
        QVERIFY(c->valueMappings == forced);
        const std::string account = repair::techniqueAccount(c->evidence);
        QVERIFY2(account.find("Nopol: angelic value False for the if condition at line 17, SMT synthesis level 2") == 0, account.c_str());
        QVERIFY(c->routineText.find("if " + c->condition + " then") != std::string::npos);
        std::string mismatch;
        const std::vector<std::vector<int>> check{{65536, 65536}, {131072, 262144}, {0, 0}, {0, 9}, {-12, 0}, {21, -14}, {-65536, 65536}};
        QVERIFY2(behavesLike(*p, gcd, c->lowered, "NUMBER_THEORY", check,
                             [](const std::vector<int>& a) { return std::gcd(a[0], a[1]); }, &mismatch),
                 mismatch.c_str());
        QVERIFY(report.timings.solving > 0);
    }

    void countPositiveGetsGreaterThanZero()
    {
        auto p = load("/resources/examples/array_stats");
        QVERIFY(p);
        const sema::ClassInfo* stats = p->classNamed("ARRAY_STATS");
        const sema::FeatureInfo* f = stats->feature("count_positive");
        const sema::Type* arrayType = p->typeTable().classType(p->arrayClass, {p->basicType(sema::BasicKind::Integer32)});
        auto call = [&](std::vector<int> items) {
            int expected = 0;
            for (int x : items) expected += x > 0;
            return driven(*p, "count_positive", [&prog = *p, stats, f, arrayType, items, expected](runtime::Interpreter& in) {
                auto obj = in.createObject(prog.typeTable().classType(stats), nullptr, {});
                std::vector<runtime::Value> vs;
                for (int x : items) vs.push_back(runtime::Value::int32(x));
                auto a = obj ? in.makeArray(arrayType, vs) : std::nullopt;
                auto r = a ? in.call(*obj, f, {*a}) : std::nullopt;
                return r && r->i32 == expected;
            });
        };
        std::vector<analysis::ReplayableTest> tests;
        for (const auto& items : std::vector<std::vector<int>>{{0}, {0, -2}, {-1, 0, -5}, {1, 2, 3}, {-1, -2}, {}, {5, -3, 7},
                                                               {1, 1, 1, 1}, {3, 3, -1, 3, 3}, {-4}})
            tests.push_back(call(items));
        analysis::FaultUnderRepair fault = makeFault(*p, f, std::move(tests));
        QCOMPARE(fault.failing.size(), std::size_t(3));
        QCOMPARE(fault.tag, std::string("none_positive_counted"));
        CancelToken cancel;
        NullProgressSink progress;
        const nopol::NopolReport report = nopol::runNopol(*p, fault, nopol::NopolOptions(), cancel, progress);
        printFigures("ARRAY_STATS.count_positive", report);
        const auto& cs = report.candidates;
        const nopol::NopolCandidate* c = firstValid(cs);
        QVERIFY2(c, describe(cs).c_str());
        const bool textOk = c->condition == "x.item > 0" || c->condition == "x.item >= 1";
        QVERIFY2(textOk, describe(cs).c_str());
        QCOMPARE(c->level, 1);
        // Behaviour on unseen arrays, with zeros among positive items.
        for (const auto& items : std::vector<std::vector<int>>{{0, 4}, {0, 0, 9, -9, 1}, {2}, {0}}) {
            runtime::RunOptions o;
            o.overrides[f->routine] = c->lowered;
            runtime::Interpreter in(*p, o);
            auto obj = in.createObject(p->typeTable().classType(stats), nullptr, {});
            std::vector<runtime::Value> vs;
            int expected = 0;
            for (int x : items) {
                vs.push_back(runtime::Value::int32(x));
                expected += x > 0;
            }
            auto r = in.call(*obj, f, {*in.makeArray(arrayType, vs)});
            QVERIFY(r);
            QCOMPARE(r->i32, expected);
        }
    }

    void maximumGetsItsLoopExitFixed()
    {
        // Every call fails (the loop reads a [a.upper + 1]): only failing tests, several angelic
        // values per test (the exit condition is forced to True at one evaluation).
        auto p = load("/resources/examples/array_stats");
        QVERIFY(p);
        const sema::ClassInfo* stats = p->classNamed("ARRAY_STATS");
        const sema::FeatureInfo* f = stats->feature("maximum");
        const sema::Type* arrayType = p->typeTable().classType(p->arrayClass, {p->basicType(sema::BasicKind::Integer32)});
        auto call = [&](runtime::Interpreter& in, const std::vector<int>& items, int* result) {
            auto obj = in.createObject(p->typeTable().classType(stats), nullptr, {});
            std::vector<runtime::Value> vs;
            for (int x : items) vs.push_back(runtime::Value::int32(x));
            auto a = obj ? in.makeArray(arrayType, vs) : std::nullopt;
            auto r = a ? in.call(*obj, f, {*a}) : std::nullopt;
            if (r) *result = r->i32;
            return r.has_value();
        };
        std::vector<analysis::ReplayableTest> tests;
        for (const auto& items : std::vector<std::vector<int>>{{3, 1, 2}, {5}, {1, 9}, {-4, -2, -8, 0}})
            tests.push_back(driven(*p, "maximum", [call, items](runtime::Interpreter& in) {
                int r = 0;
                return call(in, items, &r) && r == *std::max_element(items.begin(), items.end());
            }));
        analysis::FaultUnderRepair fault = makeFault(*p, f, std::move(tests));
        QCOMPARE(fault.failing.size(), std::size_t(4));
        CancelToken cancel;
        NullProgressSink progress;
        const nopol::NopolReport report = nopol::runNopol(*p, fault, nopol::NopolOptions(), cancel, progress);
        printFigures("ARRAY_STATS.maximum", report);
        const nopol::NopolCandidate* c = firstValid(report.candidates);
        QVERIFY2(c, describe(report.candidates).c_str());
        QCOMPARE(c->kind, nopol::LocationKind::LoopExit);
        QCOMPARE(c->originalCondition, std::string("i > a.upper + 1"));
        const bool textOk = c->condition == "i > a.upper" || c->condition == "a.upper < i" || c->condition == "i >= a.count" ||
                            c->condition == "a.count <= i";
        QVERIFY2(textOk, describe(report.candidates).c_str());
        for (const auto& items : std::vector<std::vector<int>>{{7, 7, 8}, {0}, {-1, -9, 4, 4, 2}}) {
            runtime::RunOptions o;
            o.overrides[f->routine] = c->lowered;
            runtime::Interpreter in(*p, o);
            int r = 0;
            QVERIFY(call(in, items, &r));
            QCOMPARE(r, *std::max_element(items.begin(), items.end()));
        }
    }

    void countByGetsAGuardOnTheVoidAuthor()
    {
        auto p = load("/resources/examples/library");
        QVERIFY(p);
        const sema::ClassInfo* library = p->classNamed("LIBRARY");
        const sema::ClassInfo* book = p->classNamed("BOOK");
        const sema::FeatureInfo* f = library->feature("count_by");
        // authors: nullptr = Void. Counts books by "ann".
        auto run = [&prog = *p, library, book, f](runtime::Interpreter& in, const std::vector<const char*>& authors, int* count) {
            auto lib = in.createObject(prog.typeTable().classType(library), library->feature("make"), {});
            if (!lib) return false;
            for (const char* a : authors) {
                auto b = in.createObject(prog.typeTable().classType(book), book->feature("make"),
                                         {in.makeString("t"), a ? in.makeString(a) : runtime::Value()});
                if (!b || !in.call(*lib, library->feature("add"), {*b})) return false;
            }
            auto r = in.call(*lib, f, {in.makeString("ann")});
            if (!r) return false;
            *count = r->i32;
            return true;
        };
        using Authors = std::vector<const char*>;
        auto test = [&](Authors authors) {
            int expected = 0;
            for (const char* a : authors) expected += a && std::string(a) == "ann";
            return driven(*p, "count_by", [run, authors, expected](runtime::Interpreter& in) {
                int n = -1;
                return run(in, authors, &n) && n == expected;
            });
        };
        std::vector<analysis::ReplayableTest> tests;
        for (const Authors& a : std::vector<Authors>{{nullptr}, {"ann", nullptr, "bob"}, {"ann", "bob", "ann"}, {}, {"bob"}, {"ann"}})
            tests.push_back(test(a));
        analysis::FaultUnderRepair fault = makeFault(*p, f, std::move(tests));
        QCOMPARE(fault.failing.size(), std::size_t(2));
        QCOMPARE(fault.kind, runtime::ViolationKind::VoidCall);
        CancelToken cancel;
        NullProgressSink progress;
        const nopol::NopolReport report = nopol::runNopol(*p, fault, nopol::NopolOptions(), cancel, progress);
        const auto& cs = report.candidates;
        const nopol::NopolCandidate* c = firstValid(cs);
        printFigures("LIBRARY.count_by", report);
        QVERIFY2(c, describe(cs).c_str());
        QCOMPARE(c->kind, nopol::LocationKind::Guard);
        QCOMPARE(c->condition, std::string("b.item.author /= Void"));
        QVERIFY(c->editText.find("if b.item.author /= Void then") == 0);
        QVERIFY2(c->routineText.find("\t\t\tacross books as b loop\n\t\t\t\tif b.item.author /= Void then\n\t\t\t\t\tif b.item.author.same_string (name) then\n"
                                     "\t\t\t\t\t\tResult := Result + 1\n\t\t\t\t\tend\n\t\t\t\tend\n\t\t\tend") != std::string::npos,
                 c->routineText.c_str());
        for (const Authors& a : std::vector<Authors>{{nullptr, nullptr, "ann"}, {"ann", nullptr, "ann", nullptr}}) {
            runtime::RunOptions o;
            o.overrides[f->routine] = c->lowered;
            runtime::Interpreter in(*p, o);
            int n = -1;
            QVERIFY(run(in, a, &n));
            int expected = 0;
            for (const char* x : a) expected += x && std::string(x) == "ann";
            QCOMPARE(n, expected);
        }
    }

    // The fault's z3 budget (analysis/z3_budget.h): a tiny one makes Nopol stop and say so, and
    // one spent by another technique of the fault (predicate pruning here) stops it too, while
    // the same fault with an ample budget gets its fix.
    void aSpentZ3BudgetStopsNopolAndSaysSo()
    {
        auto p = load("/tests/nopol/classic.e");
        QVERIFY(p);
        const sema::FeatureInfo* f = p->classNamed("CLASSIC")->feature("larger");
        auto faultWith = [&] {
            std::vector<analysis::ReplayableTest> tests;
            for (const auto& in : grid(-3, 3, 2)) tests.push_back(intCall(*p, "CLASSIC", "larger", in, std::max(in[0], in[1])));
            return makeFault(*p, f, std::move(tests));
        };
        CancelToken cancel;
        NullProgressSink progress;

        analysis::Z3Budget ample(analysis::z3UnitsForSeconds(60));
        nopol::NopolOptions options;
        options.z3Budget = &ample;
        const analysis::FaultUnderRepair fault = faultWith();
        const nopol::NopolReport fixed = nopol::runNopol(*p, fault, options, cancel, progress);
        QVERIFY2(firstValid(fixed.candidates), describe(fixed.candidates).c_str());
        QVERIFY(!fixed.z3BudgetSpent);
        QVERIFY(ample.calls() >= 1);
        QVERIFY(ample.spentUnits() > 0);

        analysis::Z3Budget tiny(1);
        tiny.charge(1, std::chrono::milliseconds(1));  // spent before Nopol starts
        options.z3Budget = &tiny;
        const nopol::NopolReport stopped = nopol::runNopol(*p, fault, options, cancel, progress);
        QVERIFY(stopped.z3BudgetSpent);
        QVERIFY2(!firstValid(stopped.candidates), describe(stopped.candidates).c_str());
        QCOMPARE(stopped.locationsTried, 0);
        QCOMPARE(tiny.calls(), 1);  // the charge above: z3 was not asked

        // Shared: predicate pruning of the same fault spends the budget first.
        analysis::Z3Budget shared(1);
        testfixture::pruneWhatOnlyZ3Decides(shared);
        QCOMPARE(shared.calls(), 1);
        QVERIFY(shared.exhausted());
        options.z3Budget = &shared;
        const nopol::NopolReport after = nopol::runNopol(*p, fault, options, cancel, progress);
        QVERIFY(after.z3BudgetSpent);
        QVERIFY2(!firstValid(after.candidates), describe(after.candidates).c_str());
        QCOMPARE(shared.calls(), 1);  // Nopol asked z3 nothing
    }

    void wrongRelationalOperator()
    {
        repairClassic("larger", grid(-3, 3, 2), grid(-20, 20, 2),
                      [](const std::vector<int>& a) { return std::max(a[0], a[1]); }, {"a > b", "b < a", "a >= b", "b <= a"});
    }

    void missingClause()
    {
        repairClassic("bonus", grid(-2, 4, 2), grid(-8, 8, 2),
                      [](const std::vector<int>& a) { return a[0] > a[1] && a[0] != 2 ? 2 : 0; },
                      {"a > b and a /= 2", "a /= 2 and a > b", "b < a and a /= 2", "a /= 2 and b < a"});
    }

    void offByOneInACondition()
    {
        std::vector<std::vector<int>> scores;
        for (int s : {0, 10, 49, 50, 51, 70, 100, -5}) scores.push_back({s});
        repairClassic("grade", scores, grid(-100, 200, 1), [](const std::vector<int>& a) { return a[0] <= 50 ? 1 : 2; },
                      {"score <= 50"});
    }

    void offByOneInALoopExit()
    {
        repairClassic("sum_to", grid(-2, 6, 1), grid(-10, 40, 1),
                      [](const std::vector<int>& a) { return a[0] > 0 ? a[0] * (a[0] + 1) / 2 : 0; }, {"i > n", "n < i"});
    }

    // A condition with one value in every observed run is a constant in disguise: the tests never
    // call at_least_zero with a negative `x', so a condition False on 0 .. 5 repairs them as
    // `False' would. Nopol says so, and the fix session ranks and judges the fix as a constant
    // replacement (co-evolution demotes such a fix where it discards what the routine computed);
    // a condition that decides both ways (larger's) stays an edit.
    void aConditionFalseInEveryObservedRunIsAConstantInDisguise()
    {
        auto p = load("/tests/nopol/constant_condition.e");
        QVERIFY(p);
        const sema::FeatureInfo* f = p->classNamed("CONSTANT_CONDITION")->feature("at_least_zero");
        std::vector<analysis::ReplayableTest> tests;
        for (int x = 0; x <= 5; ++x) tests.push_back(intCall(*p, "CONSTANT_CONDITION", "at_least_zero", {x}, x));
        const analysis::FaultUnderRepair fault = makeFault(*p, f, std::move(tests));
        QCOMPARE(fault.failing.size(), std::size_t(3));   // 3, 4 and 5
        CancelToken cancel;
        NullProgressSink progress;
        const nopol::NopolReport report = nopol::runNopol(*p, fault, nopol::NopolOptions(), cancel, progress);
        const nopol::NopolCandidate* c = firstValid(report.candidates);
        QVERIFY2(c, describe(report.candidates).c_str());
        QCOMPARE(c->valueOnEveryObservation, std::optional<bool>(false));
        QCOMPARE(c->evidence.sameValueEverywhere, std::optional<bool>(false));
        const std::string account = repair::techniqueAccount(c->evidence);
        QVERIFY2(account.find("(False in every observed run)") != std::string::npos, account.c_str());
        // The patched routine returns `x' on every tested input: its condition is False on each.
        std::string mismatch;
        QVERIFY2(behavesLike(*p, f, c->lowered, "CONSTANT_CONDITION", grid(0, 5, 1), [](const std::vector<int>& a) { return a[0]; }, &mismatch),
                 (c->condition + ": " + mismatch).c_str());

        const std::optional<repair::Fix> fix = firstNopolFix(*p, fault);
        QVERIFY(fix);
        QCOMPARE(fix->technique, repair::Technique::Nopol);
        QCOMPARE(fix->actionKind, synthesis::ActionKind::ConstantReplacement);
        QCOMPARE(repair::fixNature(*fix), repair::FixNature::ConstantCondition);   // an anti-pattern, ranked after code fixes
        QCOMPARE(fix->antiPattern, synthesis::AntiPattern::ConstantCondition);

        auto classic = load("/tests/nopol/classic.e");
        QVERIFY(classic);
        const sema::FeatureInfo* larger = classic->classNamed("CLASSIC")->feature("larger");
        std::vector<analysis::ReplayableTest> largerTests;
        for (const std::vector<int>& in : grid(-3, 3, 2)) largerTests.push_back(intCall(*classic, "CLASSIC", "larger", in, std::max(in[0], in[1])));
        const std::optional<repair::Fix> edit = firstNopolFix(*classic, makeFault(*classic, larger, std::move(largerTests)));
        QVERIFY(edit);
        QCOMPARE(edit->technique, repair::Technique::Nopol);
        QCOMPARE(repair::fixNature(*edit), repair::FixNature::Edit);
    }

    void missingGuardBeforeAFailingStatement()
    {
        repairClassic("share", grid(-3, 3, 2), grid(-30, 30, 2),
                      [](const std::vector<int>& a) { return a[1] == 0 ? 0 : a[0] / a[1]; }, {"parts /= 0"});
    }
};

QTEST_GUILESS_MAIN(TestNopol)
#include "test_nopol.moc"
