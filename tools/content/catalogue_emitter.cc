#include "content/catalogue_emitter.h"

#include <memory>
#include <unordered_map>

#include "codegen/catalogue_contract.h"
#include "codegen/json_writer.h"
#include "codegen/typescript.h"
#include "content/catalogue_checks.h"
#include "content/music_emitter.h"
#include "content/page_emitter.h"
#include "content/promotion_emitter.h"
#include "core/content_hash.h"
#include "core/fatal_error.h"

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

namespace lobbykit {

namespace {

/// Each image's published JSON (contract::ImageContract): as it is, or the
/// WebP thumbnails the image stage rendered. It stages nothing, so the
/// streamed files can ask again each time they are written.
class ImageJson {
 public:
  explicit ImageJson(PublishedImageLookup images) : images_(std::move(images)) {}

  PublishedImage published(const ImageRef& ref) const { return images_(ref); }

  /// Where an image published as it is went (its name comes from its bytes,
  /// which are read once, when it is staged).
  void note_as_it_is(const std::string& content_path, std::string media) {
    as_it_is_.emplace(content_path, std::move(media));
  }
  [[nodiscard]] bool has_as_it_is(const std::string& content_path) const {
    return as_it_is_.count(content_path) > 0;
  }

  /// REQUIRES: an image published as it is was noted first.
  Json operator()(const ImageRef& ref) const {
    const PublishedImage published_image = images_(ref);
    if (const RenderedImage* rendered = published_image.rendered())
      return thumbnail(ref.path, *rendered);
    const auto& c = contract::image_contract();
    Json out;
    out[c.src.name] = as_it_is_.at(ref.path);
    out[c.width.name] = published_image.width;
    out[c.height.name] = published_image.height;
    out[c.variants.name] = Json::array();
    return out;
  }

 private:
  static Json thumbnail(const std::string& path, const RenderedImage& rendered) {
    const auto& c = contract::image_contract();
    const auto& v = contract::image_variant_contract();
    Json variants = Json::array();
    std::string srcset;
    for (const ImageVariant& variant : rendered.variants()) {
      std::string published = thumbnail_media_path(path, variant, variant.hash.hex());
      srcset +=
          (srcset.empty() ? "" : ", ") + published + " " + std::to_string(variant.density) + "x";
      Json item;  // built key by key: an initializer list costs more than the rest of the image
      item[v.src.name] = std::move(published);
      item[v.width.name] = variant.width;
      item[v.height.name] = variant.height;
      item[v.density.name] = variant.density;
      variants.push_back(std::move(item));
    }
    const ImageVariant& first = rendered.variants().front();
    Json out;
    out[c.src.name] = variants.front()[v.src.name];
    out[c.width.name] = first.width / first.density;
    out[c.height.name] = first.height / first.density;
    out[c.srcset.name] = std::move(srcset);
    out[c.blurhash.name] = rendered.blurhash();
    out[c.variants.name] = std::move(variants);
    return out;
  }

  PublishedImageLookup images_;
  std::unordered_map<std::string, std::string> as_it_is_;  ///< content path -> media path
};

Json game_json(const Game& game, const ImageJson& image) {
  const auto& c = contract::game_contract();
  Json item;
  item[c.id.name] = game.id;
  item[c.name.name] = game.name;
  item[c.vendor.name] = game.vendor;
  item[c.category.name] = game.category;
  item[c.hot.name] = game.hot;
  item[c.tags.name] = game.tags;
  item[c.launch_id.name] = game.launch_id;
  item[c.thumbnail.name] = image(game.thumbnail);
  if (game.focus) {
    const auto& point = contract::focal_point_contract();
    item[c.focus.name] = {{point.x.name, game.focus->x}, {point.y.name, game.focus->y}};
  }
  return item;
}

// catalogue.json's categories: each with the ids of its games, which the
// /game/category answer embeds.
void write_categories_with_games(JsonWriter& json, const Json& categories,
                                 const std::vector<Game>& games) {
  const auto& c = contract::catalogue_category_contract();
  json.begin_array();
  for (const auto& category : categories) {
    json.begin_object();
    for (auto it = category.begin(); it != category.end(); ++it) {
      json.key(it.key());
      json.value(it.value());
    }
    const auto& id = category.at(c.id.name).get_ref<const std::string&>();
    json.key(c.games.name);
    json.begin_array();
    for (const Game& game : games) {
      if (game.category == id) json.value(game.id);
    }
    json.end_array();
    json.end_object();
  }
  json.end_array();
}

// games.ts and catalogue.json grow with the games: each is staged as a
// writer that goes through the catalogue's games one at a time, and is never
// held whole, as text or as a JSON DOM (OutputTree::add_streamed).
class Emitter {
 public:
  Emitter(const Catalogue& catalogue, const PublishedImageLookup& images, const FileSystem& fs,
          fs::path root, OutputTree& out)
      : catalogue_(catalogue),
        image_json_(std::make_shared<ImageJson>(images)),
        fs_(fs),
        root_(std::move(root)),
        out_(out) {}

