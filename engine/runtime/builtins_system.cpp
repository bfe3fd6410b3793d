// EiffelBase's routines about the running system that the runtime provides natively: the C
// externals CONSOLE writes the standard files with (into the run's captured output, standard
// error too), MEMORY's garbage-collector controls (Amend's heap lives as long as the run: collecting
// does nothing, the collector counts as on), EXCEPTIONS.die (ends the run as a failure naming the
// exit code) and `raise' (a developer exception), EXCEPTION_MANAGER's `raise' (a failure rescue clauses catch), ARGUMENTS_32.argument_count (a run has no command-line arguments). Reading the
// console is not provided: a run has no input.
#include "runtime/builtin_constants.h"
#include "runtime/library_strings.h"
#include "runtime/machine.h"

#include <unordered_map>

namespace amend::runtime {

namespace {

// ---- CONSOLE (`file' is console_def's pointer for 0 input, 1 output, 2 error)

// console_def (n): the C file of standard file n, a POINTER that is no address of NativeMemory's
// (never read or written through) and not the default pointer: 0x1000 + n.
Value consoleDef(Machine&, Value, Value* args) { return Value::pointer(0x1000 + static_cast<std::uint64_t>(args[0].asInt())); }

// console_ps (file, $area, n): the first n characters of a string's `area' (SPECIAL [CHARACTER_8]).
Value consolePutString(Machine& m, Value, Value* args)
{
    const Value area = args[1];
    const std::int64_t n = args[2].asInt();
    if (!area.isRef() || area.ref->cls->native != sema::NativeKind::Special)
        m.internalError("CONSOLE.console_ps: the string's characters are not a SPECIAL");
    const auto& items = area.ref->special->items;
    for (std::int64_t i = 0; i < n && static_cast<std::size_t>(i) < items.size(); ++i) m.output += static_cast<char>(items[static_cast<std::size_t>(i)].c);
    return Value();
}

// console_pc, console_pi, console_pr, console_pd (file, value): the value as its `out'.
Value consolePutValue(Machine& m, Value, Value* args)
{
    m.output += outText(args[1]);
    return Value();
}

Value consoleNewLine(Machine& m, Value, Value*)
{
    m.output += '\n';
    return Value();
}


// ---- EXCEPTIONS

Value exceptionsDie(Machine& m, Value, Value* args)
{
    const CallRecord* call = m.topRecord;
    const std::string status = std::to_string(args[0].asInt());
    m.fail(ViolationKind::Exit, nullptr, call ? call->site : SourceRange{}, "the program ended itself with `die (" + status + ")'", false,
           call ? call->feature : nullptr, status);
}

// raise (name): a developer exception named `name', raised where it is called: a failure of the
// run that a rescue clause catches, as EXCEPTION_MANAGER's `raise'.
Value exceptionsRaise(Machine& m, Value, Value* args)
{
    const CallRecord* call = m.topRecord;
    const std::string name = args[0].isRef() ? stringObjectText(args[0].ref) : std::string();
    m.fail(ViolationKind::Raised, nullptr, call ? call->site : SourceRange{}, "developer exception `" + name + "' raised", false,
           call ? call->feature : nullptr, name);
}

// ---- EXCEPTION_MANAGER (its routines are `built_in static': one manager serves)

Value exceptionManager(Machine& m, Value, Value*)
{
    const sema::ClassInfo* cls = m.program.classNamed("EXCEPTION_MANAGER");
    if (!cls) m.internalError("no class EXCEPTION_MANAGER");
    return m.create(m.program.types.classType(cls), nullptr, nullptr, 0, m.currentSite());
}

// raise (exception): the run fails where it was raised, as a violation a rescue clause catches.
Value exceptionRaise(Machine& m, Value, Value* args)
{
    const CallRecord* call = m.topRecord;
    const sema::ClassInfo* cls = m.classOf(args[0]);
    const std::string name = cls ? cls->name : std::string("Void");
    m.fail(ViolationKind::Raised, nullptr, call ? call->site : SourceRange{}, "exception " + name + " raised", false,
           call ? call->feature : nullptr, name);
}

}  // namespace

void registerSystemBuiltins(std::unordered_map<std::string_view, BuiltinFn>& t)
{
    t.emplace("CONSOLE.console_def", &consoleDef);
    t.emplace("CONSOLE.console_ps", &consolePutString);
    t.emplace("CONSOLE.console_pc", &consolePutValue);
    t.emplace("CONSOLE.console_pi", &consolePutValue);
    t.emplace("CONSOLE.console_pr", &consolePutValue);
    t.emplace("CONSOLE.console_pd", &consolePutValue);
    t.emplace("CONSOLE.console_tnwl", &consoleNewLine);
    // Standard input: as C's feof before a read, not at its end (FreeELKS's `read_*' require it
    // readable); the reads themselves are externals a program under test is not given (no file
    // access), reported apart as a gap of the run time, not as the library's fault (issue 35).
    t.emplace("CONSOLE.console_eof", &constantBoolean<false>);
    t.emplace("CONSOLE.file_close", &noEffect);
    // The run's output is UTF-8 text (CHARACTER_32's `out', reports): so is the console's encoding.
    t.emplace("SYSTEM_ENCODINGS_IMP.is_utf8_activated", &constantBoolean<true>);
    // MEMORY: controls without effect; the collector is on; its parameters are 0.
    for (const char* key : {"MEMORY.collect", "MEMORY.full_collect", "MEMORY.full_coalesce", "MEMORY.collection_off", "MEMORY.collection_on",
                            "MEMORY.allocate_fast", "MEMORY.allocate_compact", "MEMORY.allocate_tiny", "MEMORY.set_memory_threshold",
                            "MEMORY.set_collection_period", "MEMORY.set_coalesce_period", "MEMORY.set_max_mem", "MEMORY.gc_monitoring",
                            "MEMORY.free"})
        t.emplace(key, &noEffect);
    t.emplace("MEMORY.collecting", &constantBoolean<true>);
    for (const char* key : {"MEMORY.memory_threshold", "MEMORY.collection_period", "MEMORY.coalesce_period", "MEMORY.largest_coalesced_block",
                            "MEMORY.max_mem", "MEMORY.chunk_size", "MEMORY.tenure", "MEMORY.generation_object_limit", "MEMORY.scavenge_zone_size"})
        t.emplace(key, &constantInteger<0>);
    t.emplace("EXCEPTIONS.die", &exceptionsDie);
    t.emplace("EXCEPTIONS.new_die", &exceptionsDie);
    t.emplace("EXCEPTIONS.raise", &exceptionsRaise);
    t.emplace("ARGUMENTS_32.argument_count", &constantInteger<0>);
    t.emplace("EXCEPTION_MANAGER_FACTORY.exception_manager", &exceptionManager);
    t.emplace("EXCEPTION_MANAGER.raise", &exceptionRaise);
    // Every exception is raised and caught: ignoring one is not supported (nothing is ignored).
    t.emplace("EXCEPTION_MANAGER.is_raisable", &constantBoolean<true>);
    t.emplace("EXCEPTION_MANAGER.is_caught", &constantBoolean<true>);
    t.emplace("EXCEPTION_MANAGER.is_ignored", &constantBoolean<false>);
    t.emplace("EXCEPTION_MANAGER.is_ignorable", &constantBoolean<false>);
    t.emplace("EXCEPTION_MANAGER.catch", &noEffect);
}

}  // namespace amend::runtime
