#include "core/yaml_document.h"

#include <gtest/gtest.h>

namespace lobbykit {
namespace {

std::string parse_errors(const std::string& path, const std::string& text) {
  SourceFile file(path, text);
  Diagnostics diagnostics;
  parse_yaml(file, diagnostics);
  return format_text(diagnostics);
}

TEST(YamlDocument, ReportsDuplicateKeysWithTheFirstLine) {
  EXPECT_EQ(
      parse_errors("g.yaml", "id: a\nname: b\nid: c\n"),
      "g.yaml:3:1: error: duplicate key 'id'\n    id: c\n    ^\n  hint: first defined on line 1\n"
      "1 error, 0 warnings\n");
}

TEST(YamlDocument, ReportsDuplicateKeysInsideLists) {
  EXPECT_NE(parse_errors("g.yaml", "items:\n  - a: 1\n    a: 2\n")
                .find("g.yaml:3:5: error: duplicate key 'a'"),
            std::string::npos);
}

TEST(YamlDocument, ReportsSyntaxErrorsWithPosition) {
  std::string out = parse_errors("g.yaml", "id: a\nname: [unclosed\n");
  EXPECT_EQ(out.rfind("g.yaml:", 0), 0u) << out;
  EXPECT_NE(out.find("error: malformed YAML"), std::string::npos) << out;
}

TEST(YamlDocument, ReportsInvalidUtf8AtTheByte) {
  EXPECT_EQ(
      parse_errors("g.yaml", "id: a\nname: caf\xe9\n"),
      "g.yaml:2:10: error: invalid UTF-8 byte sequence\n    name: caf\xef\xbf\xbd\n             ^\n"
      "  hint: save the file as UTF-8\n1 error, 0 warnings\n");
}

TEST(YamlDocument, ColumnsCountCodePoints) {
  SourceFile file("g.yaml", "name: é\nid: x\nid: y\n");
  Diagnostics diagnostics;
  auto root = parse_yaml(file, diagnostics);
  ASSERT_TRUE(root);
  EXPECT_EQ(location_of(file, (*root)["name"]).column, 7);
}

TEST(YamlDocument, PlainAndQuotedScalarsDiffer) {
  SourceFile file("g.yaml", "a: 5\nb: \"5\"\n");
  Diagnostics diagnostics;
  auto root = parse_yaml(file, diagnostics);
  EXPECT_TRUE(is_plain_scalar((*root)["a"]));
  EXPECT_FALSE(is_plain_scalar((*root)["b"]));
}

}  // namespace
}  // namespace lobbykit
