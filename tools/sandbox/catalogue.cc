#include "sandbox/catalogue.h"

#include <fmt/format.h>

#include <fstream>
#include <map>

#include "codegen/catalogue_contract.h"
#include "codegen/promotion_contract.h"
#include "core/fatal_error.h"

namespace lobbykit::sandbox {

Catalogue Catalogue::load(const std::filesystem::path& path) {
  std::ifstream in(path);
  if (!in)
    throw FatalError("cannot read catalogue '" + path.string() + "' (run `lobbykit build` first)");
  auto document = nlohmann::json::parse(in, nullptr, false);
  if (document.is_discarded())
    throw FatalError("'" + path.string() + "' is not a lobbykit catalogue.json: it is not JSON");
  if (auto mismatch = contract::find_mismatch(contract::catalogue_contract(), document)) {
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
                      item[level.birthday_reward.name].get<std::int64_t>(),
                      item[level.rebate.name].get<std::map<std::string, std::int64_t>>()});
  }
  return {vip[club.currency.name].get<std::string>(), std::move(levels)};
}

TaskCentre read_tasks(const nlohmann::json& centre) {
  const auto& file = contract::catalogue_tasks_contract();
  const auto& task = contract::catalogue_task_contract();
  std::vector<TaskTerms> tasks;
  for (const auto& item : centre[file.tasks.name]) {
    tasks.push_back({item[task.id.name].get<std::int64_t>(), item[task.key.name].get<std::string>(),
                     task_kind_named(item[task.kind.name].get<std::string>()).value(),
                     item[task.goal.name].get<std::int64_t>(),
                     item[task.reward.name].get<std::int64_t>(),
                     item[task.novice.name].get<bool>()});
  }
  return {centre[file.task_centre.name].get<bool>(), centre[file.currency.name].get<std::string>(),
          std::move(tasks)};
}

}  // namespace

// The answers' keys are the API's (tools/sandbox/contract/openapi.yaml); the
// catalogue's are read through its contract.
Catalogue::Catalogue(nlohmann::json document)
    : document_(std::move(document)),
      vip_(read_vip(document_[contract::catalogue_contract().vip.name])),
      tasks_(read_tasks(document_[contract::catalogue_contract().tasks.name])) {
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
  const auto& promotion = contract::catalogue_promotion_contract();
  for (const auto& item : document_[contract::catalogue_contract().promotions.name]) {
    promotions_.push_back({item[promotion.id.name].get<std::string>(),
                           item[promotion.start.name].get<std::int64_t>(),
                           item[promotion.end.name].get<std::int64_t>(),
                           item[promotion.applicable.name].get<bool>()});
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

std::optional<std::string> Catalogue::category_of(const std::string& game_id) const {
  for (const auto& category : categories_) {
    for (const auto& game : category["games"]) {
      if (game == game_id) return category["id"].get<std::string>();
    }
  }
  return std::nullopt;
}

std::vector<std::string> Catalogue::category_ids() const {
  std::vector<std::string> ids;
  for (const auto& category : categories_) ids.push_back(category["id"].get<std::string>());
  return ids;
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
