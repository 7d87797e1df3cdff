// The themes loader on an in-memory copy of the base fixture.
#include "themes/theme_loader.h"

#include <gtest/gtest.h>

#include "theme_fixture.h"

namespace lobbykit {
namespace {

using testing::base_repository;
using testing::load_base_themes;

const char* const kDefault = "repo/themes/defaultTheme.tokens.json";
const char* const kWhite = "repo/themes/whiteTheme.tokens.json";

/// Replaces the first `from` in the file at `path` with `to`.
void edit(MemoryFileSystem& fs, const std::string& path, const std::string& from,
          const std::string& to) {
  std::string text = *fs.read(path);
  auto at = text.find(from);
  ASSERT_NE(at, std::string::npos) << from;
  fs.add_file(path, text.replace(at, from.size(), to));
}

/// "path:line:col: message | hint" for each diagnostic.
std::vector<std::string> reported(const Diagnostics& diagnostics) {
  std::vector<std::string> out;
  for (const auto& d : diagnostics.all()) {
    out.push_back(std::string(d.location.path.str()) + ":" + std::to_string(d.location.line) + ":" +
                  std::to_string(d.location.column) + ": " + d.message +
                  (d.hint.empty() ? "" : " | " + d.hint));
  }
  return out;
}

const ThemeColor* color(const Theme& theme, const std::string& path) {
  for (const auto& c : theme.colors) {
    if (c.path == path) return &c;
  }
  return nullptr;
}

TEST(ThemeLoader, LoadsTheBaseThemes) {
  auto fs = base_repository();
  Diagnostics diagnostics;
  ThemeSet set = load_base_themes(fs, diagnostics);
  EXPECT_TRUE(diagnostics.all().empty()) << format_text(diagnostics);
  ASSERT_EQ(set.themes.size(), 2u);
  EXPECT_EQ(set.default_theme, "defaultTheme");
  const Theme& dark = set.themes[0];
  EXPECT_EQ(dark.name, "defaultTheme");
  EXPECT_EQ(dark.file, "themes/defaultTheme.tokens.json");
  EXPECT_TRUE(dark.dark);
  EXPECT_FALSE(set.themes[1].dark);
  EXPECT_EQ(to_hex(dark.bg_color), "#0b1426");
  EXPECT_EQ(to_hex(dark.text_color), "#ffffff");
  ASSERT_EQ(dark.colors.size(), 9u);
  EXPECT_EQ(dark.colors[0].path, "bgColor");
  EXPECT_EQ(dark.colors[0].css_variable, "--bg-color");
  EXPECT_EQ(to_hex(color(dark, "color.overlay")->color), "#00000099");
  EXPECT_EQ(color(set.themes[1], "color.accent")->css_variable, "--color-accent");
  // The white theme's overlay is written in Display P3.
  EXPECT_EQ(to_hex(color(set.themes[1], "color.overlay")->color), "#0b122080");
  ASSERT_EQ(set.pairs.size(), 5u);
  EXPECT_EQ(set.pairs[3].backdrop, "color.surface");
  EXPECT_EQ(set.pairs[4].kind, ContrastKind::kUi);
  EXPECT_EQ(set.pairs[0].declared_at.line, 8);
  ASSERT_EQ(dark.contrast.size(), 5u);
  EXPECT_NEAR(dark.contrast[0].ratio, contrast_ratio(*parse_hex("#fff"), *parse_hex("#0b1426")),
              1e-12);
  EXPECT_TRUE(dark.contrast[0].pass);
}

TEST(ThemeLoader, CompositesTranslucentLayersBeforeMeasuring) {
  auto fs = base_repository();
  Diagnostics diagnostics;
  ThemeSet set = load_base_themes(fs, diagnostics);
  // White text on 60% black over the card navy #13203a.
  const ContrastResult& result = set.themes[0].contrast[3];
  SrgbColor shown = composite({0, 0, 0, 0.6}, *parse_hex("#13203a"));
  EXPECT_EQ(to_hex(result.background), to_hex(shown));
  EXPECT_NEAR(result.ratio, contrast_ratio(*parse_hex("#fff"), shown), 1e-2);
}

TEST(ThemeLoader, ReportsAMissingAndAnExtraToken) {
  auto fs = base_repository();
  edit(fs, kWhite, "\"on-accent\"", "\"on-acent\"");
  Diagnostics diagnostics;
  ThemeSet set = load_base_themes(fs, diagnostics);
  EXPECT_EQ(
      reported(diagnostics),
      (std::vector<std::string>{"themes/whiteTheme.tokens.json:5:3: theme 'whiteTheme' is missing "
                                "token 'color.on-accent' | "
                                "'defaultTheme' defines it at themes/defaultTheme.tokens.json:14",
                                "themes/whiteTheme.tokens.json:14:5: token 'color.on-acent' is not "
                                "in the reference theme "
                                "'defaultTheme' | did you mean 'color.on-accent'?"}));
  EXPECT_EQ(set.themes.size(), 1u);  // the incomplete theme is left out
}

TEST(ThemeLoader, MeasuresWhatItCanOfAnIncompleteTheme) {
  auto fs = base_repository();
  edit(fs, kWhite, "\"overlay\"", "\"overlai\"");
  edit(fs, kWhite, "\"{palette.grey}\"", "\"#aaaaaa\"");
  Diagnostics diagnostics;
  ThemeSet set = load_base_themes(fs, diagnostics);
  auto messages = reported(diagnostics);
  ASSERT_EQ(messages.size(), 3u) << format_text(diagnostics);  // missing, extra, and the contrast
  EXPECT_EQ(
      messages[2].substr(0, messages[2].find(" | ")),
      "themes/whiteTheme.tokens.json:11:27: contrast of 'color.text.muted' on 'color.surface' "
      "is 2.32:1, below the 4.5:1 text needs");
  EXPECT_EQ(set.themes.size(), 1u);
}

TEST(ThemeLoader, ReportsFilesThatAreMissingOrNotListed) {
  auto fs = base_repository();
  edit(fs, "repo/themes/themes.yaml", "  - whiteTheme", "  - whitetheme\n  - blackTheme");
  Diagnostics diagnostics;
  load_base_themes(fs, diagnostics);
  EXPECT_EQ(
      reported(diagnostics),
      (std::vector<std::string>{
          "themes/themes.yaml:6:5: no token file 'themes/whitetheme.tokens.json' | did you mean "
          "'whiteTheme.tokens.json'?",
          "themes/themes.yaml:7:5: no token file 'themes/blackTheme.tokens.json'",
          "themes/whiteTheme.tokens.json:0:0: token file is not listed in themes/themes.yaml | add "
          "'whiteTheme' under 'themes:' to offer it, or the file under 'shared:'"}));
}

TEST(ThemeLoader, RequiresTheIndex) {
  MemoryFileSystem fs;
  Diagnostics diagnostics;
  ThemeSet set = load_base_themes(fs, diagnostics);
  EXPECT_TRUE(set.themes.empty());
  EXPECT_EQ(reported(diagnostics),
            std::vector<std::string>{
                "themes/themes.yaml:0:0: required themes file is missing | it lists the themes "
                "and the contrast pairs checked on them"});
}

TEST(ThemeLoader, ReportsAFailingPairOnTheThemeThatFails) {
  auto fs = base_repository();
  edit(fs, kDefault, "\"#a3aec8\"", "\"#3b4560\"");
  Diagnostics diagnostics;
  ThemeSet set = load_base_themes(fs, diagnostics);
  ASSERT_EQ(diagnostics.error_count(), 1u) << format_text(diagnostics);
  const Diagnostic& d = diagnostics.all()[0];
  EXPECT_EQ(d.location.path, "themes/defaultTheme.tokens.json");
  EXPECT_EQ(d.location.line, 11);
  EXPECT_EQ(
      d.message,
      "contrast of 'color.text.muted' on 'color.surface' is 1.70:1, below the 4.5:1 text needs");
  EXPECT_EQ(d.hint,
            "in theme 'defaultTheme' they show as #3b4560 on #13203a; the pair is declared at "
            "themes/themes.yaml:9");
  ASSERT_EQ(set.themes.size(), 2u);
  EXPECT_FALSE(set.themes[0].contrast[1].pass);
}

TEST(ThemeLoader, ReportsATokenDefinedInASharedFileToo) {
  auto fs = base_repository();
  edit(fs, kDefault, "\"color\": {",
       "\"palette\": {\"$type\": \"color\", \"gold\": {\"$value\": \"#fff\"}},\n  \"color\": {");
  Diagnostics diagnostics;
  load_base_themes(fs, diagnostics);
  auto messages = reported(diagnostics);
  ASSERT_FALSE(messages.empty());
  EXPECT_EQ(messages[0],
            "themes/defaultTheme.tokens.json:5:33: token 'palette.gold' is also defined in "
            "themes/primitives.tokens.json:7 | an alias could not tell them apart: rename one");
}

TEST(ThemeLoader, ThemesHoldOnlyColours) {
  auto fs = base_repository();
  edit(fs, "repo/themes/primitives.tokens.json", "\"$type\": \"color\"",
       "\"$type\": \"dimension\"");
  Diagnostics diagnostics;
  ThemeSet set = load_base_themes(fs, diagnostics);
  auto messages = reported(diagnostics);
  ASSERT_EQ(messages.size(), 1u) << format_text(diagnostics);  // once for the group, not per token
  EXPECT_EQ(messages[0],
            "themes/primitives.tokens.json:4:14: 'palette.navy' is a dimension token; themes hold "
            "only colours | "
            "set \"$type\": \"color\"");
  EXPECT_TRUE(set.themes.empty());
}

TEST(ThemeLoader, RequiresAnOpaqueBgColor) {
  auto fs = base_repository();
  edit(fs, kWhite, "\"#f3f5f9\"", "\"#f3f5f9cc\"");
  Diagnostics diagnostics;
  ThemeSet set = load_base_themes(fs, diagnostics);
  EXPECT_EQ(
      reported(diagnostics),
      std::vector<std::string>{
          "themes/whiteTheme.tokens.json:3:43: bgColor of theme 'whiteTheme' is translucent | "
          "it is the page background and the browser's theme-color: make it opaque"});
  EXPECT_EQ(set.themes.size(), 1u);
}

TEST(ThemeLoader, RequiresBgColorAndTextColorOnTheReference) {
  auto fs = base_repository();
  edit(fs, kDefault, "\"textColor\"", "\"text-color\"");
  Diagnostics diagnostics;
  load_base_themes(fs, diagnostics);
  auto messages = reported(diagnostics);
  ASSERT_FALSE(messages.empty());
  EXPECT_EQ(messages[0].substr(0, messages[0].find(" | ")),
            "themes/defaultTheme.tokens.json:1:1: theme 'defaultTheme' has no 'textColor' token");
}

TEST(ThemeLoader, ReportsTokensThatBecomeTheSameCustomProperty) {
  auto fs = base_repository();
  edit(fs, kDefault, "\"overlay\"", "\"text-muted\": {\"$value\": \"#fff\"},\n    \"overlay\"");
  Diagnostics diagnostics;
  load_base_themes(fs, diagnostics);
  auto messages = reported(diagnostics);
  ASSERT_FALSE(messages.empty());
  EXPECT_EQ(
      messages[0],
      "themes/defaultTheme.tokens.json:15:5: tokens 'color.text.muted' and 'color.text-muted' both "
      "become '--color-text-muted' | rename one of them");
}

TEST(ThemeLoader, ReportsAPairNamingAnUnknownToken) {
  auto fs = base_repository();
  edit(fs, "repo/themes/themes.yaml", "color.text.muted", "color.text.mute");
  Diagnostics diagnostics;
  ThemeSet set = load_base_themes(fs, diagnostics);
  EXPECT_EQ(reported(diagnostics),
            std::vector<std::string>{
                "themes/themes.yaml:9:18: unknown token 'color.text.mute' in contrast pair | "
                "did you mean 'color.text.muted'?"});
  EXPECT_EQ(set.pairs.size(), 4u);
}

}  // namespace
}  // namespace lobbykit
