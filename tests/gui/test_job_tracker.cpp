// JobTracker (ui/job_tracker.h), the window's one way to run background work: what a job posts
// and its result arrive on the GUI thread in the order they were sent, a superseded or cancelled
// job's are dropped, and calls still queued when the tracker is destroyed are never run. Also
// run under ThreadSanitizer (tests/sanitizers/run_tsan.sh): the hand-over of each call.
#include "job_tracker.h"

#include <QTest>

#include <atomic>
#include <memory>
#include <string>
#include <thread>
#include <vector>

using amend::CancelToken;
using amend::ui::JobTracker;

class TestJobTracker : public QObject {
    Q_OBJECT
private slots:
    // A job posts 2000 events, each carrying data made on its thread, then returns: the GUI
    // thread sees all of them, in order, and the result after the last.
    void postsAndResultArriveInOrder()
    {
        JobTracker tracker;
        std::vector<std::string> seen;
        const QThread* gui = QThread::currentThread();
        bool allOnGuiThread = true;
        constexpr int kPosts = 2000;
        tracker.start(
            [&](CancelToken&, int id) {
                for (int k = 0; k < kPosts; ++k) {
                    auto text = std::make_shared<std::string>("post " + std::to_string(k));
                    tracker.post(id, [&, text] {
                        allOnGuiThread = allOnGuiThread && QThread::currentThread() == gui;
                        seen.push_back(*text);
                    });
                }
                return std::string("result");
            },
            [&](std::string result) {
                allOnGuiThread = allOnGuiThread && QThread::currentThread() == gui;
                seen.push_back(result);
            });
        QTRY_COMPARE(seen.size(), std::size_t(kPosts + 1));
        QVERIFY(allOnGuiThread);
        for (int k = 0; k < kPosts; ++k) QCOMPARE(seen[k], "post " + std::to_string(k));
        QCOMPARE(seen.back(), std::string("result"));
        QVERIFY(!tracker.isRunning());
    }

    // Latest delivery: a job started after another supersedes it; the first one's posts and
    // result are dropped, the second's delivered.
    void supersededJobIsDropped()
    {
        JobTracker tracker(JobTracker::Delivery::Latest);
        std::atomic<bool> release{false};
        std::vector<int> delivered, posted;
        tracker.start(
            [&](CancelToken&, int id) {
                while (!release) std::this_thread::yield();
                tracker.post(id, [&] { posted.push_back(1); });
                return 1;
            },
            [&](int r) { delivered.push_back(r); });
        tracker.start(
            [&](CancelToken&, int id) {
                tracker.post(id, [&] { posted.push_back(2); });
                return 2;
            },
            [&](int r) { delivered.push_back(r); });
        release = true;
        tracker.waitForFinished();
        QTRY_VERIFY(!tracker.isRunning());
        QCoreApplication::processEvents();
        QCOMPARE(delivered, std::vector<int>{2});
        QCOMPARE(posted, std::vector<int>{2});
    }

    // cancel(): the result is dropped; cancel(true) (a user's Cancel): delivered.
    void cancelDropsOrDelivers()
    {
        for (bool deliverResults : {false, true}) {
            JobTracker tracker(JobTracker::Delivery::Every);
            std::atomic<bool> cancelled{false};
            std::vector<int> delivered;
            tracker.start(
                [&](CancelToken& token, int) {
                    while (!token.isCancelled()) std::this_thread::yield();
                    cancelled = true;
                    return 7;
                },
                [&](int r) { delivered.push_back(r); });
            tracker.cancel(deliverResults);
            QTRY_VERIFY(cancelled.load());
            tracker.waitForFinished();
            QTest::qWait(50);
            QCOMPARE(delivered, deliverResults ? std::vector<int>{7} : std::vector<int>{});
        }
    }

    // A tracker destroyed with calls still queued (its jobs ended, the GUI thread not yet back in
    // its event loop) never runs them: nothing is delivered to a window that is gone.
    void destroyedTrackerRunsNothing()
    {
        auto delivered = std::make_shared<int>(0);
        {
            JobTracker tracker(JobTracker::Delivery::Every);
            for (int k = 0; k < 5; ++k)
                tracker.start(
                    [&tracker](CancelToken&, int id) {
                        tracker.post(id, [] {});
                        return 1;
                    },
                    [delivered](int r) { *delivered += r; });
            tracker.waitForFinished();
        }
        QTest::qWait(50);
        QCOMPARE(*delivered, 0);
    }
};

QTEST_MAIN(TestJobTracker)
#include "test_job_tracker.moc"
