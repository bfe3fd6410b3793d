// Running a whole collection: cases on `jobs` parallel workers, each case on a thread of its
// own (large stack) with a CancelToken and a time budget. A case that throws is reported as a
// crash, one that exceeds its budget is cancelled and reported as a timeout (cancellation is
// cooperative, so a timed-out case may finish a little late); neither stops the run.
// Deliberately not done: isolating cases in processes (a crash of the interpreter itself,
// which budgets are meant to prevent, would end the run).
#pragma once

#include "evaluation/case_run.h"

#include <vector>

namespace amend::evaluation {

struct BenchOptions {
    CaseOptions caseOptions;
    int jobs = 1;                       // cases run in parallel
    double caseBudgetSeconds = 300;     // per case; <= 0: none
};

// Results in the order of `cases`. `progress` is called (serialized) once per finished case
// with stage "case" and the case's name.
std::vector<CaseResult> runBench(const std::vector<BenchCase>& cases, const BenchOptions& options, CancelToken& cancel,
                                 ProgressSink& progress);

}  // namespace amend::evaluation
