// ANY's deep operations (EiffelBase's `deep_twin' and `is_deep_equal'; `deep_copy' is Eiffel code
// over them): the whole object structure reachable from Current, shared objects and cycles kept
// as they are. Objects are walked through their fields and their native payload (SPECIAL items,
// the kernel's STRING_8 characters, an agent's closed operands). Type objects (TYPE [T]) are one
// per type in a run, so they are shared, never duplicated.
#include "runtime/machine.h"
#include "runtime/operators.h"

#include <unordered_map>
#include <vector>

namespace amend::runtime {

namespace {

// Makes the copies of the objects reachable from a root, each object once; a work list instead
// of recursion, so long chains (a linked list of many cells) need no deep C++ stack.
class DeepCopier {
public:
    explicit DeepCopier(Machine& m) : m_machine(m) {}

    Value copyAll(Value root)
    {
        const Value result = copyOf(root);
        while (!m_pending.empty()) {
            const Object* from = m_pending.back();
            m_pending.pop_back();
            fill(from, m_copies.at(from));
        }
        return result;
    }

private:
    // The copy of `v' (made, its contents filled later), or `v' itself when it is no object to copy.
    Value copyOf(Value v)
    {
        if (!v.isRef() || v.ref->cls->name == "TYPE") return v;
        auto known = m_copies.find(v.ref);
        if (known != m_copies.end()) return Value::object(known->second);
        Object* to = m_machine.allocate(v.ref->type);
        m_copies.emplace(v.ref, to);
        m_pending.push_back(v.ref);
        return Value::object(to);
    }

    void fill(const Object* from, Object* to)
    {
        for (std::uint32_t i = 0; i < from->fieldCount && i < to->fieldCount; ++i) to->fields()[i] = copyOf(from->fields()[i]);
        switch (from->cls->native) {
        case sema::NativeKind::String: *to->string = *from->string; break;
        case sema::NativeKind::Special:
            to->special->capacity = from->special->capacity;
            to->special->items.reserve(from->special->items.size());
            for (const Value& item : from->special->items) to->special->items.push_back(copyOf(item));
            break;
        case sema::NativeKind::Agent:
            *to->agent = *from->agent;
            for (Value& operand : to->agent->operands) operand = copyOf(operand);
            break;
        case sema::NativeKind::None: to->referenceBits = from->referenceBits; break;
        }
    }

    Machine& m_machine;
    std::unordered_map<const Object*, Object*> m_copies;
    std::vector<const Object*> m_pending;  // copied objects whose contents are not filled yet
};

// Whether two object structures are isomorphic: a one-to-one pairing of their objects with the
// same types and equal basic fields, references paired alike (a work list, as DeepCopier).
class DeepComparer {
public:
    bool equal(Value a, Value b)
    {
        if (!pair(a, b)) return false;
        while (!m_pending.empty()) {
            const auto [x, y] = m_pending.back();
            m_pending.pop_back();
            if (!contentsEqual(x, y)) return false;
        }
        return true;
    }

private:
    // Whether a and b may correspond: equal basic values, or objects of one type not paired with
    // others (their contents compared later).
    bool pair(Value a, Value b)
    {
        if (!a.isRef() || !b.isRef()) return a.tag == b.tag && (a.isVoid() || valuesEqual(a, b));
        auto paired = m_pairs.find(a.ref);
        if (paired != m_pairs.end()) return paired->second == b.ref;
        if (m_reverse.count(b.ref)) return false;  // b is already paired with another object
        if (a.ref->type != b.ref->type || a.ref->fieldCount != b.ref->fieldCount) return false;
        m_pairs.emplace(a.ref, b.ref);
        m_reverse.emplace(b.ref, a.ref);
        m_pending.emplace_back(a.ref, b.ref);
        return true;
    }

    bool contentsEqual(const Object* x, const Object* y)
    {
        for (std::uint32_t i = 0; i < x->fieldCount; ++i)
            if (!pair(x->fields()[i], y->fields()[i])) return false;
        switch (x->cls->native) {
        case sema::NativeKind::String: return *x->string == *y->string;
        case sema::NativeKind::Special: {
            const auto& p = x->special->items;
            const auto& q = y->special->items;
            if (p.size() != q.size()) return false;
            for (std::size_t i = 0; i < p.size(); ++i)
                if (!pair(p[i], q[i])) return false;
            return true;
        }
        case sema::NativeKind::Agent: {
            const AgentData& p = *x->agent;
            const AgentData& q = *y->agent;
            if (p.feature != q.feature || p.routineId != q.routineId || p.open != q.open || p.operands.size() != q.operands.size()) return false;
            for (std::size_t i = 0; i < p.operands.size(); ++i)
                if (!pair(p.operands[i], q.operands[i])) return false;
            return true;
        }
        case sema::NativeKind::None: return x->referenceBits == y->referenceBits;
        }
        return true;
    }

    std::unordered_map<const Object*, const Object*> m_pairs, m_reverse;
    std::vector<std::pair<const Object*, const Object*>> m_pending;  // paired, contents not compared yet
};

Value anyDeepTwin(Machine& m, Value cur, Value*)
{
    DeepCopier copier(m);
    return copier.copyAll(cur);
}

Value anyIsDeepEqual(Machine&, Value cur, Value* args)
{
    if (args[0].isVoid()) return Value::boolean(false);
    DeepComparer comparer;
    return Value::boolean(comparer.equal(cur, args[0]));
}

}  // namespace

void registerDeepBuiltins(std::unordered_map<std::string_view, BuiltinFn>& t)
{
    t.emplace("ANY.deep_twin", &anyDeepTwin);
    t.emplace("ANY.is_deep_equal", &anyIsDeepEqual);
}

}  // namespace amend::runtime
