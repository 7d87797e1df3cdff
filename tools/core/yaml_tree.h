// A YAML document as plain data with positions: the one tree every YAML
// reader produces (yaml_reader.h) and every walker reads, whichever reader
// read the file (the fast subset reader or yaml-cpp).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/diagnostics.h"
#include "core/source_file.h"

namespace lobbykit {

/// How deep mappings and lists may nest in a YAML file (the root is level
/// 1). The readers and every walker of the tree recurse once per level, so a
/// file of thousands of nested mappings would overflow the stack; real data
/// files nest well under ten levels. Deeper documents are refused with a
/// located error (parse_yaml, yaml_document.h).
inline constexpr int kMaxYamlNesting = 64;

struct YamlNode {
  enum class Kind { kNull, kScalar, kMapping, kSequence };

  // Declared here and defaulted below the class: `pairs` holds YamlNodes,
  // and clang cannot instantiate the vector's members while the class is
  // still incomplete. Inline, so that moving a node stays as cheap as it
  // was for the fast reader.
  YamlNode();
  YamlNode(const YamlNode& other);
  YamlNode(YamlNode&& other) noexcept;
  YamlNode& operator=(const YamlNode& other);
  YamlNode& operator=(YamlNode&& other) noexcept;
  ~YamlNode();

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

  [[nodiscard]] bool is_scalar() const { return kind == Kind::kScalar; }
  [[nodiscard]] bool is_mapping() const { return kind == Kind::kMapping; }
  [[nodiscard]] bool is_sequence() const { return kind == Kind::kSequence; }
  /// The value of the first pair whose key is the scalar `key`, or nullptr.
  [[nodiscard]] const YamlNode* find(std::string_view key) const;
};

inline YamlNode::YamlNode() = default;
inline YamlNode::YamlNode(const YamlNode& other) = default;
inline YamlNode::YamlNode(YamlNode&& other) noexcept = default;
inline YamlNode& YamlNode::operator=(const YamlNode& other) = default;
inline YamlNode& YamlNode::operator=(YamlNode&& other) noexcept = default;
inline YamlNode::~YamlNode() = default;

/// Where two trees first differ in kind, value, style, position or shape
/// ("/key[2]: scalar 'a' vs 'b'"), or empty if they are the same. How the
/// two readers are held to one reading (the tests and the fuzz targets).
std::string first_difference(const YamlNode& a, const YamlNode& b);

/// A short description of what a node holds, for "expected X, found Y":
/// "a mapping", "a list", "nothing", or the scalar in quotes.
std::string describe_node(const YamlNode& node);

/// The location of `node` (line 1, column 1 if unknown, as yaml-cpp's null mark).
SourceLocation location_of(const SourceFile& file, const YamlNode& node);

/// Adds an error (or warning) at `node` with its source line.
void report(Diagnostics& diagnostics, const SourceFile& file, const YamlNode& node,
            std::string message, std::string hint = {}, Severity severity = Severity::kError);

/// A file and the tree read from it, kept together so that a check made
/// after reading can still point at any of its keys.
struct YamlFile {
  SourceFile source;
  YamlNode root;

  /// The location of the value of `dotted_key` ("defaultCurrency",
  /// "images.filterStrength": mapping keys joined by '.'). If the key is
  /// absent, the location of its nearest present parent mapping (the root
  /// for a top-level key), where the key would be added.
  [[nodiscard]] SourceLocation locate(std::string_view dotted_key) const;
};

}  // namespace lobbykit
