// The sub-commands of `amend`; each takes its own arguments (after the command name) and
// returns the process exit code.
#pragma once

#include <QStringList>

namespace amend::cli {

int commandCheck(const QStringList& arguments);
int commandRun(const QStringList& arguments);
int commandTests(const QStringList& arguments);
int commandTest(const QStringList& arguments);
int commandFix(const QStringList& arguments);
int commandBench(const QStringList& arguments);
int commandLearn(const QStringList& arguments);
int commandLsp(const QStringList& arguments);

}  // namespace amend::cli
