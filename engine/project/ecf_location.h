// Locations as .ecf files write them: `$VARIABLE', `${VARIABLE}' and `$(VARIABLE)' from the
// environment, `\' or `/' separators, relative to the .ecf's folder. And which libraries Amend
// provides itself instead of reading them (EiffelBase, EiffelStudio's testing library,
// AutoProof's libraries).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace amend::project {

// Looks up an environment variable. The engine reads no environment itself: the command line
// and the window pass the process's (app/cli/cli_common.h, app/gui/main.cpp), tests their own;
// an empty one has no variables.
using Environment = std::function<std::optional<std::string>(const std::string& name)>;

struct ExpandedLocation {
    std::string path;                        // absolute, `/' separators, cleaned
    std::vector<std::string> unsetVariables; // variables the location names that are not set
};

// Expands variables (an unset one becomes empty and is listed; ISE_LIBRARY falls back to
// ISE_EIFFEL as in EiffelStudio), turns `\' into `/' and makes the result absolute against
// `baseFolder'.
ExpandedLocation expandLocation(const std::string& written, const std::string& baseFolder, const Environment& environment);

// What a library reference stands for in Amend.
enum class LibraryKind {
    EiffelBase,  // base.ecf, base-safe.ecf, base-scoop-safe.ecf …: Amend's kernel
    Testing,     // testing.ecf, testing_ap.ecf …: the kernel's EQA classes; Gobo's library/test: its TS_TEST_CASE
    AutoProof,   // AutoProof's libraries (written with $AP, mml, eiffelbase2): the kernel for now
    Source,      // any other library: read from its location
};

// Classifies by the file name of the location (as written and as expanded).
LibraryKind classifyLibrary(const std::string& written, const std::string& expandedPath);
const char* libraryKindName(LibraryKind kind);

}  // namespace amend::project
