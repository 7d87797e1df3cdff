// Which reader reads a YAML file: the fast subset reader when it can, else
// yaml-cpp, with the same tree and positions either way and yaml-cpp's
// diagnostics for what is wrong with the text.
#include "core/yaml_reader.h"

#include <gtest/gtest.h>

#include "core/yaml_subset_reader.h"

namespace lobbykit {
namespace {

struct Read {
  std::optional<YamlNode> tree;
  std::string diagnostics;
};

Read read(const std::string& text) {
  Diagnostics diagnostics;
  auto tree = read_yaml(SourceFile("f.yaml", text), diagnostics);
  return {std::move(tree), format_text(diagnostics)};
}

TEST(YamlReader, ReadsTheSubsetWithoutYamlCpp) {
  const std::string text = "a: 1\nb:\n  c: 'x'\n";
  ASSERT_TRUE(read_yaml_subset(text));
  const Read result = read(text);
  ASSERT_TRUE(result.tree);
  EXPECT_EQ(result.diagnostics, "0 errors, 0 warnings\n");
  EXPECT_EQ(result.tree->find("b")->find("c")->scalar, "x");
}

TEST(YamlReader, FallsBackToYamlCppWithPositionsAndStyles) {
  const std::string text = "a: 1\nb:\n  c: 'x'\nd: [1]\ne:\nf:\n  - g\n";
  ASSERT_FALSE(read_yaml_subset(text));  // a null value and a block sequence
  const Read result = read(text);
  ASSERT_TRUE(result.tree);
  const YamlNode& root = *result.tree;
  ASSERT_TRUE(root.is_mapping());
  ASSERT_EQ(root.pairs.size(), 5u);
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
  ASSERT_EQ(root.find("f")->items.size(), 1u);
  EXPECT_EQ(root.find("f")->items[0].line, 6);
}

TEST(YamlReader, BothReadersGiveTheSameTree) {
  const std::string text = "k: \"a\\tb\"\nj: {x: 0.5}\nl: >-\n  one\n  two\n";
  Diagnostics diagnostics;
  const YamlNode exact = *read_yaml_with_yaml_cpp(SourceFile("f.yaml", text), diagnostics);
  const YamlNode fast = *read_yaml_subset(text);
  for (const char* key : {"k", "j", "l"}) {
    EXPECT_EQ(fast.find(key)->scalar, exact.find(key)->scalar) << key;
    EXPECT_EQ(fast.find(key)->line, exact.find(key)->line) << key;
    EXPECT_EQ(fast.find(key)->column, exact.find(key)->column) << key;
  }
  EXPECT_EQ(fast.find("j")->find("x")->offset, exact.find("j")->find("x")->offset);
}

TEST(YamlReader, ReportsDuplicateKeysButKeepsTheFirstValue) {
  const Read result = read("id: a\nname: b\nid: c\n");
  ASSERT_TRUE(result.tree);
  EXPECT_EQ(result.tree->find("id")->scalar, "a");
  EXPECT_EQ(
      result.diagnostics,
      "f.yaml:3:1: error: duplicate key 'id'\n    id: c\n    ^\n  hint: first defined on line 1\n"
      "1 error, 0 warnings\n");
}

TEST(YamlReader, RefusesInvalidUtf8AndMalformedYaml) {
  const Read utf8 = read("id: a\nname: caf\xe9\n");
  EXPECT_FALSE(utf8.tree);
  EXPECT_EQ(utf8.diagnostics,
            "f.yaml:2:10: error: invalid UTF-8 byte sequence\n    name: caf\xef\xbf\xbd\n"
            "             ^\n  hint: save the file as UTF-8\n1 error, 0 warnings\n");
  const Read malformed = read("id: a\nname: [unclosed\n");
  EXPECT_FALSE(malformed.tree);
  EXPECT_EQ(malformed.diagnostics.rfind("f.yaml:", 0), 0u) << malformed.diagnostics;
  EXPECT_NE(malformed.diagnostics.find("error: malformed YAML"), std::string::npos);
}

// `levels` block mappings, one inside the other: a: / a: / ... / a: x.
std::string nested_mappings(int levels) {
  std::string text;
  for (int i = 0; i < levels; ++i) {
    text += std::string(static_cast<std::size_t>(i), ' ') + (i + 1 == levels ? "a: x\n" : "a:\n");
  }
  return text;
}

// A mapping holding `levels - 1` nested flow lists: a: [[[]]].
std::string nested_lists(int levels) {
  return "a: " + std::string(static_cast<std::size_t>(levels - 1), '[') +
         std::string(static_cast<std::size_t>(levels - 1), ']') + "\n";
}

TEST(YamlReader, RefusesNestingDeeperThanTheLimit) {
  for (const std::string& text :
       {nested_mappings(kMaxYamlNesting), nested_lists(kMaxYamlNesting)}) {
    const Read ok = read(text);
    EXPECT_TRUE(ok.tree) << ok.diagnostics;
    EXPECT_EQ(ok.diagnostics, "0 errors, 0 warnings\n");
  }
  const Read mappings = read(nested_mappings(kMaxYamlNesting + 1));
  EXPECT_FALSE(mappings.tree);
  EXPECT_EQ(mappings.diagnostics.rfind("f.yaml:65:65: error: mappings and lists are nested more "
                                       "than 64 levels\n",
                                       0),
            0u)
      << mappings.diagnostics;
  const Read lists = read(nested_lists(kMaxYamlNesting + 1));
  EXPECT_FALSE(lists.tree);
  EXPECT_EQ(
      lists.diagnostics.rfind("f.yaml:1:67: error: mappings and lists are nested more than", 0), 0u)
      << lists.diagnostics;
  // Far past the limit (past yaml-cpp's own guard too), the same error, not a
  // stack overflow.
  const Read deep = read(nested_lists(20000));
  EXPECT_FALSE(deep.tree);
  EXPECT_NE(deep.diagnostics.find("error: mappings and lists are nested more than 64 levels"),
            std::string::npos)
      << deep.diagnostics.substr(0, 200);
  const Read deep_mappings = read(nested_mappings(3000));
  EXPECT_FALSE(deep_mappings.tree);
  EXPECT_NE(
      deep_mappings.diagnostics.find("error: mappings and lists are nested more than 64 levels"),
      std::string::npos)
      << deep_mappings.diagnostics.substr(0, 200);
}

}  // namespace
}  // namespace lobbykit
