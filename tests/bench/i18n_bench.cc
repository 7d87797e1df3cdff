// Validating the translations: the repository's i18n/ (26 locale files;
// target: under 100 ms) and the same files with every message repeated 10
// times (growth should be linear). Files are served from memory so the
// figure is the validation, not the disk. The YAML step alone is measured
// both ways: the fast subset reader the loader uses, and yaml-cpp (what every
// file went through before, and what a file outside the subset still does).
#include <benchmark/benchmark.h>
#include <sys/resource.h>

#include <filesystem>

#include "core/file_system.h"
#include "core/yaml_document.h"
#include "core/yaml_subset_reader.h"
#include "i18n/translations_loader.h"

namespace fs = std::filesystem;

namespace {

/// The locale file with its `messages` block repeated `copies` times under
/// groups copy0, copy1...: the same messages, `copies` times the keys.
std::string multiplied(const std::string& text, int copies) {
  if (copies == 1) return text;
  std::size_t start = text.find("\nmessages:\n");
  if (start == std::string::npos) return text;
  start += std::string("\nmessages:\n").size();
  std::string block;
  for (std::size_t line = start; line < text.size();) {
    std::size_t end = text.find('\n', line);
    if (end == std::string::npos) end = text.size();
    block += "  " + text.substr(line, end - line) + "\n";
    line = end + 1;
  }
  std::string out = text.substr(0, start);
  for (int copy = 0; copy < copies; ++copy) out += "  copy" + std::to_string(copy) + ":\n" + block;
  return out;
}

const lobbykit::MemoryFileSystem& locales(int copies) {
  static std::map<int, lobbykit::MemoryFileSystem> cache;
  auto [it, inserted] = cache.try_emplace(copies);
  if (inserted) {
    lobbykit::DiskFileSystem disk;
    const fs::path folder = fs::path(LOBBYKIT_SOURCE_DIR) / "i18n";
    for (const auto& entry : disk.list(folder)) {
      if (entry.name.ends_with(".yaml")) {
        it->second.add_file(fs::path("repo/i18n") / entry.name,
                            multiplied(*disk.read(folder / entry.name), copies));
      }
    }
  }
  return it->second;
}

/// CPU seconds of every thread of the process so far: the loader works on
/// all cores, so the main thread's CPU time alone undercounts it.
double process_cpu_seconds() {
  rusage usage{};
  ::getrusage(RUSAGE_SELF, &usage);
  auto seconds = [](const timeval& t) { return static_cast<double>(t.tv_sec) + t.tv_usec / 1e6; };
  return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

void BM_ValidateTranslations(benchmark::State& state) {
  const int copies = static_cast<int>(state.range(0));
  const auto& fs = locales(copies);
  std::size_t keys = 0;
  const double cpu_before = process_cpu_seconds();
  for (auto _ : state) {
    lobbykit::Diagnostics diagnostics;
    auto translations = lobbykit::i18n::load_translations(fs, "repo", diagnostics);
    if (diagnostics.has_errors()) state.SkipWithError("the translations did not validate");
    keys = translations.locales.empty() ? 0 : translations.locales[0].messages.size();
    benchmark::DoNotOptimize(translations);
  }
  state.counters["cpu_ms_all_threads"] = benchmark::Counter(
      (process_cpu_seconds() - cpu_before) * 1000, benchmark::Counter::kAvgIterations);
  state.counters["locales"] = static_cast<double>(fs.files().size());
  state.counters["keys_per_locale"] = static_cast<double>(keys);
}

BENCHMARK(BM_ValidateTranslations)->Arg(1)->Arg(10)->Unit(benchmark::kMillisecond)->UseRealTime();

/// Reading the 26 files' YAML on one thread: with the subset reader (0), or
/// with yaml-cpp and its duplicate-key walk (1).
void BM_ReadLocaleYaml(benchmark::State& state) {
  const bool with_yaml_cpp = state.range(0) == 1;
  std::vector<lobbykit::SourceFile> files;
  for (const auto& [path, text] : locales(1).files()) files.emplace_back(path, text);
  for (auto _ : state) {
    for (const auto& file : files) {
      if (with_yaml_cpp) {
        lobbykit::Diagnostics diagnostics;
        auto document = lobbykit::parse_yaml(file, diagnostics);
        if (!document) state.SkipWithError("yaml-cpp did not read a locale file");
        benchmark::DoNotOptimize(document);
      } else {
        auto document = lobbykit::read_yaml_subset(file.text());
        if (!document) state.SkipWithError("a locale file is outside the YAML subset");
        benchmark::DoNotOptimize(document);
      }
    }
  }
}

BENCHMARK(BM_ReadLocaleYaml)->ArgName("yaml_cpp")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

}  // namespace
