#include "codegen/output_contract.h"

#include <fmt/format.h>

#include <set>

#include "codegen/output_tree.h"

namespace lobbykit::contract {

using Json = nlohmann::ordered_json;

Type Type::string() { return Type(Kind::kString); }
Type Type::integer() { return Type(Kind::kInteger); }
Type Type::number() { return Type(Kind::kNumber); }
Type Type::boolean() { return Type(Kind::kBoolean); }

Type Type::id_union(std::string name, std::string module) {
  Type out(Kind::kIdUnion);
  out.name_ = std::move(name);
  out.module_ = std::move(module);
  return out;
}

Type Type::literals(std::vector<std::string> values) {
  Type out(Kind::kLiterals);
  out.literals_ = std::move(values);
  return out;
}

Type Type::array_of(Type item) {
  Type out(Kind::kArray);
  out.item_ = std::make_shared<const Type>(std::move(item));
  return out;
}

Type Type::map_of(Type value, std::optional<Type> key) {
  Type out(Kind::kMap);
  out.item_ = std::make_shared<const Type>(std::move(value));
  if (key) out.key_ = std::make_shared<const Type>(std::move(*key));
  return out;
}

Type Type::record(const Record& record) {
  Type out(Kind::kRecord);
  out.record_ = &record;
  return out;
}

Type Type::inline_record(const Record& record) {
  Type out(Kind::kInlineRecord);
  out.record_ = &record;
  return out;
}

Type Type::expression(std::string typescript, Type json, std::string import_name,
                      std::string module) {
  Type out(Kind::kExpression);
  out.name_ = std::move(typescript);
  out.item_ = std::make_shared<const Type>(std::move(json));
  out.import_name_ = std::move(import_name);
  out.module_ = std::move(module);
  return out;
}

Record::Record(std::string name, std::string module, std::string doc)
    : name_(std::move(name)), module_(std::move(module)), doc_(std::move(doc)) {}

const Field* Record::find(std::string_view name) const {
  for (const Field& field : fields_) {
    if (field.name == name) return &field;
  }
  return nullptr;
}

const Field& Record::field(std::string name, Type type, std::string doc) {
  fields_.push_back({std::move(name), std::move(type), false, std::move(doc)});
  return fields_.back();
}

const Field& Record::optional_field(std::string name, Type type, std::string doc) {
  fields_.push_back({std::move(name), std::move(type), true, std::move(doc)});
  return fields_.back();
}

const Field& Record::field(const Field& same) {
  fields_.push_back(same);
  return fields_.back();
}

// ---- TypeScript ----

namespace {

/// A doc comment at `indent`: one line, or a block when the text has lines.
std::string doc_comment(const std::string& doc, const std::string& indent) {
  if (doc.empty()) return {};
  if (doc.find('\n') == std::string::npos) return indent + "/** " + doc + " */\n";
  std::string out = indent + "/**\n";
  std::size_t start = 0;
  while (start <= doc.size()) {
    std::size_t end = doc.find('\n', start);
    if (end == std::string::npos) end = doc.size();
    out += indent + " * " + doc.substr(start, end - start) + "\n";
    start = end + 1;
  }
  return out + indent + " */\n";
}

std::string typescript_type_at(const Type& type, const std::string& indent);

std::string typescript_fields(const Record& record, const std::string& indent) {
  std::string out;
  for (const Field& field : record.fields()) {
    out += doc_comment(field.doc, indent);
    out += fmt::format("{}{}{}{}: {};\n", indent, record.readonly ? "readonly " : "",
                       record.quoted_names ? nlohmann::json(field.name).dump() : field.name,
                       field.optional ? "?" : "", typescript_type_at(field.type, indent));
  }
  return out;
}

std::string typescript_type_at(const Type& type, const std::string& indent) {
  switch (type.kind()) {
    case Type::Kind::kString:
      return "string";
    case Type::Kind::kInteger:
    case Type::Kind::kNumber:
      return "number";
    case Type::Kind::kBoolean:
      return "boolean";
    case Type::Kind::kIdUnion:
    case Type::Kind::kExpression:
      return type.name();
    case Type::Kind::kLiterals: {
      std::string out;
      for (const auto& value : type.literal_values())
        out += (out.empty() ? "'" : " | '") + value + "'";
      return out;
    }
    case Type::Kind::kArray:
      return "readonly " + typescript_type_at(type.item(), indent) + "[]";
    case Type::Kind::kMap:
      return fmt::format("Readonly<Record<{}, {}>>",
                         type.key() ? typescript_type_at(*type.key(), indent) : "string",
                         typescript_type_at(type.item(), indent));
    case Type::Kind::kRecord:
      return type.referenced_record().type_name();
    case Type::Kind::kInlineRecord:
      return "{\n" + typescript_fields(type.referenced_record(), indent + "  ") + indent + "}";
  }
  return {};
}

/// Collects (module -> names) of the named types `type` uses from outside `module`.
void collect_imports(const Type& type, std::string_view module,
                     std::map<std::string, std::set<std::string>>& imports);

void collect_record_imports(const Record& record, std::string_view module,
                            std::map<std::string, std::set<std::string>>& imports) {
  for (const Field& field : record.fields()) collect_imports(field.type, module, imports);
}

void collect_imports(const Type& type, std::string_view module,
                     std::map<std::string, std::set<std::string>>& imports) {
  switch (type.kind()) {
    case Type::Kind::kIdUnion:
      if (type.module() != module) imports[type.module()].insert(type.name());
      break;
    case Type::Kind::kExpression:
      if (!type.import_name().empty() && type.module() != module)
        imports[type.module()].insert(type.import_name());
      break;
    case Type::Kind::kArray:
      collect_imports(type.item(), module, imports);
      break;
    case Type::Kind::kMap:
      if (type.key()) collect_imports(*type.key(), module, imports);
      collect_imports(type.item(), module, imports);
      break;
    case Type::Kind::kRecord:
      if (type.referenced_record().module() != module) {
        imports[type.referenced_record().module()].insert(type.referenced_record().type_name());
      }
      break;
    case Type::Kind::kInlineRecord:
      collect_record_imports(type.referenced_record(), module, imports);
      break;
    default:
      break;
  }
}

}  // namespace

std::string typescript_type(const Type& type) { return typescript_type_at(type, ""); }

std::string typescript_interface(const Record& record) {
  return doc_comment(record.doc(), "") + "export interface " + record.type_name() +
         record.type_parameters + " {\n" + typescript_fields(record, "  ") + "}\n";
}

std::string typescript_imports(std::string_view module, const std::vector<const Record*>& declared,
                               const std::vector<Type>& used) {
  std::map<std::string, std::set<std::string>> imports;
  for (const Record* record : declared) collect_record_imports(*record, module, imports);
  for (const Type& type : used) collect_imports(type, module, imports);
  std::string out;
  for (const auto& [from, names] : imports) {
    out += fmt::format("import type {{ {} }} from './{}';\n", fmt::join(names, ", "), from);
  }
  return out;
}

// ---- JSON Schema ----

namespace {

class SchemaWriter {
 public:
  explicit SchemaWriter(const IdValues& ids) : ids_(ids) {}

