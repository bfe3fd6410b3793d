// Testing, fixing and classifying the fixes of one case (see case_run.h).
#include "evaluation/case_run.h"

#include "evaluation/seconds_text.h"
#include "repair/fault_adapter.h"
#include "sema/compiler.h"

#include <QElapsedTimer>
#include <QString>

#include <algorithm>
#include <chrono>
#include <map>
#include <memory>

namespace amend::evaluation {

std::string FaultResult::firstClauseLabel() const
{
    const std::string name = testing::faultKindName(kind);
    return tag.empty() ? name : name + " `" + tag + "'";
}

std::string FaultResult::label() const
{
    if (groupedTags.size() < 2) return firstClauseLabel();
    std::string out = testing::faultKindName(kind);
    for (std::size_t i = 0; i < groupedTags.size(); ++i) out += (i ? ", `" : " `") + groupedTags[i] + "'";
    return out;
}

std::string FaultResult::properTechnique() const
{
    for (const ClassifiedFix& f : fixes) {
        if (f.proper) return std::string(repair::techniqueName(f.technique)) + (f.isContract ? " (contract)" : "");
    }
    return "-";
}

const char* caseStatusName(CaseStatus status)
{
    switch (status) {
    case CaseStatus::Ok: return "ok";
    case CaseStatus::Error: return "error";
    case CaseStatus::Crash: return "crash";
    case CaseStatus::Timeout: return "timeout";
    }
    return "error";
}

namespace {

// Compiles; on errors returns null and the first error as `error`.
// `baseLibrary': the EiffelBase to run on instead of the kernel (empty: the kernel).
std::shared_ptr<const sema::Program> compile(const std::vector<std::string>& paths, const std::vector<std::pair<std::string, std::string>>& buffers,
                                       const std::string& baseLibrary, std::string& error)
{
    DiagnosticSink sink;
    sema::CompileInput input;
    input.paths = paths;
    input.buffers = buffers;
    input.baseLibrary = baseLibrary;
    std::shared_ptr<const sema::Program> program = sema::compileProgram(input, sink);
    if (!sink.hasErrors()) return program;
    for (const Diagnostic& d : sink.sorted()) {
        if (d.severity != Severity::Error) continue;
        error = (d.range.valid() ? program->sources.describe(d.range) + ": " : std::string()) + d.message;
        break;
    }
    return nullptr;
}

using Clock = CancelToken::Clock;

Clock::duration duration(double seconds) { return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds)); }
double secondsUntil(Clock::time_point end) { return std::chrono::duration<double>(end - Clock::now()).count(); }

// The case budget's shares (CaseOptions::budgetSeconds).
constexpr double kReserveSeconds = 0.5;
constexpr double kTestingShare = 0.5;
constexpr double kFixingShare = 0.75;

// A budget as the user wrote it (0.001 stays 0.001).
std::string budgetText(double s) { return QString::number(s).toStdString(); }

bool matches(const ExpectedFault& e, const testing::FaultKey& key)
{
    return e.routine == key.routine && e.kind == key.kind && (e.tag.empty() || e.tag == key.tag);
}

// A grouped fault matches a line of faults.txt through any of its clauses.
bool matches(const ExpectedFault& e, const testing::Fault& fault)
{
    return std::any_of(fault.clauses.begin(), fault.clauses.end(), [&](const testing::FaultClause& c) { return matches(e, c.key); });
}

}  // namespace

std::vector<FaultSignature> otherFaults(const std::vector<ExpectedFault>& expected, const std::vector<testing::FaultKey>& keys,
                                        std::size_t index)
{
    std::vector<FaultSignature> out;
    for (std::size_t k = 0; k < keys.size(); ++k) {
        if (k == index) continue;
        const bool sameListedFault = index < keys.size() && std::any_of(expected.begin(), expected.end(), [&](const ExpectedFault& e) {
            return matches(e, keys[index]) && matches(e, keys[k]);
        });
        if (!sameListedFault) out.push_back({keys[k].routine, keys[k].kind, keys[k].tag});
    }
    return out;
}

