// Shared fixture of the step-2 unit tests (test_universe.cpp, test_universe_types.cpp): a
// minimal kernel in inline source and a helper that parses it with a user file and builds
// the universe, plus lookups used by the assertions.
#pragma once

#include "sema/build_steps.h"
#include "syntax/parser.h"

#include <memory>
#include <string>
#include <vector>

namespace amend::sema::testing {

inline const char* MiniKernel = R"(
class ANY
feature
    default_create
        do
        end
    is_equal (other: like Current): BOOLEAN
        external "built_in"
        end
end

deferred class COMPARABLE
feature
    is_less alias "<" (other: like Current): BOOLEAN
        deferred
        end
end

expanded class BOOLEAN
end

expanded class CHARACTER_8
end

expanded class REAL_64
end

expanded class INTEGER_32
inherit
    COMPARABLE
feature
    is_less alias "<" (other: like Current): BOOLEAN
        external "built_in"
        end
    plus alias "+" (other: INTEGER_32): INTEGER_32
        external "built_in"
        end
    opposite alias "-": INTEGER_32
        external "built_in"
        end
end

class STRING_8
create
    make
feature
    make
        do
        end
    count: INTEGER
end

class ARRAY [G]
create
    make
feature
    make (n: INTEGER)
        do
        end
    item alias "[]" (i: INTEGER): G
        external "built_in"
        end
    put (v: G; i: INTEGER)
        external "built_in"
        end
end

class LIST [G]
feature
    first: G
        do
        end
    extend (v: G)
        do
        end
    twin_list: like Current
        do
        end
end
)";

struct Built {
    std::unique_ptr<Program> program = std::make_unique<Program>();
    DiagnosticSink sink;
    bool ok = false;     // built and no diagnostics at all
    bool built = false;  // buildUniverse's result: false only for fatal problems
    int userFile = -1;

    const ClassInfo* cls(const char* name) const { return program->classNamed(name); }
    const FeatureInfo* feature(const char* className, const char* name) const
    {
        const ClassInfo* c = cls(className);
        return c ? c->feature(name) : nullptr;
    }
    const Type* type(const char* className, std::vector<const Type*> actuals = {}, bool detachable = false) const
    {
        return program->types.classType(cls(className), actuals, detachable);
    }
    std::string messages() const
    {
        std::string all;
        for (const auto& d : sink.diagnostics()) all += DiagnosticSink::format(d, program->sources) + "\n";
        return all;
    }
    bool hasError(const std::string& part) const
    {
        for (const auto& d : sink.diagnostics())
            if (d.severity == Severity::Error && d.message.find(part) != std::string::npos) return true;
        return false;
    }
    const Diagnostic* error(const std::string& part) const
    {
        for (const auto& d : sink.diagnostics())
            if (d.severity == Severity::Error && d.message.find(part) != std::string::npos) return &d;
        return nullptr;
    }
};

// The mini kernel is Amend's bundled kernel (its path starts with kBundledKernelPrefix); another
// `kernelPath' ("library/kernel.e") makes it a library of the project's own, like FreeELKS.
inline std::unique_ptr<Built> build(const std::string& user, const std::string& kernelPath = std::string(kBundledKernelPrefix) + "kernel.e")
{
    auto b = std::make_unique<Built>();
    int kernel = b->program->sources.add(kernelPath, MiniKernel, true);
    b->userFile = b->program->sources.add("user.e", user, false);
    for (int id : {kernel, b->userFile})
        b->program->modules.push_back(std::make_unique<syntax::Module>(syntax::parseFile(b->program->sources, id, b->sink)));
    b->built = buildUniverse(*b->program, b->sink);
    b->ok = b->built && !b->sink.hasErrors();  // parse errors count too
    return b;
}

}  // namespace amend::sema::testing
