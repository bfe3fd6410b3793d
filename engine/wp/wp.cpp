// See wp.h.
#include "wp/wp.h"

#include "sema/program.h"

#include <algorithm>
#include <chrono>

namespace amend::wp {

namespace {

using Clock = std::chrono::steady_clock;
double since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

analysis::WpEvidence evidenceOf(const Modification& m, const std::vector<Evidence>& evidence, int line)
{
    analysis::WpEvidence e;
    if (m.evidence >= 0) {
        const Evidence& by = evidence[static_cast<std::size_t>(m.evidence)];
        e.evidence = by.kind;
        e.point = static_cast<int>(by.point);
        if (by.actual) e.actual = normalForm(*by.actual).text();
        e.hypothesized = normalForm(*by.hypothesized).text();
    }
    e.change = m.kind;
    e.branch = m.branch;
    e.stringDifference = m.stringDifference;
    e.line = line;
    e.before = m.before;
    e.after = m.after;
    e.explainedTraces = m.explainedTraces;
    e.failingTraces = m.failingTraces;
    return e;
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
    progress.report(Stage::Wp, 0, 3, {});
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
    progress.report(Stage::Wp, 1, 3, {});
    // The paper takes any error trace: the shortest is the cheapest to analyse. It goes first, as
    // the trace the evidence (and the modification's string differences) are about.
    std::stable_sort(failing.begin(), failing.end(),
                     [](const ErrorTrace& a, const ErrorTrace& b) { return a.steps.size() < b.steps.size(); });
    report.evidence = findEvidence(failing.front(), options.evidence, &report.solverCalls);
    report.timings.evidence = since(start);
    if (cancel.isCancelled()) return report;

    start = Clock::now();
    progress.report(Stage::Wp, 2, 3, {});
    ModificationInput input{&program, fault.routine->routine, &failing, &passing, &report.evidence, &cancel};
    for (Modification& m : findModifications(input, options.modification, &report.solverCalls)) {
        WpCandidate c;
        c.line = program.sources.file(m.instr->range.file).lineColumn(m.instr->range.begin).line;
        c.evidence = evidenceOf(m, report.evidence, c.line);
        c.modification = std::move(m);
        report.candidates.push_back(std::move(c));
    }
    report.timings.modification = since(start);
    progress.report(Stage::Wp, 3, 3, {});
    return report;
}

}  // namespace amend::wp
