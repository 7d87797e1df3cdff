#include "codegen/typescript.h"

#include "codegen/output_tree.h"

namespace lobbykit::typescript {

std::string notice() { return "// " + std::string(OutputTree::kGeneratedNotice) + "\n"; }

std::string const_declaration(std::string_view name, std::string_view type,
                              const nlohmann::ordered_json& value) {
  return const_declaration_start(name, type) + value.dump(2) + const_declaration_end(type);
}

std::string const_declaration_start(std::string_view name, std::string_view type) {
  std::string out = "export const " + std::string(name);
  if (!type.empty()) out += ": " + std::string(type);
  return out + " = ";
}

std::string const_declaration_end(std::string_view type) {
  return type.empty() ? " as const;\n" : ";\n";
}

std::string union_type(std::string_view name, const std::vector<std::string>& values) {
  std::string out = "export type " + std::string(name) + " =";
  if (values.empty()) return out + " never;\n";
  for (const auto& value : values) out += "\n  | " + nlohmann::json(value).dump();
  return out + ";\n";
}

std::string json_document(nlohmann::ordered_json value) {
  StringSink sink;
  write_json_document(sink, [&value](JsonWriter& json) {
    for (auto it = value.begin(); it != value.end(); ++it) {
      json.key(it.key());
      json.value(it.value());
    }
  });
  return std::move(sink.bytes);
}

void write_json_document(ByteSink& sink, const std::function<void(JsonWriter&)>& members) {
  JsonWriter json(sink);
  json.begin_object();
  json.key("$comment");
  json.value(std::string(OutputTree::kGeneratedNotice));
  members(json);
  json.end_object();
  json.text("\n");
  json.flush();
}

}  // namespace lobbykit::typescript
