#include "content/catalogue_emitter.h"

#include "codegen/typescript.h"
#include "content/catalogue_checks.h"
#include "core/content_hash.h"
#include "core/fatal_error.h"

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

namespace lobbykit {

namespace {

class Emitter {
 public:
  Emitter(const Catalogue& catalogue, const PublishedImageLookup& images, const FileSystem& fs,
          fs::path root, OutputTree& out)
      : catalogue_(catalogue), images_(images), fs_(fs), root_(std::move(root)), out_(out) {}

  void run() {
    emit_site();
    emit_image_type();
    Json categories = category_list();
    Json vendors = vendor_list();
    Json games = Json::array();
    for (const auto& game : catalogue_.games) games.push_back(game_json(game));
    Json currencies = currency_list();
    Json avatars = avatar_list();
    Json banks = bank_lists();

    module(
        "categories.ts",
        typescript::union_type("CategoryId", ids(catalogue_.categories)) +
            "\nexport interface CategoryVendorCount {\n  readonly vendorId: string;\n  readonly "
            "gameCount: number;\n}\n"
            "\nexport interface Category {\n  readonly id: CategoryId;\n  readonly name: string;\n"
            "  readonly labelKey: string;\n  readonly icon: Image;\n  /** The Lobby "
            "pseudo-category: no games, skipped by the side menu. */\n"
            "  readonly lobby: boolean;\n  /** Sum of `vendors[].gameCount`. */\n  readonly "
            "gameCount: number;\n"
            "  readonly vendors: readonly CategoryVendorCount[];\n}\n\n" +
            typescript::const_declaration("categories", "readonly Category[]", categories),
        "import type { Image } from './image';\n");
    module("vendors.ts",
           typescript::union_type("VendorId", ids(catalogue_.vendors)) +
               "\nexport interface Vendor {\n  readonly id: VendorId;\n  readonly name: string;\n  "
               "readonly logo: Image;\n"
               "  readonly gameCount: number;\n}\n\n" +
               typescript::const_declaration("vendors", "readonly Vendor[]", vendors),
           "import type { Image } from './image';\n");
    module(
        "games.ts",
        "export interface FocalPoint {\n  readonly x: number;\n  readonly y: number;\n}\n"
        "\nexport interface Game {\n  readonly id: string;\n  readonly name: string;\n  readonly "
        "vendor: VendorId;\n"
        "  readonly category: CategoryId;\n  readonly hot: boolean;\n  readonly tags: readonly "
        "string[];\n"
        "  readonly launchId: string;\n  readonly thumbnail: Image;\n  readonly focus?: "
        "FocalPoint;\n}\n\n" +
            typescript::const_declaration("games", "readonly Game[]", games),
        "import type { CategoryId } from './categories';\nimport type { Image } from './image';\n"
        "import type { VendorId } from './vendors';\n");
    std::vector<std::string> codes;
    for (const auto& c : catalogue_.currencies) codes.push_back(c.abbr);
    module("currencies.ts",
           typescript::union_type("CurrencyCode", codes) +
               "\nexport interface Currency {\n  readonly id: number;\n  readonly abbr: "
               "CurrencyCode;\n  readonly mark: string;\n"
               "  readonly name: string;\n  /** 999, 444 and 555 are special types with their own "
               "icons. */\n  readonly type: number;\n"
               "  readonly digits: number;\n  /** Value of one unit in the default currency: "
               "converted = amount / rate. */\n"
               "  readonly rate: number;\n  readonly icon: Image;\n  readonly methods: readonly "
               "string[];\n}\n\n" +
               typescript::const_declaration("currencies", "readonly Currency[]", currencies),
           "import type { Image } from './image';\n");
    module("avatars.ts",
           "export interface Avatar {\n  /** headId, 1 to 21. */\n  readonly id: number;\n  "
           "readonly image: Image;\n}\n\n" +
               typescript::const_declaration("avatars", "readonly Avatar[]", avatars),
           "import type { Image } from './image';\n");
    std::vector<std::string> regions;
    for (const auto& list : catalogue_.banks) regions.push_back(list.file_stem);
    module("banks.ts",
           typescript::union_type("BankRegion", regions) +
               "\nexport interface Bank {\n  readonly bankCode: string;\n  readonly bankName: "
               "string;\n"
               "  readonly bankType?: string;\n  /** 1 available, 0 unavailable. */\n  readonly "
               "status?: number;\n}\n"
               "\nexport interface BankList {\n  /** ISO 3166-1 alpha-2. */\n  readonly region: "
               "string;\n  readonly name: string;\n"
               "  readonly currency: CurrencyCode;\n  readonly banks: readonly Bank[];\n}\n\n" +
               typescript::const_declaration("bankLists", "Readonly<Record<BankRegion, BankList>>",
                                             banks),
           "import type { CurrencyCode } from './currencies';\n");

    Json document;
    document["site"] = catalogue_.site;
    document["categories"] = categories_with_games(categories, games);
    document["vendors"] = vendors;
    document["currencies"] = currencies;
    document["avatars"] = avatars;
    document["banks"] = banks;
    out_.add("catalogue.json", typescript::json_document(std::move(document)));
  }

