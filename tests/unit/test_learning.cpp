// Unit tests of learning from decisions (engine/learning, after BugFix): the situation descriptors of
// a fault and fix, fix descriptions (edit shapes), support and confidence of the mined rules on
// hand-made decision sets, the rule that speaks for a fix, the ranking adjustment it gives and its
// explanation, the JSON of a knowledge base (and its errors), and the leave-one-out measure on
// hand-made bench results. Expectations are computed by hand.
#include "evaluation/learning_evaluation.h"
#include "learning/advisor.h"
#include "learning/ivmp_patterns.h"
#include "learning/knowledge_json.h"
#include "learning/knowledge_store.h"
#include "repair/ranking.h"
#include "sema/compiler.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace amend;
using namespace amend::learning;

namespace {

const char* const account = R"(class
	ACCOUNT

feature

	balance: INTEGER

	withdraw (amount: INTEGER)
		require
			positive: amount > 0
		local
			i: INTEGER
		do
			from i := 1 until i > 3 loop
				i := i + 1
			end
			if amount <= 100 then
				balance := balance - amount
			end
		ensure
			decreased: balance <= old balance
		end

end
)";

Descriptor d(DescriptorKind kind, const char* value) { return {kind, value}; }

const FixDescription guard{repair::Technique::AutoFix, synthesis::Schema::Guard, synthesis::ActionKind::None, EditShape::Guard};
const FixDescription call{repair::Technique::AutoFix, synthesis::Schema::B, synthesis::ActionKind::Command, EditShape::AddCall};

const Descriptor pre = d(DescriptorKind::Violation, "precondition");
const Descriptor post = d(DescriptorKind::Violation, "postcondition");
const Descriptor loop = d(DescriptorKind::RoutineShape, "loop");
const Descriptor le = d(DescriptorKind::StatementToken, "<=");

// The hand-made decision set of the support and confidence tests: 5 decisions.
//   1. {pre, loop}  guard accepted     2. {pre, loop} guard accepted   3. {pre} guard rejected
//   4. {pre, loop}  call rejected      5. {post, le}  guard accepted
KnowledgeBase handMade()
{
    KnowledgeBase k;
    k.add({{pre, loop}, guard, Verdict::Accepted});
    k.add({{pre, loop}, guard, Verdict::Accepted});
    k.add({{pre}, guard, Verdict::Rejected});
    k.add({{pre, loop}, call, Verdict::Rejected});
    k.add({{post, le}, guard, Verdict::Accepted});
    return k;
}

const AssociationRule* findRule(const std::vector<AssociationRule>& rules, const std::vector<Descriptor>& x, const FixDescription& fix)
{
    for (const AssociationRule& r : rules)
        if (r.situation == x && r.fix == fix) return &r;
    return nullptr;
}

repair::Fix fixWith(synthesis::Schema schema, synthesis::ActionKind action, const std::string& key)
{
    repair::Fix f;
    f.schema = schema;
    f.actionKind = action;
    f.normalized = key;
    return f;
}

}  // namespace

