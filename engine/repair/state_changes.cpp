// Objects a routine body changes, and which of their attributes (see state_changes.h).
#include "repair/state_changes.h"

#include "sema/program.h"

namespace amend::repair {

namespace {

const std::string kAnyChange = "*";

// The attributes of its own object a command writes, following the routines it calls on
// Current; memoized for one question (a handful of library routines).
class WriteSets {
public:
    const std::set<std::string>& of(const sema::FeatureInfo& command)
    {
        if (auto done = m_done.find(&command); done != m_done.end()) return done->second;
        std::set<std::string> writes;
        if (m_open.insert(&command).second) {
            collect(command, writes);
            m_open.erase(&command);
        }
        return m_done[&command] = std::move(writes);   // a recursive call sees what is known so far
    }

private:
    void collect(const sema::FeatureInfo& command, std::set<std::string>& writes)
    {
        if (!command.routine) return;
        const ir::Routine& r = sema::lowered(*command.routine);
        if (r.isDeferred || r.isBuiltIn || r.instructions.empty()) {
            if (r.isDeferred || r.isBuiltIn) writes.insert("<" + command.name + ">");   // code not known
            return;
        }
        for (const ir::Instr* i : r.instructions) {
            if (i->op == ir::IOp::AssignAttr && i->feature) {
                writes.insert(i->feature->name);
            } else if (i->op == ir::IOp::CallInstr && i->value) {
                const ir::Expr& call = *i->value;
                if (!call.feature) continue;
                const bool qualified = call.op == ir::Op::Call && !call.kids.empty();
                if (call.op == ir::Op::CallCurrent || call.op == ir::Op::CallStatic || (qualified && call.kids[0]->op == ir::Op::Current)) {
                    const std::set<std::string>& more = of(*call.feature);
                    writes.insert(more.begin(), more.end());
                } else if (const sema::FeatureInfo* attribute = qualified ? rootAttribute(*call.kids[0]) : nullptr) {
                    writes.insert(attribute->name);   // `area.put (v, i)': the object of `area' changes
                }
            }
        }
    }

    // The attribute of Current through which `target` is reached (`area', `first_element.right'),
    // null when it is not reached from one.
    static const sema::FeatureInfo* rootAttribute(const ir::Expr& target)
    {
        if (target.op == ir::Op::AttrCurrent) return target.feature;
        if (target.op == ir::Op::Call && target.kids.size() == 1) return rootAttribute(*target.kids[0]);
        return nullptr;
    }

    std::map<const sema::FeatureInfo*, std::set<std::string>> m_done;
    std::set<const sema::FeatureInfo*> m_open;
};

// The object an expression denotes in `routine`: its name, and whether it is reached from an
// argument (the caller's object).
struct ObjectPath {
    std::string name;
    bool fromArgument = false;
};

ObjectPath pathOf(const ir::Routine& routine, const ir::Expr& e)
{
    switch (e.op) {
    case ir::Op::Current: return {"current", false};
    case ir::Op::Result: return {"result", false};
    case ir::Op::Local:
        if (e.slot >= 0 && static_cast<std::size_t>(e.slot) < routine.slotNames.size())
            return {routine.slotNames[static_cast<std::size_t>(e.slot)], e.slot < routine.argCount};
        break;
    case ir::Op::AttrCurrent:
    case ir::Op::CallCurrent:
        if (e.feature && e.kids.empty()) return {e.feature->name, false};
        break;
    case ir::Op::Call:
        if (e.feature && e.kids.size() == 1) {
            const ObjectPath inner = pathOf(routine, *e.kids[0]);
            return {inner.name + "." + e.feature->name, inner.fromArgument};
        }
        break;
    default: break;
    }
    return {"<value>", false};   // a computed value: one object, not the caller's
}

// The names of the routine's locals and Current's attributes it creates objects into: objects
// the routine makes are its own to change.
std::set<std::string> createdObjects(const ir::Routine& routine)
{
    std::set<std::string> created;
    for (const ir::Instr* i : routine.instructions) {
        if (!i->value || i->value->op != ir::Op::Create) continue;
        if (i->op == ir::IOp::AssignLocal && i->slot >= 0 && static_cast<std::size_t>(i->slot) < routine.slotNames.size())
            created.insert(routine.slotNames[static_cast<std::size_t>(i->slot)]);
        else if (i->op == ir::IOp::AssignAttr && i->feature)
            created.insert(i->feature->name);
        else if (i->op == ir::IOp::AssignResult)
            created.insert("result");
    }
    return created;
}

std::string rootOf(const std::string& path) { return path.substr(0, path.find('.')); }

}  // namespace

ObjectChanges changedObjects(const ir::Routine& routine)
{
    ObjectChanges changes;
    WriteSets writeSets;
    for (const ir::Instr* i : routine.instructions) {
        if (i->op == ir::IOp::AssignAttr) {
            changes["current"].insert(kAnyChange);
        } else if (i->op == ir::IOp::CallInstr && i->value) {
            const ir::Expr& call = *i->value;
            if (call.op == ir::Op::CallCurrent || call.op == ir::Op::CallStatic) {
                changes["current"].insert(kAnyChange);
            } else if (call.op == ir::Op::Call && call.feature && !call.kids.empty()) {
                const ObjectPath target = pathOf(routine, *call.kids[0]);
                std::set<std::string>& written = changes[target.name];
                if (target.fromArgument) {
                    const std::set<std::string>& writes = writeSets.of(*call.feature);
                    written.insert(writes.begin(), writes.end());
                } else {
                    written.insert(kAnyChange);
                }
            }
        }
    }
    return changes;
}

bool changesOtherObject(const ir::Routine& original, const ir::Routine& fixed)
{
    const ObjectChanges before = changedObjects(original);
    const std::set<std::string> created = createdObjects(original);
    for (const auto& [object, written] : changedObjects(fixed)) {
        if (created.count(rootOf(object))) continue;
        const auto known = before.find(object);
        for (const std::string& attribute : written)
            if (known == before.end() || !known->second.count(attribute)) return true;
    }
    return false;
}

}  // namespace amend::repair
