// `lobbykit check` on a generated catalogue of 10,000 games (target: under
// 1 s). The baseline reads every file of the same tree and does nothing
// else, so the ratio shows what validation costs on top of the I/O.
#include <benchmark/benchmark.h>
#include <stdlib.h>

#include <filesystem>

#include "core/file_system.h"
#include "pipeline/pipeline.h"
#include "synthetic_catalogue.h"

namespace fs = std::filesystem;

namespace {

constexpr int kGames = 10'000;
constexpr int kVendors = 24;

// Made on first use (outside the timed loops), so running only the
// translation benchmarks does not write 10,000 games first.
fs::path made_repository;

const fs::path& repository() {
  if (made_repository.empty()) {
    std::string pattern = (fs::temp_directory_path() / "lobbykit-bench-XXXXXX").string();
    made_repository = ::mkdtemp(pattern.data());
    lobbykit::bench::write_synthetic_repository(made_repository, kGames, kVendors);
  }
  return made_repository;
}

void BM_ReadEveryFile(benchmark::State& state) {
  repository();
  lobbykit::DiskFileSystem disk;
  for (auto _ : state) {
    std::size_t bytes = 0;
    for (const auto& entry : fs::recursive_directory_iterator(repository() / "content")) {
      if (entry.is_regular_file()) bytes += disk.read(entry.path())->size();
    }
    benchmark::DoNotOptimize(bytes);
  }
  state.counters["games"] = kGames;
}

/// What `lobbykit check --cache DIR` does: load every part, then check every
/// image (decoded in full unless the cache in DIR vouches for its bytes).
bool check_once(lobbykit::DiskFileSystem& disk, const fs::path& cache) {
  lobbykit::PipelineOptions options;
  options.root = repository();
  options.cache = cache;
  auto checked = lobbykit::check_repository(disk, options);
  benchmark::DoNotOptimize(checked);
  return checked.outcome == lobbykit::PipelineResult::Outcome::kClean &&
         checked.summary.rfind("10000 games", 0) == 0;
}

// The second and later checks of an unchanged tree: the cache is warmed
// once, outside the timed loop.
void BM_Check(benchmark::State& state) {
  lobbykit::DiskFileSystem disk;
  const fs::path cache = repository() / "build/cache/images";
  if (!check_once(disk, cache)) state.SkipWithError("the generated catalogue did not validate");
  for (auto _ : state) {
    if (!check_once(disk, cache)) state.SkipWithError("the generated catalogue did not validate");
  }
  state.counters["games"] = kGames;
}

BENCHMARK(BM_ReadEveryFile)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Check)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  std::error_code ignored;
  if (!made_repository.empty()) fs::remove_all(made_repository, ignored);
  return 0;
}
