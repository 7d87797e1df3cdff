#include <gtest/gtest.h>

#include "sandbox/sandbox_fixture.h"

namespace lobbykit::sandbox {
namespace {

class MailCallsTest : public SandboxFixture {
 protected:
  std::string token_ = sign_in();
};

TEST_F(MailCallsTest, PagesSystemMailByLastMailIdNewestFirst) {
  Answer first = call("/query-mail", R"({"type":1,"pageSize":2})", token_);
  ASSERT_EQ(first.code(), 0) << first.body;
  const auto& items = first.data()["items"];
  ASSERT_EQ(items.size(), 2u);
  EXPECT_EQ(items[0]["title"], "New games");
  EXPECT_EQ(items[1]["title"], "Maintenance window");
  EXPECT_EQ(first.data()["unread"], 5);
  auto last = first.data()["lastMailId"].get<std::int64_t>();
  Answer second = call("/query-mail",
                       nlohmann::json{{"type", 1}, {"lastMailId", last}, {"pageSize", 2}}, token_);
  ASSERT_EQ(second.data()["items"].size(), 1u);
  EXPECT_EQ(second.data()["items"][0]["title"], "Welcome to the sandbox");
  Answer end =
      call("/query-mail", nlohmann::json{{"type", 1}, {"lastMailId", second.data()["lastMailId"]}},
           token_);
  EXPECT_TRUE(end.data()["items"].empty());
  EXPECT_EQ(end.data()["lastMailId"], 0);
}

TEST_F(MailCallsTest, PersonalMailIsType2AndTheTypeIsChecked) {
  Answer personal = call("/query-mail", R"({"type":2})", token_);
  ASSERT_EQ(personal.data()["items"].size(), 2u);
  EXPECT_EQ(personal.data()["items"][0]["type"], 2);
  EXPECT_EQ(call("/query-mail", R"({"type":3})", token_).msg(),
            "field 'type' must be between 1 and 2");
  EXPECT_EQ(call("/query-mail", "{}", token_).msg(), "field 'type' is required");
}

}  // namespace
}  // namespace lobbykit::sandbox
