#include "schema/schema.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <set>

#include "core/did_you_mean.h"
#include "core/yaml_tree.h"

namespace lobbykit::schema {

namespace {

NodePtr make(Node node) { return std::make_shared<const Node>(std::move(node)); }

bool is_lower_alnum(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); }
bool is_upper_alnum(char c) { return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }

// words of `is_word` characters separated by single `separator`s
template <typename Predicate>
bool is_separated_words(std::string_view text, char separator, Predicate is_word) {
  if (text.empty() || text.front() == separator || text.back() == separator) return false;
  char previous = separator;
  for (char c : text) {
    if (c == separator ? previous == separator : !is_word(c)) return false;
    previous = c;
  }
  return true;
}

std::string format_hint(Format format) {
  switch (format) {
    case Format::kId:
      return "use lowercase letters, digits and single hyphens, like 'dragon-fortune'";
    case Format::kCamelName:
      return "start with a lowercase letter, then letters and digits, like 'firstDeposit'";
    case Format::kUpperId:
      return "use uppercase letters, digits and underscores, like 'BDT_BKASH'";
    case Format::kCurrencyCode:
      return "use 2 to 10 uppercase letters or digits, like 'USDT'";
    case Format::kRegionCode:
      return "use a two-letter ISO 3166-1 code, like 'BD'";
    case Format::kTranslationKey:
      return "use dotted words of letters, digits, '_' and '-', like 'category.slots'";
    case Format::kRelativePath:
      return "use a relative path with '/' separators, like 'logos/aurora.png'";
    case Format::kUrl:
      return "use an http(s):// or ws(s):// URL, or a path starting with '/'";
    case Format::kVersion:
      return "use major.minor.patch, like '1.4.0'";
    case Format::kHexColour:
      return "use '#' and six hex digits, like '#0b1a3a'";
    case Format::kOrigin:
      return "use an https:// origin without a path, like 'https://games.example.com'";
    case Format::kText:
      return {};
  }
  return {};
}

std::string_view format_name(Format format) {
  switch (format) {
    case Format::kId:
      return "id";
    case Format::kCamelName:
      return "camelCase name";
    case Format::kUpperId:
      return "uppercase identifier";
    case Format::kCurrencyCode:
      return "currency code";
    case Format::kRegionCode:
      return "region code";
    case Format::kTranslationKey:
      return "translation key";
    case Format::kRelativePath:
      return "relative path";
    case Format::kUrl:
      return "URL";
    case Format::kVersion:
      return "version";
    case Format::kHexColour:
      return "hex colour";
    case Format::kOrigin:
      return "origin";
    case Format::kText:
      return "text";
  }
  return "text";
}

std::string_view type_phrase(Type type) {
  switch (type) {
    case Type::kString:
      return "text";
    case Type::kInteger:
      return "a whole number";
    case Type::kNumber:
      return "a number";
    case Type::kBoolean:
      return "true or false";
    case Type::kArray:
      return "a list";
    case Type::kObject:
      return "a mapping";
  }
  return "a value";
}

std::optional<double> parse_number(const std::string& text, bool integer_only) {
  if (text.empty()) return std::nullopt;
  char* end = nullptr;
  double value = std::strtod(text.c_str(), &end);
  if (end != text.c_str() + text.size() || !std::isfinite(value)) return std::nullopt;
  if (integer_only &&
      (value != std::floor(value) || text.find_first_of(".eE") != std::string::npos)) {
    return std::nullopt;
  }
  return value;
}

std::string format_number(double value) {
  return value == std::floor(value) ? fmt::format("{:.0f}", value) : fmt::format("{}", value);
}

class Validator {
 public:
  Validator(const SourceFile& file, Diagnostics& diagnostics)
      : file_(file), diagnostics_(diagnostics) {}

  void check(const YamlNode& value, const Node& node) {
    switch (node.type) {
      case Type::kObject:
        return check_object(value, node);
      case Type::kArray:
        return check_array(value, node);
      default:
        return check_scalar(value, node);
    }
  }

