// One case of `amend bench` in a child process, seen from the parent: start the child, wait
// for it under a wall-clock limit, kill it when the limit passes, and turn what happened into a
// CaseResult: the result the child wrote (JSON, report.h), or a typed Timeout (killed at the
// limit) or Crash (ended by a signal, or without writing a result) with what it printed last.
// Deliberately not here: which program the child is and how it runs the case (bench_run.h).
#pragma once

#include "evaluation/case_run.h"
#include "support/cancel.h"

#include <QString>
#include <QStringList>

#include <string>

namespace amend::evaluation {

struct CaseCommand {
    QString program;
    QStringList arguments;
};

struct CaseProcessLimits {
    double budgetSeconds = 0;   // the case's budget, <= 0: none (named in the timeout message)
    double killSeconds = 0;     // wall clock after which the child is killed, <= 0: never
};

// Runs `command`, which is to write caseToJson of its result to `resultFile`. `name` and
// `hasReference` fill the result when the child wrote none. A cancelled `cancel` kills the
// child (status Error, "cancelled").
CaseResult runCaseProcess(const CaseCommand& command, const QString& resultFile, const std::string& name, bool hasReference,
                          const CaseProcessLimits& limits, CancelToken& cancel);

}  // namespace amend::evaluation
