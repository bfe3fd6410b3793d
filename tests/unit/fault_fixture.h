// Shared by the unit tests of localization and the fixing techniques (test_localization,
// test_nopol, test_wp): a program loaded from the repository, a fault under repair made from
// hand-written tests, the first failing one giving the violation.
#pragma once

#include "analysis/expression_tools.h"
#include "analysis/fault_input.h"
#include "analysis/predicate_pruning.h"
#include "sema/compiler.h"

#include <QtGlobal>

#include <memory>
#include <string>
#include <vector>

namespace amend::testfixture {

// The program of `path` (relative to the repository); null, with the diagnostics as warnings,
// when it does not compile.
inline std::shared_ptr<const sema::Program> load(const std::string& path)
{
    DiagnosticSink sink;
    sema::CompileInput input;
    input.paths = {std::string(AMEND_SOURCE_DIR) + path};
    auto program = sema::compileProgram(input, sink);
    if (sink.hasErrors()) {
        for (const Diagnostic& d : sink.sorted()) qWarning("%s", DiagnosticSink::format(d, program->sources).c_str());
        return nullptr;
    }
    return program;
}

// A test making a new object of `cls` (with the creation procedure `creator`, or default
// initialisation when empty) and calling `routine` with integer arguments.
inline analysis::ReplayableTest callOnNewObject(const sema::Program& p, const std::string& cls, const std::string& routine,
                                                std::vector<int> args, const std::string& creator = {})
{
    analysis::ReplayableTest t;
    t.name = cls + "." + routine;
    t.run = [&p, cls, routine, args, creator](const runtime::RunOptions& options) {
        runtime::Interpreter in(p, options);
        const sema::ClassInfo* c = p.classNamed(cls);
        auto obj = in.createObject(c->selfType, creator.empty() ? nullptr : c->feature(creator), {});
        std::vector<runtime::Value> values;
        for (int a : args) values.push_back(runtime::Value::int32(a));
        if (obj) in.call(*obj, c->feature(routine), values);
        return in.outcome();
    };
    return t;
}

// Runs `tests`: those that pass become the fault's passing tests, the others its failing tests;
// the first failure's violation describes the fault.
inline analysis::FaultUnderRepair makeFault(const sema::Program&, const sema::FeatureInfo* routine,
                                            std::vector<analysis::ReplayableTest> tests)
{
    analysis::FaultUnderRepair f;
    f.routine = routine;
    for (auto& t : tests) {
        const runtime::Outcome o = t.run({});
        if (o.ok()) {
            f.passing.push_back(std::move(t));
            continue;
        }
        if (f.failing.empty() && o.violation) f.describe(*o.violation);
        f.failing.push_back(std::move(t));
    }
    return f;
}

// Predicate pruning (charging `budget`) of the one predicate `x * 2 = x + x`, true on every
// sample, so only z3 can prove it constant: {true} when z3 was asked and dropped it.
inline std::vector<bool> pruneWhatOnlyZ3Decides(analysis::Z3Budget& budget)
{
    const syntax::ExprPtr constant = analysis::makeBinary(
        syntax::BinaryOp::Eq, analysis::makeBinary(syntax::BinaryOp::Times, analysis::makeName("x"), analysis::makeInteger(2)),
        analysis::makeBinary(syntax::BinaryOp::Plus, analysis::makeName("x"), analysis::makeName("x")));
    analysis::PruneQuery query;
    query.predicates = {constant.get()};
    query.candidate = {true};
    query.pairwise = {false};
    query.budget = &budget;
    return analysis::redundantPredicates(query);
}

}  // namespace amend::testfixture
