// Writing TypeScript modules: a notice line, then declarations whose data is
// JSON (valid TypeScript expression syntax), so output is byte-stable.
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "codegen/json_writer.h"
#include "core/file_system.h"

namespace lobbykit::typescript {

/// The first line of every generated module.
std::string notice();

/// `export const name: type = value;` (with `as const` when type is empty).
std::string const_declaration(std::string_view name, std::string_view type,
                              const nlohmann::ordered_json& value);

/// What const_declaration writes before the value and after it, for a value
/// written piece by piece (JsonWriter).
std::string const_declaration_start(std::string_view name, std::string_view type);
std::string const_declaration_end(std::string_view type);

/// `export type Name = 'a' | 'b';` (`never` when empty).
std::string union_type(std::string_view name, const std::vector<std::string>& values);

/// JSON for generated .json files: a "$comment" notice first, two-space
/// indent. REQUIRES: `value` is an object without a "$comment" member.
std::string json_document(nlohmann::ordered_json value);

/// json_document written piece by piece into `sink`: `members` writes the
/// document's members (each a key, then a value) after the notice.
void write_json_document(ByteSink& sink, const std::function<void(JsonWriter&)>& members);

}  // namespace lobbykit::typescript
