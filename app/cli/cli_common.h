// Helpers shared by the `amend` sub-commands: option parsing conventions, loading and
// checking a program with its diagnostics printed gcc-style, and exit codes.
#pragma once

#include "process_environment.h"
#include "project/program_files.h"
#include "sema/compiler.h"
#include "support/diagnostics.h"
#include "repair/fix_session.h"
#include "testing/autotest.h"

#include <QCommandLineParser>

#include <QStringList>

#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

namespace amend::cli {

enum ExitCode { ExitOk = 0, ExitFailure = 1, ExitUsage = 2 };

// Prints `file:line:col: severity: message`, the source line and a caret line under the range.
void printDiagnostic(std::ostream& out, const Diagnostic& d, const SourceManager& sources);

// The options of the commands that take PATHS: --target T, the target of the .ecf projects among
// them, and --library base=PATH, the EiffelBase to use instead of the kernel.
void addTargetOption(QCommandLineParser& parser);
// --library base=PATH alone (amend bench, whose collections hold no .ecf).
void addLibraryOption(QCommandLineParser& parser);
// Reads --library base=PATH into `baseLibrary' (unchanged when absent); on a bad value prints
// "amend COMMAND: …" and returns false.
bool readLibraryOption(const QCommandLineParser& parser, const char* command, std::string& baseLibrary);

// Compiles PATHS (.e files, folders, .ecf projects with the --target of `parser'); prints the
// diagnostics to stderr (within the sink's limits, then how many more). Returns null (after
// printing) when the program has errors and cannot be run (`failureExit` = ExitFailure) or when
// PATHS declare no Eiffel class (ExitUsage). `resolved', when given, receives the files, the root
// an .ecf names and the libraries Amend provides in place of the project's. `lowerKernelOnUse':
// sema::CompileInput's, for a command that only interprets the program (`amend run').
std::shared_ptr<const sema::Program> loadProgram(const QCommandLineParser& parser, const QStringList& paths, const char* command,
                                                 int& failureExit, bool printWarnings = true, project::ProgramFiles* resolved = nullptr,
                                                 bool lowerKernelOnUse = false);

std::vector<std::string> toStdStrings(const QStringList& list);

// Keeps `program' alive until the process ends, never destroyed: for a command that exits right
// after its run (`amend run'), where freeing tens of thousands of classes, features and lowered
// routines would cost more than a tenth of a short run (bench/history/2026-11-reports.md, "Amend's fixed cost").
// It stays reachable from a static, so LeakSanitizer does not report it.
void keepUntilExit(std::shared_ptr<const sema::Program> program);

// Parses a sub-command's arguments: prints the help (exit 0) or a usage error (exit 2, also
// when no PATHS are given) and returns that exit code; returns -1 to go on, `paths` filled.
int parseCommandLine(QCommandLineParser& parser, const QStringList& arguments, const char* command, QStringList& paths);

// Reads the value of --OPTION as a number of seconds >= 0 into `seconds'; on a bad value prints
// "amend COMMAND: --OPTION expects a number of seconds >= 0" and returns false.
bool readSeconds(const QCommandLineParser& parser, const char* command, const char* option, double& seconds);

// Reads the value of --OPTION as an integer of at least `least' into `value'; on a bad value
// prints "amend COMMAND: --OPTION expects EXPECTED" ("a positive integer" …) and returns false.
bool readInteger(const QCommandLineParser& parser, const char* command, const char* option, int least, const char* expected, int& value);

// The options of the commands that run AutoTest (`test`, `fix`): --seed, --time, --threads.
void addAutoTestOptions(QCommandLineParser& parser);
// Reads them into `options`; on a bad value prints "amend COMMAND: …" and returns false.
bool readAutoTestOptions(const QCommandLineParser& parser, const char* command, testing::AutoTestOptions& options);

// The --techniques option of the commands that fix (`fix`, `bench`): autofix, nopol.
void addTechniquesOption(QCommandLineParser& parser);
// Sets options.autofix / options.nopol; on a bad value prints "amend COMMAND: …" and returns false.
bool readTechniques(const QCommandLineParser& parser, const char* command, repair::FixOptions& options);

// The learning options of the commands that fix (`fix`, `bench`): --knowledge FILE, --no-learning.
void addLearningOptions(QCommandLineParser& parser);
// Sets options.learning: ranks with FILE's knowledge base, with none (--no-learning), or with the
// shipped default and the user's decisions (learning/knowledge_store.h). A FILE that does not exist
// yet is a new, empty knowledge base (said on stderr). On an unreadable knowledge base prints
// "amend COMMAND: FILE…: what is wrong" and returns false.
bool readLearning(const QCommandLineParser& parser, const char* command, repair::FixOptions& options);
// Where `fix --apply` records its decision: the --knowledge file, else the user's knowledge base;
// empty with --no-learning (nothing is recorded).
std::string decisionPath(const QCommandLineParser& parser);

}  // namespace amend::cli
