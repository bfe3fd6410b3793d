// Printing test cases as Eiffel: an EQA_TEST_SET test routine that reproduces the test (locals,
// creations, calls; the call of the routine under test last) and a test class around such
// routines, so a failing test can be kept as a regression test and run by `amend tests`.
#include "testing/test_case.h"
#include "runtime/machine.h"

#include <cstdio>
#include <map>

namespace amend::testing {

namespace {

std::string typeName(const sema::Type* type)
{
    return type ? type->name() : std::string("ANY");
}

}  // namespace

std::string eiffelString(const std::string& text)
{
    std::string out = "\"";
    for (unsigned char c : text) {
        switch (c) {
        case '"': out += "%\""; break;
        case '%': out += "%%"; break;
        case '\n': out += "%N"; break;
        case '\t': out += "%T"; break;
        case '\r': out += "%R"; break;
        default:
            if (c < 32 || c == 127) out += "%/" + std::to_string(c) + "/";
            else out += static_cast<char>(c);
        }
    }
    return out + "\"";
}

std::string eiffelBasic(runtime::Value v)
{
    using runtime::Tag;
    switch (v.tag) {
    case Tag::Boolean: return v.b ? "True" : "False";
    case Tag::Integer32:
        if (v.i32 == INT32_MIN) return "{INTEGER_32}.min_value";
        return std::to_string(v.i32);
    case Tag::Integer64:
        if (v.i64 == INT64_MIN) return "{INTEGER_64}.min_value";
        return std::to_string(v.i64);  // a manifest integer adapts to its INTEGER_64 target
    case Tag::Natural32:
        return std::to_string(v.n32);
    case Tag::Character: {
        const std::uint32_t c = v.c;
        if (c == '\'') return "'%''";
        if (c == '%') return "'%%'";
        if (c >= 32 && c < 127) return std::string("'") + static_cast<char>(c) + "'";
        return "'%/" + std::to_string(c) + "/'";
    }
    case Tag::Real64: {
        std::string s = runtime::formatReal(v.r);
        if (s.find_first_of(".eEn") == std::string::npos) s += ".0";
        return s;
    }
    case Tag::Integer8: return "{INTEGER_8} " + std::to_string(v.i32);
    case Tag::Integer16: return "{INTEGER_16} " + std::to_string(v.i32);
    case Tag::Natural8: return "{NATURAL_8} " + std::to_string(v.n32);
    case Tag::Natural16: return "{NATURAL_16} " + std::to_string(v.n32);
    case Tag::Natural64: return "{NATURAL_64} " + std::to_string(v.n64);
    case Tag::Real32: {
        std::string s = runtime::formatReal(v.r, true);
        if (s.find_first_of(".eEn") == std::string::npos) s += ".0";
        return "{REAL_32} " + s;
    }
    case Tag::Character32: return "{CHARACTER_32} '%/" + std::to_string(v.c) + "/'";
    // AutoTest's only POINTER is the null one (testing/test_values.cpp).
    case Tag::Pointer: return v.n64 == 0 ? "default_pointer" : "(default_pointer + " + std::to_string(v.n64) + ")";
    default: return "Void";
    }
}

std::string toEiffelRoutine(const sema::Program& program, const TestCase& test, const std::string& name, const std::string& comment)
{
    std::vector<std::string> names(test.steps.size());
    std::vector<std::pair<std::string, std::string>> locals;  // name, type
    std::vector<std::string> body;
    int objects = 0, arrays = 0, results = 0;
    for (std::size_t i = 0; i < test.steps.size(); ++i) {
        const Step& s = test.steps[i];
        std::vector<std::string> args;
        for (const Argument& a : s.args) {
            switch (a.kind) {
            case Argument::Kind::Variable: args.push_back(a.variable >= 0 ? names[static_cast<std::size_t>(a.variable)] : "Void"); break;
            case Argument::Kind::Void: args.push_back("Void"); break;
            case Argument::Kind::Basic: args.push_back(eiffelBasic(a.basic)); break;
            case Argument::Kind::String: args.push_back(eiffelString(a.text)); break;
            case Argument::Kind::Array: {
                const std::string array = "a" + std::to_string(++arrays);
                locals.emplace_back(array, typeName(a.type));
                const runtime::Tag itemTag = a.items.empty() ? runtime::Tag::Void : a.items.front().tag;
                if (a.items.empty() || itemTag == runtime::Tag::Integer64 || itemTag == runtime::Tag::Natural32) {
                    // <<…>> would be typed from its items (INTEGER_32): fill an empty array instead.
                    body.push_back("create " + array + ".make_empty");
                    for (std::size_t k = 0; k < a.items.size(); ++k)
                        body.push_back(array + ".force (" + eiffelBasic(a.items[k]) + ", " + std::to_string(k + 1) + ")");
                } else {
                    std::string items;
                    for (const runtime::Value& item : a.items) items += (items.empty() ? "" : ", ") + eiffelBasic(item);
                    body.push_back(array + " := <<" + items + ">>");
                }
                args.push_back(array);
                break;
            }
            }
        }
        std::string argText;
        if (!args.empty()) {
            argText = " (";
            for (std::size_t k = 0; k < args.size(); ++k) argText += (k ? ", " : "") + args[k];
            argText += ")";
        }
        if (s.kind == Step::Kind::Create) {
            names[i] = "v" + std::to_string(++objects);
            locals.emplace_back(names[i], typeName(s.type));
            const bool plain = !s.feature || (s.feature->name == "default_create" && s.args.empty());
            body.push_back("create " + names[i] + (plain ? std::string() : "." + s.feature->name + argText));
        } else {
            const std::string& target = s.target >= 0 ? names[static_cast<std::size_t>(s.target)] : std::string("Current");
            const std::string call = target + "." + (s.feature ? s.feature->name : std::string("?")) + argText;
            if (s.feature && s.feature->isQuery()) {
                const sema::Type* targetType = s.target >= 0 ? test.steps[static_cast<std::size_t>(s.target)].type : nullptr;
                const sema::Type* resultType = targetType ? program.instantiate(s.feature->type, s.feature->owner, targetType) : s.feature->type;
                const std::string result = "r" + std::to_string(++results);
                locals.emplace_back(result, typeName(resultType));
                body.push_back(result + " := " + call);
            } else {
                body.push_back(call);
            }
        }
    }
    std::string out = "\t" + name + "\n";
    if (!comment.empty()) out += "\t\t\t-- " + comment + "\n";
    if (!locals.empty()) {
        out += "\t\tlocal\n";
        for (const auto& [n, t] : locals) out += "\t\t\t" + n + ": " + t + "\n";
    }
    out += "\t\tdo\n";
    for (const std::string& line : body) out += "\t\t\t" + line + "\n";
    out += "\t\tend\n";
    return out;
}

std::string toEiffelClass(const std::string& className, const std::string& description,
                          const std::vector<std::pair<std::string, std::string>>& routines)
{
    std::string out = "note\n\tdescription: " + eiffelString(description) + "\n\n";
    out += "class\n\t" + className + "\n\ninherit\n\tEQA_TEST_SET\n\nfeature -- Tests\n";
    for (const auto& routine : routines) out += "\n" + routine.second;
    out += "\nend\n";
    return out;
}

}  // namespace amend::testing
