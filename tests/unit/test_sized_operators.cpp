// Unit tests of the sized basic kinds in runtime/operators.h: wrap-around per width and
// signedness, overflow reporting, conversions (wrapping `as_*', saturating real → integer),
// REAL_32 rounding, equality across kinds, and the constant ranges of sema/types.h.
#include "runtime/operators.h"

#include <QtTest>

using namespace amend;
using runtime::OpStatus;
using runtime::Value;
using sema::BasicKind;

class TestSizedOperators : public QObject {
    Q_OBJECT

private slots:
    void integer8WrapsAndReportsOverflow()
    {
        OpStatus st = OpStatus::Ok;
        const Value r = runtime::basicBinary(ir::Op::Add, BasicKind::Integer8, Value::int8(127), Value::int8(1), st);
        QCOMPARE(r.tag, runtime::Tag::Integer8);
        QCOMPARE(r.i32, -128);
        QCOMPARE(st, OpStatus::Overflow);
        st = OpStatus::Ok;
        QCOMPARE(runtime::basicBinary(ir::Op::Mul, BasicKind::Integer16, Value::int16(300), Value::int16(300), st).i32, 24464);
        st = OpStatus::Ok;
        QCOMPARE(runtime::basicBinary(ir::Op::IntDiv, BasicKind::Integer8, Value::int8(-128), Value::int8(-1), st).i32, -128);
        QCOMPARE(st, OpStatus::Overflow);
    }

    void naturalsWrapModuloTheirWidth()
    {
        OpStatus st = OpStatus::Ok;
        QCOMPARE(runtime::basicBinary(ir::Op::Sub, BasicKind::Natural8, Value::nat8(0), Value::nat8(1), st).n32, 255u);
        QCOMPARE(runtime::basicBinary(ir::Op::Add, BasicKind::Natural16, Value::nat16(65535), Value::nat16(2), st).n32, 1u);
        QCOMPARE(runtime::basicBinary(ir::Op::Sub, BasicKind::Natural64, Value::nat64(0), Value::nat64(1), st).n64, UINT64_MAX);
        QCOMPARE(runtime::basicNegate(BasicKind::Natural8, Value::nat8(1)).n32, 255u);
        QVERIFY(runtime::basicBinary(ir::Op::Gt, BasicKind::Natural64, Value::nat64(UINT64_MAX), Value::nat64(1), st).b);
        st = OpStatus::Ok;
        runtime::basicBinary(ir::Op::Mod, BasicKind::Natural16, Value::nat16(5), Value::nat16(0), st);
        QCOMPARE(st, OpStatus::DivisionByZero);
    }

    void conversionsWrapOrSaturate()
    {
        QCOMPARE(runtime::basicConvert(Value::int32(300), BasicKind::Natural8).n32, 44u);
        QCOMPARE(runtime::basicConvert(Value::int32(200), BasicKind::Integer8).i32, -56);
        QCOMPARE(runtime::basicConvert(Value::int32(-1), BasicKind::Natural64).n64, UINT64_MAX);
        QCOMPARE(runtime::basicConvert(Value::nat64(UINT64_MAX), BasicKind::Real64).r, 18446744073709551615.0);
        QCOMPARE(runtime::basicConvert(Value::real(1e30), BasicKind::Integer16).i32, 32767);
        QCOMPARE(runtime::basicConvert(Value::real(-7.9), BasicKind::Integer8).i32, -7);
        QCOMPARE(runtime::basicConvert(Value::real(1e30), BasicKind::Natural64).n64, UINT64_MAX);
        QCOMPARE(runtime::basicConvert(Value::real(-3.0), BasicKind::Natural32).n32, 0u);
    }

    void real32RoundsToSinglePrecision()
    {
        const Value tenth = runtime::basicConvert(Value::real(0.1), BasicKind::Real32);
        QCOMPARE(tenth.tag, runtime::Tag::Real32);
        QCOMPARE(tenth.r, static_cast<double>(0.1f));
        OpStatus st = OpStatus::Ok;
        const Value big = runtime::basicBinary(ir::Op::Add, BasicKind::Real32, Value::real32(16777216.0f), Value::real32(1.0f), st);
        QCOMPARE(big.r, 16777216.0);
        QCOMPARE(runtime::basicBinary(ir::Op::Div, BasicKind::Real32, Value::real32(1.0f), Value::real32(3.0f), st).r,
                 static_cast<double>(1.0f / 3.0f));
    }

    void equalityAcrossKinds()
    {
        QVERIFY(runtime::valuesEqual(Value::int8(5), Value::int32(5)));
        QVERIFY(runtime::valuesEqual(Value::nat64(7), Value::int64(7)));
        QVERIFY(!runtime::valuesEqual(Value::nat64(UINT64_MAX), Value::int64(-1)));
        QVERIFY(runtime::valuesEqual(Value::real32(0.5f), Value::real(0.5)));
        QVERIFY(!runtime::valuesEqual(Value::real32(0.1f), Value::real(0.1)));
    }

    void constantRanges()
    {
        QVERIFY(sema::integerConstantFits(BasicKind::Integer8, -128));
        QVERIFY(!sema::integerConstantFits(BasicKind::Integer8, 128));
        QVERIFY(sema::integerConstantFits(BasicKind::Natural16, 65535));
        QVERIFY(!sema::integerConstantFits(BasicKind::Natural16, -1));
        QVERIFY(sema::integerConstantFits(BasicKind::Natural64, INT64_MAX));
        QVERIFY(!sema::integerConstantFits(BasicKind::Character, 65));
    }
};

QTEST_GUILESS_MAIN(TestSizedOperators)
#include "test_sized_operators.moc"
