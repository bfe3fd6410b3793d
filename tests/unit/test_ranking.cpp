// Unit tests of the parts of fault localization and fix ranking that go beyond the AutoFix paper:
// saved copies (analysis/saved_copies.h) and the ranking refinements (repair/ranking.h):
// diversity of explanations, constant assignments after state-keeping actions, fixes that
// skip a command demoted, and issue 30's trust tiers (argument-changing fixes, anti-patterns
// and contract changes after code fixes, guards after changes of the statement). Hand-made
// inputs, hand-computed expectations.
#include "analysis/saved_copies.h"
#include "repair/ranking.h"
#include "repair/state_changes.h"
#include "sema/compiler.h"
#include "syntax/parser.h"
#include "syntax/printer.h"

#include <QtTest>

#include <algorithm>

using namespace amend;

namespace {

const char* const routines = R"(class
	C

feature

	move (v: INTEGER)
		local
			idx, i, total, k, fixed: INTEGER
		do
			idx := index
			fixed := v + 1
			from
				i := 1
			until
				i > count
			loop
				total := total + i
				i := i + 1
			end
			k := cell.index
			remove
			go (idx)
		end

	index, count: INTEGER

	cell: C

	remove do end

	go (i: INTEGER) do end

end
)";

// A fix from the snapshot `predicate = True before line `line'` (none when the predicate is empty).
repair::Fix fix(const std::string& name, double susp, const std::string& predicate, int line, const std::string& action,
                synthesis::ActionKind kind = synthesis::ActionKind::Assignment)
{
    repair::Fix f;
    f.normalized = name;
    f.susp = susp;
    f.snapshot = {predicate, true, line};
    f.action = action;
    f.actionKind = kind;
    f.schema = synthesis::Schema::B;
    f.passingTotal = 10;
    return f;
}

// A routine that walks its argument list, moves its own cursor and counts into an attribute.
const char* const walker = R"(class
	WALKER

feature

	total (l: LINKED_LIST [INTEGER]): INTEGER
		local
			copy_of: LINKED_LIST [INTEGER]
		do
			create copy_of.make
			from
				l.start
			until
				l.after
			loop
				Result := Result + l.item
				l.forth
			end
			visits := visits + 1
		end

	visits: INTEGER

	marks: LINKED_LIST [INTEGER]

end
)";

// Does the body `text', put in place of WALKER.total's, change what the original does not?
// (-1: it does not check.)
int changesOther(const sema::Program& program, const std::string& text)
{
    const sema::FeatureInfo* total = program.classNamed("WALKER")->feature("total");
    DiagnosticSink sink;
    SourceManager scratch = sema::scratchSources(program);
    const int file = scratch.add("fix.e", text);
    const syntax::Body body = syntax::parseInstructions(scratch, file, sink);
    const std::shared_ptr<const ir::Routine> fixed = sema::lowerReplacementBody(program, *total, body, sink, &scratch);
    if (!fixed || sink.hasErrors()) return -1;
    return repair::changesOtherObject(*total->routine, *fixed) ? 1 : 0;
}

std::vector<std::string> names(const std::vector<repair::Fix>& fixes)
{
    std::vector<std::string> out;
    for (const repair::Fix& f : fixes) out.push_back(f.normalized);
    return out;
}

}  // namespace

class TestRanking : public QObject {
    Q_OBJECT

private slots:
    void savedCopiesAreLocalsAssignedOnceFromState()
    {
        SourceManager sources;
        DiagnosticSink sink;
        const int file = sources.add("c.e", routines);
        const syntax::Module module = syntax::parseFile(sources, file, sink);
        QVERIFY(!sink.hasErrors());
        const syntax::FeatureDecl& move = module.classes.at(0)->features.at(0);
        const std::vector<analysis::SavedCopy> copies = analysis::savedCopies(move);
        // idx := index and k := cell.index are copies; i and total are assigned twice and read
        // themselves; fixed := v + 1 reads only an argument.
        QCOMPARE(copies.size(), std::size_t(2));
        QCOMPARE(copies[0].copy, std::string("idx"));
        QCOMPARE(copies[0].source, std::string("index"));
        QCOMPARE(copies[1].copy, std::string("k"));
        QCOMPARE(copies[1].source, std::string("cell.index"));

        auto compares = [&](const char* text) {
            const int f = sources.add("p.e", text);
            const syntax::ExprPtr e = syntax::parseExpression(sources, f, sink);
            const analysis::SavedCopy* c = e ? analysis::copyComparedWithSource(*e, copies) : nullptr;
            return c ? c->copy : std::string();
        };
        QCOMPARE(compares("idx > index"), std::string("idx"));
        QCOMPARE(compares("index <= idx"), std::string("idx"));
        QCOMPARE(compares("not (idx = index)"), std::string("idx"));
        QCOMPARE(compares("k /= cell.index"), std::string("k"));
        QCOMPARE(compares("idx > count"), std::string());       // not its source
        QCOMPARE(compares("k > index"), std::string());         // k's source is cell.index
        QCOMPARE(compares("idx + index > 0"), std::string());   // not a comparison of the two
    }

