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

// Values for variables a project names but neither it nor the environment sets, chosen so that
// Gobo's libraries open as they are: GOBO_EIFFEL is `ge' (Gobo's own compiler: its libraries
// then use FreeELKS and Gobo's own classes, all source Amend reads, rather than an EiffelStudio
// installation), GOBO_LIBRARY (and GOBO) the Gobo tree holding the .ecf (the nearest folder
// above it with library/free_elks).
std::optional<std::string> defaultVariable(const std::string& name, const std::string& ecfFolder)
{
    if (name == "GOBO_EIFFEL") return std::string("ge");
    if (name != "GOBO_LIBRARY" && name != "GOBO") return std::nullopt;
    for (QDir dir(QString::fromStdString(ecfFolder));;) {
        if (QFileInfo(dir.filePath(QStringLiteral("library/free_elks"))).isDir()) return dir.absolutePath().toStdString();
        if (!dir.cdUp()) return std::nullopt;
    }
}

// One .ecf being read: where it is and the variables its locations see (the environment first,
// then the target's <variable>s, then defaultVariable).
struct ProjectScope {
    std::string ecfPath;
    std::string folder;
    Environment variables;
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
            const std::size_t before = m_out.files.size();
            addProject(QDir::cleanPath(info.filePath()).toStdString(), m_options.target, /*asLibrary=*/false);
            // An EiffelBase given as the program (FreeELKS's library.ecf) is also its own EiffelBase.
            // Its files are library code (read as the kernel's would be) that is under test.
            if (m_out.baseLibrary.empty() && holdsClassAny(m_out.files, before)) {
                m_out.baseLibrary = QDir::cleanPath(info.absoluteFilePath()).toStdString();
                m_out.programIsBase = true;
                m_out.libraryFiles.insert(m_out.libraryFiles.end(), m_out.files.begin() + static_cast<std::ptrdiff_t>(before), m_out.files.end());
                m_out.files.resize(before);
            }
        } else {
            addFile(QDir::cleanPath(info.filePath()));
        }
    }

    ProgramFiles result() { return std::move(m_out); }

    // Reads only the clusters of the projects (not their libraries): to look at what a library holds.
    void skipLibraries() { m_skipLibraries = true; }

