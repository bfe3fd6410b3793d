// Unit tests of support/huge_page_heap: after backHeapWithHugePages the heap memory that new
// allocations come from is marked for transparent huge pages (VmFlags `hg' in /proc/self/smaps),
// and that memory is ordinary heap memory (written and read back); after
// keepNewThreadsOnTheMainHeap a new thread allocates from that heap.
#include "support/huge_page_heap.h"

#include <QFile>
#include <QtTest>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <vector>

namespace {

// The mapping of /proc/self/smaps holding `address': its first line (range, permissions … name)
// and its VmFlags line; both empty when there is none.
struct Mapping {
    QByteArray header;
    QByteArray flags;
};
Mapping mappingOf(const void* address)
{
    QFile smaps(QStringLiteral("/proc/self/smaps"));
    if (!smaps.open(QIODevice::ReadOnly)) return {};
    const auto wanted = reinterpret_cast<std::uintptr_t>(address);
    Mapping current;
    bool inside = false;
    // Read whole: a /proc file has size 0, so QFile::atEnd holds from the start.
    for (const QByteArray& text : smaps.readAll().split('\n')) {
        const QByteArray line = text.trimmed();
        const qsizetype dash = line.indexOf('-');
        const qsizetype space = line.indexOf(' ');
        if (dash > 0 && space > dash && !line.startsWith("VmFlags")) {
            bool ok1 = false, ok2 = false;
            const auto begin = line.left(dash).toULongLong(&ok1, 16);
            const auto end = line.mid(dash + 1, space - dash - 1).toULongLong(&ok2, 16);
            if (ok1 && ok2) {
                inside = begin <= wanted && wanted < end;
                current.header = line;
            }
            continue;
        }
        if (inside && line.startsWith("VmFlags:")) return {current.header, line};
    }
    return {};
}

// Whether that mapping has the VM_HUGEPAGE flag (`hg').
bool markedForHugePages(const void* address) { return mappingOf(address).flags.split(' ').contains("hg"); }

bool underSanitizer()
{
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
    return true;
#else
    return false;
#endif
}

}  // namespace

class TestHugePageHeap : public QObject {
    Q_OBJECT

private slots:
    void marksTheHeapThatNewAllocationsUse()
    {
        if (!QFile::exists(QStringLiteral("/sys/kernel/mm/transparent_hugepage/enabled")))
            QSKIP("this kernel has no transparent huge pages");
        if (underSanitizer()) QSKIP("a sanitizer's allocator has no brk heap (its mallopt does nothing)");
        QVERIFY(amend::backHeapWithHugePages());
        // 4 MiB in blocks below malloc's mmap threshold: they come from the grown heap, past its
        // first 2 MiB boundary (the part before it is not marked).
        std::vector<char*> blocks;
        for (int i = 0; i < 64; ++i) blocks.push_back(static_cast<char*>(std::malloc(64 * 1024)));
        int marked = 0;
        for (char* block : blocks) {
            QVERIFY(block);
            std::memset(block, 0x5A, 64 * 1024);
            QCOMPARE(block[64 * 1024 - 1], char(0x5A));
            if (markedForHugePages(block)) ++marked;
        }
        for (char* block : blocks) std::free(block);
        QVERIFY2(marked >= 32, qPrintable(QStringLiteral("%1 of 64 blocks in marked memory").arg(marked)));
    }

    // A thread started after keepNewThreadsOnTheMainHeap allocates from the main heap (`[heap]',
    // the brk heap marked above), not from an arena of its own (an anonymous mapping).
    void newThreadsAllocateFromTheMainHeap()
    {
        if (underSanitizer()) QSKIP("a sanitizer's allocator has no brk heap (its mallopt does nothing)");
        QVERIFY(amend::keepNewThreadsOnTheMainHeap());
        void* fromThread = nullptr;
        std::thread([&] { fromThread = std::malloc(1024); }).join();
        QVERIFY(fromThread);
        const Mapping mapping = mappingOf(fromThread);
        std::free(fromThread);
        QVERIFY2(mapping.header.endsWith("[heap]"), mapping.header.constData());
    }
};

QTEST_GUILESS_MAIN(TestHugePageHeap)
#include "test_huge_page_heap.moc"
