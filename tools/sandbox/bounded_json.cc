#include "sandbox/bounded_json.h"

namespace lobbykit::sandbox {

BoundedJson parse_bounded_json(std::string_view text, int max_depth) {
  bool too_deep = false;
  // `depth` is the number of containers around the one starting; a container
  // too deep is discarded, so the parse stays small while it reads on.
  auto limit = [&](int depth, nlohmann::json::parse_event_t event, nlohmann::json&) {
    bool starts = event == nlohmann::json::parse_event_t::object_start ||
                  event == nlohmann::json::parse_event_t::array_start;
    if (starts && depth >= max_depth) too_deep = true;
    return !too_deep;
  };
  nlohmann::json value = nlohmann::json::parse(text, limit, /*allow_exceptions=*/false);
  if (too_deep) return {std::nullopt, true};
  if (value.is_discarded()) return {std::nullopt, false};
  return {std::move(value), false};
}

}  // namespace lobbykit::sandbox
