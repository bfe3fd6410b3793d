// IR utilities of step 3: deep copies of lowered expressions and assertions (inherited
// contracts and invariants are lowered once in the class that wrote them and copied into
// every routine/class that inherits them, with ids, hidden slots and old slots renumbered),
// and the numbering of instructions.
#include "sema/checker.h"

namespace amend::sema::check {

namespace {

bool usesSlot(ir::Op op)
{
    return op == ir::Op::Local || op == ir::Op::ObjectTest || op == ir::Op::Quantifier;
}

// A hidden slot (object-test local, iteration variable or cursor) of the routine copied from,
// as a new slot of the routine copied into (the same one for every use); others are unchanged.
int renumberedHidden(int slot, const sema::Type* type, CloneContext& ctx)
{
    if (slot < ctx.firstHidden || !ctx.from || !ctx.into) return slot;
    const auto index = static_cast<std::size_t>(slot);
    if (ctx.slotMap.size() <= index) ctx.slotMap.resize(index + 1, -1);
    if (ctx.slotMap[index] < 0) {
        ctx.into->slotTypes.push_back(index < ctx.from->slotTypes.size() ? ctx.from->slotTypes[index] : type);
        ctx.into->slotNames.push_back(index < ctx.from->slotNames.size() ? ctx.from->slotNames[index] : std::string());
        ctx.into->frameSize = static_cast<int>(ctx.into->slotTypes.size());
        ctx.slotMap[index] = ctx.into->frameSize - 1;
    }
    return ctx.slotMap[index];
}

void number(ir::Block& block, ir::Routine& routine);

void numberOne(ir::Instr& s, ir::Routine& routine)
{
    s.id = static_cast<int>(routine.instructions.size());
    routine.instructions.push_back(&s);
    number(s.from, routine);
    number(s.body, routine);
    for (ir::Block& b : s.blocks) number(b, routine);
    for (ir::InspectWhen& w : s.whens) number(w.body, routine);
    number(s.elseBlock, routine);
}

void number(ir::Block& block, ir::Routine& routine)
{
    for (auto& s : block)
        if (s) numberOne(*s, routine);
}

}  // namespace

ir::ExprPtr cloneExpr(const ir::Expr& e, CloneContext& ctx)
{
    auto c = std::make_unique<ir::Expr>();
    c->op = e.op;
    c->basic = e.basic;
    c->fromBasic = e.fromBasic;
    c->type = e.type;
    c->id = ctx.nextId ? (*ctx.nextId)++ : e.id;
    c->slot = e.slot;
    c->routineId = e.routineId;
    c->feature = e.feature;
    c->auxFeature = e.auxFeature;
    c->intValue = e.intValue;
    c->realValue = e.realValue;
    c->text = e.text;
    c->text8 = e.text8;
    c->flag = e.flag;
    c->cursorForm = e.cursorForm;
    c->iterNewCursor = e.iterNewCursor;
    c->iterAfter = e.iterAfter;
    c->iterItem = e.iterItem;
    c->iterForth = e.iterForth;
    c->range = e.range;
    c->inlineRoutine = e.inlineRoutine;
    if (e.op == ir::Op::Old) {
        c->slot = e.slot + ctx.oldOffset;
    } else if (usesSlot(e.op)) {
        c->slot = renumberedHidden(e.slot, e.type, ctx);
    }
    c->cursorSlot = e.cursorSlot >= 0 ? renumberedHidden(e.cursorSlot, e.type, ctx) : -1;
    c->kids.reserve(e.kids.size());
    for (const auto& k : e.kids) c->kids.push_back(k ? cloneExpr(*k, ctx) : nullptr);
    return c;
}

ir::Assertion cloneAssertion(const ir::Assertion& a, CloneContext& ctx)
{
    ir::Assertion c;
    c.tag = a.tag;
    c.text = a.text;
    c.range = a.range;
    c.writtenIn = a.writtenIn;
    if (a.cond) c.cond = cloneExpr(*a.cond, ctx);
    return c;
}

void numberInstructions(ir::Routine& routine)
{
    routine.instructions.clear();
    number(routine.body, routine);
    number(routine.rescue, routine);
}

}  // namespace amend::sema::check
