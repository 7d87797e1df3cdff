#include "sandbox/calls/request_fields.h"

#include <gtest/gtest.h>

#include "sandbox/calls/call_error.h"

namespace lobbykit::sandbox {
namespace {

std::string error_of(auto&& action) {
  try {
    action();
  } catch (const CallError& error) {
    EXPECT_EQ(error.code(), CallCode::kBadRequest);
    return error.what();
  }
  return "no error";
}

TEST(RequestFields, EmptyBodyIsAnEmptyObject) {
  EXPECT_FALSE(RequestFields::parse("").has("x"));
  EXPECT_FALSE(RequestFields::parse("  \n").has("x"));
}

TEST(RequestFields, RefusesWhatIsNotAJsonObject) {
  EXPECT_EQ(error_of([] { RequestFields::parse("{\"a\":"); }), "body is not valid JSON");
  EXPECT_EQ(error_of([] { RequestFields::parse("[1]"); }), "body must be a JSON object");
}

// The defect (fuzz target request_fields): a 64 KiB body of brackets parsed,
// then overflowed the stack in canonical() or object().
TEST(RequestFields, RefusesABodyNestedDeeperThanTheLimit) {
  std::string deep = R"({"a":)" + std::string(32000, '[') + std::string(32000, ']') + "}";
  EXPECT_EQ(error_of([&] { RequestFields::parse(deep); }), "body nests deeper than 32 levels");
  std::string within = R"({"a":)" + std::string(31, '[') + std::string(31, ']') + "}";
  EXPECT_EQ(RequestFields::parse(within).canonical(), within);
}

TEST(RequestFields, NamesTheFieldOfAWrongTypeOrRange) {
  auto fields = RequestFields::parse(
      R"({"amount":"10","type":3,"name":"","big":18446744073709551615,"o":1})");
  EXPECT_EQ(error_of([&] { (void)fields.integer("amount", 1, 100); }),
            "field 'amount' must be an integer");
  EXPECT_EQ(error_of([&] { (void)fields.integer("type", 1, 2); }),
            "field 'type' must be between 1 and 2");
  EXPECT_EQ(error_of([&] { (void)fields.integer("big", 0, 100); }),
            "field 'big' must be between 0 and 100");
  EXPECT_EQ(error_of([&] { (void)fields.text("name"); }), "field 'name' must not be empty");
  EXPECT_EQ(error_of([&] { (void)fields.text("missing"); }), "field 'missing' is required");
  EXPECT_EQ(error_of([&] { (void)fields.text("type"); }), "field 'type' must be a string");
  EXPECT_EQ(error_of([&] { (void)fields.object("o"); }), "field 'o' must be an object");
  EXPECT_EQ(error_of([&] { (void)fields.idempotency_key(); }),
            "field 'idempotencyKey' is required");
}

TEST(RequestFields, ReadsGoodValuesAndTreatsNullAsAbsent) {
  auto fields = RequestFields::parse(R"({"amount":10,"name":"ann","gone":null})");
  EXPECT_EQ(fields.integer("amount", 1, 100), 10);
  EXPECT_EQ(fields.text("name"), "ann");
  EXPECT_FALSE(fields.optional_text("gone"));
  EXPECT_EQ(error_of([&] { (void)fields.text("name", 2); }),
            "field 'name' must be at most 2 characters");
}

TEST(RequestFields, CountsTextLimitsInCharactersNotBytes) {
  // 20 Thai letters are 60 bytes: within a 20-character limit, one more is not.
  std::string thai;
  for (int i = 0; i < 20; ++i) thai += "\u0e01";
  auto fields = RequestFields::parse(R"({"name":")" + thai + R"("})");
  EXPECT_EQ(fields.text("name", 20).size(), 60U);
  EXPECT_EQ(error_of([&] { (void)fields.text("name", 19); }),
            "field 'name' must be at most 19 characters");
}

TEST(RequestFields, ReadsAListOfTexts) {
  auto fields = RequestFields::parse(R"({"kinds":["a","bb"],"bad":[1],"long":["abc"]})");
  EXPECT_EQ(fields.text_list("kinds", 4, 8), (std::vector<std::string>{"a", "bb"}));
  EXPECT_TRUE(fields.text_list("absent", 4, 8).empty());
  EXPECT_EQ(error_of([&] { (void)fields.text_list("kinds", 1, 8); }),
            "field 'kinds' must be an array of 1-1 strings");
  EXPECT_EQ(error_of([&] { (void)fields.text_list("bad", 4, 8); }),
            "field 'bad' must hold non-empty strings");
  EXPECT_EQ(error_of([&] { (void)fields.text_list("long", 4, 2); }),
            "field 'long' must hold strings of at most 2 characters");
}

TEST(RequestFields, CanonicalFormIgnoresSpacingAndKeyOrder) {
  EXPECT_EQ(RequestFields::parse(R"({ "b":1, "a":2 })").canonical(),
            RequestFields::parse(R"({"a":2,"b":1})").canonical());
}

}  // namespace
}  // namespace lobbykit::sandbox
