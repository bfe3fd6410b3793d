// Serialization of AutoTest reports and test cases to JSON (see report_json.h).
#include "testing/report_json.h"

#include "testing/fault_category.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cctype>
#include <iterator>

namespace amend::testing {

namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

// The basic types of test values and their names in the JSON (the Eiffel class names).
struct BasicTypeName {
    runtime::Tag tag;
    const char* name;
};
constexpr BasicTypeName kBasicTypeNames[] = {
    {runtime::Tag::Boolean, "BOOLEAN"},       {runtime::Tag::Character, "CHARACTER_8"}, {runtime::Tag::Integer32, "INTEGER_32"},
    {runtime::Tag::Natural32, "NATURAL_32"},  {runtime::Tag::Integer64, "INTEGER_64"},  {runtime::Tag::Real64, "REAL_64"},
    {runtime::Tag::Integer8, "INTEGER_8"},    {runtime::Tag::Integer16, "INTEGER_16"},  {runtime::Tag::Natural8, "NATURAL_8"},
    {runtime::Tag::Natural16, "NATURAL_16"},  {runtime::Tag::Natural64, "NATURAL_64"},  {runtime::Tag::Real32, "REAL_32"},
    {runtime::Tag::Character32, "CHARACTER_32"},
};

QJsonObject basicToJson(runtime::Value v)
{
    using runtime::Tag;
    QJsonObject o;
    const auto named = std::find_if(std::begin(kBasicTypeNames), std::end(kBasicTypeNames), [&](const BasicTypeName& b) { return b.tag == v.tag; });
    if (named == std::end(kBasicTypeNames)) return o;
    o["type"] = named->name;
    switch (v.tag) {
    case Tag::Boolean: o["value"] = v.b; break;
    case Tag::Character: case Tag::Character32: o["value"] = static_cast<qint64>(v.c); break;
    case Tag::Integer8: case Tag::Integer16: case Tag::Integer32: o["value"] = static_cast<qint64>(v.i32); break;
    case Tag::Natural8: case Tag::Natural16: case Tag::Natural32: o["value"] = static_cast<qint64>(v.n32); break;
    case Tag::Integer64: o["value"] = QString::number(v.i64); break;  // exact as a string
    case Tag::Natural64: o["value"] = QString::number(v.n64); break;  // exact as a string
    case Tag::Real32: case Tag::Real64: o["value"] = v.r; break;
    default: break;
    }
    return o;
}

std::optional<runtime::Value> basicFromJson(const QJsonObject& o)
{
    using runtime::Tag;
    using runtime::Value;
    const QString type = o["type"].toString();
    const auto named = std::find_if(std::begin(kBasicTypeNames), std::end(kBasicTypeNames), [&](const BasicTypeName& b) { return type == b.name; });
    if (named == std::end(kBasicTypeNames)) return std::nullopt;
    const QJsonValue v = o["value"];
    switch (named->tag) {
    case Tag::Boolean: return Value::boolean(v.toBool());
    case Tag::Character: return Value::character(static_cast<std::uint32_t>(v.toInteger()));
    case Tag::Integer32: return Value::int32(static_cast<std::int32_t>(v.toInteger()));
    case Tag::Natural32: return Value::nat32(static_cast<std::uint32_t>(v.toInteger()));
    case Tag::Integer64: return Value::int64(v.toString().toLongLong());
    case Tag::Real64: return Value::real(v.toDouble());
    case Tag::Integer8: return Value::int8(static_cast<std::int8_t>(v.toInteger()));
    case Tag::Integer16: return Value::int16(static_cast<std::int16_t>(v.toInteger()));
    case Tag::Natural8: return Value::nat8(static_cast<std::uint8_t>(v.toInteger()));
    case Tag::Natural16: return Value::nat16(static_cast<std::uint16_t>(v.toInteger()));
    case Tag::Natural64: return Value::nat64(v.toString().toULongLong());
    case Tag::Real32: return Value::real32(static_cast<float>(v.toDouble()));
    case Tag::Character32: return Value::character32(static_cast<std::uint32_t>(v.toInteger()));
    default: return std::nullopt;
    }
}

QJsonObject argumentToJson(const Argument& a)
{
    QJsonObject o;
    switch (a.kind) {
    case Argument::Kind::Variable: o["variable"] = a.variable; break;
    case Argument::Kind::Void: o["void"] = true; break;
    case Argument::Kind::Basic: o["basic"] = basicToJson(a.basic); break;
    case Argument::Kind::String: o["string"] = qs(a.text); break;
    case Argument::Kind::Array: {
        QJsonArray items;
        for (const runtime::Value& v : a.items) items.append(basicToJson(v));
        o["array"] = items;
        o["type"] = qs(a.type ? a.type->name() : "");
        break;
    }
    }
    return o;
}

// Minimal parser of Type::name() output.
class TypeNameParser {
public:
    TypeNameParser(const sema::Program& program, const std::string& text) : m_p(program), m_s(text) {}
    const sema::Type* parse()
    {
        const sema::Type* t = type();
        skip();
        return m_i == m_s.size() ? t : nullptr;
    }

private:
    void skip()
    {
        while (m_i < m_s.size() && std::isspace(static_cast<unsigned char>(m_s[m_i]))) ++m_i;
    }
    std::string word()
    {
        skip();
        std::size_t b = m_i;
        while (m_i < m_s.size() && (std::isalnum(static_cast<unsigned char>(m_s[m_i])) || m_s[m_i] == '_')) ++m_i;
        return m_s.substr(b, m_i - b);
    }
    const sema::Type* type()
    {
        std::string w = word();
        bool detachable = false;
        if (w == "detachable") {
            detachable = true;
            w = word();
        } else if (w == "attached") {
            w = word();
        }
        const sema::ClassInfo* cls = w.empty() ? nullptr : m_p.classNamed(w);
        if (!cls) return nullptr;
        std::vector<const sema::Type*> actuals;
        skip();
        if (m_i < m_s.size() && m_s[m_i] == '[') {
            ++m_i;
            for (;;) {
                const sema::Type* a = type();
                if (!a) return nullptr;
                actuals.push_back(a);
                skip();
                if (m_i < m_s.size() && m_s[m_i] == ',') { ++m_i; continue; }
                if (m_i < m_s.size() && m_s[m_i] == ']') { ++m_i; break; }
                return nullptr;
            }
        }
        if (actuals.size() != cls->genericNames.size()) return nullptr;
        return m_p.typeTable().classType(cls, actuals, detachable && !cls->isExpanded);
    }
    const sema::Program& m_p;
    const std::string& m_s;
    std::size_t m_i = 0;
};

}  // namespace

