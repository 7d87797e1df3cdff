#include "sandbox/contract/openapi_document.h"

#include <yaml-cpp/yaml.h>

#include <regex>
#include <stdexcept>

namespace lobbykit::sandbox {

namespace {

// YAML scalars are text; a plain (unquoted) one is typed as JSON would type it.
nlohmann::json to_json(const YAML::Node& node) {
  if (node.IsMap()) {
    nlohmann::json object = nlohmann::json::object();
    for (const auto& entry : node) object[entry.first.as<std::string>()] = to_json(entry.second);
    return object;
  }
  if (node.IsSequence()) {
    nlohmann::json array = nlohmann::json::array();
    for (const auto& item : node) array.push_back(to_json(item));
    return array;
  }
  if (node.IsNull()) return nullptr;
  std::string text = node.as<std::string>();
  if (node.Tag() != "?") return text;  // quoted
  if (text == "true" || text == "false") return text == "true";
  if (text == "null" || text == "~") return nullptr;
  auto number = nlohmann::json::parse(text, nullptr, false);
  if (!number.is_discarded() && number.is_number()) return number;
  return text;
}

bool has_type(const nlohmann::json& value, const std::string& type) {
  if (type == "object") return value.is_object();
  if (type == "array") return value.is_array();
  if (type == "string") return value.is_string();
  if (type == "integer") return value.is_number_integer();
  if (type == "number") return value.is_number();
  if (type == "boolean") return value.is_boolean();
  if (type == "null") return value.is_null();
  throw std::runtime_error("unknown type '" + type + "' in the document");
}

}  // namespace

OpenApiDocument::OpenApiDocument(const std::filesystem::path& path)
    : root_(to_json(YAML::LoadFile(path.string()))) {}

std::set<std::string> OpenApiDocument::paths() const {
  std::set<std::string> paths;
  for (const auto& [path, item] : root_["paths"].items()) paths.insert(path);
  return paths;
}

const nlohmann::json& OpenApiDocument::resolve(const nlohmann::json& schema) const {
  if (!schema.is_object() || !schema.contains("$ref")) return schema;
  std::string ref = schema["$ref"].get<std::string>();
  if (ref.rfind("#/", 0) != 0) throw std::runtime_error("only local $ref: " + ref);
  return resolve(root_.at(nlohmann::json::json_pointer(ref.substr(1))));
}

std::vector<std::string> OpenApiDocument::check_answer(const std::string& path, int http_status,
                                                       const nlohmann::json& answer) const {
  std::vector<std::string> problems;
  if (http_status == kMaintenanceStatus) {
    check(root_.at("components").at("schemas").at("MaintenanceEnvelope"), answer, path, problems);
    return problems;
  }
  const auto& responses = root_.at("paths").at(path).at("post").at("responses");
  const auto& response =
      resolve(http_status == 200 ? responses.at("200") : responses.at("default"));
  check(response.at("content").at("application/json").at("schema"), answer, path, problems);
  return problems;
}

std::vector<std::string> OpenApiDocument::check_request(const std::string& path,
                                                        const nlohmann::json& body) const {
  const auto& request = resolve(root_.at("paths").at(path).at("post").at("requestBody"));
  std::vector<std::string> problems;
  check(request.at("content").at("application/json").at("schema"), body, path + " request",
        problems);
  return problems;
}

void OpenApiDocument::check(const nlohmann::json& raw_schema, const nlohmann::json& value,
                            const std::string& where, std::vector<std::string>& problems) const {
  const auto& schema = resolve(raw_schema);
  auto fail = [&](const std::string& what) {
    problems.push_back(where + ": " + what + " (value " + value.dump() + ")");
  };
  if (schema.contains("allOf")) {
    for (const auto& part : schema["allOf"]) check(part, value, where, problems);
  }
  if (schema.contains("oneOf")) {
    int matched = 0;
    for (const auto& part : schema["oneOf"]) {
      std::vector<std::string> part_problems;
      check(part, value, where, part_problems);
      if (part_problems.empty()) ++matched;
    }
    if (matched != 1)
      fail("matches " + std::to_string(matched) + " of the oneOf alternatives, not 1");
  }
  if (schema.contains("type")) {
    const auto& type = schema["type"];
    bool ok = false;
    if (type.is_array()) {
      for (const auto& one : type) ok = ok || has_type(value, one.get<std::string>());
    } else {
      ok = has_type(value, type.get<std::string>());
    }
    if (!ok) return fail("is not of type " + type.dump());
  }
  if (schema.contains("const") && value != schema["const"])
    fail("is not " + schema["const"].dump());
  if (schema.contains("enum") &&
      std::find(schema["enum"].begin(), schema["enum"].end(), value) == schema["enum"].end()) {
    fail("is not one of " + schema["enum"].dump());
  }
  if (value.is_number()) {
    if (schema.contains("minimum") && value.get<double>() < schema["minimum"].get<double>())
      fail("is below the minimum");
    if (schema.contains("maximum") && value.get<double>() > schema["maximum"].get<double>())
      fail("is above the maximum");
  }
  if (value.is_string()) {
    const auto& text = value.get_ref<const std::string&>();
    if (schema.contains("minLength") && text.size() < schema["minLength"].get<std::size_t>())
      fail("is too short");
    if (schema.contains("maxLength") && text.size() > schema["maxLength"].get<std::size_t>())
      fail("is too long");
    if (schema.contains("pattern") &&
        !std::regex_search(text, std::regex(schema["pattern"].get<std::string>()))) {
      fail("does not match " + schema["pattern"].get<std::string>());
    }
  }
  if (value.is_object()) {
    for (const auto& name : schema.value("required", nlohmann::json::array())) {
      if (!value.contains(name.get<std::string>()))
        fail("lacks required '" + name.get<std::string>() + "'");
    }
    const auto properties = schema.value("properties", nlohmann::json::object());
    for (const auto& [name, field] : value.items()) {
      if (properties.contains(name)) {
        check(properties[name], field, where + "." + name, problems);
      } else if (schema.contains("additionalProperties")) {
        const auto& extra = schema["additionalProperties"];
        if (extra.is_boolean() && !extra.get<bool>()) fail("has undocumented '" + name + "'");
        if (extra.is_object()) check(extra, field, where + "." + name, problems);
      }
    }
  }
  if (value.is_array() && schema.contains("items")) {
    for (std::size_t i = 0; i < value.size(); ++i) {
      check(schema["items"], value[i], where + "[" + std::to_string(i) + "]", problems);
    }
  }
}

}  // namespace lobbykit::sandbox