  void run() {
    emit_site();
    emit_image_type();
    Json categories = category_list();
    Json vendors = vendor_list();
    for (const auto& game : catalogue_.games) publish(game.thumbnail);
    Json currencies = currency_list();
    Json payment_methods = payment_method_list();
    Json avatars = avatar_list();
    Json banks = bank_lists();

    module("categories", typescript::union_type("CategoryId", ids(catalogue_.categories)) + "\n",
           {&contract::category_vendor_count_contract(), &contract::category_contract()},
           {{"categories", contract::categories_type(), categories}});
    module("vendors", typescript::union_type("VendorId", ids(catalogue_.vendors)) + "\n",
           {&contract::vendor_contract()}, {{"vendors", contract::vendors_type(), vendors}});
    emit_games();
    module("currencies",
           typescript::union_type("CurrencyCode", currency_codes()) + "\n" +
               typescript::union_type("PaymentMethodId", ids(catalogue_.payment_methods)) + "\n",
           {&contract::payment_method_contract(), &contract::currency_contract()},
           {{"currencies", contract::currencies_type(), currencies},
            {"paymentMethods", contract::payment_methods_type(), payment_methods}});
    module("avatars", "", {&contract::avatar_contract()},
           {{"avatars", contract::avatars_type(), avatars}});
    std::vector<std::string> regions;
    for (const auto& list : catalogue_.banks) regions.push_back(list.file_stem);
    module("banks", typescript::union_type("BankRegion", regions) + "\n",
           {&contract::bank_contract(), &contract::bank_list_contract()},
           {{"bankLists", contract::bank_lists_type(), banks}});

    Json vip_currency = vip_reward_currency();
    Json vip_perks = vip_perk_list();
    Json vip_levels = vip_level_list();
    std::vector<std::string> perk_ids;
    if (catalogue_.vip) perk_ids = ids(catalogue_.vip->perks);
    module("vip", typescript::union_type("VipPerkId", perk_ids) + "\n",
           {&contract::vip_perk_contract(), &contract::vip_level_contract()},
           {{"vipCurrency", contract::vip_currency_type(), vip_currency},
            {"vipPerks", contract::vip_perks_type(), vip_perks},
            {"vipLevels", contract::vip_levels_type(), vip_levels}});

    Json task_currency = task_reward_currency();
    Json tasks = task_list();
    Json task_centre = catalogue_.tasks && catalogue_.tasks->on_by_default;
    module("tasks", typescript::union_type("TaskKind", contract::TaskContract::task_kinds()) + "\n",
           {&contract::task_contract()},
           {{"taskCentreDefault", contract::Type::boolean(), task_centre},
            {"taskCurrency", contract::Type::id_union("CurrencyCode", "currencies"), task_currency},
            {"tasks", contract::tasks_type(), tasks}});

    const auto& document = contract::catalogue_contract();
    Json catalogue;
    catalogue[document.site.name] = catalogue_.site;
    catalogue[document.categories.name] = categories;  // and each one's games, as it is written
    catalogue[document.vendors.name] = vendors;
    catalogue[document.currencies.name] = currencies;
    catalogue[document.avatars.name] = avatars;
    catalogue[document.banks.name] = banks;
    const auto& vip = contract::catalogue_vip_contract();
    catalogue[document.vip.name] = {{vip.currency.name, std::move(vip_currency)},
                                    {vip.perks.name, std::move(vip_perks)},
                                    {vip.levels.name, std::move(vip_levels)}};
    catalogue[document.promotions.name] = catalogue_promotions(catalogue_.promotions);
    emit_promotions(
        catalogue_.promotions, [this](const ImageRef& ref) { return image(ref); }, out_);
    emit_content_pages(catalogue_.pages, out_);
    catalogue[document.tasks.name] = catalogue_tasks(task_centre, task_currency);
    emit_music(catalogue_.music, out_);
    emit_catalogue_json(std::move(catalogue));
    contract::IdValues id_values = {{"CategoryId", ids(catalogue_.categories)},
                                    {"VendorId", ids(catalogue_.vendors)},
                                    {"CurrencyCode", currency_codes()},
                                    {"PaymentMethodId", ids(catalogue_.payment_methods)},
                                    {"BankRegion", regions},
                                    {"VipPerkId", perk_ids}};
    out_.add(
        std::string(contract::kCatalogueSchemaPath),
        contract::json_schema(document, "catalogue.schema.json",
                              "catalogue.json: the content the sandbox server serves", id_values)
                .dump(2) +
            "\n");
  }

