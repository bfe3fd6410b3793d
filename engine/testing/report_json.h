// JSON form of AutoTest sessions, tests and faults (schema: engine/testing/README.md), so
// sessions can be saved, re-run and compared. Same report → byte-identical JSON: no timings,
// thread counts or absolute times in it; object keys sorted (QJsonObject).
#pragma once

#include "testing/autotest.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>

#include <optional>
#include <string>

namespace amend::testing {

constexpr int kReportFormatVersion = 1;

QJsonObject testCaseToJson(const sema::Program& program, const TestCase& test);
// Inverse of testCaseToJson (types and features looked up by name in `program`).
std::optional<TestCase> testCaseFromJson(const sema::Program& program, const QJsonObject& json, std::string* error = nullptr);

QJsonObject faultToJson(const sema::Program& program, const Fault& fault);
// A fault's clauses: [{"tag", "clause", "failing_count"}, …] (several for a grouped fault).
QJsonArray faultClausesToJson(const Fault& fault);
QJsonObject reportToJson(const sema::Program& program, const TestReport& report);
QByteArray reportToJsonBytes(const sema::Program& program, const TestReport& report);  // indented

// "path:line:col" of a range's start ("<built-in>" when it has none).
std::string describeLocation(const sema::Program& program, const SourceRange& range);
// A type from its name as Type::name() prints it ("detachable ARRAY [INTEGER_32]"); null if unknown.
const sema::Type* typeFromName(const sema::Program& program, const std::string& name);

}  // namespace amend::testing
