#include "themes/token_resolver.h"

#include <gtest/gtest.h>

#include "core/yaml_document.h"

namespace lobbykit {
namespace {

DesignTokenFile tokens(const std::string& path, const std::string& json) {
  SourceFile source(path, json);
  Diagnostics diagnostics;
  auto file = read_design_tokens(source, *parse_yaml(source, diagnostics), diagnostics);
  EXPECT_FALSE(diagnostics.has_errors()) << format_text(diagnostics);
  return file;
}

std::map<std::string, std::string> ends(const std::map<std::string, const DesignToken*>& resolved) {
  std::map<std::string, std::string> out;
  for (const auto& [path, end] : resolved) out[path] = end->path;
  return out;
}

const std::string kShared =
    R"({"$type": "color", "palette": {"navy": {"$value": "#0b1426"}, "gold": {"$value": "#f5b82e"}}})";

TEST(TokenResolver, FollowsChainsAcrossFiles) {
  auto shared = tokens("themes/primitives.tokens.json", kShared);
  auto theme = tokens(
      "themes/a.tokens.json",
      R"({"$type": "color", "bgColor": {"$value": "{color.bg}"}, "color": {"bg": {"$value": "{palette.navy}"}, "fg": {"$value": "#fff"}}})");
  Diagnostics diagnostics;
  auto resolved = resolve_aliases(TokenScope({&theme, &shared}), theme, diagnostics);
  EXPECT_FALSE(diagnostics.has_errors()) << format_text(diagnostics);
  EXPECT_EQ(ends(resolved), (std::map<std::string, std::string>{{"bgColor", "palette.navy"},
                                                                {"color.bg", "palette.navy"},
                                                                {"color.fg", "color.fg"}}));
}

TEST(TokenResolver, ReportsAnUnknownTokenWithASuggestion) {
  auto shared = tokens("themes/primitives.tokens.json", kShared);
  auto theme = tokens("themes/a.tokens.json",
                      "{\"$type\": \"color\",\n\"bg\": {\"$value\": \"{palette.nvay}\"}}");
  Diagnostics diagnostics;
  auto resolved = resolve_aliases(TokenScope({&theme, &shared}), theme, diagnostics);
  EXPECT_TRUE(resolved.empty());
  ASSERT_EQ(diagnostics.error_count(), 1u);
  const Diagnostic& d = diagnostics.all()[0];
  EXPECT_EQ(d.message, "alias '{palette.nvay}' does not name a token");
  EXPECT_EQ(d.hint, "did you mean 'palette.navy'?");
  EXPECT_EQ(d.location.line, 2);
  EXPECT_EQ(d.location.column, 18);
}

TEST(TokenResolver, ReportsAnAliasToAGroup) {
  auto shared = tokens("themes/primitives.tokens.json", kShared);
  auto theme =
      tokens("themes/a.tokens.json", R"({"$type": "color", "bg": {"$value": "{palette}"}})");
  Diagnostics diagnostics;
  resolve_aliases(TokenScope({&theme, &shared}), theme, diagnostics);
  ASSERT_EQ(diagnostics.error_count(), 1u);
  EXPECT_EQ(diagnostics.all()[0].message, "alias '{palette}' names a group, not a token");
  EXPECT_EQ(diagnostics.all()[0].hint, "name one of its tokens, such as 'palette.navy'");
}

TEST(TokenResolver, PrintsACycleOnce) {
  auto theme = tokens(
      "themes/a.tokens.json",
      R"({"$type": "color", "a": {"$value": "{b}"}, "b": {"$value": "{c}"}, "c": {"$value": "{a}"}, "d": {"$value": "{b}"}, "e": {"$value": "#000"}})");
  Diagnostics diagnostics;
  auto resolved = resolve_aliases(TokenScope({&theme}), theme, diagnostics);
  EXPECT_EQ(ends(resolved), (std::map<std::string, std::string>{{"e", "e"}}));
  ASSERT_EQ(diagnostics.error_count(), 1u) << format_text(diagnostics);
  EXPECT_EQ(diagnostics.all()[0].message, "reference cycle: {a} -> {b} -> {c} -> {a}");
  EXPECT_EQ(diagnostics.all()[0].hint,
            "one token of the cycle must hold a colour instead of an alias");
}

TEST(TokenResolver, ReportsATokenThatNamesItself) {
  auto theme = tokens("themes/a.tokens.json", R"({"$type": "color", "a": {"$value": "{a}"}})");
  Diagnostics diagnostics;
  resolve_aliases(TokenScope({&theme}), theme, diagnostics);
  ASSERT_EQ(diagnostics.error_count(), 1u);
  EXPECT_EQ(diagnostics.all()[0].message, "reference cycle: {a} -> {a}");
}

TEST(TokenResolver, LeavesProblemsOfSharedFilesToTheirOwnPass) {
  auto shared = tokens("themes/primitives.tokens.json",
                       R"({"$type": "color", "x": {"$value": "{missing}"}})");
  auto theme = tokens("themes/a.tokens.json", R"({"$type": "color", "bg": {"$value": "{x}"}})");
  Diagnostics diagnostics;
  EXPECT_TRUE(resolve_aliases(TokenScope({&theme, &shared}), theme, diagnostics).empty());
  EXPECT_EQ(diagnostics.error_count(), 0u);
  resolve_aliases(TokenScope({&shared}), shared, diagnostics);
  EXPECT_EQ(diagnostics.error_count(), 1u);
}

TEST(TokenResolver, FindsTokensAndGroups) {
  auto shared = tokens("themes/primitives.tokens.json", kShared);
  TokenScope scope({&shared});
  ASSERT_NE(scope.find("palette.gold"), nullptr);
  EXPECT_EQ(scope.find("palette.gold")->file, &shared);
  EXPECT_EQ(scope.find("palette"), nullptr);
  ASSERT_NE(scope.group("palette"), nullptr);
  EXPECT_EQ(*scope.group("palette"), "palette.navy");
  EXPECT_EQ(scope.paths(), (std::vector<std::string>{"palette.navy", "palette.gold"}));
}

}  // namespace
}  // namespace lobbykit
