// The trace recorder (engine/analysis/trace_recorder): steps of the program's routines only (no
// kernel routines), in execution order with the right lines, values of arguments, locals,
// Result and attributes, changed values marked, the failure as the last step, and the bound.
#include "analysis/trace_recorder.h"
#include "sema/compiler.h"

#include <QtTest>

using namespace amend;

namespace {

const char* source = R"(class APP
create make
feature
	count: INTEGER
	make
		local
			i: INTEGER
		do
			from i := 1 until i > 3 loop
				count := count + twice (i)
				i := i + 1
			end
			check small: count < 10 end
		end
	twice (x: INTEGER): INTEGER
		do
			Result := x * 2
		end
end
)";

struct Loaded {
    std::shared_ptr<const sema::Program> program;
    analysis::ReplayableTest test;
};

Loaded load()
{
    Loaded l;
    DiagnosticSink sink;
    sema::CompileInput input;
    input.buffers.emplace_back("app.e", source);
    l.program = sema::compileProgram(input, sink);
    if (sink.hasErrors()) {
        for (const Diagnostic& d : sink.sorted()) qWarning("%s", DiagnosticSink::format(d, l.program->sources).c_str());
        l.program.reset();
        return l;
    }
    const sema::Program* p = l.program.get();
    l.test.name = "APP.make";
    l.test.run = [p](const runtime::RunOptions& options) { return runtime::runRoot(*p, "APP", "make", options); };
    return l;
}

int lineOf(const sema::Program& p, const analysis::TraceStep& s) { return p.sources.file(s.range.file).lineColumn(s.range.begin).line; }

const analysis::TraceValue* find(const std::vector<analysis::TraceValue>& values, const std::string& name)
{
    for (const auto& v : values)
        if (v.name == name) return &v;
    return nullptr;
}

}  // namespace

class TestTraceRecorder : public QObject {
    Q_OBJECT
private slots:
    void recordsStepsValuesAndFailure()
    {
        Loaded l = load();
        QVERIFY(l.program);
        const analysis::Trace trace = analysis::recordTrace(l.test);
        // count = 2 + 4 + 6 = 12: the check fails.
        QCOMPARE(trace.outcome.status, runtime::Outcome::Status::Violation);
        QVERIFY(!trace.steps.empty());
        QCOMPARE(trace.failureStep(), static_cast<int>(trace.steps.size()) - 1);
        const analysis::TraceStep& last = trace.steps.back();
        QCOMPARE(last.routine, std::string("APP.make"));
        QCOMPARE(lineOf(*l.program, last), 13);  // the check
        QCOMPARE(find(last.attributes, "count")->value, std::string("12"));
        QCOMPARE(find(last.locals, "i")->value, std::string("4"));
        // twice ran three times, one level deeper, with its argument and Result.
        int twiceSteps = 0;
        for (const analysis::TraceStep& s : trace.steps) {
            if (s.routine != "APP.twice") continue;
            ++twiceSteps;
            QCOMPARE(s.depth, 1);
            QCOMPARE(lineOf(*l.program, s), 17);  // Result := x * 2
            QVERIFY(find(s.arguments, "x"));
            QCOMPARE(s.result.size(), std::size_t(1));
        }
        QCOMPARE(twiceSteps, 3);
        for (const analysis::TraceStep& s : trace.steps) QVERIFY(s.routine == "APP.make" || s.routine == "APP.twice");
    }

