#include "core/yaml_tree.h"

namespace lobbykit {

const YamlNode* YamlNode::find(std::string_view key) const {
  for (const auto& [name, value] : pairs) {
    if (name.is_scalar() && name.scalar == key) return &value;
  }
  return nullptr;
}

YamlNode from_yaml_cpp(const YAML::Node& node) {
  YamlNode out;
  out.origin = std::make_shared<const YAML::Node>(node);
  if (const YAML::Mark mark = node.Mark(); !mark.is_null()) {
    out.line = mark.line;
    out.column = mark.column;
    out.offset = static_cast<std::size_t>(mark.pos);
  }
  switch (node.Type()) {
    case YAML::NodeType::Scalar:
      out.kind = YamlNode::Kind::kScalar;
      out.scalar = node.Scalar();
      out.plain = node.Tag() == "?";
      break;
    case YAML::NodeType::Map:
      out.kind = YamlNode::Kind::kMapping;
      for (const auto& pair : node) {
        out.pairs.emplace_back(from_yaml_cpp(pair.first), from_yaml_cpp(pair.second));
      }
      break;
    case YAML::NodeType::Sequence:
      out.kind = YamlNode::Kind::kSequence;
      for (const auto& item : node) out.items.push_back(from_yaml_cpp(item));
      break;
    default:
      break;
  }
  return out;
}

YAML::Node to_yaml_cpp(const YamlNode& node) {
  if (node.origin) return *node.origin;
  switch (node.kind) {
    case YamlNode::Kind::kScalar: {
      YAML::Node out(node.scalar);
      out.SetTag(node.plain ? "?" : "!");
      return out;
    }
    case YamlNode::Kind::kMapping: {
      YAML::Node out(YAML::NodeType::Map);
      for (const auto& [key, value] : node.pairs) {
        out.force_insert(to_yaml_cpp(key), to_yaml_cpp(value));
      }
      return out;
    }
    case YamlNode::Kind::kSequence: {
      YAML::Node out(YAML::NodeType::Sequence);
      for (const auto& item : node.items) out.push_back(to_yaml_cpp(item));
      return out;
    }
    case YamlNode::Kind::kNull:
      break;
  }
  return YAML::Node(YAML::NodeType::Null);
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

}  // namespace lobbykit
