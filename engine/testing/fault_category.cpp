// Classifying faults for triage (see fault_category.h).
#include "testing/fault_category.h"

#include <array>

namespace amend::testing {

namespace {

constexpr std::array<std::pair<FaultCategory, const char*>, 9> kNames{{
    {FaultCategory::InternalPrecondition, "internal_precondition"},
    {FaultCategory::ContractBroken, "contract_broken"},
    {FaultCategory::RunTimeError, "run_time_error"},
    {FaultCategory::ContractEvaluation, "contract_evaluation"},
    {FaultCategory::TestAssertion, "test_assertion"},
    {FaultCategory::RaisedOnPurpose, "raised_on_purpose"},
    {FaultCategory::ResourceLimit, "resource_limit"},
    {FaultCategory::RunTimeGap, "run_time_gap"},
    {FaultCategory::AmendError, "amend_error"},
}};

bool inside(const SourceRange& inner, const SourceRange& outer)
{
    return inner.valid() && outer.file == inner.file && outer.begin <= inner.begin && inner.end <= outer.end;
}

bool insideAny(const SourceRange& location, const std::vector<syntax::Assertion>& clauses)
{
    for (const syntax::Assertion& a : clauses)
        if (inside(location, a.range)) return true;
    return false;
}

// Whether `location' lies in a precondition, postcondition or class invariant of its file.
bool insideContract(const sema::Program& program, const SourceRange& location)
{
    if (!location.valid()) return false;
    for (const auto& module : program.modules) {
        if (!module || module->fileId != location.file) continue;
        for (const auto& cls : module->classes) {
            if (!cls) continue;
            if (insideAny(location, cls->invariant)) return true;
            for (const syntax::FeatureDecl& f : cls->features)
                if (insideAny(location, f.precondition) || insideAny(location, f.postcondition)) return true;
        }
    }
    return false;
}

}  // namespace

const char* faultCategoryName(FaultCategory category)
{
    for (const auto& [c, name] : kNames)
        if (c == category) return name;
    return "";
}

std::optional<FaultCategory> faultCategoryNamed(std::string_view name)
{
    for (const auto& [c, n] : kNames)
        if (name == n) return c;
    return std::nullopt;
}

bool isReportedApart(FaultCategory category)
{
    return category == FaultCategory::RunTimeGap || category == FaultCategory::ResourceLimit || category == FaultCategory::RaisedOnPurpose;
}

FaultCategory faultCategoryOf(const sema::Program& program, const Fault& fault)
{
    switch (fault.key.kind) {
    case FaultKind::Precondition: return FaultCategory::InternalPrecondition;
    case FaultKind::Postcondition:
    case FaultKind::Invariant:
    case FaultKind::Check:
    case FaultKind::LoopInvariant:
    case FaultKind::Variant: return FaultCategory::ContractBroken;
    case FaultKind::TestAssertion: return FaultCategory::TestAssertion;
    case FaultKind::Raised:
    case FaultKind::Exit: return FaultCategory::RaisedOnPurpose;
    case FaultKind::BudgetSteps:
    case FaultKind::BudgetDepth:
    case FaultKind::BudgetMemory:
    case FaultKind::BudgetContract: return FaultCategory::ResourceLimit;
    case FaultKind::InternalError:
        // Machine::unprovidedExternal's message: a built-in the runtime lacks.
        return fault.message.find("is not provided by Amend's runtime") != std::string::npos ? FaultCategory::RunTimeGap : FaultCategory::AmendError;
    case FaultKind::VoidCall:
    case FaultKind::DivisionByZero:
    case FaultKind::InspectNoMatch:
    case FaultKind::IndexOutOfBounds:
    case FaultKind::InvalidMemoryAccess:
    case FaultKind::Catcall:
    case FaultKind::Other:
        return insideContract(program, fault.key.location) ? FaultCategory::ContractEvaluation : FaultCategory::RunTimeError;
    }
    return FaultCategory::AmendError;
}

}  // namespace amend::testing
