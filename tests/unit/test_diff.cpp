// Fixes as data: text edits that refuse to apply to a text other than the one they were computed
// against, the structured diff (line numbers on both sides, changed words, a re-indented line
// paired with its copy) with its unified text, and the one sentence made from a fix's fields.
#include "repair/diff.h"
#include "repair/fix.h"
#include "support/text_edit.h"

#include <QtTest>

using namespace amend;

class TestDiff : public QObject {
    Q_OBJECT
private slots:
    void editsApplyOnlyToTheirText()
    {
        const auto base = std::make_shared<const std::string>("0123456789");
        const TextChange change{base, {{2, 4, "ab"}, {6, 6, "XYZ"}}};
        QCOMPARE(change.result(), std::string("01ab45XYZ6789"));
        QCOMPARE(change.applyTo("0123456789"), std::optional<std::string>("01ab45XYZ6789"));
        QVERIFY(!change.applyTo("0123456788"));   // changed text: refused, not corrupted
        QCOMPARE(change.delta(), std::int64_t(3));
        QCOMPARE(change.changedBegin(), 2u);
        QCOMPARE(change.changedEnd(), 9u);        // just after "XYZ" in the result
        QCOMPARE(applyEdits("0123456789", change.edits, 1, 8), std::string("1ab45XYZ67"));
    }

    void editsRebaseOntoAnAppliedChange()
    {
        const auto base = std::make_shared<const std::string>("0123456789");
        const TextChange applied{base, {{1, 2, "abc"}}};          // "0abc23456789": +2 before offset 2
        const TextChange later{base, {{7, 8, "X"}}};              // "7" → "X"
        const std::optional<TextChange> moved = later.rebasedOnto(applied);
        QVERIFY(moved);
        QCOMPARE(*moved->base, std::string("0abc23456789"));
        QCOMPARE(moved->edits.front().begin, 9u);
        QCOMPARE(moved->applyTo("0abc23456789"), std::optional<std::string>("0abc23456X89"));
        const TextChange earlier{base, {{0, 0, "<"}}};            // before the applied edit, not touching it
        QCOMPARE(earlier.rebasedOnto(applied)->result(), std::string("<0abc23456789"));
        QVERIFY(!TextChange({base, {{1, 3, "zz"}}}).rebasedOnto(applied));    // overlaps
        QVERIFY(!TextChange({base, {{2, 2, "t"}}}).rebasedOnto(applied));     // touches
        const auto other = std::make_shared<const std::string>("x");
        QVERIFY(!TextChange({other, {{0, 0, "t"}}}).rebasedOnto(applied));    // another text
        // Reverting the applied change moves the rebased edit back where it was.
        const TextChange back = applied.inverted();
        QCOMPARE(back.result(), *base);
        QCOMPARE(moved->rebasedOnto(back)->edits.front().begin, 7u);
        const TextChange two{base, {{2, 4, "ab"}, {6, 6, "XYZ"}}};
        QCOMPARE(two.inverted().result(), *base);
        QCOMPARE(two.mapOffset(1), std::optional<std::uint32_t>(1));   // before the edits
        QVERIFY(!two.mapOffset(3));                                     // replaced
        QCOMPARE(two.mapOffset(5), std::optional<std::uint32_t>(5));   // "5" in "01ab45XYZ6789"
        QCOMPARE(two.mapOffset(8), std::optional<std::uint32_t>(11));  // "8"
    }

    void diffLinesCarryNumbersAndChangedWords()
    {
        std::string before, after;
        for (int i = 1; i <= 9; ++i) before += "\tline" + std::to_string(i) + "\n";
        before += "\tkeep\n\tx := y + 1\n\tend\n";
        after = before;
        after.replace(after.find("\tx := y + 1\n"), 12, "\tx := y + 2\n\tz := 0\n");
        const repair::FileDiff diff = repair::diffTexts("f.e", before, after);
        QCOMPARE(diff.hunks.size(), std::size_t(1));
        const repair::DiffHunk& h = diff.hunks[0];
        QCOMPARE(h.header(), std::string("@@ -8,5 +8,6 @@"));
        using K = repair::DiffLine::Kind;
        QCOMPARE(h.lines.size(), std::size_t(7));
        QCOMPARE(h.lines[2].kind, K::Context);
        QCOMPARE(h.lines[2].text, std::string("\tkeep"));
        QCOMPARE(h.lines[2].oldLine, 10);
        QCOMPARE(h.lines[2].newLine, 10);
        QCOMPARE(h.lines[3].kind, K::Removed);
        QCOMPARE(h.lines[3].oldLine, 11);
        QCOMPARE(h.lines[3].newLine, 0);
        QCOMPARE(h.lines[4].kind, K::Added);
        QCOMPARE(h.lines[4].newLine, 11);
        QCOMPARE(h.lines[5].kind, K::Added);
        QCOMPARE(h.lines[5].newLine, 12);
        QCOMPARE(h.lines[5].changeBegin, -1);   // unpaired: no word marks
        QCOMPARE(h.lines[6].kind, K::Context);
        QCOMPARE(h.lines[6].oldLine, 12);
        QCOMPARE(h.lines[6].newLine, 13);
        // The changed word is "1" → "2".
        QCOMPARE(h.lines[3].text.substr(h.lines[3].changeBegin, h.lines[3].changeEnd - h.lines[3].changeBegin), std::string("1"));
        QCOMPARE(h.lines[4].text.substr(h.lines[4].changeBegin, h.lines[4].changeEnd - h.lines[4].changeBegin), std::string("2"));
        QVERIFY(repair::unifiedDiffText(diff).starts_with("--- a/f.e\n+++ b/f.e\n@@ -8,5 +8,6 @@\n \tline8\n"));
        QVERIFY(repair::unifiedDiffText(repair::diffTexts("f.e", before, before)).empty());
    }

