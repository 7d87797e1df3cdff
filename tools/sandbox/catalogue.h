// Catalogue: the parts of the toolchain's catalogue.json the sandbox serves
// (categories, currencies, banks, site constants), read once on start.
#pragma once

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

namespace lobbykit::sandbox {

class Catalogue {
 public:
  /// Reads `path`. Throws FatalError if it is missing or not a catalogue.
  static Catalogue load(const std::filesystem::path& path);
  explicit Catalogue(nlohmann::json document);

  /// Categories that are not the lobby, each with its game ids and vendors.
  [[nodiscard]] const nlohmann::json& categories() const { return categories_; }
  /// Currencies in the answer shape of /recharge/channel, the default currency first.
  [[nodiscard]] const nlohmann::json& currencies() const { return currencies_; }
  [[nodiscard]] bool has_currency(const std::string& abbr) const;
  [[nodiscard]] bool has_game(const std::string& game_id) const;
  /// The bank list of the region whose ISO code is `region` ("BD"); null if none.
  [[nodiscard]] nlohmann::json banks_of_region(const std::string& region) const;
  [[nodiscard]] std::string default_currency() const;
  [[nodiscard]] const nlohmann::json& site() const { return document_["site"]; }

 private:
  nlohmann::json document_;
  nlohmann::json categories_ = nlohmann::json::array();
  nlohmann::json currencies_ = nlohmann::json::array();
};

}  // namespace lobbykit::sandbox
