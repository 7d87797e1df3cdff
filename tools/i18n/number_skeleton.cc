#include "i18n/number_skeleton.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>

#include "i18n/code_points.h"

namespace lobbykit::i18n {

namespace {

using Json = nlohmann::ordered_json;

// The separators of @formatjs/icu-skeleton-parser's WHITE_SPACE_REGEX.
bool is_token_separator(char32_t c) {
  return (c >= 0x09 && c <= 0x0D) || c == 0x20 || c == 0x85 || c == 0x200E || c == 0x200F ||
         c == 0x2028 || c == 0x2029;
}

std::optional<std::vector<ArgumentStyle::Token>> split_tokens(std::string_view skeleton) {
  std::vector<ArgumentStyle::Token> tokens;
  std::u32string token;
  auto flush = [&]() -> bool {
    if (token.empty()) return true;
    std::string text = encode_utf8(token);
    token.clear();
    ArgumentStyle::Token parsed;
    std::size_t slash = text.find('/');
    parsed.stem = text.substr(0, slash);
    while (slash != std::string::npos) {
      std::size_t next = text.find('/', slash + 1);
      std::string option =
          text.substr(slash + 1, next == std::string::npos ? std::string::npos : next - slash - 1);
      if (option.empty()) return false;
      parsed.options.push_back(std::move(option));
      slash = next;
    }
    tokens.push_back(std::move(parsed));
    return true;
  };
  for (char32_t c : decode_utf8(skeleton)) {
    if (!is_token_separator(c)) {
      token.push_back(c);
    } else if (!flush()) {
      return std::nullopt;
    }
  }
  if (!flush()) return std::nullopt;
  return tokens;
}

bool all_of_char(std::string_view text, char c) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [c](char x) { return x == c; });
}

int run_length(std::string_view text, std::size_t from, char c) {
  std::size_t end = from;
  while (end < text.size() && text[end] == c) ++end;
  return static_cast<int>(end - from);
}

const std::map<std::string_view, Json>& sign_stems() {
  static const std::map<std::string_view, Json> table = {
      {"sign-auto", {{"signDisplay", "auto"}}},
      {"sign-accounting", {{"currencySign", "accounting"}}},
      {"()", {{"currencySign", "accounting"}}},
      {"sign-always", {{"signDisplay", "always"}}},
      {"+!", {{"signDisplay", "always"}}},
      {"sign-accounting-always", {{"signDisplay", "always"}, {"currencySign", "accounting"}}},
      {"()!", {{"signDisplay", "always"}, {"currencySign", "accounting"}}},
      {"sign-except-zero", {{"signDisplay", "exceptZero"}}},
      {"+?", {{"signDisplay", "exceptZero"}}},
      {"sign-accounting-except-zero",
       {{"signDisplay", "exceptZero"}, {"currencySign", "accounting"}}},
      {"()?", {{"signDisplay", "exceptZero"}, {"currencySign", "accounting"}}},
      {"sign-never", {{"signDisplay", "never"}}},
      {"+_", {{"signDisplay", "never"}}},
  };
  return table;
}

// Stems that take no option and only set fixed values.
const std::map<std::string_view, Json>& simple_stems() {
  static const std::map<std::string_view, Json> table = {
      {"percent", {{"style", "percent"}}},
      {"%", {{"style", "percent"}}},
      {"%x100", {{"style", "percent"}, {"scale", 100}}},
      {"group-off", {{"useGrouping", false}}},
      {",_", {{"useGrouping", false}}},
      {"precision-integer", {{"maximumFractionDigits", 0}}},
      {".", {{"maximumFractionDigits", 0}}},
      {"compact-short", {{"notation", "compact"}, {"compactDisplay", "short"}}},
      {"K", {{"notation", "compact"}, {"compactDisplay", "short"}}},
      {"compact-long", {{"notation", "compact"}, {"compactDisplay", "long"}}},
      {"KK", {{"notation", "compact"}, {"compactDisplay", "long"}}},
      {"notation-simple", {{"notation", "standard"}}},
      {"unit-width-narrow", {{"currencyDisplay", "narrowSymbol"}, {"unitDisplay", "narrow"}}},
      {"unit-width-short", {{"currencyDisplay", "code"}, {"unitDisplay", "short"}}},
      {"unit-width-full-name", {{"currencyDisplay", "name"}, {"unitDisplay", "long"}}},
      {"unit-width-iso-code", {{"currencyDisplay", "symbol"}}},
      {"rounding-mode-floor", {{"roundingMode", "floor"}}},
      {"rounding-mode-ceiling", {{"roundingMode", "ceil"}}},
      {"rounding-mode-down", {{"roundingMode", "trunc"}}},
      {"rounding-mode-up", {{"roundingMode", "expand"}}},
      {"rounding-mode-half-even", {{"roundingMode", "halfEven"}}},
      {"rounding-mode-half-down", {{"roundingMode", "halfTrunc"}}},
      {"rounding-mode-half-up", {{"roundingMode", "halfExpand"}}},
  };
  return table;
}

void merge(Json& into, const Json& values) {
  for (const auto& [key, value] : values.items()) into[key] = value;
}

