// Referral codes (issue 20): every player's own, random and unique, made at
// creation; migration 7 backfills the players before it.
#include <gtest/gtest.h>

#include <regex>
#include <set>

#include "sandbox/migrations.h"
#include "sandbox/players.h"
#include "testing/temporary_folder.h"

namespace lobbykit::sandbox {
namespace {

bool is_code(const std::string& code) { return std::regex_match(code, std::regex("[A-Z0-9]{8}")); }

TEST(ReferralCodes, ARandomCodeIsEightOfUpperCaseLettersAndDigits) {
  std::set<std::string> codes;
  std::set<char> characters;
  for (int i = 0; i < 500; ++i) {
    std::string code = random_referral_code();
    EXPECT_TRUE(is_code(code)) << code;
    codes.insert(code);
    characters.insert(code.begin(), code.end());
  }
  EXPECT_EQ(codes.size(), 500u);      // random: no repeats in 500 of 36^8
  EXPECT_GT(characters.size(), 30u);  // the whole alphabet is used, digits and letters
}

TEST(ReferralCodes, EveryNewPlayerGetsADistinctCodeFoundInAnyLetterCase) {
  testing::TemporaryFolder folder;
  Database db(folder.path() / "s.db");
  migrate(db);
  Players players(db);
  std::set<std::string> codes;
  for (int i = 0; i < 50; ++i) {
    auto id = players.create({"p" + std::to_string(i), "x", "P", 0, std::nullopt, 2, std::nullopt});
    ASSERT_TRUE(id);
    std::string code = players.find(*id)->referral_code;
    EXPECT_TRUE(is_code(code)) << code;
    codes.insert(code);
    std::string lower = code;
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    EXPECT_EQ(players.find_by_referral_code(lower)->id, *id);
  }
  EXPECT_EQ(codes.size(), 50u);
  EXPECT_FALSE(players.find_by_referral_code("NOBODY00"));
  players.set_referral_code(1, "DEMO0001");
  EXPECT_EQ(players.find_by_referral_code("demo0001")->id, 1);
}

TEST(ReferralCodes, TheMigrationBackfillsDistinctCodesAndDemosFixedOne) {
  testing::TemporaryFolder folder;
  Database db(folder.path() / "s.db");
  ASSERT_EQ(migrate(db, 6), 6);
  for (const char* account : {"demo", "alice", "bob", "carol", "dave"}) {
    db.prepare("INSERT INTO players (account, password_hash, nickname) VALUES (?1, 'x', ?1)")
        .bind(1, std::string(account))
        .run();
  }
  ASSERT_EQ(migrate(db), 7);
  Players players(db);
  EXPECT_EQ(players.find_by_account("demo")->referral_code, "DEMO0001");
  std::set<std::string> codes;
  for (const char* account : {"alice", "bob", "carol", "dave"}) {
    std::string code = players.find_by_account(account)->referral_code;
    EXPECT_TRUE(is_code(code)) << code;
    codes.insert(code);
  }
  EXPECT_EQ(codes.size(), 4u);
  // The unique index keeps them distinct from now on.
  std::int64_t alice = players.find_by_account("alice")->id;
  EXPECT_THROW(players.set_referral_code(alice, players.find_by_account("bob")->referral_code),
               std::exception);
}

}  // namespace
}  // namespace lobbykit::sandbox
