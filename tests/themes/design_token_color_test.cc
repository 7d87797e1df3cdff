#include "themes/design_token_color.h"

#include <gtest/gtest.h>

#include "core/yaml_document.h"

namespace lobbykit {
namespace {

struct Read {
  std::optional<SrgbColor> color;
  Diagnostics diagnostics;
};

/// Reads `value` written as the $value of a token in a JSON file.
Read read(const std::string& value) {
  SourceFile source("themes/t.tokens.json", "{\"$value\": " + value + "}\n");
  Read out;
  auto root = parse_yaml(source, out.diagnostics);
  out.color = read_color_value(source, (*root)["$value"], out.diagnostics);
  return out;
}

std::string first_error(const Read& r) {
  return r.diagnostics.all().empty() ? "" : format_text(r.diagnostics.all().front());
}

TEST(DesignTokenColor, ReadsAnSrgbObject) {
  auto r = read(
      R"({"colorSpace": "srgb", "components": [0.0431, 0.0784, 0.149], "alpha": 0.5, "hex": "#0b1426"})");
  ASSERT_TRUE(r.color) << format_text(r.diagnostics);
  EXPECT_TRUE(r.diagnostics.all().empty()) << format_text(r.diagnostics);
  EXPECT_EQ(to_hex(*r.color), "#0b142680");
}

TEST(DesignTokenColor, ReadsDisplayP3AsSrgb) {
  auto r = read(R"({"colorSpace": "display-p3", "components": [0.9175, 0.2003, 0.1386]})");
  ASSERT_TRUE(r.color) << format_text(r.diagnostics);
  EXPECT_EQ(to_hex(*r.color), "#ff0000");
}

TEST(DesignTokenColor, ReadsHexStrings) {
  EXPECT_EQ(to_hex(*read(R"("#FA0")").color), "#ffaa00");
  EXPECT_EQ(to_hex(*read(R"("#ffaa0080")").color), "#ffaa0080");
}

TEST(DesignTokenColor, CountsNoneAsZero) {
  auto r = read(R"({"colorSpace": "srgb", "components": ["none", 1, "none"]})");
  ASSERT_TRUE(r.color) << format_text(r.diagnostics);
  EXPECT_EQ(to_hex(*r.color), "#00ff00");
}

TEST(DesignTokenColor, ReportsAMalformedHexString) {
  auto r = read(R"("#12345g")");
  EXPECT_FALSE(r.color);
  EXPECT_EQ(first_error(r),
            "themes/t.tokens.json:1:12: error: invalid colour '#12345g'\n"
            "    {\"$value\": \"#12345g\"}\n"
            "               ^\n"
            "  hint: write '#rgb', '#rrggbb' or '#rrggbbaa', or a colour object\n");
}

TEST(DesignTokenColor, ReportsEachProblemOfAnObject) {
  auto r = read(R"({"colorSpace": "srgb", "components": [1.2, 0, "x"], "alpha": 2, "hue": 3})");
  EXPECT_FALSE(r.color);
  std::vector<std::string> messages;
  for (const auto& d : r.diagnostics.all()) messages.push_back(d.message);
  EXPECT_EQ(messages,
            (std::vector<std::string>{"unknown colour field 'hue'",
                                      "component 1.2 is out of range: must be from 0 to 1",
                                      "expected a number for component, found 'x'",
                                      "alpha 2 is out of range: must be from 0 to 1"}));
}

TEST(DesignTokenColor, RefusesNanAndInfinity) {
  auto r = read(R"({"colorSpace": "srgb", "components": [NaN, inf, -Infinity], "alpha": nan})");
  EXPECT_FALSE(r.color);
  std::vector<std::string> messages;
  for (const auto& d : r.diagnostics.all()) messages.push_back(d.message);
  EXPECT_EQ(messages,
            (std::vector<std::string>{
                "component NaN is not a finite number", "component inf is not a finite number",
                "component -Infinity is not a finite number", "alpha nan is not a finite number"}));
  EXPECT_EQ(first_error(r),
            "themes/t.tokens.json:1:50: error: component NaN is not a finite number\n"
            "    {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [NaN, inf, -Infinity], "
            "\"alpha\": nan}}\n"
            "                                                     ^\n"
            "  hint: write a number from 0 to 1\n");
}

TEST(DesignTokenColor, SuggestsAColourSpace) {
  auto r = read(R"({"colorSpace": "srbg", "components": [1, 1, 1]})");
  EXPECT_FALSE(r.color);
  EXPECT_EQ(r.diagnostics.all().at(0).message, "unknown colour space 'srbg'");
  EXPECT_EQ(r.diagnostics.all().at(0).hint, "did you mean 'srgb'?");
}

TEST(DesignTokenColor, NamesSpacesTheFormatHasButLobbykitDoesNotRead) {
  auto r = read(R"({"colorSpace": "oklch", "components": [0.6, 0.1, 250]})");
  EXPECT_FALSE(r.color);
  EXPECT_EQ(r.diagnostics.all().at(0).message, "colour space 'oklch' is not supported");
  EXPECT_EQ(r.diagnostics.all().at(0).hint, "export colours in 'srgb' or 'display-p3'");
}

TEST(DesignTokenColor, NeedsThreeComponents) {
  auto r = read(R"({"colorSpace": "srgb", "components": [1, 1]})");
  EXPECT_FALSE(r.color);
  EXPECT_EQ(r.diagnostics.all().at(0).message, "expected three components, found a list");
  EXPECT_EQ(read(R"({"components": [1, 1, 1]})").diagnostics.all().at(0).message,
            "missing colour field 'colorSpace'");
}

TEST(DesignTokenColor, WarnsWhenTheHexFallbackDisagrees) {
  auto r = read(R"({"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#fe0000"})");
  ASSERT_TRUE(r.color);
  EXPECT_EQ(r.diagnostics.error_count(), 0u);
  ASSERT_EQ(r.diagnostics.warning_count(), 1u);
  EXPECT_EQ(r.diagnostics.all()[0].message,
            "hex fallback '#fe0000' does not match the components, which give '#ff0000'");
  EXPECT_EQ(read(R"({"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#FF0000"})")
                .diagnostics.all()
                .size(),
            0u);
}

TEST(DesignTokenColor, RefusesAHexFallbackWithAlpha) {
  auto r = read(R"({"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff000080"})");
  EXPECT_FALSE(r.color);
  EXPECT_EQ(r.diagnostics.all().at(0).message, "invalid hex fallback '#ff000080'");
}

TEST(DesignTokenColor, RefusesOtherValues) {
  for (const char* value : {"12", "[1, 0, 0]", "\"red\"", "null"}) {
    EXPECT_FALSE(read(value).color) << value;
  }
  EXPECT_EQ(read("[1, 0, 0]").diagnostics.all().at(0).message, "expected a colour, found a list");
}

}  // namespace
}  // namespace lobbykit