  Json object(const Record& record, bool top_level) {
    Json out;
    if (!record.doc().empty()) out["description"] = one_line(record.doc());
    out["type"] = "object";
    Json properties = Json::object();
    Json required = Json::array();
    if (top_level) {
      properties["$comment"] = {{"const", std::string(OutputTree::kGeneratedNotice)}};
      required.push_back("$comment");
    }
    for (const Field& field : record.fields()) {
      Json property = type(field.type);
      if (!field.doc.empty()) {
        Json described = {{"description", one_line(field.doc)}};
        for (auto& [key, value] : property.items()) described[key] = std::move(value);
        property = std::move(described);
      }
      properties[field.name] = std::move(property);
      if (!field.optional) required.push_back(field.name);
    }
    out["properties"] = std::move(properties);
    if (!required.empty()) out["required"] = std::move(required);
    if (!record.open) out["additionalProperties"] = false;
    return out;
  }

  Json type(const Type& type) {
    switch (type.kind()) {
      case Type::Kind::kString:
        return {{"type", "string"}};
      case Type::Kind::kInteger:
        return {{"type", "integer"}};
      case Type::Kind::kNumber:
        return {{"type", "number"}};
      case Type::Kind::kBoolean:
        return {{"type", "boolean"}};
      case Type::Kind::kIdUnion: {
        auto it = ids_.find(type.name());
        if (it == ids_.end()) return {{"type", "string"}};
        return {{"type", "string"}, {"enum", it->second}};
      }
      case Type::Kind::kLiterals:
        return {{"type", "string"}, {"enum", type.literal_values()}};
      case Type::Kind::kArray:
        return {{"type", "array"}, {"items", this->type(type.item())}};
      case Type::Kind::kMap: {
        Json out = {{"type", "object"}};
        if (type.key()) out["propertyNames"] = this->type(*type.key());
        out["additionalProperties"] = this->type(type.item());
        return out;
      }
      case Type::Kind::kRecord: {
        const Record& record = type.referenced_record();
        if (!defined_.contains(record.type_name())) {
          defined_.insert(record.type_name());
          definitions_[record.type_name()] = object(record, false);
        }
        return {{"$ref", "#/$defs/" + record.type_name()}};
      }
      case Type::Kind::kInlineRecord:
        return object(type.referenced_record(), false);
      case Type::Kind::kExpression:
        return this->type(type.item());
    }
    return {};
  }

