// A fast reader for the part of YAML that hand-written data files use:
// block mappings whose leaves are plain, single-quoted, double-quoted,
// literal (|) or folded (>) scalars or one-line flow collections of such
// scalars (`tags: [a, b]`, `focus: {x: 0.5, y: 0.4}`), and comments.
// yaml-cpp spends most of its time in a general scanner and its node graph;
// this reader looks at each byte once.
#pragma once

#include <optional>
#include <string_view>

#include "core/yaml_tree.h"

namespace lobbykit {

/// The document in `text`, with the values and positions yaml-cpp would give, or nullopt if the
/// text uses anything outside the subset or is not valid YAML: read_yaml (yaml_reader.h) reads
/// it with yaml-cpp then, which reports the problem. Outside the subset: a byte order mark,
/// tabs, carriage returns, other control characters (C0, DEL, C1), the line and paragraph
/// separators, keys longer than 1024 bytes, a missing final line break, invalid UTF-8, document
/// markers and directives, anchors, aliases, tags, block sequences, flow collections that span
/// lines, nest, or hold an empty or trailing entry, a '#' or ':' inside a plain scalar of a
/// flow collection, complex or multi-line keys, null or empty values, duplicate keys, \x \u \U
/// \N \_ escapes, block scalars with an indentation indicator, `+` chomping, leading blank
/// lines or more-indented folded lines, and comment lines inside a multi-line plain scalar.
std::optional<YamlNode> read_yaml_subset(std::string_view text);

}  // namespace lobbykit
