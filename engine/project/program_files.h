// How the PATHS of every command become the files of a program: `.e' files as given, folders
// (every .e below them, sorted) and EiffelStudio projects (`.ecf': the clusters of a target and
// of the libraries it uses, with their file rules). The only place that knows these rules; the
// compiler, the command line and the window all go through it.
#pragma once

#include "project/ecf_location.h"
#include "support/diagnostics.h"

#include <map>
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
    // A project read refers to one of AutoProof's libraries (`$AP', MML, EiffelBase2): its
    // classes are written for a modular prover (modular testing's `auto', testing/modular_check.h).
    bool usesAutoProof = false;
    // Libraries provided by Amend (the kernel, its EQA classes), as "name (kind)", for reports.
    std::vector<std::string> providedLibraries;
    // The project's own EiffelBase, when it has one: the .ecf read (`--library base=PATH', or a
    // library reference named `base' or to a base*.ecf whose location exists) and its .e files,
    // which take the kernel's place (the compiler reads them as library code). Empty: the kernel.
    std::string baseLibrary;
    std::vector<std::string> libraryFiles;
    // The program given is itself an EiffelBase (FreeELKS's library.ecf): `baseLibrary' names it,
    // its files are library files (the kernel steps aside) and its classes are under test.
    bool programIsBase = false;
    // For each program file read from an .ecf cluster: the cluster names enclosing it, outermost
    // first, then the folders below the cluster's location (`--cluster NAME' matches any of them).
    std::map<std::string, std::vector<std::string>> clusters;
    // The class-name mappings (<mapping old_name new_name>) of every .ecf read (EiffelBase's:
    // STRING → STRING_8 …), in the order read; an old name mapped twice keeps the first.
    std::vector<std::pair<std::string, std::string>> classMappings;
};

struct PathOptions {
    std::string target;  // the .ecf target to use; empty: the first that is not abstract
    // `--library base=PATH' (or the window's setting): EiffelBase to use instead of the kernel,
    // an .ecf or a folder holding base.ecf or library.ecf; it overrides the projects' own.
    std::string baseLibrary;
    Environment environment{};  // for `$VARIABLE' in .ecf locations; empty: none set
};

ProgramFiles resolveProgramFiles(const std::vector<std::string>& paths, const PathOptions& options, DiagnosticSink& sink);

// The .ecf that `--library base=PATH' names: PATH itself, or base.ecf / library.ecf in the
// folder PATH; nothing when there is none.
std::optional<std::string> baseLibraryProject(const std::string& path);

// The files of `files' in cluster `name' (case-insensitive): an .ecf cluster, or a folder below
// a recursive cluster's location (FreeELKS's `structures', `kernel').
std::vector<std::string> filesInCluster(const ProgramFiles& files, const std::string& name);

// True when `path' names an EiffelStudio project file.
bool isProjectFile(const std::string& path);

}  // namespace amend::project
