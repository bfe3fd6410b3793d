// One test-and-fix run of the language server for one document: the engine's pipeline (AutoTest,
// then localization, synthesis, validation and ranking) on that file's class or on one routine,
// run as the window runs it (ui::FixJob), its results held as the window holds them
// (repair::FixSessionController: faults, their status, streamed then ranked fixes), the values
// at each fault's failure (a replay of its first failing test, in the background) and what the
// client waits for (the progress token, the executeCommand request answered at the end).
#pragma once

#include "fix_job.h"
#include "job_tracker.h"

#include "repair/fix_session_controller.h"

#include <QJsonValue>
#include <QString>

#include <map>
#include <optional>

namespace amend::lsp {

// What to run: a file's routines (a class filter) or one routine.
struct RunRequest {
    ui::FixSettings settings;
    QString title;              // "Testing best_score.e"
    QString token;              // the client's workDoneToken; empty: the server makes one
    QJsonValue request;         // the request to answer when the run ends (undefined: none)
};

struct Run {
    QString uri;                            // the document it is for
    ui::FixJob job;
    repair::FixSessionController session;
    int jobId = 0;
    bool running = false;
    QString token;                          // work-done progress token (empty: none)
    QJsonValue request;                     // answered when the run ends
    qint64 tests = 0;
    QString outcome;                        // why nothing was tested (compile errors, no such routine)
    std::optional<RunRequest> pending;      // started once the cancelled run has ended
    QString superseded;                     // why the server cancelled it (an edit, a newer run); empty: not
    std::map<int, QString> values;          // fault id → the values at its failure
    ui::JobTracker replays{ui::JobTracker::Delivery::Every};   // last: destroyed (and waited for) first
};

}  // namespace amend::lsp
