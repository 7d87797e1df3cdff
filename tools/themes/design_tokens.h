// Files in the Design Tokens Community Group format, 2025.10
// (https://www.designtokens.org/TR/2025.10/format/): a JSON tree of groups and
// tokens, as Tokens Studio exports it and Style Dictionary reads it. This is
// the one place that knows the format's shape: names, $-properties, $type and
// its inheritance, and the alias syntax. Colour values are read by
// design_token_color.h; aliases are followed by token_resolver.h.
#pragma once

#include <yaml-cpp/yaml.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/diagnostics.h"
#include "core/source_file.h"

namespace lobbykit {

/// One token: an object with a `$value`.
struct DesignToken {
  std::string path;         ///< names from the root joined by '.': "color.text.primary"
  std::string type;         ///< its $type, else its closest group's; empty if neither or invalid
  YAML::Node value;         ///< `$value` as written
  SourceLocation name_at;   ///< the token's name
  SourceLocation value_at;  ///< its `$value`
  SourceLocation type_at;   ///< the `$type` that gives `type` (its own or a group's)
};

struct DesignTokenFile {
  std::string path;                              ///< repository-relative
  std::vector<DesignToken> tokens;               ///< in file order
  std::map<std::string, SourceLocation> groups;  ///< where each group is named; "" is the file
};

/// Reads the tokens of a parsed JSON document. Reports what the format
/// forbids: names that hold '{', '}' or '.', unknown `$` properties (with a
/// did-you-mean), a `$type` the format does not define, a token with no type
/// that is not an alias, a malformed alias, and anything that is neither a
/// token nor a group. Tokens are returned even when they have problems.
DesignTokenFile read_design_tokens(const SourceFile& file, const YAML::Node& root,
                                   Diagnostics& diagnostics);

/// The path an alias names: "{color.bg}" gives "color.bg". nullopt if `value`
/// is not a string of that form.
std::optional<std::string> alias_target(const YAML::Node& value);

/// The `$type` values the format defines.
const std::vector<std::string>& design_token_types();

}  // namespace lobbykit
