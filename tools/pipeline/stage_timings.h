// How long each stage of a build took, in wall time and in CPU time of all
// threads, for `lobbykit build --timings`. Recording a stage reads two clocks
// (well under a microsecond), so the build records them whether or not they
// are printed.
#pragma once

#include <fmt/format.h>

#include <chrono>
#include <ctime>
#include <string>
#include <vector>

namespace lobbykit {

class StageTimings {
 public:
  struct Stage {
    std::string name;
    double wall_ms = 0;
    double cpu_ms = 0;  ///< user+system of every thread of the process
  };

  StageTimings() : wall_(Clock::now()), cpu_(cpu_now()) {}

  /// Ends the stage that began at construction or at the previous call, under `name`.
  void end_stage(std::string name) {
    auto wall = Clock::now();
    double cpu = cpu_now();
    stages_.push_back({std::move(name),
                       std::chrono::duration<double, std::milli>(wall - wall_).count(),
                       cpu - cpu_});
    wall_ = wall;
    cpu_ = cpu;
  }

  [[nodiscard]] const std::vector<Stage>& stages() const { return stages_; }

  /// One line per stage and a total, for a terminal.
  [[nodiscard]] std::string table() const {
    std::string out = fmt::format("  {:<28} {:>9} {:>9}\n", "stage", "wall ms", "CPU ms");
    double wall = 0, cpu = 0;
    for (const Stage& stage : stages_) {
      out += fmt::format("  {:<28} {:>9.1f} {:>9.1f}\n", stage.name, stage.wall_ms, stage.cpu_ms);
      wall += stage.wall_ms;
      cpu += stage.cpu_ms;
    }
    return out + fmt::format("  {:<28} {:>9.1f} {:>9.1f}\n", "total", wall, cpu);
  }

 private:
  using Clock = std::chrono::steady_clock;

  static double cpu_now() {
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
  }

  Clock::time_point wall_;
  double cpu_;
  std::vector<Stage> stages_;
};

}  // namespace lobbykit
