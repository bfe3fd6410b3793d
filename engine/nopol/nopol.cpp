// Nopol's driver (see nopol.h): locations → angelic values → collected values → SMT synthesis →
// patch → validation, with the time spent in each phase.
#include "nopol/nopol.h"

#include "nopol/angelic.h"
#include "nopol/collect.h"
#include "nopol/patch.h"
#include "nopol/smt.h"

#include <algorithm>
#include <chrono>
#include <set>

namespace amend::nopol {

namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// Runs every test with `lowered` in place of the faulty routine.
void validate(const analysis::FaultUnderRepair& fault, const std::shared_ptr<const ir::Routine>& lowered, const NopolOptions& options,
              NopolCandidate& candidate, int& runs)
{
    candidate.totalTests = static_cast<int>(fault.failing.size() + fault.passing.size());
    candidate.passedTests = 0;
    if (!lowered) return;
    runtime::RunOptions o;
    o.limits.maxSteps = options.maxSteps;
    o.overrides[fault.routine->routine] = lowered;
    for (const auto* tests : {&fault.failing, &fault.passing})
        for (const auto& test : *tests) {
            ++runs;
            if (test.run(o).ok()) ++candidate.passedTests;
        }
    candidate.valid = candidate.passedTests == candidate.totalTests;
}

}  // namespace

NopolReport runNopol(const sema::Program& program, const analysis::FaultUnderRepair& fault, const NopolOptions& options,
                     CancelToken& cancel, ProgressSink& progress)
{
    NopolReport report;
    if (!fault.routine || !fault.routine->routine || !fault.routine->decl || fault.failing.empty()) return report;
    auto start = Clock::now();
    std::vector<NopolLocation> locations = candidateLocations(program, fault, options.maxSteps);
    report.testRuns += static_cast<int>(fault.failing.size() + fault.passing.size());
    report.timings.localization += since(start);

    AngelicOptions angelic;
    angelic.maxSteps = options.maxSteps;
    angelic.maxFlips = options.maxFlips;
    std::set<std::pair<std::uint32_t, std::string>> seen;
    const int total = std::min(static_cast<int>(locations.size()), options.maxLocations);
    for (int i = 0; i < total && !cancel.isCancelled(); ++i) {
        if (options.z3Budget && options.z3Budget->exhausted()) {
            report.z3BudgetSpent = true;
            break;
        }
        const NopolLocation& loc = locations[static_cast<std::size_t>(i)];
        progress.report(Stage::Nopol, i, total, {});
        ++report.locationsTried;
        NopolTimings t;
        start = Clock::now();
        const ProbeSite site = probeSite(program, fault, loc);
        std::optional<std::vector<AngelicPlan>> plans;
        if (site.instr) plans = findAngelicValues(fault, loc, site, angelic, cancel, &report.testRuns);
        t.localization = since(start);
        report.timings.localization += t.localization;
        if (!plans) continue;
        ++report.angelicLocations;

        start = Clock::now();
        const std::vector<ProbeInput> inputs = discoverInputs(program, *fault.routine, loc, site);
        CollectionStats stats;
        const SynthesisTable table = collectTable(fault, site, inputs, *plans, options.maxSteps, &stats);
        report.testRuns += stats.runs;
        t.collection = since(start);
        report.timings.collection += t.collection;
        // Solve from the first stage; when a solution does not validate, look for one at the next stage.
        SynthesisOptions so;
        so.maxLevel = options.maxLevel;
        so.z3Limit = options.solverLimit;
        so.budget = options.z3Budget;
        while (!cancel.isCancelled()) {
            start = Clock::now();
            SynthesisResult result = synthesizeCondition(table, so, &cancel);
            const double solving = since(start);
            t.solving += solving;
            report.timings.solving += solving;
            if (result.status != SynthesisResult::Status::Found) {
                report.z3BudgetSpent = report.z3BudgetSpent || (options.z3Budget && options.z3Budget->exhausted());
                break;
            }
            so.firstStage = result.stage + 1;
            if (!seen.insert({loc.range.begin, result.text}).second) continue;

            start = Clock::now();
            NopolCandidate c;
            c.routine = fault.routine;
            c.kind = loc.kind;
            c.location = loc.range;
            c.line = loc.line;
            for (const AngelicPlan& plan : *plans) c.valueMappings.insert(c.valueMappings.end(), plan.changed.begin(), plan.changed.end());
            c.level = result.level;
            c.condition = result.text;
            c.valueOnEveryObservation = result.valueOnEveryObservation;
            if (loc.kind != LocationKind::Guard) c.originalCondition = program.sources.text(loc.range);
            c.suspiciousness = loc.suspiciousness;
            std::shared_ptr<syntax::Body> body = patchedBody(*fault.routine->decl, loc, *result.expr);
            if (body) {
                DiagnosticSink sink;
                c.lowered = sema::lowerReplacementBody(program, *fault.routine, *body, sink);
                c.body = body;
            }
            const SourcePatch patch = sourcePatch(program, *fault.routine, loc, result.text);
            c.editBegin = patch.begin;
            c.editEnd = patch.end;
            c.editText = patch.text;
            c.routineText = patch.routineText;
            c.evidence = plans->front().evidence();
            c.evidence.site = loc.kind;
            c.evidence.line = loc.line;
            c.evidence.level = result.level;
            c.evidence.overriddenObservations = result.softViolated;
            c.evidence.sameValueEverywhere = result.valueOnEveryObservation;
            validate(fault, c.lowered, options, c, report.testRuns);
            t.validation += since(start);
            report.timings.validation += since(start);
            c.timings = t;
            const bool valid = c.valid;
            report.candidates.push_back(std::move(c));
            if (valid) break;
        }
    }
    progress.report(Stage::Nopol, total, total, {});
    std::stable_sort(report.candidates.begin(), report.candidates.end(), [](const NopolCandidate& a, const NopolCandidate& b) {
        if (a.valid != b.valid) return a.valid;
        return a.suspiciousness > b.suspiciousness;
    });
    return report;
}

std::vector<NopolCandidate> synthesizeNopol(const sema::Program& program, const analysis::FaultUnderRepair& fault,
                                            const NopolOptions& options, CancelToken& cancel, ProgressSink& progress)
{
    return runNopol(program, fault, options, cancel, progress).candidates;
}

}  // namespace amend::nopol
