// compileProgram: gathers the kernel library and the user's files, parses them, builds the
// class universe and checks every body (see compiler.h). Which files make the program is
// project::resolveProgramFiles's business; reading them, addSourceFile's.
#include "sema/compiler.h"

#include "project/program_files.h"
#include "sema/eiffelbase2_library.h"
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

std::shared_ptr<const ParsedKernel> parseKernel()
{
    auto kernel = std::make_shared<ParsedKernel>();
    kernel->files = kernelSources();
    SourceManager sources;
    DiagnosticSink sink;
    for (auto& [path, text] : kernel->files) {
        const int id = sources.add(path, text, /*isKernel=*/true);
        kernel->modules.push_back(std::make_shared<const syntax::Module>(syntax::parseFile(sources, id, sink)));
    }
    return kernel;
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
    // A shared ParsedKernel (parseKernel) serves only when the kernel is read whole: its modules
    // name the kernel's files by id, so they come first.
    const bool sharedKernel = input.kernel && libraryPaths.empty();
    // The .ecf files' class-name mappings; Amend's kernel brings its own (the standard ones).
    for (const auto& [oldName, newName] : files.classMappings) program->classMappings.emplace(oldName, newName);
    if (!program->classMappings.empty() && libraryPaths.empty())
        for (const auto& [oldName, newName] : standardClassMappings()) program->classMappings.emplace(oldName, newName);
    for (auto& [path, text] : sharedKernel ? input.kernel->files : kernelSources())
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
    // EiffelBase2 is written over the kernel: a project's own EiffelBase brings its own.
    if (libraryPaths.empty()) addEiffelBase2WhenNamed(program->sources);

    const int parsedKernelFiles = sharedKernel ? static_cast<int>(input.kernel->modules.size()) : 0;
    for (int id = 0; id < program->sources.count(); ++id) {
        if (id < parsedKernelFiles) {
            program->modules.push_back(input.kernel->modules[static_cast<std::size_t>(id)]);
            continue;
        }
        program->modules.push_back(std::make_shared<const syntax::Module>(syntax::parseFile(program->sources, id, sink)));
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
