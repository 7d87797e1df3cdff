// Checks that span files: unique ids, references that resolve (a game's
// vendor and category, a currency's payment methods, a VIP level's perks),
// categories with games, VIP levels that run from 0 with rising thresholds,
// VIP rebates by known categories, tasks with unique ids and keys, goals that
// fit their kind and rewards above 0. (Checks against
// site.yaml, i18n/ or other kinds of content file are in pipeline/cross_part_checks.h.)
#pragma once

#include "content/model.h"
#include "core/diagnostics.h"

namespace lobbykit {

/// REQUIRES: games sorted by file path, so "first defined" is stable.
void check_catalogue(const Catalogue& catalogue, Diagnostics& diagnostics);

/// A task's goal as the outputs give it: a count, or minor units of the task
/// currency for a stake task (50.00 is 5000).
/// REQUIRES: the task passed check_catalogue.
std::int64_t task_goal_units(const Task& task);

/// Number of games per vendor within each category, as the side menu sums
/// them: category id -> vendor id -> count. Lobby has none.
std::map<std::string, std::map<std::string, int>> count_games(const Catalogue& catalogue);

}  // namespace lobbykit
