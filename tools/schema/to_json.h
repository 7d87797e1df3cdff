// Converting a validated YAML node to JSON with the types its schema gives
// (YAML scalars are untyped text; the schema says which are numbers).
#pragma once

#include <nlohmann/json.hpp>

#include "core/yaml_tree.h"
#include "schema/schema.h"

namespace lobbykit::schema {

/// REQUIRES: `validate(value, node, ...)` returned true. Object keys keep
/// the schema's order, so output does not depend on how the file is written.
nlohmann::ordered_json to_json(const YamlNode& value, const Node& node);

}  // namespace lobbykit::schema
