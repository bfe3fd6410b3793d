// `--modular' for `amend test' and `amend fix' (see modular_cli.h).
#include "modular_cli.h"

#include "runtime/interpreter.h"
#include "testing/report_json.h"

#include <chrono>
#include <iostream>

namespace amend::cli {

void addModularOption(QCommandLineParser& parser)
{
    parser.addOption({QStringLiteral("modular"),
                      QStringLiteral("Modular testing (callees replaced by their contracts, loops by their invariants): on, off, "
                                     "or auto, on for classes written for AutoProof, elsewhere only exported creation "
                                     "procedures from states their invariant allows (default auto)."),
                      QStringLiteral("MODE"), QStringLiteral("auto")});
}

bool readModularOption(const QCommandLineParser& parser, const char* command, testing::ModularMode& mode)
{
    const std::string value = parser.value(QStringLiteral("modular")).toStdString();
    const std::optional<testing::ModularMode> named = testing::modularModeNamed(value);
    if (!named) {
        std::cerr << "amend " << command << ": --modular expects on, off or auto, not `" << value << "'\n";
        return false;
    }
    mode = *named;
    return true;
}

std::vector<testing::ProofObligation> runModular(const sema::Program& program, testing::ModularMode mode,
                                                 const testing::AutoTestOptions& options, std::vector<testing::FaultKey> knownFaults)
{
    if (mode == testing::ModularMode::Off) return {};
    testing::ModularOptions modular;
    if (mode == testing::ModularMode::Auto && !testing::isAutoProofStyle(program)) modular.scope = testing::ModularScope::CreatorsAsCommands;
    modular.seed = options.seed;
    modular.classFilter = options.classFilter;
    modular.featureFilter = options.featureFilter;
    modular.limits = options.limits;
    modular.knownFaults = std::move(knownFaults);
    // Bounded like the testing before it: as long as its time budget again (none when that is 0).
    const std::chrono::duration<double> budget(options.timeBudgetSeconds > 0 ? options.timeBudgetSeconds : 1e9);
    CancelToken cancel(nullptr, CancelToken::Clock::now() + std::chrono::duration_cast<CancelToken::Clock::duration>(budget));
    std::vector<testing::ProofObligation> obligations;
    runtime::runWithLargeStack([&] { obligations = testing::checkModularObligations(program, modular, cancel); });
    if (cancel.deadlinePassed())
        std::cout << "Modular checking stopped at its time budget (" << options.timeBudgetSeconds << " s, as long as testing's): "
                  << obligations.size() << " proof obligations found by then\n";
    return obligations;
}

void printProofObligations(const sema::Program& program, const std::vector<testing::ProofObligation>& obligations)
{
    for (std::size_t i = 0; i < obligations.size(); ++i) {
        const testing::ProofObligation& o = obligations[i];
        std::cout << "Proof obligation " << i + 1 << " (" << testing::obligationKindName(o.kind) << "): " << o.describe() << "\n";
        if (!o.clause.empty()) std::cout << "  clause: " << o.clause << "\n";
        if (o.key.location.valid()) std::cout << "  at " << testing::describeLocation(program, o.key.location) << "\n";
        if (o.loop.valid()) std::cout << "  loop at " << testing::describeLocation(program, o.loop) << "\n";
        if (o.kind == testing::ObligationKind::CalleeContract) std::cout << "  with " << o.callee << " replaced by: " << o.replacement << "\n";
        else if (o.loop.valid()) std::cout << "  with the loop's variables set to: " << o.replacement << "\n";
        if (!o.startState.empty()) std::cout << "  from the start state (set on entry to " << o.routine << "): " << o.startState << "\n";
        std::cout << "  counterexample:\n" << testing::toEiffelRoutine(program, o.counterexample, "counterexample", "") << "\n";
    }
}

}  // namespace amend::cli
