#include "schema/json_schema.h"

#include <cmath>

namespace lobbykit::schema {

namespace {

nlohmann::ordered_json convert(const Node& node) {
  nlohmann::ordered_json out;
  if (!node.description.empty()) out["description"] = node.description;
  switch (node.type) {
    case Type::kString:
      out["type"] = "string";
      if (!node.allowed.empty()) {
        out["enum"] = node.allowed;
      } else {
        out["minLength"] = 1;
        if (auto pattern = format_pattern(node.format); !pattern.empty()) out["pattern"] = pattern;
      }
      break;
    case Type::kInteger:
    case Type::kNumber:
      out["type"] = node.type == Type::kInteger ? "integer" : "number";
      if (node.minimum) out["minimum"] = *node.minimum;
      if (node.maximum) out["maximum"] = *node.maximum;
      if (node.max_decimals) out["multipleOf"] = std::pow(10.0, -*node.max_decimals);
      break;
    case Type::kBoolean:
      out["type"] = "boolean";
      break;
    case Type::kArray:
      out["type"] = "array";
      out["items"] = convert(*node.items);
      if (node.min_items) out["minItems"] = node.min_items;
      if (node.unique_items) out["uniqueItems"] = true;
      break;
    case Type::kObject: {
      out["type"] = "object";
      if (node.additional) {
        out["additionalProperties"] = convert(*node.additional);
        if (node.min_items) out["minProperties"] = node.min_items;
        break;
      }
      nlohmann::ordered_json properties = nlohmann::ordered_json::object();
      nlohmann::ordered_json required = nlohmann::ordered_json::array();
      for (const auto& property : node.properties) {
        properties[property.name] = convert(*property.node);
        if (property.required) required.push_back(property.name);
      }
      out["properties"] = std::move(properties);
      if (!required.empty()) out["required"] = std::move(required);
      out["additionalProperties"] = false;
      break;
    }
  }
  return out;
}

}  // namespace

nlohmann::ordered_json to_json_schema(const Node& root, std::string_view id,
                                      std::string_view title) {
  nlohmann::ordered_json out;
  out["$schema"] = "https://json-schema.org/draft/2020-12/schema";
  out["$id"] = std::string(id);
  out["title"] = std::string(title);
  nlohmann::ordered_json body = convert(root);  // named: items() must not outlive it
  for (auto& [key, value] : body.items()) out[key] = std::move(value);
  return out;
}

}  // namespace lobbykit::schema
