#include "sandbox/catalogue.h"

#include <fstream>

#include "core/fatal_error.h"

namespace lobbykit::sandbox {

Catalogue Catalogue::load(const std::filesystem::path& path) {
  std::ifstream in(path);
  if (!in)
    throw FatalError("cannot read catalogue '" + path.string() + "' (run `lobbykit build` first)");
  auto document = nlohmann::json::parse(in, nullptr, false);
  if (!document.is_object() || !document.contains("categories") ||
      !document.contains("currencies") || !document.contains("banks") ||
      !document.contains("site")) {
    throw FatalError("'" + path.string() + "' is not a lobbykit catalogue.json");
  }
  return Catalogue(std::move(document));
}

Catalogue::Catalogue(nlohmann::json document) : document_(std::move(document)) {
  for (const auto& category : document_["categories"]) {
    if (category.value("lobby", false)) continue;
    categories_.push_back({{"id", category["id"]},
                           {"name", category["name"]},
                           {"gameCount", category["gameCount"]},
                           {"vendors", category["vendors"]},
                           {"games", category["games"]}});
  }
  std::string first = default_currency();
  for (const auto& currency : document_["currencies"]) {
    nlohmann::json entry = {{"id", currency["id"]},
                            {"abbr", currency["abbr"]},
                            {"mark", currency["mark"]},
                            {"name", currency["name"]},
                            {"type", currency["type"]},
                            {"digits", currency["digits"]},
                            {"methods", currency["methods"]},
                            {"currency_icon", currency["icon"]["src"]},
                            {"currency_rate", currency["rate"]}};
    if (currency["abbr"] == first) {
      currencies_.insert(currencies_.begin(), std::move(entry));
    } else {
      currencies_.push_back(std::move(entry));
    }
  }
}

std::string Catalogue::default_currency() const {
  return site().value("defaultCurrency", std::string("USDT"));
}

bool Catalogue::has_currency(const std::string& abbr) const {
  for (const auto& currency : currencies_) {
    if (currency["abbr"] == abbr) return true;
  }
  return false;
}

bool Catalogue::has_game(const std::string& game_id) const {
  for (const auto& category : categories_) {
    for (const auto& game : category["games"]) {
      if (game == game_id) return true;
    }
  }
  return false;
}

nlohmann::json Catalogue::banks_of_region(const std::string& region) const {
  for (const auto& [name, list] : document_["banks"].items()) {
    if (list.value("region", std::string()) == region) return list;
  }
  return nullptr;
}

}  // namespace lobbykit::sandbox