  bool ok() const { return ok_; }

 private:
  void fail(const YamlNode& at, std::string message, std::string hint = {}) {
    report(diagnostics_, file_, at, std::move(message), std::move(hint));
    ok_ = false;
  }

  void type_mismatch(const YamlNode& value, const Node& node) {
    fail(value, fmt::format("expected {}, found {}", type_phrase(node.type), describe_node(value)));
  }

  void check_object(const YamlNode& value, const Node& node) {
    if (!value.is_mapping()) return type_mismatch(value, node);
    std::vector<std::string> known;
    for (const auto& property : node.properties) known.push_back(property.name);
    std::set<std::string> present;
    for (const auto& [key_node, child] : value.pairs) {
      const std::string key = key_node.is_scalar() ? key_node.scalar : std::string();
      if (!present.insert(key).second) continue;  // reported as a duplicate key already
      const Property* property = nullptr;
      for (const auto& candidate : node.properties) {
        if (candidate.name == key) property = &candidate;
      }
      if (property) {
        check(child, *property->node);
      } else if (node.additional) {
        check(child, *node.additional);
      } else {
        std::string hint = did_you_mean(key, known);
        if (hint.empty()) hint = "allowed fields: " + fmt::format("{}", fmt::join(known, ", "));
        fail(key_node, fmt::format("unknown field '{}'", key), std::move(hint));
      }
    }
    for (const auto& property : node.properties) {
      if (property.required && !present.count(property.name)) {
        fail(value, fmt::format("missing required field '{}'", property.name));
      }
    }
    if (node.additional && node.properties.empty() && present.size() < node.min_items) {
      fail(value, fmt::format("expected at least {} entr{}", node.min_items,
                              node.min_items == 1 ? "y" : "ies"));
    }
  }

  void check_array(const YamlNode& value, const Node& node) {
    if (!value.is_sequence()) return type_mismatch(value, node);
    if (value.items.size() < node.min_items) {
      fail(value, fmt::format("expected at least {} item{}", node.min_items,
                              node.min_items == 1 ? "" : "s"));
    }
    std::set<std::string> seen;
    for (const auto& item : value.items) {
      check(item, *node.items);
      if (node.unique_items && item.is_scalar() && !seen.insert(item.scalar).second) {
        fail(item, fmt::format("'{}' is listed twice", item.scalar));
      }
    }
  }

  void check_scalar(const YamlNode& value, const Node& node) {
    if (!value.is_scalar()) return type_mismatch(value, node);
    const std::string& text = value.scalar;
    switch (node.type) {
      case Type::kBoolean:
        if (!value.plain || (text != "true" && text != "false")) {
          type_mismatch(value, node);
        }
        return;
      case Type::kInteger:
      case Type::kNumber: {
        auto number = value.plain ? parse_number(text, node.type == Type::kInteger) : std::nullopt;
        if (!number) return type_mismatch(value, node);
        bool low = node.minimum && *number < *node.minimum;
        bool high = node.maximum && *number > *node.maximum;
        if (low || high) {
          std::string range = node.minimum && node.maximum
                                  ? fmt::format("from {} to {}", format_number(*node.minimum),
                                                format_number(*node.maximum))
                              : node.minimum ? "at least " + format_number(*node.minimum)
                                             : "at most " + format_number(*node.maximum);
          fail(value, fmt::format("{} is out of range: must be {}", text, range));
        } else if (node.max_decimals && decimal_places(text) > *node.max_decimals) {
          fail(value, fmt::format("{} has more than {} decimals", text, *node.max_decimals),
               fmt::format("write at most {} digits after the point, like 12.50",
                           *node.max_decimals));
        }
        return;
      }
      default:
        return check_text(value, node);
    }
  }

