#include "core/diagnostics.h"

#include <gtest/gtest.h>

namespace lobbykit {
namespace {

TEST(Diagnostics, FormatsPathLineColumnSourceLineCaretAndHint) {
  Diagnostic d{Severity::kError,
               {"content/games/a/b.yaml", 4, 9},
               "unknown vendor 'aurora-reel'",
               "did you mean 'aurora-reels'?",
               "vendor: aurora-reel"};
  EXPECT_EQ(format_text(d),
            "content/games/a/b.yaml:4:9: error: unknown vendor 'aurora-reel'\n"
            "    vendor: aurora-reel\n"
            "            ^\n"
            "  hint: did you mean 'aurora-reels'?\n");
}

TEST(Diagnostics, CaretCountsCodePointsAndKeepsTabs) {
  Diagnostic d{Severity::kWarning, {"f.yaml", 1, 4}, "m", "", "\té€x"};
  EXPECT_EQ(format_text(d), "f.yaml:1:4: warning: m\n    \té€x\n    \t  ^\n");
}

TEST(Diagnostics, LongSourceLineIsShownAsAnExcerptAroundTheColumn) {
  // A 20,000-tag translation is one line of 140 KB: show 160 code points of it.
  std::string line(500, 'a');
  line[299] = 'X';
  Diagnostic d{Severity::kError, {"i18n/ja.yaml", 3, 300}, "m", "", line};
  const std::string shown = "\u2026" + std::string(60, 'a') + "X" + std::string(99, 'a') + "\u2026";
  EXPECT_EQ(format_text(d),
            "i18n/ja.yaml:3:300: error: m\n    " + shown + "\n    " + std::string(61, ' ') + "^\n");
}

TEST(Diagnostics, ExcerptKeepsTheLineStartOrEndWhenTheColumnIsNearIt) {
  const std::string line = "\u00e9" + std::string(200, 'b');
  Diagnostic start{Severity::kError, {"f.yaml", 1, 2}, "m", "", line};
  EXPECT_EQ(format_text(start),
            "f.yaml:1:2: error: m\n    \u00e9" + std::string(159, 'b') + "\u2026\n     ^\n");
  Diagnostic end{Severity::kError, {"f.yaml", 1, 201}, "m", "", line};
  EXPECT_EQ(format_text(end), "f.yaml:1:201: error: m\n    \u2026" + std::string(160, 'b') +
                                  "\n    " + std::string(160, ' ') + "^\n");
  // A line of 160 code points is shown whole.
  Diagnostic whole{Severity::kError, {"f.yaml", 1, 150}, "m", "", std::string(160, 'c')};
  EXPECT_EQ(format_text(whole), "f.yaml:1:150: error: m\n    " + std::string(160, 'c') + "\n    " +
                                    std::string(149, ' ') + "^\n");
}

TEST(Diagnostics, FileLevelDiagnosticHasNoLineOrCaret) {
  Diagnostic d{
      Severity::kError, {"content/site.yaml", 0, 0}, "required content file is missing", "", ""};
  EXPECT_EQ(format_text(d), "content/site.yaml: error: required content file is missing\n");
}

TEST(Diagnostics, CountsAndSortsForStableOutput) {
  Diagnostics all;
  all.error({"b.yaml", 1, 1}, "second");
  all.warning({"a.yaml", 9, 1}, "first");
  all.error({"b.yaml", 1, 1}, "a-first-on-same-spot");
  all.sort();
  ASSERT_EQ(all.all().size(), 3u);
  EXPECT_EQ(all.all()[0].message, "first");
  EXPECT_EQ(all.all()[1].message, "a-first-on-same-spot");
  EXPECT_EQ(all.error_count(), 2u);
  EXPECT_EQ(all.warning_count(), 1u);
  EXPECT_TRUE(all.has_errors());
  EXPECT_EQ(format_text(all).substr(format_text(all).rfind("2 errors")), "2 errors, 1 warning\n");
}

TEST(Diagnostics, JsonFormatListsEveryField) {
  Diagnostics all;
  all.error({"x.yaml", 2, 3}, "bad", "try this");
  EXPECT_EQ(format_json(all),
            "{\n  \"errors\": 1,\n  \"warnings\": 0,\n  \"diagnostics\": [\n    {\n      "
            "\"severity\": \"error\",\n"
            "      \"path\": \"x.yaml\",\n      \"line\": 2,\n      \"column\": 3,\n      "
            "\"message\": \"bad\",\n"
            "      \"hint\": \"try this\"\n    }\n  ]\n}\n");
}

TEST(Diagnostics, MergeMovesCounts) {
  Diagnostics a, b;
  b.error({"x", 1, 1}, "m");
  a.merge(std::move(b));
  EXPECT_EQ(a.error_count(), 1u);
  EXPECT_EQ(b.error_count(), 0u);
}

}  // namespace
}  // namespace lobbykit
