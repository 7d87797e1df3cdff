#include "core/yaml_reader.h"

#include <yaml-cpp/yaml.h>

#include "core/yaml_document.h"
#include "core/yaml_subset_reader.h"

namespace lobbykit {

namespace {

/// The tree of a yaml-cpp document, with yaml-cpp's positions.
YamlNode from_yaml_cpp(const YAML::Node& node) {
  YamlNode out;
  if (const YAML::Mark mark = node.Mark(); !mark.is_null()) {
    out.line = mark.line;
    out.column = mark.column;
    out.offset = static_cast<std::size_t>(mark.pos);
  }
  switch (node.Type()) {
    case YAML::NodeType::Scalar:
      out.kind = YamlNode::Kind::kScalar;
      out.scalar = node.Scalar();
      out.plain = is_plain_scalar(node);
      break;
    case YAML::NodeType::Map:
      out.kind = YamlNode::Kind::kMapping;
      out.pairs.reserve(node.size());
      for (const auto& pair : node) {
        out.pairs.emplace_back(from_yaml_cpp(pair.first), from_yaml_cpp(pair.second));
      }
      break;
    case YAML::NodeType::Sequence:
      out.kind = YamlNode::Kind::kSequence;
      out.items.reserve(node.size());
      for (const auto& item : node) out.items.push_back(from_yaml_cpp(item));
      break;
    default:
      break;
  }
  return out;
}

}  // namespace

std::optional<YamlNode> read_yaml_with_yaml_cpp(const SourceFile& file, Diagnostics& diagnostics) {
  auto document = parse_yaml(file, diagnostics);
  if (!document) return std::nullopt;
  return from_yaml_cpp(*document);
}

std::optional<YamlNode> read_yaml(const SourceFile& file, Diagnostics& diagnostics) {
  // The subset reader refuses (nullopt) whatever it does not read exactly
  // as yaml-cpp does, invalid UTF-8 and duplicate keys included, so every
  // problem with the text is reported by yaml-cpp.
  if (auto tree = read_yaml_subset(file.text())) return tree;
  return read_yaml_with_yaml_cpp(file, diagnostics);
}

}  // namespace lobbykit