 private:
  template <typename Item>
  static std::vector<std::string> ids(const std::vector<Item>& items) {
    std::vector<std::string> out;
    for (const auto& item : items) out.push_back(item.id);
    return out;
  }

  std::vector<std::string> currency_codes() const {
    std::vector<std::string> codes;
    for (const auto& c : catalogue_.currencies) codes.push_back(c.abbr);
    return codes;
  }

  /// One `export const <name>: <type> = <data>;` of a module.
  struct Export {
    std::string_view name;
    contract::Type type;
    const Json& data;
  };

  /// The text of `<name>.ts` before its exports: the notice, the imports of
  /// `declared` and `used`, `head` (the module's id unions), the interfaces
  /// of `declared`.
  static std::string module_head(const std::string& name, const std::string& head,
                                 const std::vector<const contract::Record*>& declared,
                                 const std::vector<contract::Type>& used) {
    std::string imports = contract::typescript_imports(name, declared, used);
    std::string out = typescript::notice() + imports + (imports.empty() ? "" : "\n") + head;
    for (const contract::Record* record : declared)
      out += contract::typescript_interface(*record) + "\n";
    return out;
  }

  /// `<name>.ts`: module_head, then each of `exports`.
  void module(const std::string& name, const std::string& head,
              const std::vector<const contract::Record*>& declared,
              const std::vector<Export>& exports) {
    std::vector<contract::Type> used;
    std::string body;
    for (const Export& data : exports) {
      if (!used.empty()) body += "\n";
      body +=
          typescript::const_declaration(data.name, contract::typescript_type(data.type), data.data);
      used.push_back(data.type);
    }
    out_.add(name + ".ts", module_head(name, head, declared, used) + body);
  }

  /// games.ts, streamed: one game's JSON at a time.
  void emit_games() {
    std::string head =
        module_head("games", "", {&contract::focal_point_contract(), &contract::game_contract()},
                    {contract::games_type()});
    std::string type = contract::typescript_type(contract::games_type());
    out_.add_streamed("games.ts",
                      [head = std::move(head), type = std::move(type), &games = catalogue_.games,
                       image = std::shared_ptr<const ImageJson>(image_json_)](ByteSink& sink) {
                        JsonWriter json(sink);
                        json.text(head);
                        json.text(typescript::const_declaration_start("games", type));
                        json.begin_array();
                        for (const Game& game : games) json.value(game_json(game, *image));
                        json.end_array();
                        json.text(typescript::const_declaration_end(type));
                        json.flush();
                      });
  }