std::string describeLocation(const sema::Program& program, const SourceRange& range)
{
    return program.sources.describe(range);
}

const sema::Type* typeFromName(const sema::Program& program, const std::string& name)
{
    return TypeNameParser(program, name).parse();
}

QJsonObject testCaseToJson(const sema::Program& program, const TestCase& test)
{
    (void)program;
    QJsonObject o;
    o["routine"] = qs(test.routine);
    if (test.isHandwritten()) {
        o["handwritten"] = qs(test.handwritten);
        return o;
    }
    o["creation"] = test.creation;
    o["routine_index"] = test.routineIndex;
    o["test_index"] = test.testIndex;
    QJsonArray steps;
    for (std::size_t i = 0; i < test.steps.size(); ++i) {
        const Step& s = test.steps[i];
        QJsonObject step;
        step["op"] = s.kind == Step::Kind::Create ? "create" : "call";
        if (s.kind == Step::Kind::Create) step["type"] = qs(s.type ? s.type->name() : "");
        else step["target"] = s.target;
        step["feature"] = qs(s.feature ? s.feature->name : "");
        QJsonArray args;
        for (const Argument& a : s.args) args.append(argumentToJson(a));
        step["args"] = args;
        steps.append(step);
    }
    o["steps"] = steps;
    return o;
}