class TestLearning : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void abstractTokensLeaveNamesOut()
    {
        const std::set<std::string> tokens = abstractTokens("if idx <= count + 1 and not before then x := 17 end");
        const std::set<std::string> expected{"if", "name", "<=", "+", "1", "and", "not", "then", ":=", "int", "end"};
        QCOMPARE(tokens, expected);
    }

    void situationOfAFix()
    {
        DiagnosticSink sink;
        sema::CompileInput input;
        input.buffers = {{"/mem/account.e", account}};
        const std::shared_ptr<const sema::Program> program = sema::compileProgram(input, sink);
        QVERIFY(!sink.hasErrors());
        analysis::FaultUnderRepair fault;
        fault.routine = program->classNamed("ACCOUNT")->feature("withdraw");
        QVERIFY(fault.routine);
        fault.kind = runtime::ViolationKind::Postcondition;
        fault.clauseText = "balance <= old balance";
        analysis::FaultLocalization loc;
        analysis::Snapshot s1;
        s1.predicate = "amount > balance";
        s1.value = true;
        analysis::Snapshot s2;
        s2.predicate = "balance = 0";
        s2.value = false;
        loc.snapshots = {s1, s2};
        repair::Fix fix;
        const std::string text = account;
        const std::size_t at = text.find("balance := balance - amount");
        fix.change.base = std::make_shared<const std::string>(text);
        fix.change.edits = {{static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(at), "if amount <= balance then "}};
        const Situation s = describeSituation(*program, fault, loc, fix, 1);
        // The statement at the edit: `balance := balance - amount'.
        QVERIFY(s.count(d(DescriptorKind::StatementToken, ":=")));
        QVERIFY(s.count(d(DescriptorKind::StatementToken, "-")));
        QVERIFY(!s.count(d(DescriptorKind::StatementToken, "if")));
        QVERIFY(s.count(d(DescriptorKind::ClauseToken, "old")));
        QVERIFY(s.count(d(DescriptorKind::ClauseToken, "<=")));
        QVERIFY(s.count(post));
        QVERIFY(s.count(loop));
        QVERIFY(s.count(d(DescriptorKind::RoutineShape, "branch")));
        QVERIFY(s.count(d(DescriptorKind::RoutineShape, "procedure")));
        // Only the first snapshot (snapshots = 1), its names abstracted.
        QVERIFY(s.count(d(DescriptorKind::ValuePattern, "name > name = True")));
        QVERIFY(!s.count(d(DescriptorKind::ValuePattern, "name = 0 = False")));
        for (const Descriptor& x : s) QVERIFY2(x.value.find("balance") == std::string::npos, x.text().c_str());
        // No value mappings (not a Nopol fix): no IVMP descriptor.
        for (const Descriptor& x : s) QVERIFY2(x.kind != DescriptorKind::Ivmp, x.text().c_str());
        // A condition forced from True to False in two failing runs.
        fix.valueMappings = {{{analysis::MappedValue::boolean(true)}, {analysis::MappedValue::boolean(false)}},
                             {{analysis::MappedValue::boolean(true)}, {analysis::MappedValue::boolean(false)}}};
        const Situation forced = describeSituation(*program, fault, loc, fix, 1);
        QVERIFY(forced.count(d(DescriptorKind::Ivmp, "original > alternate")));
        QCOMPARE(forced.size(), s.size() + 1);
    }

    // IVMP patterns on hand-made value mapping pairs: each comparison, within the original set,
    // within the alternate set and between them, holds only when it is the same in every pair.
    void ivmpPatternsOfHandMadePairs()
    {
        using analysis::MappedValue;
        using analysis::ValueMappingPair;
        const auto b = MappedValue::boolean;
        const auto i = MappedValue::integer;
        using Patterns = std::set<std::string>;
        QCOMPARE(ivmpPatterns({}), Patterns{});
        // Between, one Boolean each: False → True in every run is "<", True → False ">".
        QCOMPARE(ivmpPatterns({{{b(false)}, {b(true)}}, {{b(false)}, {b(true)}}}), Patterns{"original < alternate"});
        QCOMPARE(ivmpPatterns({{{b(true)}, {b(false)}}}), Patterns{"original > alternate"});
        // Runs that disagree: no pattern.
        QCOMPARE(ivmpPatterns({{{b(false)}, {b(true)}}, {{b(true)}, {b(false)}}}), Patterns{});
        // Equal between the sets (integers).
        QCOMPARE(ivmpPatterns({{{i(3)}, {i(3)}}, {{i(-7)}, {i(-7)}}}), Patterns{"original = alternate"});
        // Two values each. Run 1: original (2, 5), alternate (5, 5); run 2: original (0, 9), alternate (9, 4).
        //   within original: 2 < 5, 0 < 9 → "<"; within alternate: 5 = 5, 9 > 4 → none;
        //   between 1: 2 < 5, 0 < 9 → "<"; between 2: 5 = 5, 9 > 4 → none.
        const std::vector<ValueMappingPair> two{{{i(2), i(5)}, {i(5), i(5)}}, {{i(0), i(9)}, {i(9), i(4)}}};
        QCOMPARE(ivmpPatterns(two), (Patterns{"original 1 < original 2", "original 1 < alternate 1"}));
        // Run 1 alone: also alternate 1 = alternate 2 and original 2 = alternate 2.
        QCOMPARE(ivmpPatterns({two.front()}), (Patterns{"original 1 < original 2", "alternate 1 = alternate 2",
                                                         "original 1 < alternate 1", "original 2 = alternate 2"}));
        // Within the alternate set, greater in both runs (between: 1 < 8 but 4 > 3, 1 < 2 but 4 > -1).
        QCOMPARE(ivmpPatterns({{{i(1), i(1)}, {i(8), i(2)}}, {{i(4), i(4)}, {i(3), i(-1)}}}),
                 (Patterns{"original 1 = original 2", "alternate 1 > alternate 2"}));
        // Values of different types do not compare.
        QCOMPARE(ivmpPatterns({{{b(true), i(1)}, {b(false), i(2)}}}), (Patterns{"original 1 > alternate 1", "original 2 < alternate 2"}));
        QCOMPARE(ivmpPatterns({{{b(false)}, {b(true)}}, {{i(0)}, {i(1)}}}), Patterns{});
    }

    void editShapes()
    {
        QCOMPARE(replacementShape("i < count", "i <= count"), EditShape::ChangeOperator);
        QCOMPARE(replacementShape("go_i_th (idx)", "go_i_th (idx - 1)"), EditShape::ChangeBound);
        QCOMPARE(replacementShape("x := 0", "x := 1"), EditShape::ChangeBound);
        QCOMPARE(replacementShape("a.item", "b.item"), EditShape::ReplaceExpression);
        repair::Fix f = fixWith(synthesis::Schema::B, synthesis::ActionKind::Command, "");
        QCOMPARE(describeFix(f).shape, EditShape::AddCall);
        f = fixWith(synthesis::Schema::Condition, synthesis::ActionKind::None, "");
        QCOMPARE(describeFix(f).shape, EditShape::Guard);
        f.replacedCondition = "i < n";
        QCOMPARE(describeFix(f).shape, EditShape::ChangeCondition);
        f = fixWith(synthesis::Schema::Precondition, synthesis::ActionKind::None, "");
        f.isContract = true;
        QCOMPARE(describeFix(f).shape, EditShape::StrengthenPrecondition);
        f = fixWith(synthesis::Schema::Replace, synthesis::ActionKind::Replacement, "");
        f.change.base = std::make_shared<const std::string>("if i < n then");
        f.change.edits = {{3, 8, "i <= n"}};
        QCOMPARE(describeFix(f).shape, EditShape::ChangeOperator);
    }

    void supportAndConfidence()
    {
        const std::vector<AssociationRule> rules = handMade().mineRules({.maxDescriptors = 2, .minDecisions = 2});
        // {} → guard: decisions 1, 2, 3, 5; accepted 1, 2, 5.
        const AssociationRule* any = findRule(rules, {}, guard);
        QVERIFY(any);
        QCOMPARE(any->decisions, 4);
        QCOMPARE(any->accepted, 3);
        QCOMPARE(any->support, 4.0 / 5);
        QCOMPARE(any->confidence, 3.0 / 4);
        // {pre} → guard: decisions 1, 2, 3; accepted 2 of 3.
        const AssociationRule* onPre = findRule(rules, {pre}, guard);
        QVERIFY(onPre);
        QCOMPARE(onPre->support, 3.0 / 5);
        QCOMPARE(onPre->confidence, 2.0 / 3);
        // {pre, loop} → guard: decisions 1, 2, both accepted (descriptors sorted by kind: violation before routine shape).
        const AssociationRule* onPreLoop = findRule(rules, {pre, loop}, guard);
        QVERIFY(onPreLoop);
        QCOMPARE(onPreLoop->decisions, 2);
        QCOMPARE(onPreLoop->confidence, 1.0);
        // {pre, loop} → call: one decision only, below minDecisions: no rule.
        QVERIFY(!findRule(rules, {pre, loop}, call));
        QVERIFY(!findRule(rules, {post}, guard));   // one decision
        QCOMPARE(onPreLoop->text(), std::string("violation:precondition ∧ routine:loop → autofix/guard/none/guard (accepted 2 of 2)"));
    }

    void theStrongestRuleSpeaks()
    {
        const KnowledgeBase k = handMade();
        // In {pre, loop, le}: strengths {} 0.5·4/5 = 0.4, {pre} (1/3)·3/4 = 0.25, {loop} and
        // {pre, loop} 1·2/3, {le} 1·1/2: {pre, loop}, the larger of the two strongest.
        std::optional<AssociationRule> r = k.ruleFor({pre, loop, le}, guard);
        QVERIFY(r);
        QCOMPARE(r->situation, (std::vector<Descriptor>{pre, loop}));
        QCOMPARE(r->confidence, 1.0);
        // In {pre}: {} (4 decisions, 3 accepted: 0.4) is stronger than {pre} (3, 2: 0.25).
        r = k.ruleFor({pre}, guard);
        QVERIFY(r);
        QVERIFY(r->situation.empty());
        QCOMPARE(r->accepted, 3);
        QCOMPARE(r->decisions, 4);
        // Calls: with at least two decisions behind a rule, none speaks; by default one rejected call does, weakly.
        QVERIFY(!k.ruleFor({pre, loop}, call, {.maxDescriptors = 2, .minDecisions = 2}));
        r = k.ruleFor({pre, loop}, call);
        QVERIFY(r);
        QCOMPARE(ruleAdjustment(*r), -0.5);   // (2·0 − 1) · 1/2
        // Rejections lower: two rejected calls.
        KnowledgeBase rejecting = k;
        rejecting.add({{pre, loop}, call, Verdict::Rejected});
        r = rejecting.ruleFor({pre, loop}, call);
        QVERIFY(r);
        QCOMPARE(r->confidence, 0.0);
        QVERIFY(ruleAdjustment(*r) < 0);
        QCOMPARE(ruleAdjustment(*r), -2.0 / 3);   // (2·0 − 1) · 2/3
    }

    void removeTakesBackOneDecision()
    {
        KnowledgeBase k = handMade();
        QVERIFY(k.remove({{pre, loop}, guard, Verdict::Accepted}));
        QCOMPARE(k.decisions().size(), std::size_t(4));
        QVERIFY(k.remove({{pre, loop}, guard, Verdict::Accepted}));
        QVERIFY(!k.remove({{pre, loop}, guard, Verdict::Accepted}));
        // Left for guards in {pre, loop}: decision 3 ({pre}, rejected) is the most specific.
        QCOMPARE(k.ruleFor({pre, loop}, guard)->situation, std::vector<Descriptor>{pre});
        QCOMPARE(k.ruleFor({pre, loop}, guard)->confidence, 0.0);
    }

    void learningRaisesAndLowersWithAnExplanation()
    {
        // Three fixes ranked call, other, guard; guards accepted 2 of 2, calls rejected 2 of 2 in {pre, loop}.
        KnowledgeBase k;
        k.add({{pre, loop}, guard, Verdict::Accepted});
        k.add({{pre, loop}, guard, Verdict::Accepted});
        k.add({{pre, loop}, call, Verdict::Rejected});
        k.add({{pre, loop}, call, Verdict::Rejected});
        std::vector<repair::Fix> ranked = {fixWith(synthesis::Schema::B, synthesis::ActionKind::Command, "call"),
                                           fixWith(synthesis::Schema::A, synthesis::ActionKind::Assignment, "other"),
                                           fixWith(synthesis::Schema::Guard, synthesis::ActionKind::None, "guard")};
        const FixDescription other = describeFix(ranked[1]);
        applyKnowledge(k, {{pre, loop}, {pre, loop}, {pre, loop}}, {call, other, guard}, ranked);
        QCOMPARE(ranked[0].normalized, std::string("guard"));   // 2 − 2·(2/3) = 2/3
        QCOMPARE(ranked[1].normalized, std::string("other"));   // 1
        QCOMPARE(ranked[2].normalized, std::string("call"));    // 0 + 2·(2/3) = 4/3
        QCOMPARE(ranked[0].rank, 1);
        QCOMPARE(ranked[2].rank, 3);
        QCOMPARE(ranked[0].learnedRule, std::string("similar fixes (guard (autofix, schema guard)) were accepted 2 of 2 times when "
                                                    "violation:precondition ∧ routine:loop"));
        QVERIFY(repair::fixExplanation(ranked[0]).find("learned: similar fixes (guard") != std::string::npos);
        QVERIFY(ranked[1].learnedRule.empty());
        QCOMPARE(ranked[1].learned, 0.0);
    }

    void aRaisedFixGoesBeforeTheOneWhosePlaceItTakes()
    {
        std::vector<repair::Fix> ranked;
        for (const char* key : {"a", "b", "c", "d"}) ranked.push_back(fixWith(synthesis::Schema::B, synthesis::ActionKind::Command, key));
        ranked[3].learned = 0.5;    // 3 − 2·0.5 = 2: c's place, before it
        ranked[0].learned = -0.5;   // 0 + 1 = 1: b's place, after it
        repair::applyLearnedAdjustments(ranked);
        QStringList order;
        for (const repair::Fix& f : ranked) order << QString::fromStdString(f.normalized);
        QCOMPARE(order, QStringList({"b", "a", "d", "c"}));
        QCOMPARE(ranked[2].rank, 3);
    }

    void withoutKnowledgeTheRankingIsUnchanged()
    {
        std::vector<repair::Fix> ranked = {fixWith(synthesis::Schema::B, synthesis::ActionKind::Command, "a"),
                                           fixWith(synthesis::Schema::Guard, synthesis::ActionKind::None, "b")};
        ranked[0].rank = 1;
        ranked[1].rank = 2;
        applyKnowledge(KnowledgeBase{}, {{pre}, {pre}}, {call, guard}, ranked);
        QCOMPARE(ranked[0].normalized, std::string("a"));
        QCOMPARE(ranked[1].normalized, std::string("b"));
        QVERIFY(ranked[0].learnedRule.empty());
    }

    void jsonRoundTripAndErrors()
    {
        const KnowledgeBase k = handMade();
        std::string error;
        const std::optional<KnowledgeBase> back = knowledgeFromText(knowledgeToText(k), error);
        QVERIFY2(back, error.c_str());
        QCOMPARE(back->decisions(), k.decisions());

        QVERIFY(!knowledgeFromText("{\n  \"format\": \"amend-knowledge\",\n  \"version\": 1,\n  \"decisions\": [}\n", error));
        QVERIFY2(error.rfind("4:17: ", 0) == 0, error.c_str());   // the `}' where a value must be
        QVERIFY(!knowledgeFromText(R"({"format": "something-else"})", error));
        QVERIFY(error.find("not a knowledge base") != std::string::npos);
        QVERIFY(!knowledgeFromText(R"({"format": "amend-knowledge", "version": 1, "decisions": [{"verdict": "accepted",
            "fix": {"technique": "autofix", "schema": "b", "action": "command", "shape": "teleport"}, "situation": []}]})",
                                   error));
        QCOMPARE(error, std::string("decision 1: unknown edit shape `teleport'"));
        QVERIFY(!knowledgeFromText(R"({"format": "amend-knowledge", "version": 1, "decisions": [{"verdict": "accepted",
            "fix": {"technique": "autofix", "schema": "b", "action": "command", "shape": "add_call"}, "situation": ["colour:red"]}]})",
                                   error));
        QVERIFY(error.find("unknown situation descriptor `colour:red'") != std::string::npos);
    }

    void storeRecordsForgetsExportsImports()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("user/knowledge.json").toStdString();
        const std::string shared = dir.filePath("team.json").toStdString();
        std::string error;
        const LearnedDecision accepted{{pre, loop}, guard, Verdict::Accepted};
        QVERIFY2(recordDecision(path, accepted, error), error.c_str());
        QVERIFY2(recordDecision(path, {{pre}, call, Verdict::Rejected}, error), error.c_str());
        QCOMPARE(readKnowledgeFile(path, error)->decisions().size(), std::size_t(2));
        QVERIFY(forgetDecision(path, accepted, error));
        QCOMPARE(readKnowledgeFile(path, error)->decisions().size(), std::size_t(1));
        QVERIFY(exportKnowledge(path, shared, error));
        QVERIFY(importKnowledge(path, shared, error));
        QCOMPARE(readKnowledgeFile(path, error)->decisions().size(), std::size_t(2));
        QVERIFY(resetKnowledge(path, error));
        QVERIFY(!QFile::exists(QString::fromStdString(path)));
        QVERIFY(!importKnowledge(path, dir.filePath("missing.json").toStdString(), error));
        QVERIFY(error.find("missing.json: cannot read") != std::string::npos);
    }

    void leaveOneOutOnHandMadeResults()
    {
        // Three cases, one fault each, two kept fixes: a call ranked first, a guard second. Guards
        // are proper in cases a and b, calls improper; in case c the call is the proper one.
        auto makeCase = [](const std::string& name, bool guardProper) {
            evaluation::CaseResult c;
            c.name = name;
            evaluation::FaultResult f;
            f.routine = "C.r";
            f.found = true;
            evaluation::ClassifiedFix x1, x2;
            x1.rank = 1;
            x1.classified = x2.classified = true;
            x1.situation = x2.situation = {pre, loop};
            x1.description = call;
            x1.proper = !guardProper;
            x2.rank = 2;
            x2.description = guard;
            x2.proper = guardProper;
            f.fixes = {x1, x2};
            f.firstProperRank = guardProper ? 2 : 1;
            c.faults = {f};
            return c;
        };
        const std::vector<evaluation::CaseResult> results = {makeCase("a", true), makeCase("b", true), makeCase("c", false)};
        QCOMPARE(evaluation::trainKnowledge(results).decisions().size(), std::size_t(6));
        QCOMPARE(evaluation::trainKnowledge(results, "a").decisions().size(), std::size_t(4));
        const std::vector<evaluation::LeaveOneOutRow> rows = evaluation::leaveOneOut(results);
        QCOMPARE(rows.size(), std::size_t(3));
        // a: trained on b and c: guards 1 of 2, calls 1 of 2: no change. Same for b.
        QCOMPARE(rows[0].rankWithout, 2);
        QCOMPARE(rows[0].rankWith, 2);
        // c: trained on a and b: guards accepted 2 of 2, calls rejected 2 of 2: the guard rises,
        // the proper call falls to 2.
        QCOMPARE(rows[2].rankWithout, 1);
        QCOMPARE(rows[2].rankWith, 2);
        const evaluation::LeaveOneOutSummary s = evaluation::summarize(rows);
        QCOMPARE(s.faults, 3);
        QCOMPARE(s.equal, 2);
        QCOMPARE(s.worse, 1);
        QCOMPARE(s.meanWithout, 5.0 / 3);
        QCOMPARE(s.meanWith, 2.0);
    }
};

QTEST_GUILESS_MAIN(TestLearning)
#include "test_learning.moc"
