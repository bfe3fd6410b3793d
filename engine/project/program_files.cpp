// PATHS to program files (see program_files.h): folders walked, .ecf targets resolved into
// their clusters and libraries, file rules applied.
#include "project/program_files.h"

#include "project/ecf.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <set>

namespace amend::project {

namespace {

std::string joinedNames(const std::vector<std::string>& names)
{
    std::string out;
    for (const std::string& n : names) out += (out.empty() ? "" : ", ") + n;
    return out;
}

// ", variable X is not set" / ", variables X, Y are not set", or nothing.
std::string unsetNote(const ExpandedLocation& location)
{
    if (location.unsetVariables.empty()) return {};
    return location.unsetVariables.size() == 1 ? " (variable " + location.unsetVariables[0] + " is not set)"
                                               : " (variables " + joinedNames(location.unsetVariables) + " are not set)";
}

// The file rules in force for one cluster, compiled once.
class RuleSet {
public:
    void add(const std::vector<EcfFileRule>& rules, const std::string& ecfPath, DiagnosticSink& sink)
    {
        for (const EcfFileRule& rule : rules) {
            for (const std::string& p : rule.excludes) compile(p, m_excludes, ecfPath, sink);
            for (const std::string& p : rule.includes) compile(p, m_includes, ecfPath, sink);
        }
    }
    // `relative' starts with `/' ("/sub/a.e"); the file and each folder on its way are tested.
    bool excludes(const QString& relative) const
    {
        QString prefix = relative;
        while (!prefix.isEmpty()) {
            if (matchesAny(m_excludes, prefix) && !matchesAny(m_includes, prefix)) return true;
            prefix.truncate(std::max<qsizetype>(prefix.lastIndexOf(QLatin1Char('/')), 0));
        }
        return false;
    }

private:
    static void compile(const std::string& pattern, std::vector<QRegularExpression>& out, const std::string& ecfPath, DiagnosticSink& sink)
    {
        QRegularExpression re(QString::fromStdString(pattern));
        if (!re.isValid()) {
            sink.error({}, ecfPath + ": invalid file_rule pattern `" + pattern + "': " + re.errorString().toStdString());
            return;
        }
        out.push_back(std::move(re));
    }
    static bool matchesAny(const std::vector<QRegularExpression>& res, const QString& s)
    {
        return std::any_of(res.begin(), res.end(), [&](const QRegularExpression& re) { return re.match(s).hasMatch(); });
    }
    std::vector<QRegularExpression> m_excludes;
    std::vector<QRegularExpression> m_includes;
};

class Resolver {
public:
    Resolver(const PathOptions& options, DiagnosticSink& sink) : m_options(options), m_sink(sink) {}

    // `--library base=PATH': read before the PATHS, so that it wins over their own EiffelBase.
    void addBaseLibraryOption(const std::string& path)
    {
        const std::optional<std::string> ecf = baseLibraryProject(path);
        if (!ecf) {
            m_sink.error({}, "library `base' not found: --library base=" + path + ": no such .ecf file, nor a folder holding base.ecf or library.ecf");
            return;
        }
        addBaseLibrary(*ecf);
    }

    void addPath(const std::string& path)
    {
        const QFileInfo info(QString::fromStdString(path));
        if (!info.exists()) {
            m_sink.error({}, "cannot open `" + path + "': no such file or directory");
        } else if (info.isDir()) {
            if (addFolder(info.filePath(), /*recursive=*/true, {}) == 0) m_sink.warning({}, "folder `" + path + "' holds no .e files");
        } else if (isProjectFile(path)) {
            addProject(QDir::cleanPath(info.filePath()).toStdString(), m_options.target, /*asLibrary=*/false);
        } else {
            addFile(QDir::cleanPath(info.filePath()));
        }
    }

    ProgramFiles result() { return std::move(m_out); }

private:
    void addFile(const QString& file)
    {
        const std::string f = file.toStdString();
        if (m_seen.insert(f).second) (m_intoLibrary ? m_out.libraryFiles : m_out.files).push_back(f);
    }

    // The project's own EiffelBase: its files become library files, read instead of the kernel.
    void addBaseLibrary(const std::string& ecfPath)
    {
        m_out.baseLibrary = QDir::cleanPath(QFileInfo(QString::fromStdString(ecfPath)).absoluteFilePath()).toStdString();
        m_intoLibrary = true;
        addProject(m_out.baseLibrary, {}, /*asLibrary=*/true);
        m_intoLibrary = false;
    }

    // Adds the .e files of `folder' (below it too when recursive) that the rules leave in;
    // returns how many .e files it holds.
    int addFolder(const QString& folder, bool recursive, const RuleSet& rules)
    {
        QStringList found;
        QDirIterator it(folder, {QStringLiteral("*.e")}, QDir::Files, recursive ? QDirIterator::Subdirectories : QDirIterator::NoIteratorFlags);
        const QDir root(folder);
        while (it.hasNext()) {
            const QString file = it.next();
            if (!rules.excludes(QLatin1Char('/') + root.relativeFilePath(file))) found << QDir::cleanPath(file);
        }
        found.sort();
        for (const QString& f : found) addFile(f);
        return static_cast<int>(found.size());
    }

