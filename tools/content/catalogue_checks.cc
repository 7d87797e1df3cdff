#include "content/catalogue_checks.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <numeric>
#include <set>

#include "core/did_you_mean.h"
#include "schema/schema.h"

namespace lobbykit {

namespace {

std::string where(const SourceLocation& location) {
  return fmt::format("{}:{}", location.path, location.line);
}

/// Reports every id seen twice, pointing at the second definition.
/// `id_of(item)` gives an item's id (a reference, or a value for a number
/// written out), `defined_at(item)` where it is defined. The items' numbers
/// are sorted by id, not copies of the ids: a (string, index) pair a game
/// took 0.8 MB at 20,000 games, and a map of ids a node each.
template <typename Item, typename IdOf, typename DefinedAt>
void check_unique(const std::vector<Item>& items, IdOf id_of, DefinedAt defined_at,
                  std::string_view what, Diagnostics& diagnostics) {
  std::vector<std::uint32_t> order(items.size());
  std::iota(order.begin(), order.end(), std::uint32_t{0});
  // ties by number, so the first of equal ids is the first defined
  std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
    const auto& id_a = id_of(items[a]);
    const auto& id_b = id_of(items[b]);
    return id_a != id_b ? id_a < id_b : a < b;
  });
  for (std::size_t i = 1, first = 0; i < order.size(); ++i) {
    const Item& item = items[order[i]];
    const Item& first_item = items[order[first]];
    if (id_of(item) != id_of(first_item)) {
      first = i;
      continue;
    }
    diagnostics.error(defined_at(item), fmt::format("duplicate {} '{}'", what, id_of(item)),
                      "first defined at " + where(defined_at(first_item)));
  }
}

/// Each method a currency lists is one of `paymentMethods`, and each of
/// those is used by some currency.
void check_payment_methods(const Catalogue& catalogue, Diagnostics& diagnostics) {
  std::vector<std::string> method_ids;
  for (const auto& method : catalogue.payment_methods) method_ids.push_back(method.id);
  std::set<std::string> used;
  for (const auto& currency : catalogue.currencies) {
    for (const auto& method : currency.methods) {
      used.insert(method.id);
      if (std::find(method_ids.begin(), method_ids.end(), method.id) != method_ids.end()) continue;
      std::string hint = did_you_mean(method.id, method_ids);
      if (hint.empty()) hint = "add it to paymentMethods, with the translation key of its label";
      diagnostics.error(method.named_at, fmt::format("unknown payment method '{}'", method.id),
                        std::move(hint));
    }
  }
  for (const auto& method : catalogue.payment_methods) {
    if (!used.count(method.id)) {
      diagnostics.warning(method.defined_at,
                          fmt::format("payment method '{}' is not used by any currency", method.id),
                          "delete it, or list it in a currency's methods");
    }
  }
}

/// "level 3", "levels 3 to 5".
std::string level_range(int first, int last) {
  return first == last ? fmt::format("level {}", first)
                       : fmt::format("levels {} to {}", first, last);
}

/// A level of vip.yaml comes right after `previous` (null for the first):
/// its number one more (0 first), its threshold above (0 for level 0).
void check_vip_level(const VipLevel* previous, const VipLevel& level, Diagnostics& diagnostics) {
  int expected = previous ? previous->level + 1 : 0;
  if (level.level > expected) {
    std::string after = previous
                            ? fmt::format("level {} follows level {}", level.level, previous->level)
                            : fmt::format("the first level is {}", level.level);
    diagnostics.error(level.defined_at,
                      fmt::format("VIP {} {} missing: {}", level_range(expected, level.level - 1),
                                  expected == level.level - 1 ? "is" : "are", after),
                      "number the levels 0, 1, 2, ... in order, without a gap");
  } else if (previous && level.level == previous->level) {
    diagnostics.error(level.defined_at, fmt::format("duplicate VIP level {}", level.level),
                      "first defined at " + where(previous->defined_at));
  } else if (previous && level.level < expected) {
    diagnostics.error(
        level.defined_at,
        fmt::format("VIP level {} is listed after level {}", level.level, previous->level),
        "list the levels in order, from 0 up");
  }
  if (level.level == 0 && level.points != 0) {
    diagnostics.error(level.points_at,
                      fmt::format("VIP level 0 must need 0 points, not {}", level.points),
                      "every player starts at VIP 0");
  }
  if (previous && level.points <= previous->points) {
    diagnostics.error(
        level.points_at,
        fmt::format("VIP level {}'s threshold ({} points) is not above level {}'s ({} points)",
                    level.level, level.points, previous->level, previous->points),
        "each level needs more points than the level before it");
  }
}