std::optional<TestCase> testCaseFromJson(const sema::Program& program, const QJsonObject& o, std::string* error)
{
    auto fail = [&](const std::string& message) -> std::optional<TestCase> {
        if (error) *error = message;
        return std::nullopt;
    };
    TestCase test;
    test.routine = o["routine"].toString().toStdString();
    if (o.contains("handwritten")) {
        test.handwritten = o["handwritten"].toString().toStdString();
        return test;
    }
    test.creation = o["creation"].toBool();
    test.routineIndex = o["routine_index"].toInt(-1);
    test.testIndex = o["test_index"].toInt(-1);
    const QJsonArray steps = o["steps"].toArray();
    for (int i = 0; i < steps.size(); ++i) {
        const QJsonObject so = steps[i].toObject();
        Step s;
        const std::string feature = so["feature"].toString().toStdString();
        const sema::Type* owner = nullptr;
        if (so["op"].toString() == "create") {
            s.kind = Step::Kind::Create;
            s.type = typeFromName(program, so["type"].toString().toStdString());
            if (!s.type) return fail("step " + std::to_string(i + 1) + ": unknown type " + so["type"].toString().toStdString());
            owner = s.type;
        } else if (so["op"].toString() == "call") {
            s.kind = Step::Kind::Call;
            s.target = so["target"].toInt(-1);
            if (s.target < 0 || s.target >= i || test.steps[static_cast<std::size_t>(s.target)].kind != Step::Kind::Create)
                return fail("step " + std::to_string(i + 1) + ": bad target");
            owner = test.steps[static_cast<std::size_t>(s.target)].type;
        } else {
            return fail("step " + std::to_string(i + 1) + ": unknown op");
        }
        s.feature = owner && owner->cls ? owner->cls->feature(feature) : nullptr;
        if (!s.feature && !(s.kind == Step::Kind::Create && feature.empty()))
            return fail("step " + std::to_string(i + 1) + ": unknown feature " + feature);
        for (const QJsonValue& av : so["args"].toArray()) {
            const QJsonObject ao = av.toObject();
            if (ao.contains("variable")) {
                const int v = ao["variable"].toInt(-1);
                if (v < 0 || v >= i) return fail("step " + std::to_string(i + 1) + ": bad variable");
                s.args.push_back(Argument::makeVariable(v));
            } else if (ao.contains("void")) {
                s.args.push_back(Argument::makeVoid());
            } else if (ao.contains("basic")) {
                auto v = basicFromJson(ao["basic"].toObject());
                if (!v) return fail("step " + std::to_string(i + 1) + ": bad basic value");
                s.args.push_back(Argument::makeBasic(*v));
            } else if (ao.contains("string")) {
                s.args.push_back(Argument::makeString(ao["string"].toString().toStdString()));
            } else if (ao.contains("array")) {
                std::vector<runtime::Value> items;
                for (const QJsonValue& iv : ao["array"].toArray()) {
                    auto v = basicFromJson(iv.toObject());
                    if (!v) return fail("step " + std::to_string(i + 1) + ": bad array item");
                    items.push_back(*v);
                }
                const sema::Type* t = typeFromName(program, ao["type"].toString().toStdString());
                if (!t) return fail("step " + std::to_string(i + 1) + ": unknown array type");
                s.args.push_back(Argument::makeArray(t, std::move(items)));
            } else {
                return fail("step " + std::to_string(i + 1) + ": bad argument");
            }
        }
        test.steps.push_back(std::move(s));
    }
    return test;
}

QJsonArray faultClausesToJson(const Fault& f)
{
    QJsonArray clauses;
    for (const FaultClause& c : f.clauses)
        clauses.append(QJsonObject{{"tag", qs(c.key.tag)}, {"clause", qs(c.clause)}, {"failing_count", c.failingCount}});
    return clauses;
}

