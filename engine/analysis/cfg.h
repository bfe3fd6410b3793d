// The control-flow graph of one lowered routine (nodes = instruction ids, i.e. snapshot
// locations, plus one exit node) and the control dependence score `cdep` of AutoFix
// (AutoFix paper, Section 4.2.1), which ranks locations by their distance to the failure.
#pragma once

#include "sema/ir.h"

#include <vector>

namespace amend::analysis {

class ControlFlowGraph {
public:
    explicit ControlFlowGraph(const ir::Routine& routine);

    // Nodes 0..n-1 are the routine's instructions (ir::Instr::id); node n is the routine's exit.
    int nodeCount() const { return static_cast<int>(m_successors.size()); }
    int exitNode() const { return nodeCount() - 1; }
    const std::vector<int>& successors(int node) const { return m_successors[static_cast<std::size_t>(node)]; }

    // cdist(l, target) for every node l (Section 4.2.1): the length in edges of the shortest
    // directed path from l to target, -1 when there is none (the paper's infinity).
    std::vector<int> distancesTo(int target) const;

private:
    std::vector<int> build(const ir::Block& block, const std::vector<int>& followers);
    std::vector<int> buildInstr(const ir::Instr& instr, const std::vector<int>& followers);
    void addEdges(int from, const std::vector<int>& to);

    std::vector<std::vector<int>> m_successors;
    std::vector<int> m_bodyEntry;
};

// Section 4.2.1, control dependence of every location l on the failure location f:
//   cdep(l, f) = 1 - cdist(l, f) / (1 + max{ cdist(λ, f) | λ in r and λ ⇝ f })   when l ⇝ f,
//   cdep(l, f) = 0                                                                otherwise.
// One step beyond the paper, whose denominator is the maximum itself: there the location
// farthest from f gets 0, which the harmonic mean turns into susp 0 for every snapshot there —
// in a short routine that is the routine's first instruction, often the faulty `if` itself
// (a state machine's transition, `if t <= 30 then …` before a too-strong postcondition). With
// 1 + max, the order of locations is the paper's and every location that reaches f counts.
std::vector<double> controlDependence(const ControlFlowGraph& graph, int failure);

}  // namespace amend::analysis
