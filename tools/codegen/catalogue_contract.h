// The catalogue's output contract: the one description of the content
// modules the app imports (image.ts, categories.ts, vendors.ts, games.ts,
// currencies.ts, avatars.ts, banks.ts, vip.ts; promotions.ts is in
// promotion_contract.h) and of catalogue.json, which the sandbox server reads
// back. content/catalogue_emitter.cc writes both through
// these records; sandbox/catalogue.cc reads catalogue.json through them.
#pragma once

#include "codegen/output_contract.h"

namespace lobbykit::contract {

/// image.ts ImageVariant: one encoded size of a thumbnail.
struct ImageVariantContract : Record {
  ImageVariantContract();
  const Field& src = field("src", Type::string());
  const Field& width = field("width", Type::integer());
  const Field& height = field("height", Type::integer());
  const Field& density = field("density", Type::integer(), "1 for 1x, 2 for 2x.");
};
const ImageVariantContract& image_variant_contract();

/// image.ts Image: an image published with the site.
struct ImageContract : Record {
  ImageContract();
  const Field& src = field("src", Type::string(), "The 1x file.");
  const Field& width = field("width", Type::integer(),
                             "Display size in CSS pixels (intrinsic size for an icon, the viewBox "
                             "size for an SVG).");
  const Field& height = field("height", Type::integer());
  const Field& srcset =
      optional_field("srcset", Type::string(),
                     "For `<img srcset>`: 'a.webp 1x, b.webp 2x'; absent for an image published "
                     "as it is.");
  const Field& blurhash = optional_field(
      "blurhash", Type::string(),
      "Placeholder to draw while the image loads; absent for an image published as it is.");
  const Field& variants = field("variants", Type::array_of(Type::record(image_variant_contract())));
};
const ImageContract& image_contract();

/// categories.ts CategoryVendorCount.
struct CategoryVendorCountContract : Record {
  CategoryVendorCountContract();
  const Field& vendor_id = field("vendorId", Type::string());
  const Field& game_count = field("gameCount", Type::integer());
};
const CategoryVendorCountContract& category_vendor_count_contract();

/// categories.ts Category.
struct CategoryContract : Record {
  CategoryContract();
  const Field& id = field("id", Type::id_union("CategoryId", "categories"));
  const Field& name = field("name", Type::string());
  const Field& label_key =
      field("labelKey", Type::expression("MessageKey", Type::string(), "MessageKey", "messages"));
  const Field& icon = field("icon", Type::record(image_contract()));
  const Field& lobby = field("lobby", Type::boolean(),
                             "The Lobby pseudo-category: no games, skipped by the side menu.");
  const Field& game_count = field("gameCount", Type::integer(), "Sum of `vendors[].gameCount`.");
  const Field& vendors =
      field("vendors", Type::array_of(Type::record(category_vendor_count_contract())));
};
const CategoryContract& category_contract();

/// vendors.ts Vendor.
struct VendorContract : Record {
  VendorContract();
  const Field& id = field("id", Type::id_union("VendorId", "vendors"));
  const Field& name = field("name", Type::string());
  const Field& logo = field("logo", Type::record(image_contract()));
  const Field& game_count = field("gameCount", Type::integer());
};
const VendorContract& vendor_contract();

/// games.ts FocalPoint.
struct FocalPointContract : Record {
  FocalPointContract();
  const Field& x = field("x", Type::number());
  const Field& y = field("y", Type::number());
};
const FocalPointContract& focal_point_contract();

/// games.ts Game.
struct GameContract : Record {
  GameContract();
  const Field& id = field("id", Type::string());
  const Field& name = field("name", Type::string());
  const Field& vendor = field("vendor", Type::id_union("VendorId", "vendors"));
  const Field& category = field("category", Type::id_union("CategoryId", "categories"));
  const Field& hot = field("hot", Type::boolean());
  const Field& tags = field("tags", Type::array_of(Type::string()));
  const Field& launch_id = field("launchId", Type::string());
  const Field& thumbnail = field("thumbnail", Type::record(image_contract()));
  const Field& focus = optional_field("focus", Type::record(focal_point_contract()));
};
const GameContract& game_contract();

/// currencies.ts PaymentMethod: a way to deposit, which currencies name by id.
struct PaymentMethodContract : Record {
  PaymentMethodContract();
  const Field& id = field("id", Type::id_union("PaymentMethodId", "currencies"));
  const Field& label_key =
      field("labelKey", Type::expression("MessageKey", Type::string(), "MessageKey", "messages"));
};
const PaymentMethodContract& payment_method_contract();

/// currencies.ts Currency.
struct CurrencyContract : Record {
  CurrencyContract();
  const Field& id = field("id", Type::integer());
  const Field& abbr = field("abbr", Type::id_union("CurrencyCode", "currencies"));
  const Field& mark = field("mark", Type::string());
  const Field& name = field("name", Type::string(), "The catalogue's name, in English.");
  const Field& name_key =
      field("nameKey", Type::expression("MessageKey", Type::string(), "MessageKey", "messages"),
            "Translation key of its name in the player's language.");
  const Field& type =
      field("type", Type::integer(), "999, 444 and 555 are special types with their own icons.");
  const Field& digits = field("digits", Type::integer());
  const Field& rate =
      field("rate", Type::number(),
            "Value of one unit in the default currency: converted = amount / rate.");
  const Field& icon = field("icon", Type::record(image_contract()));
  const Field& methods =
      field("methods", Type::array_of(Type::id_union("PaymentMethodId", "currencies")),
            "Deposit methods, by id; `paymentMethods` holds their label keys.");
};
const CurrencyContract& currency_contract();

/// avatars.ts Avatar.
struct AvatarContract : Record {
  AvatarContract();
  const Field& id = field("id", Type::integer(), "headId, 1 to 21.");
  const Field& image = field("image", Type::record(image_contract()));
};
const AvatarContract& avatar_contract();

/// banks.ts Bank.
struct BankContract : Record {
  BankContract();
  const Field& bank_code = field("bankCode", Type::string());
  const Field& bank_name = field("bankName", Type::string());
  const Field& bank_type = optional_field("bankType", Type::string());
  const Field& status = optional_field("status", Type::integer(), "1 available, 0 unavailable.");
};
const BankContract& bank_contract();

/// banks.ts BankList.
struct BankListContract : Record {
  BankListContract();
  const Field& region = field("region", Type::string(), "ISO 3166-1 alpha-2.");
  const Field& name = field("name", Type::string());
  const Field& currency = field("currency", Type::id_union("CurrencyCode", "currencies"));
  const Field& banks = field("banks", Type::array_of(Type::record(bank_contract())));
};
const BankListContract& bank_list_contract();

/// vip.ts VipPerk.
struct VipPerkContract : Record {
  VipPerkContract();
  const Field& id = field("id", Type::id_union("VipPerkId", "vip"));
  const Field& title_key =
      field("titleKey", Type::expression("MessageKey", Type::string(), "MessageKey", "messages"));
  const Field& description_key = field(
      "descriptionKey", Type::expression("MessageKey", Type::string(), "MessageKey", "messages"));
};
const VipPerkContract& vip_perk_contract();

/// vip.ts VipLevel.
struct VipLevelContract : Record {
  VipLevelContract();
  const Field& level = field("level", Type::integer(), "0, 1, 2, ...: VIP 0 is every new player.");
  const Field& points = field("points", Type::integer(), "VIP points that reach it.");
  const Field& name_key =
      field("nameKey", Type::expression("MessageKey", Type::string(), "MessageKey", "messages"));
  const Field& perks = field("perks", Type::array_of(Type::id_union("VipPerkId", "vip")));
  const Field& level_up_reward =
      field("levelUpReward", Type::integer(),
            "Minor units of vipCurrency, credited once when a player first reaches it.");
  const Field& birthday_reward =
      field("birthdayReward", Type::integer(),
            "Minor units of vipCurrency, credited on a player's birthday at this level.");
};
const VipLevelContract& vip_level_contract();

/// The types of the modules' exported data.
Type categories_type();  ///< readonly Category[]
Type vendors_type();
Type games_type();
Type currencies_type();
Type payment_methods_type();  ///< readonly PaymentMethod[]
Type avatars_type();
Type bank_lists_type();    ///< Readonly<Record<BankRegion, BankList>>
Type vip_currency_type();  ///< CurrencyCode
Type vip_perks_type();     ///< readonly VipPerk[]
Type vip_levels_type();    ///< readonly VipLevel[], by level

/// catalogue.json's site: content/site.yaml's constants, of which the
/// contract names the ones the server reads; the others pass as they are.
struct SiteContract : Record {
  SiteContract();
  const Field& default_currency =
      optional_field("defaultCurrency", Type::id_union("CurrencyCode", "currencies"));
};
const SiteContract& site_contract();

/// catalogue.json's category: a Category with its games' ids.
struct CatalogueCategoryContract : Record {
  CatalogueCategoryContract();
  const CategoryContract& category = category_contract();
  const Field& id = field(category.id);
  const Field& name = field(category.name);
  const Field& label_key = field(category.label_key);
  const Field& icon = field(category.icon);
  const Field& lobby = field(category.lobby);
  const Field& game_count = field(category.game_count);
  const Field& vendors = field(category.vendors);
  const Field& games = field("games", Type::array_of(Type::string()),
                             "The ids of the category's games, as the /game/category answer "
                             "embeds them.");
};
const CatalogueCategoryContract& catalogue_category_contract();

/// catalogue.json's vip: content/vip.yaml as vip.ts exports it.
struct CatalogueVipContract : Record {
  CatalogueVipContract();
  const Field& currency = field("currency", vip_currency_type(),
                                "The currency of every reward, and the one VIP points count in.");
  const Field& perks = field("perks", vip_perks_type());
  const Field& levels = field("levels", vip_levels_type(),
                              "From VIP 0 up, thresholds rising; empty without content/vip.yaml.");
};
const CatalogueVipContract& catalogue_vip_contract();

/// catalogue.json's promotions: readonly CataloguePromotion[] (codegen/promotion_contract.h).
Type catalogue_promotions_type();

/// catalogue.json: the catalogue for the sandbox server.
struct CatalogueContract : Record {
  CatalogueContract();
  const Field& site = field("site", Type::record(site_contract()));
  const Field& categories =
      field("categories", Type::array_of(Type::record(catalogue_category_contract())));
  const Field& vendors = field("vendors", vendors_type());
  const Field& currencies = field("currencies", currencies_type());
  const Field& avatars = field("avatars", avatars_type());
  const Field& banks = field("banks", bank_lists_type());
  const Field& vip = field("vip", Type::record(catalogue_vip_contract()));
  const Field& promotions = field("promotions", catalogue_promotions_type(),
                                  "content/promotions/, in list order.");
};
const CatalogueContract& catalogue_contract();

/// Where the build writes catalogue.json's JSON Schema, in the output folder.
inline constexpr std::string_view kCatalogueSchemaPath = "schema/catalogue.schema.json";

}  // namespace lobbykit::contract
