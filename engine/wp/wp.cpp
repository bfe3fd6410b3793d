// See wp.h.
#include "wp/wp.h"

#include "sema/program.h"

#include <algorithm>
#include <chrono>

namespace amend::wp {

namespace {

using Clock = std::chrono::steady_clock;
double since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

std::string explain(const Modification& m, const std::vector<Evidence>& evidence, int line)
{
    std::string s = "WP: ";
    if (m.evidence >= 0) s += evidence[static_cast<std::size_t>(m.evidence)].describe() + "; ";
    else s += "no evidence names it, a statement of the error trace; ";
    s += std::string(modificationKindName(m.kind)) + " changed in the " + (m.branch ? "branch predicate" : "assignment") + " at line " +
         std::to_string(line);
    if (m.stringDifference) s += " (string difference)";
    s += ": `" + m.after + "' instead of `" + m.before + "'";
    s += " (" + std::string(m.branch ? "takes the other branch in " : "pwp holds in ") + std::to_string(m.explainedTraces) + " of " +
         std::to_string(m.failingTraces) + " failing traces)";
    return s;
}

}  // namespace

WpReport runWp(const sema::Program& program, const analysis::FaultUnderRepair& fault, const WpOptions& options, CancelToken& cancel,
               ProgressSink& progress)
{
    WpReport report;
    const std::optional<Goal> goal = goalOf(fault);
    if (!goal) {
        report.skipped = WpSkipped::UnsupportedGoal;
        return report;
    }
    auto start = Clock::now();
    progress.report(Stage::Wp, 0, 3, "error traces");
    RecordOptions record;
    record.maxSteps = options.maxSteps;
    std::vector<ErrorTrace> failing, passing;
    for (const analysis::ReplayableTest& test : fault.failing) {
        if (cancel.isCancelled() || static_cast<int>(failing.size()) >= options.maxFailingTraces) break;
        for (ErrorTrace& t : recordTraces(program, fault, *goal, test, true, record)) failing.push_back(std::move(t));
    }
    for (std::size_t k = 0; k < fault.passing.size() && static_cast<int>(k) < options.maxPassingTests && !cancel.isCancelled(); ++k)
        for (ErrorTrace& t : recordTraces(program, fault, *goal, fault.passing[k], false, record)) passing.push_back(std::move(t));
    report.failingTraces = static_cast<int>(failing.size());
    report.passingTraces = static_cast<int>(passing.size());
    report.timings.tracing = since(start);
    if (failing.empty() || cancel.isCancelled()) {
        if (failing.empty()) report.skipped = WpSkipped::NotReproduced;
        return report;
    }

    start = Clock::now();
    progress.report(Stage::Wp, 1, 3, "evidence");
    // The paper takes any error trace: the shortest is the cheapest to analyse. It goes first, as
    // the trace the evidence (and the modification's string differences) are about.
    std::stable_sort(failing.begin(), failing.end(),
                     [](const ErrorTrace& a, const ErrorTrace& b) { return a.steps.size() < b.steps.size(); });
    report.evidence = findEvidence(failing.front(), options.evidence, &report.solverCalls);
    report.timings.evidence = since(start);
    if (cancel.isCancelled()) return report;

    start = Clock::now();
    progress.report(Stage::Wp, 2, 3, "modifications");
    ModificationInput input{&program, fault.routine->routine, &failing, &passing, &report.evidence, &cancel};
    for (Modification& m : findModifications(input, options.modification, &report.solverCalls)) {
        WpCandidate c;
        c.line = program.sources.file(m.instr->range.file).lineColumn(m.instr->range.begin).line;
        c.explanation = explain(m, report.evidence, c.line);
        c.modification = std::move(m);
        report.candidates.push_back(std::move(c));
    }
    report.timings.modification = since(start);
    progress.report(Stage::Wp, 3, 3, std::to_string(report.candidates.size()) + " candidates");
    return report;
}

}  // namespace amend::wp
