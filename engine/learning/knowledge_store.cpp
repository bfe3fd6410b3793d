// Knowledge base files (see knowledge_store.h).
#include "learning/knowledge_store.h"

#include "learning/knowledge_json.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace amend::learning {

std::string userKnowledgePath()
{
    return (QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/amend/knowledge.json")).toStdString();
}

KnowledgeBase defaultKnowledge()
{
    const QString installed = QStandardPaths::locate(QStandardPaths::GenericDataLocation, QStringLiteral("amend/default_knowledge.json"));
    QFile file(installed.isEmpty() ? QStringLiteral(":/learning/default_knowledge.json") : installed);
    if (!file.open(QIODevice::ReadOnly)) return {};
    std::string error;
    return knowledgeFromText(file.readAll().toStdString(), error).value_or(KnowledgeBase{});
}

namespace {

std::optional<KnowledgeBase> readIfPresent(const std::string& path, std::string& error)
{
    if (!QFileInfo::exists(QString::fromStdString(path))) return KnowledgeBase{};
    return readKnowledgeFile(path, error);
}

}  // namespace

std::optional<KnowledgeBase> userKnowledge(std::string& error) { return readIfPresent(userKnowledgePath(), error); }

std::optional<KnowledgeBase> sessionKnowledge(std::string& error)
{
    std::optional<KnowledgeBase> user = userKnowledge(error);
    if (!user) return std::nullopt;
    KnowledgeBase out = defaultKnowledge();
    out.merge(*user);
    return out;
}

bool addDecisions(const std::string& path, const KnowledgeBase& added, std::string& error)
{
    std::optional<KnowledgeBase> knowledge = readIfPresent(path, error);
    if (!knowledge) return false;
    knowledge->merge(added);
    QDir().mkpath(QFileInfo(QString::fromStdString(path)).absolutePath());
    return writeKnowledgeFile(*knowledge, path, error);
}

bool recordDecision(const std::string& path, const LearnedDecision& decision, std::string& error)
{
    KnowledgeBase one;
    one.add(decision);
    return addDecisions(path, one, error);
}

bool forgetDecision(const std::string& path, const LearnedDecision& decision, std::string& error)
{
    std::optional<KnowledgeBase> knowledge = readIfPresent(path, error);
    if (!knowledge) return false;
    if (!knowledge->remove(decision)) return true;
    return writeKnowledgeFile(*knowledge, path, error);
}

bool resetKnowledge(const std::string& path, std::string& error)
{
    QFile file(QString::fromStdString(path));
    if (!file.exists() || file.remove()) return true;
    error = path + ": cannot remove: " + file.errorString().toStdString();
    return false;
}

bool exportKnowledge(const std::string& path, const std::string& target, std::string& error)
{
    const std::optional<KnowledgeBase> knowledge = readIfPresent(path, error);
    return knowledge && writeKnowledgeFile(*knowledge, target, error);
}

bool importKnowledge(const std::string& path, const std::string& source, std::string& error)
{
    const std::optional<KnowledgeBase> imported = readKnowledgeFile(source, error);
    return imported && addDecisions(path, *imported, error);
}

}  // namespace amend::learning