    void diversityPutsTheBestOfEachExplanationFirst()
    {
        std::vector<repair::Fix> fixes{
            fix("a1", 1.12, "p", 3, "x := x - 1"), fix("a2", 1.12, "p", 3, "y := y + 1"),
            fix("a3", 1.12, "p", 3, "forth", synthesis::ActionKind::Command), fix("b1", 1.05, "q", 3, "x := x - 1"),
            fix("c1", 0.50, "r", 2, "x := x + 1"),  // below 3/4 of the best: no jump
        };
        const std::vector<repair::Fix> ranked = repair::rankFixes(fixes, 10);
        QCOMPARE(names(ranked), (std::vector<std::string>{"a1", "b1", "a2", "a3", "c1"}));
        for (std::size_t i = 0; i < ranked.size(); ++i) QCOMPARE(ranked[i].rank, static_cast<int>(i + 1));
        QCOMPARE(repair::rankFixes(fixes, 2).size(), std::size_t(2));
    }

    void constantAssignmentsComeAfterStateKeepingActions()
    {
        using K = synthesis::ActionKind;
        std::vector<repair::Fix> fixes{fix("const", 1.12, "p", 1, "idx := 1", K::ConstantAssignment),
                                       fix("negative", 1.12, "p", 1, "idx := -1", K::ConstantAssignment),
                                       fix("decrement", 1.12, "p", 1, "idx := idx - 1", K::Assignment)};
        fixes.push_back(fix("replace", 1.12, "p", 1, "`idx' → `1'", K::ConstantReplacement));
        fixes.back().schema = synthesis::Schema::Replace;
        const std::vector<repair::Fix> ranked = repair::rankFixes(fixes, 10);
        QCOMPARE(ranked.front().normalized, std::string("decrement"));
        QVERIFY(repair::ranksBefore(fixes[2], fixes[0]));
        QVERIFY(!repair::ranksBefore(fixes[0], fixes[2]));
        QVERIFY(repair::ranksBefore(fixes[2], fixes[3]));  // a replacement by a constant is one too
    }

    void fixesThatSkipACommandAreDemoted()
    {
        repair::Fix skip = fix("skip", 1.12, "", 0, "", synthesis::ActionKind::None);
        skip.technique = repair::Technique::Nopol;
        skip.schema = synthesis::Schema::Condition;
        skip.skipsCommand = true;
        repair::Fix repair = fix("forth", 1.12, "before", 222, "forth", synthesis::ActionKind::Command);
        repair::Fix lower = fix("lower", 0.97, "not before", 221, "start", synthesis::ActionKind::Command);
        QVERIFY(repair::ranksBefore(repair, skip));
        const std::vector<repair::Fix> ranked = repair::rankFixes({skip, repair, lower}, 10);
        // The skipping fix takes no part in the diversity round: `lower' (another explanation
        // of comparable suspiciousness) comes before it.
        QCOMPARE(names(ranked), (std::vector<std::string>{"forth", "lower", "skip"}));
    }