 private:
  template <typename Item>
  static std::vector<std::string> ids(const std::vector<Item>& items) {
    std::vector<std::string> out;
    for (const auto& item : items) out.push_back(item.id);
    return out;
  }

  void module(const std::string& name, const std::string& body, const std::string& imports = {}) {
    out_.add(name, typescript::notice() + imports + (imports.empty() ? "" : "\n") + body);
  }

  void emit_site() {
    module("site.ts", typescript::const_declaration("site", "", catalogue_.site) +
                          "\nexport type Site = typeof site;\n");
  }

  void emit_image_type() {
    module("image.ts",
           "/** One encoded size of a thumbnail. */\n"
           "export interface ImageVariant {\n  readonly src: string;\n  readonly width: number;\n"
           "  readonly height: number;\n  /** 1 for 1x, 2 for 2x. */\n  readonly density: "
           "number;\n}\n\n"
           "/**\n * An image published with the site; paths are relative to the site root.\n"
           " * Game thumbnails, vendor logos and avatars are WebP thumbnails with a\n"
           " * BlurHash; icons are published as they are (empty srcset and blurhash).\n */\n"
           "export interface Image {\n  /** The 1x file. */\n  readonly src: string;\n"
           "  /** Display size in CSS pixels (intrinsic size for an icon; 0 for SVG). */\n"
           "  readonly width: number;\n  readonly height: number;\n"
           "  /** For `<img srcset>`: 'a.webp 1x, b.webp 2x'. */\n  readonly srcset: string;\n"
           "  /** Placeholder to draw while the image loads. */\n  readonly blurhash: string;\n"
           "  readonly variants: readonly ImageVariant[];\n}\n");
  }

  Json image(const ImageRef& ref) {
    const PublishedImage& published_image = images_(ref);
    if (published_image.rendered) return thumbnail(ref.path, published_image.rendered);
    auto bytes = fs_.read(root_ / ref.path);
    if (!bytes) throw FatalError("cannot read '" + ref.path + "' while writing output");
    std::string published = media_path(ref.path, *bytes);
    if (!out_.contains(published)) out_.add(published, std::move(*bytes));
    Json out;
    out["src"] = published;
    out["width"] = published_image.width;
    out["height"] = published_image.height;
    out["srcset"] = "";
    out["blurhash"] = "";
    out["variants"] = Json::array();
    return out;
  }

  Json thumbnail(const std::string& path, const std::shared_ptr<const RenderedImage>& rendered) {
    static_assert(kVariantHashDigits == OutputTree::kManifestHashDigits,
                  "a variant's hash names its file and goes into the output manifest as it is");
    Json variants = Json::array();
    std::string srcset;
    for (std::size_t i = 0; i < rendered->variants.size(); ++i) {
      const ImageVariant& variant = rendered->variants[i];
      std::string published = thumbnail_media_path(path, variant, variant.hash);
      if (!out_.contains(published)) {
        if (rendered->load_webp) {  // the bytes are still in the cache: read only if they must be
                                    // written
          out_.add_lazy(published, variant.hash, variant.size,
                        [rendered, i] { return rendered->load_webp(i); });
        } else {
          out_.add(published, variant.webp, variant.hash);
        }
      }
      srcset +=
          (srcset.empty() ? "" : ", ") + published + " " + std::to_string(variant.density) + "x";
      Json item;  // built key by key: an initializer list costs more than the rest of the image
      item["src"] = published;
      item["width"] = variant.width;
      item["height"] = variant.height;
      item["density"] = variant.density;
      variants.push_back(std::move(item));
    }
    const ImageVariant& first = rendered->variants.front();
    Json out;
    out["src"] = variants.front()["src"];
    out["width"] = first.width / first.density;
    out["height"] = first.height / first.density;
    out["srcset"] = std::move(srcset);
    out["blurhash"] = rendered->blurhash;
    out["variants"] = std::move(variants);
    return out;
  }

