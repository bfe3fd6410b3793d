// The knowledge base as JSON, the one format it is stored, exported, imported and shipped in:
//   {"format": "amend-knowledge", "version": 1,
//    "decisions": [{"verdict": "accepted",
//                   "fix": {"technique": "autofix", "schema": "b", "action": "command", "shape": "add_call"},
//                   "situation": ["violation:precondition", "statement:if", …]}, …]}
// Also the pieces `amend bench` writes per fix (situation and description), so that `amend learn`
// trains from bench results. Reading reports the first thing wrong and where.
#pragma once

#include "learning/knowledge_base.h"

#include <QJsonArray>
#include <QJsonObject>

#include <optional>
#include <string>

namespace amend::learning {

QJsonArray situationToJson(const Situation& situation);
// Unknown descriptor kinds are an error (`error` says which); nullopt then.
std::optional<Situation> situationFromJson(const QJsonArray& json, std::string& error);
QJsonObject descriptionToJson(const FixDescription& fix);
std::optional<FixDescription> descriptionFromJson(const QJsonObject& json, std::string& error);

QJsonObject knowledgeToJson(const KnowledgeBase& knowledge);
std::optional<KnowledgeBase> knowledgeFromJson(const QJsonObject& json, std::string& error);

// The document as text, and back: `error` is "line:column: what is wrong" for text that is not
// JSON, or what is wrong with the document.
std::string knowledgeToText(const KnowledgeBase& knowledge);
std::optional<KnowledgeBase> knowledgeFromText(const std::string& text, std::string& error);

// Files: `error` is "PATH: what is wrong" / "PATH:line:column: what is wrong".
std::optional<KnowledgeBase> readKnowledgeFile(const std::string& path, std::string& error);
bool writeKnowledgeFile(const KnowledgeBase& knowledge, const std::string& path, std::string& error);

}  // namespace amend::learning
