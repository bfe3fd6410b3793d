// The front door of the language layer: turn a list of files and folders into a checked
// Program (kernel library included), with every diagnostic collected. Used by every command
// and by the window; knows nothing of testing or fixing.
#pragma once

#include "project/ecf_location.h"
#include "sema/program.h"
#include "support/diagnostics.h"

#include <memory>
#include <string>
#include <vector>

namespace amend::sema {

// The kernel library read and parsed once, for a process that compiles many programs (the fuzz
// harnesses, tests/fuzz): compileProgram adds its files and shares its syntax trees instead of
// reading and parsing the library again. Class universe and bodies are still built per program,
// since a program's own classes may replace kernel classes.
struct ParsedKernel {
    std::vector<std::pair<std::string, std::string>> files;     // as kernelSources(), file ids 0, 1 …
    std::vector<std::shared_ptr<const syntax::Module>> modules;  // modules[i] parsed from files[i]
};
std::shared_ptr<const ParsedKernel> parseKernel();

// The kernel library built and checked once (checkKernel), for a process that compiles many
// small programs (the fuzz harnesses): compileProgram then builds only the program's own classes
// on top of the kernel's, sharing its classes, routine ids, dispatch tables, lowered routines and
// types (sema/build_steps.h, KernelLayer), with the same results as a whole build. A program
// whose class has the name of a word of the kernel's text (a kernel class it would replace, a
// formal generic, a class the kernel names) is built whole, as without it.
struct CheckedKernel;
std::shared_ptr<const CheckedKernel> checkKernel(std::shared_ptr<const ParsedKernel> parsed);

struct CompileInput {
    std::vector<std::string> paths;  // .e files, folders (every .e below them, sorted), .ecf projects
                                     // (their first target that is not abstract; see project/program_files.h)
    // In-memory files (path, text) used instead of / in addition to files on disk (the editor's
    // unsaved buffers, tests). A path here shadows the same path on disk.
    std::vector<std::pair<std::string, std::string>> buffers;
    // `across x as c' binds the item in the user's classes (ProgramFiles::acrossAsItem, for
    // PATHS resolved by the caller); .ecf files among `paths' set it themselves.
    bool acrossAsItem = false;
    // The project refers to AutoProof's libraries (ProgramFiles::usesAutoProof, for PATHS
    // resolved by the caller); .ecf files among `paths' set it themselves.
    bool usesAutoProof = false;
    // The .e files of the project's own EiffelBase (ProgramFiles::libraryFiles, for PATHS
    // resolved by the caller), read as library code instead of the kernel.
    std::vector<std::string> libraryPaths{};
    // Those files are the program under test (ProgramFiles::programIsBase, for PATHS resolved by
    // the caller): FreeELKS given as the program.
    bool libraryUnderTest = false;
    // `--library base=PATH' for the PATHS resolved here (project::PathOptions::baseLibrary).
    std::string baseLibrary{};
    // The variables of .ecf locations among `paths' (project::PathOptions::environment).
    project::Environment environment{};
    // The kernel already parsed (parseKernel); null: read and parse it here.
    std::shared_ptr<const ParsedKernel> kernel = nullptr;
    // The kernel already checked (checkKernel; `kernel' is then taken from it); null: built here.
    std::shared_ptr<const CheckedKernel> checkedKernel = nullptr;
    // Lower the bodies of the bundled kernel's routines on their first use (sema::lowered), not
    // all at load: for a caller whose every reader of routines calls sema::lowered first (the
    // interpreter: `amend run'). Thread-safe. Kept to the eager lowering (same diagnostics) when a
    // class outside the kernel has the name of a kernel class or of a kernel class's formal generic.
    bool lowerKernelOnUse = false;
};

// Returns the program even when there are errors (as far as it could be built), so callers
// can show diagnostics; `sink.hasErrors()` says whether it may be run. Immutable from here on:
// share it with every thread and task as it is.
std::shared_ptr<const Program> compileProgram(const CompileInput& input, DiagnosticSink& sink);

// Whether the user's files (not the kernel library) declare at least one class: PATHS without
// any is a usage error of every command, not an empty program that passes.
bool declaresUserClass(const Program& program);

// The kernel library's files as (resource path, text), from the Qt resource ":/kernel/".
std::vector<std::pair<std::string, std::string>> kernelSources();

// Whether a kernel file (its resource path) belongs to the kernel's testing classes (EQA_…),
// kept when the project brings its own EiffelBase.
bool isKernelTestingSource(const std::string& path);
// Whether `path` names one of the kernel's AutoProof library classes (MML_*, SIMPLE_*), which stay
// beside a project's own EiffelBase.
bool isKernelAutoProofSource(const std::string& path);

}  // namespace amend::sema