/// vip.yaml: levels that run 0, 1, 2, ... in order from 0 points with rising
/// thresholds; perk ids defined once, and each a level names defined.
void check_vip(const VipClub& vip, Diagnostics& diagnostics) {
  check_unique(
      vip.perks, [](const VipPerk& p) -> const std::string& { return p.id; },
      [](const VipPerk& p) -> const SourceLocation& { return p.defined_at; }, "VIP perk",
      diagnostics);
  std::vector<std::string> perk_ids;
  for (const auto& perk : vip.perks) perk_ids.push_back(perk.id);
  const VipLevel* previous = nullptr;
  for (const auto& level : vip.levels) {
    check_vip_level(previous, level, diagnostics);
    for (const auto& perk : level.perks) {
      if (std::find(perk_ids.begin(), perk_ids.end(), perk.id) != perk_ids.end()) continue;
      std::string hint = did_you_mean(perk.id, perk_ids);
      if (hint.empty())
        hint = "add it to perks, with the translation keys of its title and description";
      diagnostics.error(perk.named_at, fmt::format("unknown VIP perk '{}'", perk.id),
                        std::move(hint));
    }
    previous = &level;
  }
}

/// Each rebate category a VIP level lists is a category of categories.yaml.
void check_vip_rebates(const VipClub& vip, const std::vector<std::string>& category_ids,
                       Diagnostics& diagnostics) {
  for (const auto& level : vip.levels) {
    for (const auto& rebate : level.rebate) {
      if (std::find(category_ids.begin(), category_ids.end(), rebate.category) !=
          category_ids.end())
        continue;
      std::string hint = did_you_mean(rebate.category, category_ids);
      if (hint.empty())
        hint = fmt::format("name a category of categories.yaml: {}", fmt::join(category_ids, ", "));
      diagnostics.error(rebate.category_at,
                        fmt::format("VIP level {}'s rebate names an unknown category '{}'",
                                    level.level, rebate.category),
                        std::move(hint));
    }
  }
}

bool counts_occurrences(const std::string& kind) {
  return kind == "deposit" || kind == "signin" || kind == "spin";
}

/// A task's goal fits its kind: a whole count of at least 1 for deposit,
/// signin and spin; exactly 1 for bind-mobile and profile (done once); an
/// amount above 0 with at most 2 decimals for stake.
void check_task_goal(const Task& task, const std::string& currency, Diagnostics& diagnostics) {
  const double goal = std::strtod(task.goal_text.c_str(), nullptr);
  const int decimals = schema::decimal_places(task.goal_text);
  if (counts_occurrences(task.kind)) {
    if (decimals == 0 && goal >= 1) return;
    std::string what = task.kind == "deposit"  ? "deposits"
                       : task.kind == "signin" ? "daily sign-ins"
                                               : "wheel spins";
    diagnostics.error(task.goal_at,
                      fmt::format("the goal of {} task '{}' must be a whole number of at least "
                                  "1, not {}",
                                  task.kind, task.key, task.goal_text),
                      fmt::format("a {} task counts {}: write how many, like 3", task.kind, what));
  } else if (task.kind == "stake") {
    if (goal <= 0) {
      diagnostics.error(task.goal_at,
                        fmt::format("the goal of stake task '{}' must be above 0, not {}", task.key,
                                    task.goal_text),
                        fmt::format("write the amount of {} to stake, like 50.00", currency));
    } else if (decimals > 2) {
      diagnostics.error(task.goal_at,
                        fmt::format("the goal of stake task '{}' has more than 2 decimals: {}",
                                    task.key, task.goal_text),
                        "write at most 2 digits after the point, like 50.25");
    }
  } else if (goal != 1 || decimals != 0) {
    diagnostics.error(task.goal_at,
                      fmt::format("the goal of {} task '{}' must be 1, not {}", task.kind, task.key,
                                  task.goal_text),
                      fmt::format("a {} task is done once: write goal: 1", task.kind));
  }
}

/// tasks.yaml: ids and keys defined once, goals that fit their kind,
/// rewards above 0. (The currency and the translation keys are checked
/// across parts: pipeline/cross_part_checks.h.)
void check_tasks(const TaskCentre& centre, Diagnostics& diagnostics) {
  check_unique(
      centre.tasks, [](const Task& t) { return std::to_string(t.id); },
      [](const Task& t) -> const SourceLocation& { return t.defined_at; }, "task id", diagnostics);
  check_unique(
      centre.tasks, [](const Task& t) -> const std::string& { return t.key; },
      [](const Task& t) -> const SourceLocation& { return t.key_at; }, "task key", diagnostics);
  for (const auto& task : centre.tasks) {
    check_task_goal(task, centre.currency, diagnostics);
    if (task.reward <= 0) {
      diagnostics.error(task.reward_at,
                        fmt::format("the reward of task '{}' must be above 0", task.key),
                        fmt::format("write the amount of {} it pays, like 5.00", centre.currency));
    }
  }
}

}  // namespace

