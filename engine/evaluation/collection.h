// Collections of faulty programs for `amend bench`: a case is a faulty program and, optionally,
// its reference (correct) version; a collection is a directory of cases in one of two layouts
// (both may be mixed in one directory):
//   - a folder per case: CASE/faulty/ and CASE/reference/ (optional), CASE/tests/ (optional
//     EQA_TEST_SET classes that both versions are compiled and tested with) and CASE/faults.txt
//     (optional: the faults the case is known to hold, one `CLASS.feature kind [tag]
//     [reference=DIR]` a line). When faults share a routine, one fault's bug may show silently
//     (no contract fails) where another's is fixed, so a fix of one cannot behave like the
//     fully correct program: `reference=DIR` names a folder of the case holding the faulty
//     program with only that fault's proper fix, the reference for that fault's fixes;
//   - a flat folder of variants NAME_N.e next to a reference NAME.e, the variant's class named
//     CLASS_N where the reference's is CLASS (the class is renamed when comparing). Variant set
//     N is every NAME_N.e of the folder (a program of several classes: a variant changes one of
//     them, its other classes come as CLASS_N too), with the classes it has no variant of taken
//     from the references. Such a folder is a program: the folder directly, or each subfolder of
//     a collection of programs (the layout of the public AutoProof collection,
//     buggy-java-jml-eiffel: absolute/absolute_1.e …, stack_queue/qs_stack_1.e, qs_queue_1.e …).
// Loading only lists files; it neither parses nor checks them.
#pragma once

#include "testing/test_run.h"

#include <map>
#include <string>
#include <vector>

namespace amend::evaluation {

// A fault a case is known to hold, as AutoTest names faults (testing::FaultKey).
struct ExpectedFault {
    std::string routine;  // "CLASS.feature" blamed
    testing::FaultKind kind = testing::FaultKind::Other;  // written as its name: "precondition", "void_call" …
    std::string tag;      // violated clause tag, may be empty (then any tag matches)
    std::string reference;                     // reference=DIR as written, empty if none
    std::vector<std::string> referencePaths;   // that folder (and tests/) once loaded; empty: the case's
};

struct BenchCase {
    std::string name;                          // folder name, or PROGRAM_N for variant set N
    std::string program;                       // the program the case is a variant of (its folder; a case folder: its name)
    int variant = 0;                           // N of variant set N, 0 for a case folder
    std::vector<std::string> faultyPaths;      // .e files and folders of the faulty program (tests included)
    std::vector<std::string> referencePaths;   // … of the reference program; empty: no reference
    std::map<std::string, std::string> classRenames;  // faulty class name → reference class name
    std::vector<ExpectedFault> expected;

    bool hasReference() const { return !referencePaths.empty(); }
    std::string referenceClass(const std::string& faultyClass) const;  // renamed, else the same
    std::string faultyClass(const std::string& referenceClass) const;  // the inverse
};

struct Collection {
    std::vector<BenchCase> cases;         // sorted by name
    std::vector<std::string> problems;    // one line each: what could not be read and why
};

// The order of a collection's cases (and of a report's): by program, case-insensitively, then by
// variant set, then by name.
struct CaseOrderKey {
    const std::string& program;
    int variant;
    const std::string& name;
};
bool inCollectionOrder(const CaseOrderKey& a, const CaseOrderKey& b);

// Reads the collection in `directory`; a directory that is itself a case (has faulty/) is a
// collection of that one case.
Collection loadCollection(const std::string& directory);

// Parses faults.txt text; malformed lines are reported in `problems` ("faults.txt:3: …").
std::vector<ExpectedFault> parseExpectedFaults(const std::string& text, const std::string& fileName,
                                               std::vector<std::string>& problems);

}  // namespace amend::evaluation
