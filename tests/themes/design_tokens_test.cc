#include "themes/design_tokens.h"

#include <gtest/gtest.h>

#include "core/yaml_document.h"

namespace lobbykit {
namespace {

struct Read {
  DesignTokenFile file;
  Diagnostics diagnostics;
};

Read read(const std::string& json) {
  SourceFile source("themes/t.tokens.json", json);
  Read out;
  auto root = parse_yaml(source, out.diagnostics);
  if (root) out.file = read_design_tokens(source, *root, out.diagnostics);
  return out;
}

std::vector<std::string> messages(const Diagnostics& diagnostics) {
  std::vector<std::string> out;
  for (const auto& d : diagnostics.all())
    out.push_back(d.message + (d.hint.empty() ? "" : " | " + d.hint));
  return out;
}

TEST(DesignTokens, ReadsPathsTypesAndLocations) {
  auto r = read(
      "{\n"
      "  \"color\": {\n"
      "    \"$type\": \"color\",\n"
      "    \"bg\": {\"$value\": \"#000\", \"$description\": \"Page\"},\n"
      "    \"text\": {\"primary\": {\"$value\": \"{color.bg}\"}},\n"
      "    \"gap\": {\"$type\": \"dimension\", \"$value\": {\"value\": 4, \"unit\": \"px\"}}\n"
      "  }\n"
      "}\n");
  EXPECT_FALSE(r.diagnostics.has_errors()) << format_text(r.diagnostics);
  ASSERT_EQ(r.file.tokens.size(), 3u);
  EXPECT_EQ(r.file.tokens[0].path, "color.bg");
  EXPECT_EQ(r.file.tokens[0].type, "color");  // inherited from the group
  EXPECT_EQ(r.file.tokens[0].type_at.line, 3);
  EXPECT_EQ(r.file.tokens[0].name_at.line, 4);
  EXPECT_EQ(r.file.tokens[0].name_at.column, 5);
  EXPECT_EQ(r.file.tokens[0].value_at.column, 22);
  EXPECT_EQ(r.file.tokens[1].path, "color.text.primary");
  EXPECT_EQ(r.file.tokens[2].type, "dimension");  // its own $type wins
  EXPECT_EQ(r.file.groups.at("color.text").line, 5);
  EXPECT_EQ(r.file.groups.at("").line, 1);
}

TEST(DesignTokens, RefusesAnUnknownTypeWithASuggestion) {
  auto r = read("{\"bg\": {\"$type\": \"colour\", \"$value\": \"#000\"}}");
  EXPECT_EQ(messages(r.diagnostics),
            std::vector<std::string>{"unknown $type 'colour' | did you mean 'color'?"});
  EXPECT_EQ(r.file.tokens[0].type, "");
}

TEST(DesignTokens, AnUnknownGroupTypeIsReportedOnceNotPerToken) {
  auto r = read(
      "{\"$type\": \"colour\", \"bg\": {\"$value\": \"#000\"}, \"fg\": {\"$value\": \"#fff\"}}");
  EXPECT_EQ(messages(r.diagnostics),
            std::vector<std::string>{"unknown $type 'colour' | did you mean 'color'?"});
}

TEST(DesignTokens, AValueNeedsATypeButAnAliasTakesItsTargets) {
  auto r = read("{\"a\": {\"$value\": \"#000\"}, \"b\": {\"$value\": \"{a}\"}}");
  EXPECT_EQ(messages(r.diagnostics),
            std::vector<std::string>{"token 'a' has no $type | add \"$type\": \"color\" to the "
                                     "token or to a group around it"});
}

TEST(DesignTokens, RefusesNamesAliasesCouldNotReach) {
  auto r = read(
      "{\"$type\": \"color\", \"a.b\": {\"$value\": \"#000\"}, \"{c}\": {\"$value\": \"#000\"}}");
  ASSERT_EQ(r.diagnostics.error_count(), 2u) << format_text(r.diagnostics);
  EXPECT_EQ(r.diagnostics.all()[0].message, "invalid token or group name 'a.b'");
  EXPECT_TRUE(r.file.tokens.empty());
}

TEST(DesignTokens, SuggestsAMisspeltProperty) {
  auto r = read(
      "{\"$type\": \"color\", \"bg\": {\"$valeu\": \"#000\"}, \"fg\": {\"$value\": \"#fff\", "
      "\"$descripton\": \"x\"}}");
  EXPECT_EQ(messages(r.diagnostics),
            (std::vector<std::string>{
                "unknown group property '$valeu' | did you mean '$value'?",
                "unknown token property '$descripton' | did you mean '$description'?"}));
}

TEST(DesignTokens, RefusesWhatIsNeitherTokenNorGroup) {
  auto r = read(
      "{\"$type\": \"color\", \"bg\": \"#000\", \"fg\": {\"$value\": \"#fff\", \"hover\": "
      "{\"$value\": \"#eee\"}}}");
  EXPECT_EQ(messages(r.diagnostics),
            (std::vector<std::string>{"expected a token or a group for 'bg', found '#000' | a "
                                      "token is an object with \"$value\"; a group is "
                                      "an object of tokens",
                                      "token 'fg' cannot hold 'hover' | a token holds only $value, "
                                      "$type, $description, $extensions and "
                                      "$deprecated; to nest tokens, make 'fg' a group"}));
}

TEST(DesignTokens, ReportsAMalformedAlias) {
  auto r = read("{\"$type\": \"color\", \"bg\": {\"$value\": \"{color.bg\"}}");
  EXPECT_EQ(
      messages(r.diagnostics),
      std::vector<std::string>{
          "malformed alias '{color.bg' | an alias is a token path in braces, such as {color.bg}"});
}

TEST(DesignTokens, ReadsAliasTargets) {
  EXPECT_EQ(alias_target(YAML::Node("{color.text.primary}")), "color.text.primary");
  EXPECT_EQ(alias_target(YAML::Node("{bg}")), "bg");
  for (const char* text : {"#000", "{}", "{a..b}", "{.a}", "{a}b", "{a{b}}", "color.bg"}) {
    EXPECT_FALSE(alias_target(YAML::Node(text)).has_value()) << text;
  }
}

TEST(DesignTokens, RefusesAFileThatIsNotAnObject) {
  auto r = read("[1, 2]");
  EXPECT_EQ(messages(r.diagnostics),
            std::vector<std::string>{"expected an object of tokens and groups, found a list"});
}

}  // namespace
}  // namespace lobbykit
