// The sandbox reads catalogue.json through its output contract: what a build
// writes loads, and a file that breaks the contract is refused by name.
#include "sandbox/catalogue.h"

#include <gtest/gtest.h>

#include "core/fatal_error.h"
#include "testing/run_program.h"
#include "testing/temporary_folder.h"

namespace lobbykit::sandbox {
namespace {

namespace fs = std::filesystem;

/// catalogue.json as `lobbykit build` writes it for the base fixture.
nlohmann::json built_catalogue(const testing::TemporaryFolder& folder) {
  auto result =
      testing::run_lobbykit({"--root", std::string(LOBBYKIT_SOURCE_DIR) + "/tests/fixtures/base",
                             "build", "--out", (folder.path() / "out").string()});
  EXPECT_EQ(result.exit_code, 0) << result.err;
  return nlohmann::json::parse(testing::read_file(folder.path() / "out/catalogue.json"));
}

/// What Catalogue::load says of `document`; empty if it loads.
std::string refusal(const testing::TemporaryFolder& folder, const nlohmann::json& document) {
  const fs::path path = folder.path() / "catalogue.json";
  testing::write_file(path, document.dump());
  try {
    Catalogue::load(path);
  } catch (const FatalError& error) {
    std::string message = error.what();
    const std::string prefix = "'" + path.string() + "' ";
    return message.starts_with(prefix) ? message.substr(prefix.size()) : message;
  }
  return {};
}

std::string refused(const std::string& field, const std::string& problem) {
  return "is not a catalogue.json this server reads: " + field + " " + problem +
         " (rebuild it with this lobbykit: lobbykit build)";
}

TEST(Catalogue, ReadsWhatTheBuildWrites) {
  testing::TemporaryFolder folder;
  nlohmann::json document = built_catalogue(folder);
  ASSERT_EQ(refusal(folder, document), "");
  Catalogue catalogue(document);
  ASSERT_EQ(catalogue.categories().size(), 2u) << "the Lobby is skipped";
  EXPECT_EQ(catalogue.categories()[0]["id"], "slots");
  EXPECT_EQ(catalogue.categories()[0]["games"].size(), 2u);
  EXPECT_TRUE(catalogue.has_game(catalogue.categories()[0]["games"][0].get<std::string>()));
  EXPECT_EQ(catalogue.default_currency(), "USDT");
  EXPECT_EQ(catalogue.currencies()[0]["abbr"], "USDT");
  EXPECT_TRUE(catalogue.currencies()[0]["currency_icon"].get<std::string>().starts_with("media/"));
  EXPECT_TRUE(catalogue.has_currency("USDT"));
  EXPECT_FALSE(catalogue.has_currency("XYZ"));
  EXPECT_EQ(catalogue.rate_of("BDT"), 0.0082);
  EXPECT_EQ(catalogue.rate_of("XYZ"), std::nullopt);
}

TEST(Catalogue, ReadsTheVipLevelsOfTheContent) {
  testing::TemporaryFolder folder;
  Catalogue catalogue(built_catalogue(folder));
  const VipLevels& vip = catalogue.vip();
  EXPECT_EQ(vip.currency(), "USDT");
  EXPECT_EQ(vip.top(), 2);
  EXPECT_EQ(vip.level_for(499), 1);
  EXPECT_EQ(vip.next_points(1), 500);
  EXPECT_EQ(vip.level_up_reward(2), 525);
  EXPECT_EQ(vip.birthday_reward(1), 200);
}

TEST(Catalogue, ReadsTheRebatesAndTheTasksOfTheContent) {
  testing::TemporaryFolder folder;
  Catalogue catalogue(built_catalogue(folder));
  const VipLevels& vip = catalogue.vip();
  EXPECT_EQ(vip.rebate_rate(2, "slots"), 50);
  EXPECT_EQ(vip.rebate_rate(2, "sports"), 25);
  EXPECT_EQ(vip.rebate_rate(1, "slots"), 0);  // a level without rebate
  EXPECT_EQ(vip.rebate_rate(2, "poker"), 0);  // a category it does not list
  EXPECT_EQ(vip.rebate_rate(7, "slots"), 0);  // no such level
  EXPECT_EQ(catalogue.category_ids(), (std::vector<std::string>{"slots", "sports"}));
  std::string game = catalogue.categories()[1]["games"][0];
  EXPECT_EQ(catalogue.category_of(game), "sports");
  EXPECT_EQ(catalogue.category_of("nope"), std::nullopt);

  const TaskCentre& tasks = catalogue.tasks();
  EXPECT_TRUE(tasks.on_by_default());
  EXPECT_EQ(tasks.currency(), "USDT");
  ASSERT_EQ(tasks.tasks().size(), 2u);
  const TaskTerms* stake = tasks.find(2);
  ASSERT_NE(stake, nullptr);
  EXPECT_EQ(stake->key, "stakeFifty");
  EXPECT_EQ(stake->kind, TaskKind::kStake);
  EXPECT_EQ(stake->goal, 5000);
  EXPECT_EQ(stake->reward, 250);
  EXPECT_FALSE(stake->novice);
  EXPECT_EQ(tasks.find(3), nullptr);
}

TEST(Catalogue, RefusesAFileThatBreaksTheContractNamingTheField) {
  testing::TemporaryFolder folder;
  const nlohmann::json built = built_catalogue(folder);

  nlohmann::json document = built;
  document["categories"][1].erase("labelKey");
  EXPECT_EQ(refusal(folder, document), refused("categories[1].labelKey", "is missing"));

  document = built;
  document["currencies"][0]["rate"] = "1";
  EXPECT_EQ(refusal(folder, document), refused("currencies[0].rate", "is not a number"));

  document = built;
  document["categories"][0]["icon"]["blurhash"] = nullptr;
  EXPECT_EQ(refusal(folder, document), refused("categories[0].icon.blurhash", "is not a string"));

  document = built;
  document["categories"][0]["colour"] = "red";
  EXPECT_EQ(refusal(folder, document),
            refused("categories[0].colour", "is not a field of CatalogueCategory"));

  document = built;
  document.erase("banks");
  EXPECT_EQ(refusal(folder, document), refused("banks", "is missing"));

  document = built;
  document.erase("vip");
  EXPECT_EQ(refusal(folder, document), refused("vip", "is missing"));

  document = built;
  document["vip"]["levels"][1]["levelUpReward"] = 1.5;
  EXPECT_EQ(refusal(folder, document), refused("vip.levels[1].levelUpReward", "is not an integer"));

  document = built;
  document.erase("tasks");
  EXPECT_EQ(refusal(folder, document), refused("tasks", "is missing"));

  document = built;
  document["tasks"]["tasks"][0]["kind"] = "lottery";
  EXPECT_EQ(
      refusal(folder, document),
      refused("tasks.tasks[0].kind",
              "is not one of 'deposit', 'stake', 'signin', 'spin', 'bind-mobile', 'profile'"));

  document = built;
  document["vip"]["levels"][2]["rebate"]["slots"] = 0.5;
  EXPECT_EQ(refusal(folder, document), refused("vip.levels[2].rebate.slots", "is not an integer"));

  document = built;
  document["site"]["defaultCurrency"] = 7;
  EXPECT_EQ(refusal(folder, document), refused("site.defaultCurrency", "is not a string"));

  EXPECT_EQ(refusal(folder, nlohmann::json::array()), refused("the document", "is not an object"));
}

TEST(Catalogue, RefusesAFileThatIsNotJson) {
  testing::TemporaryFolder folder;
  testing::write_file(folder.path() / "catalogue.json", "{\"site\": ");
  try {
    Catalogue::load(folder.path() / "catalogue.json");
    FAIL() << "loaded";
  } catch (const FatalError& error) {
    EXPECT_EQ(std::string(error.what()), "'" + (folder.path() / "catalogue.json").string() +
                                             "' is not a lobbykit catalogue.json: it is not JSON");
  }
}

}  // namespace
}  // namespace lobbykit::sandbox
