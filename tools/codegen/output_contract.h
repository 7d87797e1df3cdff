// Output contracts: the shape of what a build writes for other programs (the
// app's TypeScript modules, the JSON files the sandbox and other tools read),
// declared once as records of typed fields. One description writes the
// TypeScript interfaces, the JSON Schema (draft 2020-12,
// https://json-schema.org/draft/2020-12/json-schema-core) of each JSON file,
// and checks a JSON document read back, so the three cannot drift apart.
//
// A module's records are declared as structs deriving from Record, one
// `const Field&` member per field, so code that writes or reads the JSON
// names a field by its member, never by a repeated string:
//
//   struct FocalPointContract : Record {
//     FocalPointContract() : Record("FocalPoint", "games") {}
//     const Field& x = field("x", Type::number());
//     const Field& y = field("y", Type::number());
//   };
//   item[focal_point.x.name] = 0.5;
#pragma once

#include <deque>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lobbykit::contract {

class Record;

/// A field's type, as TypeScript and JSON Schema spell it.
class Type {
 public:
  enum class Kind {
    kString,
    kInteger,  ///< `number` in TypeScript, "integer" in JSON Schema
    kNumber,
    kBoolean,
    kIdUnion,       ///< a named union of ids the content defines (CategoryId)
    kLiterals,      ///< an inline union of fixed strings: 'ltr' | 'rtl'
    kArray,         ///< readonly T[]
    kMap,           ///< Readonly<Record<K, V>>: a JSON object keyed by ids
    kRecord,        ///< a named interface
    kInlineRecord,  ///< an object type written out where it is used
    kExpression,    ///< a TypeScript type expression; JSON Schema of another type
  };

  static Type string();
  static Type integer();
  static Type number();
  static Type boolean();
  /// `name` is declared in `module` ("categories" for './categories') by its
  /// emitter; its values are known only when a build writes the schema.
  static Type id_union(std::string name, std::string module);
  static Type literals(std::vector<std::string> values);
  static Type array_of(Type item);
  /// `key`, if given, is the id union of the keys (BankRegion).
  static Type map_of(Type value, std::optional<Type> key = std::nullopt);
  /// REQUIRES: `record` outlives the type (contracts are static).
  static Type record(const Record& record);
  static Type inline_record(const Record& record);
  /// A TypeScript type that the other kinds do not say (a template literal,
  /// a generic parameter): written as `typescript`, importing `import_name`
  /// from `module` if given; the JSON is checked as `json`.
  static Type expression(std::string typescript, Type json, std::string import_name = {},
                         std::string module = {});

  [[nodiscard]] Kind kind() const { return kind_; }
  /// The id union's name or the expression's text.
  [[nodiscard]] const std::string& name() const { return name_; }
  [[nodiscard]] const std::string& module() const { return module_; }
  [[nodiscard]] const std::string& import_name() const { return import_name_; }
  [[nodiscard]] const std::vector<std::string>& literal_values() const { return literals_; }
  /// The array's item, the map's value, the expression's JSON type.
  [[nodiscard]] const Type& item() const { return *item_; }
  /// The map's key union; null for any string.
  [[nodiscard]] const Type* key() const { return key_.get(); }
  [[nodiscard]] const Record& referenced_record() const { return *record_; }

 private:
  explicit Type(Kind kind) : kind_(kind) {}

  Kind kind_;
  std::string name_;
  std::string module_;
  std::string import_name_;
  std::vector<std::string> literals_;
  std::shared_ptr<const Type> item_;
  std::shared_ptr<const Type> key_;
  const Record* record_ = nullptr;
};

struct Field {
  std::string name;
  Type type;
  bool optional = false;  ///< absent when there is no value (never "" or 0)
  std::string doc;        ///< one paragraph; '\n' breaks a long comment into lines
};

/// An object type: its fields in the order they are written.
class Record {
 public:
  /// `module` is where the TypeScript interface is declared ("image" for
  /// './image'); empty for a record that only describes JSON.
  Record(std::string name, std::string module, std::string doc = {});
  Record(const Record&) = delete;
  Record& operator=(const Record&) = delete;

  [[nodiscard]] const std::string& type_name() const { return name_; }
  [[nodiscard]] const std::string& module() const { return module_; }
  [[nodiscard]] const std::string& doc() const { return doc_; }
  [[nodiscard]] const std::deque<Field>& fields() const { return fields_; }
  /// The field named `name`; null if there is none.
  [[nodiscard]] const Field* find(std::string_view name) const;

  /// TypeScript generic parameters written after the name: "<Tag extends string = LocaleTag>".
  std::string type_parameters;
  /// Whether the JSON may hold fields not described (site.yaml's constants).
  bool open = false;
  /// Whether TypeScript marks the fields readonly.
  bool readonly = true;
  /// Whether TypeScript writes the names as string literals (message keys).
  bool quoted_names = false;

  /// Adds a field; the reference stays valid as long as the record.
  const Field& field(std::string name, Type type, std::string doc = {});
  const Field& optional_field(std::string name, Type type, std::string doc = {});
  /// Adds a copy of another record's field: one definition for a field two
  /// records share.
  const Field& field(const Field& same);

 private:
  std::string name_;
  std::string module_;
  std::string doc_;
  std::deque<Field> fields_;
};

/// The values of id unions (by name) for a JSON Schema: each becomes an enum.
using IdValues = std::map<std::string, std::vector<std::string>>;

/// `readonly T[]`, `CategoryId`, `'dark' | 'light'`...
std::string typescript_type(const Type& type);

/// `export interface Name { ... }` with its doc comments, ending in "}\n".
std::string typescript_interface(const Record& record);

/// The `import type` lines a module needs for the named types that
/// `declared` (the records it declares) and `used` refer to from other
/// modules, sorted by module; empty when there are none.
std::string typescript_imports(std::string_view module, const std::vector<const Record*>& declared,
                               const std::vector<Type>& used = {});

/// The JSON Schema of a JSON file whose top-level object is `root` (which
/// the build writes with a "$comment" notice first; the schema starts with
/// the same notice). Named records go to
/// "$defs"; id unions listed in `ids` become enums, the others strings.
nlohmann::ordered_json json_schema(const Record& root, std::string_view file_name,
                                   std::string_view title, const IdValues& ids = {});

/// Where a JSON value breaks its contract: "categories[2].labelKey" and why.
struct Mismatch {
  std::string path;
  std::string problem;
};

/// The first place `value` does not match `record` (id unions are checked
/// as strings); nullopt if it matches. A top-level "$comment" is allowed.
std::optional<Mismatch> find_mismatch(const Record& record, const nlohmann::json& value);

}  // namespace lobbykit::contract
