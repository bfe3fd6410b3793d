// JSON of the knowledge base (see knowledge_json.h).
#include "learning/knowledge_json.h"

#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>

#include <algorithm>
#include <cctype>

namespace amend::learning {

namespace {

constexpr const char* formatName = "amend-knowledge";
constexpr int formatVersion = 1;

template <typename Enum>
std::optional<Enum> enumFromJson(const QString& name, const char* (*nameOf)(Enum))
{
    const std::string wanted = name.toStdString();
    for (int i = 0; i < 64; ++i)
        if (wanted == nameOf(static_cast<Enum>(i))) return static_cast<Enum>(i);
    return std::nullopt;
}

// "line:column" of byte `offset` of `text`.
std::string position(const std::string& text, std::size_t offset)
{
    int line = 1, column = 1;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return std::to_string(line) + ":" + std::to_string(column);
}

}  // namespace

QJsonArray situationToJson(const Situation& situation)
{
    QJsonArray out;
    for (const Descriptor& d : situation) out.append(QString::fromStdString(d.text()));
    return out;
}

std::optional<Situation> situationFromJson(const QJsonArray& json, std::string& error)
{
    Situation out;
    for (const QJsonValue& v : json) {
        const std::string text = v.toString().toStdString();
        const std::size_t colon = text.find(':');
        const std::optional<DescriptorKind> kind = colon == std::string::npos ? std::nullopt : descriptorKindNamed(text.substr(0, colon));
        if (!kind) {
            error = "unknown situation descriptor `" + text + "' (expected KIND:VALUE, KIND one of statement, clause, value, violation, routine, ivmp)";
            return std::nullopt;
        }
        out.insert({*kind, text.substr(colon + 1)});
    }
    return out;
}

QJsonObject descriptionToJson(const FixDescription& fix)
{
    return QJsonObject{{"technique", QString::fromLatin1(repair::techniqueName(fix.technique))},
                       {"schema", QString::fromLatin1(synthesis::schemaName(fix.schema))},
                       {"action", QString::fromLatin1(synthesis::actionKindName(fix.actionKind))},
                       {"shape", QString::fromLatin1(editShapeName(fix.shape))}};
}

std::optional<FixDescription> descriptionFromJson(const QJsonObject& json, std::string& error)
{
    FixDescription d;
    const QString technique = json.value(QStringLiteral("technique")).toString();
    const QString schema = json.value(QStringLiteral("schema")).toString();
    const QString action = json.value(QStringLiteral("action")).toString();
    const QString shape = json.value(QStringLiteral("shape")).toString();
    const std::optional<repair::Technique> t = repair::techniqueNamed(technique.toStdString());
    const std::optional<synthesis::Schema> s = enumFromJson<synthesis::Schema>(schema, synthesis::schemaName);
    const std::optional<synthesis::ActionKind> a = enumFromJson<synthesis::ActionKind>(action, synthesis::actionKindName);
    const std::optional<EditShape> e = editShapeNamed(shape.toStdString());
    if (!t) error = "unknown technique `" + technique.toStdString() + "'";
    else if (!s) error = "unknown schema `" + schema.toStdString() + "'";
    else if (!a) error = "unknown action kind `" + action.toStdString() + "'";
    else if (!e) error = "unknown edit shape `" + shape.toStdString() + "'";
    if (!t || !s || !a || !e) return std::nullopt;
    return FixDescription{*t, *s, *a, *e};
}

QJsonObject knowledgeToJson(const KnowledgeBase& knowledge)
{
    QJsonArray decisions;
    for (const LearnedDecision& d : knowledge.decisions())
        decisions.append(QJsonObject{{"verdict", QString::fromLatin1(verdictName(d.verdict))},
                                     {"fix", descriptionToJson(d.fix)},
                                     {"situation", situationToJson(d.situation)}});
    return QJsonObject{{"format", QString::fromLatin1(formatName)}, {"version", formatVersion}, {"decisions", decisions}};
}

std::optional<KnowledgeBase> knowledgeFromJson(const QJsonObject& json, std::string& error)
{
    if (json.value(QStringLiteral("format")).toString() != QLatin1String(formatName)) {
        error = "not a knowledge base (no \"format\": \"amend-knowledge\")";
        return std::nullopt;
    }
    if (json.value(QStringLiteral("version")).toInt() != formatVersion) {
        error = "knowledge base version " + std::to_string(json.value(QStringLiteral("version")).toInt()) + " is not supported (expected 1)";
        return std::nullopt;
    }
    KnowledgeBase out;
    const QJsonArray decisions = json.value(QStringLiteral("decisions")).toArray();
    for (qsizetype i = 0; i < decisions.size(); ++i) {
        const QJsonObject o = decisions[i].toObject();
        std::string what;
        const std::optional<Verdict> verdict = verdictNamed(o.value(QStringLiteral("verdict")).toString().toStdString());
        if (!verdict) what = "verdict must be \"accepted\" or \"rejected\"";
        std::optional<FixDescription> fix = verdict ? descriptionFromJson(o.value(QStringLiteral("fix")).toObject(), what) : std::nullopt;
        std::optional<Situation> situation = fix ? situationFromJson(o.value(QStringLiteral("situation")).toArray(), what) : std::nullopt;
        if (!situation) {
            error = "decision " + std::to_string(i + 1) + ": " + what;
            return std::nullopt;
        }
        out.add({std::move(*situation), *fix, *verdict});
    }
    return out;
}

std::string knowledgeToText(const KnowledgeBase& knowledge)
{
    return QJsonDocument(knowledgeToJson(knowledge)).toJson(QJsonDocument::Indented).toStdString();
}

std::optional<KnowledgeBase> knowledgeFromText(const std::string& text, std::string& error)
{
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(text), &parse);
    if (parse.error != QJsonParseError::NoError) {
        // Qt's offset is just past the character it stumbled on: name that character.
        error = position(text, static_cast<std::size_t>(std::max(0, parse.offset - 1))) + ": " + parse.errorString().toStdString();
        return std::nullopt;
    }
    if (!doc.isObject()) {
        error = "1:1: not a knowledge base (expected a JSON object)";
        return std::nullopt;
    }
    return knowledgeFromJson(doc.object(), error);
}

std::optional<KnowledgeBase> readKnowledgeFile(const std::string& path, std::string& error)
{
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly)) {
        error = path + ": cannot read: " + file.errorString().toStdString();
        return std::nullopt;
    }
    std::string what;
    std::optional<KnowledgeBase> out = knowledgeFromText(file.readAll().toStdString(), what);
    if (!out) error = path + ":" + (what.empty() || !std::isdigit(static_cast<unsigned char>(what[0])) ? " " : "") + what;
    return out;
}

bool writeKnowledgeFile(const KnowledgeBase& knowledge, const std::string& path, std::string& error)
{
    QSaveFile file(QString::fromStdString(path));
    const std::string text = knowledgeToText(knowledge);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), static_cast<qint64>(text.size())) < 0 || !file.commit()) {
        error = path + ": cannot write: " + file.errorString().toStdString();
        return false;
    }
    return true;
}

}  // namespace amend::learning
