#include "core/worker_pool.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace lobbykit {

WorkerPool::WorkerPool(unsigned workers)
    : size_(workers ? workers : std::max(1u, std::thread::hardware_concurrency())) {}

void WorkerPool::report_progress(Progress progress, std::chrono::milliseconds interval) {
  progress_ = std::move(progress);
  interval_ = interval;
}

void WorkerPool::run(std::size_t count,
                     const std::function<void(std::size_t index, unsigned worker)>& job,
                     std::size_t min_jobs_per_worker) const {
  const std::size_t wanted =
      std::max<std::size_t>(1, count / std::max<std::size_t>(1, min_jobs_per_worker));
  const auto threads = static_cast<unsigned>(std::min<std::size_t>(size_, wanted));
  std::atomic<std::size_t> next{0}, done{0};
  std::atomic<bool> stop{false};
  std::mutex mutex;
  std::condition_variable finished;
  std::exception_ptr failure;
  auto work = [&](unsigned worker) {
    for (std::size_t i = next++; i < count && !stop; i = next++) {
      try {
        job(i, worker);
      } catch (...) {
        std::lock_guard lock(mutex);
        if (!failure) failure = std::current_exception();
        stop = true;
      }
      // under the lock, so the watcher cannot miss the last notification
      std::lock_guard lock(mutex);
      ++done;
      finished.notify_one();
    }
  };
  std::vector<std::thread> started;
  if (progress_) {
    // the calling thread watches: every worker is a thread of its own
    for (unsigned worker = 0; worker < threads; ++worker) started.emplace_back(work, worker);
    std::unique_lock lock(mutex);
    while (done < count && !stop) {
      finished.wait_for(lock, interval_);
      progress_(done, count);
    }
  } else {
    for (unsigned worker = 1; worker < threads; ++worker) started.emplace_back(work, worker);
    work(0);
  }
  for (auto& thread : started) thread.join();
  if (failure) std::rethrow_exception(failure);
  if (progress_) progress_(done, count);
}

}  // namespace lobbykit
