// Canonical rendering of reachable state (see observation.h).
#include "testing/observation.h"

#include "runtime/library_strings.h"
#include "sema/program.h"

#include <algorithm>
#include <cstdio>
#include <unordered_map>

namespace amend::testing {

namespace {

std::string basicText(runtime::Value v)
{
    char buffer[64];
    switch (v.tag) {
    case runtime::Tag::Boolean: return v.b ? "True" : "False";
    case runtime::Tag::Character: std::snprintf(buffer, sizeof buffer, "'%%/%u/'", v.c); return buffer;
    case runtime::Tag::Integer32: return std::to_string(v.i32);
    case runtime::Tag::Integer64: return std::to_string(v.i64);
    case runtime::Tag::Natural32: return std::to_string(v.n32);
    case runtime::Tag::Real64: std::snprintf(buffer, sizeof buffer, "%.17g", v.r); return buffer;
    case runtime::Tag::Integer8: case runtime::Tag::Integer16: return std::to_string(v.i32);
    case runtime::Tag::Natural8: case runtime::Tag::Natural16: return std::to_string(v.n32);
    case runtime::Tag::Natural64: return std::to_string(v.n64);
    case runtime::Tag::Real32: std::snprintf(buffer, sizeof buffer, "%.9g", v.r); return buffer;
    case runtime::Tag::Character32: std::snprintf(buffer, sizeof buffer, "'%%/%u/'", v.c); return buffer;
    case runtime::Tag::Pointer: std::snprintf(buffer, sizeof buffer, "0x%llx", static_cast<unsigned long long>(v.n64)); return buffer;
    case runtime::Tag::Void: return "Void";
    case runtime::Tag::Reference: break;
    }
    return "?";
}

class Renderer {
public:
    Renderer(const std::function<std::string(const std::string&)>& className, const ObservationLimits& limits)
        : m_className(className), m_limits(limits)
    {
    }

    void value(runtime::Value v, int depth)
    {
        if (!v.isRef()) {
            m_out += basicText(v);
            return;
        }
        const runtime::Object* o = v.ref;
        if (const auto it = m_numbers.find(o); it != m_numbers.end()) {
            m_out += "@" + std::to_string(it->second);
            return;
        }
        if (depth > m_limits.maxDepth || static_cast<int>(m_numbers.size()) >= m_limits.maxObjects) {
            m_out += "…";
            return;
        }
        const int number = static_cast<int>(m_numbers.size()) + 1;
        m_numbers.emplace(o, number);
        const std::string name = o->cls ? o->cls->name : std::string("?");
        m_out += "#" + std::to_string(number) + " " + (m_className ? m_className(name) : name);
        if (runtime::isStringObject(o)) {
            m_out += " \"" + runtime::stringObjectText(o) + "\"";
            return;
        }
        if (o->cls && o->cls->native == sema::NativeKind::Special) {
            m_out += " [";
            if (o->special) {
                for (std::size_t i = 0; i < o->special->items.size(); ++i) {
                    if (i > 0) m_out += ", ";
                    value(o->special->items[i], depth + 1);
                }
            }
            m_out += "]";
            return;
        }
        if (!o->cls) return;
        // Attributes by name: the two programs need not declare them in the same order.
        std::vector<std::pair<std::string, std::uint32_t>> fields;
        for (std::size_t slot = 0; slot < o->cls->fields.size() && slot < o->fieldCount; ++slot) {
            const sema::FeatureInfo* f = o->cls->fields[slot];
            fields.emplace_back(f ? f->name : "?", static_cast<std::uint32_t>(slot));
        }
        std::sort(fields.begin(), fields.end());
        m_out += " {";
        for (std::size_t i = 0; i < fields.size(); ++i) {
            if (i > 0) m_out += ", ";
            m_out += fields[i].first + "=";
            value(o->fields()[fields[i].second], depth + 1);
        }
        m_out += "}";
    }

    std::string take() { return std::move(m_out); }
    void append(const std::string& text) { m_out += text; }

private:
    const std::function<std::string(const std::string&)>& m_className;
    ObservationLimits m_limits;
    std::unordered_map<const runtime::Object*, int> m_numbers;
    std::string m_out;
};

}  // namespace

std::string describeState(const std::vector<std::pair<std::string, runtime::Value>>& roots,
                          const std::function<std::string(const std::string&)>& className, const ObservationLimits& limits)
{
    Renderer renderer(className, limits);
    for (std::size_t i = 0; i < roots.size(); ++i) {
        if (i > 0) renderer.append("; ");
        renderer.append(roots[i].first + "=");
        renderer.value(roots[i].second, 0);
    }
    return renderer.take();
}

std::vector<std::pair<std::string, runtime::Value>> observedRoots(const TestCase& test, const std::vector<runtime::Value>& values,
                                                                  const std::vector<runtime::Value>& arguments)
{
    std::vector<std::pair<std::string, runtime::Value>> roots;
    const Step& last = test.steps.back();
    const std::size_t lastIndex = test.steps.size() - 1;
    if (last.kind == Step::Kind::Call && last.target >= 0) roots.emplace_back("target", values[static_cast<std::size_t>(last.target)]);
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        if (arguments[i].isRef()) roots.emplace_back("arg" + std::to_string(i + 1), arguments[i]);
    }
    roots.emplace_back(last.kind == Step::Kind::Create ? "created" : "result", values[lastIndex]);
    return roots;
}

}  // namespace amend::testing
