// `amend check --library-report': how much of a project's own EiffelBase Amend can check and
// run (bench/check_elks.sh measures FreeELKS with it).
#pragma once

#include <QCommandLineParser>
#include <QStringList>

namespace amend::cli {

// Compiles PATHS with --library base=PATH and prints the EiffelBase used, how many of its classes
// check (no error in their file), how many of its `external "built_in"' routines and of its other
// externals the runtime provides, each missing one (file:line:column and key) and the first error
// of each class that does not check. Exit 0 when every class checks, 1 otherwise, 2 without an
// EiffelBase of the project's own.
int libraryReport(const QCommandLineParser& parser, const QStringList& paths);

}  // namespace amend::cli
