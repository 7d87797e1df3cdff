// The loader on an in-memory repository: no disk, no binary.
#include "content/catalogue_loader.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "content/catalogue_checks.h"
#include "core/yaml_subset_reader.h"
#include "testing/base_fixture.h"
#include "testing/temporary_folder.h"

namespace fs = std::filesystem;

namespace lobbykit {
namespace {

using testing::base_repository;

/// The one error loading `fs` reports: a failure, and an empty diagnostic,
/// unless there is exactly one.
Diagnostic only_error(const MemoryFileSystem& fs) {
  Diagnostics diagnostics;
  load_catalogue(fs, "repo", diagnostics);
  EXPECT_EQ(diagnostics.error_count(), 1u) << format_text(diagnostics);
  return diagnostics.error_count() == 1 ? diagnostics.all()[0] : Diagnostic{};
}

TEST(CatalogueLoader, LoadsTheBaseRepository) {
  auto fs = base_repository();
  Diagnostics diagnostics;
  Catalogue catalogue = load_catalogue(fs, "repo", diagnostics);
  EXPECT_FALSE(diagnostics.has_errors()) << format_text(diagnostics);
  ASSERT_EQ(catalogue.games.size(), 3u);
  EXPECT_EQ(catalogue.games[0].id, "fast-break");  // sorted by id
  EXPECT_EQ(catalogue.games[2].focus->y, 0.25);
  EXPECT_EQ(catalogue.games[2].thumbnail.path, "content/games/alpha-studio/lucky-seven.png");
  EXPECT_EQ(catalogue.games[2].thumbnail.written, "lucky-seven.png");
  EXPECT_EQ(catalogue.site["operatorId"], 5);
  EXPECT_EQ(catalogue.avatars.size(), 21u);
  EXPECT_EQ(catalogue.banks[0].banks[0].type, "EWALLET");
  auto counts = count_games(catalogue);
  EXPECT_EQ(counts["slots"]["alpha-studio"], 1);
  EXPECT_EQ(counts["slots"]["beta-works"], 1);
  EXPECT_FALSE(counts.count("lobby"));
}

TEST(CatalogueLoader, RefusesAGameInTheLobby) {
  auto fs = base_repository();
  fs.add_file(
      "repo/content/games/alpha-studio/lucky-seven.yaml",
      "id: lucky-seven\nname: L\nvendor: alpha-studio\ncategory: lobby\nhot: true\ntags: [a]\n"
      "launchId: X\nthumbnail: lucky-seven.png\n");
  const Diagnostic error = only_error(fs);
  EXPECT_EQ(error.message, "games cannot be put in the lobby category 'lobby'");
}

/// The same game written inside the fast reader's subset and outside it
/// (block sequence, comment inside a flow line): the same game, with the
/// same positions, whichever reader read it.
TEST(CatalogueLoader, AGameReadsTheSameWhicheverYamlReaderReadsIt) {
  const std::string path = "repo/content/games/alpha-studio/lucky-seven.yaml";
  auto load = [&](const std::string& text) {
    auto fs = base_repository();
    fs.add_file(path, text);
    Diagnostics diagnostics;
    Catalogue catalogue = load_catalogue(fs, "repo", diagnostics);
    EXPECT_FALSE(diagnostics.has_errors()) << format_text(diagnostics);
    for (auto& game : catalogue.games) {
      if (game.id == "lucky-seven") return game;
    }
    ADD_FAILURE() << "lucky-seven was not loaded";
    return Game{};
  };
  const std::string head =
      "id: lucky-seven\nname: 'Lucky \"7\"'\nvendor: alpha-studio\ncategory: slots\nhot: true\n";
  const std::string tail = "launchId: LS-7\nthumbnail: lucky-seven.png\nfocus: {x: 0.125, y: 1}\n";
  const Game fast = load(head + "tags: [classic, 'fruit']\n" + tail);
  const Game exact = load(head + "tags:\n  - classic\n  - 'fruit'\n" + tail);
  ASSERT_TRUE(read_yaml_subset(head + "tags: [classic, 'fruit']\n" + tail));
  ASSERT_FALSE(read_yaml_subset(head + "tags:\n  - classic\n  - 'fruit'\n" + tail));
  EXPECT_EQ(fast.name, "Lucky \"7\"");
  EXPECT_EQ(fast.tags, (std::vector<std::string>{"classic", "fruit"}));
  EXPECT_EQ(fast.tags, exact.tags);
  EXPECT_TRUE(fast.hot);
  ASSERT_TRUE(fast.focus && exact.focus);
  EXPECT_EQ(fast.focus->x, 0.125);
  EXPECT_EQ(fast.focus->y, exact.focus->y);
  EXPECT_EQ(fast.thumbnail.path, exact.thumbnail.path);
  EXPECT_EQ(fast.thumbnail.named_at.line, 8);
  EXPECT_EQ(exact.thumbnail.named_at.line, 10);  // after the three lines of the block sequence
  EXPECT_EQ(fast.launch_id_at.line, 7);
  EXPECT_EQ(fast.launch_id_at.column, exact.launch_id_at.column);
  EXPECT_EQ(fast.defined_at.column, 5);
}

/// A game the fast reader reads but the schema refuses: the error has the
/// line and column yaml-cpp would give, from the fast reader's tree.
TEST(CatalogueLoader, ASchemaErrorInAFastReadGameHasItsPosition) {
  auto fs = base_repository();
  fs.add_file("repo/content/games/alpha-studio/lucky-seven.yaml",
              "id: lucky-seven\nname: L\nvendor: alpha-studio\ncategory: slots\nhot: true\n"
              "tags: [a, B c]\nlaunchId: X\nthumbnail: lucky-seven.png\n");
  const Diagnostic error = only_error(fs);
  EXPECT_EQ(error.location.line, 6);
  EXPECT_EQ(error.location.column, 11);
}

/// site.yaml is kept with its positions, so a later check can point at a key.
TEST(CatalogueLoader, LocatesTheKeysOfSiteYaml) {
  auto fs = base_repository();
  Diagnostics diagnostics;
  const Catalogue catalogue = load_catalogue(fs, "repo", diagnostics);
  const SourceLocation currency = catalogue.site_location("defaultCurrency");
  EXPECT_EQ(currency.path, "content/site.yaml");
  EXPECT_EQ(currency.line, 8);
  EXPECT_EQ(currency.column, 18);
  EXPECT_EQ(catalogue.site_location("images.quality").line, 104);
  EXPECT_EQ(catalogue.site_location("images.noSuchKey").line, 104);  // the images mapping

  fs.add_file("repo/content/site.yaml", "operatorId: [unclosed\n");
  Diagnostics broken;
  const SourceLocation unread = load_catalogue(fs, "repo", broken).site_location("defaultTheme");
  EXPECT_EQ(unread.path, "content/site.yaml");
  EXPECT_EQ(unread.line, 0);
}

TEST(CatalogueLoader, WarnsAboutAGameWithoutTags) {
  auto fs = base_repository();
  fs.add_file(
      "repo/content/games/beta-works/goal-rush.yaml",
      "id: goal-rush\nname: G\nvendor: beta-works\ncategory: sports\nhot: false\nlaunchId: B\n"
      "thumbnail: goal-rush.png\n");
  Diagnostics diagnostics;
  load_catalogue(fs, "repo", diagnostics);
  EXPECT_EQ(diagnostics.error_count(), 0u);
  ASSERT_EQ(diagnostics.warning_count(), 1u);
  EXPECT_EQ(diagnostics.all()[0].message, "game 'goal-rush' has no tags");
}

TEST(CatalogueLoader, HoldsAGamesTagsWithoutRoomToSpare) {
  auto fs = base_repository();
  fs.add_file("repo/content/games/alpha-studio/lucky-seven.yaml",
              "id: lucky-seven\nname: L\nvendor: alpha-studio\ncategory: slots\nhot: true\n"
              "tags: [classic, fruit, sevens]\nlaunchId: X\nthumbnail: lucky-seven.png\n");
  Diagnostics diagnostics;
  const Catalogue catalogue = load_catalogue(fs, "repo", diagnostics);
  EXPECT_FALSE(diagnostics.has_errors()) << format_text(diagnostics);
  const auto game = std::find_if(catalogue.games.begin(), catalogue.games.end(),
                                 [](const Game& g) { return g.id == "lucky-seven"; });
  ASSERT_NE(game, catalogue.games.end());
  EXPECT_EQ(game->tags, (std::vector<std::string>{"classic", "fruit", "sevens"}));
  EXPECT_EQ(game->tags.capacity(), 3u) << "pushed one by one, three tags took room for four";
}

/// The tree numbers images in the order walked ("a" is listed before "a-b");
/// the warnings come in path order ("a-b/..." sorts before "a/...").
TEST(CatalogueLoader, WarnsAboutUnusedImagesInPathOrder) {
  auto fs = base_repository();
  fs.add_file("repo/content/games/a/z.png", "png");
  fs.add_file("repo/content/games/a-b/y.png", "png");
  fs.add_file("repo/content/games/a/b.png", "png");
  Diagnostics diagnostics;
  load_catalogue(fs, "repo", diagnostics);
  EXPECT_EQ(diagnostics.error_count(), 0u) << format_text(diagnostics);
  std::vector<std::string> unused;
  for (const auto& d : diagnostics.all()) {
    if (d.message == "image is not used by any content file")
      unused.emplace_back(d.location.path.str());
  }
  EXPECT_EQ(unused, (std::vector<std::string>{"content/games/a-b/y.png", "content/games/a/b.png",
                                              "content/games/a/z.png"}));
}

/// A missing thumbnail's hint names a similar image in its own folder only.
TEST(CatalogueLoader, SuggestsAnImageBesideTheOneThatDoesNotExist) {
  auto fs = base_repository();
  fs.add_file("repo/content/games/beta-works/lucky-sevn.png", "png");
  fs.add_file(
      "repo/content/games/alpha-studio/lucky-seven.yaml",
      "id: lucky-seven\nname: L\nvendor: alpha-studio\ncategory: slots\nhot: true\ntags: [a]\n"
      "launchId: X\nthumbnail: lucky-sevn.png\n");
  const Diagnostic error = only_error(fs);
  EXPECT_EQ(error.message, "image 'lucky-sevn.png' does not exist");
  EXPECT_EQ(error.hint, "did you mean 'lucky-seven.png'?");
}

/// `repo/content/currencies.yaml` of the base fixture with `from` replaced by `to`.
void edit_currencies(MemoryFileSystem& fs, std::string_view from, std::string_view to) {
  const std::string path = "repo/content/currencies.yaml";
  std::string text(*fs.read(path));
  const auto at = text.find(from);
  ASSERT_NE(at, std::string::npos) << from;
  fs.add_file(path, text.replace(at, from.size(), to));
}

TEST(CatalogueLoader, ReadsCurrencyNameKeysAndPaymentMethods) {
  auto fs = base_repository();
  Diagnostics diagnostics;
  const Catalogue catalogue = load_catalogue(fs, "repo", diagnostics);
  EXPECT_FALSE(diagnostics.has_errors()) << format_text(diagnostics);
  ASSERT_EQ(catalogue.currencies.size(), 2u);
  const Currency& taka = catalogue.currencies[1];
  EXPECT_EQ(taka.name_key, "currency.bdt");
  EXPECT_EQ(taka.name_key_at.line, 16);
  ASSERT_EQ(taka.methods.size(), 2u);
  EXPECT_EQ(taka.methods[1].id, "nagad");
  EXPECT_EQ(taka.methods[1].named_at.line, 21);
  EXPECT_EQ(taka.methods[1].named_at.column, 22);
  ASSERT_EQ(catalogue.payment_methods.size(), 3u);
  EXPECT_EQ(catalogue.payment_methods[1].id, "bkash");
  EXPECT_EQ(catalogue.payment_methods[1].label_key, "paymentMethod.bkash");
}

TEST(CatalogueLoader, RefusesAnUnknownPaymentMethodWithAHint) {
  auto fs = base_repository();
  edit_currencies(fs, "methods: [trc20]", "methods: [trc20, usdc]");
  const Diagnostic error = only_error(fs);
  EXPECT_EQ(error.message, "unknown payment method 'usdc'");
  EXPECT_EQ(error.hint, "add it to paymentMethods, with the translation key of its label");
  EXPECT_EQ(error.location.line, 11);
  EXPECT_EQ(error.location.column, 22);
}

TEST(CatalogueLoader, RefusesAPaymentMethodListedTwice) {
  auto fs = base_repository();
  edit_currencies(
      fs, "labelKey: paymentMethod.nagad\n",
      "labelKey: paymentMethod.nagad\n  - id: bkash\n    labelKey: paymentMethod.bkash\n");
  const Diagnostic error = only_error(fs);
  EXPECT_EQ(error.message, "duplicate payment method 'bkash'");
  EXPECT_EQ(error.hint, "first defined at content/currencies.yaml:25");
  EXPECT_EQ(error.location.line, 29);
}

TEST(CatalogueLoader, WarnsAboutAPaymentMethodNoCurrencyUses) {
  auto fs = base_repository();
  edit_currencies(fs, "methods: [bkash, nagad]", "methods: [bkash]");
  Diagnostics diagnostics;
  load_catalogue(fs, "repo", diagnostics);
  EXPECT_EQ(diagnostics.error_count(), 0u) << format_text(diagnostics);
  ASSERT_EQ(diagnostics.warning_count(), 1u);
  EXPECT_EQ(diagnostics.all()[0].message, "payment method 'nagad' is not used by any currency");
  EXPECT_EQ(diagnostics.all()[0].location.line, 27);
}

/// `fs` with the first `from` in content/vip.yaml replaced by `to`.
void edit_vip(MemoryFileSystem& fs, std::string_view from, std::string_view to) {
  const std::string path = "repo/content/vip.yaml";
  std::string text(*fs.read(path));
  const auto at = text.find(from);
  ASSERT_NE(at, std::string::npos) << from;
  fs.add_file(path, text.replace(at, from.size(), to));
}

/// The errors loading `fs` reports, one "line:column: message | hint" a line.
std::string errors_of(const MemoryFileSystem& fs) {
  Diagnostics diagnostics;
  load_catalogue(fs, "repo", diagnostics);
  std::string out;
  for (const auto& d : diagnostics.all()) {
    out += std::to_string(d.location.line) + ":" + std::to_string(d.location.column) + ": " +
           d.message + " | " + d.hint + "\n";
  }
  return out;
}

TEST(CatalogueLoader, ReadsTheVipClubWithRewardsInMinorUnits) {
  auto fs = base_repository();
  Diagnostics diagnostics;
  const Catalogue catalogue = load_catalogue(fs, "repo", diagnostics);
  EXPECT_FALSE(diagnostics.has_errors()) << format_text(diagnostics);
  ASSERT_TRUE(catalogue.vip);
  const VipClub& vip = *catalogue.vip;
  EXPECT_EQ(vip.currency, "USDT");
  EXPECT_EQ(vip.currency_at.line, 1);
  ASSERT_EQ(vip.perks.size(), 2u);
  EXPECT_EQ(vip.perks[1].id, "birthday-gift");
  EXPECT_EQ(vip.perks[1].description_key, "vip.perks.birthday-gift.description");
  ASSERT_EQ(vip.levels.size(), 3u);
  const VipLevel& silver = vip.levels[2];
  EXPECT_EQ(silver.level, 2);
  EXPECT_EQ(silver.points, 500);
  EXPECT_EQ(silver.name_key, "vip.levels.silver");
  EXPECT_EQ(silver.level_up_reward, 525);  // 5.25
  EXPECT_EQ(silver.birthday_reward, 500);
  ASSERT_EQ(silver.perks.size(), 2u);
  EXPECT_EQ(silver.perks[1].id, "birthday-gift");
  EXPECT_EQ(silver.perks[1].named_at.line, 25);
  EXPECT_EQ(silver.perks[1].named_at.column, 21);
  EXPECT_EQ(vip.levels[1].level_up_reward, 150);  // 1.5
}

TEST(CatalogueLoader, TheVipFileIsOptional) {
  auto fs = base_repository();
  fs.remove_file("repo/content/vip.yaml");
  Diagnostics diagnostics;
  const Catalogue catalogue = load_catalogue(fs, "repo", diagnostics);
  EXPECT_TRUE(diagnostics.all().empty()) << format_text(diagnostics);
  EXPECT_FALSE(catalogue.vip);
}

TEST(CatalogueLoader, RefusesAMissingVipLevel) {
  auto fs = base_repository();
  edit_vip(fs, "  - level: 2\n", "  - level: 4\n");
  EXPECT_EQ(errors_of(fs),
            "22:12: VIP levels 2 to 3 are missing: level 4 follows level 1 | number the levels "
            "0, 1, 2, ... in order, without a gap\n");
  fs = base_repository();
  edit_vip(fs, "  - level: 0\n", "  - level: 1\n");
  edit_vip(fs, "  - level: 1\n    points: 100", "  - level: 2\n    points: 100");
  edit_vip(fs, "  - level: 2\n    points: 500", "  - level: 3\n    points: 500");
  EXPECT_EQ(errors_of(fs),
            "10:12: VIP level 0 is missing: the first level is 1 | number the levels 0, 1, 2, "
            "... in order, without a gap\n");
}

TEST(CatalogueLoader, RefusesVipLevelsRepeatedOrOutOfOrder) {
  auto fs = base_repository();
  edit_vip(fs, "  - level: 2\n", "  - level: 1\n");
  EXPECT_EQ(errors_of(fs), "22:12: duplicate VIP level 1 | first defined at content/vip.yaml:16\n");
  fs = base_repository();
  edit_vip(fs, "  - level: 1\n", "  - level: 2\n");
  edit_vip(fs, "  - level: 2\n    points: 500", "  - level: 1\n    points: 500");
  EXPECT_EQ(errors_of(fs),
            "16:12: VIP level 1 is missing: level 2 follows level 0 | number the levels 0, 1, "
            "2, ... in order, without a gap\n"
            "22:12: VIP level 1 is listed after level 2 | list the levels in order, from 0 up\n");
}

TEST(CatalogueLoader, RefusesAVipThresholdThatDoesNotRise) {
  auto fs = base_repository();
  edit_vip(fs, "    points: 500\n", "    points: 100\n");
  EXPECT_EQ(errors_of(fs),
            "23:13: VIP level 2's threshold (100 points) is not above level 1's (100 points) | "
            "each level needs more points than the level before it\n");
  fs = base_repository();
  edit_vip(fs, "    points: 0\n", "    points: 150\n");
  EXPECT_EQ(errors_of(fs),
            "11:13: VIP level 0 must need 0 points, not 150 | every player starts at VIP 0\n"
            "17:13: VIP level 1's threshold (100 points) is not above level 0's (150 points) | "
            "each level needs more points than the level before it\n");
}

TEST(CatalogueLoader, RefusesAnUnknownOrDuplicateVipPerk) {
  auto fs = base_repository();
  edit_vip(fs, "perks: [rebate]", "perks: [rebates]");
  EXPECT_EQ(errors_of(fs), "19:13: unknown VIP perk 'rebates' | did you mean 'rebate'?\n");
  fs = base_repository();
  edit_vip(fs, "perks: [rebate]", "perks: [cashback]");
  EXPECT_EQ(errors_of(fs),
            "19:13: unknown VIP perk 'cashback' | add it to perks, with the translation keys of "
            "its title and description\n");
  fs = base_repository();
  edit_vip(fs, "  - id: birthday-gift\n", "  - id: rebate\n");
  edit_vip(fs, "perks: [rebate, birthday-gift]", "perks: [rebate]");
  EXPECT_EQ(errors_of(fs),
            "6:9: duplicate VIP perk 'rebate' | first defined at content/vip.yaml:3\n");
  fs = base_repository();
  edit_vip(fs, "perks: [rebate, birthday-gift]", "perks: [rebate, rebate]");
  EXPECT_EQ(errors_of(fs), "25:21: 'rebate' is listed twice | \n");
}

TEST(CatalogueLoader, RefusesAVipRewardWithMoreThanTwoDecimalsOrBelowZero) {
  auto fs = base_repository();
  edit_vip(fs, "levelUpReward: 1.5\n", "levelUpReward: 1.505\n");
  edit_vip(fs, "birthdayReward: 5\n", "birthdayReward: -5\n");
  EXPECT_EQ(errors_of(fs),
            "20:20: 1.505 has more than 2 decimals | write at most 2 digits after the point, "
            "like 12.50\n"
            "27:21: -5 is out of range: must be from 0 to 1000000000 | \n");
}

TEST(CatalogueLoader, ReadsVipRebatesInBasisPointsAndRefusesAnUnknownCategory) {
  auto fs = base_repository();
  Diagnostics diagnostics;
  const Catalogue catalogue = load_catalogue(fs, "repo", diagnostics);
  EXPECT_FALSE(diagnostics.has_errors()) << format_text(diagnostics);
  ASSERT_TRUE(catalogue.vip);
  EXPECT_TRUE(catalogue.vip->levels[1].rebate.empty());  // no rebate: 0 everywhere
  const auto& rebate = catalogue.vip->levels[2].rebate;
  ASSERT_EQ(rebate.size(), 2u);
  EXPECT_EQ(rebate[0].category, "slots");
  EXPECT_EQ(rebate[0].basis_points, 50);  // 0.5%
  EXPECT_EQ(rebate[1].basis_points, 25);  // 0.25%
  EXPECT_EQ(rebate[1].category_at.line, 28);
  EXPECT_EQ(rebate[1].category_at.column, 26);

  edit_vip(fs, "sports: 0.25}", "sport: 0.25}");
  EXPECT_EQ(errors_of(fs),
            "28:26: VIP level 2's rebate names an unknown category 'sport' | did you mean "
            "'sports'?\n");
  fs = base_repository();
  edit_vip(fs, "sports: 0.25}", "poker: 0.25}");
  EXPECT_EQ(errors_of(fs),
            "28:26: VIP level 2's rebate names an unknown category 'poker' | name a category of "
            "categories.yaml: slots, sports, lobby\n");
  fs = base_repository();
  edit_vip(fs, "{slots: 0.5,", "{slots: 100.5,");
  edit_vip(fs, "sports: 0.25}", "sports: 0.125}");
  EXPECT_EQ(errors_of(fs),
            "28:21: 100.5 is out of range: must be from 0 to 100 | \n"
            "28:36: 0.125 has more than 2 decimals | write at most 2 digits after the point, "
            "like 12.50\n");
}

/// `fs` with the first `from` in content/tasks.yaml replaced by `to`.
void edit_tasks(MemoryFileSystem& fs, std::string_view from, std::string_view to) {
  const std::string path = "repo/content/tasks.yaml";
  std::string text(*fs.read(path));
  const auto at = text.find(from);
  ASSERT_NE(at, std::string::npos) << from;
  fs.add_file(path, text.replace(at, from.size(), to));
}

TEST(CatalogueLoader, ReadsTheTasksWithGoalsAndRewardsInTheirUnits) {
  auto fs = base_repository();
  Diagnostics diagnostics;
  const Catalogue catalogue = load_catalogue(fs, "repo", diagnostics);
  EXPECT_FALSE(diagnostics.has_errors()) << format_text(diagnostics);
  ASSERT_TRUE(catalogue.tasks);
  const TaskCentre& centre = *catalogue.tasks;
  EXPECT_TRUE(centre.on_by_default);
  EXPECT_EQ(centre.currency, "USDT");
  ASSERT_EQ(centre.tasks.size(), 2u);
  const Task& deposit = centre.tasks[0];
  EXPECT_EQ(deposit.id, 1);
  EXPECT_EQ(deposit.key, "firstDeposit");
  EXPECT_EQ(deposit.kind, "deposit");
  EXPECT_EQ(task_goal_units(deposit), 1);  // a count
  EXPECT_EQ(deposit.reward, 500);
  EXPECT_TRUE(deposit.novice);
  EXPECT_EQ(deposit.title_key, "tasks.firstDeposit.title");
  const Task& stake = centre.tasks[1];
  EXPECT_EQ(task_goal_units(stake), 5000);  // 50.00 in minor units
  EXPECT_EQ(stake.reward, 250);
  EXPECT_FALSE(stake.novice);
  EXPECT_EQ(stake.goal_at.line, 15);
}

TEST(CatalogueLoader, TheTasksFileIsOptional) {
  auto fs = base_repository();
  fs.remove_file("repo/content/tasks.yaml");
  Diagnostics diagnostics;
  const Catalogue catalogue = load_catalogue(fs, "repo", diagnostics);
  EXPECT_TRUE(diagnostics.all().empty()) << format_text(diagnostics);
  EXPECT_FALSE(catalogue.tasks);
}

TEST(CatalogueLoader, RefusesATaskIdOrKeyListedTwice) {
  auto fs = base_repository();
  edit_tasks(fs, "  - id: 2\n", "  - id: 1\n");
  EXPECT_EQ(errors_of(fs), "12:9: duplicate task id '1' | first defined at content/tasks.yaml:4\n");
  fs = base_repository();
  edit_tasks(fs, "key: stakeFifty", "key: firstDeposit");
  EXPECT_EQ(errors_of(fs),
            "13:10: duplicate task key 'firstDeposit' | first defined at content/tasks.yaml:5\n");
  fs = base_repository();
  edit_tasks(fs, "key: stakeFifty", "key: StakeFifty");
  EXPECT_EQ(errors_of(fs),
            "13:10: 'StakeFifty' is not a valid camelCase name | start with a lowercase letter, "
            "then letters and digits, like 'firstDeposit'\n");
}

TEST(CatalogueLoader, RefusesAnUnknownTaskKind) {
  auto fs = base_repository();
  edit_tasks(fs, "kind: stake", "kind: stakes");
  EXPECT_EQ(errors_of(fs), "14:11: 'stakes' is not an accepted value | did you mean 'stake'?\n");
}

TEST(CatalogueLoader, RefusesAGoalThatDoesNotFitItsKind) {
  struct Case {
    std::string_view kind;
    std::string_view goal;
    std::string_view error;
  };
  const Case cases[] = {
      {"deposit", "1.5",
       "the goal of deposit task 'stakeFifty' must be a whole number of at least 1, not 1.5 | a "
       "deposit task counts deposits: write how many, like 3"},
      {"signin", "0",
       "the goal of signin task 'stakeFifty' must be a whole number of at least 1, not 0 | a "
       "signin task counts daily sign-ins: write how many, like 3"},
      {"spin", "-2",
       "the goal of spin task 'stakeFifty' must be a whole number of at least 1, not -2 | a spin "
       "task counts wheel spins: write how many, like 3"},
      {"bind-mobile", "2",
       "the goal of bind-mobile task 'stakeFifty' must be 1, not 2 | a bind-mobile task is done "
       "once: write goal: 1"},
      {"profile", "0.5",
       "the goal of profile task 'stakeFifty' must be 1, not 0.5 | a profile task is done once: "
       "write goal: 1"},
      {"stake", "0",
       "the goal of stake task 'stakeFifty' must be above 0, not 0 | write the amount of USDT to "
       "stake, like 50.00"},
      {"stake", "50.125",
       "the goal of stake task 'stakeFifty' has more than 2 decimals: 50.125 | write at most 2 "
       "digits after the point, like 50.25"},
  };
  for (const auto& c : cases) {
    auto fs = base_repository();
    edit_tasks(fs, "kind: stake\n    goal: 50.00",
               fmt::format("kind: {}\n    goal: {}", c.kind, c.goal));
    EXPECT_EQ(errors_of(fs), fmt::format("15:11: {}\n", c.error)) << c.kind << " " << c.goal;
  }
  // Each count kind takes a whole goal, the others exactly theirs.
  for (std::string_view kind : {"deposit", "signin", "spin"}) {
    auto fs = base_repository();
    edit_tasks(fs, "kind: stake\n    goal: 50.00", fmt::format("kind: {}\n    goal: 7", kind));
    EXPECT_EQ(errors_of(fs), "") << kind;
  }
}

TEST(CatalogueLoader, RefusesATaskRewardOfZeroOrWithMoreThanTwoDecimals) {
  auto fs = base_repository();
  edit_tasks(fs, "reward: 5.00", "reward: 0");
  edit_tasks(fs, "reward: 2.50", "reward: -1");
  EXPECT_EQ(errors_of(fs),
            "8:13: the reward of task 'firstDeposit' must be above 0 | write the amount of USDT it "
            "pays, like 5.00\n"
            "16:13: the reward of task 'stakeFifty' must be above 0 | write the amount of USDT it "
            "pays, like 5.00\n");
  fs = base_repository();
  edit_tasks(fs, "reward: 2.50", "reward: 2.505");
  EXPECT_EQ(errors_of(fs),
            "16:13: 2.505 has more than 2 decimals | write at most 2 digits after the point, like "
            "12.50\n");
}

}  // namespace
}  // namespace lobbykit
