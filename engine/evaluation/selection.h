// Which cases of a collection one run of `amend bench` takes: some programs only
// (`--programs a,b`), a fixed sample of each program's variant sets (`--sample K`), and one slice
// of them for a campaign spread over machines (`--shard K/N`, joined again with `--merge`:
// mergeShards). The choice depends on the cases alone (never on time or a random
// seed), so every machine of a campaign, and a later run to compare with, takes the same sets.
#pragma once

#include "evaluation/case_run.h"
#include "evaluation/collection.h"

#include <cstddef>
#include <string>
#include <vector>

namespace amend::evaluation {

struct CaseSelection {
    std::vector<std::string> programs;   // names of BenchCase::program (case-insensitive); empty: all
    int samplePerProgram = 0;            // K > 0: K cases of each program, evenly spread; 0: all
    int shard = 1;                       // take slice `shard` (1-based) …
    int shardCount = 1;                  // … of this many: every shardCount-th case of the selection
};

// The indices of the selected cases in `cases` (which loadCollection sorted), in that order.
// Sampling K of a program's n cases takes those at positions floor(i * n / K), i = 0 … K-1 (all
// of them when n <= K); the shards then deal the selection out in turn, case j to slice
// j mod N + 1. A program name no case has is an error (`error` says which, and which exist).
std::vector<std::size_t> selectCases(const std::vector<BenchCase>& cases, const CaseSelection& selection, std::string& error);

// The results of several slices (or runs on parts of a collection) as the results of one run:
// every case once, in the collection's order (program case-insensitively, then variant set).
// A case in two parts is an error (`error` names it): the parts overlap.
std::vector<CaseResult> mergeShards(const std::vector<std::vector<CaseResult>>& parts, std::string& error);

// "K/N" with 1 <= K <= N; false on anything else.
bool parseShard(const std::string& text, int& shard, int& shardCount);

}  // namespace amend::evaluation
