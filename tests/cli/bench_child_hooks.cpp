// Faults injected into `amend bench`'s children by tests/cli/bench_isolation_cli.cmake, as a
// library it preloads (LD_PRELOAD), so that no test hook is compiled into amend: the child that
// runs the case named by AMEND_TEST_BENCH_HANG sleeps without end, ignoring its budget (the parent
// must kill it); the one that runs the case named by AMEND_TEST_BENCH_ABORT aborts (a crash).
// Every other process, the parent included, runs untouched. A child is recognised by its command
// line, `amend bench … --run-case NAME …' (app/cli/command_bench.cpp).
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <thread>

namespace {

// The case this process runs as a bench child; empty for any other process.
std::string caseOfThisChild()
{
    std::ifstream in("/proc/self/cmdline", std::ios::binary);
    const std::string all((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string option = std::string("--run-case") + '\0';
    const std::size_t at = all.find(option);
    if (at == std::string::npos) return {};
    const std::size_t begin = at + option.size();
    return all.substr(begin, all.find('\0', begin) - begin);
}

bool named(const char* variable, const std::string& caseName)
{
    const char* value = std::getenv(variable);
    return value && caseName == value;
}

__attribute__((constructor)) void injectFault()
{
    const std::string caseName = caseOfThisChild();
    if (caseName.empty()) return;
    if (named("AMEND_TEST_BENCH_HANG", caseName))
        for (;;) std::this_thread::sleep_for(std::chrono::seconds(1));
    if (named("AMEND_TEST_BENCH_ABORT", caseName)) std::abort();
}

}  // namespace
