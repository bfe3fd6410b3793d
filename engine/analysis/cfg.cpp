// Builds the control-flow graph of an ir::Routine and computes control distances and the
// control dependence score (see cfg.h).
//
// Shape of the graph: an instruction's node leads to the first instruction that can run after
// it. If/Inspect nodes (their conditions) lead to the first instruction of each branch (or past
// the instruction when a branch is empty or there is no else). A Loop node is reached when the
// loop starts; it leads to its `from` part, and the exit test — represented by the edges out of
// the last `from` instruction (or out of the Loop node when `from` is empty) and out of the last
// body instruction — leads to the first body instruction and past the loop. Check and Debug
// nodes lead to their block and past it (a debug block may be disabled). Retry leads back to
// the start of the body. The last instructions of the body lead to the exit node.
#include "analysis/cfg.h"

#include <algorithm>
#include <deque>

namespace amend::analysis {

ControlFlowGraph::ControlFlowGraph(const ir::Routine& routine)
{
    m_successors.assign(routine.instructions.size() + 1, {});
    const std::vector<int> exit{exitNode()};
    m_bodyEntry = routine.body.empty() ? exit : std::vector<int>{routine.body.front()->id};
    build(routine.body, exit);
    if (routine.hasRescue) build(routine.rescue, exit);
}

void ControlFlowGraph::addEdges(int from, const std::vector<int>& to)
{
    std::vector<int>& out = m_successors[static_cast<std::size_t>(from)];
    for (int t : to)
        if (std::find(out.begin(), out.end(), t) == out.end()) out.push_back(t);
}

// Wires `block` so that its last instruction leads to `followers`; returns the block's entry
// nodes (the followers themselves when the block is empty).
std::vector<int> ControlFlowGraph::build(const ir::Block& block, const std::vector<int>& followers)
{
    std::vector<int> next = followers;
    for (auto it = block.rbegin(); it != block.rend(); ++it) next = buildInstr(**it, next);
    return next;
}

std::vector<int> ControlFlowGraph::buildInstr(const ir::Instr& instr, const std::vector<int>& followers)
{
    const int self = instr.id;
    switch (instr.op) {
    case ir::IOp::If:
        for (const ir::Block& b : instr.blocks) addEdges(self, build(b, followers));
        addEdges(self, build(instr.elseBlock, followers));  // empty else: past the instruction
        break;
    case ir::IOp::Inspect:
        for (const ir::InspectWhen& w : instr.whens) addEdges(self, build(w.body, followers));
        if (instr.hasElse) addEdges(self, build(instr.elseBlock, followers));
        break;
    case ir::IOp::Loop: {
        std::vector<int> testSuccessors = followers;
        if (!instr.body.empty()) testSuccessors.push_back(instr.body.front()->id);
        build(instr.body, testSuccessors);
        // The from part, then the exit test; with no from part the test follows the Loop node.
        addEdges(self, build(instr.from, testSuccessors));
        break;
    }
    case ir::IOp::Check:
        if (instr.hasThen && !instr.blocks.empty()) addEdges(self, build(instr.blocks.front(), followers));
        else addEdges(self, followers);
        break;
    case ir::IOp::Debug:
        if (!instr.blocks.empty()) addEdges(self, build(instr.blocks.front(), followers));
        addEdges(self, followers);
        break;
    case ir::IOp::Retry:
        addEdges(self, m_bodyEntry);
        break;
    default:
        addEdges(self, followers);
        break;
    }
    return {self};
}

std::vector<int> ControlFlowGraph::distancesTo(int target) const
{
    // Breadth-first search from `target` on the reversed graph.
    std::vector<std::vector<int>> predecessors(m_successors.size());
    for (std::size_t n = 0; n < m_successors.size(); ++n)
        for (int s : m_successors[n]) predecessors[static_cast<std::size_t>(s)].push_back(static_cast<int>(n));
    std::vector<int> distance(m_successors.size(), -1);
    if (target < 0 || target >= nodeCount()) return distance;
    std::deque<int> queue{target};
    distance[static_cast<std::size_t>(target)] = 0;
    while (!queue.empty()) {
        const int n = queue.front();
        queue.pop_front();
        for (int p : predecessors[static_cast<std::size_t>(n)]) {
            if (distance[static_cast<std::size_t>(p)] >= 0) continue;
            distance[static_cast<std::size_t>(p)] = distance[static_cast<std::size_t>(n)] + 1;
            queue.push_back(p);
        }
    }
    return distance;
}

std::vector<double> controlDependence(const ControlFlowGraph& graph, int failure)
{
    const std::vector<int> cdist = graph.distancesTo(failure);
    const int maxDistance = *std::max_element(cdist.begin(), cdist.end());
    std::vector<double> cdep(cdist.size(), 0.0);
    for (std::size_t l = 0; l < cdist.size(); ++l) {
        if (cdist[l] < 0) continue;  // l does not reach f: cdep = 0
        cdep[l] = 1.0 - static_cast<double>(cdist[l]) / (maxDistance + 1);
    }
    return cdep;
}

}  // namespace amend::analysis
