// The one Eiffel-to-z3 translator (analysis/z3_translate.h): integers wrap around at 32 bits as
// in the interpreter, noOverflow() gives back the unbounded integers' answers, opaque
// sub-expressions are one variable per text, the caller's variable map is honoured; and the
// predicate pruning built on it keeps predicates that are not constant on every run.
#include "analysis/predicate_pruning.h"
#include "analysis/z3_translate.h"
#include "syntax/parser.h"

#include <QtTest>

#include <functional>
#include <limits>

using namespace amend;

namespace {

enum class Answer { Valid, NotValid, Unknown };

// Is `text` (a BOOLEAN expression) true for every value of its variables? With `noOverflow`, only
// runs in which no arithmetic overflowed count.
Answer validity(const std::string& text, bool noOverflow = false,
                const std::function<void(z3::context&, analysis::Z3Translator&)>& define = {})
{
    const syntax::ExprPtr e = syntax::parseExpressionText(text);
    if (!e) return Answer::Unknown;
    z3::context c;
    analysis::Z3Translator translator(c);
    if (define) define(c, translator);
    z3::solver s(c);
    s.add(!translator.boolean(*e));
    if (noOverflow) s.add(translator.noOverflow());
    switch (s.check()) {
    case z3::unsat: return Answer::Valid;
    case z3::sat: return Answer::NotValid;
    default: return Answer::Unknown;
    }
}

// Which of `texts` redundantPredicates drops, every one a candidate compared pairwise.
std::vector<bool> pruneAll(std::initializer_list<const char*> texts)
{
    std::vector<syntax::ExprPtr> owned;
    for (const char* text : texts) owned.push_back(syntax::parseExpressionText(text));
    analysis::PruneQuery query;
    for (const syntax::ExprPtr& e : owned) query.predicates.push_back(e.get());
    query.candidate.assign(owned.size(), true);
    query.pairwise.assign(owned.size(), true);
    return analysis::redundantPredicates(query);
}

}  // namespace

class TestZ3Translate : public QObject {
    Q_OBJECT
private slots:
    void integersWrapAroundAsInTheInterpreter()
    {
        QCOMPARE(validity("2147483647 + 1 = -2147483647 - 1"), Answer::Valid);
        QCOMPARE(validity("65536 * 65536 = 0"), Answer::Valid);
        QCOMPARE(validity("-(-2147483647 - 1) = -2147483647 - 1"), Answer::Valid);
        // x = max_value is the counterexample.
        QCOMPARE(validity("x + 1 > x"), Answer::NotValid);
        QCOMPARE(validity("x < count implies x + 1 <= count"), Answer::Valid);
        QCOMPARE(validity("x <= count implies x < count + 1"), Answer::NotValid);
    }

    void noOverflowGivesTheUnboundedIntegersAnswers()
    {
        QCOMPARE(validity("x + 1 > x", true), Answer::Valid);
        QCOMPARE(validity("x <= count implies x < count + 1", true), Answer::Valid);
        QCOMPARE(validity("x >= 0 implies x * 2 >= x", true), Answer::Valid);
        QCOMPARE(validity("x >= 0 implies x * 2 >= x"), Answer::NotValid);
    }

    void comparisonsAreSigned()
    {
        QCOMPARE(validity("-1 < 0"), Answer::Valid);
        QCOMPARE(validity("-2147483647 - 1 <= x"), Answer::Valid);
        QCOMPARE(validity("x >= 0 or x < 0"), Answer::Valid);
    }

    void opaqueExpressionsAreOneVariablePerText()
    {
        QCOMPARE(validity("a.count > 0 implies a.count >= 1"), Answer::Valid);
        QCOMPARE(validity("a.count > 0 implies b.count >= 1"), Answer::NotValid);
        QCOMPARE(validity("is_empty and then not is_empty"), Answer::NotValid);
        QCOMPARE(validity("not (is_empty and not is_empty)"), Answer::Valid);
        QCOMPARE(validity("x = Void implies not (x /= Void)"), Answer::Valid);
    }

    void theCallersVariablesAreUsed()
    {
        auto fiveForN = [](z3::context& c, analysis::Z3Translator& t) { t.define("n", c.bv_val(5, analysis::Z3Translator::kIntegerBits)); };
        QCOMPARE(validity("n + 1 = 6", false, fiveForN), Answer::Valid);
        QCOMPARE(validity("n + 1 = 6"), Answer::NotValid);
        auto flag = [](z3::context& c, analysis::Z3Translator& t) { t.define("done", c.bool_val(true)); };
        QCOMPARE(validity("done or x > 3", false, flag), Answer::Valid);
    }

    // The operator level every translation shares: `//' truncates toward zero, `\\' has the
    // dividend's sign, unary minus wraps, and operators z3 does not model are refused.
    void operatorLevel()
    {
        using syntax::BinaryOp;
        using syntax::UnaryOp;
        z3::context c;
        const z3::expr seven = analysis::integerValue(c, -7), two = analysis::integerValue(c, 2);
        auto value = [](const z3::expr& e) { return static_cast<std::int32_t>(e.simplify().get_numeral_uint64()); };
        QCOMPARE(value(*analysis::apply(BinaryOp::IntDiv, seven, two)), -3);
        QCOMPARE(value(*analysis::apply(BinaryOp::Mod, seven, two)), -1);
        QCOMPARE(value(*analysis::apply(BinaryOp::Plus, analysis::integerValue(c, 2147483647), analysis::integerValue(c, 1))),
                 std::numeric_limits<std::int32_t>::min());
        const z3::expr minimum = analysis::integerValue(c, std::numeric_limits<std::int32_t>::min());
        QCOMPARE(value(*analysis::apply(UnaryOp::Minus, minimum)), std::numeric_limits<std::int32_t>::min());
        QVERIFY(analysis::noOverflow(UnaryOp::Minus, minimum).simplify().is_false());
        QVERIFY(analysis::apply(BinaryOp::Xor, c.bool_val(true), c.bool_val(true))->simplify().is_false());
        QVERIFY(analysis::apply(BinaryOp::Implies, c.bool_val(false), c.bool_val(false))->simplify().is_true());
        QVERIFY(!analysis::apply(BinaryOp::Power, two, two));
        QVERIFY(!analysis::apply(BinaryOp::Divide, two, two));
    }

    // Pruning drops what is constant on every run, and only that.
    void pruningKeepsWhatOverflowCanChange()
    {
        QCOMPARE(pruneAll({"i > i", "i + 1 > i", "i <= count", "i < count + 1", "count >= i"}),
                 (std::vector<bool>{true, false, false, false, true}));
    }

    // Issue 20: the sample assignments only skip checks they decide. A predicate true on no
    // sample but satisfiable (only z3 finds i = 12345 * 7 + 3) stays, so does one equivalent to
    // no other; one valid with a product and one equivalent to an earlier one are dropped.
    void pruningSamplesDecideOnlyWhatTheyWitness()
    {
        const std::vector<bool> drop = pruneAll({"i = 86418", "i * 2 = width * 2", "i * 2 + 1 /= width * 2", "i * width + c <= n",
                                                 "n >= i * width + c", "width = 3 and i * width = 7"});
        // i * 2 + 1 /= width * 2: always true (odd /= even, also wrapping); i * width = 7 with
        // width = 3 has a wrapping solution (3 * 1431655767 = 7 mod 2^32): kept.
        QCOMPARE(drop, (std::vector<bool>{false, false, true, false, true, false}));
    }
};

QTEST_APPLESS_MAIN(TestZ3Translate)
#include "test_z3_translate.moc"
