// Reading .ecf XML into EcfSystem (see ecf.h) with QXmlStreamReader, which honours the
// encoding the file declares (EiffelStudio writes ISO-8859-1).
#include "project/ecf.h"

#include <QRegularExpression>
#include <QXmlStreamReader>

#include <algorithm>
#include <functional>

namespace amend::project {

namespace {

class EcfReader {
public:
    EcfReader(const std::string& text, const std::string& path, DiagnosticSink& sink)
        : m_xml(QByteArray::fromStdString(text)), m_path(path), m_sink(sink) {}

    std::optional<EcfSystem> read()
    {
        const bool started = m_xml.readNextStartElement();
        if (started && m_xml.name() == QLatin1String("redirection")) {
            EcfSystem system;
            system.redirection = attribute("location");
            if (system.redirection.empty()) {
                error("<redirection> has no location");
                return std::nullopt;
            }
            return system;
        }
        if (!started || m_xml.name() != QLatin1String("system")) {
            error(m_xml.hasError() ? m_xml.errorString().toStdString()
                                   : "not an EiffelStudio project: the root element is not <system> nor <redirection>");
            return std::nullopt;
        }
        EcfSystem system;
        static const QRegularExpression schema(QStringLiteral("configuration-(\\d+)-(\\d+)-\\d+"));
        if (const QRegularExpressionMatch m = schema.match(m_xml.namespaceUri()); m.hasMatch()) {
            system.schemaMajor = m.captured(1).toInt();
            system.schemaMinor = m.captured(2).toInt();
        }
        system.name = attribute("name");
        system.libraryTarget = attribute("library_target");
        while (m_xml.readNextStartElement()) {
            if (m_xml.name() == QLatin1String("target")) system.targets.push_back(readTarget());
            else m_xml.skipCurrentElement();
        }
        if (m_xml.hasError()) {
            error(m_xml.errorString().toStdString());
            return std::nullopt;
        }
        return system;
    }

private:
    std::string attribute(const char* name) const
    {
        return m_xml.attributes().value(QLatin1String(name)).toString().toStdString();
    }
    static std::string upper(const std::string& s) { return QString::fromStdString(s).toUpper().toStdString(); }
    bool flag(const char* name) const { return m_xml.attributes().value(QLatin1String(name)) == QLatin1String("true"); }

    void error(const std::string& message)
    {
        m_sink.error({}, m_path + ":" + std::to_string(m_xml.lineNumber()) + ":" + std::to_string(m_xml.columnNumber()) + ": " + message);
    }

    // Reads the children of the current element, handing each start element to `child`, which
    // must consume it (read it whole or skip it).
    void children(const std::function<void(QStringView)>& child)
    {
        while (m_xml.readNextStartElement()) child(m_xml.name());
    }

    EcfTarget readTarget()
    {
        EcfTarget target;
        target.name = attribute("name");
        target.extends = attribute("extends");
        target.isAbstract = flag("abstract");
        children([&](QStringView name) {
            if (name == QLatin1String("root")) {
                target.root = EcfRoot{attribute("class"), attribute("feature"), flag("all_classes")};
                m_xml.skipCurrentElement();
            } else if (name == QLatin1String("file_rule")) {
                target.fileRules.push_back(readFileRule());
            } else if (name == QLatin1String("cluster") || name == QLatin1String("tests") || name == QLatin1String("override")) {
                target.clusters.push_back(readCluster());
            } else if (name == QLatin1String("library") || name == QLatin1String("precompile")) {
                EcfLibrary library{attribute("name"), attribute("location"), {}};
                children([&](QStringView child) {
                    if (child == QLatin1String("condition")) library.conditions.push_back(readCondition());
                    else m_xml.skipCurrentElement();
                });
                target.libraries.push_back(std::move(library));
            } else if (name == QLatin1String("variable")) {
                const std::string variable = attribute("name");
                if (variable.empty()) error("<variable> needs a name");
                else target.variables.emplace_back(variable, attribute("value"));
                m_xml.skipCurrentElement();
            } else if (name == QLatin1String("option")) {
                readOption(target);
            } else if (name == QLatin1String("mapping")) {
                const std::string oldName = upper(attribute("old_name")), newName = upper(attribute("new_name"));
                if (oldName.empty() || newName.empty()) error("<mapping> needs both old_name and new_name");
                else target.classMappings.emplace_back(oldName, newName);
                m_xml.skipCurrentElement();
            } else {
                m_xml.skipCurrentElement();
            }
        });
        return target;
    }

