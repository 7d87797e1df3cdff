// The shape of each kind of content file, written once. The same description
// validates YAML (with did-you-mean hints) and is exported as JSON Schema for
// editors (json_schema.h), so the two can never disagree.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/diagnostics.h"
#include "core/source_file.h"
#include "core/yaml_tree.h"

namespace lobbykit::schema {

enum class Type { kString, kInteger, kNumber, kBoolean, kArray, kObject };

/// Textual formats checked beyond "is a string". Each maps to a JSON Schema
/// `pattern` so editors flag the same mistakes.
enum class Format {
  kText,            ///< any non-empty text
  kId,              ///< kebab-case: dragon-fortune
  kCamelName,       ///< camelCase from a lowercase letter: firstDeposit
  kUpperId,         ///< upper snake case: BDT_BKASH
  kCurrencyCode,    ///< USDT, BDT
  kRegionCode,      ///< ISO 3166-1 alpha-2: BD
  kTranslationKey,  ///< dotted, segments as i18n/ keys: category.slots, paymentMethod.card
  kRelativePath,    ///< a file path relative to the YAML file
  kUrl,             ///< http(s):// or ws(s):// or a path starting with '/'
  kVersion,         ///< 1.4.0
  kHexColour,       ///< #0b1a3a (six hex digits)
  kOrigin,          ///< https://games.example.com (scheme, host, optional port; no path)
};

struct Node;
using NodePtr = std::shared_ptr<const Node>;

struct Property {
  std::string name;
  NodePtr node;
  bool required = true;
};

struct Node {
  Type type = Type::kString;
  std::string description;
  Format format = Format::kText;
  std::vector<std::string> allowed;  ///< kString: the only accepted values
  std::optional<double> minimum;     ///< kInteger, kNumber
  std::optional<double> maximum;
  std::optional<int> max_decimals;  ///< kNumber: decimal places allowed (an amount: 2)
  NodePtr items;                    ///< kArray
  std::size_t min_items = 0;
  bool unique_items = false;
  std::vector<Property> properties;  ///< kObject
  NodePtr additional;                ///< kObject: schema of free-named keys
};

// Builders, so each content kind reads as a table of fields.
NodePtr text(std::string description, Format format = Format::kText);
NodePtr one_of(std::string description, std::vector<std::string> allowed);
NodePtr integer(std::string description, std::optional<double> minimum = std::nullopt,
                std::optional<double> maximum = std::nullopt);
NodePtr number(std::string description, std::optional<double> minimum = std::nullopt,
               std::optional<double> maximum = std::nullopt);
/// A number written with at most `max_decimals` decimal places (an amount
/// of money in major units: 12.50).
NodePtr decimal(std::string description, int max_decimals,
                std::optional<double> minimum = std::nullopt,
                std::optional<double> maximum = std::nullopt);
NodePtr boolean(std::string description);
NodePtr list(std::string description, NodePtr items, std::size_t min_items = 0,
             bool unique_items = false);
NodePtr object(std::string description, std::vector<Property> properties);
/// An object whose keys are free names (like environments), each a `value`.
NodePtr map(std::string description, NodePtr value, std::size_t min_items = 1);
Property required(std::string name, NodePtr node);
Property optional(std::string name, NodePtr node);

/// Checks `value` against `node`, reporting every mismatch (wrong type,
/// missing or unknown field, bad format, out of range). Returns true if no
/// error was found.
bool validate(const YamlNode& value, const Node& node, const SourceFile& file,
              Diagnostics& diagnostics);

/// True if `text` is well-formed for `format` (kText: non-empty).
bool matches_format(std::string_view text, Format format);

/// The decimal places a number's text writes: 1 for "12.50" (trailing zeros
/// do not count), 3 for "1e-3", 0 for "5" and "1.5e2".
/// REQUIRES: `text` is a decimal number (digits, an optional point and exponent).
int decimal_places(std::string_view text);

/// The JSON Schema `pattern` for a format, or an empty string.
std::string_view format_pattern(Format format);

}  // namespace lobbykit::schema
