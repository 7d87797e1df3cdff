#include "sandbox/bounded_json.h"

#include <gtest/gtest.h>

#include <string>

namespace lobbykit::sandbox {
namespace {

std::string nested(int depth) { return std::string(depth, '[') + std::string(depth, ']'); }

TEST(BoundedJson, ParsesJsonWithinTheLimit) {
  BoundedJson parsed = parse_bounded_json(R"({"a":[1,{"b":2}]})");
  ASSERT_TRUE(parsed.value);
  EXPECT_EQ((*parsed.value)["a"][1]["b"], 2);
  EXPECT_FALSE(parsed.too_deep);
}

TEST(BoundedJson, CountsEveryArrayAndObject) {
  EXPECT_TRUE(parse_bounded_json(nested(3), 3).value);
  EXPECT_TRUE(parse_bounded_json(R"({"a":{"b":[]}})", 3).value);
  BoundedJson deeper = parse_bounded_json(R"({"a":{"b":[[]]}})", 3);
  EXPECT_FALSE(deeper.value);
  EXPECT_TRUE(deeper.too_deep);
  EXPECT_TRUE(parse_bounded_json(nested(kMaxJsonDepth)).value);
  EXPECT_TRUE(parse_bounded_json(nested(kMaxJsonDepth + 1)).too_deep);
}

TEST(BoundedJson, InvalidJsonIsNotTooDeep) {
  BoundedJson parsed = parse_bounded_json("{\"a\":");
  EXPECT_FALSE(parsed.value);
  EXPECT_FALSE(parsed.too_deep);
  EXPECT_FALSE(parse_bounded_json("").value);
}

// The defect: a 64 KiB body of brackets parsed, then overflowed the stack
// when it was dumped (RequestFields::canonical) or copied.
TEST(BoundedJson, A64KiBBodyOfBracketsIsRefused) {
  BoundedJson parsed = parse_bounded_json(R"({"a":)" + nested(32000) + "}");
  EXPECT_FALSE(parsed.value);
  EXPECT_TRUE(parsed.too_deep);
}

}  // namespace
}  // namespace lobbykit::sandbox
