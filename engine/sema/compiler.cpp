// compileProgram: gathers the kernel library and the user's files, parses them, builds the
// class universe and checks every body (see compiler.h). Which files make the program is
// project::resolveProgramFiles's business; reading them, addSourceFile's.
#include "sema/compiler.h"

#include "project/program_files.h"
#include "sema/build_steps.h"
#include "syntax/parser.h"

#include <QDir>
#include <QFile>

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
        result.emplace_back(std::string(kBundledKernelPrefix) + name.toStdString(), file.readAll().toStdString());
    }
    return result;
}

bool isKernelTestingSource(const std::string& path)
{
    return path.rfind(std::string(kBundledKernelPrefix) + "eqa_", 0) == 0;
}

std::shared_ptr<const Program> compileProgram(const CompileInput& input, DiagnosticSink& sink)
{
    auto program = std::make_shared<Program>();

    std::map<std::string, std::string> buffers(input.buffers.begin(), input.buffers.end());
    project::PathOptions options;
    options.baseLibrary = input.baseLibrary;
    const project::ProgramFiles files = project::resolveProgramFiles(input.paths, options, sink);
    program->acrossAsItem = input.acrossAsItem || files.acrossAsItem;

    // The project's own EiffelBase replaces the kernel: only the kernel's EQA classes stay.
    std::vector<std::string> libraryPaths = input.libraryPaths;
    for (const std::string& path : files.libraryFiles)
        if (std::find(libraryPaths.begin(), libraryPaths.end(), path) == libraryPaths.end()) libraryPaths.push_back(path);
    for (auto& [path, text] : kernelSources())
        if (libraryPaths.empty() || isKernelTestingSource(path)) program->sources.add(path, text, /*isKernel=*/true);
    for (const std::string& path : libraryPaths) addSourceFile(program->sources, path, sink, /*isLibrary=*/true);
    for (const std::string& path : files.files) {
        auto buffer = buffers.find(path);
        if (buffer != buffers.end()) {
            program->sources.add(path, buffer->second);
            buffers.erase(buffer);
            continue;
        }
        addSourceFile(program->sources, path, sink);
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
