// Categories, favourites, recent games, launch and chat through the Service.
#include <gtest/gtest.h>

#include "sandbox/sandbox_fixture.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

class LobbyCallsTest : public SandboxFixture {
 protected:
  std::string token_ = sign_in();
};

TEST_F(LobbyCallsTest, CategoriesComeFromTheCatalogueWithoutTheLobby) {
  Answer answer = call("/game/category", R"({"pid":""})");
  ASSERT_EQ(answer.code(), 0) << answer.body;
  EXPECT_EQ(answer.data()["domain"], "");
  const auto& categories = answer.data()["categories"];
  ASSERT_EQ(categories.size(), 2u);
  EXPECT_EQ(categories[0]["id"], "slots");
  EXPECT_EQ(categories[0]["games"][0], "bamboo-panda-bonanza");
  EXPECT_EQ(categories[0]["vendors"][0]["gameCount"], 3);
}

TEST_F(LobbyCallsTest, FavouritesAddListAndRemove) {
  EXPECT_EQ(call("/game/favorite/add", R"({"gameId":"fairway-fortune"})", token_).data()["games"],
            json::parse(R"(["fairway-fortune"])"));
  Answer unknown = call("/game/favorite/add", R"({"gameId":"no-such-game"})", token_);
  EXPECT_EQ(unknown.code(), 404);
  EXPECT_EQ(unknown.msg(), "no game 'no-such-game'");
  EXPECT_EQ(call("/game/favorite/list", "{}", token_).data()["games"].size(), 1u);
  EXPECT_EQ(
      call("/game/favorite/remove", R"({"gameId":"fairway-fortune"})", token_).data()["games"],
      json::array());
}

TEST_F(LobbyCallsTest, LaunchGivesAUrlAndRemembersTheGameNewestFirst) {
  Answer launch = call("/game/launch", R"({"gameId":"cosmic-fruit-blast"})", token_);
  ASSERT_EQ(launch.code(), 0) << launch.body;
  EXPECT_EQ(launch.data()["launchUrl"],
            "/sandbox/game/" + launch.data()["launchId"].get<std::string>() + "?demo=0");
  now_ += 5;
  call("/game/launch", R"({"gameId":"fairway-fortune"})", token_);
  EXPECT_EQ(call("/game/recent/list", "{}", token_).data()["games"],
            json::parse(R"(["fairway-fortune","cosmic-fruit-blast"])"));
  EXPECT_EQ(call("/game/launch", R"({"gameId":"cosmic-fruit-blast"})").code(), 401);
}

TEST_F(LobbyCallsTest, ChatUrlCarriesTheLanguage) {
  EXPECT_EQ(call("/game/chat", R"({"pid":"5","lang":"zh-HK"})").data()["chatUrl"],
            "/sandbox/chat.html?lang=zh-HK");
  EXPECT_EQ(call("/game/chat", R"({"lang":"en&x=1"})").msg(),
            "field 'lang' must be a language tag such as 'en' or 'zh-HK'");
}

}  // namespace
}  // namespace lobbykit::sandbox
