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

// Walks the state reachable from one value, in the canonical order, telling a visitor what it
// meets: objects numbered as first reached, attributes by name, SPECIAL items by index. The two
// visitors below make describeState's text and the leaves of describeStateAndLeaves from the same walk.
template <typename Visitor>
class StateWalk {
public:
    StateWalk(Visitor& visitor, const std::function<std::string(const std::string&)>& className, const ObservationLimits& limits)
        : m_visitor(visitor), m_className(className), m_limits(limits)
    {
    }

    void value(runtime::Value v, const std::string& path, int depth)
    {
        if (!v.isRef()) return m_visitor.leaf(path, basicText(v));
        const runtime::Object* o = v.ref;
        if (const auto it = m_numbers.find(o); it != m_numbers.end()) return m_visitor.leaf(path, "@" + std::to_string(it->second));
        if (depth > m_limits.maxDepth || static_cast<int>(m_numbers.size()) >= m_limits.maxObjects) return m_visitor.leaf(path, "…");
        const int number = static_cast<int>(m_numbers.size()) + 1;
        m_numbers.emplace(o, number);
        const std::string name = o->cls ? o->cls->name : std::string("?");
        const std::string identity = "#" + std::to_string(number) + " " + (m_className ? m_className(name) : name);
        if (runtime::isStringObject(o)) return m_visitor.leaf(path, identity + " \"" + runtime::stringObjectText(o) + "\"");
        m_visitor.object(path, identity);
        if (o->cls && o->cls->native == sema::NativeKind::Special) {
            m_visitor.open('[');
            if (o->special) {
                for (std::size_t i = 0; i < o->special->items.size(); ++i) {
                    if (i > 0) m_visitor.separate();
                    value(o->special->items[i], path + "[" + std::to_string(i) + "]", depth + 1);
                }
            }
            return m_visitor.close(']');
        }
        if (!o->cls) return;
        // Attributes by name: the two programs need not declare them in the same order.
        std::vector<std::pair<std::string, std::uint32_t>> fields;
        for (std::size_t slot = 0; slot < o->cls->fields.size() && slot < o->fieldCount; ++slot) {
            const sema::FeatureInfo* f = o->cls->fields[slot];
            fields.emplace_back(f ? f->name : "?", static_cast<std::uint32_t>(slot));
        }
        std::sort(fields.begin(), fields.end());
        m_visitor.open('{');
        for (std::size_t i = 0; i < fields.size(); ++i) {
            if (i > 0) m_visitor.separate();
            m_visitor.name(fields[i].first);
            value(o->fields()[fields[i].second], path + "." + fields[i].first, depth + 1);
        }
        m_visitor.close('}');
    }

private:
    Visitor& m_visitor;
    const std::function<std::string(const std::string&)>& m_className;
    ObservationLimits m_limits;
    std::unordered_map<const runtime::Object*, int> m_numbers;
};

// describeState's text: "#2 CELL {item=3, right=Void}".
struct TextVisitor {
    std::string out;
    void leaf(const std::string&, const std::string& text) { out += text; }
    void object(const std::string&, const std::string& identity) { out += identity; }
    void open(char bracket) { out += bracket == '{' ? " {" : " ["; }
    void separate() { out += ", "; }
    void name(const std::string& attribute) { out += attribute + "="; }
    void close(char bracket) { out += bracket; }
};

// The leaves of describeStateAndLeaves.
struct LeafVisitor {
    std::vector<StateLeaf> leaves;
    void leaf(const std::string& path, const std::string& text) { leaves.push_back({path, text}); }
    void object(const std::string& path, const std::string& identity) { leaves.push_back({path, identity}); }
    void open(char) {}
    void separate() {}
    void name(const std::string&) {}
    void close(char) {}
};

// Both, from one walk.
struct TextAndLeafVisitor {
    TextVisitor text;
    LeafVisitor leaves;
    void leaf(const std::string& path, const std::string& value)
    {
        text.leaf(path, value);
        leaves.leaf(path, value);
    }
    void object(const std::string& path, const std::string& identity)
    {
        text.object(path, identity);
        leaves.object(path, identity);
    }
    void open(char bracket) { text.open(bracket); }
    void separate() { text.separate(); }
    void name(const std::string& attribute) { text.name(attribute); }
    void close(char bracket) { text.close(bracket); }
};

// describeState's text of `roots' (root names, "; " between them) as `visitor' walks them.
template <typename Visitor>
void walkRoots(const std::vector<std::pair<std::string, runtime::Value>>& roots, Visitor& visitor, TextVisitor& text,
               const std::function<std::string(const std::string&)>& className, const ObservationLimits& limits)
{
    StateWalk<Visitor> walk(visitor, className, limits);
    for (std::size_t i = 0; i < roots.size(); ++i) {
        if (i > 0) text.out += "; ";
        text.out += roots[i].first + "=";
        walk.value(roots[i].second, roots[i].first, 0);
    }
}

}  // namespace

std::string describeState(const std::vector<std::pair<std::string, runtime::Value>>& roots,
                          const std::function<std::string(const std::string&)>& className, const ObservationLimits& limits)
{
    TextVisitor text;
    walkRoots(roots, text, text, className, limits);
    return std::move(text.out);
}

DescribedState describeStateAndLeaves(const std::vector<std::pair<std::string, runtime::Value>>& roots,
                                      const std::function<std::string(const std::string&)>& className, const ObservationLimits& limits)
{
    TextAndLeafVisitor both;
    walkRoots(roots, both, both.text, className, limits);
    return {std::move(both.text.out), std::move(both.leaves.leaves)};
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