    // Issue 30's trust tiers: whatever its suspiciousness, a fix that empties an argument comes
    // after every fix that does not, and so does a statement deleted or a constant condition;
    // contract changes come last; diversity and learning never cross a tier.
    void aFixThatChangesAnArgumentNeverRanksAboveOneThatDoesNot()
    {
        repair::Fix wipe = fix("text.wipe_out", 1.12, "text.is_empty", 4, "text.wipe_out", synthesis::ActionKind::Command);
        wipe.changesOtherObject = true;
        repair::Fix edit = fix("extend", 0.31, "", 0, "`Result.extend (rest)' after the loop", synthesis::ActionKind::Command);
        edit.schema = synthesis::Schema::Replace;
        QVERIFY(repair::ranksBefore(edit, wipe));
        QVERIFY(!repair::ranksBefore(wipe, edit));
        // The wiping fix is the only one of its explanation near the top suspiciousness: the
        // diversity round must not lift it either.
        const std::vector<repair::Fix> ranked = repair::rankFixes({wipe, fix("x", 1.12, "p", 3, "x := x + 1"), edit}, 10);
        QCOMPARE(names(ranked), (std::vector<std::string>{"x", "extend", "text.wipe_out"}));
        QCOMPARE(repair::fixNature(wipe), repair::FixNature::ChangesOtherObject);
    }

    // Issue 34, item 4: on the caller's list, what counts is which of its attributes change.
    // The routine already moves `l''s cursor; emptying `l' is a change it never made. Its own
    // object and the objects it creates are its own to change, whatever the attribute.
    void aWalkOverAnArgumentDoesNotMakeEmptyingItTheSameChange()
    {
        sema::CompileInput input;
        input.buffers.emplace_back("walker.e", walker);
        DiagnosticSink sink;
        const std::shared_ptr<const sema::Program> program = sema::compileProgram(input, sink);
        QVERIFY2(program && !sink.hasErrors(), sink.diagnostics().empty() ? "" : sink.diagnostics()[0].message.c_str());
        const std::string loop = "from l.start until l.after loop Result := Result + l.item l.forth end ";
        QCOMPARE(changesOther(*program, "create copy_of.make " + loop + "visits := visits + 1"), 0);      // itself
        QCOMPARE(changesOther(*program, "create copy_of.make " + loop + "visits := visits + 1 l.wipe_out"), 1);
        QCOMPARE(changesOther(*program, "create copy_of.make " + loop + "visits := visits + 1 l.extend (0)"), 1);
        QCOMPARE(changesOther(*program, "create copy_of.make " + loop + "visits := visits + 1 l.finish"), 0);   // the cursor again
        QCOMPARE(changesOther(*program, "create copy_of.make " + loop + "visits := 0 marks := l"), 0);         // Current's attributes
        QCOMPARE(changesOther(*program, "create copy_of.make " + loop + "visits := visits + 1 copy_of.wipe_out"), 0);  // created here
        QCOMPARE(changesOther(*program, "create copy_of.make " + loop + "visits := visits + 1 marks.wipe_out"), 1);   // an attribute's object
        const repair::ObjectChanges changes = repair::changedObjects(*program->classNamed("WALKER")->feature("total")->routine);
        QVERIFY(changes.count("l") && !changes.at("l").empty() && !changes.at("l").count("*"));
        QCOMPARE(changes.at("current"), (std::set<std::string>{"*"}));
    }

    void antiPatternsRankAfterEveryOtherCodeFix()
    {
        repair::Fix deleted = fix("deleted", 1.12, "", 0, "delete `i := i + 2' at line 7", synthesis::ActionKind::None);
        deleted.schema = synthesis::Schema::Evolved;
        deleted.antiPattern = synthesis::AntiPattern::DeletesStatement;
        repair::Fix constant = fix("constant", 1.12, "", 0, "`i > n' → `True'", synthesis::ActionKind::ConstantReplacement);
        constant.schema = synthesis::Schema::Replace;
        constant.antiPattern = synthesis::AntiPattern::ConstantCondition;
        repair::Fix wipe = fix("wipe", 1.12, "p", 3, "l.wipe_out", synthesis::ActionKind::Command);
        wipe.changesOtherObject = true;
        repair::Fix low = fix("low", 0.2, "q", 9, "i := i - 1");
        const std::vector<repair::Fix> ranked = repair::rankFixes({deleted, wipe, constant, low}, 10);
        QCOMPARE(ranked.front().normalized, std::string("low"));
        QCOMPARE(ranked.back().normalized, std::string("wipe"));
        QCOMPARE(repair::fixNature(deleted), repair::FixNature::DeletesStatement);
        QCOMPARE(repair::fixNature(constant), repair::FixNature::ConstantCondition);
    }

