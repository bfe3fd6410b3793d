// Nopol's levels enumerated on the observations (see enumeration.h). Every candidate is a bit
// set over the rows that must hold (bit k: its value in row k); an expression fits when its bit
// set equals the expected outcomes'. Level 1: the atoms (Boolean inputs and comparisons of two
// integer terms). Level 2: an atom, its negation, or two atoms joined by and/or with at most one
// `not' (on one operand or on the whole). Level 3: level 2 over the atoms plus those comparing
// one arithmetic term `x op y' with an input, for each such term in turn (the library has one
// arithmetic component, whose result two comparisons may share).
#include "nopol/enumeration.h"

#include <cstdint>
#include <set>

namespace amend::nopol {

namespace {

using Bits = std::vector<std::uint64_t>;

// Steps (pair tests, and comparisons made on a row) allowed per question before giving up
// (TooLarge): a few tenths of a second at most.
constexpr long long kMaxPairTests = 30'000'000;

class Enumerator {
public:
    Enumerator(const SynthesisTable& table, const std::vector<std::size_t>& rows, bool softMayFail)
    {
        for (std::size_t r : rows)
            if (!(softMayFail && table.rows[r].soft)) m_rows.push_back(r);
        m_words = (m_rows.size() + 63) / 64;
        m_expected = build([&](std::size_t k) { return table.rows[m_rows[k]].expected; });
        m_unexpected = negation(m_expected);
        // Values per input (constants repeated), for the rows that must hold.
        std::size_t vi = 0;
        for (const SynthesisInput& in : table.inputs) {
            std::vector<std::int32_t> values;
            for (std::size_t r : m_rows) values.push_back(in.isConstant ? in.constantValue : table.rows[r].values[vi]);
            if (!in.isConstant) ++vi;
            if (in.sort == ValueSort::Boolean) addAtom(m_base, build([&](std::size_t k) { return values[k] != 0; }));
            else m_integers.push_back(std::move(values));
        }
        for (std::size_t i = 0; i < m_integers.size(); ++i)
            for (std::size_t j = i + 1; j < m_integers.size(); ++j) addComparisons(m_base, m_integers[i], m_integers[j]);
    }

    bool noRows() const { return m_rows.empty(); }

    Enumerated level1() const { return contains(m_base, m_expected) ? Enumerated::SomeFits : Enumerated::NoneFits; }

    Enumerated level2()
    {
        if (contains(m_base, m_expected) || contains(m_base, m_unexpected)) return Enumerated::SomeFits;
        const std::vector<const Bits*> base = pointers(m_base.list);
        const std::vector<Bits> negated = negations(m_base.list);
        return pairsFit(base, base, pointers(negated), base);
    }

    Enumerated level3()
    {
        Enumerated plain = level2();
        if (plain != Enumerated::NoneFits) return plain;
        const std::vector<const Bits*> base = pointers(m_base.list);
        const std::vector<Bits> baseNegated = negations(m_base.list);
        std::set<std::vector<std::int32_t>> terms;
        for (std::size_t i = 0; i < m_integers.size(); ++i)
            for (std::size_t j = 0; j < m_integers.size(); ++j) {
                if (i == j) continue;
                for (int op = 0; op < 3; ++op) {
                    if (op != 1 && j < i) continue;  // + and * commute
                    // Making a term's atoms costs one step per comparison and row.
                    m_pairTests += 6 * static_cast<long long>(m_integers.size() * m_rows.size());
                    if (m_pairTests > kMaxPairTests) return Enumerated::TooLarge;
                    std::vector<std::int32_t> term = arithmetic(op, m_integers[i], m_integers[j]);
                    if (!terms.insert(term).second) continue;
                    // The atoms reading this term that are not atoms already.
                    AtomSet extra;
                    for (const std::vector<std::int32_t>& other : m_integers) addComparisons(extra, term, other);
                    std::vector<const Bits*> fresh;
                    for (const Bits& b : extra.list)
                        if (!m_base.seen.count(b)) fresh.push_back(&b);
                    if (fresh.empty()) continue;
                    for (const Bits* b : fresh)
                        if (*b == m_expected || *b == m_unexpected) return Enumerated::SomeFits;
                    std::vector<const Bits*> all = base;
                    all.insert(all.end(), fresh.begin(), fresh.end());
                    std::vector<Bits> freshNegated;
                    for (const Bits* b : fresh) freshNegated.push_back(negation(*b));
                    // Pairs with at least one fresh atom: fresh with any, and `not base' with fresh.
                    Enumerated r = pairsFit(fresh, all, pointers(freshNegated), all);
                    if (r == Enumerated::NoneFits) r = pairsFit({}, {}, pointers(baseNegated), fresh);
                    if (r != Enumerated::NoneFits) return r;
                }
            }
        return Enumerated::NoneFits;
    }

private:
    struct AtomSet {
        std::vector<Bits> list;
        std::set<Bits> seen;
    };

    template <typename F>
    Bits build(F valueAt) const
    {
        Bits b(m_words, 0);
        for (std::size_t k = 0; k < m_rows.size(); ++k)
            if (valueAt(k)) b[k / 64] |= std::uint64_t{1} << (k % 64);
        return b;
    }

    Bits negation(const Bits& b) const
    {
        Bits n(b.size());
        for (std::size_t w = 0; w < b.size(); ++w) n[w] = ~b[w];
        if (!n.empty() && m_rows.size() % 64) n.back() &= (std::uint64_t{1} << (m_rows.size() % 64)) - 1;
        return n;
    }

