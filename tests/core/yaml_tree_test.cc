// The plain YAML tree: converting yaml-cpp documents to it and back, and
// locating its nodes.
#include "core/yaml_tree.h"

#include <gtest/gtest.h>

#include "core/yaml_subset_reader.h"

namespace lobbykit {
namespace {

TEST(YamlTree, ConvertsYamlCppWithPositionsAndStyles) {
  const YamlNode root = from_yaml_cpp(YAML::Load("a: 1\nb:\n  c: 'x'\nd: [1]\ne:\n"));
  ASSERT_TRUE(root.is_mapping());
  ASSERT_EQ(root.pairs.size(), 4u);
  const YamlNode& c = *root.find("b")->find("c");
  EXPECT_EQ(c.scalar, "x");
  EXPECT_FALSE(c.plain);
  EXPECT_EQ(c.line, 2);
  EXPECT_EQ(c.column, 5);
  EXPECT_EQ(c.offset, 13u);
  EXPECT_TRUE(root.find("a")->plain);
  EXPECT_EQ(root.find("d")->kind, YamlNode::Kind::kSequence);
  ASSERT_EQ(root.find("d")->items.size(), 1u);
  EXPECT_EQ(root.find("d")->items[0].scalar, "1");
  EXPECT_EQ(root.find("d")->items[0].column, 4);
  EXPECT_EQ(root.find("e")->kind, YamlNode::Kind::kNull);
  EXPECT_EQ(root.find("missing"), nullptr);
}

TEST(YamlTree, BackToYamlCppIsTheOriginWhenThereIsOne) {
  const YAML::Node document = YAML::Load("a: 1\n");
  const YamlNode root = from_yaml_cpp(document);
  EXPECT_TRUE(to_yaml_cpp(root).is(document));
}

TEST(YamlTree, BackToYamlCppKeepsValuesAndStyles) {
  const YamlNode root = *read_yaml_subset("a: 'x'\nb:\n  c: true\n");
  const YAML::Node copy = to_yaml_cpp(root);
  EXPECT_EQ(copy["a"].Scalar(), "x");
  EXPECT_EQ(copy["a"].Tag(), "!");
  EXPECT_EQ(copy["b"]["c"].Scalar(), "true");
  EXPECT_EQ(copy["b"]["c"].Tag(), "?");
  EXPECT_TRUE(to_yaml_cpp(YamlNode{}).IsNull());
}

TEST(YamlTree, BackToYamlCppKeepsSequenceItems) {
  const YamlNode root = *read_yaml_subset("tags: [a, 'b']\nfocus: {x: 0.5}\n");
  const YAML::Node copy = to_yaml_cpp(root);
  ASSERT_TRUE(copy["tags"].IsSequence());
  ASSERT_EQ(copy["tags"].size(), 2u);
  EXPECT_EQ(copy["tags"][1].Scalar(), "b");
  EXPECT_EQ(copy["tags"][1].Tag(), "!");
  EXPECT_EQ(copy["focus"]["x"].as<double>(), 0.5);
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
  EXPECT_EQ(diagnostics.warning_count(), 1u);
  EXPECT_EQ(diagnostics.all()[0].location.line, 2);
  EXPECT_EQ(diagnostics.all()[0].source_line, "  b: é c");
}

}  // namespace
}  // namespace lobbykit