    void readOption(EcfTarget& target)
    {
        const QString iteration = m_xml.attributes().value(QLatin1String("is_obsolete_iteration")).toString().toLower();
        if (iteration == QLatin1String("true") || iteration == QLatin1String("false")) target.obsoleteIteration = iteration == QLatin1String("true");
        children([&](QStringView name) {
            if (name == QLatin1String("assertions")) {
                target.assertions = EcfAssertions{flag("precondition"), flag("postcondition"), flag("check"),
                                                  flag("invariant"), flag("loop"), flag("supplier_precondition")};
            }
            m_xml.skipCurrentElement();
        });
    }

    EcfFileRule readFileRule()
    {
        EcfFileRule rule;
        children([&](QStringView name) {
            const bool exclude = name == QLatin1String("exclude");
            const bool include = name == QLatin1String("include");
            if (!exclude && !include) {
                m_xml.skipCurrentElement();
                return;
            }
            const std::string pattern = m_xml.readElementText().trimmed().toStdString();
            (exclude ? rule.excludes : rule.includes).push_back(pattern);
        });
        return rule;
    }

    EcfCluster readCluster()
    {
        EcfCluster cluster;
        cluster.name = attribute("name");
        cluster.location = attribute("location");
        cluster.recursive = flag("recursive");
        if (cluster.location.empty()) error("cluster `" + cluster.name + "' has no location");
        children([&](QStringView name) {
            if (name == QLatin1String("file_rule")) cluster.fileRules.push_back(readFileRule());
            else if (name == QLatin1String("cluster")) cluster.subclusters.push_back(readCluster());
            else if (name == QLatin1String("condition")) cluster.conditions.push_back(readCondition());
            else m_xml.skipCurrentElement();
        });
        // ECF: the conditions of an element are alternatives; it is in when one of them holds.
        cluster.excludedOnThisPlatform = !cluster.conditions.empty() &&
            std::none_of(cluster.conditions.begin(), cluster.conditions.end(), [](const EcfCondition& c) { return c.platformHolds; });
        return cluster;
    }

    // The attribute's names, split at blanks and commas (`value="unix macintosh"').
    QStringList names(const char* attr, bool lowerCase) const
    {
        QString value = m_xml.attributes().value(QLatin1String(attr)).toString();
        if (lowerCase) value = value.toLower();
        return value.split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts);
    }

    static std::vector<std::string> strings(const QStringList& list)
    {
        std::vector<std::string> out;
        for (const QString& s : list) out.push_back(s.toStdString());
        return out;
    }

    // <condition>: whether its <platform> test admits a Unix, and its <custom> tests (other
    // tests — build, concurrency, version … — hold).
    EcfCondition readCondition()
    {
        EcfCondition condition;
        children([&](QStringView name) {
            if (name == QLatin1String("platform")) {
                const QStringList value = names("value", true);
                const QStringList excluded = names("excluded_value", true);
                if (!value.isEmpty() && !value.contains(QLatin1String("unix"))) condition.platformHolds = false;
                if (excluded.contains(QLatin1String("unix"))) condition.platformHolds = false;
            } else if (name == QLatin1String("custom")) {
                condition.customs.push_back({attribute("name"), strings(names("value", false)), strings(names("excluded_value", false))});
            }
            m_xml.skipCurrentElement();
        });
        return condition;
    }

    QXmlStreamReader m_xml;
    const std::string& m_path;
    DiagnosticSink& m_sink;
};

}  // namespace

