// The plain YAML tree: finding, describing and locating its nodes, and
// locating a dotted key of a file.
#include "core/yaml_tree.h"

#include <gtest/gtest.h>

#include "core/yaml_subset_reader.h"

namespace lobbykit {
namespace {

TEST(YamlTree, FindsTheFirstPairWithAScalarKey) {
  const YamlNode root = *read_yaml_subset("a: 1\nb:\n  c: 'x'\n");
  ASSERT_NE(root.find("b"), nullptr);
  EXPECT_EQ(root.find("b")->find("c")->scalar, "x");
  EXPECT_EQ(root.find("missing"), nullptr);
  EXPECT_EQ(root.find("a")->find("x"), nullptr);
}

TEST(YamlTree, FirstDifferenceNamesWhereTwoTreesDiffer) {
  const YamlNode a = *read_yaml_subset("a: 1\nb:\n  c: 'x'\n  d: [p, q]\n");
  EXPECT_EQ(first_difference(a, a), "");
  EXPECT_EQ(first_difference(a, *read_yaml_subset("a: 1\nb:\n  c: 'y'\n  d: [p, q]\n")),
            "/b/c: scalar 'x' vs 'y'");
  EXPECT_EQ(first_difference(a, *read_yaml_subset("a: 1\nb:\n  c: x\n  d: [p, q]\n")),
            "/b/c: plain false vs true");
  EXPECT_EQ(first_difference(a, *read_yaml_subset("a: 1\nb:\n  c: 'x'\n  d: [p,  q]\n")),
            "/b/d[1]: at 3:9 (byte 26) vs 3:10 (byte 27)");
  EXPECT_EQ(first_difference(a, *read_yaml_subset("a: 1\nb:\n  c: 'x'\n  d: [p]\n")),
            "/b/d: 0 pairs and 2 items vs 0 and 1");
  EXPECT_EQ(first_difference(a, *read_yaml_subset("a: 1\nb:\n  c: 'x'\n  d: {p: q}\n")),
            "/b/d: a list vs a mapping");
}

TEST(YamlTree, CopiesAndMovesWholeTrees) {
  const YamlNode root = *read_yaml_subset("a:\n  b: [x, y]\n");
  YamlNode copy = root;
  EXPECT_EQ(copy.find("a")->find("b")->items[1].scalar, "y");
  YamlNode moved = std::move(copy);
  EXPECT_EQ(moved.find("a")->find("b")->items[0].column, 6);
  copy = moved;
  EXPECT_EQ(copy.pairs.size(), 1u);
}

TEST(YamlTree, DescribesWhatANodeHolds) {
  const YamlNode root = *read_yaml_subset("m:\n  k: v\nl: [a]\ns: 'text'\n");
  EXPECT_EQ(describe_node(*root.find("m")), "a mapping");
  EXPECT_EQ(describe_node(*root.find("l")), "a list");
  EXPECT_EQ(describe_node(*root.find("s")), "'text'");
  EXPECT_EQ(describe_node(YamlNode{}), "nothing");
}

TEST(YamlTree, LocatesNodesLikeYamlCppMarks) {
  const SourceFile file("f.yaml", "a:\n  b: é c\n");
  const YamlNode root = *read_yaml_subset(file.text());
  const SourceLocation at = location_of(file, *root.find("a")->find("b"));
  EXPECT_EQ(at.line, 2);
  EXPECT_EQ(at.column, 6);
  const SourceLocation unknown = location_of(file, YamlNode{});
  EXPECT_EQ(unknown.line, 1);
  EXPECT_EQ(unknown.column, 1);
  Diagnostics diagnostics;
  report(diagnostics, file, *root.find("a"), "message", "hint", Severity::kWarning);
  ASSERT_EQ(diagnostics.all().size(), 1u);
  EXPECT_EQ(diagnostics.all()[0].location.line, 2);
  EXPECT_EQ(diagnostics.all()[0].source_line, "  b: é c");
}

/// "line:column" of `dotted_key` in `text`.
std::string where(const std::string& text, std::string_view dotted_key) {
  SourceFile source("site.yaml", text);
  YamlNode root = *read_yaml_subset(source.text());
  const SourceLocation at = YamlFile{std::move(source), std::move(root)}.locate(dotted_key);
  EXPECT_EQ(at.path, "site.yaml");
  return std::to_string(at.line) + ":" + std::to_string(at.column);
}

TEST(YamlTree, LocatesTheValueOfADottedKey) {
  const std::string text = "# site\nname: x\nimages:\n  quality: 80\n  card: {width: 1}\n";
  EXPECT_EQ(where(text, "name"), "2:7");
  EXPECT_EQ(where(text, "images.quality"), "4:12");
  EXPECT_EQ(where(text, "images.card.width"), "5:17");
}

TEST(YamlTree, LocatesAnAbsentKeyAtItsNearestParent) {
  const std::string text = "# site\nname: x\nimages:\n  quality: 80\n";
  EXPECT_EQ(where(text, "images.effort"), "4:3");  // the mapping, where its first key is
  EXPECT_EQ(where(text, "missing"), "2:1");
  EXPECT_EQ(where(text, "name.deeper"), "2:7");
  EXPECT_EQ(where(text, ""), "2:1");
}

}  // namespace
}  // namespace lobbykit
