// Running a whole collection: every case in a child process of its own (case_process.h), `jobs`
// children at a time, each under a time budget enforced from outside: the child stops itself
// cooperatively at the budget (keeping what it found, status timeout), and the parent kills it
// a grace period later if it has not ended. A case that crashes (a signal, an exception, no
// result) is reported as a crash; neither stops the run. The child is the same program
// re-invoked (`amend bench --run-case`, app/cli), which runs runCaseWithBudget and writes the
// result as JSON (report.h caseToJson).
#pragma once

#include "evaluation/case_process.h"
#include "evaluation/case_run.h"

#include <functional>
#include <vector>

namespace amend::evaluation {

// The command of the child that runs case `index` of the run and writes its result to `resultFile`.
using CaseCommandMaker = std::function<CaseCommand(std::size_t index, const QString& resultFile)>;

struct BenchOptions {
    int jobs = 1;                       // children at a time
    double caseBudgetSeconds = 300;     // per case; <= 0: none
    double graceSeconds = 1.5;          // after the budget, before the child is killed (it plans to end before it)
    CaseCommandMaker command;
};

// Results in the order of `cases`. `progress` is called (serialized) once per finished case
// with stage "case" and the case's name.
std::vector<CaseResult> runBench(const std::vector<BenchCase>& cases, const BenchOptions& options, CancelToken& cancel,
                                 ProgressSink& progress);

// In the child: runs one case on a thread with a large stack (deep recursion in the programs
// under test) with `budgetSeconds` shared among its phases (CaseOptions::budgetSeconds), so
// that it ends in time with what it found, a phase cut short said in its fault's `cut`; should it
// still be running at the budget, it is cancelled cooperatively and the result has status
// Timeout and what was found until then. An exception of the engine is a Crash.
CaseResult runCaseWithBudget(const BenchCase& benchCase, const CaseOptions& options, double budgetSeconds);

}  // namespace amend::evaluation
