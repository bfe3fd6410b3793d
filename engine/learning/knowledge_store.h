// Where knowledge bases live: the user's decisions in the standard application data location
// (QStandardPaths::GenericDataLocation/amend/knowledge.json, shared by `amend` and the window), and
// the default knowledge base Amend ships, trained on its bundled collections (`amend learn`, compiled
// in as the resource :/learning/default_knowledge.json). What ranks a session is the default's
// decisions and the user's together; `--knowledge FILE` replaces both, `--no-learning` and the
// Settings switch turn learning off.
#pragma once

#include "learning/knowledge_base.h"

#include <optional>
#include <string>

namespace amend::learning {

std::string userKnowledgePath();
// The shipped default: `amend/default_knowledge.json' in the data folders (XDG_DATA_HOME, then
// XDG_DATA_DIRS: a packager's or an administrator's retrained default) when there is one, else
// the one built in; empty when unreadable. The tests put an empty one first in XDG_DATA_DIRS
// (tests/CMakeLists.txt), so that their rankings are the plain ones plus their own decisions.
KnowledgeBase defaultKnowledge();
// The user's decisions: none when the file does not exist; nullopt (and `error`) when it is unreadable.
std::optional<KnowledgeBase> userKnowledge(std::string& error);
// The default and the user's decisions together (the user's file unreadable: nullopt and `error`).
std::optional<KnowledgeBase> sessionKnowledge(std::string& error);
// Adds the decisions of `added` to the knowledge base stored at `path` (created when absent).
bool addDecisions(const std::string& path, const KnowledgeBase& added, std::string& error);
// Adds `decision` to the knowledge base stored at `path` (created when absent), or takes it back.
bool recordDecision(const std::string& path, const LearnedDecision& decision, std::string& error);
bool forgetDecision(const std::string& path, const LearnedDecision& decision, std::string& error);

// The Settings' operations on the knowledge base at `path` (the user's): forget every decision,
// write them to `target` (a team shares it), add the decisions of the knowledge base at `source`.
bool resetKnowledge(const std::string& path, std::string& error);
bool exportKnowledge(const std::string& path, const std::string& target, std::string& error);
bool importKnowledge(const std::string& path, const std::string& source, std::string& error);

}  // namespace amend::learning
