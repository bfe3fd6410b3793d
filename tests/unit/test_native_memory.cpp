// Unit tests of NativeMemory (runtime/native_memory.h), the memory POINTERs of a project's own
// EiffelBase address: blocks (allocate, resize, release) and variables taken by `$x', every read
// and write checked against a live block or variable.
#include "runtime/machine.h"
#include "runtime/native_memory.h"

#include <QtTest>

#include <cstdint>
#include <optional>
#include <vector>

using namespace amend;
using runtime::CallRecord;
using runtime::NativeMemory;
using runtime::Value;

class TestNativeMemory : public QObject {
    Q_OBJECT

private slots:
    void blocksAreZeroedAndBounded()
    {
        NativeMemory memory;
        const std::uint64_t a = memory.allocate(4);
        QVERIFY(a != 0);
        std::uint8_t bytes[5] = {9, 9, 9, 9, 9};
        QVERIFY(memory.read(a, 4, bytes, nullptr));
        QCOMPARE(bytes[0] + bytes[1] + bytes[2] + bytes[3], 0);
        const std::uint8_t in[2] = {7, 8};
        QVERIFY(memory.write(a + 2, 2, in, nullptr));
        QVERIFY(memory.read(a + 3, 1, bytes, nullptr));
        QCOMPARE(bytes[0], std::uint8_t(8));
        QVERIFY(!memory.read(a + 3, 2, bytes, nullptr));  // one byte past the end
        QVERIFY(!memory.write(a - 1, 1, in, nullptr));    // before the start
        QVERIFY(!memory.read(0, 1, bytes, nullptr));      // the default pointer
        QCOMPARE(memory.bytesAllocated(), std::size_t(4));
    }

    void blocksDoNotTouch()
    {
        NativeMemory memory;
        const std::uint64_t a = memory.allocate(16);
        const std::uint64_t b = memory.allocate(16);
        QVERIFY(b > a + 16);  // a gap: running off a's end reaches no other block
        std::uint8_t bytes[1];
        QVERIFY(!memory.read(a + 16, 1, bytes, nullptr));
    }

    void resizeKeepsContentsAndReleaseForgets()
    {
        NativeMemory memory;
        const std::uint64_t a = memory.allocate(2);
        const std::uint8_t in[2] = {1, 2};
        QVERIFY(memory.write(a, 2, in, nullptr));
        const std::uint64_t b = memory.resize(a, 4);
        QVERIFY(b != 0 && b != a);
        std::uint8_t bytes[4];
        QVERIFY(memory.read(b, 4, bytes, nullptr));
        QCOMPARE(bytes[0], std::uint8_t(1));
        QCOMPARE(bytes[1], std::uint8_t(2));
        QCOMPARE(bytes[3], std::uint8_t(0));
        QVERIFY(!memory.read(a, 1, bytes, nullptr));  // the old block is gone
        QCOMPARE(memory.resize(a, 8), std::uint64_t(0));
        QVERIFY(memory.release(b));
        QVERIFY(!memory.release(b));
        QVERIFY(memory.release(0));  // free (NULL) does nothing
        QCOMPARE(memory.bytesAllocated(), std::size_t(0));
    }

    void variablesAreReadAndWrittenInTheirKind()
    {
        NativeMemory memory;
        const CallRecord owner{nullptr, Value(), {}, nullptr};
        const CallRecord inner{nullptr, Value(), {}, &owner};
        Value natural = Value::nat8(0);
        Value real = Value::real32(0.0f);
        const std::uint64_t n = memory.addressOf(&natural, &owner, 1);
        const std::uint64_t r = memory.addressOf(&real, &owner, 1);
        QVERIFY(n != r);
        const std::uint8_t byte = 200;
        QVERIFY(memory.write(n, 1, &byte, &inner));  // from a routine the owner called
        QCOMPARE(natural.tag, runtime::Tag::Natural8);
        QCOMPARE(natural.n32, 200u);
        const float f = 1.5f;
        QVERIFY(memory.write(r, 4, reinterpret_cast<const std::uint8_t*>(&f), &inner));
        QCOMPARE(real.r, 1.5);
        std::uint8_t out[4];
        QVERIFY(memory.read(n, 1, out, &owner));
        QCOMPARE(out[0], std::uint8_t(200));
        QVERIFY(!memory.read(n, 4, out, &owner));    // past the variable's end
        // Part of a variable, as C reads one byte of a NATURAL_16 to learn the byte order
        // (PLATFORM.is_little_endian), and writes one back.
        Value two = Value::nat16(0x0102);
        const std::uint64_t t = memory.addressOf(&two, &owner, 1);
        QVERIFY(memory.read(t, 1, out, &owner));
        QCOMPARE(out[0], std::uint8_t(0x02));   // little-endian: the low byte first
        QVERIFY(memory.read(t + 1, 1, out, &owner));
        QCOMPARE(out[0], std::uint8_t(0x01));
        QVERIFY(!memory.read(t + 1, 2, out, &owner));   // one byte past its end
        const std::uint8_t high = 0x7f;
        QVERIFY(memory.write(t + 1, 1, &high, &owner));
        QCOMPARE(two.n32, 0x7f02u);
        const CallRecord other{nullptr, Value(), {}, nullptr};
        QVERIFY(!memory.read(n, 1, out, &other));    // its routine is not active
        QCOMPARE(memory.addressOf(&natural, &owner, 1), n);  // the same variable, the same address
    }

    // Call records live in the interpreter's C++ frames, so the next call at the same depth often
    // has its record where the returned call's was: it is another call all the same, and the
    // returned call's variable is gone.
    void aLaterCallWithTheSameRecordAddressIsAnotherCall()
    {
        NativeMemory memory;
        const CallRecord caller{nullptr, Value(), {}, nullptr};
        std::optional<CallRecord> call;
        call.emplace(CallRecord{nullptr, Value(), {}, &caller});
        const CallRecord* first = &*call;
        Value earlier = Value::int32(7);
        const std::uint64_t a = memory.addressOf(&earlier, first, 2);
        std::uint8_t out[4] = {};
        QVERIFY(memory.read(a, 4, out, first));
        QCOMPARE(out[0], std::uint8_t(7));

        call.emplace(CallRecord{nullptr, Value(), {}, &caller});  // returned; the next call, same depth
        const CallRecord* second = &*call;
        QCOMPARE(second, first);
        QVERIFY(!memory.read(a, 4, out, second));
        QVERIFY(!memory.write(a, 4, out, second));
        const CallRecord callee{nullptr, Value(), {}, second};
        QVERIFY(!memory.read(a, 4, out, &callee));  // nor from a routine the second call calls

        // The second call's own variable takes the freed address and is the one read there.
        Value own = Value::int32(9);
        QCOMPARE(memory.addressOf(&own, second, 2), a);
        QVERIFY(memory.read(a, 4, out, &callee));
        QCOMPARE(out[0], std::uint8_t(9));
    }
};

QTEST_GUILESS_MAIN(TestNativeMemory)
#include "test_native_memory.moc"
