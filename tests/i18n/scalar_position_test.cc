// A code point of a message's value, found in the file for each way YAML
// writes a scalar.
#include "i18n/scalar_position.h"

#include <gtest/gtest.h>

#include "core/yaml_reader.h"
#include "core/yaml_tree.h"

namespace lobbykit::i18n {
namespace {

/// "line:column" of code point `index` of the value of key `k`.
std::string where(const std::string& yaml, int index) {
  SourceFile file("f.yaml", yaml);
  Diagnostics diagnostics;
  auto root = read_yaml_with_yaml_cpp(file, diagnostics);
  EXPECT_TRUE(root) << format_text(diagnostics);
  auto location = locate_in_scalar(file, *root->find("k"), index);
  return std::to_string(location.line) + ":" + std::to_string(location.column);
}

TEST(ScalarPosition, PlainScalarsMapOneToOne) {
  EXPECT_EQ(where("k: héllo {x\n", 0), "1:4");
  EXPECT_EQ(where("k: héllo {x\n", 6), "1:10");
}

TEST(ScalarPosition, QuotedScalarsSkipTheQuoteAndEscapes) {
  EXPECT_EQ(where("k: \"ab {x\"\n", 3), "1:8");
  EXPECT_EQ(where("k: 'it''s {x'\n", 5), "1:11");
  EXPECT_EQ(where("k: \"\\u00e9\\\"{x\"\n", 2), "1:13");
}

TEST(ScalarPosition, FoldedLinesCountAsOneSpace) {
  // "one two {x": the break and the indentation fold into one space.
  EXPECT_EQ(where("k: one   \n  two {x\n", 8), "2:7");
  EXPECT_EQ(where("k: \"one\n  two {x\"\n", 8), "2:7");
  // A blank line folds into one newline.
  EXPECT_EQ(where("k: one\n\n  {x\n", 4), "3:3");
}

TEST(ScalarPosition, BlockScalarsStartOnTheNextLine) {
  EXPECT_EQ(where("k: |\n  first\n  {x\n", 6), "3:3");
  EXPECT_EQ(where("k: >-\n  first\n  {x\n", 6), "3:3");
}

}  // namespace
}  // namespace lobbykit::i18n
