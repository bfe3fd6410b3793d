// compileProgram: gathers the kernel library and the user's files, parses them, builds the
// class universe and checks every body (see compiler.h). The only place that reads program
// files from disk.
#include "sema/compiler.h"

#include "sema/build_steps.h"
#include "support/text_check.h"
#include "syntax/parser.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <map>

namespace amend::sema {

std::vector<std::pair<std::string, std::string>> kernelSources()
{
    std::vector<std::pair<std::string, std::string>> result;
    QDir dir(QStringLiteral(":/kernel"));
    const QStringList names = dir.entryList({QStringLiteral("*.e")}, QDir::Files, QDir::Name);
    for (const QString& name : names) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) continue;
        result.emplace_back(("<kernel>/" + name).toStdString(), file.readAll().toStdString());
    }
    return result;
}

namespace {

// Expands folders into their .e files (recursively, sorted) and keeps files as given.
// Reports paths that do not exist or are not Eiffel files.
std::vector<std::string> expandPaths(const std::vector<std::string>& paths, DiagnosticSink& sink)
{
    std::vector<std::string> files;
    for (const std::string& path : paths) {
        const QFileInfo info(QString::fromStdString(path));
        if (!info.exists()) {
            sink.error({}, "cannot open `" + path + "': no such file or directory");
            continue;
        }
        if (info.isDir()) {
            QStringList found;
            QDirIterator it(info.filePath(), {QStringLiteral("*.e")}, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) found << it.next();
            found.sort();
            if (found.isEmpty()) sink.warning({}, "folder `" + path + "' holds no .e files");
            for (const QString& f : found) files.push_back(QDir::cleanPath(f).toStdString());
        } else {
            files.push_back(QDir::cleanPath(info.filePath()).toStdString());
        }
    }
    // The same file named twice (directly and through its folder) is read once.
    std::vector<std::string> unique;
    for (const std::string& f : files) {
        if (std::find(unique.begin(), unique.end(), f) == unique.end()) unique.push_back(f);
    }
    return unique;
}

bool readFile(const std::string& path, std::string& text, DiagnosticSink& sink)
{
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly)) {
        sink.error({}, "cannot read `" + path + "': " + file.errorString().toStdString());
        return false;
    }
    text = file.readAll().toStdString();
    if (const auto why = whyNotText(text)) {
        sink.error({}, "`" + path + "' is not a text file (" + *why + ")");
        return false;
    }
    return true;
}

}  // namespace

std::shared_ptr<const Program> compileProgram(const CompileInput& input, DiagnosticSink& sink)
{
    auto program = std::make_shared<Program>();

    for (auto& [path, text] : kernelSources()) program->sources.add(path, text, /*isKernel=*/true);

    std::map<std::string, std::string> buffers(input.buffers.begin(), input.buffers.end());
    for (const std::string& path : expandPaths(input.paths, sink)) {
        auto buffer = buffers.find(path);
        if (buffer != buffers.end()) {
            program->sources.add(path, buffer->second);
            buffers.erase(buffer);
            continue;
        }
        std::string text;
        if (readFile(path, text, sink)) program->sources.add(path, std::move(text));
    }
    for (auto& [path, text] : buffers) program->sources.add(path, text);

    for (int id = 0; id < program->sources.count(); ++id) {
        program->modules.push_back(std::make_unique<syntax::Module>(syntax::parseFile(program->sources, id, sink)));
    }
    if (!buildUniverse(*program, sink)) return program;
    checkBodies(*program, sink);
    return program;
}

bool declaresUserClass(const Program& program)
{
    for (const auto& module : program.modules) {
        if (!program.sources.file(module->fileId).isKernel() && !module->classes.empty()) return true;
    }
    return false;
}

}  // namespace amend::sema
