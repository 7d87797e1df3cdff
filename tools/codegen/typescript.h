// Writing TypeScript modules: a notice line, then declarations whose data is
// JSON (valid TypeScript expression syntax), so output is byte-stable.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace lobbykit::typescript {

/// The first line of every generated module.
std::string notice();

/// `export const name: type = value;` (with `as const` when type is empty).
std::string const_declaration(std::string_view name, std::string_view type,
                              const nlohmann::ordered_json& value);

/// `export type Name = 'a' | 'b';` (`never` when empty).
std::string union_type(std::string_view name, const std::vector<std::string>& values);

/// JSON for generated .json files: a "$comment" notice first, two-space indent.
std::string json_document(nlohmann::ordered_json value);

}  // namespace lobbykit::typescript
