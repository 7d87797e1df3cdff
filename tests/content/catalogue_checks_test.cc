// The checks across content files, on catalogues made in memory.
#include "content/catalogue_checks.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace lobbykit {
namespace {

/// A game `id`, defined on line `line` of content/games/<file>.yaml.
Game game(const std::string& id, const std::string& file, int line) {
  Game game;
  game.id = id;
  game.launch_id = "launch-" + file;
  game.vendor = "alpha";
  game.category = "slots";
  game.defined_at = {"content/games/" + file + ".yaml", line, 5};
  game.launch_id_at = {"content/games/" + file + ".yaml", line + 6, 11};
  return game;
}

/// Each error as "path:line: message | hint", in the order reported.
std::vector<std::string> errors(const Catalogue& catalogue) {
  Diagnostics diagnostics;
  check_catalogue(catalogue, diagnostics);
  std::vector<std::string> out;
  for (const auto& d : diagnostics.all()) {
    if (d.severity != Severity::kError) continue;
    out.push_back(std::string(d.location.path.str()) + ":" + std::to_string(d.location.line) +
                  ": " + d.message + " | " + d.hint);
  }
  return out;
}

TEST(CatalogueChecks, ReportsEachRepeatOfAnIdAgainstItsFirstDefinitionInIdOrder) {
  Catalogue catalogue;
  catalogue.gaps.vendors = catalogue.gaps.categories = catalogue.gaps.games = true;
  // in file order, as check_catalogue requires: b, a, b, a, b, c
  catalogue.games = {game("b", "1", 1), game("a", "2", 1), game("b", "3", 1),
                     game("a", "4", 1), game("b", "5", 1), game("c", "6", 1)};
  EXPECT_EQ(errors(catalogue),
            (std::vector<std::string>{
                "content/games/4.yaml:1: duplicate game id 'a' | first defined at "
                "content/games/2.yaml:1",
                "content/games/3.yaml:1: duplicate game id 'b' | first defined at "
                "content/games/1.yaml:1",
                "content/games/5.yaml:1: duplicate game id 'b' | first defined at "
                "content/games/1.yaml:1",
            }));
}

TEST(CatalogueChecks, ComparesNumberIdsAsWritten) {
  Catalogue catalogue;
  catalogue.gaps.games = true;
  for (int id : {10, 9, 10, 9}) {
    Avatar avatar;
    avatar.id = id;
    avatar.defined_at = {"content/avatars/avatars.yaml",
                         static_cast<int>(catalogue.avatars.size()) + 2, 9};
    catalogue.avatars.push_back(avatar);
  }
  // "10" sorts before "9": the order of the reports is the ids' as text
  EXPECT_EQ(errors(catalogue),
            (std::vector<std::string>{
                "content/avatars/avatars.yaml:4: duplicate avatar id '10' | first defined at "
                "content/avatars/avatars.yaml:2",
                "content/avatars/avatars.yaml:5: duplicate avatar id '9' | first defined at "
                "content/avatars/avatars.yaml:3",
            }));
}

}  // namespace
}  // namespace lobbykit
