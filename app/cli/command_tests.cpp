// `amend tests PATHS...`: run the program's EQA_TEST_SET test routines, one line per test,
// the violation of each failing test, and a final `N passed, N failed` line.
#include "cli_common.h"
#include "commands.h"

#include "runtime/violation_report.h"
#include "testing/eqa_runner.h"

#include <QCommandLineParser>
#include <QRegularExpression>

#include <iostream>

namespace amend::cli {

int commandTests(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Run the test classes (descendants of EQA_TEST_SET) of a program: every exported procedure\n"
        "without arguments whose name starts with `test' is a test."));
    parser.addHelpOption();
    addTargetOption(parser);
    parser.addOption({QStringLiteral("filter"), QStringLiteral("Run only tests whose CLASS.name matches this regular expression."), QStringLiteral("REGEX")});
    parser.addPositionalArgument(QStringLiteral("paths"), QStringLiteral(".e files, folders (every .e below them) or .ecf projects."), QStringLiteral("PATHS..."));
    QStringList paths;
    if (const int exit = parseCommandLine(parser, arguments, "tests", paths); exit >= 0) return exit;
    const QRegularExpression filter(parser.value(QStringLiteral("filter")));
    if (!filter.isValid()) {
        std::cerr << "amend tests: invalid --filter: " << filter.errorString().toStdString() << "\n";
        return ExitUsage;
    }
    int failureExit = ExitFailure;
    auto program = loadProgram(parser, paths, "tests", failureExit, /*printWarnings=*/false);
    if (!program) return failureExit;

    int passed = 0;
    int failed = 0;
    for (const testing::EqaTest& test : testing::findEqaTests(*program)) {
        if (!filter.match(QString::fromStdString(test.name())).hasMatch()) continue;
        testing::EqaTestResult result;
        runtime::runWithLargeStack([&] { result = testing::runEqaTest(*program, test); });
        if (result.passed()) {
            ++passed;
            std::cout << "PASS " << test.name() << "\n";
        } else {
            ++failed;
            std::cout << "FAIL " << test.name() << ": " << runtime::formatOutcome(result.outcome, *program) << "\n";
        }
    }
    std::cout << passed << " passed, " << failed << " failed" << std::endl;
    return failed == 0 ? ExitOk : ExitFailure;
}

}  // namespace amend::cli