    void contractChangesComeAfterCodeFixesEvenWhenLearningRaisesThem()
    {
        repair::Fix pre = fix("pre", 1.12, "", 0, "", synthesis::ActionKind::None);
        pre.isContract = true;
        pre.schema = synthesis::Schema::Precondition;
        pre.clause = "bound >= 2";
        repair::Fix wipe = fix("wipe", 0.4, "p", 3, "l.wipe_out", synthesis::ActionKind::Command);
        wipe.changesOtherObject = true;
        std::vector<repair::Fix> ranked = repair::rankFixes({pre, fix("code", 0.1, "p", 3, "x := x + 1"), wipe}, 10);
        QCOMPARE(names(ranked), (std::vector<std::string>{"code", "wipe", "pre"}));
        ranked[2].learned = 1;   // a rule learned from decisions raises the contract change two places
        ranked[1].learned = 1;
        repair::applyLearnedAdjustments(ranked);
        QCOMPARE(names(ranked), (std::vector<std::string>{"code", "wipe", "pre"}));
        QCOMPARE(ranked[2].rank, 3);
    }

    // Issue 34: a co-evolved test demoted `zero' (it discards what the routine computed); the user
    // rejected fixes like `proper' before. Without the demoted fix's place kept, the rejection
    // lowered `proper' one place and `zero' came first.
    void aRejectionNeverBringsUpAFixThatTestsDemoted()
    {
        repair::Fix zero = fix("zero", 0.9, "p", 3, "Result := 0", synthesis::ActionKind::ConstantAssignment);
        zero.coevolution.effect = repair::CoevolutionEffect::Demoted;
        std::vector<repair::Fix> ranked{fix("proper", 0.9, "q", 3, "x := x + 1"), zero};
        ranked[0].learned = -0.5;   // one rejection of a similar fix
        ranked[1].learned = 0.5;    // one acceptance of a similar fix: no raise either
        ranked[1].learnedRule = "similar fixes were accepted";
        repair::applyLearnedAdjustments(ranked);
        QCOMPARE(names(ranked), (std::vector<std::string>{"proper", "zero"}));
        QCOMPARE(ranked[1].learned, 0.0);   // no adjustment applied: none claimed in its explanation
        QVERIFY(ranked[1].learnedRule.empty());
        // The other fixes move around it: the rejected one below, `other' up; `zero' stays second.
        repair::Fix retested = fix("retested", 0.5, "r", 3, "y := 1", synthesis::ActionKind::ConstantAssignment);
        retested.retestFailures = 2;
        ranked = {fix("proper", 0.9, "q", 3, "x := x + 1"), zero, fix("other", 0.8, "s", 3, "x := x - 1"), retested};
        ranked[0].learned = -1;
        repair::applyLearnedAdjustments(ranked);
        QCOMPARE(names(ranked), (std::vector<std::string>{"other", "zero", "proper", "retested"}));
        QCOMPARE(ranked[3].rank, 4);
    }

    void aChangeOfTheStatementComesBeforeAGuardThatSkipsIt()
    {
        repair::Fix guard = fix("guard", 1.12, "", 0, "guard with the precondition of put", synthesis::ActionKind::None);
        guard.schema = synthesis::Schema::Guard;
        guard.fail = "i <= count";
        repair::Fix replace = fix("replace", 1.12, "", 0, "`i' → `i - 1'", synthesis::ActionKind::Replacement);
        replace.schema = synthesis::Schema::Replace;
        replace.changeSize = 12;   // larger than the guard's text would not matter: the kind decides
        QVERIFY(repair::ranksBefore(replace, guard));
        QVERIFY(!repair::ranksBefore(guard, replace));
        // Schema (c) from a more suspicious snapshot (0.80) against the proper operator change of
        // the condition the localization also points at (0.61): the change first.
        repair::Fix skip = fix("skip", 0.80, "a_balance - a_amount < 0", 101, "", synthesis::ActionKind::None);
        skip.schema = synthesis::Schema::C;
        repair::Fix change = fix("change", 0.61, "", 0, "`+' → `-'", synthesis::ActionKind::Replacement);
        change.schema = synthesis::Schema::Replace;
        QVERIFY(repair::ranksBefore(change, skip));
        // …but not a change with far weaker evidence.
        change.susp = 0.3;
        QVERIFY(repair::ranksBefore(skip, change));
    }

