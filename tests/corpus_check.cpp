// Runs one program of the test corpus and checks it against the expectations written in its
// comments (Wren style), so each construct's test is a small readable .e file:
//   -- root: CLASS.feature            the root (default: first class of the file, `make')
//   -- expect: TEXT                   the next line of output (the whole output must match)
//   -- expect violation: KIND [TAG]   the run ends with this contract violation
//   -- at: LINE                       …whose violated clause (or location) starts on LINE
//   -- expect budget: steps|depth|memory|contract
//   -- expect error: LINE:COL: TEXT   a diagnostic of the checker (all of them, in order;
//                                     TEXT is a case-insensitive substring of the message)
//   -- expect test: NAME passed | NAME failed KIND [TAG]   EQA_TEST_SET test outcomes
//   -- expect warning: LINE:COL: TEXT a warning (when given, all of the file's warnings, in order)
// Usage: corpus_check FILE.e   (exit 0 when every expectation holds; explains mismatches)
#include "runtime/interpreter.h"
#include "runtime/violation_report.h"
#include "sema/compiler.h"
#include "testing/eqa_runner.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>

#include <iostream>
#include <optional>
#include <sstream>

using namespace amend;

namespace {

struct ExpectedError {
    int line = 0;
    int column = 0;
    std::string text;
};

struct ExpectedTest {
    std::string name;
    bool passed = true;
    std::string kind;
    std::string tag;
};

struct Expectations {
    std::string root;
    std::vector<std::string> output;
    std::optional<std::pair<std::string, std::string>> violation;  // kind, tag
    int violationLine = 0;
    std::string budget;
    std::vector<ExpectedError> errors;
    std::vector<ExpectedError> warnings;
    std::vector<ExpectedTest> tests;
};

Expectations readExpectations(const std::string& text)
{
    Expectations e;
    std::istringstream in(text);
    std::string line;
    static const QRegularExpression pattern(QStringLiteral("--\\s*(root|expect|expect violation|at|expect budget|expect error|expect warning|expect test):( ?)(.*)$"));
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        const auto match = pattern.match(QString::fromStdString(line));
        if (!match.hasMatch()) continue;
        const QString key = match.captured(1);
        const std::string value = match.captured(3).toStdString();
        const QString trimmed = match.captured(3).trimmed();
        if (key == QLatin1String("root")) {
            e.root = trimmed.toStdString();
        } else if (key == QLatin1String("expect")) {
            e.output.push_back(value);
        } else if (key == QLatin1String("expect violation")) {
            const QStringList parts = trimmed.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            e.violation = std::make_pair(parts.value(0).toStdString(), parts.mid(1).join(QLatin1Char(' ')).toStdString());
        } else if (key == QLatin1String("at")) {
            e.violationLine = trimmed.toInt();
        } else if (key == QLatin1String("expect budget")) {
            e.budget = trimmed.toStdString();
        } else if (key == QLatin1String("expect error") || key == QLatin1String("expect warning")) {
            static const QRegularExpression errorPattern(QStringLiteral("^(\\d+):(\\d+):\\s*(.*)$"));
            const auto m = errorPattern.match(trimmed);
            auto& list = key == QLatin1String("expect error") ? e.errors : e.warnings;
            if (m.hasMatch()) list.push_back({m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toStdString()});
        } else if (key == QLatin1String("expect test")) {
            const QStringList parts = trimmed.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            // The tag is the rest of the line: EQA assertion tags may contain spaces.
            e.tests.push_back({parts.value(0).toStdString(), parts.value(1) == QLatin1String("passed"),
                               parts.value(2).toStdString(), parts.mid(3).join(QLatin1Char(' ')).toStdString()});
        }
    }
    return e;
}

std::vector<std::string> splitLines(const std::string& output)
{
    std::vector<std::string> lines;
    std::string current;
    for (char c : output) {
        if (c == '\n') {
            lines.push_back(current);
            current.clear();
        } else {
            current += c;
        }
    }
    if (!current.empty()) lines.push_back(current);
    return lines;
}

