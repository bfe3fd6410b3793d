// Candidate fixes from snapshots (AutoFix paper, Section 4.4): the four fix schemas
//   (a) snippet; old_stmt                        (b) if fail then snippet end; old_stmt
//   (c) if not fail then old_stmt end            (d) if fail then snippet else old_stmt end
// instantiated with fail = the snapshot's predicate with its value (p, or its negation when the
// snapshot says p = False), snippet = each fix action of fix_actions.h, old_stmt = the
// instruction at the snapshot's location, for the most suspicious snapshots.
#pragma once

#include "analysis/snapshot.h"
#include "synthesis/candidate.h"

#include <vector>

namespace amend::synthesis {

class BehaviorModel;

struct SchemaOptions {
    int topSnapshots = 15;          // as in the paper
    int maxPerSnapshot = 60;        // candidates per snapshot (the paper reports at most 50)
    std::vector<std::string> commandOrder;  // commands to try first for every snapshot (may be empty)
    const BehaviorModel* model = nullptr;   // when set: for a snapshot on a query q (or not q),
                                            // the commands seen changing q from its failing value first
    // The passing and failing runs the localization observed: a snapshot whose `fail' held in
    // every one of them makes schemas (c) and (d) skip old_stmt on every observed run, the
    // anti-pattern of deleting it wholesale (AntiPattern::DeletesStatement). 0: not known.
    int passingRuns = 0;
    int failingRuns = 0;
};

// `failureOffset`: where the failure happens (for the distance of each candidate).
std::vector<Candidate> schemaCandidates(const sema::Program& program, const sema::FeatureInfo& feature,
                                        const RoutineText& text, const analysis::FaultLocalization& localization,
                                        std::uint32_t failureOffset, const SchemaOptions& options = {});

// The `fail` text of a snapshot: p when value is True, its negation otherwise.
std::string failText(const analysis::Snapshot& snapshot);
// `p` negated readably (comparisons flipped, `not` removed), from its text.
std::string negatedText(const syntax::Expr& p, const std::string& text);

// Text of schema `schema` at an instruction whose text is `old` (indentation `indent`).
std::string instantiateSchema(Schema schema, const std::string& fail, const std::string& snippet, const std::string& old,
                              const std::string& indent);

}  // namespace amend::synthesis
