// Fuzz harness: the candidate path of a fix session. A fixed valid program; the input is a
// routine number (first byte) and a new body for that routine (the rest), as a candidate fix
// would replace it. The body is lowered as candidates are (synthesis::lowerCandidate) and, when
// it checks, the program is run with the routine replaced (as validation runs a candidate)
// under small budgets. The seeds are the routines' own bodies (seeds/candidate/), so the
// token-level mutator (eiffel_mutator.cpp) produces the mutants of one routine's body.
#include "runtime/interpreter.h"
#include "sema/compiler.h"
#include "synthesis/lowering.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace {

const char* const programText = R"(class FUZZ_TARGET
create make
feature
	make
		local
			a: ARRAY [INTEGER]
			n: INTEGER
		do
			create a.make_filled (0, 1, 5)
			a.put (7, 2)
			a.put (-3, 4)
			n := sum_to (10) + maximum (a) + count_even (a)
			if is_sorted (a) then n := n + 1 end
			last := n
		end

	last: INTEGER

	sum_to (n: INTEGER): INTEGER
		require
			non_negative: n >= 0
		local
			i: INTEGER
		do
			from i := 1 until i > n loop
				Result := Result + i
				i := i + 1
			variant
				n - i + 1
			end
		ensure
			gauss: Result = n * (n + 1) // 2
		end

	maximum (a: ARRAY [INTEGER]): INTEGER
		require
			not_empty: a.count > 0
		local
			i: INTEGER
		do
			Result := a.item (a.lower)
			from i := a.lower + 1 until i > a.upper loop
				if a.item (i) > Result then
					Result := a.item (i)
				end
				i := i + 1
			end
		ensure
			is_maximum: across a as c all c.item <= Result end
		end

	count_even (a: ARRAY [INTEGER]): INTEGER
		do
			across a as c loop
				if c.item \\ 2 = 0 then Result := Result + 1 end
			end
		ensure
			bounded: Result <= a.count
		end

	is_sorted (a: ARRAY [INTEGER]): BOOLEAN
		local
			i: INTEGER
		do
			Result := True
			from i := a.lower until i >= a.upper or not Result loop
				Result := a [i] <= a [i + 1]
				i := i + 1
			end
		end
end
)";

const char* const routines[] = {"sum_to", "maximum", "count_even", "is_sorted", "make"};

// The program, compiled once: lowering a candidate leaves it as it is (the candidate owns what
// is lowered for it).
std::shared_ptr<const amend::sema::Program> program;

const amend::sema::Program& target()
{
    if (!program) {
        amend::sema::CompileInput input;
        input.buffers.emplace_back("fuzz_target.e", programText);
        amend::DiagnosticSink sink;
        program = amend::sema::compileProgram(input, sink);
        if (sink.hasErrors()) __builtin_trap();  // the fixed program itself must check
    }
    return *program;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size < 1) return 0;
    const amend::sema::Program& p = target();
    const amend::sema::ClassInfo* cls = p.classNamed("FUZZ_TARGET");
    const amend::sema::FeatureInfo* feature = cls->feature(routines[data[0] % std::size(routines)]);
    const amend::synthesis::RoutineText text(p, *feature);
    if (!text.valid()) __builtin_trap();
    amend::synthesis::Candidate candidate;
    candidate.edits.push_back({text.bodyBegin(), text.bodyEnd(), std::string(reinterpret_cast<const char*>(data) + 1, size - 1)});
    if (!amend::synthesis::lowerCandidate(p, *feature, text, candidate)) return 0;
    amend::runtime::RunOptions options;
    options.limits.maxSteps = 20'000;
    options.limits.maxDepth = 200;
    options.limits.maxMemoryBytes = 8u * 1024 * 1024;
    options.overrides[feature->routine] = candidate.lowered;
    amend::runtime::runWithLargeStack([&] { amend::runtime::runRoot(p, "FUZZ_TARGET", "make", options); }, 64u * 1024 * 1024);
    return 0;
}