    void reindentedLineHasNoChangedWords()
    {
        // A guard fix: `put_left (v)' wrapped in an `if'.
        const repair::FileDiff diff = repair::diffTexts("f.e", "\tput_left (v)\n", "\tif idx /= 0 then\n\t\tput_left (v)\n\tend\n");
        const std::vector<repair::DiffLine>& lines = diff.hunks.at(0).lines;
        QCOMPARE(lines.size(), std::size_t(4));
        QCOMPARE(lines[0].kind, repair::DiffLine::Kind::Removed);
        for (const repair::DiffLine& l : lines) QCOMPARE(l.changeBegin, -1);
    }

    void changedSpanWidensToWords()
    {
        int a0, a1, b0, b1;
        repair::changedSpan("if count > 0 then", "if counter > 0 then", a0, a1, b0, b1);
        QCOMPARE(std::string("if count > 0 then").substr(a0, a1 - a0), std::string("count"));
        QCOMPARE(std::string("if counter > 0 then").substr(b0, b1 - b0), std::string("counter"));
    }

    void fixDiffIsRenderedFromItsEdits()
    {
        repair::Fix f;
        f.shownPath = "dir/a.e";
        f.change = {std::make_shared<const std::string>("a\nb\nc\n"), {{2, 3, "B"}}};
        QCOMPARE(f.newFileText(), std::string("a\nB\nc\n"));
        QCOMPARE(repair::fixDiffText(f), std::string("--- a/dir/a.e\n+++ b/dir/a.e\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"));
    }

    void namesAreStable()
    {
        QCOMPARE(std::string(repair::techniqueName(repair::Technique::Nopol)), std::string("nopol"));
        QCOMPARE(repair::techniqueNamed("autofix"), std::optional<repair::Technique>(repair::Technique::AutoFix));
        QVERIFY(!repair::techniqueNamed("magic"));
        for (std::size_t i = 0; i < std::size(repair::techniqueNames); ++i)
            QCOMPARE(repair::techniqueNamed(repair::techniqueNames[i]), std::optional<repair::Technique>(static_cast<repair::Technique>(i)));
    }

    // The nature a user judges a fix by comes from its typed fields: contract changes first, then
    // code that only wraps instructions, then constants; everything else edits the computation.
    void fixNatureFromFields()
    {
        using synthesis::Schema;
        using synthesis::ActionKind;
        auto nature = [](Schema schema, ActionKind kind, bool contract = false, std::string replaced = {}) {
            repair::Fix f;
            f.schema = schema;
            f.actionKind = kind;
            f.isContract = contract;
            f.replacedCondition = std::move(replaced);
            return repair::fixNature(f);
        };
        QCOMPARE(nature(Schema::Postcondition, ActionKind::None, true), repair::FixNature::WeakensPostcondition);
        QCOMPARE(nature(Schema::Precondition, ActionKind::None, true), repair::FixNature::AddsPrecondition);
        QCOMPARE(nature(Schema::C, ActionKind::None), repair::FixNature::GuardOnly);
        QCOMPARE(nature(Schema::Guard, ActionKind::None), repair::FixNature::GuardOnly);
        QCOMPARE(nature(Schema::Condition, ActionKind::None), repair::FixNature::GuardOnly);
        QCOMPARE(nature(Schema::Condition, ActionKind::None, false, "i < n"), repair::FixNature::Edit);
        QCOMPARE(nature(Schema::B, ActionKind::ConstantAssignment), repair::FixNature::ConstantReplacement);
        QCOMPARE(nature(Schema::Replace, ActionKind::ConstantReplacement), repair::FixNature::ConstantReplacement);
        QCOMPARE(nature(Schema::B, ActionKind::Assignment), repair::FixNature::Edit);
        QCOMPARE(nature(Schema::Replace, ActionKind::Replacement), repair::FixNature::Edit);
    }

    // The one test of the sentence: it is made from the fields.
    void explanationSentenceFromFields()
    {
        repair::Fix f;
        f.schema = synthesis::Schema::B;
        f.fail = "idx > index";
        f.action = "idx := idx - 1";
        f.snapshot = {"idx > index", true, 221};
        f.evidenceSusp = 1.125;
        f.susp = 0.1125;
        f.retestFailures = 2;
        QCOMPARE(repair::fixExplanation(f), std::string("schema (b) fail `idx > index', action `idx := idx - 1'; snapshot idx > index = True "
                                                        "before line 221; susp 1.12; demoted: 2 fresh tests fail"));
    }
};

QTEST_GUILESS_MAIN(TestDiff)
#include "test_diff.moc"
