// Re-testing of valid fixes with fresh tests (repair/retest.h): failures that the fix leaves or
// introduces count, failures that needed an INTEGER overflow do not.
#include "repair/retest.h"
#include "sema/compiler.h"

#include <QtTest>

using namespace amend;

namespace {

const char* const source =
    "class\n\tR\n\ncreate\n\tmake\n\nfeature\n\n\tmake\n\t\tdo\n\t\tend\n\n"
    "\tspan (a, b: INTEGER): INTEGER\n\t\trequire\n\t\t\tordered: a <= b\n\t\tdo\n\t\t\tResult := b - a + 1\n"
    "\t\tensure\n\t\t\tpositive: Result > 0\n\t\tend\n\n"
    "\tnext (a: INTEGER): INTEGER\n\t\tdo\n\t\t\tResult := a\n\t\tensure\n\t\t\tlarger: Result > a\n\t\tend\n\nend\n";

}  // namespace

class TestRetest : public QObject {
    Q_OBJECT

    std::shared_ptr<const sema::Program> m_program;

    int freshFailures(const char* feature, runtime::ViolationKind kind, const std::string& tag)
    {
        const sema::FeatureInfo* f = m_program->classNamed("R")->feature(feature);
        analysis::FaultUnderRepair fault;
        fault.routine = f;
        fault.kind = kind;
        fault.tag = tag;
        // The routine as its own "fix": what fails is what the routine does.
        return repair::retestFix(*m_program, fault, std::shared_ptr<const ir::Routine>(m_program, f->routine), 200, 7, 100'000);
    }

private slots:
    void initTestCase()
    {
        sema::CompileInput input;
        input.buffers = {{"/retest/r.e", source}};
        DiagnosticSink sink;
        m_program = sema::compileProgram(input, sink);
        QVERIFY(!sink.hasErrors());
    }

    void failuresWithoutOverflowCount()
    {
        // `next' fails on every input.
        QVERIFY(freshFailures("next", runtime::ViolationKind::Postcondition, "larger") > 100);
    }

    void failuresAfterAnOverflowDoNot()
    {
        // `span' fails only when b - a + 1 wraps around (the generator tries max and min values).
        QCOMPARE(freshFailures("span", runtime::ViolationKind::Postcondition, "positive"), 0);
    }
};

QTEST_GUILESS_MAIN(TestRetest)
#include "test_retest.moc"
