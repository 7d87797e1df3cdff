// JSON Schema (draft 2020-12, https://json-schema.org/draft/2020-12/schema)
// export of a content schema, for editors: the VS Code YAML extension reads
// it through a `# yaml-language-server: $schema=...` comment.
#pragma once

#include <nlohmann/json.hpp>
#include <string_view>

#include "schema/schema.h"

namespace lobbykit::schema {

/// A complete JSON Schema document for one kind of content file.
nlohmann::ordered_json to_json_schema(const Node& root, std::string_view id,
                                      std::string_view title);

}  // namespace lobbykit::schema
