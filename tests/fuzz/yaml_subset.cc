// The fast YAML subset reader alone (core/yaml_subset_reader.h): it never
// crashes, and every node of a tree it returns sits where its line and
// column say, inside the text.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "core/yaml_subset_reader.h"
#include "fuzz_check.h"

namespace {

void check_positions(const lobbykit::YamlNode& node, std::string_view text,
                     const std::vector<std::size_t>& line_starts) {
  FUZZ_CHECK(node.line >= 0 && static_cast<std::size_t>(node.line) < line_starts.size(),
             "a node's line is in the text");
  FUZZ_CHECK(node.offset < text.size(), "a node's offset is in the text");
  FUZZ_CHECK(line_starts[node.line] + node.column == node.offset,
             "a node's line and column name its offset");
  for (const auto& [key, value] : node.pairs) {
    check_positions(key, text, line_starts);
    check_positions(value, text, line_starts);
  }
  for (const auto& item : node.items) check_positions(item, text, line_starts);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto tree = lobbykit::read_yaml_subset(text);
  if (!tree) return 0;
  std::vector<std::size_t> line_starts{0};
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\n') line_starts.push_back(i + 1);
  }
  check_positions(*tree, text, line_starts);
  return 0;
}
