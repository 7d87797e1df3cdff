// The content model: what editors write in content/, after validation.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "content/image_ref.h"
#include "content/music.h"
#include "content/page.h"
#include "content/promotion.h"
#include "core/diagnostics.h"
#include "core/yaml_tree.h"

namespace lobbykit {

struct Category {
  std::string id;
  std::string name;
  std::string label_key;
  ImageRef icon;
  bool lobby = false;  ///< the Lobby pseudo-category: no games, skipped by the side menu
  SourceLocation defined_at;
  SourceLocation label_key_at;
};

struct Vendor {
  std::string id;
  std::string name;
  ImageRef logo;
  SourceLocation defined_at;
};

struct FocalPoint {
  double x = 0.5;  ///< fraction of the width, 0 = left
  double y = 0.5;  ///< fraction of the height, 0 = top
};

struct Game {
  std::string id;
  std::string name;
  std::string vendor;
  std::string category;
  bool hot = false;
  std::vector<std::string> tags;
  std::string launch_id;
  ImageRef thumbnail;
  std::optional<FocalPoint> focus;
  SourceLocation defined_at;
  SourceLocation vendor_at;
  SourceLocation category_at;
  SourceLocation launch_id_at;
};

/// A way to deposit (currencies.yaml's `paymentMethods`), which currencies
/// name by id in their `methods`.
struct PaymentMethod {
  std::string id;
  std::string label_key;
  SourceLocation defined_at;
  SourceLocation label_key_at;
};

/// An id as another entry names it: a method in a currency's `methods`, a
/// perk in a VIP level's `perks`.
struct IdRef {
  std::string id;
  SourceLocation named_at;
};
using MethodRef = IdRef;

struct Currency {
  int id = 0;
  std::string abbr;
  std::string mark;
  std::string name;
  std::string name_key;  ///< translation key of its name: currency.usdt
  int type = 1;          ///< 999, 444 and 555 are special types with their own icons
  int digits = 2;
  double rate = 1;  ///< value of one unit in the default currency
  ImageRef icon;
  std::vector<MethodRef> methods;  ///< ids of `paymentMethods`
  SourceLocation defined_at;
  SourceLocation name_key_at;
};

struct Avatar {
  int id = 0;
  ImageRef image;
  SourceLocation defined_at;
};

struct Bank {
  std::string code;
  std::string name;
  std::optional<std::string> type;
  std::optional<int> status;
};

struct BankList {
  std::string file_stem;  ///< bangladesh, hong-kong
  std::string region;     ///< ISO 3166-1 alpha-2
  std::string name;
  std::string currency;
  SourceLocation currency_at;
  std::vector<Bank> banks;
};

/// A perk of the VIP club (vip.yaml's `perks`), which levels name by id.
struct VipPerk {
  std::string id;
  std::string title_key;
  std::string description_key;
  SourceLocation defined_at;
  SourceLocation title_key_at;
  SourceLocation description_key_at;
};

/// A VIP level's rebate rate for one category.
struct VipRebate {
  std::string category;
  std::int64_t basis_points = 0;  ///< 1/100 of a percent of the stake
  SourceLocation category_at;     ///< the category id, a key of the level's `rebate`
};

struct VipLevel {
  int level = 0;
  std::int64_t points = 0;  ///< VIP points that reach it
  std::string name_key;
  std::vector<IdRef> perks;          ///< ids of VipClub::perks
  std::int64_t level_up_reward = 0;  ///< minor units of the reward currency
  std::int64_t birthday_reward = 0;  ///< minor units of the reward currency
  SourceLocation defined_at;         ///< its `level`
  SourceLocation points_at;
  SourceLocation name_key_at;
  /// The betting rebate, in basis points of the stake (0.5% is 50), by
  /// category id as the level lists them; an unlisted category is 0.
  std::vector<VipRebate> rebate;
};

/// content/vip.yaml: the reward currency, the perks and the levels.
struct VipClub {
  std::string currency;
  SourceLocation currency_at;
  std::vector<VipPerk> perks;
  std::vector<VipLevel> levels;  ///< as vip.yaml lists them (checked: 0, 1, 2, ... in order)
};

/// A task of the task centre (content/tasks.yaml).
struct Task {
  std::int64_t id = 0;
  std::string key;
  std::string kind;         ///< deposit, stake, signin, spin, bind-mobile or profile
  std::string goal_text;    ///< as written: a count, or an amount of the task currency for stake
  std::int64_t reward = 0;  ///< minor units of the task currency
  bool novice = false;
  std::string title_key;
  std::string description_key;
  SourceLocation defined_at;  ///< its `id`
  SourceLocation key_at;
  SourceLocation goal_at;
  SourceLocation reward_at;
  SourceLocation title_key_at;
  SourceLocation description_key_at;
};

/// content/tasks.yaml: the task switch's default, the reward currency, the tasks.
struct TaskCentre {
  bool on_by_default = false;  ///< `taskCentre`
  std::string currency;
  SourceLocation currency_at;
  std::vector<Task> tasks;  ///< as tasks.yaml lists them
};

/// Which kinds lost entries to errors. Checks that need a complete list
/// (unknown references, categories without games, unused images) skip a kind
/// that is incomplete, so one broken file does not cascade into false errors.
struct LoadGaps {
  bool categories = false;
  bool vendors = false;
  bool games = false;
  bool currencies = false;
  bool images = false;  ///< some file's image references were not all read
};

/// Everything under content/, validated.
struct Catalogue {
  nlohmann::ordered_json site;  ///< content/site.yaml as typed JSON; null if it is invalid
  /// content/site.yaml as read, with positions; unset if it could not be
  /// read as YAML. Checks locate its keys with site_location().
  std::optional<YamlFile> site_file;
  std::vector<Category> categories;
  std::vector<Vendor> vendors;
  std::vector<Game> games;  ///< sorted by id
  std::vector<Currency> currencies;
  std::vector<PaymentMethod> payment_methods;  ///< as currencies.yaml lists them
  std::vector<Avatar> avatars;
  std::vector<BankList> banks;  ///< sorted by file name
  /// content/vip.yaml (optional); unset if the repository has none or it
  /// does not match its schema.
  std::optional<VipClub> vip;
  /// content/promotions/*.yaml that loaded, in list order (order, then id).
  std::vector<Promotion> promotions;
  /// content/pages/*.yaml that loaded, by id.
  std::vector<ContentPage> pages;
  /// site.yaml's app.icon, resolved; unset when site.yaml is invalid or the
  /// path cannot be used (reported). Its bytes are the app icon step's to check.
  std::optional<ImageRef> app_icon;
  /// content/tasks.yaml (optional); unset if the repository has none or it
  /// does not match its schema.
  std::optional<TaskCentre> tasks;
  /// content/music.yaml's tracks that loaded, in play order; empty without it.
  std::vector<MusicTrack> music;
  LoadGaps gaps;

  /// Where a check of site.yaml points: the location of the value of
  /// `dotted_key` (mapping keys joined by '.', like "defaultCurrency" or
  /// "images.filterStrength") in content/site.yaml, 1-based as every
  /// diagnostic. If the key is absent, the location of its nearest present
  /// parent mapping. If site.yaml could not be read as YAML (missing,
  /// unreadable, malformed: reported already), {"content/site.yaml", 0, 0},
  /// the whole file.
  [[nodiscard]] SourceLocation site_location(std::string_view dotted_key) const {
    return site_file ? site_file->locate(dotted_key) : SourceLocation{"content/site.yaml", 0, 0};
  }
};

}  // namespace lobbykit
