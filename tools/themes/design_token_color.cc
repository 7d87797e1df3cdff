#include "themes/design_token_color.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <string>
#include <vector>

#include "core/did_you_mean.h"
#include "core/yaml_document.h"

namespace lobbykit {

namespace {

const std::vector<std::string> kSupportedSpaces = {"srgb", "display-p3"};
// The Color Module's other spaces: valid in the format, not read here.
const std::vector<std::string> kFormatSpaces = {
    "srgb",  "srgb-linear", "hsl",     "hwb",          "lab",     "lch",     "oklab",
    "oklch", "display-p3",  "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50"};
const std::vector<std::string> kColorFields = {"colorSpace", "components", "alpha", "hex"};

constexpr std::string_view kHexHint = "write '#rgb', '#rrggbb' or '#rrggbbaa', or a colour object";

bool contains(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

/// A JSON number (written without quotes).
std::optional<double> number(const YAML::Node& node) {
  if (!is_plain_scalar(node)) return std::nullopt;
  const std::string& text = node.Scalar();
  double value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

class ColorReader {
 public:
  ColorReader(const SourceFile& file, Diagnostics& diagnostics)
      : file_(file), diagnostics_(diagnostics) {}

  std::optional<SrgbColor> read(const YAML::Node& value) {
    if (value.IsMap()) return read_object(value);
    if (value.IsScalar() && !is_plain_scalar(value)) return read_hex_string(value);
    fail(
        value, fmt::format("expected a colour, found {}", describe_node(value)),
        "write a colour object {\"colorSpace\": \"srgb\", \"components\": [r, g, b]} or '#rrggbb'");
    return std::nullopt;
  }

 private:
  std::optional<SrgbColor> read_hex_string(const YAML::Node& value) {
    if (auto color = parse_hex(value.Scalar())) return color;
    fail(value, fmt::format("invalid colour '{}'", value.Scalar()), std::string(kHexHint));
    return std::nullopt;
  }

  std::optional<SrgbColor> read_object(const YAML::Node& value) {
    for (const auto& pair : value) {
      const std::string key = pair.first.Scalar();
      if (contains(kColorFields, key)) continue;
      std::string hint = did_you_mean(key, kColorFields);
      if (hint.empty()) hint = "a colour holds colorSpace, components, alpha and hex";
      fail(pair.first, fmt::format("unknown colour field '{}'", key), std::move(hint));
    }
    const auto space = read_space(value);
    const auto components = read_components(value);
    const auto alpha = read_alpha(value);
    const YAML::Node hex = value["hex"];
    if (hex && !(hex.IsScalar() && !is_plain_scalar(hex) && hex.Scalar().size() == 7 &&
                 parse_hex(hex.Scalar()))) {
      fail(hex, fmt::format("invalid hex fallback {}", describe_node(hex)),
           "the format's fallback is six-digit '#rrggbb'; alpha goes in 'alpha'");
    }
    if (!ok_ || !space || !components || !alpha) return std::nullopt;
    const auto& c = *components;
    if (*space == "display-p3") return display_p3_to_srgb(c[0], c[1], c[2], *alpha);
    SrgbColor color{c[0], c[1], c[2], *alpha};
    // The components are the colour; a stale fallback misleads other tools.
    std::string expected = to_hex({color.red, color.green, color.blue, 1});
    if (hex && parse_hex(hex.Scalar()) != parse_hex(expected)) {
      diagnostics_.add(file_.diagnostic(
          Severity::kWarning, location_of(file_, hex),
          fmt::format("hex fallback '{}' does not match the components, which give '{}'",
                      hex.Scalar(), expected),
          "the components are used; correct 'hex' or remove it"));
    }
    return color;
  }

  std::optional<std::string> read_space(const YAML::Node& value) {
    const YAML::Node space = value["colorSpace"];
    if (!space)
      return fail(value, "missing colour field 'colorSpace'", "use 'srgb' or 'display-p3'");
    const std::string name = space.IsScalar() ? space.Scalar() : std::string();
    if (contains(kSupportedSpaces, name)) return name;
    if (contains(kFormatSpaces, name)) {
      return fail(space, fmt::format("colour space '{}' is not supported", name),
                  "export colours in 'srgb' or 'display-p3'");
    }
    std::string hint = did_you_mean(name, kFormatSpaces);
    if (hint.empty()) hint = "use 'srgb' or 'display-p3'";
    return fail(space, fmt::format("unknown colour space {}", describe_node(space)),
                std::move(hint));
  }

  std::optional<std::array<double, 3>> read_components(const YAML::Node& value) {
    const YAML::Node components = value["components"];
    if (!components)
      return fail(value, "missing colour field 'components'",
                  "three numbers from 0 to 1: [r, g, b]");
    if (!components.IsSequence() || components.size() != 3) {
      return fail(components,
                  fmt::format("expected three components, found {}", describe_node(components)),
                  "three numbers from 0 to 1: [r, g, b]");
    }
    std::array<double, 3> out{};
    bool valid = true;
    for (std::size_t i = 0; i < 3; ++i) {
      const YAML::Node item = components[i];
      // 'none' marks a missing component; in an RGB space it counts as 0.
      if (item.IsScalar() && !is_plain_scalar(item) && item.Scalar() == "none") continue;
      if (auto channel = in_unit_range(item, "component")) {
        out[i] = *channel;
      } else {
        valid = false;
      }
    }
    if (!valid) return std::nullopt;
    return out;
  }

  std::optional<double> read_alpha(const YAML::Node& value) {
    const YAML::Node alpha = value["alpha"];
    if (!alpha) return 1.0;
    return in_unit_range(alpha, "alpha");
  }

  std::optional<double> in_unit_range(const YAML::Node& node, std::string_view what) {
    auto value = number(node);
    if (!value)
      return fail(node,
                  fmt::format("expected a number for {}, found {}", what, describe_node(node)));
    // from_chars reads nan and inf; NaN fails both comparisons below and
    // became byte 0 silently.
    if (!std::isfinite(*value)) {
      return fail(node, fmt::format("{} {} is not a finite number", what, node.Scalar()),
                  "write a number from 0 to 1");
    }
    if (*value < 0 || *value > 1) {
      return fail(node,
                  fmt::format("{} {} is out of range: must be from 0 to 1", what, node.Scalar()));
    }
    return value;
  }

  /// Reports an error; returns nullopt so callers can `return fail(...)`.
  std::nullopt_t fail(const YAML::Node& at, std::string message, std::string hint = {}) {
    report(diagnostics_, file_, at, std::move(message), std::move(hint));
    ok_ = false;
    return std::nullopt;
  }

  const SourceFile& file_;
  Diagnostics& diagnostics_;
  bool ok_ = true;
};

}  // namespace

std::optional<SrgbColor> read_color_value(const SourceFile& file, const YAML::Node& value,
                                          Diagnostics& diagnostics) {
  return ColorReader(file, diagnostics).read(value);
}

}  // namespace lobbykit
