#include "sandbox/catalogue.h"

#include <fmt/format.h>

#include <fstream>
#include <map>

#include "codegen/catalogue_contract.h"
#include "core/fatal_error.h"

namespace lobbykit::sandbox {

namespace {

constexpr const char* kPromotionsKey = "promotions";

// The promotions of issue 20 ({id, start, end, applicable}; brief of issue
// 20): read here by their keys, and checked here while the contract of this
// build does not list them (the toolchain adds them to it).
std::optional<std::string> promotions_problem(const nlohmann::json& promotions) {
  if (!promotions.is_array()) return "is not an array";
  for (std::size_t i = 0; i < promotions.size(); ++i) {
    const auto& item = promotions[i];
    std::string at = "[" + std::to_string(i) + "]";
    if (!item.is_object()) return at + " is not an object";
    if (!item.contains("id") || !item["id"].is_string()) return at + ".id is not a string";
    for (const char* key : {"start", "end"}) {
      if (!item.contains(key) || !item[key].is_number_integer())
        return at + "." + key + " is not an integer";
    }
    if (!item.contains("applicable") || !item["applicable"].is_boolean())
      return at + ".applicable is not a boolean";
  }
  return std::nullopt;
}

}  // namespace

Catalogue Catalogue::load(const std::filesystem::path& path) {
  std::ifstream in(path);
  if (!in)
    throw FatalError("cannot read catalogue '" + path.string() + "' (run `lobbykit build` first)");
  auto document = nlohmann::json::parse(in, nullptr, false);
  if (document.is_discarded())
    throw FatalError("'" + path.string() + "' is not a lobbykit catalogue.json: it is not JSON");
  if (document.is_object() && document.contains(kPromotionsKey)) {
    if (auto problem = promotions_problem(document[kPromotionsKey])) {
      throw FatalError(fmt::format("'{}' is not a catalogue.json this server reads: {}{}{}",
                                   path.string(), kPromotionsKey,
                                   problem->starts_with("[") ? "" : " ", *problem));
    }
  }
  nlohmann::json checked = document;
  if (checked.is_object() && !contract::catalogue_contract().find(kPromotionsKey))
    checked.erase(kPromotionsKey);
  if (auto mismatch = contract::find_mismatch(contract::catalogue_contract(), checked)) {
    throw FatalError(fmt::format(
        "'{}' is not a catalogue.json this server reads: {} {} (rebuild it with this lobbykit: "
        "lobbykit build)",
        path.string(), mismatch->path.empty() ? "the document" : mismatch->path,
        mismatch->problem));
  }
  return Catalogue(std::move(document));
}

namespace {

VipLevels read_vip(const nlohmann::json& vip) {
  const auto& club = contract::catalogue_vip_contract();
  const auto& level = contract::vip_level_contract();
  std::vector<VipLevelTerms> levels;
  for (const auto& item : vip[club.levels.name]) {
    levels.push_back({item[level.level.name].get<int>(),
                      item[level.points.name].get<std::int64_t>(),
                      item[level.level_up_reward.name].get<std::int64_t>(),
                      item[level.birthday_reward.name].get<std::int64_t>()});
  }
  return {vip[club.currency.name].get<std::string>(), std::move(levels)};
}

}  // namespace

// The answers' keys are the API's (tools/sandbox/contract/openapi.yaml); the
// catalogue's are read through its contract.
Catalogue::Catalogue(nlohmann::json document)
    : document_(std::move(document)),
      vip_(read_vip(document_[contract::catalogue_contract().vip.name])) {
  const auto& file = contract::catalogue_contract();
  const auto& category = contract::catalogue_category_contract();
  for (const auto& item : document_[file.categories.name]) {
    if (item[category.lobby.name].get<bool>()) continue;
    categories_.push_back({{"id", item[category.id.name]},
                           {"name", item[category.name.name]},
                           {"gameCount", item[category.game_count.name]},
                           {"vendors", item[category.vendors.name]},
                           {"games", item[category.games.name]}});
  }
  const auto& currency = contract::currency_contract();
  const auto& image = contract::image_contract();
  std::string first = default_currency();
  for (const auto& item : document_[file.currencies.name]) {
    nlohmann::json entry = {{"id", item[currency.id.name]},
                            {"abbr", item[currency.abbr.name]},
                            {"mark", item[currency.mark.name]},
                            {"name", item[currency.name.name]},
                            {"type", item[currency.type.name]},
                            {"digits", item[currency.digits.name]},
                            {"methods", item[currency.methods.name]},
                            {"currency_icon", item[currency.icon.name][image.src.name]},
                            {"currency_rate", item[currency.rate.name]}};
    if (item[currency.abbr.name] == first) {
      currencies_.insert(currencies_.begin(), std::move(entry));
    } else {
      currencies_.push_back(std::move(entry));
    }
  }
  if (document_.contains(kPromotionsKey)) {
    for (const auto& item : document_[kPromotionsKey]) {
      promotions_.push_back({item["id"].get<std::string>(), item["start"].get<std::int64_t>(),
                             item["end"].get<std::int64_t>(), item["applicable"].get<bool>()});
    }
  }
}

std::optional<CataloguePromotion> Catalogue::promotion(const std::string& id) const {
  for (const auto& promotion : promotions_) {
    if (promotion.id == id) return promotion;
  }
  return std::nullopt;
}

const nlohmann::json& Catalogue::site() const {
  return document_[contract::catalogue_contract().site.name];
}

std::string Catalogue::default_currency() const {
  return site().value(contract::site_contract().default_currency.name, std::string("USDT"));
}

bool Catalogue::has_currency(const std::string& abbr) const {
  for (const auto& currency : currencies_) {
    if (currency["abbr"] == abbr) return true;
  }
  return false;
}

std::optional<double> Catalogue::rate_of(const std::string& abbr) const {
  for (const auto& currency : currencies_) {
    if (currency["abbr"] == abbr) return currency["currency_rate"].get<double>();
  }
  return std::nullopt;
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
  const auto& list_fields = contract::bank_list_contract();
  for (const auto& [name, list] : document_[contract::catalogue_contract().banks.name].items()) {
    if (list[list_fields.region.name] == region) return list;
  }
  return nullptr;
}

nlohmann::json Catalogue::bank_regions() const {
  const auto& list_fields = contract::bank_list_contract();
  std::map<std::string, nlohmann::json> by_region;
  for (const auto& [name, list] : document_[contract::catalogue_contract().banks.name].items()) {
    std::string region = list[list_fields.region.name];
    by_region[region] = {{"region", region},
                         {"name", list[list_fields.name.name]},
                         {"currency", list[list_fields.currency.name]}};
  }
  nlohmann::json regions = nlohmann::json::array();
  for (auto& [region, entry] : by_region) regions.push_back(std::move(entry));
  return regions;
}

}  // namespace lobbykit::sandbox
