// One compiled program shared by several threads (issue 11): candidates of two different faults
// are lowered (parsed, checked and lowered on top of the immutable program) and validated on four
// std::threads at once, each in its own order, and every result equals the single-threaded one;
// the program does not grow; parallel lowering keeps the order and the duplicates rule of
// lowering one after the other. tests/sanitizers/run_tsan.sh runs this under ThreadSanitizer.
#include "repair/validation.h"
#include "sema/compiler.h"
#include "synthesis/lowering.h"

#include <QtTest>

#include <thread>

using namespace amend;

namespace {

const char* const source = R"(class
	TALLY

feature

	count: INTEGER

	half (n: INTEGER): INTEGER
		require
			n_not_negative: n >= 0
		do
			Result := n // 2 + 1
		ensure
			halved: Result = n // 2
		end

	clamp (v, low, high: INTEGER): INTEGER
		require
			ordered: low <= high
		do
			if v < low then
				Result := low
			elseif v > high then
				Result := low
			else
				Result := v
			end
		ensure
			in_range: low <= Result and Result <= high
			kept: (low <= v and v <= high) implies Result = v
			clamped_high: v > high implies Result = high
		end

end
)";

struct Outcome {
    bool lowered = false;
    std::string normalized;
    repair::ValidationResult result;
    bool operator==(const Outcome& o) const
    {
        return lowered == o.lowered && normalized == o.normalized && result.done == o.result.done && result.valid == o.result.valid &&
               result.failingFixed == o.result.failingFixed && result.passingKept == o.result.passingKept &&
               result.budgetExhausted == o.result.budgetExhausted && result.runs == o.result.runs;
    }
};

struct FaultCase {
    const sema::FeatureInfo* routine = nullptr;
    analysis::FaultUnderRepair fault;
    std::vector<std::string> bodies;  // candidate bodies (the text between `do' and `end')
};

}  // namespace

class TestConcurrentValidation : public QObject {
    Q_OBJECT

    std::shared_ptr<const sema::Program> m_program;
    std::vector<FaultCase> m_cases;

    analysis::ReplayableTest call(const sema::FeatureInfo* routine, std::vector<int> args)
    {
        analysis::ReplayableTest t;
        t.name = routine->name;
        std::shared_ptr<const sema::Program> program = m_program;
        t.run = [program, routine, args](const runtime::RunOptions& options) {
            runtime::Interpreter interpreter(*program, options);
            std::optional<runtime::Value> object = interpreter.createObject(program->classNamed("TALLY")->selfType, nullptr, {});
            std::vector<runtime::Value> values;
            for (int a : args) values.push_back(runtime::Value::int32(a));
            if (object) (void)interpreter.call(*object, routine, values);
            return interpreter.outcome();
        };
        return t;
    }

    // Lowers and validates candidate `index` of fault case `k`, as a fix session's worker would.
    Outcome lowerAndValidate(std::size_t k, std::size_t index) const
    {
        const FaultCase& fc = m_cases[k];
        const synthesis::RoutineText text(*m_program, *fc.routine);
        synthesis::Candidate c;
        c.edits = {{text.bodyBegin(), text.bodyEnd(), "\n\t\t\t" + fc.bodies[index] + "\n\t\t"}};
        Outcome out;
        out.lowered = synthesis::lowerCandidate(*m_program, *fc.routine, text, c);
        if (!out.lowered) return out;
        out.normalized = c.normalized;
        repair::ValidationOptions options;
        options.maxSteps = 20'000;
        CancelToken cancel;
        out.result = repair::validateCandidate(fc.fault, c, options, cancel);
        return out;
    }

private slots:
    void initTestCase()
    {
        sema::CompileInput input;
        input.buffers = {{"/concurrent/tally.e", source}};
        DiagnosticSink sink;
        m_program = sema::compileProgram(input, sink);
        QVERIFY(!sink.hasErrors());
        const sema::ClassInfo* tally = m_program->classNamed("TALLY");

        FaultCase half;
        half.routine = tally->feature("half");
        half.fault.routine = half.routine;
        half.fault.kind = runtime::ViolationKind::Postcondition;
        half.fault.tag = "halved";
        for (int n : {0, 1, 7, 10}) half.fault.failing.push_back(call(half.routine, {n}));
        half.bodies = {"Result := n // 2", "Result := 0", "Result := n // 2 + 1", "from until False loop end",
                       "Result := n - n // 2 - n \\\\ 2", "Result := True", "Result := n // 2; count := count + 1",
                       "if n > 5 then Result := n // 2 else Result := 0 end"};

        FaultCase clamp;
        clamp.routine = tally->feature("clamp");
        clamp.fault.routine = clamp.routine;
        clamp.fault.kind = runtime::ViolationKind::Postcondition;
        clamp.fault.tag = "in_range";
        for (std::vector<int> a : {std::vector<int>{20, 0, 10}, {11, 0, 10}, {3, -5, 2}}) clamp.fault.failing.push_back(call(clamp.routine, a));
        for (std::vector<int> a : {std::vector<int>{5, 0, 10}, {-3, 0, 10}, {0, 0, 0}, {7, 7, 9}}) clamp.fault.passing.push_back(call(clamp.routine, a));
        clamp.bodies = {"if v < low then Result := low elseif v > high then Result := high else Result := v end",
                        "Result := v",
                        "if v < low then Result := low else Result := high end",
                        "if v > high then Result := high else Result := v end",
                        "Result := undefined_name",
                        "if v < low then Result := low elseif v > high then Result := high - 1 + 1 else Result := v end",
                        "from Result := v until Result <= high loop Result := Result - 1 end if Result < low then Result := low end"};
        m_cases = {half, clamp};
    }

