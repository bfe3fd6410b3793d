// Interesting values, class literals and the deterministic random generator (see test_values.h).
#include "testing/test_values.h"
#include "runtime/operators.h"
#include "syntax/lexer.h"

#include <algorithm>
#include <limits>

namespace amend::testing {

std::uint64_t Random::next()
{
    std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

int Random::below(int n)
{
    if (n <= 0) return 0;
    return static_cast<int>(next() % static_cast<std::uint64_t>(n));
}

std::int64_t Random::between(std::int64_t lo, std::int64_t hi)
{
    if (hi <= lo) return lo;
    const std::uint64_t span = static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo) + 1;
    if (span == 0) return static_cast<std::int64_t>(next());
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(lo) + next() % span);
}

std::uint64_t testSeed(std::uint64_t seed, int routineIndex, int testIndex)
{
    Random r(seed ^ 0x5DEECE66Dull);
    std::uint64_t h = r.next();
    Random r2(h ^ (static_cast<std::uint64_t>(static_cast<std::uint32_t>(routineIndex)) << 32 | static_cast<std::uint32_t>(testIndex)));
    return r2.next() ^ static_cast<std::uint64_t>(routineIndex) * 0x9E3779B97F4A7C15ull;
}

LiteralTable::LiteralTable(const sema::Program& program)
{
    for (const auto& cls : program.classes) {
        if (!cls->isUserCode() || !cls->decl || !cls->decl->range.valid()) continue;
        const SourceFile& file = program.sources.file(cls->decl->range.file);
        const std::string text = file.slice(cls->decl->range.begin, cls->decl->range.end);
        DiagnosticSink sink;
        const syntax::TokenStream stream = syntax::tokenize(text, cls->decl->range.file, sink);
        ClassLiterals literals;
        bool inFeatures = false;
        bool negative = false;
        for (const syntax::Token& t : stream.tokens) {
            if (t.kind == syntax::TokenKind::Keyword && t.keyword == syntax::Keyword::Feature) inFeatures = true;
            if (!inFeatures) continue;
            switch (t.kind) {
            case syntax::TokenKind::Integer: {
                const std::int64_t v = negative ? -t.intValue : t.intValue;
                if (std::find(literals.integers.begin(), literals.integers.end(), v) == literals.integers.end()) literals.integers.push_back(v);
                break;
            }
            case syntax::TokenKind::Character:
                if (std::find(literals.characters.begin(), literals.characters.end(), t.charValue) == literals.characters.end())
                    literals.characters.push_back(t.charValue);
                break;
            case syntax::TokenKind::String:
                if (t.text.size() <= 40 && std::find(literals.strings.begin(), literals.strings.end(), t.text) == literals.strings.end())
                    literals.strings.push_back(t.text);
                break;
            default: break;
            }
            negative = t.kind == syntax::TokenKind::Symbol && t.symbol == syntax::Symbol::Minus;
        }
        m_byClass.emplace(cls->id, std::move(literals));
    }
}

const ClassLiterals& LiteralTable::of(const sema::ClassInfo* cls) const
{
    if (!cls) return m_empty;
    auto it = m_byClass.find(cls->id);
    return it == m_byClass.end() ? m_empty : it->second;
}

namespace {

void addUnique(std::vector<runtime::Value>& values, runtime::Value v)
{
    for (const runtime::Value& x : values) {
        if (x.tag == v.tag && runtime::valuesEqual(x, v)) return;
    }
    values.push_back(v);
}

}  // namespace