    void aSmallerCodeChangeComesFirstWithinABandOfSuspiciousness()
    {
        // `count + 2' → `count + 1' (a literal, 1 character, 0.94) against a new guarded
        // decrement (schema (b), 40 characters, 0.95): the same band, the smaller change first.
        repair::Fix literal = fix("literal", 0.94, "", 0, "`2' → `1'", synthesis::ActionKind::Replacement);
        literal.schema = synthesis::Schema::Replace;
        literal.changeSize = 1;
        repair::Fix guarded = fix("guarded", 0.95, "count <= 1", 81, "count := count - 1");
        guarded.changeSize = 40;
        QVERIFY(repair::ranksBefore(literal, guarded));
        QVERIFY(!repair::ranksBefore(guarded, literal));
        // Another band: the stronger evidence first, whatever the size.
        guarded.susp = 1.05;
        QVERIFY(repair::ranksBefore(guarded, literal));
        // Contract changes each add one clause: the finer suspiciousness decides among them.
        repair::Fix weakened = fix("weakened", 0.95, "", 0, "ensure t <= 30 implies (target = t)", synthesis::ActionKind::None);
        weakened.isContract = true;
        weakened.schema = synthesis::Schema::Postcondition;
        weakened.changeSize = 20;
        repair::Fix required = fix("required", 0.90, "", 0, "require t <= 30", synthesis::ActionKind::None);
        required.isContract = true;
        required.schema = synthesis::Schema::Precondition;
        required.changeSize = 8;
        QVERIFY(repair::ranksBefore(weakened, required));
    }

    void aChangeInsideAConditionNopolProvedRanksWithItsEvidence()
    {
        // Nopol replaced the whole condition [100, 160) (angelic values: evidence 1.0); AutoFix
        // negated it by removing `not ' (evidence 0.52, from a weaker snapshot). Both fix one
        // place, so the place's evidence counts for both, and the smaller change comes first.
        repair::Fix nopol = fix("nopol", 1.0, "", 0, "", synthesis::ActionKind::None);
        nopol.technique = repair::Technique::Nopol;
        nopol.schema = synthesis::Schema::Condition;
        nopol.evidenceSusp = 1.0;
        nopol.changeSize = 1;
        nopol.change.edits = {{100, 160, "balance > amount"}};
        nopol.replacedCondition = "not is_valid (balance, amount)";
        repair::Fix negation = fix("negation", 0.52, "", 0, "`not c' → `c'", synthesis::ActionKind::Replacement);
        negation.schema = synthesis::Schema::Replace;
        negation.evidenceSusp = 0.52;
        negation.changeSize = -2;
        negation.change.edits = {{100, 160, "is_valid (balance, amount)"}};
        // The same operator change elsewhere in the routine gains nothing from Nopol's evidence.
        repair::Fix elsewhere = negation;
        elsewhere.normalized = "elsewhere";
        elsewhere.change.edits = {{300, 304, "x"}};
        // A fix of the same place that a co-evolved test demoted keeps its demotion.
        repair::Fix demotedHere = negation;
        demotedHere.normalized = "demoted";
        demotedHere.changeSize = -3;
        demotedHere.susp = 0.052;
        demotedHere.coevolution.effect = repair::CoevolutionEffect::Demoted;
        const std::vector<repair::Fix> ranked = repair::rankFixes({elsewhere, demotedHere, nopol, negation}, 0);
        QCOMPARE(ranked.size(), std::size_t(4));
        QCOMPARE(ranked[0].normalized, std::string("negation"));
        QCOMPARE(ranked[1].normalized, std::string("nopol"));
        QCOMPARE(ranked[2].normalized, std::string("elsewhere"));
        QCOMPARE(ranked[3].normalized, std::string("demoted"));
        QCOMPARE(ranked[0].placeSusp, 1.0);
        QCOMPARE(ranked[2].placeSusp, 0.52);
    }

