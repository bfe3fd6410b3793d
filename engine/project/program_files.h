// How the PATHS of every command become the files of a program: `.e' files as given, folders
// (every .e below them, sorted) and EiffelStudio projects (`.ecf': the clusters of a target and
// of the libraries it uses, with their file rules). The only place that knows these rules; the
// compiler, the command line and the window all go through it.
#pragma once

#include "project/ecf_location.h"
#include "support/diagnostics.h"

#include <optional>
#include <string>
#include <vector>

namespace amend::project {

struct RootFeature {
    std::string className;    // upper-case
    std::string featureName;  // lower-case; empty: default_create
};

struct ProgramFiles {
    std::vector<std::string> files;  // .e files, each once, in a stable order
    std::optional<RootFeature> root; // from the first .ecf that names one
    // The first .ecf's target says `is_obsolete_iteration="false"': in its classes (not the
    // kernel's) `across x as c' binds `c' to the item, as `is c' does.
    bool acrossAsItem = false;
    // Libraries provided by Amend (the kernel, its EQA classes), as "name (kind)", for reports.
    std::vector<std::string> providedLibraries;
};

struct PathOptions {
    std::string target;  // the .ecf target to use; empty: the first that is not abstract
    Environment environment = processEnvironment();
};

ProgramFiles resolveProgramFiles(const std::vector<std::string>& paths, const PathOptions& options, DiagnosticSink& sink);

// True when `path' names an EiffelStudio project file.
bool isProjectFile(const std::string& path);

}  // namespace amend::project
