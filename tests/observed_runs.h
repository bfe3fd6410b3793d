// Shared by the tests of the interpreter's native shortcuts (test_fast_paths, test_guarded_olds):
// a program from text, run from ROOT.make once plain and once with a do-nothing observer (which
// turns the fast paths off), and everything a client can see of a run, so that the two can be
// compared under any budget. The plain run must have every fast path on (they switch themselves
// off when the kernel's contracts change, and the comparison would then compare the walker with
// itself), and a program that does not compile fails the test.
#pragma once

#include "runtime/interpreter.h"
#include "sema/compiler.h"

#include <QtTest>

#include <memory>
#include <optional>
#include <string>

namespace amend::test {

inline std::shared_ptr<const sema::Program> compile(const std::string& text)
{
    sema::CompileInput input;
    input.buffers.push_back({"test.e", text});
    DiagnosticSink sink;
    std::shared_ptr<const sema::Program> program = sema::compileProgram(input, sink);
    for (const Diagnostic& d : sink.diagnostics()) {
        if (d.severity == Severity::Error)
            QTest::qFail(DiagnosticSink::format(d, program->sources).c_str(), __FILE__, __LINE__);
    }
    return program;
}

struct Silent : runtime::Observer {};

struct Run {
    runtime::Outcome outcome;
    std::int64_t steps = 0;
    std::size_t memory = 0;  // bytes charged to the memory budget
    std::string last;        // ROOT's attribute `last' if it has one, as the debugger shows it (with its object id)
    runtime::FastPathsOn fastPaths;
};

// Creates ROOT with `make` and runs it.
inline Run runMake(const sema::Program& program, runtime::RunLimits limits, bool observed)
{
    Silent silent;
    runtime::RunOptions options;
    options.limits = limits;
    if (observed) options.observer = &silent;
    runtime::Interpreter interpreter(program, options);
    const sema::ClassInfo* root = program.classNamed("ROOT");
    Q_ASSERT(root);
    const std::optional<runtime::Value> made = interpreter.createObject(program.typeTable().classType(root), root->feature("make"), {});
    const sema::FeatureInfo* last = root->feature("last");
    return {interpreter.outcome(), interpreter.stepsUsed(), interpreter.memoryUsed(),
            made && last ? interpreter.formatValue(interpreter.field(*made, last)) : std::string(), interpreter.fastPathsOn()};
}

// Everything a client can see of a violation, as text: kind, tag, text, routine, blame,
// location, clause, message and stack.
inline std::string describeViolation(const runtime::Violation& v)
{
    auto name = [](const sema::FeatureInfo* f) { return f ? f->owner->name + "." + f->name : std::string("-"); };
    auto at = [](SourceRange r) { return std::to_string(r.file) + ":" + std::to_string(r.begin) + "-" + std::to_string(r.end); };
    std::string s = " violation " + std::string(runtime::violationKindName(v.kind)) + " tag [" + v.tag + "] text [" + v.text + "] in "
                    + name(v.routine) + " blamed " + name(v.blamed) + " at " + at(v.location) + " clause " + at(v.assertionRange)
                    + " message [" + v.message + "] stack";
    for (const runtime::StackFrame& f : v.stack)
        s += " " + name(f.feature) + "/" + (f.currentClass ? f.currentClass->name : "-") + "@" + at(f.callSite);
    return s;
}

// Everything a client can see of a run, as text.
inline std::string describe(const Run& run)
{
    const runtime::Outcome& o = run.outcome;
    std::string s = "status " + std::to_string(static_cast<int>(o.status)) + " budget " + std::to_string(static_cast<int>(o.budget))
                    + " steps " + std::to_string(run.steps) + " memory " + std::to_string(run.memory) + " last " + run.last + " output [" + o.output
                    + "] message [" + o.message + "]";
    if (o.violation) s += describeViolation(*o.violation);
    return s;
}

// Plain and observed runs agree; returns the plain one.
inline Run compareRuns(const sema::Program& program, runtime::RunLimits limits = {})
{
    const Run plain = runMake(program, limits, false);
    const Run observed = runMake(program, limits, true);
    [&] {
        QVERIFY2(plain.fastPaths.all(), "a fast path is off in the plain run: the kernel's contracts changed (runtime/fast_paths.cpp)");
        QVERIFY(observed.fastPaths.none());
    }();
    const std::string a = describe(plain), b = describe(observed);
    if (a != b) qWarning("plain:    %s\nobserved: %s", a.c_str(), b.c_str());
    [&] { QCOMPARE(QString::fromStdString(a), QString::fromStdString(b)); }();
    return plain;
}

// Every step budget from `margin' below what the complete run `full' used to one above it: plain
// and observed runs agree, and the run succeeds exactly when the budget covers it.
inline void compareUnderStepBudgetsNearTheEnd(const sema::Program& program, const Run& full, std::int64_t margin)
{
    for (std::int64_t limit = full.steps - margin; limit <= full.steps + 1; ++limit) {
        runtime::RunLimits limits;
        limits.maxSteps = limit;
        const Run run = compareRuns(program, limits);
        QCOMPARE(run.outcome.ok(), limit >= full.steps);
    }
}

}  // namespace amend::test
