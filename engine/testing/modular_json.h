// JSON form of the proof obligations modular testing finds (modular_check.h), for `amend test
// --json' and `amend fix --json' (schema: engine/testing/README.md, "proof_obligations").
#pragma once

#include "testing/modular_check.h"

#include <QJsonArray>

namespace amend::testing {

QJsonArray proofObligationsToJson(const sema::Program& program, const std::vector<ProofObligation>& obligations);

}  // namespace amend::testing
