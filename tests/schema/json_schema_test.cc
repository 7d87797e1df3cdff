#include "schema/json_schema.h"

#include <gtest/gtest.h>

namespace lobbykit::schema {
namespace {

TEST(JsonSchema, ExportsTypesRequiredFieldsAndPatterns) {
  auto root =
      object("A vendor", {
                             required("id", text("Unique id", Format::kId)),
                             optional("rank", integer("Rank", 1, 9)),
                             optional("tags", list("Tags", one_of("Tag", {"a", "b"}), 1, true)),
                         });
  auto schema = to_json_schema(*root, "https://x/vendor.schema.json", "Vendor");
  EXPECT_EQ(schema["$schema"], "https://json-schema.org/draft/2020-12/schema");
  EXPECT_EQ(schema["type"], "object");
  EXPECT_EQ(schema["additionalProperties"], false);
  EXPECT_EQ(schema["required"], nlohmann::ordered_json::array({"id"}));
  EXPECT_EQ(schema["properties"]["id"]["pattern"], "^[a-z0-9]+(-[a-z0-9]+)*$");
  EXPECT_EQ(schema["properties"]["rank"]["maximum"], 9);
  EXPECT_EQ(schema["properties"]["tags"]["items"]["enum"],
            nlohmann::ordered_json::array({"a", "b"}));
  EXPECT_EQ(schema["properties"]["tags"]["uniqueItems"], true);
}

TEST(JsonSchema, ACamelNameHasItsPattern) {
  auto root = object("A task", {required("key", text("Key", Format::kCamelName))});
  auto schema = to_json_schema(*root, "https://x/task.schema.json", "Task");
  EXPECT_EQ(schema["properties"]["key"]["pattern"], "^[a-z][A-Za-z0-9]*$");
}

TEST(JsonSchema, ADecimalIsAMultipleOfItsSmallestStep) {
  auto root = object("A reward", {required("amount", decimal("Amount", 2, 0))});
  auto schema = to_json_schema(*root, "https://x/reward.schema.json", "Reward");
  EXPECT_EQ(schema["properties"]["amount"]["type"], "number");
  EXPECT_EQ(schema["properties"]["amount"]["minimum"], 0);
  EXPECT_EQ(schema["properties"]["amount"]["multipleOf"], 0.01);
}

}  // namespace
}  // namespace lobbykit::schema
