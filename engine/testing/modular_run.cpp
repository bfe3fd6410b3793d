// Replacement bodies, start states and test runs for modular testing (see modular_internal.h).
#include "testing/modular_internal.h"

#include "runtime/interpreter.h"
#include "sema/ir.h"
#include "syntax/parser.h"

#include <algorithm>

namespace amend::testing::modular {

namespace {

constexpr const char* kAssumeTag = "amend_assume_";

// Sets the start state's attributes on the first entry to its routine after `skip' others (the
// creations that use it as creation procedure, before the call under test), before the entry checks
// of the invariant and precondition (which reject states the prover would not start from).
class StartStateSetter final : public runtime::Observer {
public:
    StartStateSetter(const StartState& state, const sema::FeatureInfo& routine, int skip) : m_state(state), m_routine(routine), m_skip(skip) {}
    void onEnter(const runtime::FrameView& frame) override
    {
        if (m_done || frame.routine().feature != m_routine.routine->feature || !frame.current().isRef()) return;
        if (m_skip > 0) {
            --m_skip;
            return;
        }
        m_done = true;
        std::vector<runtime::Value> values;
        for (const auto& [attribute, expr] : m_state.values) {
            const std::optional<runtime::Value> v = frame.evaluate(*expr);
            if (!v) return;  // undefined here: the state stays as it was
            values.push_back(*v);
        }
        runtime::Object* object = frame.current().ref;
        for (std::size_t i = 0; i < values.size(); ++i) {
            const int slot = m_state.values[i].first->slot;
            if (slot >= 0 && static_cast<std::uint32_t>(slot) < object->fieldCount) object->fields()[slot] = values[i];
        }
    }

private:
    const StartState& m_state;
    const sema::FeatureInfo& m_routine;
    int m_skip;
    bool m_done = false;
};

}  // namespace

bool isBasicAttribute(const sema::FeatureInfo& a)
{
    return a.kind == sema::FeatureInfo::Kind::Attribute && a.type && a.type->kind == sema::Type::Kind::Class && a.type->cls
           && a.type->cls->basic != sema::BasicKind::None;
}

std::optional<Replacement> lowerBody(const sema::Program& program, const sema::FeatureInfo& feature, const std::string& text)
{
    Replacement r;
    r.scratch = std::make_shared<SourceManager>(sema::scratchSources(program));
    DiagnosticSink sink;
    r.file = r.scratch->add("<modular>", text);
    r.body = std::make_shared<syntax::Body>(syntax::parseInstructions(*r.scratch, r.file, sink));
    if (sink.hasErrors()) return std::nullopt;
    r.routine = sema::lowerReplacementBody(program, feature, *r.body, sink, r.scratch.get());
    if (!r.routine || sink.hasErrors()) return std::nullopt;
    return r;
}

std::vector<const syntax::Expr*> frameClauses(const syntax::FeatureDecl& decl)
{
    std::vector<const syntax::Expr*> clauses;
    for (const std::vector<syntax::Assertion>* part : {&decl.precondition, &decl.postcondition})
        for (const syntax::Assertion& a : *part) {
            const syntax::Expr* e = a.expr.get();
            if (e && e->kind == syntax::ExprKind::Call && !e->target
                && (e->name == "modify" || e->name == "modify_model" || e->name == "modify_field"))
                clauses.push_back(e);
        }
    return clauses;
}

std::string assumeCheck(const std::vector<std::string>& clauses)
{
    if (clauses.empty()) return {};
    std::string text = "check\n";
    for (std::size_t i = 0; i < clauses.size(); ++i) text += kAssumeTag + std::to_string(i + 1) + ": " + clauses[i] + "\n";
    return text + "end\n";
}

bool isAssumeTag(const std::string& tag) { return tag.rfind(kAssumeTag, 0) == 0; }

std::string oneLine(const std::string& assignments)
{
    std::string out;
    for (char c : assignments) {
        if (c != '\n') out += c;
        else out += "; ";
    }
    while (!out.empty() && (out.back() == ' ' || out.back() == ';')) out.pop_back();
    return out.empty() ? "(nothing changed)" : out;
}

std::vector<HavocVariable> typedCandidates(const sema::Program& program, const sema::FeatureInfo& feature,
                                           std::vector<HavocVariable> variables)
{
    for (HavocVariable& v : variables) {
        std::vector<std::string> kept{v.candidates.front()};
        for (std::size_t i = 1; i < v.candidates.size(); ++i)
            if (lowerBody(program, feature, v.name + " := " + v.candidates[i] + "\n")) kept.push_back(v.candidates[i]);
        v.candidates = std::move(kept);
    }
    return variables;
}

std::string sourceText(const sema::Program& program, const SourceRange& range)
{
    return range.valid() ? program.sources.text(range) : std::string();
}

std::vector<StartState> startStates(const sema::Program& program, const sema::FeatureInfo& routine, int max)
{
    const sema::ClassInfo* cls = routine.owner;
    std::vector<const syntax::Expr*> contracts;
    if (cls->decl)
        for (const syntax::Assertion& a : cls->decl->invariant) contracts.push_back(a.expr.get());
    if (routine.decl) {
        for (const syntax::Assertion& a : routine.decl->precondition) contracts.push_back(a.expr.get());
        for (const syntax::Assertion& a : routine.decl->postcondition) contracts.push_back(a.expr.get());
    }
    const std::vector<std::string> sides = integerLiterals(comparisonSides(contracts));
    // Each attribute's candidates, kept when they lower to a value of the attribute's type.
    auto scratch = std::make_shared<SourceManager>(sema::scratchSources(program));
    std::vector<HavocVariable> variables;
    std::vector<const sema::FeatureInfo*> attributes;
    std::vector<std::vector<std::shared_ptr<const ir::Expr>>> lowered;
    for (const sema::FeatureInfo* a : cls->features) {
        if (!isBasicAttribute(*a)) continue;
        HavocVariable v{a->name, {}};
        std::vector<std::shared_ptr<const ir::Expr>> exprs;
        for (const std::string& text : candidatesFor(a->name, sides)) {
            DiagnosticSink sink;
            const int file = scratch->add("<modular state>", text);
            const syntax::ExprPtr e = syntax::parseExpression(*scratch, file, sink);
            if (!e || sink.hasErrors()) continue;
            std::shared_ptr<const ir::Expr> x = sema::lowerExpressionIn(program, routine, *e, sink, scratch.get());
            if (!x || sink.hasErrors() || x->type != a->type) continue;
            v.candidates.push_back(text);
            exprs.push_back(std::move(x));
        }
        if (v.candidates.empty() || v.candidates.front() != a->name) continue;
        variables.push_back(std::move(v));
        attributes.push_back(a);
        lowered.push_back(std::move(exprs));
    }
    std::vector<StartState> states;
    for (const std::vector<std::size_t>& choice : rankedChoices(variables, max + 1)) {
        StartState s{scratch, {}, {}};
        for (std::size_t i = 0; i < choice.size(); ++i) {
            if (choice[i] == 0) continue;
            s.values.emplace_back(attributes[i], lowered[i][choice[i]]);
            s.text += (s.text.empty() ? "" : "; ") + variables[i].name + " := " + variables[i].candidates[choice[i]];
        }
        if (!s.values.empty()) states.push_back(std::move(s));  // the unchanged state is the test's own
    }
    return states;
}

std::vector<TestCase> startStateTests(const std::vector<TestCase>& tests, const sema::FeatureInfo& routine, int max)
{
    std::vector<TestCase> out;
    for (std::size_t t = 0; t < tests.size() && static_cast<int>(out.size()) < max; ++t) {
        const TestCase& test = tests[t];
        std::vector<int> earlier;
        for (std::size_t i = 0; i + 1 < test.steps.size(); ++i) {
            const Step& s = test.steps[i];
            if (s.kind == Step::Kind::Call && s.feature && s.feature->routine == routine.routine) earlier.push_back(static_cast<int>(i));
        }
        out.push_back(earlier.empty() ? test : test.without(earlier));
    }
    return out;
}

std::optional<Counterexample> firstFailure(const sema::Program& program, const CancelToken& cancel, const std::vector<TestCase>& tests,
                                           const RunSetup& setup, const ModularOptions& options, const std::string& caller, const Accept& accept)
{
    for (const TestCase& test : tests) {
        if (cancel.isCancelled()) break;
        runtime::RunOptions run = options.limits.runOptions();
        if (setup.original && setup.replacement) run.overrides.emplace(setup.original, setup.replacement);
        std::optional<StartStateSetter> setter;
        if (setup.state && setup.routine) {
            // A creation procedure also called as a command: its creations come first.
            int creations = 0;
            for (std::size_t i = 0; i + 1 < test.steps.size(); ++i)
                creations += test.steps[i].kind == Step::Kind::Create && test.steps[i].feature && test.steps[i].feature->routine == setup.routine->routine;
            setter.emplace(*setup.state, *setup.routine, creations);
            run.observer = &*setter;
        }
        const TestRun result = runTestCase(program, test, run);
        if (result.verdict != Verdict::Fail || result.key.routine != caller || !accept(result.key)) continue;
        const auto& known = options.knownFaults;
        if (std::find(known.begin(), known.end(), result.key) != known.end()) continue;
        Counterexample c{test, result.key, {}, {}};
        if (result.outcome.violation) {
            c.clause = result.outcome.violation->text;
            c.violatedIn = routineName(result.outcome.violation->routine);
        }
        return c;
    }
    return std::nullopt;
}

}  // namespace amend::testing::modular