    void aPlaceGivesWayAfterThreeFixes()
    {
        // Five rewrites of the condition on line 2 (all with its evidence) and a weaker fix on
        // line 4: the fourth fix listed is line 4's, then the rest of line 2 in their order.
        auto base = std::make_shared<const std::string>("from\n until i > n + 1\nloop\n  s := s + a [i]\nend\n");
        const std::uint32_t condition = static_cast<std::uint32_t>(base->find("i > n + 1"));
        std::vector<repair::Fix> fixes;
        for (int k = 0; k < 5; ++k) {
            repair::Fix f = fix("cond" + std::to_string(k), 0.9 - 0.01 * k, "", 0, "", synthesis::ActionKind::Replacement);
            f.schema = synthesis::Schema::Replace;
            f.evidenceSusp = f.susp;
            f.change = {base, {{condition + static_cast<std::uint32_t>(k), condition + static_cast<std::uint32_t>(k) + 1, "j"}}};
            fixes.push_back(f);
        }
        repair::Fix body = fix("body", 0.5, "", 0, "", synthesis::ActionKind::Replacement);
        body.schema = synthesis::Schema::Replace;
        body.evidenceSusp = 0.5;
        const std::uint32_t plus = static_cast<std::uint32_t>(base->find("s + a"));
        body.change = {base, {{plus + 2, plus + 3, "-"}}};
        fixes.push_back(body);
        const std::vector<repair::Fix> ranked = repair::rankFixes(fixes, 0);
        std::vector<std::string> order;
        for (const repair::Fix& f : ranked) order.push_back(f.normalized);
        const std::vector<std::string> expected = {"cond0", "cond1", "cond2", "body", "cond3", "cond4"};
        QCOMPARE(order, expected);
        QCOMPARE(repair::rankFixes(fixes, 4).back().normalized, std::string("body"));
    }

    void onlyAReplacedExpressionLendsItsEvidence()
    {
        // A strong fix over [100, 160) and a weaker rewrite inside it. Nopol's guard says the
        // failing runs must skip the statement, not which of its expressions is wrong; GenProg's
        // score is set by its search, not measured at the place: neither lends. Nopol's new
        // condition does.
        struct Lender {
            repair::Technique technique;
            synthesis::Schema schema;
            std::string replacedCondition;
            double expected;   // the rewrite's placeSusp
        };
        const Lender lenders[] = {{repair::Technique::Nopol, synthesis::Schema::Condition, "", 0.5},
                                  {repair::Technique::Gp, synthesis::Schema::Evolved, "", 0.5},
                                  {repair::Technique::Nopol, synthesis::Schema::Condition, "b.item = Void", 1.0}};
        for (const Lender& l : lenders) {
            repair::Fix strong = fix("strong", 1.0, "", 0, "", synthesis::ActionKind::None);
            strong.technique = l.technique;
            strong.schema = l.schema;
            strong.replacedCondition = l.replacedCondition;
            strong.evidenceSusp = 1.0;
            strong.change.edits = {{100, 160, "if b /= Void then\n x := b.item\nend"}};
            repair::Fix rewrite = fix("rewrite", 0.5, "", 0, "", synthesis::ActionKind::Replacement);
            rewrite.schema = synthesis::Schema::Replace;
            rewrite.evidenceSusp = 0.5;
            rewrite.change.edits = {{110, 116, "b = Void or else b.item"}};
            const std::vector<repair::Fix> ranked = repair::rankFixes({rewrite, strong}, 0);
            const auto it = std::find_if(ranked.begin(), ranked.end(), [](const repair::Fix& f) { return f.normalized == "rewrite"; });
            QVERIFY(it != ranked.end());
            QCOMPARE(it->placeSusp, l.expected);
        }
    }

    void aChangeCountsOnlyTheCharactersThatDiffer()
    {
        const std::string text = "if not is_valid (a) then";
        synthesis::Candidate negation;
        negation.edits = {{3, 19, "is_valid (a)"}};   // `not is_valid (a)' → `is_valid (a)'
        QCOMPARE(negation.changeSize(text), -2);       // four characters removed
        QCOMPARE(negation.changeSize(), 12 - 8);       // without the text: the whole edit
        synthesis::Candidate other;
        other.edits = {{3, 19, "a > b"}};              // nothing shared at either end
        QCOMPARE(other.changeSize(text), 5 - 8);
        synthesis::Candidate insertion;
        insertion.edits = {{0, 0, "x := 1\n"}};
        QCOMPARE(insertion.changeSize(text), 7);
    }
};

QTEST_GUILESS_MAIN(TestRanking)
#include "test_ranking.moc"
