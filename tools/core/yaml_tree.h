// A YAML document as plain data: what the fast subset reader
// (yaml_subset_reader.h) produces and what a yaml-cpp document converts to,
// so one walker reads either, with yaml-cpp's positions.
#pragma once

#include <yaml-cpp/yaml.h>

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/diagnostics.h"
#include "core/source_file.h"

namespace lobbykit {

struct YamlNode {
  enum class Kind { kNull, kScalar, kMapping, kSequence };

  Kind kind = Kind::kNull;
  std::string scalar;  ///< kScalar: the value, escapes and folding applied
  /// kScalar written without quotes or | >, so YAML's core schema would
  /// resolve it as a number, boolean or null rather than a string.
  bool plain = false;
  int line = -1;           ///< 0-based line of the node's first character; -1: unknown
  int column = -1;         ///< 0-based byte column of it
  std::size_t offset = 0;  ///< byte offset of it (the quote or | of a quoted or block scalar)
  std::vector<std::pair<YamlNode, YamlNode>> pairs;  ///< kMapping: in document order
  std::vector<YamlNode> items;                       ///< kSequence: in document order
  /// The yaml-cpp node this one was converted from, if any (its diagnostics
  /// have yaml-cpp's exact positions). A pointer: the fast reader's nodes
  /// have none, and a small node is cheaper to build and move.
  std::shared_ptr<const YAML::Node> origin;

  [[nodiscard]] bool is_scalar() const { return kind == Kind::kScalar; }
  [[nodiscard]] bool is_mapping() const { return kind == Kind::kMapping; }
  /// The value of the first pair whose key is the scalar `key`, or nullptr.
  [[nodiscard]] const YamlNode* find(std::string_view key) const;
};

/// The tree of a yaml-cpp document, each node keeping its `origin`.
YamlNode from_yaml_cpp(const YAML::Node& node);

/// `node` as a yaml-cpp node: its `origin` if it has one, else a copy of
/// its kind, value, style, pairs and items (without positions).
YAML::Node to_yaml_cpp(const YamlNode& node);

/// The location of `node` (line 1, column 1 if unknown, as yaml-cpp's null mark).
SourceLocation location_of(const SourceFile& file, const YamlNode& node);

/// Adds an error (or warning) at `node` with its source line.
void report(Diagnostics& diagnostics, const SourceFile& file, const YamlNode& node,
            std::string message, std::string hint = {}, Severity severity = Severity::kError);

}  // namespace lobbykit
