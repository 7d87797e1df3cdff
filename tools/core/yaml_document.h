// yaml-cpp documents: loading YAML written by people, where invalid UTF-8,
// syntax errors and duplicate keys become diagnostics with the exact line
// and column. Content, locale and theme files are read through read_yaml
// (yaml_reader.h), which uses this as its fallback; the design-token files
// (JSON, which yaml-cpp reads with positions) are walked as yaml-cpp nodes.
#pragma once

#include <yaml-cpp/yaml.h>

#include <optional>
#include <string>

#include "core/diagnostics.h"
#include "core/source_file.h"

namespace lobbykit {

/// Parses `file`. Returns nullopt (with an error in `diagnostics`) when the
/// bytes are not UTF-8 or not YAML. Duplicate keys are reported as errors
/// but the document is still returned, so later checks can run on it.
/// Collections nested deeper than kMaxYamlNesting (yaml_tree.h) are an
/// error, so every walker of the document may recurse.
std::optional<YAML::Node> parse_yaml(const SourceFile& file, Diagnostics& diagnostics);

/// The location of a YAML node (yaml-cpp marks are 0-based byte columns).
SourceLocation location_of(const SourceFile& file, const YAML::Node& node);

/// Adds an error (or warning) at `node` with its source line.
void report(Diagnostics& diagnostics, const SourceFile& file, const YAML::Node& node,
            std::string message, std::string hint = {}, Severity severity = Severity::kError);

/// A short description of what a node holds, for "expected X, found Y".
std::string describe_node(const YAML::Node& node);

/// True if the node is a scalar written without quotes, so YAML's core schema
/// would resolve it as a number, boolean or null rather than a string.
bool is_plain_scalar(const YAML::Node& node);

}  // namespace lobbykit
