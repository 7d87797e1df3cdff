#include "core/worker_pool.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

namespace lobbykit {
namespace {

/// How many times each index ran, and which workers ran jobs.
struct Tally {
  explicit Tally(std::size_t count) : runs(count) {}
  void record(std::size_t index, unsigned worker) {
    ++runs[index];
    std::lock_guard lock(mutex);
    workers.insert(worker);
  }
  std::vector<std::atomic<int>> runs;
  std::mutex mutex;
  std::set<unsigned> workers;
};

void expect_each_ran_once(const Tally& tally) {
  for (std::size_t i = 0; i < tally.runs.size(); ++i) EXPECT_EQ(tally.runs[i], 1) << "job " << i;
}

TEST(WorkerPool, RunsEveryJobExactlyOnce) {
  WorkerPool pool(4);
  Tally tally(1000);
  pool.run(1000, [&](std::size_t index, unsigned worker) { tally.record(index, worker); });
  expect_each_ran_once(tally);
  for (unsigned worker : tally.workers) EXPECT_LT(worker, pool.size());
}

TEST(WorkerPool, OneWorkerRunsEveryJobOnTheCallingThread) {
  WorkerPool pool(1);
  EXPECT_EQ(pool.size(), 1u);
  Tally tally(50);
  std::set<std::thread::id> threads;
  pool.run(50, [&](std::size_t index, unsigned worker) {
    tally.record(index, worker);
    threads.insert(std::this_thread::get_id());
  });
  expect_each_ran_once(tally);
  EXPECT_EQ(tally.workers, std::set<unsigned>{0});
  EXPECT_EQ(threads, std::set<std::thread::id>{std::this_thread::get_id()});
}

TEST(WorkerPool, MoreWorkersThanJobsStartsNoMoreThreadsThanJobs) {
  WorkerPool pool(16);
  Tally tally(3);
  std::mutex mutex;
  std::set<std::thread::id> threads;
  pool.run(3, [&](std::size_t index, unsigned worker) {
    tally.record(index, worker);
    std::lock_guard lock(mutex);
    threads.insert(std::this_thread::get_id());
  });
  expect_each_ran_once(tally);
  EXPECT_LE(threads.size(), 3u);
  for (unsigned worker : tally.workers) EXPECT_LT(worker, 3u);
}

TEST(WorkerPool, NoJobsRunsNothing) {
  WorkerPool pool(4);
  pool.run(0, [](std::size_t, unsigned) { FAIL() << "no job should run"; });
}

TEST(WorkerPool, MinimumJobsPerWorkerLimitsTheThreads) {
  WorkerPool pool(8);
  Tally tally(100);
  pool.run(
      100, [&](std::size_t index, unsigned worker) { tally.record(index, worker); }, 64);
  expect_each_ran_once(tally);
  EXPECT_EQ(tally.workers, std::set<unsigned>{0});  // 100 / 64 = 1 thread
}

TEST(WorkerPool, RethrowsTheFirstExceptionAfterTheJobsUnderWayFinish) {
  WorkerPool pool(4);
  std::atomic<int> running{0}, finished{0};
  std::atomic<bool> thrown{false};
  auto run = [&] {
    pool.run(1000, [&](std::size_t index, unsigned) {
      ++running;
      if (index == 10) {
        thrown = true;
        throw std::runtime_error("job 10 failed");
      }
      // The jobs after it wait for it to fail, then take a while: on a
      // loaded machine the thread holding job 10 can stall, and the others
      // then ran through the whole list before it threw.
      if (index > 10) {
        while (!thrown) std::this_thread::yield();
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
      }
      ++finished;
      --running;
    });
  };
  try {
    run();
    FAIL() << "the exception was swallowed";
  } catch (const std::runtime_error& error) {
    EXPECT_STREQ(error.what(), "job 10 failed");
  }
  EXPECT_EQ(running, 1);  // only the failed job never finished: none is left running
  EXPECT_LT(finished, 999) << "jobs kept starting after the failure";
}

TEST(WorkerPool, ReportsProgressOnTheCallingThreadAndOnceAtTheEnd) {
  WorkerPool pool(2);
  std::vector<std::pair<std::size_t, std::size_t>> reports;
  const auto caller = std::this_thread::get_id();
  pool.report_progress(
      [&](std::size_t done, std::size_t count) {
        EXPECT_EQ(std::this_thread::get_id(), caller);
        reports.emplace_back(done, count);
      },
      std::chrono::milliseconds(1));
  Tally tally(20);
  pool.run(20, [&](std::size_t index, unsigned worker) {
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
    tally.record(index, worker);
  });
  expect_each_ran_once(tally);
  ASSERT_FALSE(reports.empty());
  EXPECT_EQ(reports.back(), (std::pair<std::size_t, std::size_t>{20, 20}));
  for (std::size_t i = 1; i < reports.size(); ++i)
    EXPECT_LE(reports[i - 1].first, reports[i].first);
}

}  // namespace
}  // namespace lobbykit