    void addProject(const std::string& ecfPath, const std::string& targetName, bool asLibrary)
    {
        // A library used twice, or a cycle of libraries, is read once.
        if (!m_projects.insert(QFileInfo(QString::fromStdString(ecfPath)).absoluteFilePath().toStdString()).second) return;
        QFile file(QString::fromStdString(ecfPath));
        if (!file.open(QIODevice::ReadOnly)) {
            m_sink.error({}, "cannot read `" + ecfPath + "': " + file.errorString().toStdString());
            return;
        }
        const std::optional<EcfSystem> system = parseEcf(file.readAll().toStdString(), ecfPath, m_sink);
        if (!system) return;
        const std::string name = asLibrary && targetName.empty() ? system->libraryTarget : targetName;
        const std::optional<EcfTarget> target = selectTarget(*system, name, ecfPath, m_sink);
        if (!target) return;
        if (!asLibrary && !m_sawProject) {
            m_sawProject = true;
            m_out.acrossAsItem = target->obsoleteIteration && !*target->obsoleteIteration;
        }
        if (!asLibrary && !m_out.root && target->root && !target->root->allClasses && !target->root->className.empty()) {
            m_out.root = RootFeature{QString::fromStdString(target->root->className).toUpper().toStdString(),
                                     QString::fromStdString(target->root->featureName).toLower().toStdString()};
        }
        for (const auto& mapping : target->classMappings) {
            auto& known = m_out.classMappings;
            if (std::none_of(known.begin(), known.end(), [&](const auto& m) { return m.first == mapping.first; })) known.push_back(mapping);
        }
        const std::string folder = QFileInfo(QString::fromStdString(ecfPath)).path().toStdString();
        for (const EcfCluster& cluster : target->clusters) addCluster(cluster, folder, folder, target->fileRules, ecfPath);
        for (const EcfLibrary& library : target->libraries) addLibrary(library, folder, ecfPath);
    }

    void addCluster(const EcfCluster& cluster, const std::string& parentFolder, const std::string& ecfFolder,
                    const std::vector<EcfFileRule>& targetRules, const std::string& ecfPath)
    {
        if (cluster.excludedOnThisPlatform) return;
        std::string written = cluster.location;
        const bool underParent = written.rfind("$|", 0) == 0;
        if (underParent) written = written.substr(2);
        const ExpandedLocation location = expandLocation(written, underParent ? parentFolder : ecfFolder, m_options.environment);
        if (!QFileInfo(QString::fromStdString(location.path)).isDir()) {
            m_sink.error({}, ecfPath + ": cluster `" + cluster.name + "' not found: location `" + cluster.location + "' expands to `" +
                                 location.path + "'" + unsetNote(location));
            return;
        }
        RuleSet rules;
        rules.add(targetRules, ecfPath, m_sink);
        rules.add(cluster.fileRules, ecfPath, m_sink);
        addFolder(QString::fromStdString(location.path), cluster.recursive, rules);
        for (const EcfCluster& sub : cluster.subclusters) addCluster(sub, location.path, ecfFolder, targetRules, ecfPath);
    }

    void addLibrary(const EcfLibrary& library, const std::string& ecfFolder, const std::string& ecfPath)
    {
        const ExpandedLocation location = expandLocation(library.location, ecfFolder, m_options.environment);
        const LibraryKind kind = classifyLibrary(library.location, location.path);
        const bool namedBase = QString::fromStdString(library.name).compare(QLatin1String("base"), Qt::CaseInsensitive) == 0;
        if (kind == LibraryKind::EiffelBase || (kind == LibraryKind::Source && namedBase)) {
            if (!m_out.baseLibrary.empty()) return;  // one EiffelBase: --library base=PATH, else the first found
            if (QFileInfo(QString::fromStdString(location.path)).isFile()) {
                addBaseLibrary(location.path);
                return;
            }
        }
        if (kind == LibraryKind::AutoProof) m_out.usesAutoProof = true;
        if (kind != LibraryKind::Source) {
            const std::string provided = library.name + " (" + libraryKindName(kind) + ")";
            if (std::find(m_out.providedLibraries.begin(), m_out.providedLibraries.end(), provided) == m_out.providedLibraries.end())
                m_out.providedLibraries.push_back(provided);
            return;
        }
        if (!QFileInfo(QString::fromStdString(location.path)).isFile()) {
            m_sink.error({}, ecfPath + ": library `" + library.name + "' not found: location `" + library.location + "' expands to `" +
                                 location.path + "'" + unsetNote(location));
            return;
        }
        addProject(location.path, {}, /*asLibrary=*/true);
    }

    const PathOptions& m_options;
    DiagnosticSink& m_sink;
    ProgramFiles m_out;
    bool m_sawProject = false;  // the first .ecf (not a library) was read
    bool m_intoLibrary = false; // reading the project's own EiffelBase
    std::set<std::string> m_seen;      // files already listed
    std::set<std::string> m_projects;  // .ecf files already read
};

}  // namespace

std::optional<std::string> baseLibraryProject(const std::string& path)
{
    const QFileInfo info(QString::fromStdString(path));
    if (info.isFile()) return QDir::cleanPath(info.absoluteFilePath()).toStdString();
    if (!info.isDir()) return std::nullopt;
    for (const char* name : {"base.ecf", "library.ecf"}) {
        const QFileInfo ecf(QDir(info.absoluteFilePath()).filePath(QLatin1String(name)));
        if (ecf.isFile()) return QDir::cleanPath(ecf.absoluteFilePath()).toStdString();
    }
    return std::nullopt;
}

bool isProjectFile(const std::string& path)
{
    return QString::fromStdString(path).endsWith(QLatin1String(".ecf"), Qt::CaseInsensitive);
}

ProgramFiles resolveProgramFiles(const std::vector<std::string>& paths, const PathOptions& options, DiagnosticSink& sink)
{
    Resolver resolver(options, sink);
    if (!options.baseLibrary.empty()) resolver.addBaseLibraryOption(options.baseLibrary);
    for (const std::string& path : paths) resolver.addPath(path);
    return resolver.result();
}

}  // namespace amend::project
