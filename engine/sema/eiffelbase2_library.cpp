// Reading the bundled EiffelBase2 classes on demand (see eiffelbase2_library.h).
#include "sema/eiffelbase2_library.h"

#include "sema/class_name_words.h"

#include <QDir>
#include <QFile>

#include <set>

namespace amend::sema {

namespace {

const QString kFolder = QStringLiteral(":/eiffelbase2");

// Upper-case class names, one per file (v_array.e declares V_ARRAY).
const std::set<std::string>& classNames()
{
    static const std::set<std::string> names = [] {
        std::set<std::string> out;
        for (const QString& file : QDir(kFolder).entryList({QStringLiteral("*.e")}, QDir::Files, QDir::Name))
            out.insert(classNameOfFile(file.toStdString()));
        return out;
    }();
    return names;
}

}  // namespace

std::vector<std::pair<std::string, std::string>> eiffelBase2Sources()
{
    std::vector<std::pair<std::string, std::string>> result;
    const QDir dir(kFolder);
    for (const QString& name : dir.entryList({QStringLiteral("*.e")}, QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) continue;
        result.emplace_back(std::string(kBundledKernelPrefix) + name.toStdString(), file.readAll().toStdString());
    }
    return result;
}

bool isEiffelBase2Source(const std::string& path)
{
    const std::string prefix(kBundledKernelPrefix);
    if (path.rfind(prefix, 0) != 0 || path.find('/', prefix.size()) != std::string::npos || path.size() < prefix.size() + 2 ||
        path.compare(path.size() - 2, 2, ".e") != 0)
        return false;
    return classNames().count(classNameOfFile(path)) > 0;
}

bool namesAnyOf(const std::string& text, const std::set<std::string>& names)
{
    return anyUpperCaseWord(text, [&](const std::string& word) { return names.count(word) > 0; });
}

bool namesEiffelBase2Class(const std::string& text)
{
    return namesAnyOf(text, classNames());
}

bool namedOutsideKernel(const SourceManager& sources, const std::set<std::string>& names)
{
    for (int id = 0; id < sources.count(); ++id)
        if (!sources.file(id).isKernel() && namesAnyOf(sources.file(id).text(), names)) return true;
    return false;
}

void addEiffelBase2WhenNamed(SourceManager& sources)
{
    if (!namedOutsideKernel(sources, classNames())) return;
    for (auto& [path, text] : eiffelBase2Sources()) sources.add(path, text, /*isKernel=*/true);
}

}  // namespace amend::sema