    std::vector<Bits> negations(const std::vector<Bits>& list) const
    {
        std::vector<Bits> out;
        out.reserve(list.size());
        for (const Bits& b : list) out.push_back(negation(b));
        return out;
    }

    static std::vector<const Bits*> pointers(const std::vector<Bits>& list)
    {
        std::vector<const Bits*> out;
        for (const Bits& b : list) out.push_back(&b);
        return out;
    }

    static void addAtom(AtomSet& set, Bits b)
    {
        if (set.seen.insert(b).second) set.list.push_back(std::move(b));
    }

    static bool contains(const AtomSet& set, const Bits& b) { return set.seen.count(b) > 0; }

    // x < y, x <= y, x = y, x /= y, y < x, y <= x (the comparison component with its
    // arguments either way round).
    void addComparisons(AtomSet& set, const std::vector<std::int32_t>& x, const std::vector<std::int32_t>& y) const
    {
        addAtom(set, build([&](std::size_t k) { return x[k] < y[k]; }));
        addAtom(set, build([&](std::size_t k) { return x[k] <= y[k]; }));
        addAtom(set, build([&](std::size_t k) { return x[k] == y[k]; }));
        addAtom(set, build([&](std::size_t k) { return x[k] != y[k]; }));
        addAtom(set, build([&](std::size_t k) { return y[k] < x[k]; }));
        addAtom(set, build([&](std::size_t k) { return y[k] <= x[k]; }));
    }

    // The interpreter's INTEGER_32 + - * (wrapping), as the SMT encoding's bit-vectors.
    static std::vector<std::int32_t> arithmetic(int op, const std::vector<std::int32_t>& x, const std::vector<std::int32_t>& y)
    {
        std::vector<std::int32_t> out(x.size());
        for (std::size_t k = 0; k < x.size(); ++k) {
            const auto a = static_cast<std::uint32_t>(x[k]);
            const auto b = static_cast<std::uint32_t>(y[k]);
            const std::uint32_t v = op == 0 ? a + b : op == 1 ? a - b : a * b;
            out[k] = static_cast<std::int32_t>(v);
        }
        return out;
    }

    // p and q = target for some p in ps, q in qs (only p, q with no bit missing from target).
    bool conjunction(const std::vector<const Bits*>& ps, const std::vector<const Bits*>& qs, const Bits& t)
    {
        return anyPair(ps, qs, [&](const Bits& p, std::size_t w) { return (t[w] & ~p[w]) == 0; },
                       [&](const Bits& p, const Bits& q, std::size_t w) { return (p[w] & q[w] & ~t[w]) == 0; });
    }

    // p or q = target for some p in ps, q in qs (only p, q with no bit outside target).
    bool disjunction(const std::vector<const Bits*>& ps, const std::vector<const Bits*>& qs, const Bits& t)
    {
        return anyPair(ps, qs, [&](const Bits& p, std::size_t w) { return (p[w] & ~t[w]) == 0; },
                       [&](const Bits& p, const Bits& q, std::size_t w) { return (t[w] & ~p[w] & ~q[w]) == 0; });
    }

    // Some p in ps, q in qs, both usable (every word), for which `fits' holds at every word.
    template <typename Usable, typename Fits>
    bool anyPair(const std::vector<const Bits*>& ps, const std::vector<const Bits*>& qs, Usable usableWord, Fits fitsWord)
    {
        auto usable = [&](const Bits& b) {
            for (std::size_t w = 0; w < m_words; ++w)
                if (!usableWord(b, w)) return false;
            return true;
        };
        std::vector<const Bits*> usableQs;
        for (const Bits* q : qs)
            if (usable(*q)) usableQs.push_back(q);
        for (const Bits* p : ps) {
            if (!usable(*p)) continue;
            m_pairTests += static_cast<long long>(usableQs.size());
            if (m_pairTests > kMaxPairTests) return false;  // pairsFit says TooLarge
            for (const Bits* q : usableQs) {
                bool fits = true;
                for (std::size_t w = 0; w < m_words && fits; ++w) fits = fitsWord(*p, *q, w);
                if (fits) return true;
            }
        }
        return false;
    }

    // `a op b' and `not (a op b)' for a in `as', b in `bs'; `(not c) op d' for `not c' in
    // `negated', d in `ds'.
    Enumerated pairsFit(const std::vector<const Bits*>& as, const std::vector<const Bits*>& bs, const std::vector<const Bits*>& negated,
                        const std::vector<const Bits*>& ds)
    {
        for (const Bits* target : {&m_expected, &m_unexpected})
            if (conjunction(as, bs, *target) || disjunction(as, bs, *target)) return Enumerated::SomeFits;
        if (conjunction(negated, ds, m_expected) || disjunction(negated, ds, m_expected)) return Enumerated::SomeFits;
        return m_pairTests > kMaxPairTests ? Enumerated::TooLarge : Enumerated::NoneFits;
    }

    std::vector<std::size_t> m_rows;  // the rows that must hold
    std::size_t m_words = 0;
    Bits m_expected, m_unexpected;
    std::vector<std::vector<std::int32_t>> m_integers;  // integer inputs' values per row
    AtomSet m_base;                                     // level 1's atoms
    long long m_pairTests = 0;
};

}  // namespace

Enumerated enumerateConditions(const SynthesisTable& table, const std::vector<std::size_t>& rows, int level, bool softMayFail)
{
    Enumerator e(table, rows, softMayFail);
    if (e.noRows()) return Enumerated::SomeFits;
    if (level <= 1) return e.level1();
    if (level == 2) return e.level2();
    return e.level3();
}

}  // namespace amend::nopol