  Json take_definitions() { return std::move(definitions_); }

 private:
  static std::string one_line(const std::string& doc) {
    std::string out = doc;
    for (char& c : out) {
      if (c == '\n') c = ' ';
    }
    return out;
  }

  const IdValues& ids_;
  std::set<std::string> defined_;
  Json definitions_ = Json::object();
};

}  // namespace

Json json_schema(const Record& root, std::string_view file_name, std::string_view title,
                 const IdValues& ids) {
  SchemaWriter writer(ids);
  Json body = writer.object(root, true);
  Json out;
  // The notice first, as in every JSON file the build writes.
  out["$comment"] = std::string(OutputTree::kGeneratedNotice);
  out["$schema"] = "https://json-schema.org/draft/2020-12/schema";
  out["$id"] = "https://lobbykit.invalid/schema/" + std::string(file_name);
  out["title"] = std::string(title);
  for (auto& [key, value] : body.items()) out[key] = std::move(value);
  Json definitions = writer.take_definitions();
  if (!definitions.empty()) out["$defs"] = std::move(definitions);
  return out;
}

// ---- Reading back ----

namespace {

std::optional<Mismatch> check(const Type& type, const nlohmann::json& value,
                              const std::string& path);

std::optional<Mismatch> check_record(const Record& record, const nlohmann::json& value,
                                     const std::string& path, bool top_level) {
  if (!value.is_object()) return Mismatch{path, "is not an object"};
  const std::string prefix = path.empty() ? "" : path + ".";
  for (const Field& field : record.fields()) {
    auto it = value.find(field.name);
    if (it == value.end()) {
      if (field.optional) continue;
      return Mismatch{prefix + field.name, "is missing"};
    }
    if (auto mismatch = check(field.type, *it, prefix + field.name)) return mismatch;
  }
  if (!record.open) {
    for (const auto& [key, item] : value.items()) {
      if (!record.find(key) && !(top_level && key == "$comment"))
        return Mismatch{prefix + key, "is not a field of " + record.type_name()};
    }
  }
  return std::nullopt;
}

std::optional<Mismatch> check(const Type& type, const nlohmann::json& value,
                              const std::string& path) {
  auto expect = [&](bool ok, const char* what) -> std::optional<Mismatch> {
    if (ok) return std::nullopt;
    return Mismatch{path, std::string("is not ") + what};
  };
  switch (type.kind()) {
    case Type::Kind::kString:
    case Type::Kind::kIdUnion:
      return expect(value.is_string(), "a string");
    case Type::Kind::kInteger:
      return expect(value.is_number_integer(), "an integer");
    case Type::Kind::kNumber:
      return expect(value.is_number(), "a number");
    case Type::Kind::kBoolean:
      return expect(value.is_boolean(), "true or false");
    case Type::Kind::kLiterals: {
      if (value.is_string()) {
        for (const auto& literal : type.literal_values()) {
          if (value == literal) return std::nullopt;
        }
      }
      return Mismatch{path, "is not one of '" +
                                fmt::format("{}", fmt::join(type.literal_values(), "', '")) + "'"};
    }
    case Type::Kind::kArray: {
      if (!value.is_array()) return Mismatch{path, "is not an array"};
      for (std::size_t i = 0; i < value.size(); ++i) {
        if (auto mismatch = check(type.item(), value[i], fmt::format("{}[{}]", path, i)))
          return mismatch;
      }
      return std::nullopt;
    }
    case Type::Kind::kMap: {
      if (!value.is_object()) return Mismatch{path, "is not an object"};
      for (const auto& [key, item] : value.items()) {
        if (auto mismatch = check(type.item(), item, path + "." + key)) return mismatch;
      }
      return std::nullopt;
    }
    case Type::Kind::kRecord:
    case Type::Kind::kInlineRecord:
      return check_record(type.referenced_record(), value, path, false);
    case Type::Kind::kExpression:
      return check(type.item(), value, path);
  }
  return std::nullopt;
}

}  // namespace

std::optional<Mismatch> find_mismatch(const Record& record, const nlohmann::json& value) {
  return check_record(record, value, "", true);
}

}  // namespace lobbykit::contract
