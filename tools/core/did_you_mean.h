// Spelling suggestions for unknown names ("did you mean 'slots'?").
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lobbykit {

/// Optimal string alignment distance (Levenshtein plus adjacent swaps).
std::size_t edit_distance(std::string_view a, std::string_view b);

/// The closest candidate within a distance of a third of the word's length
/// (at least 1, at most 3), ties broken by order; nullopt if none is close.
std::optional<std::string> closest_match(std::string_view word,
                                         const std::vector<std::string>& candidates);

/// "did you mean 'x'?" or an empty string.
std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates);

}  // namespace lobbykit