    void marksChangedValues()
    {
        Loaded l = load();
        QVERIFY(l.program);
        const analysis::Trace trace = analysis::recordTrace(l.test);
        // In make: after `i := i + 1` the next step shows i changed; count unchanged at that step.
        bool sawChangedI = false, sawUnchangedI = false;
        for (std::size_t k = 0; k < trace.steps.size(); ++k) {
            const analysis::TraceStep& s = trace.steps[k];
            if (s.routine != "APP.make" || k == 0) continue;
            const analysis::TraceValue* i = find(s.locals, "i");
            QVERIFY(i);
            (i->changed ? sawChangedI : sawUnchangedI) = true;
        }
        QVERIFY(sawChangedI);
        QVERIFY(sawUnchangedI);
        // The first step of a call marks nothing changed (entering a routine changes no value).
        for (std::size_t k = 0; k < trace.steps.size(); ++k) {
            const analysis::TraceStep& s = trace.steps[k];
            if (k > 0 && s.depth <= trace.steps[k - 1].depth) continue;
            for (const auto* group : {&s.arguments, &s.locals, &s.result, &s.attributes})
                for (const analysis::TraceValue& v : *group) QVERIFY2(!v.changed, v.name.c_str());
        }
    }

    void acrossCursorsAreNotDuplicated()
    {
        // Two loops with the same cursor name have two slots: a step shows one `c`, the live one.
        const char* loops = R"(class LOOPS
create make
feature
	total: INTEGER
	make
		local
			a: ARRAY [INTEGER]
		do
			a := <<1, 2>>
			across a as c loop total := total + c.item end
			across a as c loop total := total + 10 * c.item end
		end
end
)";
        DiagnosticSink sink;
        sema::CompileInput input;
        input.buffers.emplace_back("loops.e", loops);
        std::shared_ptr<const sema::Program> program = sema::compileProgram(input, sink);
        for (const Diagnostic& d : sink.sorted()) qWarning("%s", DiagnosticSink::format(d, program->sources).c_str());
        QVERIFY(!sink.hasErrors());
        const sema::Program* p = program.get();
        analysis::ReplayableTest test;
        test.name = "LOOPS.make";
        test.run = [p](const runtime::RunOptions& options) { return runtime::runRoot(*p, "LOOPS", "make", options); };
        const analysis::Trace trace = analysis::recordTrace(test);
        QVERIFY(trace.outcome.ok());
        bool secondLoopSeen = false;
        for (const analysis::TraceStep& s : trace.steps) {
            int cursors = 0;
            for (const analysis::TraceValue& v : s.locals) cursors += v.name == "c" ? 1 : 0;
            QVERIFY(cursors <= 1);
            if (lineOf(*program, s) == 10 && find(s.attributes, "total")->value != "0") secondLoopSeen = true;
        }
        QVERIFY(secondLoopSeen);
    }

    void objectsOpenAsTrees()
    {
        // A list's items through its area, a linked cell's neighbours (a cycle opened once), the
        // first 20 items of a long SPECIAL and how many were left out, a change inside marked.
        const char* objects = R"(class NODE
create make
feature
	value: INTEGER
	next: detachable NODE
	make (v: INTEGER) do value := v end
	link (n: NODE) do next := n end
end

class OBJECTS
create make
feature
	list: ARRAYED_LIST [INTEGER]
	ring: detachable NODE
	long: ARRAY [INTEGER]
	make
		local
			a, b: NODE
		do
			create list.make (4)
			list.extend (7)
			list.extend (8)
			create a.make (1)
			create b.make (2)
			a.link (b)
			b.link (a)
			ring := a
			create long.make_filled (5, 1, 25)
			list.extend (9)
		end
end
)";
        DiagnosticSink sink;
        sema::CompileInput input;
        input.buffers.emplace_back("objects.e", objects);
        std::shared_ptr<const sema::Program> program = sema::compileProgram(input, sink);
        for (const Diagnostic& d : sink.sorted()) qWarning("%s", DiagnosticSink::format(d, program->sources).c_str());
        QVERIFY(!sink.hasErrors());
        const sema::Program* p = program.get();
        analysis::ReplayableTest test;
        test.name = "OBJECTS.make";
        test.run = [p](const runtime::RunOptions& options) { return runtime::runRoot(*p, "OBJECTS", "make", options); };
        const analysis::Trace trace = analysis::recordTrace(test);
        QVERIFY(trace.outcome.ok());
        // The last step of make (list.extend (9)): every object set up before it.
        const analysis::TraceStep* last = nullptr;
        const analysis::TraceStep* beforeLast = nullptr;
        for (const analysis::TraceStep& s : trace.steps)
            if (s.routine == "OBJECTS.make") { beforeLast = last; last = &s; }
        QVERIFY(last && lineOf(*program, *last) == 29);
        const analysis::TraceValue* list = find(last->attributes, "list");
        QVERIFY(list && !list->children.empty());
        const analysis::TraceValue* area = find(list->children, "area");
        QVERIFY2(area && area->children.size() >= 2, list->value.c_str());
        QCOMPARE(area->children[0].name, std::string("[0]"));
        QCOMPARE(area->children[0].value, std::string("7"));
        QCOMPARE(area->children[1].value, std::string("8"));
        // The ring: a -> b -> a; b's `next' (a again) is not opened a second time.
        const analysis::TraceValue* ring = find(last->attributes, "ring");
        QVERIFY(ring && find(ring->children, "value")->value == "1");
        const analysis::TraceValue* b = find(ring->children, "next");
        QVERIFY(b && find(b->children, "value")->value == "2");
        const analysis::TraceValue* again = find(b->children, "next");
        QVERIFY(again && again->value == ring->value && again->children.empty());
        // 25 items: the first 20 shown, 5 left out.
        const analysis::TraceValue* longArea = find(find(last->attributes, "long")->children, "area");
        QVERIFY(longArea);
        QCOMPARE(longArea->children.size(), std::size_t(analysis::TraceRecorder::kItemsShown));
        QCOMPARE(longArea->itemsLeftOut, std::size_t(5));
        // long was created in the step before: changed there (new), its inside recorded.
        QVERIFY(beforeLast && lineOf(*program, *beforeLast) == 28);
        QVERIFY(!find(beforeLast->attributes, "long")->changed);   // still Void before its creation
        QVERIFY(find(last->attributes, "long")->changed);
        QVERIFY(!find(last->attributes, "list")->changed);         // extend (9) has not run yet
    }

    void failureIsTheFailingInstruction()
    {
        // The precondition calls a routine of the program: its steps come after the failing call.
        const char* text = R"(class B
create make
feature
	make
		do
			use (0)
		end
	use (n: INTEGER)
		require
			ok: positive (n)
		do
		end
	positive (n: INTEGER): BOOLEAN
		do
			Result := n > 0
		end
end
)";
        DiagnosticSink sink;
        sema::CompileInput input;
        input.buffers.emplace_back("b.e", text);
        auto program = sema::compileProgram(input, sink);
        QVERIFY(!sink.hasErrors());
        analysis::ReplayableTest test;
        const sema::Program* p = program.get();
        test.run = [p](const runtime::RunOptions& options) { return runtime::runRoot(*p, "B", "make", options); };
        const analysis::Trace trace = analysis::recordTrace(test);
        QCOMPARE(trace.outcome.status, runtime::Outcome::Status::Violation);
        QCOMPARE(trace.steps.back().routine, std::string("B.positive"));
        QVERIFY(trace.failureStep() >= 0);
        const analysis::TraceStep& failing = trace.steps[static_cast<std::size_t>(trace.failureStep())];
        QCOMPARE(failing.routine, std::string("B.make"));
        QCOMPARE(lineOf(*program, failing), 6);   // use (0)
    }

    void isBounded()
    {
        Loaded l = load();
        QVERIFY(l.program);
        const analysis::Trace trace = analysis::recordTrace(l.test, {}, 3);
        QCOMPARE(trace.steps.size(), std::size_t(3));
        QVERIFY(trace.truncated);
        QCOMPARE(trace.outcome.status, runtime::Outcome::Status::Violation);  // the run itself is not cut
    }
};

QTEST_GUILESS_MAIN(TestTraceRecorder)
#include "test_trace_recorder.moc"
