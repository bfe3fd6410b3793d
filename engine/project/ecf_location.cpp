// Variable expansion and library classification for .ecf locations (see ecf_location.h).
#include "project/ecf_location.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <cctype>

namespace amend::project {

ExpandedLocation expandLocation(const std::string& written, const std::string& baseFolder, const Environment& environment)
{
    ExpandedLocation out;
    std::string text;
    for (std::size_t i = 0; i < written.size(); ++i) {
        if (written[i] != '$' || i + 1 >= written.size()) {
            text.push_back(written[i] == '\\' ? '/' : written[i]);
            continue;
        }
        const char open = written[i + 1];
        const char close = open == '{' ? '}' : open == '(' ? ')' : 0;
        std::size_t begin = close ? i + 2 : i + 1;
        std::size_t end = begin;
        while (end < written.size() && (std::isalnum(static_cast<unsigned char>(written[end])) || written[end] == '_')) ++end;
        if (end == begin || (close && (end >= written.size() || written[end] != close))) {
            text.push_back('$');  // not a variable (`$|' is handled by the caller)
            continue;
        }
        const std::string name = written.substr(begin, end - begin);
        const auto lookUp = [&](const std::string& variable) { return environment ? environment(variable) : std::nullopt; };
        std::optional<std::string> value = lookUp(name);
        if (!value && name == "ISE_LIBRARY") value = lookUp("ISE_EIFFEL");
        if (!value || value->empty()) out.unsetVariables.push_back(name);
        else for (char c : *value) text.push_back(c == '\\' ? '/' : c);
        i = close ? end : end - 1;
    }
    const QString path = QString::fromStdString(text);
    out.path = QDir::cleanPath(QDir::isAbsolutePath(path) ? path : QDir(QString::fromStdString(baseFolder)).filePath(path)).toStdString();
    return out;
}

LibraryKind classifyLibrary(const std::string& written, const std::string& expandedPath)
{
    const QString file = QFileInfo(QString::fromStdString(expandedPath)).fileName().toLower();
    const QString spelled = QString::fromStdString(written);
    static const QRegularExpression autoProofVariable(QStringLiteral("^\\$[({]?AP\\b"));
    if (autoProofVariable.match(spelled).hasMatch() || file.startsWith(QLatin1String("mml")) ||
        file.startsWith(QLatin1String("eiffelbase2")) || file.startsWith(QLatin1String("autoproof")))
        return LibraryKind::AutoProof;
    static const QRegularExpression base(QStringLiteral("^base([-_](safe|scoop-safe|scoop|void-safe))?\\.ecf$"));
    if (base.match(file).hasMatch()) return LibraryKind::EiffelBase;
    static const QRegularExpression testing(QStringLiteral("^testing([-_](ap|safe|scoop-safe))?\\.ecf$"));
    if (testing.match(file).hasMatch()) return LibraryKind::Testing;
    // Gobo's test library (library/test/library.ecf, library_skl.ecf): its TS_TEST_CASE is Amend's.
    static const QRegularExpression goboTest(QStringLiteral("/library/test/library(_skl)?\\.ecf$"));
    if (goboTest.match(QString::fromStdString(expandedPath)).hasMatch()) return LibraryKind::Testing;
    return LibraryKind::Source;
}

const char* libraryKindName(LibraryKind kind)
{
    switch (kind) {
    case LibraryKind::EiffelBase: return "EiffelBase";
    case LibraryKind::Testing: return "testing";
    case LibraryKind::AutoProof: return "AutoProof";
    case LibraryKind::Source: return "source";
    }
    return "";
}

}  // namespace amend::project
