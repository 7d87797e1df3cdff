// Catalogue: the parts of the toolchain's catalogue.json the sandbox serves
// (categories, currencies, banks, site constants, the VIP levels, the tasks), read once on start
// through catalogue.json's output contract (codegen/catalogue_contract.h): a file that does not
// match it is refused, naming the field.
#pragma once

#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "sandbox/task_centre.h"
#include "sandbox/vip_levels.h"

namespace lobbykit::sandbox {

/// A promotion of content/promotions as catalogue.json's "promotions" lists
/// it: what /apply/activity checks (issue 20).
struct CataloguePromotion {
  std::string id;
  std::int64_t start = 0;  ///< seconds since the epoch
  std::int64_t end = 0;    ///< seconds since the epoch
  bool applicable = false;
  /// The lowest `now` the promotion runs at and the first it no longer does.
  [[nodiscard]] bool runs_at(std::int64_t now) const { return start <= now && now < end; }
};

class Catalogue {
 public:
  /// Reads `path`. Throws FatalError if it is missing, not JSON, or does not
  /// match catalogue.json's contract (the message names the first field that
  /// does not).
  static Catalogue load(const std::filesystem::path& path);
  /// REQUIRES: `document` matches catalogue.json's contract (contract::find_mismatch).
  explicit Catalogue(nlohmann::json document);

  /// Categories that are not the lobby, each with its game ids and vendors,
  /// in the answer shape of /game/category.
  [[nodiscard]] const nlohmann::json& categories() const { return categories_; }
  /// Currencies in the answer shape of /recharge/channel, the default currency first.
  [[nodiscard]] const nlohmann::json& currencies() const { return currencies_; }
  [[nodiscard]] bool has_currency(const std::string& abbr) const;
  /// The value of one unit of `abbr` in the default currency (currencies.yaml's
  /// rate: converted = amount / rate); nullopt if there is no such currency.
  [[nodiscard]] std::optional<double> rate_of(const std::string& abbr) const;
  [[nodiscard]] bool has_game(const std::string& game_id) const;
  /// The bank list of the region whose ISO code is `region` ("BD"); null if none.
  [[nodiscard]] nlohmann::json banks_of_region(const std::string& region) const;
  /// Every region with a bank list: [{region, name, currency}], by region code.
  [[nodiscard]] nlohmann::json bank_regions() const;
  /// site.yaml's defaultCurrency, else "USDT".
  [[nodiscard]] std::string default_currency() const;
  /// catalogue.json's site: site.yaml's constants.
  [[nodiscard]] const nlohmann::json& site() const;
  /// The VIP club of content/vip.yaml: its levels and reward currency.
  [[nodiscard]] const VipLevels& vip() const { return vip_; }
  /// catalogue.json's "promotions", in list order.
  [[nodiscard]] const std::vector<CataloguePromotion>& promotions() const { return promotions_; }
  [[nodiscard]] std::optional<CataloguePromotion> promotion(const std::string& id) const;
  /// The task centre of content/tasks.yaml.
  [[nodiscard]] const TaskCentre& tasks() const { return tasks_; }
  /// The category of a game of the catalogue; nullopt if there is no such game.
  [[nodiscard]] std::optional<std::string> category_of(const std::string& game_id) const;
  /// The ids of the game categories (not the lobby), in categories.yaml's order.
  [[nodiscard]] std::vector<std::string> category_ids() const;

 private:
  nlohmann::json document_;
  nlohmann::json categories_ = nlohmann::json::array();
  nlohmann::json currencies_ = nlohmann::json::array();
  VipLevels vip_;
  std::vector<CataloguePromotion> promotions_;
  TaskCentre tasks_;
};

}  // namespace lobbykit::sandbox