private:
    // Whether the files from `from' on hold class ANY (a file any.e): they are an EiffelBase.
    static bool holdsClassAny(const std::vector<std::string>& files, std::size_t from)
    {
        return std::any_of(files.begin() + static_cast<std::ptrdiff_t>(from), files.end(), [](const std::string& f) {
            return QFileInfo(QString::fromStdString(f)).fileName().compare(QLatin1String("any.e"), Qt::CaseInsensitive) == 0;
        });
    }

    // Whether the library project at `ecfPath' is an EiffelBase (FreeELKS read from its source).
    bool isEiffelBaseProject(const std::string& ecfPath) const
    {
        DiagnosticSink quiet;
        Resolver probe(m_options, quiet);
        probe.skipLibraries();
        probe.addProject(ecfPath, {}, /*asLibrary=*/true);
        return holdsClassAny(probe.m_out.files, 0);
    }

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
        const std::string folder = QFileInfo(QString::fromStdString(ecfPath)).path().toStdString();
        if (!system->redirection.empty()) {
            const ExpandedLocation location = expandLocation(system->redirection, folder, scopeOf(ecfPath, {}).variables);
            const LibraryKind kind = classifyLibrary(system->redirection, location.path);
            if (asLibrary && kind != LibraryKind::Source && !QFileInfo(QString::fromStdString(location.path)).isFile()) {
                noteProvided(QFileInfo(QString::fromStdString(ecfPath)).completeBaseName().toStdString(), kind);  // Gobo's library_ise.ecf → base.ecf
                return;
            }
            if (!QFileInfo(QString::fromStdString(location.path)).isFile()) {
                m_sink.error({}, ecfPath + ": redirection to `" + system->redirection + "' not found: it expands to `" + location.path + "'" +
                                     unsetNote(location));
                return;
            }
            addProject(location.path, targetName, asLibrary);
            return;
        }
        const std::string name = asLibrary && targetName.empty() ? system->libraryTarget : targetName;
        const std::optional<EcfTarget> target = selectTarget(*system, name, ecfPath, m_sink);
        if (!target) return;
        if (!asLibrary && !m_sawProject) {
            m_sawProject = true;
            // Without the option, EiffelStudio's default follows the file's schema: from 1-23-0 on
            // (Gobo's .ecf files) `across x as c' binds the item.
            m_out.acrossAsItem = target->obsoleteIteration ? !*target->obsoleteIteration : system->schemaAtLeast(1, 23);
        }
        if (!asLibrary && !m_out.root && target->root && !target->root->allClasses && !target->root->className.empty()) {
            m_out.root = RootFeature{QString::fromStdString(target->root->className).toUpper().toStdString(),
                                     QString::fromStdString(target->root->featureName).toLower().toStdString()};
        }
        for (const auto& mapping : target->classMappings) {
            auto& known = m_out.classMappings;
            if (std::none_of(known.begin(), known.end(), [&](const auto& m) { return m.first == mapping.first; })) known.push_back(mapping);
        }
        const ProjectScope scope = scopeOf(ecfPath, target->variables);
        for (const EcfCluster& cluster : target->clusters) addCluster(cluster, folder, target->fileRules, scope, {});
        if (m_skipLibraries) return;
        for (const EcfLibrary& library : target->libraries) addLibrary(library, scope);
    }

    ProjectScope scopeOf(const std::string& ecfPath, std::vector<std::pair<std::string, std::string>> declared) const
    {
        const std::string folder = QFileInfo(QString::fromStdString(ecfPath)).path().toStdString();
        Environment environment = m_options.environment;
        return {ecfPath, folder, [environment, declared, folder](const std::string& name) -> std::optional<std::string> {
                    if (std::optional<std::string> value = environment ? environment(name) : std::nullopt; value && !value->empty()) return value;
                    for (const auto& [variable, value] : declared)
                        if (variable == name) return value;
                    return defaultVariable(name, folder);
                }};
    }

    // `path': the names of the enclosing clusters, outermost first (for `--cluster').
    void addCluster(const EcfCluster& cluster, const std::string& parentFolder, const std::vector<EcfFileRule>& targetRules,
                    const ProjectScope& scope, std::vector<std::string> path)
    {
        if (cluster.excludedOnThisPlatform || !conditionsHold(cluster.conditions, scope.variables)) return;
        std::string written = cluster.location;
        const bool underParent = written.rfind("$|", 0) == 0;
        if (underParent) written = written.substr(2);
        const ExpandedLocation location = expandLocation(written, underParent ? parentFolder : scope.folder, scope.variables);
        if (!QFileInfo(QString::fromStdString(location.path)).isDir()) {
            m_sink.error({}, scope.ecfPath + ": cluster `" + cluster.name + "' not found: location `" + cluster.location + "' expands to `" +
                                 location.path + "'" + unsetNote(location));
            return;
        }
        RuleSet rules;
        rules.add(targetRules, scope.ecfPath, m_sink);
        rules.add(cluster.fileRules, scope.ecfPath, m_sink);
        path.push_back(cluster.name);
        const std::size_t before = m_out.files.size();
        addFolder(QString::fromStdString(location.path), cluster.recursive, rules);
        recordClusters(location.path, path, before);
        for (const EcfCluster& sub : cluster.subclusters) addCluster(sub, location.path, targetRules, scope, path);
    }

    // Each program file added from `from' on: the clusters `path' and the folders between the
    // cluster's location and the file (a recursive cluster's sub-clusters, as EiffelStudio shows them).
    void recordClusters(const std::string& location, const std::vector<std::string>& path, std::size_t from)
    {
        const QDir root(QString::fromStdString(location));
        for (std::size_t i = from; i < m_out.files.size(); ++i) {
            std::vector<std::string> names = path;
            const QStringList folders = QFileInfo(root.relativeFilePath(QString::fromStdString(m_out.files[i]))).path().split(QLatin1Char('/'), Qt::SkipEmptyParts);
            for (const QString& f : folders)
                if (f != QLatin1String(".")) names.push_back(f.toStdString());
            m_out.clusters[m_out.files[i]] = std::move(names);
        }
    }

    // A library Amend provides itself instead of reading it.
    void noteProvided(const std::string& name, LibraryKind kind)
    {
        if (kind == LibraryKind::AutoProof) m_out.usesAutoProof = true;
        const std::string provided = name + " (" + libraryKindName(kind) + ")";
        if (std::find(m_out.providedLibraries.begin(), m_out.providedLibraries.end(), provided) == m_out.providedLibraries.end())
            m_out.providedLibraries.push_back(provided);
    }

    void addLibrary(const EcfLibrary& library, const ProjectScope& scope)
    {
        if (!conditionsHold(library.conditions, scope.variables)) return;
        const ExpandedLocation location = expandLocation(library.location, scope.folder, scope.variables);
        const std::string& ecfPath = scope.ecfPath;
        LibraryKind kind = classifyLibrary(library.location, location.path);
        const bool namedBase = QString::fromStdString(library.name).compare(QLatin1String("base"), Qt::CaseInsensitive) == 0;
        // A library that holds class ANY (Gobo's free_elks) is an EiffelBase whatever its name.
        if (kind == LibraryKind::Source && !namedBase && QFileInfo(QString::fromStdString(location.path)).isFile() &&
            isEiffelBaseProject(location.path))
            kind = LibraryKind::EiffelBase;
        if (kind == LibraryKind::EiffelBase || (kind == LibraryKind::Source && namedBase)) {
            if (!m_out.baseLibrary.empty()) return;  // one EiffelBase: --library base=PATH, else the first found
            if (QFileInfo(QString::fromStdString(location.path)).isFile()) {
                addBaseLibrary(location.path);
                return;
            }
        }
        if (kind != LibraryKind::Source) {
            noteProvided(library.name, kind);
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
    bool m_skipLibraries = false;
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

std::vector<std::string> filesInCluster(const ProgramFiles& files, const std::string& name)
{
    std::vector<std::string> out;
    for (const auto& [file, clusters] : files.clusters) {
        if (std::any_of(clusters.begin(), clusters.end(), [&](const std::string& c) {
                return QString::fromStdString(c).compare(QString::fromStdString(name), Qt::CaseInsensitive) == 0;
            }))
            out.push_back(file);
    }
    return out;
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
