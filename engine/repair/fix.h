// A validated, ranked fix as plain values (for the command line, JSON and the GUI): what
// changes (the new routine text and a unified diff of the whole file that `git apply` accepts),
// and why (snapshot, scores, schema, action).
#pragma once

#include <string>

namespace amend::repair {

struct Fix {
    int rank = 0;                 // 1-based, after ranking
    int faultId = 0;
    std::string routine;          // "CLASS.feature"
    bool isContract = false;      // a precondition strengthened instead of a body change
    std::string technique = "autofix";  // "autofix", "nopol" or "wp"
    std::string schema;           // "a" … "d", "replace", "guard", "precondition", "condition", "statement"
    std::string action;           // the fix action / replacement / clause
    std::string fail;             // the schema's `fail` predicate, if any
    std::string snapshot;         // "idx > index = True before line 221", empty if code-based
    double susp = 0, cdep = 0, edep = 0, dyn = 0;
    int distance = 0;             // lines between the change and the failure
    int changeSize = 0;           // characters changed
    int passingChanged = 0;       // passing runs whose trace signature the fix changes
    bool skipsCommand = false;    // wraps a command call the routine makes unconditionally in a
                                  // condition: the runs it repairs skip that command (never set
                                  // for a call on Void, which cannot be performed anyway)
    int passingTotal = 0;         // passing tests of the fault
    int retestFailures = 0;       // fresh generated tests of the patched routine that fail
    std::string filePath;         // the file changed (as the program knows it)
    std::string newRoutineText;   // the changed region of the routine as it would read
    std::string newFileText;      // the whole file with the fix applied
    std::string diff;             // unified diff against the original file
    std::string explanation;      // one line
    std::string normalized;       // house-style printing of the fixed body (merging key)
};

}  // namespace amend::repair