  void check_text(const YamlNode& value, const Node& node) {
    const std::string& text = value.scalar;
    if (value.plain && (text == "~" || text == "null" || text.empty())) {
      return fail(value, "expected text, found nothing");
    }
    if (!node.allowed.empty()) {
      for (const auto& allowed : node.allowed) {
        if (allowed == text) return;
      }
      std::string hint = did_you_mean(text, node.allowed);
      if (hint.empty())
        hint = "expected one of: " + fmt::format("{}", fmt::join(node.allowed, ", "));
      return fail(value, fmt::format("'{}' is not an accepted value", text), std::move(hint));
    }
    if (!matches_format(text, node.format)) {
      fail(value, fmt::format("'{}' is not a valid {}", text, format_name(node.format)),
           format_hint(node.format));
    }
  }

  const SourceFile& file_;
  Diagnostics& diagnostics_;
  bool ok_ = true;
};

}  // namespace

NodePtr text(std::string description, Format format) {
  return make({.type = Type::kString, .description = std::move(description), .format = format});
}

NodePtr one_of(std::string description, std::vector<std::string> allowed) {
  return make({.type = Type::kString,
               .description = std::move(description),
               .allowed = std::move(allowed)});
}

NodePtr integer(std::string description, std::optional<double> minimum,
                std::optional<double> maximum) {
  return make({.type = Type::kInteger,
               .description = std::move(description),
               .minimum = minimum,
               .maximum = maximum});
}

NodePtr number(std::string description, std::optional<double> minimum,
               std::optional<double> maximum) {
  return make({.type = Type::kNumber,
               .description = std::move(description),
               .minimum = minimum,
               .maximum = maximum});
}

NodePtr decimal(std::string description, int max_decimals, std::optional<double> minimum,
                std::optional<double> maximum) {
  return make({.type = Type::kNumber,
               .description = std::move(description),
               .minimum = minimum,
               .maximum = maximum,
               .max_decimals = max_decimals});
}

NodePtr boolean(std::string description) {
  return make({.type = Type::kBoolean, .description = std::move(description)});
}

NodePtr list(std::string description, NodePtr items, std::size_t min_items, bool unique_items) {
  return make({.type = Type::kArray,
               .description = std::move(description),
               .items = std::move(items),
               .min_items = min_items,
               .unique_items = unique_items});
}

NodePtr object(std::string description, std::vector<Property> properties) {
  return make({.type = Type::kObject,
               .description = std::move(description),
               .properties = std::move(properties)});
}

NodePtr map(std::string description, NodePtr value, std::size_t min_items) {
  return make({.type = Type::kObject,
               .description = std::move(description),
               .min_items = min_items,
               .additional = std::move(value)});
}

Property required(std::string name, NodePtr node) {
  return {std::move(name), std::move(node), true};
}
Property optional(std::string name, NodePtr node) {
  return {std::move(name), std::move(node), false};
}

