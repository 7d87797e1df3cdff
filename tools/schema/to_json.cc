#include "schema/to_json.h"

#include <cmath>
#include <cstdlib>

namespace lobbykit::schema {

nlohmann::ordered_json to_json(const YamlNode& value, const Node& node) {
  switch (node.type) {
    case Type::kString:
      return value.scalar;
    case Type::kBoolean:
      return value.scalar == "true";
    case Type::kInteger:
      return std::strtoll(value.scalar.c_str(), nullptr, 10);
    case Type::kNumber: {
      double number = std::strtod(value.scalar.c_str(), nullptr);
      if (number == std::floor(number) && std::abs(number) < 9e15) {
        return static_cast<long long>(number);
      }
      return number;
    }
    case Type::kArray: {
      auto out = nlohmann::ordered_json::array();
      for (const auto& item : value.items) out.push_back(to_json(item, *node.items));
      return out;
    }
    case Type::kObject: {
      auto out = nlohmann::ordered_json::object();
      if (node.additional) {
        for (const auto& [key, child] : value.pairs)
          out[key.scalar] = to_json(child, *node.additional);
        return out;
      }
      for (const auto& property : node.properties) {
        if (const YamlNode* child = value.find(property.name))
          out[property.name] = to_json(*child, *property.node);
      }
      return out;
    }
  }
  return nullptr;
}

}  // namespace lobbykit::schema