bool containsIgnoringCase(const std::string& haystack, const std::string& needle)
{
    return QString::fromStdString(haystack).contains(QString::fromStdString(needle), Qt::CaseInsensitive);
}

int fail(const std::string& why)
{
    std::cout << "FAILED: " << why << std::endl;
    return 1;
}

int checkDiagnostics(const Expectations& e, const sema::Program& program, const DiagnosticSink& sink)
{
    std::vector<Diagnostic> errors;
    for (const Diagnostic& d : sink.sorted()) {
        if (d.severity == Severity::Error) errors.push_back(d);
    }
    std::ostringstream got;
    for (const Diagnostic& d : errors) got << "  " << DiagnosticSink::format(d, program.sources) << "\n";
    if (errors.size() != e.errors.size()) {
        return fail("expected " + std::to_string(e.errors.size()) + " errors, got " + std::to_string(errors.size()) + ":\n" + got.str());
    }
    for (std::size_t i = 0; i < errors.size(); ++i) {
        const LineColumn lc = program.sources.start(errors[i].range);
        if (lc.line != e.errors[i].line || lc.column != e.errors[i].column || !containsIgnoringCase(errors[i].message, e.errors[i].text)) {
            return fail("error " + std::to_string(i + 1) + " should be " + std::to_string(e.errors[i].line) + ":" +
                        std::to_string(e.errors[i].column) + ": …" + e.errors[i].text + "…; got:\n" + got.str());
        }
    }
    std::cout << "ok: " << errors.size() << " expected diagnostics\n";
    return 0;
}

// The warnings of the user's file, when the file states them: exactly those, in order.
int checkWarnings(const Expectations& e, const sema::Program& program, const DiagnosticSink& sink)
{
    std::vector<Diagnostic> warnings;
    for (const Diagnostic& d : sink.sorted()) {
        if (d.severity == Severity::Warning && d.range.valid() && !program.sources.file(d.range.file).isKernel()) warnings.push_back(d);
    }
    std::ostringstream got;
    for (const Diagnostic& d : warnings) got << "  " << DiagnosticSink::format(d, program.sources) << "\n";
    bool same = warnings.size() == e.warnings.size();
    for (std::size_t i = 0; same && i < warnings.size(); ++i) {
        const LineColumn lc = program.sources.start(warnings[i].range);
        same = lc.line == e.warnings[i].line && lc.column == e.warnings[i].column && containsIgnoringCase(warnings[i].message, e.warnings[i].text);
    }
    if (!same) return fail("expected " + std::to_string(e.warnings.size()) + " warnings as stated, got:\n" + got.str());
    return 0;
}

int checkTests(const Expectations& e, const sema::Program& program)
{
    int failures = 0;
    const auto tests = testing::findEqaTests(program);
    for (const ExpectedTest& expected : e.tests) {
        const testing::EqaTest* found = nullptr;
        for (const testing::EqaTest& t : tests) {
            if (t.routine->name == expected.name || t.name() == expected.name) found = &t;
        }
        if (!found) {
            std::cout << "FAILED: no test routine `" << expected.name << "'\n";
            ++failures;
            continue;
        }
        testing::EqaTestResult result;
        runtime::runWithLargeStack([&] { result = testing::runEqaTest(program, *found); });
        bool ok = result.passed() == expected.passed;
        if (ok && !expected.passed) {
            const auto& v = result.outcome.violation;
            ok = v && runtime::violationKindName(v->kind) == expected.kind && (expected.tag.empty() || v->tag == expected.tag);
        }
        if (!ok) {
            std::cout << "FAILED: test " << expected.name << ": " << runtime::formatOutcome(result.outcome, program) << "\n";
            ++failures;
        }
    }
    if (failures == 0) std::cout << "ok: " << e.tests.size() << " test outcomes as expected\n";
    return failures == 0 ? 0 : 1;
}

