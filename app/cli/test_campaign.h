// `amend test` over a whole library (issue 35): the classes a `--cluster' selects (or all),
// class by class with the --time budget each, one JSON per class in a folder (`--each-class
// DIR', resumable: a class whose JSON is there is skipped), a slice of them (`--shard K/N'), and
// `--merge' of such folders into one report (testing/campaign.h).
#pragma once

#include "project/program_files.h"
#include "sema/program.h"
#include "testing/autotest.h"
#include "testing/campaign.h"

#include <QStringList>

#include <optional>
#include <set>
#include <string>

namespace amend::cli {

// The classes (upper-case names) read from cluster `name' of `files'; prints an error naming
// the clusters there are and returns nothing when none is.
std::optional<std::set<std::string>> classesOfCluster(const sema::Program& program, const project::ProgramFiles& files, const std::string& name);

// Runs the campaign; exit status as `amend test' (1 when some class has a fault).
int runCampaign(const sema::Program& program, testing::AutoTestOptions options, const QString& folder, const testing::Shard& shard);

// Prints the merged report of `paths' (folders or JSON files) and writes it to `jsonOut' when
// not empty; exit 1 when it has faults or a report could not be read.
int mergeCampaign(const QStringList& paths, const QString& jsonOut);

}  // namespace amend::cli