  /// catalogue.json, streamed: `catalogue` holds every member but the
  /// categories' games, which are written from the catalogue's games.
  void emit_catalogue_json(Json catalogue) {
    out_.add_streamed(
        "catalogue.json", [catalogue = std::make_shared<const Json>(std::move(catalogue)),
                           &games = catalogue_.games](ByteSink& sink) {
          const std::string& categories = contract::catalogue_contract().categories.name;
          typescript::write_json_document(sink, [&](JsonWriter& json) {
            for (auto it = catalogue->begin(); it != catalogue->end(); ++it) {
              json.key(it.key());
              if (it.key() == categories) {
                write_categories_with_games(json, it.value(), games);
              } else {
                json.value(it.value());
              }
            }
          });
        });
  }

  void emit_site() {
    out_.add("site.ts", typescript::notice() +
                            typescript::const_declaration("site", "", catalogue_.site) +
                            "\nexport type Site = typeof site;\n");
  }

  void emit_image_type() {
    out_.add("image.ts", typescript::notice() +
                             contract::typescript_interface(contract::image_variant_contract()) +
                             "\n" + contract::typescript_interface(contract::image_contract()));
  }

  /// Stages the files an image is published as: its thumbnails, or its
  /// bytes as they are.
  void publish(const ImageRef& ref) {
    const PublishedImage published_image = image_json_->published(ref);
    if (published_image.rendered()) return publish_thumbnails(ref.path, published_image);
    if (image_json_->has_as_it_is(ref.path)) return;
    auto bytes = fs_.read(root_ / ref.path);
    if (!bytes) throw FatalError("cannot read '" + ref.path + "' while writing output");
    std::string published = media_path(ref.path, *bytes);
    if (!out_.contains(published)) out_.add(published, std::move(*bytes));
    image_json_->note_as_it_is(ref.path, std::move(published));
  }

  /// REQUIRES: `image` has thumbnails (its record is in its store).
  void publish_thumbnails(const std::string& path, const PublishedImage& image) {
    static_assert(kVariantHashDigits == OutputTree::kManifestHashDigits,
                  "a variant's hash names its file and goes into the output manifest as it is");
    const auto variants = image.rendered()->variants();
    for (std::size_t i = 0; i < variants.size(); ++i) {
      const ImageVariant& variant = variants[i];
      const std::string hash = variant.hash.hex();
      std::string published = thumbnail_media_path(path, variant, hash);
      if (out_.contains(published)) continue;
      // Read only if they must be written, from where the images part left
      // them (not copied into the tree as well).
      out_.add_lazy(published, image.webp.store, image.webp.image, i);
    }
  }

  /// Stages an image and gives its JSON.
  Json image(const ImageRef& ref) {
    publish(ref);
    return (*image_json_)(ref);
  }

  Json category_list() {
    const auto& c = contract::category_contract();
    const auto& count_fields = contract::category_vendor_count_contract();
    auto counts = count_games(catalogue_);
    Json out = Json::array();
    for (const auto& category : catalogue_.categories) {
      Json vendors = Json::array();
      int total = 0;
      if (auto it = counts.find(category.id); it != counts.end() && !category.lobby) {
        for (const auto& [vendor, count] : it->second) {
          vendors.push_back(
              {{count_fields.vendor_id.name, vendor}, {count_fields.game_count.name, count}});
          total += count;
        }
      }
      Json item;
      item[c.id.name] = category.id;
      item[c.name.name] = category.name;
      item[c.label_key.name] = category.label_key;
      item[c.icon.name] = image(category.icon);
      item[c.lobby.name] = category.lobby;
      item[c.game_count.name] = total;
      item[c.vendors.name] = std::move(vendors);
      out.push_back(std::move(item));
    }
    return out;
  }