    void twoFaultsOnFourThreadsGiveTheSingleThreadedResults()
    {
        const std::size_t routinesBefore = m_program->routineStore.size();
        const int sourcesBefore = m_program->sources.count();
        // Single-threaded reference.
        std::vector<std::vector<Outcome>> expected(m_cases.size());
        for (std::size_t k = 0; k < m_cases.size(); ++k)
            for (std::size_t i = 0; i < m_cases[k].bodies.size(); ++i) expected[k].push_back(lowerAndValidate(k, i));
        // Sanity of the reference itself: each fault has valid and invalid candidates, and some
        // candidates do not check.
        QVERIFY(expected[0][0].result.valid && !expected[0][1].result.valid && expected[0][3].result.budgetExhausted);
        QVERIFY(!expected[0][5].lowered);
        QVERIFY(expected[1][0].result.valid && expected[1][5].result.valid && expected[1][6].result.valid);
        QVERIFY(!expected[1][1].result.valid && !expected[1][2].result.valid && !expected[1][3].result.valid);
        QVERIFY(!expected[1][4].lowered);

        // Four threads, each over both faults in its own rotated order, three rounds.
        std::vector<std::pair<std::size_t, std::size_t>> work;
        for (std::size_t k = 0; k < m_cases.size(); ++k)
            for (std::size_t i = 0; i < m_cases[k].bodies.size(); ++i) work.emplace_back(k, i);
        constexpr int threadCount = 4;
        constexpr int rounds = 3;
        std::vector<std::vector<std::pair<std::pair<std::size_t, std::size_t>, Outcome>>> seen(threadCount);
        std::vector<std::thread> threads;
        for (int t = 0; t < threadCount; ++t) {
            threads.emplace_back([&, t] {
                for (int round = 0; round < rounds; ++round)
                    for (std::size_t j = 0; j < work.size(); ++j) {
                        const auto& w = work[(j * (2 * static_cast<std::size_t>(t) + 1) + static_cast<std::size_t>(t) * 3) % work.size()];
                        seen[static_cast<std::size_t>(t)].emplace_back(w, lowerAndValidate(w.first, w.second));
                    }
            });
        }
        for (std::thread& th : threads) th.join();
        for (const auto& perThread : seen) {
            QCOMPARE(perThread.size(), work.size() * rounds);
            for (const auto& [w, outcome] : perThread)
                QVERIFY2(outcome == expected[w.first][w.second], m_cases[w.first].bodies[w.second].c_str());
        }
        // Nothing was added to the shared program.
        QCOMPARE(m_program->routineStore.size(), routinesBefore);
        QCOMPARE(m_program->sources.count(), sourcesBefore);
    }

    void parallelLoweringKeepsOrderAndDropsDuplicates()
    {
        const FaultCase& fc = m_cases[1];
        const synthesis::RoutineText text(*m_program, *fc.routine);
        std::vector<synthesis::Candidate> candidates;
        for (int copy = 0; copy < 40; ++copy)
            for (const std::string& body : fc.bodies) {
                synthesis::Candidate c;
                c.edits = {{text.bodyBegin(), text.bodyEnd(), "\n\t\t\t" + body + (copy % 2 ? "\n" : "") + "\n\t\t"}};
                candidates.push_back(c);
            }
        std::vector<std::string> sequential;
        for (synthesis::Candidate c : candidates)
            if (synthesis::lowerCandidate(*m_program, *fc.routine, text, c) &&
                std::find(sequential.begin(), sequential.end(), c.normalized) == sequential.end())
                sequential.push_back(c.normalized);
        QCOMPARE(sequential.size(), fc.bodies.size() - 1);  // one does not check; the copies are duplicates
        CancelToken cancel;
        for (std::size_t max : {std::size_t(3), std::size_t(100)}) {
            const std::vector<synthesis::Candidate> ready =
                synthesis::lowerCandidates(*m_program, *fc.routine, text, candidates, max, 4, cancel);
            std::vector<std::string> parallel;
            for (const synthesis::Candidate& c : ready) {
                QVERIFY(c.lowered);
                parallel.push_back(c.normalized);
            }
            QCOMPARE(parallel, std::vector<std::string>(sequential.begin(), sequential.begin() + static_cast<std::ptrdiff_t>(std::min(max, sequential.size()))));
        }
    }
};

QTEST_GUILESS_MAIN(TestConcurrentValidation)
#include "test_concurrent_validation.moc"
