// `--modular on|off|auto' of `amend test' and `amend fix': modular testing (testing/modular_check.h)
// after AutoTest, on by default (auto) only for programs written for AutoProof; its proof
// obligations printed after the faults.
#pragma once

#include "testing/autotest.h"
#include "testing/modular_check.h"

#include <QCommandLineParser>

#include <vector>

namespace amend::cli {

void addModularOption(QCommandLineParser& parser);
// On a bad value prints "amend COMMAND: …" and returns false.
bool readModularOption(const QCommandLineParser& parser, const char* command, testing::ModularMode& mode);
// The failing proof obligations of `program' (none when `mode' is off, or auto and the program is
// not written for AutoProof), with the seed and filters of `options'; `knownFaults' (those testing
// found) are not reported again.
std::vector<testing::ProofObligation> runModular(const sema::Program& program, testing::ModularMode mode,
                                                 const testing::AutoTestOptions& options, std::vector<testing::FaultKey> knownFaults);
// Each as "Proof obligation N: …" with its replacement and counterexample, numbered from 1.
void printProofObligations(const sema::Program& program, const std::vector<testing::ProofObligation>& obligations);

}  // namespace amend::cli
