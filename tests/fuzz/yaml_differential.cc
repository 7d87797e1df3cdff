// The fast YAML subset reader against yaml-cpp: whatever the fast reader
// reads, yaml-cpp reads without complaint into the same tree (kinds, values,
// styles, positions); otherwise the fast reader must refuse, so that a file
// reads the same whichever reader reads it (core/yaml_reader.h). read_yaml
// itself, yaml-cpp's side included, never crashes.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>

#include "core/yaml_reader.h"
#include "core/yaml_subset_reader.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  const lobbykit::SourceFile file("fuzz.yaml", std::move(text));
  lobbykit::Diagnostics diagnostics;
  const auto exact = lobbykit::read_yaml_with_yaml_cpp(file, diagnostics);
  const auto fast = lobbykit::read_yaml_subset(file.text());
  if (!fast) return 0;
  FUZZ_CHECK(exact.has_value() && diagnostics.all().empty(),
             "yaml-cpp reads without complaint what the fast reader read");
  const std::string difference = lobbykit::first_difference(*fast, *exact);
  if (!difference.empty()) std::fprintf(stderr, "fast vs yaml-cpp: %s\n", difference.c_str());
  FUZZ_CHECK(difference.empty(), "the fast reader reads as yaml-cpp does");
  return 0;
}
