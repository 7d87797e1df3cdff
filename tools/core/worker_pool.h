// WorkerPool: the one way the toolchain runs independent jobs in parallel
// (content files, translation files, images).
#pragma once

#include <chrono>
#include <cstddef>
#include <functional>

namespace lobbykit {

class WorkerPool {
 public:
  /// Called with the number of jobs finished and the number of jobs.
  using Progress = std::function<void(std::size_t done, std::size_t count)>;

  /// `workers` threads at most; 0 means one per core.
  explicit WorkerPool(unsigned workers = 0);

  /// The most threads a run uses; per-worker state is sized by it.
  [[nodiscard]] unsigned size() const { return size_; }

  /// Calls the calling thread back with `progress` about every `interval`
  /// while a run lasts, and once when it ends; the calling thread then only
  /// watches instead of taking jobs.
  void report_progress(Progress progress,
                       std::chrono::milliseconds interval = std::chrono::milliseconds(100));

  /// Runs `job(index, worker)` once for every index in [0, count), on up to
  /// size() threads (the calling thread among them), fewer when there are
  /// fewer than `min_jobs_per_worker` jobs per thread. Each thread takes the
  /// next index as it finishes one, so at most size() jobs are under way at
  /// once; `worker` < size() names the thread running the job. Returns when
  /// every job has run. If a job throws, no further job is started and the
  /// first exception is rethrown once the jobs under way have finished.
  void run(std::size_t count, const std::function<void(std::size_t index, unsigned worker)>& job,
           std::size_t min_jobs_per_worker = 1) const;

 private:
  unsigned size_;
  Progress progress_;
  std::chrono::milliseconds interval_{100};
};

}  // namespace lobbykit