CaseResult runCase(const BenchCase& benchCase, const CaseOptions& options, CancelToken& cancel, ProgressSink& progress)
{
    QElapsedTimer timer;
    timer.start();
    CaseResult result;
    result.name = benchCase.name;
    result.program = benchCase.program;
    result.variant = benchCase.variant;
    result.hasReference = benchCase.hasReference();
    std::string error;
    std::shared_ptr<const sema::Program> faulty = compile(benchCase.faultyPaths, {}, options.baseLibrary, error);
    if (!faulty) {
        result.status = CaseStatus::Error;
        result.message = "the faulty program does not compile: " + error;
        return result;
    }
    std::shared_ptr<const sema::Program> reference;
    if (benchCase.hasReference()) {
        reference = compile(benchCase.referencePaths, {}, options.baseLibrary, error);
        if (!reference) {
            result.status = CaseStatus::Error;
            result.message = "the reference does not compile: " + error;
            return result;
        }
    }
    const ClassNameMap toReference = [&benchCase](const std::string& name) { return benchCase.referenceClass(name); };
    const ClassNameMap toFaulty = [&benchCase](const std::string& name) { return benchCase.faultyClass(name); };

    // The case's end, and testing's share of it.
    const bool budgeted = options.budgetSeconds > 0;
    const Clock::time_point caseEnd = Clock::now() + duration(budgeted ? options.budgetSeconds - kReserveSeconds - static_cast<double>(timer.elapsed()) / 1000.0 : 1e9);
    if (budgeted && secondsUntil(caseEnd) <= 0) {   // compiling used the whole budget: nothing left to test with
        result.status = CaseStatus::Timeout;
        result.message = "exceeded the budget of " + budgetText(options.budgetSeconds) + " s before testing began (compiling took " +
                         secondsText(static_cast<double>(timer.elapsed()) / 1000.0, 1) + " s)";
        result.seconds = static_cast<double>(timer.elapsed()) / 1000.0;
        return result;
    }
    testing::AutoTestOptions testingOptions = options.testing;
    if (budgeted) {
        const double share = kTestingShare * secondsUntil(caseEnd);
        testingOptions.timeBudgetSeconds = testingOptions.timeBudgetSeconds > 0 ? std::min(testingOptions.timeBudgetSeconds, share) : share;
    }
    // Minimizing is outside AutoTest's time budget: a deadline a little later bounds it too.
    CancelToken testingCancel(&cancel, Clock::now() + duration(budgeted ? testingOptions.timeBudgetSeconds * 1.2 + 0.2 : 1e9));
    progress.report(Stage::Testing, 0, 0, benchCase.name);
    const testing::TestReport report = testing::runAutoTest(*faulty, testingOptions, testingCancel, progress);
    result.testingSeconds = report.seconds;
    std::vector<const testing::Fault*> faults;
    for (const testing::Fault& f : report.faults) {
        if ((!f.overflowDependent || options.overflowFaults) && !f.resourceOnly) faults.push_back(&f);
    }
    std::vector<testing::FaultKey> keys;   // every clause of every fault
    std::vector<std::size_t> firstKey;     // per fault: its first clause in `keys`
    for (const testing::Fault* f : faults) {
        firstKey.push_back(keys.size());
        for (const testing::FaultClause& c : f->clauses) keys.push_back(c.key);
    }

    // Faults with a reference of their own (faults.txt `reference=DIR`), compiled once.
    std::map<std::vector<std::string>, std::shared_ptr<const sema::Program>> ownReferences;
    auto referenceFor = [&](const testing::Fault& fault, std::string& problem) -> const sema::Program* {
        for (const ExpectedFault& e : benchCase.expected) {
            if (e.referencePaths.empty() || !matches(e, fault)) continue;
            auto it = ownReferences.find(e.referencePaths);
            if (it == ownReferences.end()) it = ownReferences.emplace(e.referencePaths, compile(e.referencePaths, {}, options.baseLibrary, problem)).first;
            if (!it->second) problem = "the fault's reference does not compile: " + problem;
            return it->second.get();
        }
        return reference.get();
    };

    // Per fault: listed in faults.txt, and the reference's own (it fails alike; neither fixed nor
    // counted, so it takes no share of the budget).
    std::vector<bool> expected(faults.size(), false), inReference(faults.size(), false);
    std::size_t toFix = faults.size();
    for (std::size_t i = 0; i < faults.size(); ++i) {
        expected[i] = std::any_of(benchCase.expected.begin(), benchCase.expected.end(), [&](const ExpectedFault& e) { return matches(e, *faults[i]); });
        inReference[i] = reference && !expected[i] && failsAlikeOnReference(*faults[i], *reference, toReference, options.differential.limits);
        toFix -= inReference[i];
    }

    repair::FixSession session(*faulty, options.fixing);
    for (std::size_t i = 0; i < faults.size() && !cancel.isCancelled(); ++i) {
        const testing::Fault& fault = *faults[i];
        // This fault's share of what is left of the case (equal among the faults still to fix), and its fixing's.
        const double faultSeconds = secondsUntil(caseEnd) / static_cast<double>(std::max<std::size_t>(toFix, 1));
        if (!inReference[i]) --toFix;   // counted until now
        const Clock::time_point faultEnd = Clock::now() + duration(faultSeconds);
        double fixingSeconds = budgeted ? kFixingShare * faultSeconds : 1e9;
        if (options.fixing.faultBudgetSeconds > 0) fixingSeconds = std::min(fixingSeconds, options.fixing.faultBudgetSeconds);
        FaultResult row;
        row.routine = fault.key.routine;
        row.kind = fault.key.kind;
        row.tag = fault.key.tag;
        if (fault.isGrouped())
            for (const testing::FaultClause& c : fault.clauses) row.groupedTags.push_back(c.key.tag);
        row.found = true;
        row.foundBySearch = fault.foundBySearch;
        row.expected = expected[i];
        row.testingSeconds = report.seconds / static_cast<double>(faults.size());
        row.seconds = row.testingSeconds;
        progress.report(Stage::Fixing, static_cast<long long>(i), static_cast<long long>(faults.size()), benchCase.name + ": " + fault.key.routine);
        row.alsoInReference = inReference[i];
        if (row.alsoInReference) {   // not this case's fault: nothing to fix, nothing to count
            result.faults.push_back(std::move(row));
            continue;
        }
        if (const std::optional<analysis::FaultUnderRepair> input = repair::adaptFault(*faulty, fault)) {
            CancelToken fixingCancel(&cancel, Clock::now() + duration(fixingSeconds));
            const repair::FaultFixes fixes = session.fixFault(*input, fault.id, fixingCancel, progress);
            if (fixingCancel.deadlinePassed())
                row.cut = "fixing stopped after " + secondsText(fixingSeconds, 1) + " s (its share of the budget; " + std::to_string(fixes.statistics.valid) +
                          " valid fixes found by then)";
            row.valid = fixes.statistics.valid;
            row.statistics = fixes.statistics;
            row.seconds += fixes.statistics.seconds;
            // Judged on the tests of every clause of its own (a grouped fault is fixed together).
            std::vector<FaultSignature> others = otherFaults(benchCase.expected, keys, firstKey[i]);
            std::erase_if(others, [&](const FaultSignature& o) {
                return std::any_of(fault.clauses.begin(), fault.clauses.end(), [&](const testing::FaultClause& c) {
                    return c.key.routine == o.routine && c.key.kind == o.kind && c.key.tag == o.tag;
                });
            });
            std::string referenceProblem;
            const sema::Program* faultReference = reference ? referenceFor(fault, referenceProblem) : nullptr;
            CancelToken classifyingCancel(&cancel, faultEnd);
            ReferenceRuns referenceRuns;   // shared by the fixes of this fault
            for (const repair::Fix& fix : fixes.fixes) {
                if (classifyingCancel.isCancelled()) break;
                ClassifiedFix c;
                c.rank = fix.rank;
                c.technique = fix.technique;
                c.isContract = fix.isContract;
                c.explanation = repair::fixExplanation(fix);
                c.situation = learning::describeSituation(*faulty, *input, fixes.localization, fix);
                c.description = learning::describeFix(fix);
                if (reference) {
                    c.classified = true;
                    std::shared_ptr<const sema::Program> fixed = compile(benchCase.faultyPaths, {{fix.filePath, fix.newFileText()}}, options.baseLibrary, error);
                    if (!faultReference) {
                        c.difference = referenceProblem;
                    } else if (!fixed) {
                        c.difference = "the fixed program does not compile: " + error;
                    } else {
                        const DifferentialResult d =
                            compareWithReference(*fixed, *faultReference, fix.routine, toReference, toFaulty, others, options.differential, classifyingCancel,
                                                 &referenceRuns);
                        c.proper = d.proper;
                        c.compared = d.compared;
                        c.difference = d.difference;
                        if (!d.proper && classifyingCancel.isCancelled()) {   // cut before it could tell
                            c.classified = false;
                            c.difference = "not classified: the budget ran out";
                        }
                    }
                    if (c.proper && row.firstProperRank == 0) row.firstProperRank = c.rank;
                }
                row.fixes.push_back(std::move(c));
            }
            if (classifyingCancel.deadlinePassed()) {
                const auto classified = std::count_if(row.fixes.begin(), row.fixes.end(), [](const ClassifiedFix& x) { return x.classified; });
                row.cut += std::string(row.cut.empty() ? "" : "; ") + "classification stopped at the end of its share of the budget (" +
                           std::to_string(classified) + " of " + std::to_string(fixes.fixes.size()) + " fixes classified)";
            }
        }
        result.faults.push_back(std::move(row));
        if (options.onFaultDone) {
            result.seconds = static_cast<double>(timer.elapsed()) / 1000.0;
            options.onFaultDone(result);
        }
    }
    for (const ExpectedFault& e : benchCase.expected) {
        bool found = false;
        for (const testing::Fault* f : faults) found = found || matches(e, *f);
        if (found) continue;
        FaultResult missed;
        missed.routine = e.routine;
        missed.kind = e.kind;
        missed.tag = e.tag;
        missed.expected = true;
        result.faults.push_back(std::move(missed));
    }
    result.seconds = static_cast<double>(timer.elapsed()) / 1000.0;
    if (cancel.isCancelled()) {
        result.status = CaseStatus::Timeout;
        result.message = "cancelled";
    } else if (budgeted && result.seconds > options.budgetSeconds) {
        result.status = CaseStatus::Timeout;
        result.message = "exceeded the budget of " + budgetText(options.budgetSeconds) + " s: took " + secondsText(result.seconds, 1) + " s";
    }
    return result;
}

}  // namespace amend::evaluation
