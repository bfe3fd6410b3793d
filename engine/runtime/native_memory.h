// The memory a project's own EiffelBase reaches through POINTER (MANAGED_POINTER, C_STRING, the
// file names of FILE): blocks its C externals allocate (`c_malloc', `c_calloc' …) and the
// variables whose address `$x' takes (ir::Op::Address). A POINTER value is a number in this
// run's own address space, never a host address: every read and write is checked against a live
// block or variable, and anything else is a failure of the run, not a crash of Amend.
#pragma once

#include "runtime/value.h"

#include <cstdint>
#include <map>
#include <optional>
#include <vector>

namespace amend::runtime {

struct CallRecord;

class NativeMemory {
public:
    // A new block of n bytes (zeroed), its address; never 0.
    std::uint64_t allocate(std::size_t n);
    // Release the block that starts at `address' (0: nothing); false when no block starts there.
    bool release(std::uint64_t address);
    // The block at `address' resized to n bytes (contents kept up to n, new bytes zero), at a new
    // address; 0 when `address' starts no block (address 0: a new block, as C's realloc).
    std::uint64_t resize(std::uint64_t address, std::size_t n);

    // The address of a variable (`$x'): `slot' stays valid while `owner', the call record of
    // the routine that holds it (at call depth `depth'), is active. Variables of calls that have
    // returned are forgotten then, so their addresses are reused as in C. A call is told from a
    // later one whose record lies at the same address by the serial number given to its record.
    std::uint64_t addressOf(Value* slot, const CallRecord* owner, int depth);

    // Read or write n bytes at `address' (little-endian, as the host); false when they are not all
    // inside one live block or variable. `active' is the innermost call record, to tell whether a
    // variable's routine is still running.
    bool read(std::uint64_t address, std::size_t n, std::uint8_t* out, const CallRecord* active);
    bool write(std::uint64_t address, std::size_t n, const std::uint8_t* in, const CallRecord* active);

    std::size_t bytesAllocated() const { return m_bytes; }

private:
    struct Variable {
        Value* slot;
        const CallRecord* owner;
        std::uint64_t call;  // owner->serial when the address was taken
        int depth;
        bool ownedBy(const CallRecord* record) const;  // is `record' the call that holds it
    };
    std::uint64_t callNumber(const CallRecord* record);  // its serial, given on first use
    // The variable whose bytes [offset, offset + n) `address' and `n' name, for a routine of `active'.
    Variable* variableAt(std::uint64_t address, std::size_t n, const CallRecord* active, std::size_t& offset);
    std::uint8_t* blockBytes(std::uint64_t address, std::size_t n);  // n bytes inside one block, or null
    std::map<std::uint64_t, std::vector<std::uint8_t>> m_blocks;  // start address → bytes
    std::uint64_t m_next = 0x10000;                                // next block's address
    std::vector<Variable> m_variables;                             // index = (address - kVariableBase) / kVariableStride
    std::size_t m_bytes = 0;                                       // live block bytes
    std::uint64_t m_lastCall = 0;                                  // the last serial given to a call
};

// Bytes of a basic value as C stores it (BOOLEAN and CHARACTER_8 one byte, REAL_32 a float …);
// 0 for references and Void.
std::size_t basicSize(Tag tag);

}  // namespace amend::runtime
