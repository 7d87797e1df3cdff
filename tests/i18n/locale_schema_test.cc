#include "i18n/locale_schema.h"

#include <gtest/gtest.h>

namespace lobbykit::i18n {
namespace {

TEST(LocaleSchema, DescribesTheHeaderAndRecursiveMessages) {
  auto schema = locale_json_schema();
  EXPECT_EQ(schema["$id"], "https://lobbykit.invalid/schema/locale.schema.json");
  EXPECT_EQ(schema["required"],
            nlohmann::ordered_json({"locale", "name", "englishName", "flag", "messages"}));
  EXPECT_EQ(schema["properties"]["messages"]["$ref"], "#/$defs/messageGroup");
  const auto& leaves = schema["$defs"]["messageGroup"]["additionalProperties"]["anyOf"];
  ASSERT_EQ(leaves.size(), 3u);
  EXPECT_EQ(leaves[0]["type"], "string");
  EXPECT_EQ(leaves[2]["$ref"], "#/$defs/messageGroup");
  EXPECT_EQ(schema["$defs"]["describedMessage"]["required"], nlohmann::ordered_json({"message"}));
  EXPECT_FALSE(schema["$defs"]["describedMessage"].contains("$schema"));
}

}  // namespace
}  // namespace lobbykit::i18n
