#include "core/yaml_tree.h"

#include <fmt/format.h>

namespace lobbykit {

const YamlNode* YamlNode::find(std::string_view key) const {
  for (const auto& [name, value] : pairs) {
    if (name.is_scalar() && name.scalar == key) return &value;
  }
  return nullptr;
}

namespace {

std::string difference_at(const YamlNode& a, const YamlNode& b, const std::string& where) {
  if (a.kind != b.kind) {
    return fmt::format("{}: {} vs {}", where, describe_node(a), describe_node(b));
  }
  if (a.scalar != b.scalar)
    return fmt::format("{}: scalar '{}' vs '{}'", where, a.scalar, b.scalar);
  if (a.plain != b.plain) return fmt::format("{}: plain {} vs {}", where, a.plain, b.plain);
  if (a.line != b.line || a.column != b.column || a.offset != b.offset) {
    return fmt::format("{}: at {}:{} (byte {}) vs {}:{} (byte {})", where, a.line, a.column,
                       a.offset, b.line, b.column, b.offset);
  }
  if (a.pairs.size() != b.pairs.size() || a.items.size() != b.items.size()) {
    return fmt::format("{}: {} pairs and {} items vs {} and {}", where, a.pairs.size(),
                       a.items.size(), b.pairs.size(), b.items.size());
  }
  for (std::size_t i = 0; i < a.pairs.size(); ++i) {
    const std::string inner = where + "/" + a.pairs[i].first.scalar;
    std::string found = difference_at(a.pairs[i].first, b.pairs[i].first, inner + " (key)");
    if (found.empty()) found = difference_at(a.pairs[i].second, b.pairs[i].second, inner);
    if (!found.empty()) return found;
  }
  for (std::size_t i = 0; i < a.items.size(); ++i) {
    std::string found = difference_at(a.items[i], b.items[i], fmt::format("{}[{}]", where, i));
    if (!found.empty()) return found;
  }
  return {};
}

}  // namespace

std::string first_difference(const YamlNode& a, const YamlNode& b) {
  return difference_at(a, b, "");
}

std::string describe_node(const YamlNode& node) {
  switch (node.kind) {
    case YamlNode::Kind::kMapping:
      return "a mapping";
    case YamlNode::Kind::kSequence:
      return "a list";
    case YamlNode::Kind::kScalar:
      return "'" + node.scalar + "'";
    case YamlNode::Kind::kNull:
      break;
  }
  return "nothing";
}

SourceLocation location_of(const SourceFile& file, const YamlNode& node) {
  if (node.line < 0) return {file.path(), 1, 1};
  return file.location(node.line, node.column);
}

void report(Diagnostics& diagnostics, const SourceFile& file, const YamlNode& node,
            std::string message, std::string hint, Severity severity) {
  diagnostics.add(
      file.diagnostic(severity, location_of(file, node), std::move(message), std::move(hint)));
}

SourceLocation YamlFile::locate(std::string_view dotted_key) const {
  const YamlNode* node = &root;
  while (!dotted_key.empty()) {
    const std::size_t dot = dotted_key.find('.');
    const YamlNode* child = node->find(dotted_key.substr(0, dot));
    if (!child) break;
    node = child;
    dotted_key = dot == std::string_view::npos ? std::string_view() : dotted_key.substr(dot + 1);
  }
  return location_of(source, *node);
}

}  // namespace lobbykit
