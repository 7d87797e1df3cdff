#include "core/yaml_document.h"

#include <fmt/format.h>
#include <yaml-cpp/depthguard.h>

#include <unordered_map>

#include "core/utf8.h"
#include "core/yaml_tree.h"

namespace lobbykit {

SourceLocation location_of(const SourceFile& file, const YAML::Node& node) {
  const YAML::Mark mark = node.Mark();
  if (mark.is_null()) return {file.path(), 1, 1};
  return file.location(mark.line, mark.column);
}

void report(Diagnostics& diagnostics, const SourceFile& file, const YAML::Node& node,
            std::string message, std::string hint, Severity severity) {
  diagnostics.add(
      file.diagnostic(severity, location_of(file, node), std::move(message), std::move(hint)));
}

std::string describe_node(const YAML::Node& node) {
  switch (node.Type()) {
    case YAML::NodeType::Map:
      return "a mapping";
    case YAML::NodeType::Sequence:
      return "a list";
    case YAML::NodeType::Null:
      return "nothing";
    case YAML::NodeType::Scalar:
      return "'" + node.Scalar() + "'";
    default:
      return "nothing";
  }
}

bool is_plain_scalar(const YAML::Node& node) { return node.IsScalar() && node.Tag() == "?"; }

namespace {

// yaml-cpp keeps every pair of a mapping, duplicates included, so walking the
// pairs finds the keys a later lookup would silently shadow.
void report_duplicate_keys(const SourceFile& file, const YAML::Node& node,
                           Diagnostics& diagnostics) {
  if (node.IsMap()) {
    std::unordered_map<std::string, int> first_line;
    for (const auto& pair : node) {
      if (pair.first.IsScalar()) {
        const std::string& key = pair.first.Scalar();
        auto location = location_of(file, pair.first);
        auto [it, inserted] = first_line.emplace(key, location.line);
        if (!inserted) {
          report(diagnostics, file, pair.first, "duplicate key '" + key + "'",
                 "first defined on line " + std::to_string(it->second));
        }
      }
      report_duplicate_keys(file, pair.second, diagnostics);
    }
  } else if (node.IsSequence()) {
    for (const auto& item : node) report_duplicate_keys(file, item, diagnostics);
  }
}

void report_too_deep(Diagnostics& diagnostics, const SourceFile& file, SourceLocation at) {
  diagnostics.add(file.diagnostic(
      Severity::kError, std::move(at),
      fmt::format("mappings and lists are nested more than {} levels", kMaxYamlNesting),
      "flatten the file: data files nest a few levels at most"));
}

// The first collection nested deeper than kMaxYamlNesting (the root
// collection is level 1), if any. Recurses at most kMaxYamlNesting + 1 deep.
std::optional<YAML::Node> too_deep(const YAML::Node& node, int level) {
  if (!node.IsMap() && !node.IsSequence()) return std::nullopt;
  if (level > kMaxYamlNesting) return node;
  if (node.IsMap()) {
    for (const auto& pair : node) {
      if (auto deep = too_deep(pair.first, level + 1)) return deep;
      if (auto deep = too_deep(pair.second, level + 1)) return deep;
    }
  } else {
    for (const auto& item : node) {
      if (auto deep = too_deep(item, level + 1)) return deep;
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<YAML::Node> parse_yaml(const SourceFile& file, Diagnostics& diagnostics) {
  if (auto bad = find_invalid_utf8(file.text())) {
    diagnostics.add(file.diagnostic(Severity::kError, file.location_of_offset(*bad),
                                    "invalid UTF-8 byte sequence", "save the file as UTF-8"));
    return std::nullopt;
  }
  try {
    YAML::Node root = YAML::Load(file.text());
    if (auto deep = too_deep(root, 1)) {
      report_too_deep(diagnostics, file, location_of(file, *deep));
      return std::nullopt;
    }
    report_duplicate_keys(file, root, diagnostics);
    return root;
  } catch (const YAML::DeepRecursion& error) {
    // yaml-cpp's own guard (2,000 levels), reached before the check above.
    report_too_deep(diagnostics, file, file.location(error.mark.line, error.mark.column));
    return std::nullopt;
  } catch (const YAML::ParserException& error) {
    diagnostics.add(file.diagnostic(Severity::kError,
                                    file.location(error.mark.line, error.mark.column),
                                    "malformed YAML: " + error.msg));
    return std::nullopt;
  } catch (const YAML::Exception& error) {
    diagnostics.add(file.diagnostic(Severity::kError, {file.path(), 0, 0},
                                    std::string("malformed YAML: ") + error.what()));
    return std::nullopt;
  }
}

}  // namespace lobbykit