std::optional<EcfSystem> parseEcf(const std::string& text, const std::string& path, DiagnosticSink& sink)
{
    return EcfReader(text, path, sink).read();
}

std::optional<EcfTarget> selectTarget(const EcfSystem& system, const std::string& name, const std::string& path, DiagnosticSink& sink)
{
    auto find = [&](const std::string& n) -> const EcfTarget* {
        for (const EcfTarget& t : system.targets) {
            if (t.name == n) return &t;
        }
        return nullptr;
    };
    std::string known;
    for (const EcfTarget& t : system.targets) known += (known.empty() ? "`" : ", `") + t.name + "'";
    const EcfTarget* chosen = nullptr;
    if (!name.empty()) {
        chosen = find(name);
        if (!chosen) {
            sink.error({}, path + ": no target `" + name + "' (targets: " + (known.empty() ? "none" : known) + ")");
            return std::nullopt;
        }
    } else {
        for (const EcfTarget& t : system.targets) {
            if (!t.isAbstract) {
                chosen = &t;
                break;
            }
        }
        if (!chosen) {
            sink.error({}, path + ": no target that is not abstract (targets: " + (known.empty() ? "none" : known) + ")");
            return std::nullopt;
        }
    }
    // The chain from the chosen target up to its farthest ancestor, guarded against cycles.
    std::vector<const EcfTarget*> chain{chosen};
    while (!chain.back()->extends.empty()) {
        const EcfTarget* parent = find(chain.back()->extends);
        if (!parent) {
            sink.error({}, path + ": target `" + chain.back()->name + "' extends `" + chain.back()->extends + "', which is not a target of this file");
            return std::nullopt;
        }
        if (std::find(chain.begin(), chain.end(), parent) != chain.end()) {
            sink.error({}, path + ": target `" + chosen->name + "' extends itself through `" + parent->name + "'");
            return std::nullopt;
        }
        chain.push_back(parent);
    }
    EcfTarget merged;
    merged.name = chosen->name;
    merged.isAbstract = chosen->isAbstract;
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {  // farthest ancestor first
        const EcfTarget& t = **it;
        if (t.root) merged.root = t.root;
        if (t.assertions) merged.assertions = t.assertions;
        if (t.obsoleteIteration) merged.obsoleteIteration = t.obsoleteIteration;
        merged.fileRules.insert(merged.fileRules.end(), t.fileRules.begin(), t.fileRules.end());
        merged.classMappings.insert(merged.classMappings.end(), t.classMappings.begin(), t.classMappings.end());
        for (const auto& variable : t.variables) {  // a descendant target redefines a variable
            auto same = std::find_if(merged.variables.begin(), merged.variables.end(), [&](const auto& v) { return v.first == variable.first; });
            if (same != merged.variables.end()) same->second = variable.second;
            else merged.variables.push_back(variable);
        }
        merged.clusters.insert(merged.clusters.end(), t.clusters.begin(), t.clusters.end());
        for (const EcfLibrary& library : t.libraries) {
            auto same = std::find_if(merged.libraries.begin(), merged.libraries.end(), [&](const EcfLibrary& l) { return l.name == library.name; });
            if (same != merged.libraries.end()) *same = library;  // a descendant target redefines it
            else merged.libraries.push_back(library);
        }
    }
    return merged;
}

bool conditionsHold(const std::vector<EcfCondition>& conditions, const std::function<std::optional<std::string>(const std::string&)>& variable)
{
    if (conditions.empty()) return true;
    return std::any_of(conditions.begin(), conditions.end(), [&](const EcfCondition& condition) {
        return condition.platformHolds && std::all_of(condition.customs.begin(), condition.customs.end(), [&](const EcfCustomCondition& custom) {
            const std::string value = variable(custom.variable).value_or(std::string());
            const auto in = [&](const std::vector<std::string>& list) { return std::find(list.begin(), list.end(), value) != list.end(); };
            return (custom.values.empty() || in(custom.values)) && !in(custom.excludedValues);
        });
    });
}

}  // namespace amend::project
