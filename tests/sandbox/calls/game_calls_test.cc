// Game sessions: launch, the demo, spins as bets and wins, the session in
// progress and the game history.
#include <gtest/gtest.h>

#include "sandbox/sandbox_fixture.h"

namespace lobbykit::sandbox {
namespace {

using nlohmann::json;

// The seeded demo player's real rounds (seed.h): three bets and one win, in
// bamboo-panda-bonanza; these tests play other games.
constexpr std::int64_t kSeededBets = 3;
constexpr std::int64_t kSeededWins = 1;
const json kThisGame = {{"gameId", "fairway-fortune"}};

class GameCallsTest : public SandboxFixture {
 protected:
  std::string token_ = sign_in();

  std::string launch(const std::string& game = "fairway-fortune") {
    Answer answer = call("/game/launch", json{{"gameId", game}}, token_);
    EXPECT_EQ(answer.code(), 0) << answer.body;
    return answer.data()["launchId"];
  }
  Answer spin(const std::string& launch_id, std::int64_t stake, const std::string& key) {
    return call("/game/spin",
                json{{"launchId", launch_id}, {"stake", stake}, {"idempotencyKey", key}});
  }
};

TEST_F(GameCallsTest, ALaunchOpensASessionOnTheGameWallet) {
  Answer launched = call("/game/launch", json{{"gameId", "fairway-fortune"}}, token_);
  ASSERT_EQ(launched.code(), 0) << launched.body;
  std::string id = launched.data()["launchId"];
  EXPECT_EQ(id.size(), 32u);
  EXPECT_EQ(launched.data()["launchUrl"], "/sandbox/game/" + id + "?demo=0");
  EXPECT_EQ(launched.data()["transferred"], 100000);
  EXPECT_EQ(launched.data()["inProgress"], true);
  Answer session = call("/game/session", json{{"launchId", id}});
  EXPECT_EQ(session.data()["balance"], 100000);
  EXPECT_EQ(session.data()["demo"], false);
  Answer current = call("/game/current", "{}", token_);
  EXPECT_EQ(current.data()["launchId"], id);
  EXPECT_EQ(current.data()["inProgress"], true);

  ASSERT_EQ(call("/transfer-out-balance", "{}", token_).code(), 0);
  EXPECT_EQ(call("/game/current", "{}", token_).data(),
            json::parse(R"({"inProgress":false,"currency":"USDT","balance":0})"));
  EXPECT_EQ(call("/game/session", json{{"launchId", id}}).data()["inProgress"], false);
  Answer ended = spin(id, 100, "s-1");
  EXPECT_EQ(ended.code(), 409);
  EXPECT_EQ(ended.msg(), "the game session '" + id + "' has ended");
  EXPECT_EQ(call("/game/session", json{{"launchId", "nope"}}).msg(), "no game session 'nope'");
}

TEST_F(GameCallsTest, EachSpinIsABetAndMaybeAWinInTheLedgerAndAHistoryRow) {
  std::string id = launch();
  std::int64_t balance = 100000;
  std::int64_t wins = 0;
  for (int i = 0; i < 30; ++i) {
    now_ += 1;
    Answer round = spin(id, 1000, "s-" + std::to_string(i));
    ASSERT_EQ(round.code(), 0) << round.body;
    std::int64_t win = round.data()["win"];
    EXPECT_TRUE(win == 0 || win == 1000 || win == 5000) << win;
    if (win > 0) ++wins;
    balance += win - 1000;
    EXPECT_EQ(round.data()["balance"], balance);
    EXPECT_EQ(ledger_and_balance("demo", "USDT", AccountKind::kGame),
              (std::pair<std::int64_t, std::int64_t>{balance, balance}));
  }
  Database db(config_.database);
  std::int64_t player = Players(db).find_by_account("demo")->id;
  EXPECT_EQ(Ledger(db).transfer_count(player, TransferKind::kBet), 30 + kSeededBets);
  EXPECT_EQ(Ledger(db).transfer_count(player, TransferKind::kWin), wins + kSeededWins);

  Answer history = call("/game/history",
                        json{{"gameId", "fairway-fortune"}, {"pageSize", 20}, {"page", 2}}, token_);
  ASSERT_EQ(history.code(), 0) << history.body;
  EXPECT_EQ(history.data()["total"], 30);
  EXPECT_EQ(history.data()["list"].size(), 10u);
  EXPECT_EQ(history.data()["list"][0]["stake"], 1000);
  EXPECT_EQ(history.data()["list"][0]["createdAt"], kStartTime + 10);  // newest first
  EXPECT_EQ(call("/game/history", json{{"gameId", "cosmic-fruit-blast"}}, token_).data()["total"],
            0);
  EXPECT_EQ(call("/game/history", json{{"pageSize", 15}}, token_).msg(),
            "field 'pageSize' must be 10, 20 or 50");
  EXPECT_EQ(ledger_problems(), std::vector<std::string>{});
}

TEST_F(GameCallsTest, ARetriedSpinIsTheSameRoundAndAnOverstakeWritesNothing) {
  std::string id = launch();
  Answer first = spin(id, 2500, "once");
  ASSERT_EQ(first.code(), 0) << first.body;
  std::int64_t rows = ledger_rows();
  EXPECT_EQ(spin(id, 2500, "once").data(), first.data());
  EXPECT_EQ(ledger_rows(), rows);
  Answer other = spin(id, 2600, "once");
  EXPECT_EQ(other.code(), 409);
  EXPECT_EQ(other.msg(), "idempotencyKey 'once' was used for another request");
  Answer poor = spin(id, 10'000'000, "big");
  EXPECT_EQ(poor.code(), 402);
  EXPECT_EQ(poor.msg(), "the game balance is too low for a stake of 10000000");
  EXPECT_EQ(ledger_rows(), rows);
  EXPECT_EQ(call("/game/history", kThisGame, token_).data()["total"], 1);
}

TEST_F(GameCallsTest, TheDemoPlaysWithPlayMoneyForVisitorsAndWritesNoLedger) {
  std::int64_t rows = ledger_rows();
  Answer demo = call("/game/demo", json{{"gameId", "fairway-fortune"}});
  ASSERT_EQ(demo.code(), 0) << demo.body;
  std::string id = demo.data()["launchId"];
  EXPECT_EQ(demo.data()["launchUrl"], "/sandbox/game/" + id + "?demo=1");
  EXPECT_EQ(demo.data()["balance"], 100000);
  std::int64_t balance = 100000;
  for (int i = 0; i < 5; ++i) {
    Answer round = spin(id, 500, "d-" + std::to_string(i));
    ASSERT_EQ(round.code(), 0) << round.body;
    balance += round.data()["win"].get<std::int64_t>() - 500;
    EXPECT_EQ(round.data()["balance"], balance);
  }
  EXPECT_EQ(call("/game/session", json{{"launchId", id}}).data()["balance"], balance);
  EXPECT_EQ(ledger_rows(), rows);
  EXPECT_EQ(call("/game/history", kThisGame, token_).data()["total"], 0);
  EXPECT_EQ(call("/game/demo", json{{"gameId", "nope"}}).msg(), "no game 'nope'");
}

TEST_F(GameCallsTest, ANewLaunchEndsThePreviousSession) {
  std::string first = launch();
  std::string second = launch("cosmic-fruit-blast");
  EXPECT_EQ(call("/game/session", json{{"launchId", first}}).data()["inProgress"], false);
  EXPECT_EQ(call("/game/current", "{}", token_).data()["launchId"], second);
  EXPECT_EQ(call("/game/session", json{{"launchId", second}}).data()["balance"], 100000);
}

}  // namespace
}  // namespace lobbykit::sandbox