  Json category_list() {
    auto counts = count_games(catalogue_);
    Json out = Json::array();
    for (const auto& category : catalogue_.categories) {
      Json vendors = Json::array();
      int total = 0;
      if (auto it = counts.find(category.id); it != counts.end() && !category.lobby) {
        for (const auto& [vendor, count] : it->second) {
          vendors.push_back({{"vendorId", vendor}, {"gameCount", count}});
          total += count;
        }
      }
      Json item;
      item["id"] = category.id;
      item["name"] = category.name;
      item["labelKey"] = category.label_key;
      item["icon"] = image(category.icon);
      item["lobby"] = category.lobby;
      item["gameCount"] = total;
      item["vendors"] = std::move(vendors);
      out.push_back(std::move(item));
    }
    return out;
  }

  Json vendor_list() {
    std::map<std::string, int> per_vendor;
    for (const auto& game : catalogue_.games) per_vendor[game.vendor] += 1;
    std::vector<const Vendor*> sorted;
    for (const auto& vendor : catalogue_.vendors) sorted.push_back(&vendor);
    std::sort(sorted.begin(), sorted.end(), [](auto* a, auto* b) { return a->id < b->id; });
    Json out = Json::array();
    for (const auto* vendor : sorted) {
      Json item;
      item["id"] = vendor->id;
      item["name"] = vendor->name;
      item["logo"] = image(vendor->logo);
      item["gameCount"] = per_vendor[vendor->id];
      out.push_back(std::move(item));
    }
    return out;
  }

  Json game_json(const Game& game) {
    Json item;
    item["id"] = game.id;
    item["name"] = game.name;
    item["vendor"] = game.vendor;
    item["category"] = game.category;
    item["hot"] = game.hot;
    item["tags"] = game.tags;
    item["launchId"] = game.launch_id;
    item["thumbnail"] = image(game.thumbnail);
    if (game.focus) item["focus"] = {{"x", game.focus->x}, {"y", game.focus->y}};
    return item;
  }

  Json currency_list() {
    Json out = Json::array();
    for (const auto& c : catalogue_.currencies) {
      Json item;
      item["id"] = c.id;
      item["abbr"] = c.abbr;
      item["mark"] = c.mark;
      item["name"] = c.name;
      item["type"] = c.type;
      item["digits"] = c.digits;
      item["rate"] = c.rate;
      item["icon"] = image(c.icon);
      item["methods"] = c.methods;
      out.push_back(std::move(item));
    }
    return out;
  }

  Json avatar_list() {
    std::vector<const Avatar*> sorted;
    for (const auto& avatar : catalogue_.avatars) sorted.push_back(&avatar);
    std::sort(sorted.begin(), sorted.end(), [](auto* a, auto* b) { return a->id < b->id; });
    Json out = Json::array();
    for (const auto* avatar : sorted)
      out.push_back({{"id", avatar->id}, {"image", image(avatar->image)}});
    return out;
  }

  Json bank_lists() {
    Json out = Json::object();
    for (const auto& list : catalogue_.banks) {
      Json banks = Json::array();
      for (const auto& bank : list.banks) {
        Json item;
        item["bankCode"] = bank.code;
        item["bankName"] = bank.name;
        if (bank.type) item["bankType"] = *bank.type;
        if (bank.status) item["status"] = *bank.status;
        banks.push_back(std::move(item));
      }
      out[list.file_stem] = {{"region", list.region},
                             {"name", list.name},
                             {"currency", list.currency},
                             {"banks", std::move(banks)}};
    }
    return out;
  }

  // The /game/category answer embeds each category's games.
  static Json categories_with_games(const Json& categories, const Json& games) {
    Json out = categories;
    for (auto& category : out) {
      Json list = Json::array();
      for (const auto& game : games) {
        if (game["category"] == category["id"]) list.push_back(game["id"]);
      }
      category["games"] = std::move(list);
    }
    return out;
  }

  const Catalogue& catalogue_;
  const PublishedImageLookup& images_;
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
