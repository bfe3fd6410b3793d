// Shared by the unit tests of localization and the fixing techniques (test_localization,
// test_nopol, test_wp): a program loaded from the repository, a fault under repair made from
// hand-written tests, the first failing one giving the violation.
#pragma once

#include "analysis/fault_input.h"
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

}  // namespace amend::testfixture
