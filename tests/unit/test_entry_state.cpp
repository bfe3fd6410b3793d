// Snapshot predicates carried back to the routine's entry (synthesis/entry_state.h): through the
// plain assignments on the path to the predicate's location, and refused when an instruction that
// may run before it changes what it reads in another way.
#include "support/diagnostics.h"
#include "support/source.h"
#include "syntax/parser.h"
#include "syntax/printer.h"
#include "synthesis/entry_state.h"

#include <QtTest>

using namespace amend;

namespace {

// The predicate `predicate' read just before the text `marker' of the instructions `body', at
// the entry of a routine whose arguments are `h', `m' and `list'; "none" when it has no entry form.
std::string atEntry(const std::string& body, const std::string& marker, const std::string& predicate, const std::string& inertCall = "")
{
    SourceManager sources;
    const int id = sources.add("/amend-test/body.e", body);
    DiagnosticSink sink;
    const syntax::Body parsed = syntax::parseInstructions(sources, id, sink);
    if (sink.hasErrors()) return "parse error";
    const std::size_t at = body.find(marker);
    if (at == std::string::npos) return "no marker";
    const syntax::ExprPtr p = syntax::parseExpressionText(predicate);
    std::set<std::uint32_t> inert;
    if (!inertCall.empty()) inert.insert(static_cast<std::uint32_t>(body.find(inertCall)));
    const std::optional<syntax::ExprPtr> e = synthesis::predicateAtEntry(*p, parsed, static_cast<std::uint32_t>(at), {"h", "m", "list"}, inert);
    return e ? syntax::printExpr(**e) : std::string("none");
}

}  // namespace

class TestEntryState : public QObject {
    Q_OBJECT

private slots:
    void assignmentsOnThePathAreSubstitutedFromTheLast()
    {
        const std::string body = "hour := h\nminute := m + hour\nnormalize_seconds := 0\nif minute > 59 then\n  ok := False\nend\n";
        QCOMPARE(atEntry(body, "if minute", "hour > 23"), std::string("h > 23"));
        QCOMPARE(atEntry(body, "if minute", "minute > 59"), std::string("m + h > 59"));
        // Before the first instruction: the entry state itself.
        QCOMPARE(atEntry(body, "hour :=", "hour > 23"), std::string("hour > 23"));
        // Inside a branch: the branch's own assignments before the location are on the path too.
        QCOMPARE(atEntry("if h > 12 then\n  hour := h - 12\n  pm := True\nend\n", "pm :=", "hour < 12"), std::string("h - 12 < 12"));
    }

    void aBranchBeforeTheLocationHidesWhatItAssigns()
    {
        const std::string body = "if h > 12 then\n  hour := h - 12\nend\nminute := m\n";
        QCOMPARE(atEntry(body, "minute :=", "hour < 12"), std::string("none"));
        QCOMPARE(atEntry(body, "minute :=", "m < 60"), std::string("m < 60"));
    }

    void aLoopsEarlierIterationsHideWhatItsBodyWrites()
    {
        const std::string body = "from\n  total := h\n  i := 1\nuntil\n  i > m\nloop\n  step := i\n  i := i + 1\nend\n";
        QCOMPARE(atEntry(body, "step :=", "total > 0"), std::string("h > 0"));
        QCOMPARE(atEntry(body, "step :=", "i > 0"), std::string("none"));
        QCOMPARE(atEntry(body, "i := i + 1", "i <= m"), std::string("none"));
    }

    void aCallBeforeTheLocationHidesCurrentsStateAndTheObjectsReached()
    {
        const std::string body = "reset\ncount := 0\n";
        QCOMPARE(atEntry(body, "count :=", "hour < 24"), std::string("none"));
        QCOMPARE(atEntry(body, "count :=", "h < 24"), std::string("h < 24"));
        QCOMPARE(atEntry(body, "count :=", "list.count > 0"), std::string("none"));
        QCOMPARE(atEntry("create cell.make\ncount := 0\n", "count :=", "cell /= Void"), std::string("none"));
        // A call on another object changes what is read through it, not Current's own fields.
        const std::string other = "store [head] := h\nlist.extend (m)\ncount := count + 1\n";
        QCOMPARE(atEntry(other, "count :=", "head < capacity"), std::string("head < capacity"));
        QCOMPARE(atEntry(other, "count :=", "store [head] = 0"), std::string("none"));
        QCOMPARE(atEntry(other, "count :=", "list.count > 0"), std::string("none"));
        QCOMPARE(atEntry(other, "list.extend", "store.count > 0"), std::string("none"));
        // A call the checker lowered to no call (AutoProof's `unwrap') changes nothing.
        const std::string wrapped = "unwrap\nhour := h\ncount := 0\n";
        QCOMPARE(atEntry(wrapped, "count :=", "minute > 59"), std::string("none"));
        QCOMPARE(atEntry(wrapped, "count :=", "minute > 59", "unwrap"), std::string("minute > 59"));
        QCOMPARE(atEntry(wrapped, "count :=", "hour > 23", "unwrap"), std::string("h > 23"));
    }
};

QTEST_GUILESS_MAIN(TestEntryState)
#include "test_entry_state.moc"
