// The techniques of a fix session as phase objects (see technique_phases.h).
#include "repair/technique_phases.h"

#include "nopol/nopol.h"
#include "search/first_order.h"
#include "search/search.h"
#include "synthesis/behavior_model.h"
#include "synthesis/code_fixes.h"
#include "synthesis/contract_fixes.h"
#include "synthesis/postcondition_fixes.h"
#include "synthesis/routine_text.h"
#include "synthesis/schemas.h"
#include "wp/wp.h"

#include <algorithm>
#include <iterator>

namespace amend::repair {

namespace {

void append(std::vector<synthesis::Candidate>& to, std::vector<synthesis::Candidate> more)
{
    to.insert(to.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
}

// The suspiciousness of the best snapshot (at least 1): what the evidence of Nopol's angelic
// values and WP's located statements is worth beside AutoFix's snapshots.
double bestSuspiciousness(const analysis::FaultLocalization& localization)
{
    double susp = 1.0;
    for (const analysis::Snapshot& s : localization.snapshots) susp = std::max(susp, s.susp);
    return susp;
}

// AutoFix: the schemas a-d on the most suspicious snapshots (AutoFix paper, Section 4.4), the
// code-based candidates (AutoFix-E2) and, with FixOptions::firstOrder, every single GenProg
// mutation and copied statement (search/first_order.h).
class AutoFixPhase final : public CandidatePhase {
public:
    std::vector<synthesis::Candidate> candidates(const PhaseInput& in) override
    {
        const synthesis::BehaviorModel model = synthesis::BehaviorModel::build(in.program, in.fault, in.options.maxStepsPerRun);
        synthesis::SchemaOptions schemaOptions;
        schemaOptions.topSnapshots = in.options.topSnapshots;
        schemaOptions.model = &model;
        schemaOptions.passingRuns = static_cast<int>(in.fault.passing.size());
        schemaOptions.failingRuns = static_cast<int>(in.fault.failing.size());
        std::vector<synthesis::Candidate> out =
            synthesis::schemaCandidates(in.program, in.feature, in.text, in.localization, in.failure, schemaOptions);
        append(out, synthesis::codeCandidates(in.program, in.fault, in.text, in.localization, &in.z3Budget));
        if (in.options.firstOrder) append(out, search::firstOrderCandidates(in.feature, in.text, in.localization, in.failure));
        return out;
    }
    double FixStatistics::*seconds() const override { return &FixStatistics::autofixSeconds; }
};

// Nopol's valid condition fixes (the Nopol paper).
class NopolPhase final : public CandidatePhase {
public:
    std::vector<synthesis::Candidate> candidates(const PhaseInput& in) override
    {
        nopol::NopolOptions options;
        options.maxSteps = in.options.maxStepsPerRun;
        options.z3Budget = &in.z3Budget;
        const nopol::NopolReport report = nopol::runNopol(in.program, in.fault, options, in.cancel, in.progress);
        // Angelic localization proves that changing this condition can make every failing test
        // pass, evidence at least as strong as the best snapshot's: Nopol's fixes compete with
        // AutoFix's at the top suspiciousness (and are validated again with them).
        const double susp = bestSuspiciousness(in.localization);
        std::vector<synthesis::Candidate> out;
        for (const nopol::NopolCandidate& n : report.candidates) {
            if (!n.valid) continue;
            synthesis::Candidate c;
            c.kind = synthesis::FixKind::Body;
            c.schema = synthesis::Schema::Condition;
            c.action = n.condition;
            // A condition with one value wherever the tests reach it is a constant in disguise:
            // ranked and judged (co-evolution's demotion) as a constant replacement.
            if (n.valueOnEveryObservation) {
                c.actionKind = synthesis::ActionKind::ConstantReplacement;
                c.antiPattern = synthesis::AntiPattern::ConstantCondition;
            }
            c.susp = susp;
            c.location = n.editBegin;
            const int failureLine = in.failure ? in.text.lineOf(in.failure) : n.line;
            c.distance = std::abs(failureLine - n.line);
            c.edits.push_back({n.editBegin, n.editEnd, n.editText});
            c.guardsInstruction = n.kind == nopol::LocationKind::Guard;
            c.evidence = n.evidence;
            c.replacedCondition = n.originalCondition;
            c.valueMappings = n.valueMappings;
            out.push_back(std::move(c));
        }
        return out;
    }
    double FixStatistics::*seconds() const override { return &FixStatistics::nopolSeconds; }
};

// WP's modifications of assignments and predicates (path-based weakest preconditions).
class WpPhase final : public CandidatePhase {
public:
    std::vector<synthesis::Candidate> candidates(const PhaseInput& in) override
    {
        wp::WpOptions options;
        options.maxSteps = in.options.maxStepsPerRun;
        options.evidence.z3Budget = &in.z3Budget;
        options.modification.z3Budget = &in.z3Budget;
        const wp::WpReport report = wp::runWp(in.program, in.fault, options, in.cancel, in.progress);
        in.statistics.wpCandidates += static_cast<int>(report.candidates.size());
        in.statistics.wpTracingSeconds += report.timings.tracing;
        in.statistics.wpEvidenceSeconds += report.timings.evidence;
        in.statistics.wpModificationSeconds += report.timings.modification;
        // Like Nopol's: a statement located by evidence competes at the top suspiciousness; one
        // found by trying the trace's other statements, or explaining only some failing traces, a
        // step lower.
        const double susp = bestSuspiciousness(in.localization);
        std::vector<synthesis::Candidate> out;
        for (const wp::WpCandidate& w : report.candidates) {
            const wp::Modification& m = w.modification;
            synthesis::Candidate c;
            c.kind = synthesis::FixKind::Body;
            c.schema = synthesis::Schema::Statement;
            c.action = "`" + m.before + "' → `" + m.after + "'";
            c.susp = m.evidence >= 0 && m.explainedTraces == m.failingTraces ? susp : susp * 0.85;
            c.location = m.instr->range.begin;
            c.distance = in.failure ? std::abs(in.text.lineOf(in.failure) - w.line) : 0;
            c.edits.push_back({m.editBegin, m.editEnd, m.editText});
            c.evidence = w.evidence;
            out.push_back(std::move(c));
        }
        return out;
    }
    double FixStatistics::*seconds() const override { return &FixStatistics::wpSeconds; }
};

// GenProg's minimized patches (search-based repair, the survey's GenProg).
class GpPhase final : public CandidatePhase {
public:
    std::vector<synthesis::Candidate> candidates(const PhaseInput& in) override
    {
        search::SearchOptions options;
        options.seed = in.options.gpSeed;
        options.threads = in.options.threads;
        options.maxSteps = std::min<std::int64_t>(options.maxSteps, in.options.maxStepsPerRun);
        const search::SearchReport report = search::searchRepair(in.program, in.fault, in.text, in.localization, options, in.cancel, in.progress);
        in.statistics.gpEvaluations += report.evaluations;
        // Valid on every test by construction; like WP's, they compete a step below the evidence of
        // the best snapshot (the search has no evidence of its own beyond passing the tests).
        const double susp = bestSuspiciousness(in.localization);
        std::vector<synthesis::Candidate> out;
        for (const search::SearchPatch& p : report.patches) {
            synthesis::Candidate c = p.candidate;
            c.susp = susp * 0.85;
            c.distance = in.failure && !c.edits.empty() ? std::abs(in.text.lineOf(in.failure) - in.text.lineOf(c.edits.front().begin)) : 0;
            c.lowered.reset();   // lowered again with the others
            out.push_back(std::move(c));
        }
        return out;
    }
    double FixStatistics::*seconds() const override { return &FixStatistics::gpSeconds; }
};

// AutoFix's contract fixes: a precondition strengthened, a postcondition weakened.
class ContractPhase final : public CandidatePhase {
public:
    std::vector<synthesis::Candidate> candidates(const PhaseInput& in) override
    {
        std::vector<synthesis::Candidate> out = synthesis::contractCandidates(in.program, in.feature, in.text, in.localization);
        append(out, synthesis::postconditionCandidates(in.program, in.fault, in.text, in.localization));
        return out;
    }
    double FixStatistics::*seconds() const override { return &FixStatistics::autofixSeconds; }
};

}  // namespace

std::vector<std::unique_ptr<CandidatePhase>> codePhases(const FixOptions& options)
{
    std::vector<std::unique_ptr<CandidatePhase>> phases;
    if (options.autofix) phases.push_back(std::make_unique<AutoFixPhase>());
    if (options.nopol) phases.push_back(std::make_unique<NopolPhase>());
    if (options.wp) phases.push_back(std::make_unique<WpPhase>());
    if (options.gp) phases.push_back(std::make_unique<GpPhase>());
    return phases;
}

std::unique_ptr<CandidatePhase> contractPhase() { return std::make_unique<ContractPhase>(); }

}  // namespace amend::repair
