#include "codegen/typescript.h"

#include "codegen/output_tree.h"

namespace lobbykit::typescript {

std::string notice() { return "// " + std::string(OutputTree::kGeneratedNotice) + "\n"; }

std::string const_declaration(std::string_view name, std::string_view type,
                              const nlohmann::ordered_json& value) {
  std::string out = "export const " + std::string(name);
  if (!type.empty()) out += ": " + std::string(type);
  out += " = " + value.dump(2);
  if (type.empty()) out += " as const";
  return out + ";\n";
}

std::string union_type(std::string_view name, const std::vector<std::string>& values) {
  std::string out = "export type " + std::string(name) + " =";
  if (values.empty()) return out + " never;\n";
  for (const auto& value : values) out += "\n  | " + nlohmann::json(value).dump();
  return out + ";\n";
}

std::string json_document(nlohmann::ordered_json value) {
  nlohmann::ordered_json out;
  out["$comment"] = std::string(OutputTree::kGeneratedNotice);
  for (auto& [key, item] : value.items()) out[key] = std::move(item);
  return out.dump(2) + "\n";
}

}  // namespace lobbykit::typescript