int checkRun(const Expectations& e, const sema::Program& program, int userFile)
{
    std::string className;
    std::string feature = "make";
    if (!e.root.empty()) {
        const auto dot = e.root.find('.');
        className = e.root.substr(0, dot);
        if (dot != std::string::npos) feature = e.root.substr(dot + 1);
    } else {
        for (const auto& module : program.modules) {
            if (module->fileId == userFile && !module->classes.empty()) className = module->classes.front()->name;
        }
    }
    runtime::RunOptions options;
    options.limits.maxSteps = 200'000'000;  // a few stress programs need ~30 M steps
    options.limits.maxMemoryBytes = 64u * 1024 * 1024;
    runtime::Outcome outcome;
    runtime::runWithLargeStack([&] { outcome = runtime::runRoot(program, className, feature, options); });

    int failures = 0;
    const std::vector<std::string> lines = splitLines(outcome.output);
    if (lines != e.output) {
        std::cout << "FAILED: output differs\n--- expected\n";
        for (const auto& l : e.output) std::cout << l << "\n";
        std::cout << "--- got\n" << outcome.output << (outcome.output.empty() || outcome.output.back() == '\n' ? "" : "\n") << "---\n";
        ++failures;
    }
    const std::string got = runtime::formatOutcome(outcome, program);
    if (e.violation) {
        const auto& v = outcome.violation;
        const bool kindOk = outcome.status == runtime::Outcome::Status::Violation && v && runtime::violationKindName(v->kind) == e.violation->first;
        const bool tagOk = kindOk && (e.violation->second.empty() || v->tag == e.violation->second);
        if (!kindOk || !tagOk) {
            std::cout << "FAILED: expected violation " << e.violation->first << " " << e.violation->second << ", got " << got << "\n";
            ++failures;
        } else if (e.violationLine > 0) {
            const SourceRange where = v->assertionRange.valid() ? v->assertionRange : v->location;
            const int line = program.sources.start(where).line;
            if (line != e.violationLine) {
                std::cout << "FAILED: violation expected at line " << e.violationLine << ", reported at line " << line << "\n";
                ++failures;
            }
        }
    } else if (!e.budget.empty()) {
        if (outcome.status != runtime::Outcome::Status::BudgetExhausted || runtime::budgetName(outcome.budget) != e.budget) {
            std::cout << "FAILED: expected " << e.budget << " budget exhausted, got " << got << "\n";
            ++failures;
        }
    } else if (!outcome.ok()) {
        std::cout << "FAILED: unexpected " << got << "\n";
        ++failures;
    }
    if (failures == 0) std::cout << "ok: " << got << ", " << lines.size() << " output lines\n";
    return failures == 0 ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::cerr << "usage: corpus_check FILE.e\n";
        return 2;
    }
    const std::string path = argv[1];
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly)) return fail("cannot read " + path);
    // Read as the compiler reads it, so that a Latin-1 file's expectations are UTF-8 too.
    const QByteArray bytes = file.readAll();
    const Expectations e = readExpectations(decodeSourceBytes(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size()))).text);

    DiagnosticSink sink;
    sema::CompileInput input;
    input.paths = {path};
    // A program run from its root is compiled as `amend run' compiles it: the kernel's bodies
    // lowered on first use (EQA test classes are run by the test runner, compiled whole).
    input.lowerKernelOnUse = e.tests.empty();
    auto program = sema::compileProgram(input, sink);
    int userFile = -1;
    for (int id = 0; id < program->sources.count(); ++id) {
        if (!program->sources.file(id).isKernel()) userFile = id;
    }
    for (const Diagnostic& d : sink.diagnostics()) {
        if (d.severity == Severity::Error && d.range.valid() && program->sources.file(d.range.file).isKernel()) {
            return fail("error in the kernel library: " + DiagnosticSink::format(d, program->sources));
        }
    }
    if (!e.warnings.empty() && checkWarnings(e, *program, sink) != 0) return 1;
    if (!e.errors.empty()) return checkDiagnostics(e, *program, sink);
    if (sink.hasErrors()) {
        std::string all;
        for (const Diagnostic& d : sink.sorted()) all += "\n  " + DiagnosticSink::format(d, program->sources);
        return fail("unexpected diagnostics:" + all);
    }
    if (!e.tests.empty()) return checkTests(e, *program);
    return checkRun(e, *program, userFile);
}