  Json vendor_list() {
    const auto& c = contract::vendor_contract();
    std::map<std::string, int> per_vendor;
    for (const auto& game : catalogue_.games) per_vendor[game.vendor] += 1;
    std::vector<const Vendor*> sorted;
    for (const auto& vendor : catalogue_.vendors) sorted.push_back(&vendor);
    std::sort(sorted.begin(), sorted.end(), [](auto* a, auto* b) { return a->id < b->id; });
    Json out = Json::array();
    for (const auto* vendor : sorted) {
      Json item;
      item[c.id.name] = vendor->id;
      item[c.name.name] = vendor->name;
      item[c.logo.name] = image(vendor->logo);
      item[c.game_count.name] = per_vendor[vendor->id];
      out.push_back(std::move(item));
    }
    return out;
  }

  Json currency_list() {
    const auto& c = contract::currency_contract();
    Json out = Json::array();
    for (const auto& currency : catalogue_.currencies) {
      Json item;
      item[c.id.name] = currency.id;
      item[c.abbr.name] = currency.abbr;
      item[c.mark.name] = currency.mark;
      item[c.name.name] = currency.name;
      item[c.name_key.name] = currency.name_key;
      item[c.type.name] = currency.type;
      item[c.digits.name] = currency.digits;
      item[c.rate.name] = currency.rate;
      item[c.icon.name] = image(currency.icon);
      Json methods = Json::array();
      for (const auto& method : currency.methods) methods.push_back(method.id);
      item[c.methods.name] = std::move(methods);
      out.push_back(std::move(item));
    }
    return out;
  }

  Json payment_method_list() const {
    const auto& c = contract::payment_method_contract();
    Json out = Json::array();
    for (const auto& method : catalogue_.payment_methods)
      out.push_back({{c.id.name, method.id}, {c.label_key.name, method.label_key}});
    return out;
  }

  Json avatar_list() {
    const auto& c = contract::avatar_contract();
    std::vector<const Avatar*> sorted;
    for (const auto& avatar : catalogue_.avatars) sorted.push_back(&avatar);
    std::sort(sorted.begin(), sorted.end(), [](auto* a, auto* b) { return a->id < b->id; });
    Json out = Json::array();
    for (const auto* avatar : sorted)
      out.push_back({{c.id.name, avatar->id}, {c.image.name, image(avatar->image)}});
    return out;
  }

  Json bank_lists() {
    const auto& c = contract::bank_list_contract();
    const auto& b = contract::bank_contract();
    Json out = Json::object();
    for (const auto& list : catalogue_.banks) {
      Json banks = Json::array();
      for (const auto& bank : list.banks) {
        Json item;
        item[b.bank_code.name] = bank.code;
        item[b.bank_name.name] = bank.name;
        if (bank.type) item[b.bank_type.name] = *bank.type;
        if (bank.status) item[b.status.name] = *bank.status;
        banks.push_back(std::move(item));
      }
      out[list.file_stem] = {{c.region.name, list.region},
                             {c.name.name, list.name},
                             {c.currency.name, list.currency},
                             {c.banks.name, std::move(banks)}};
    }
    return out;
  }

  // Without content/vip.yaml the club has no levels, and its currency is
  // the site's default one.
  Json vip_reward_currency() const {
    if (catalogue_.vip) return catalogue_.vip->currency;
    return catalogue_.site.value("defaultCurrency", std::string());
  }

  Json vip_perk_list() const {
    const auto& c = contract::vip_perk_contract();
    Json out = Json::array();
    if (!catalogue_.vip) return out;
    for (const auto& perk : catalogue_.vip->perks) {
      Json item;
      item[c.id.name] = perk.id;
      item[c.title_key.name] = perk.title_key;
      item[c.description_key.name] = perk.description_key;
      out.push_back(std::move(item));
    }
    return out;
  }

  Json vip_level_list() const {
    const auto& c = contract::vip_level_contract();
    Json out = Json::array();
    if (!catalogue_.vip) return out;
    for (const auto& level : catalogue_.vip->levels) {
      Json perks = Json::array();
      for (const auto& perk : level.perks) perks.push_back(perk.id);
      Json item;
      item[c.level.name] = level.level;
      item[c.points.name] = level.points;
      item[c.name_key.name] = level.name_key;
      item[c.perks.name] = std::move(perks);
      item[c.level_up_reward.name] = level.level_up_reward;
      item[c.birthday_reward.name] = level.birthday_reward;
      Json rebate = Json::object();
      for (const auto& rate : level.rebate) rebate[rate.category] = rate.basis_points;
      item[c.rebate.name] = std::move(rebate);
      out.push_back(std::move(item));
    }
    return out;
  }