std::int64_t task_goal_units(const Task& task) {
  const double goal = std::strtod(task.goal_text.c_str(), nullptr);
  return task.kind == "stake" ? std::llround(goal * 100) : std::llround(goal);
}

std::map<std::string, std::map<std::string, int>> count_games(const Catalogue& catalogue) {
  std::map<std::string, std::map<std::string, int>> counts;
  for (const auto& game : catalogue.games) counts[game.category][game.vendor] += 1;
  return counts;
}

void check_catalogue(const Catalogue& catalogue, Diagnostics& diagnostics) {
  check_unique(
      catalogue.categories, [](const Category& c) -> const std::string& { return c.id; },
      [](const Category& c) -> const SourceLocation& { return c.defined_at; }, "category id",
      diagnostics);
  check_unique(
      catalogue.vendors, [](const Vendor& v) -> const std::string& { return v.id; },
      [](const Vendor& v) -> const SourceLocation& { return v.defined_at; }, "vendor id",
      diagnostics);
  check_unique(
      catalogue.games, [](const Game& g) -> const std::string& { return g.id; },
      [](const Game& g) -> const SourceLocation& { return g.defined_at; }, "game id", diagnostics);
  check_unique(
      catalogue.games, [](const Game& g) -> const std::string& { return g.launch_id; },
      [](const Game& g) -> const SourceLocation& { return g.launch_id_at; }, "launch id",
      diagnostics);
  check_unique(
      catalogue.currencies, [](const Currency& c) -> const std::string& { return c.abbr; },
      [](const Currency& c) -> const SourceLocation& { return c.defined_at; }, "currency",
      diagnostics);
  check_unique(
      catalogue.currencies, [](const Currency& c) { return std::to_string(c.id); },
      [](const Currency& c) -> const SourceLocation& { return c.defined_at; }, "currency id",
      diagnostics);
  check_unique(
      catalogue.payment_methods, [](const PaymentMethod& m) -> const std::string& { return m.id; },
      [](const PaymentMethod& m) -> const SourceLocation& { return m.defined_at; },
      "payment method", diagnostics);
  check_unique(
      catalogue.avatars, [](const Avatar& a) { return std::to_string(a.id); },
      [](const Avatar& a) -> const SourceLocation& { return a.defined_at; }, "avatar id",
      diagnostics);

  std::vector<std::string> vendor_ids, category_ids;
  std::set<std::string> lobby_ids;
  for (const auto& v : catalogue.vendors) vendor_ids.push_back(v.id);
  for (const auto& c : catalogue.categories) {
    category_ids.push_back(c.id);
    if (c.lobby) lobby_ids.insert(c.id);
  }
  auto contains = [](const std::vector<std::string>& list, const std::string& value) {
    return std::find(list.begin(), list.end(), value) != list.end();
  };

  for (const auto& game : catalogue.games) {
    if (!catalogue.gaps.vendors && !contains(vendor_ids, game.vendor)) {
      diagnostics.error(game.vendor_at, fmt::format("unknown vendor '{}'", game.vendor),
                        did_you_mean(game.vendor, vendor_ids));
    }
    if (!catalogue.gaps.categories && !contains(category_ids, game.category)) {
      diagnostics.error(game.category_at, fmt::format("unknown category '{}'", game.category),
                        did_you_mean(game.category, category_ids));
    } else if (lobby_ids.count(game.category)) {
      diagnostics.error(
          game.category_at,
          fmt::format("games cannot be put in the lobby category '{}'", game.category),
          "choose one of the game categories");
    }
  }

  check_payment_methods(catalogue, diagnostics);
  if (catalogue.vip) check_vip(*catalogue.vip, diagnostics);
  if (catalogue.vip && !catalogue.gaps.categories)
    check_vip_rebates(*catalogue.vip, category_ids, diagnostics);
  if (catalogue.tasks) check_tasks(*catalogue.tasks, diagnostics);

  auto counts = count_games(catalogue);
  for (const auto& category : catalogue.categories) {
    if (!catalogue.gaps.games && !category.lobby && !counts.count(category.id)) {
      diagnostics.error(category.defined_at, fmt::format("category '{}' has no games", category.id),
                        "add a game to it, or remove the category");
    }
  }
}

}  // namespace lobbykit
