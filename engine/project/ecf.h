// EiffelStudio project files (.ecf): the configuration XML read into plain data. Only what
// decides which classes make the program is kept: targets (with `extends'), the root, clusters
// (nested, recursive, file rules), library references and the assertion options. Everything
// else in an .ecf (settings, C externals, debug options, …) is skipped on purpose.
// Reading is separate from resolving (project_files.h), so the reader can be tested on text.
#pragma once

#include "support/diagnostics.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace amend::project {

// <file_rule>: regular expressions over paths relative to the cluster, with `/' separators and
// a leading `/' ("/EIFGENs$"). A path is left out when an exclude matches and no include does.
struct EcfFileRule {
    std::vector<std::string> excludes;
    std::vector<std::string> includes;
};

// <condition>: it holds when its <platform> admits a Unix and each <custom> test holds; the
// custom tests need the project's variables, so they are kept and evaluated when resolving.
struct EcfCustomCondition {
    std::string variable;                 // <custom name="GOBO_EIFFEL" …>
    std::vector<std::string> values;      // value="ge": holds when the variable is one of them
    std::vector<std::string> excludedValues;  // excluded_value="ge": holds when it is none of them
};
struct EcfCondition {
    bool platformHolds = true;
    std::vector<EcfCustomCondition> customs;
};

// <cluster>, <tests> or <override>: a folder of classes.
struct EcfCluster {
    std::string name;
    std::string location;  // as written: may hold $VARIABLES, `\' separators, `$|' (the parent's location)
    bool recursive = false;
    std::vector<EcfFileRule> fileRules;
    std::vector<EcfCluster> subclusters;  // nested <cluster> elements
    // Its <condition> elements leave it out on the platform Amend runs on (a Unix): every
    // condition names platforms by `value' without "unix" or by `excluded_value' with it.
    bool excludedOnThisPlatform = false;
    // All its <condition>s (alternatives: it is in when one holds); empty: always in.
    std::vector<EcfCondition> conditions;
};

// <library> or <precompile>: another .ecf whose classes the program uses.
struct EcfLibrary {
    std::string name;
    std::string location;  // as written
    std::vector<EcfCondition> conditions;  // as a cluster's
};

struct EcfRoot {
    std::string className;    // upper-case as written; empty with all_classes
    std::string featureName;  // empty: default_create
    bool allClasses = false;
};

// <option><assertions …/>: which contracts the project asks to monitor.
struct EcfAssertions {
    bool precondition = false;
    bool postcondition = false;
    bool check = false;
    bool invariant = false;
    bool loop = false;
    bool supplierPrecondition = false;
};

struct EcfTarget {
    std::string name;
    std::string extends;     // name of the parent target in the same file, or empty
    bool isAbstract = false;
    std::optional<EcfRoot> root;
    std::vector<EcfFileRule> fileRules;  // apply to every cluster of the target
    std::vector<EcfCluster> clusters;
    std::vector<EcfLibrary> libraries;
    std::optional<EcfAssertions> assertions;
    // <option is_obsolete_iteration="…">: false means `across x as c' binds `c' to the item
    // (EiffelStudio's current semantics), true or absent that it binds the cursor.
    std::optional<bool> obsoleteIteration;
    // <mapping old_name="STRING" new_name="STRING_8"/>: class names the target's classes may use
    // for others, in file order (names upper-cased).
    std::vector<std::pair<std::string, std::string>> classMappings;
    // <variable name="GOBO_LIBRARY" value="../../.."/>: values the locations of this target may
    // use; the environment wins over them (they are the project's defaults).
    std::vector<std::pair<std::string, std::string>> variables;
};

struct EcfSystem {
    std::string name;
    std::string libraryTarget;  // <system library_target="…">: the target used when it is a library
    std::vector<EcfTarget> targets;  // in file order, `extends' not yet applied
    // <redirection location="…">: the file is only a pointer to another .ecf (Gobo's
    // library.ecf files are); the location as written, relative to this file. No targets then.
    std::string redirection;
    // The configuration schema of the xmlns ("…/configuration-1-23-0": {1, 23}); {0, 0} when absent.
    int schemaMajor = 0;
    int schemaMinor = 0;
    bool schemaAtLeast(int major, int minor) const { return schemaMajor > major || (schemaMajor == major && schemaMinor >= minor); }
};

// Parses .ecf text (a <system> or a <redirection>). Problems are errors prefixed "PATH:LINE:COLUMN: " (an .ecf is not an
// Eiffel source, so it has no SourceRange); returns nothing when the XML is not an ecf at all.
std::optional<EcfSystem> parseEcf(const std::string& text, const std::string& path, DiagnosticSink& sink);

// The target named `name` (or, when `name` is empty, the first target that is not abstract)
// with its `extends' chain applied: the parent's clusters, libraries and file rules first, the
// root and assertions of the nearest target that has them. Errors name the targets there are.
std::optional<EcfTarget> selectTarget(const EcfSystem& system, const std::string& name, const std::string& path, DiagnosticSink& sink);

// Whether an element with these <condition>s is in: one of them holds (its platform admits a
// Unix and each custom test holds for the variable's value, an unset variable being empty).
bool conditionsHold(const std::vector<EcfCondition>& conditions, const std::function<std::optional<std::string>(const std::string&)>& variable);

}  // namespace amend::project
