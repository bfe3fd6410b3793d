// compileProgram: gathers the kernel library and the user's files, parses them, builds the
// class universe and checks every body (see compiler.h). Which files make the program is
// project::resolveProgramFiles's business; reading them, addSourceFile's.
#include "sema/compiler.h"

#include "project/program_files.h"
#include "sema/class_name_words.h"
#include "sema/eiffelbase2_library.h"
#include "sema/build_steps.h"
#include "sema/universe_internal.h"
#include "syntax/parser.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>

#include <algorithm>
#include <map>
#include <unordered_set>

namespace amend::sema {

std::vector<std::pair<std::string, std::string>> kernelSources()
{
    std::vector<std::pair<std::string, std::string>> result;
    QDir dir(QStringLiteral(":/kernel"));
    // Listed and sorted by name here (the order gives the file and class ids): QDir::entryList's
    // name filter compiles a regular expression, half the cost of reading the kernel.
    QStringList names;
    for (QDirIterator it(dir.path(), QDir::Files); it.hasNext();) {
        it.next();
        if (it.fileName().endsWith(QLatin1String(".e"))) names.push_back(it.fileName());
    }
    std::sort(names.begin(), names.end());
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

// AutoProof's library classes (MML_SEQUENCE …, SIMPLE_ARRAY, SIMPLE_LIST): a library of their
// own beside EiffelBase, so they stay when a project's own EiffelBase replaces the kernel.
bool isKernelAutoProofSource(const std::string& path)
{
    const std::string prefix(kBundledKernelPrefix);
    return path.rfind(prefix + "mml_", 0) == 0 || path.rfind(prefix + "simple_", 0) == 0;
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

struct CheckedKernel {
    std::shared_ptr<const ParsedKernel> parsed;
    std::shared_ptr<const Program> program;    // the kernel alone, built from `parsed'
    detail::FlattenState flatten;               // its routine seeds (step 2)
    std::vector<Diagnostic> diagnostics;        // what checking it reported (warnings only)
    bool usable = false;                        // built and checked without errors
    std::unordered_set<std::string> words;      // every word of its text, upper-case
};

namespace {

// Whether the classes of the program's files (after the kernel's) leave the kernel as it was
// checked alone: none has a name the kernel's text could mean (a class it replaces or names, a
// formal generic it would collide with), so the kernel's classes, lookups and errors are the same.
bool leavesKernelAsChecked(const Program& program, const CheckedKernel& kernel)
{
    for (std::size_t i = kernel.parsed->modules.size(); i < program.modules.size(); ++i)
        for (const auto& decl : program.modules[i]->classes)
            if (decl && kernel.words.count(decl->name)) return false;
    return true;
}

// Steps 2 and 3 on the checked kernel: only the program's own classes are built and checked.
void buildOnKernel(Program& program, const CheckedKernel& kernel, DiagnosticSink& sink)
{
    program.kernelBase = kernel.program;
    program.types.layerOn(kernel.program->types);
    for (const Diagnostic& d : kernel.diagnostics) sink.report(d);
    const KernelLayer layer{*kernel.program, kernel.flatten};
    if (!buildUniverse(program, sink, &layer)) return;
    checkBodies(program, sink, &layer);
}

// Adds the kernel's AutoProof classes (isKernelAutoProofSource) when a file that is not the
// kernel's, or one of EiffelBase2's, names one of them.
void addAutoProofWhenNamed(SourceManager& sources)
{
    // The kernel's AutoProof files and their classes (mml_sequence.e declares MML_SEQUENCE), read once.
    struct AutoProofLibrary {
        std::vector<std::pair<std::string, std::string>> files;
        std::set<std::string> names;
    };
    static const AutoProofLibrary library = [] {
        AutoProofLibrary out;
        for (auto& [path, text] : kernelSources()) {
            if (!isKernelAutoProofSource(path)) continue;
            out.names.insert(classNameOfFile(path));
            out.files.emplace_back(path, text);
        }
        return out;
    }();
    bool named = namedOutsideKernel(sources, library.names);
    for (int id = 0; id < sources.count() && !named; ++id)
        named = isEiffelBase2Source(sources.file(id).path()) && namesAnyOf(sources.file(id).text(), library.names);
    if (!named) return;
    for (const auto& [path, text] : library.files) sources.add(path, text, /*isKernel=*/true);
}

// Amend's TS_TEST_CASE (Gobo's test library's shape, resources/kernel/ts_*.e) beside a project's
// own EiffelBase: read when a class of the program names it (it needs more of EiffelBase than
// EQA_TEST_SET does).
void addGoboTestingWhenNamed(SourceManager& sources)
{
    bool named = false;
    for (int id = 0; id < sources.count() && !named; ++id)
        named = !sources.file(id).isBundled() && sources.file(id).text().find("TS_TEST_CASE") != std::string::npos;
    if (!named) return;
    for (auto& [path, text] : kernelSources())
        if (path.rfind(std::string(kBundledKernelPrefix) + "ts_", 0) == 0) sources.add(path, text, /*isKernel=*/true);
}

}  // namespace

std::shared_ptr<const CheckedKernel> checkKernel(std::shared_ptr<const ParsedKernel> parsed)
{
    auto kernel = std::make_shared<CheckedKernel>();
    kernel->parsed = parsed;
    auto program = std::make_shared<Program>();
    for (auto& [path, text] : parsed->files) {
        program->sources.add(path, text, /*isKernel=*/true);
        // Every word of its text: a superset of every class name the text can mean.
        anyUpperCaseWord(text, [&](const std::string& word) {
            kernel->words.insert(word);
            return false;
        });
    }
    program->modules = parsed->modules;
    DiagnosticSink sink;
    kernel->usable = buildUniverse(*program, sink, nullptr, &kernel->flatten);
    if (kernel->usable) checkBodies(*program, sink);
    kernel->usable = kernel->usable && !sink.hasErrors() && sink.omittedWarnings() == 0;
    kernel->diagnostics = sink.diagnostics();
    kernel->program = std::move(program);
    return kernel;
}

std::shared_ptr<const Program> compileProgram(const CompileInput& input, DiagnosticSink& sink)
{
    auto program = std::make_shared<Program>();
    const CheckedKernel* checkedKernel = input.checkedKernel.get();
    const std::shared_ptr<const ParsedKernel> parsedKernel = checkedKernel ? checkedKernel->parsed : input.kernel;

    std::map<std::string, std::string> buffers(input.buffers.begin(), input.buffers.end());
    project::PathOptions options;
    options.baseLibrary = input.baseLibrary;
    options.environment = input.environment;
    const project::ProgramFiles files = project::resolveProgramFiles(input.paths, options, sink);
    program->acrossAsItem = input.acrossAsItem || files.acrossAsItem;
    program->usesAutoProof = input.usesAutoProof || files.usesAutoProof;
    program->libraryUnderTest = input.libraryUnderTest || files.programIsBase;

    // The project's own EiffelBase replaces the kernel: only the kernel's EQA classes stay.
    std::vector<std::string> libraryPaths = input.libraryPaths;
    for (const std::string& path : files.libraryFiles)
        if (std::find(libraryPaths.begin(), libraryPaths.end(), path) == libraryPaths.end()) libraryPaths.push_back(path);
    // The kernel steps aside for the project's own EiffelBase, read as a library or given as the program.
    const bool ownBase = !libraryPaths.empty() || program->libraryUnderTest;
    // A shared ParsedKernel (parseKernel) serves only when the kernel is read whole: its modules
    // name the kernel's files by id, so they come first.
    const bool sharedKernel = parsedKernel && !ownBase;
    // The .ecf files' class-name mappings; Amend's kernel brings its own (the standard ones).
    for (const auto& [oldName, newName] : files.classMappings) program->classMappings.emplace(oldName, newName);
    if (!program->classMappings.empty() && !ownBase)
        for (const auto& [oldName, newName] : standardClassMappings()) program->classMappings.emplace(oldName, newName);
    for (auto& [path, text] : sharedKernel ? parsedKernel->files : kernelSources())
        if (!ownBase || isKernelTestingSource(path)) program->sources.add(path, text, /*isKernel=*/true);
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
    // EiffelBase2 (Amend's own, read when a class names one) is a library beside EiffelBase; so are
    // AutoProof's MML_* and SIMPLE_* classes, which the kernel holds: beside a project's own
    // EiffelBase they are read when a class (EiffelBase2's included) names one.
    addEiffelBase2WhenNamed(program->sources);
    if (ownBase) addAutoProofWhenNamed(program->sources);
    if (ownBase) addGoboTestingWhenNamed(program->sources);

    const int parsedKernelFiles = sharedKernel ? static_cast<int>(parsedKernel->modules.size()) : 0;
    for (int id = 0; id < program->sources.count(); ++id) {
        if (id < parsedKernelFiles) {
            program->modules.push_back(parsedKernel->modules[static_cast<std::size_t>(id)]);
            continue;
        }
        program->modules.push_back(std::make_shared<const syntax::Module>(syntax::parseFile(program->sources, id, sink)));
    }
    if (sharedKernel && checkedKernel && checkedKernel->usable && leavesKernelAsChecked(*program, *checkedKernel)) {
        buildOnKernel(*program, *checkedKernel, sink);
    } else {
        if (!buildUniverse(*program, sink)) return program;
        checkBodies(*program, sink, nullptr, input.lowerKernelOnUse && !ownBase);
    }
    program->libraryCallsUserCode = libraryMayCallUserCode(*program);
    return program;
}

bool declaresUserClass(const Program& program)
{
    for (const auto& module : program.modules) {
        if (!module->classes.empty() && (!program.sources.file(module->fileId).isKernel() || (program.libraryUnderTest && !program.sources.file(module->fileId).isBundled())))
            return true;
    }
    return false;
}

}  // namespace amend::sema
