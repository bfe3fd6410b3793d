// Unit tests of support/cancel.h: a token with a parent and a deadline, as a fault of `amend fix`
// gets its own wall-clock budget inside the run's cancellation.
#include "support/cancel.h"

#include <QtTest>

#include <thread>

using namespace amend;

class TestCancel : public QObject {
    Q_OBJECT

private slots:
    void deadlineCancelsAndSaysSo()
    {
        CancelToken parent;
        CancelToken token(&parent, CancelToken::Clock::now() + std::chrono::milliseconds(30));
        QVERIFY(!token.isCancelled());
        QVERIFY(!token.deadlinePassed());
        std::this_thread::sleep_for(std::chrono::milliseconds(60));
        QVERIFY(token.isCancelled());
        QVERIFY(token.deadlinePassed());
        QVERIFY(!parent.isCancelled());  // the budget of a part does not stop the whole
    }

    void parentCancelsChildButNotItsDeadline()
    {
        CancelToken parent;
        CancelToken token(&parent, CancelToken::Clock::now() + std::chrono::hours(1));
        parent.cancel();
        QVERIFY(token.isCancelled());
        QVERIFY(!token.deadlinePassed());
    }

    void plainTokenHasNoDeadline()
    {
        CancelToken token;
        QVERIFY(!token.isCancelled());
        token.cancel();
        QVERIFY(token.isCancelled());
        QVERIFY(!token.deadlinePassed());
        token.reset();
        QVERIFY(!token.isCancelled());
    }
};

QTEST_GUILESS_MAIN(TestCancel)
#include "test_cancel.moc"
