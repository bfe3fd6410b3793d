// `amend run PATHS... [--root CLASS.feature]`: run a program; its output goes to stdout, a
// contract violation (with clause, blame and call stack) or an exhausted budget to stderr.
#include "cli_common.h"
#include "commands.h"

#include "runtime/interpreter.h"
#include "runtime/violation_report.h"
#include "support/huge_page_heap.h"

#include <QCommandLineParser>

#include <iostream>

namespace amend::cli {

namespace {

// The root when --root is not given: the first class of the user's files that has a creation
// procedure `make`.
std::string defaultRoot(const sema::Program& program)
{
    const sema::ClassInfo* best = nullptr;
    for (const auto& cls : program.classes) {
        if (cls->isKernel || !cls->decl || cls->isDeferred) continue;
        const sema::FeatureInfo* make = cls->feature("make");
        if (!make || !cls->isCreator(make)) continue;
        if (!best || std::make_pair(cls->decl->range.file, cls->decl->range.begin) <
                         std::make_pair(best->decl->range.file, best->decl->range.begin)) {
            best = cls.get();
        }
    }
    return best ? best->name + ".make" : std::string();
}

}  // namespace

int commandRun(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Run an Eiffel program with contract monitoring. The root object is created with the root\n"
        "feature when it is a creation procedure, otherwise with default_create and then the root\n"
        "feature is called. Default root: the root of the .ecf project, else the first class with a creation\n"
        "procedure `make'."));
    parser.addHelpOption();
    addTargetOption(parser);
    parser.addOption({QStringLiteral("root"), QStringLiteral("Root class and feature."), QStringLiteral("CLASS.feature")});
    parser.addOption({QStringLiteral("max-steps"), QStringLiteral("Instruction budget (default 2000000000)."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("max-depth"), QStringLiteral("Call depth budget (default 10000)."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("no-contracts"), QStringLiteral("Do not monitor contracts.")});
    parser.addOption({QStringLiteral("debug"), QStringLiteral("Run `debug' blocks.")});
    parser.addPositionalArgument(QStringLiteral("paths"), QStringLiteral(".e files, folders (every .e below them) or .ecf projects."), QStringLiteral("PATHS..."));
    QStringList paths;
    if (const int exit = parseCommandLine(parser, arguments, "run", paths); exit >= 0) return exit;
    project::ProgramFiles files;
    int failureExit = ExitFailure;
    auto program = loadProgram(parser, paths, "run", failureExit, /*printWarnings=*/false, &files, /*lowerKernelOnUse=*/true);
    if (!program) return failureExit;

    std::string root = parser.value(QStringLiteral("root")).toStdString();
    if (root.empty() && files.root) root = files.root->className + "." + (files.root->featureName.empty() ? "default_create" : files.root->featureName);
    if (root.empty()) root = defaultRoot(*program);
    const auto dot = root.find('.');
    if (root.empty() || dot == std::string::npos || dot == 0 || dot + 1 == root.size()) {
        std::cerr << "amend run: " << (root.empty() ? "no class has a creation procedure `make'; " : "invalid root `" + root + "'; ")
                  << "give the root as --root CLASS.feature\n";
        return ExitUsage;
    }
    const std::string className = root.substr(0, dot);
    const std::string featureName = root.substr(dot + 1);
    const sema::ClassInfo* cls = program->classNamed(className);
    if (!cls) {
        std::cerr << "amend run: unknown root class `" << className << "'\n";
        return ExitUsage;
    }
    if (!cls->feature(QString::fromStdString(featureName).toLower().toStdString())) {
        std::cerr << "amend run: class `" << cls->name << "' has no feature `" << featureName << "'\n";
        return ExitUsage;
    }

    runtime::RunOptions options;
    options.limits.maxSteps = 2'000'000'000;  // a real run, not a test: only runaway programs stop
    bool ok = true;
    if (parser.isSet(QStringLiteral("max-steps"))) options.limits.maxSteps = parser.value(QStringLiteral("max-steps")).toLongLong(&ok);
    if (ok && parser.isSet(QStringLiteral("max-depth"))) options.limits.maxDepth = parser.value(QStringLiteral("max-depth")).toInt(&ok);
    if (!ok) {
        std::cerr << "amend run: --max-steps and --max-depth take a whole number\n";
        return ExitUsage;
    }
    options.checkContracts = !parser.isSet(QStringLiteral("no-contracts"));
    options.debug = parser.isSet(QStringLiteral("debug"));
    options.registerCode = qgetenv("AMEND_REGISTER_CODE") != "0";   // the tree walker alone (README)

    runtime::Outcome outcome;
    keepNewThreadsOnTheMainHeap();  // the run's objects on the huge-page heap (support/huge_page_heap.h)
    runtime::runWithLargeStack([&] {
        outcome = runtime::runRoot(*program, cls->name, QString::fromStdString(featureName).toLower().toStdString(), options);
    });
    keepUntilExit(program);
    std::cout << outcome.output << std::flush;
    if (outcome.ok()) return ExitOk;
    if (!outcome.output.empty() && outcome.output.back() != '\n') std::cout << std::endl;
    std::cerr << "amend: " << runtime::formatOutcome(outcome, *program) << "\n";
    return ExitFailure;
}

}  // namespace amend::cli