  // Without content/tasks.yaml there are no tasks, the centre is off, and
  // the currency is the site's default one.
  Json task_reward_currency() const {
    if (catalogue_.tasks) return catalogue_.tasks->currency;
    return catalogue_.site.value("defaultCurrency", std::string());
  }

  Json task_list() const {
    const auto& c = contract::task_contract();
    Json out = Json::array();
    if (!catalogue_.tasks) return out;
    for (const auto& task : catalogue_.tasks->tasks) {
      Json item;
      item[c.id.name] = task.id;
      item[c.key.name] = task.key;
      item[c.kind.name] = task.kind;
      item[c.goal.name] = task_goal_units(task);
      item[c.reward.name] = task.reward;
      item[c.novice.name] = task.novice;
      item[c.title_key.name] = task.title_key;
      item[c.description_key.name] = task.description_key;
      out.push_back(std::move(item));
    }
    return out;
  }

  // catalogue.json's tasks: the tasks without their translation keys.
  Json catalogue_tasks(const Json& task_centre, const Json& currency) const {
    const auto& c = contract::catalogue_tasks_contract();
    const auto& t = contract::catalogue_task_contract();
    Json tasks = Json::array();
    if (catalogue_.tasks) {
      for (const auto& task : catalogue_.tasks->tasks) {
        Json item;
        item[t.id.name] = task.id;
        item[t.key.name] = task.key;
        item[t.kind.name] = task.kind;
        item[t.goal.name] = task_goal_units(task);
        item[t.reward.name] = task.reward;
        item[t.novice.name] = task.novice;
        tasks.push_back(std::move(item));
      }
    }
    return {{c.task_centre.name, task_centre},
            {c.currency.name, currency},
            {c.tasks.name, std::move(tasks)}};
  }

  const Catalogue& catalogue_;
  std::shared_ptr<ImageJson> image_json_;
  const FileSystem& fs_;
  fs::path root_;
  OutputTree& out_;
};

}  // namespace

std::string media_path(const std::string& content_path, std::string_view bytes) {
  fs::path path = fs::path(content_path).lexically_relative("content");
  std::string stem = path.stem().string();
  std::string extension = path.extension().string();
  for (auto& c : extension) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (extension == ".jpeg") extension = ".jpg";
  return ("media" / path.parent_path() / (stem + "." + content_hash(bytes, 10) + extension))
      .generic_string();
}

std::string thumbnail_media_path(const std::string& content_path, const ImageVariant& variant,
                                 std::string_view webp_hash) {
  const std::string suffix = "." + std::to_string(variant.width) + "x" +
                             std::to_string(variant.height) + "." +
                             std::string(webp_hash.substr(0, 10)) + ".webp";
  // A resolved image path ("content/<folder>/<stem>.<ext>", lexically normal)
  // is cut up as a string: fs::path costs more than the rest of a game's
  // output, thousands of times per build. The string cut gives what
  // fs::path's lexically_relative, parent_path and stem would.
  constexpr std::string_view kContent = "content/";
  const std::size_t slash = content_path.rfind('/');
  const std::size_t dot = content_path.rfind('.');
  if (content_path.starts_with(kContent) && slash != std::string::npos &&
      dot != std::string::npos && dot > slash + 1 && content_path.find("/.") == std::string::npos) {
    return "media/" + content_path.substr(kContent.size(), dot - kContent.size()) + suffix;
  }
  fs::path path = fs::path(content_path).lexically_relative("content");
  return ("media" / path.parent_path() / (path.stem().string() + suffix)).generic_string();
}

void emit_catalogue(const Catalogue& catalogue, const PublishedImageLookup& images,
                    const FileSystem& fs, const fs::path& root, OutputTree& out) {
  Emitter(catalogue, images, fs, root, out).run();
}

}  // namespace lobbykit