/// Significant digits: @@ (exactly 2), @@# (2 to 3), @+ (at least 1), with
/// an optional r or s rounding priority. nullopt if `text` is not one.
std::optional<Json> significant_precision(std::string_view text) {
  Json out = Json::object();
  if (!text.empty() && (text.back() == 'r' || text.back() == 's')) {
    out["roundingPriority"] = text.back() == 'r' ? "morePrecision" : "lessPrecision";
    text.remove_suffix(1);
  }
  int at_signs = run_length(text, 0, '@');
  if (at_signs == 0) return std::nullopt;
  std::string_view rest = text.substr(static_cast<std::size_t>(at_signs));
  if (rest.empty()) {
    out["minimumSignificantDigits"] = at_signs;
    out["maximumSignificantDigits"] = at_signs;
  } else if (rest == "+") {
    out["minimumSignificantDigits"] = at_signs;
  } else if (all_of_char(rest, '#')) {
    out["minimumSignificantDigits"] = at_signs;
    out["maximumSignificantDigits"] = at_signs + static_cast<int>(rest.size());
  } else {
    return std::nullopt;
  }
  return out;
}

/// Fraction precision: .00 (exactly), .## (at most), .0# (range), .00* (at
/// least). nullopt if `stem` is not one.
std::optional<Json> fraction_precision(std::string_view stem) {
  if (stem.size() < 2 || stem[0] != '.') return std::nullopt;
  std::string_view digits = stem.substr(1);
  int zeros = run_length(digits, 0, '0');
  std::string_view rest = digits.substr(static_cast<std::size_t>(zeros));
  Json out = Json::object();
  if (zeros > 0 && rest == "*") {
    out["minimumFractionDigits"] = zeros;
  } else if (zeros == 0 && all_of_char(rest, '#')) {
    out["maximumFractionDigits"] = static_cast<int>(rest.size());
  } else if (zeros > 0 && all_of_char(rest, '#')) {
    out["minimumFractionDigits"] = zeros;
    out["maximumFractionDigits"] = zeros + static_cast<int>(rest.size());
  } else if (zeros > 0 && rest.empty()) {
    out["minimumFractionDigits"] = zeros;
    out["maximumFractionDigits"] = zeros;
  } else {
    return std::nullopt;
  }
  return out;
}

std::optional<double> parse_scale(const std::string& text) {
  double value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
    return std::nullopt;
  return value;
}

Json number_value(double value) {
  if (value == std::floor(value) && std::fabs(value) < 9e15)
    return static_cast<std::int64_t>(value);
  return value;
}

MessageProblem unsupported(const std::string& stem) {
  return {
      fmt::format("unsupported number skeleton stem '{}'", stem),
      "supported: currency/XXX, percent, compact-short, compact-long, precision-integer, .00, .##, "
      "@@, group-off, sign-always, unit/x, scale/N and their kin (see README)"};
}

MessageProblem wrong_options(const ArgumentStyle::Token& token, std::string_view expected) {
  return {fmt::format("number skeleton stem '{}' takes {}", token.stem, expected), {}};
}

std::optional<MessageProblem> apply(const ArgumentStyle::Token& token, Json& out) {
  const std::string& stem = token.stem;
  if (auto it = simple_stems().find(stem); it != simple_stems().end()) {
    if (!token.options.empty()) return wrong_options(token, "no option");
    merge(out, it->second);
    return std::nullopt;
  }
  if (auto it = sign_stems().find(stem); it != sign_stems().end()) {
    if (!token.options.empty()) return wrong_options(token, "no option");
    merge(out, it->second);
    return std::nullopt;
  }
  if (stem == "currency" || stem == "unit" || stem == "measure-unit" || stem == "scale") {
    if (token.options.size() != 1)
      return wrong_options(token, "exactly one option, like '" + stem + "/x'");
    const std::string& option = token.options[0];
    if (stem == "currency") {
      out["style"] = "currency";
      out["currency"] = option;
    } else if (stem == "unit") {
      out["style"] = "unit";
      out["unit"] = option;
    } else if (stem == "measure-unit") {
      // ICU names units by type and name (length-meter); Intl by name.
      std::size_t dash = option.find('-');
      out["style"] = "unit";
      out["unit"] = dash == std::string::npos ? option : option.substr(dash + 1);
    } else {
      auto scale = parse_scale(option);
      if (!scale) return MessageProblem{fmt::format("scale '{}' is not a number", option), {}};
      out["scale"] = number_value(*scale);
    }
    return std::nullopt;
  }
  if (all_of_char(stem, '0')) {
    if (!token.options.empty()) return wrong_options(token, "no option");
    out["minimumIntegerDigits"] = static_cast<int>(stem.size());
    return std::nullopt;
  }
  if (auto fraction = fraction_precision(stem)) {
    if (token.options.size() > 1) return wrong_options(token, "at most one option");
    merge(out, *fraction);
    if (!token.options.empty()) {
      if (token.options[0] == "w") {
        out["trailingZeroDisplay"] = "stripIfInteger";
      } else if (auto significant = significant_precision(token.options[0])) {
        merge(out, *significant);
      } else {
        return MessageProblem{
            fmt::format("unsupported fraction precision option '{}'", token.options[0]), {}};
      }
    }
    return std::nullopt;
  }
  if (auto significant = significant_precision(stem)) {
    if (!token.options.empty()) return wrong_options(token, "no option");
    merge(out, *significant);
    return std::nullopt;
  }
  return unsupported(stem);
}

}  // namespace

std::optional<MessageProblem> parse_number_skeleton(std::string_view skeleton,
                                                    ArgumentStyle& style) {
  auto tokens = split_tokens(skeleton);
  if (!tokens || tokens->empty()) {
    return MessageProblem{
        "invalid number skeleton",
        "write stems separated by spaces, options after '/', like '::currency/USD'"};
  }
  Json options = Json::object();
  for (const auto& token : *tokens) {
    if (auto problem = apply(token, options)) return problem;
  }
  style.kind = ArgumentStyle::Kind::kNumberSkeleton;
  style.text = std::string(skeleton);
  style.tokens = std::move(*tokens);
  style.parsed_options = std::move(options);
  return std::nullopt;
}

}  // namespace lobbykit::i18n