bool matches_format(std::string_view text, Format format) {
  switch (format) {
    case Format::kText:
      return !text.empty();
    case Format::kId:
      return is_separated_words(text, '-', is_lower_alnum);
    case Format::kCamelName:
      return !text.empty() && text.front() >= 'a' && text.front() <= 'z' &&
             std::all_of(text.begin(), text.end(),
                         [](char c) { return is_lower_alnum(c) || (c >= 'A' && c <= 'Z'); });
    case Format::kUpperId:
      return !text.empty() && text.front() >= 'A' && text.front() <= 'Z' &&
             is_separated_words(text, '_', is_upper_alnum);
    case Format::kCurrencyCode:
      return text.size() >= 2 && text.size() <= 10 && text.front() >= 'A' && text.front() <= 'Z' &&
             std::all_of(text.begin(), text.end(), is_upper_alnum);
    case Format::kRegionCode:
      return text.size() == 2 &&
             std::all_of(text.begin(), text.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
    case Format::kTranslationKey:
      // The segments i18n/ allows in a key (camelCase namespaces: paymentMethod.card).
      return is_separated_words(text, '.', [](char c) {
        return is_lower_alnum(c) || (c >= 'A' && c <= 'Z') || c == '_' || c == '-';
      });
    case Format::kRelativePath:
      return !text.empty() && text.front() != '/' && text.find('\\') == std::string_view::npos &&
             text.find("//") == std::string_view::npos && text.back() != '/';
    case Format::kUrl:
      return text.starts_with("http://") || text.starts_with("https://") ||
             text.starts_with("ws://") || text.starts_with("wss://") ||
             (text.starts_with("/") && !text.starts_with("//"));
    case Format::kVersion: {
      int dots = 0;
      for (char c : text) {
        if (c == '.')
          ++dots;
        else if (c < '0' || c > '9')
          return false;
      }
      return dots == 2 &&
             is_separated_words(text, '.', [](char c) { return c >= '0' && c <= '9'; });
    }
    case Format::kHexColour:
      return text.size() == 7 && text.front() == '#' &&
             std::all_of(text.begin() + 1, text.end(), [](char c) {
               return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
             });
    case Format::kOrigin: {
      // A CSP source as the browser compares it: scheme and host[:port], nothing after.
      constexpr std::string_view kScheme = "https://";
      if (!text.starts_with(kScheme) || text.size() == kScheme.size()) return false;
      std::string_view host = text.substr(kScheme.size());
      return std::all_of(host.begin(), host.end(), [](char c) {
        return is_lower_alnum(c) || c == '.' || c == '-' || c == ':';
      });
    }
  }
  return false;
}

int decimal_places(std::string_view text) {
  std::size_t exponent_at = text.find_first_of("eE");
  int exponent = 0;
  if (exponent_at != std::string_view::npos) {
    std::string_view digits = text.substr(exponent_at + 1);
    bool negative = !digits.empty() && digits.front() == '-';
    if (!digits.empty() && (digits.front() == '-' || digits.front() == '+'))
      digits.remove_prefix(1);
    for (char c : digits) exponent = std::min(exponent * 10 + (c - '0'), 1000);
    if (negative) exponent = -exponent;
  }
  std::string_view mantissa = text.substr(0, exponent_at);
  std::size_t point = mantissa.find('.');
  std::string_view fraction =
      point == std::string_view::npos ? std::string_view() : mantissa.substr(point + 1);
  while (!fraction.empty() && fraction.back() == '0') fraction.remove_suffix(1);
  return std::max(0, static_cast<int>(fraction.size()) - exponent);
}

std::string_view format_pattern(Format format) {
  switch (format) {
    case Format::kText:
      return "";
    case Format::kId:
      return "^[a-z0-9]+(-[a-z0-9]+)*$";
    case Format::kCamelName:
      return "^[a-z][A-Za-z0-9]*$";
    case Format::kUpperId:
      return "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$";
    case Format::kCurrencyCode:
      return "^[A-Z][A-Z0-9]{1,9}$";
    case Format::kRegionCode:
      return "^[A-Z]{2}$";
    case Format::kTranslationKey:
      return "^[A-Za-z0-9_-]+(\\.[A-Za-z0-9_-]+)*$";
    case Format::kRelativePath:
      return "^(?!/)(?!.*//)[^\\\\]*[^/]$";
    case Format::kUrl:
      return "^(https?://|wss?://|/(?!/))";
    case Format::kVersion:
      return "^[0-9]+\\.[0-9]+\\.[0-9]+$";
    case Format::kHexColour:
      return "^#[0-9A-Fa-f]{6}$";
    case Format::kOrigin:
      return "^https://[a-z0-9.:-]+$";
  }
  return "";
}

bool validate(const YamlNode& value, const Node& node, const SourceFile& file,
              Diagnostics& diagnostics) {
  Validator validator(file, diagnostics);
  validator.check(value, node);
  return validator.ok();
}

}  // namespace lobbykit::schema
