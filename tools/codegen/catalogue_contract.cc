#include "codegen/catalogue_contract.h"

namespace lobbykit::contract {

ImageVariantContract::ImageVariantContract()
    : Record("ImageVariant", "image", "One encoded size of a thumbnail.") {}
const ImageVariantContract& image_variant_contract() {
  static const ImageVariantContract contract;
  return contract;
}

ImageContract::ImageContract()
    : Record("Image", "image",
             "An image published with the site; paths are relative to the site root.\n"
             "Game thumbnails, vendor logos and avatars are WebP thumbnails with a\n"
             "BlurHash; icons are published as they are (no srcset, no blurhash).") {}
const ImageContract& image_contract() {
  static const ImageContract contract;
  return contract;
}

CategoryVendorCountContract::CategoryVendorCountContract()
    : Record("CategoryVendorCount", "categories") {}
const CategoryVendorCountContract& category_vendor_count_contract() {
  static const CategoryVendorCountContract contract;
  return contract;
}

CategoryContract::CategoryContract() : Record("Category", "categories") {}
const CategoryContract& category_contract() {
  static const CategoryContract contract;
  return contract;
}

VendorContract::VendorContract() : Record("Vendor", "vendors") {}
const VendorContract& vendor_contract() {
  static const VendorContract contract;
  return contract;
}

FocalPointContract::FocalPointContract() : Record("FocalPoint", "games") {}
const FocalPointContract& focal_point_contract() {
  static const FocalPointContract contract;
  return contract;
}

GameContract::GameContract() : Record("Game", "games") {}
const GameContract& game_contract() {
  static const GameContract contract;
  return contract;
}

PaymentMethodContract::PaymentMethodContract() : Record("PaymentMethod", "currencies") {}
const PaymentMethodContract& payment_method_contract() {
  static const PaymentMethodContract contract;
  return contract;
}

CurrencyContract::CurrencyContract() : Record("Currency", "currencies") {}
const CurrencyContract& currency_contract() {
  static const CurrencyContract contract;
  return contract;
}

AvatarContract::AvatarContract() : Record("Avatar", "avatars") {}
const AvatarContract& avatar_contract() {
  static const AvatarContract contract;
  return contract;
}

BankContract::BankContract() : Record("Bank", "banks") {}
const BankContract& bank_contract() {
  static const BankContract contract;
  return contract;
}

BankListContract::BankListContract() : Record("BankList", "banks") {}
const BankListContract& bank_list_contract() {
  static const BankListContract contract;
  return contract;
}

VipPerkContract::VipPerkContract()
    : Record("VipPerk", "vip", "A perk of the VIP club; levels name it by id.") {}
const VipPerkContract& vip_perk_contract() {
  static const VipPerkContract contract;
  return contract;
}

VipLevelContract::VipLevelContract()
    : Record("VipLevel", "vip", "A level of the VIP club (content/vip.yaml).") {}
const VipLevelContract& vip_level_contract() {
  static const VipLevelContract contract;
  return contract;
}

TaskContract::TaskContract()
    : Record("Task", "tasks", "A task of the task centre (content/tasks.yaml).") {}
const TaskContract& task_contract() {
  static const TaskContract contract;
  return contract;
}
std::vector<std::string> TaskContract::task_kinds() {
  return {"deposit", "stake", "signin", "spin", "bind-mobile", "profile"};
}

Type categories_type() { return Type::array_of(Type::record(category_contract())); }
Type vendors_type() { return Type::array_of(Type::record(vendor_contract())); }
Type games_type() { return Type::array_of(Type::record(game_contract())); }
Type currencies_type() { return Type::array_of(Type::record(currency_contract())); }
Type payment_methods_type() { return Type::array_of(Type::record(payment_method_contract())); }
Type avatars_type() { return Type::array_of(Type::record(avatar_contract())); }
Type bank_lists_type() {
  return Type::map_of(Type::record(bank_list_contract()), Type::id_union("BankRegion", "banks"));
}

Type vip_currency_type() { return Type::id_union("CurrencyCode", "currencies"); }
Type vip_perks_type() { return Type::array_of(Type::record(vip_perk_contract())); }
Type vip_levels_type() { return Type::array_of(Type::record(vip_level_contract())); }
Type tasks_type() { return Type::array_of(Type::record(task_contract())); }

SiteContract::SiteContract()
    : Record("Site", "", "content/site.yaml's constants (site.ts, `as const`).") {
  open = true;
}
const SiteContract& site_contract() {
  static const SiteContract contract;
  return contract;
}

CatalogueCategoryContract::CatalogueCategoryContract()
    : Record("CatalogueCategory", "", "A Category with its games.") {}
const CatalogueCategoryContract& catalogue_category_contract() {
  static const CatalogueCategoryContract contract;
  return contract;
}

CatalogueVipContract::CatalogueVipContract()
    : Record("CatalogueVip", "", "The VIP club: its reward currency, perks and levels.") {}
const CatalogueVipContract& catalogue_vip_contract() {
  static const CatalogueVipContract contract;
  return contract;
}

CatalogueTaskContract::CatalogueTaskContract()
    : Record("CatalogueTask", "", "A task without its translation keys.") {}
const CatalogueTaskContract& catalogue_task_contract() {
  static const CatalogueTaskContract contract;
  return contract;
}

CatalogueTasksContract::CatalogueTasksContract()
    : Record("CatalogueTasks", "", "The task centre: its switch's default, currency and tasks.") {}
const CatalogueTasksContract& catalogue_tasks_contract() {
  static const CatalogueTasksContract contract;
  return contract;
}

CatalogueContract::CatalogueContract()
    : Record("Catalogue", "",
             "The content the sandbox server serves, as lobbykit build writes it.") {}
const CatalogueContract& catalogue_contract() {
  static const CatalogueContract contract;
  return contract;
}

}  // namespace lobbykit::contract
