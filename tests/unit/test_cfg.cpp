// The control-flow graph of lowered routines and the control dependence score cdep of AutoFix
// (AutoFix paper, Section 4.2.1), on a small routine with hand-computed successors and distances and
// on move_item of the running example (cdist (remove, put_left) = 2, as in the paper).
#include "analysis/cfg.h"
#include "sema/compiler.h"

#include <QtTest>

using namespace amend;

namespace {

const char* demoSource = R"(class CFG_DEMO
create
	make
feature
	make
		do
		end
	demo (n: INTEGER): INTEGER
		local
			i: INTEGER
		do
			i := 0
			if n > 0 then
				i := 1
			else
				i := 2
			end
			from
				Result := 0
			until
				i > n
			loop
				i := i + 1
				Result := Result + i
			end
			Result := Result * 2
		end
end
)";

std::shared_ptr<const sema::Program> compile(const sema::CompileInput& input)
{
    DiagnosticSink sink;
    auto program = sema::compileProgram(input, sink);
    if (sink.hasErrors()) return nullptr;
    return program;
}

}  // namespace

class TestCfg : public QObject {
    Q_OBJECT

private slots:
    void successorsAndDistancesOfASmallRoutine()
    {
        sema::CompileInput input;
        input.buffers = {{"cfg_demo.e", demoSource}};
        auto program = compile(input);
        QVERIFY(program);
        const ir::Routine* r = program->classNamed("CFG_DEMO")->feature("demo")->routine;
        QVERIFY(r);
        QCOMPARE(r->instructions.size(), std::size_t(9));
        // 0 i := 0; 1 if; 2 i := 1; 3 i := 2; 4 loop; 5 Result := 0 (from); 6 i := i + 1;
        // 7 Result := Result + i; 8 Result := Result * 2; node 9 = exit.
        QCOMPARE(r->instructions[1]->op, ir::IOp::If);
        QCOMPARE(r->instructions[4]->op, ir::IOp::Loop);
        analysis::ControlFlowGraph g(*r);
        QCOMPARE(g.nodeCount(), 10);
        auto succ = [&](int n) {
            std::vector<int> s = g.successors(n);
            std::sort(s.begin(), s.end());
            return s;
        };
        QCOMPARE(succ(0), (std::vector<int>{1}));
        QCOMPARE(succ(1), (std::vector<int>{2, 3}));
        QCOMPARE(succ(2), (std::vector<int>{4}));
        QCOMPARE(succ(3), (std::vector<int>{4}));
        QCOMPARE(succ(4), (std::vector<int>{5}));
        QCOMPARE(succ(5), (std::vector<int>{6, 8}));  // the exit test after `from`
        QCOMPARE(succ(6), (std::vector<int>{7}));
        QCOMPARE(succ(7), (std::vector<int>{6, 8}));  // the exit test after the body
        QCOMPARE(succ(8), (std::vector<int>{9}));
        QCOMPARE(succ(9), (std::vector<int>{}));

        QCOMPARE(g.distancesTo(8), (std::vector<int>{5, 4, 3, 3, 2, 1, 2, 1, 0, -1}));
        // cdep (l, 8) = 1 - cdist (l, 8) / (1 + 5): the farthest location still counts (cfg.h)
        const std::vector<double> cdep = analysis::controlDependence(g, 8);
        const std::vector<double> expected{1.0 / 6, 2.0 / 6, 3.0 / 6, 3.0 / 6, 4.0 / 6, 5.0 / 6, 4.0 / 6, 5.0 / 6, 1.0, 0.0};
        for (std::size_t i = 0; i < expected.size(); ++i) QVERIFY2(std::abs(cdep[i] - expected[i]) < 1e-12, qPrintable(QString::number(i)));

        // Nothing after the if reaches its then-branch: cdep (l, 2) = 1 - cdist / (1 + 2), 0 elsewhere.
        const std::vector<double> toThen = analysis::controlDependence(g, 2);
        QCOMPARE(toThen[2], 1.0);
        QVERIFY(std::abs(toThen[1] - 2.0 / 3) < 1e-12);
        QVERIFY(std::abs(toThen[0] - 1.0 / 3) < 1e-12);
        QCOMPARE(toThen[6], 0.0);
        QCOMPARE(toThen[9], 0.0);
    }

    void moveItemAsInThePaper()
    {
        sema::CompileInput input;
        input.paths = {std::string(AMEND_SOURCE_DIR) + "/resources/examples/sorted_set"};
        auto program = compile(input);
        QVERIFY(program);
        const ir::Routine* r = program->classNamed("TWO_WAY_SORTED_SET")->feature("move_item")->routine;
        QVERIFY(r);
        // 0 idx := index; 1 loop; 2 start; 3 found := …; 4 if; 5 forth; 6 check; 7 remove;
        // 8 go_i_th (idx); 9 put_left (v)
        QCOMPARE(r->instructions.size(), std::size_t(10));
        QCOMPARE(program->sources.start(r->instructions[7]->range).line, 220);
        QCOMPARE(program->sources.start(r->instructions[9]->range).line, 222);
        analysis::ControlFlowGraph g(*r);
        const std::vector<int> toPutLeft = g.distancesTo(9);
        QCOMPARE(toPutLeft[7], 2);  // cdist (remove, put_left) = 2 (Section 4.2.1)
        QCOMPARE(toPutLeft[0], 6);  // idx := index → loop → start → check → remove → go_i_th → put_left
        QCOMPARE(toPutLeft[3], 5);  // found := … → if → check → …
        const std::vector<double> cdep = analysis::controlDependence(g, 8);  // failure at go_i_th
        QCOMPARE(cdep[8], 1.0);
        QVERIFY(std::abs(cdep[7] - 5.0 / 6) < 1e-12);  // 1 - 1/(1 + 5)
        QCOMPARE(cdep[9], 0.0);                   // put_left does not reach go_i_th
    }
};

QTEST_GUILESS_MAIN(TestCfg)
#include "test_cfg.moc"