std::vector<runtime::Value> interestingValues(sema::BasicKind kind, const ClassLiterals& literals)
{
    using sema::BasicKind;
    using runtime::Value;
    std::vector<Value> values;
    if (sema::isIntegerKind(kind)) {
        const std::int64_t base[] = {0, 1, -1, 2, -2, 10, -10, 100, -100};
        for (std::int64_t i : base) {
            if (sema::integerConstantFits(kind, i)) addUnique(values, runtime::basicConvert(Value::int64(i), kind));
        }
        // The smallest and largest values: a real beyond either bound saturates to it.
        addUnique(values, runtime::basicConvert(Value::real(-1e30), kind));
        addUnique(values, runtime::basicConvert(Value::real(1e30), kind));
        for (std::int64_t i : literals.integers) {
            if (sema::integerConstantFits(kind, i)) addUnique(values, runtime::basicConvert(Value::int64(i), kind));
        }
        return values;
    }
    switch (kind) {
    case BasicKind::Boolean:
        values = {Value::boolean(false), Value::boolean(true)};
        return values;
    case BasicKind::Character:
        for (char c : {'a', 'Z', '0', ' ', '%'}) addUnique(values, Value::character(static_cast<unsigned char>(c)));
        addUnique(values, Value::character(0));
        for (std::uint32_t c : literals.characters) addUnique(values, Value::character(c));
        return values;
    case BasicKind::Real64:
        for (double d : {0.0, 1.0, -1.0, 0.5, -0.5, 2.0, 100.0, -100.0, 1e10, -1e10}) addUnique(values, Value::real(d));
        for (std::int64_t i : literals.integers) addUnique(values, Value::real(static_cast<double>(i)));
        return values;
    case BasicKind::Real32:
        for (double d : {0.0, 1.0, -1.0, 0.5, -0.5, 2.0, 100.0, -100.0, 1e10, -1e10}) addUnique(values, runtime::basicConvert(Value::real(d), kind));
        for (std::int64_t i : literals.integers) addUnique(values, runtime::basicConvert(Value::real(static_cast<double>(i)), kind));
        return values;
    case BasicKind::Character32:
        for (std::uint32_t c : {97u, 90u, 48u, 32u, 0u, 0xE9u, 0x20ACu}) addUnique(values, Value::character32(c));
        for (std::uint32_t c : literals.characters) addUnique(values, Value::character32(c));
        return values;
    case BasicKind::Pointer:  // the only address a test can know (FreeELKS's MANAGED_POINTER, C_STRING … take one)
        values.push_back(Value::pointer(0));
        return values;
    default: break;  // None; integers above
    }
    return values;
}

std::vector<std::string> interestingStrings(const ClassLiterals& literals)
{
    std::vector<std::string> strings = {"", "a", "abc", "Hello, world", " "};
    for (const std::string& s : literals.strings) {
        if (std::find(strings.begin(), strings.end(), s) == strings.end()) strings.push_back(s);
    }
    return strings;
}

runtime::Value randomValue(sema::BasicKind kind, Random& random)
{
    using sema::BasicKind;
    using runtime::Value;
    switch (kind) {
    case BasicKind::Boolean: return Value::boolean(random.chance(50));
    case BasicKind::Character: return Value::character(static_cast<std::uint32_t>(random.between(32, 126)));
    case BasicKind::Integer32:
        return Value::int32(static_cast<std::int32_t>(random.chance(80) ? random.between(-1000, 1000) : static_cast<std::int64_t>(static_cast<std::int32_t>(random.next()))));
    case BasicKind::Integer64: return Value::int64(random.chance(80) ? random.between(-1000, 1000) : static_cast<std::int64_t>(random.next()));
    case BasicKind::Natural32: return Value::nat32(static_cast<std::uint32_t>(random.chance(80) ? random.between(0, 1000) : static_cast<std::int64_t>(random.next() & 0xFFFFFFFFu)));
    case BasicKind::Real64: return Value::real(static_cast<double>(random.between(-100000, 100000)) / 100.0);
    case BasicKind::Real32: return runtime::basicConvert(Value::real(static_cast<double>(random.between(-100000, 100000)) / 100.0), kind);
    case BasicKind::Character32: return Value::character32(static_cast<std::uint32_t>(random.chance(80) ? random.between(32, 126) : random.between(160, 0x2FFF)));
    case BasicKind::Integer8:
    case BasicKind::Integer16:
    case BasicKind::Natural8:
    case BasicKind::Natural16:
    case BasicKind::Natural64: {
        // Small values mostly, wrapped into the kind; sometimes any bit pattern.
        const std::int64_t v = random.chance(80) ? random.between(sema::isNaturalKind(kind) ? 0 : -100, 100) : static_cast<std::int64_t>(random.next());
        return runtime::basicConvert(Value::int64(v), kind);
    }
    case BasicKind::Pointer: return Value::pointer(0);  // the only address a test can know: default_pointer
    case BasicKind::None: break;
    }
    return Value();
}

}  // namespace amend::testing
