#include "core/yaml_tree.h"

namespace lobbykit {

const YamlNode* YamlNode::find(std::string_view key) const {
  for (const auto& [name, value] : pairs) {
    if (name.is_scalar() && name.scalar == key) return &value;
  }
  return nullptr;
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
