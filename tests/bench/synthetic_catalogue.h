// A generated repository of any size for benchmarks: the base fixture's
// site, currencies, avatars, banks, languages and themes, plus ten categories, `vendors`
// vendors and `games` games, each game with its own small PNG thumbnail.
#pragma once

#include <filesystem>

namespace lobbykit::bench {

void write_synthetic_repository(const std::filesystem::path& root, int games, int vendors);

}  // namespace lobbykit::bench