QJsonObject faultToJson(const sema::Program& program, const Fault& f)
{
    QJsonObject o;
    o["id"] = f.id;
    o["routine"] = qs(f.key.routine);
    o["kind"] = faultKindName(f.key.kind);
    o["category"] = faultCategoryName(faultCategoryOf(program, f));
    o["tag"] = qs(f.key.tag);
    o["clause"] = qs(f.clause);
    o["violated_in"] = qs(f.violatedIn);
    o["message"] = qs(f.message);
    QJsonObject location;
    if (f.key.location.valid()) {
        const LineColumn lc = program.sources.start(f.key.location);
        location["file"] = qs(program.sources.file(f.key.location.file).path());
        location["line"] = lc.line;
        location["column"] = lc.column;
    }
    o["location"] = location;
    // Every clause of the fault (several for a grouped fault: one cause, fixed together).
    o["clauses"] = faultClausesToJson(f);
    o["grouped"] = f.isGrouped();
    o["overflow_dependent"] = f.overflowDependent;
    o["found_by_search"] = f.foundBySearch;
    o["resource_only"] = f.resourceOnly;
    if (f.resourceOnly) o["resource_reason"] = QString::fromLatin1(resourceReasonName(f.resourceReason));
    o["failing_count"] = f.failingCount;
    o["passing_count"] = f.passingCount;
    QJsonArray failing, passing;
    for (const TestCase& t : f.failing) failing.append(testCaseToJson(program, t));
    for (const TestCase& t : f.passing) passing.append(testCaseToJson(program, t));
    o["failing_tests"] = failing;
    o["passing_tests"] = passing;
    if (f.hasMinimized) {
        o["minimized_test"] = testCaseToJson(program, f.minimized);
        const std::string name = "test_" + f.key.routine.substr(f.key.routine.find('.') + 1);
        o["minimized_eiffel"] = qs(toEiffelRoutine(program, f.minimized, name, ""));
    }
    return o;
}

QJsonObject reportToJson(const sema::Program& program, const TestReport& report)
{
    QJsonObject o;
    o["format"] = "amend-autotest";
    o["version"] = kReportFormatVersion;
    o["seed"] = QString::number(report.seed);
    o["max_tests_per_routine"] = report.maxTestsPerRoutine;
    QJsonArray files;
    for (const std::string& f : report.files) files.append(qs(f));
    o["program"] = files;
    QJsonArray routines;
    for (const RoutineStats& r : report.routines) {
        QJsonObject ro;
        ro["routine"] = qs(r.routine);
        ro["creation"] = r.creation;
        ro["tests"] = r.tests;
        ro["passed"] = r.passed;
        ro["failed"] = r.failed;
        ro["invalid"] = r.invalid;
        routines.append(ro);
    }
    o["routines"] = routines;
    QJsonArray handwritten;
    for (const HandwrittenResult& h : report.handwritten) {
        QJsonObject ho;
        ho["test"] = qs(h.test);
        ho["verdict"] = verdictName(h.verdict);
        handwritten.append(ho);
    }
    o["handwritten_tests"] = handwritten;
    o["tests_executed"] = static_cast<qint64>(report.testsExecuted);
    o["valid_tests"] = static_cast<qint64>(report.validTests);
    o["search_tests"] = static_cast<qint64>(report.searchTests);
    o["cancelled"] = report.cancelled;
    o["time_budget_exhausted"] = report.timeExhausted;
    QJsonArray faults;
    for (const Fault& f : report.faults) faults.append(faultToJson(program, f));
    o["faults"] = faults;
    o["fault_count"] = report.faultCount(false);
    o["overflow_dependent_count"] = report.faultCount(true) - report.faultCount(false);
    int resourceOnly = 0;
    for (const Fault& f : report.faults) resourceOnly += f.resourceOnly;
    o["resource_warning_count"] = resourceOnly;
    return o;
}

QByteArray reportToJsonBytes(const sema::Program& program, const TestReport& report)
{
    return QJsonDocument(reportToJson(program, report)).toJson(QJsonDocument::Indented);
}

}  // namespace amend::testing
