#include "content/catalogue_loader.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "content/catalogue_checks.h"
#include "content/content_schemas.h"
#include "content/content_tree.h"
#include "content/image_resolver.h"
#include "content/music_loader.h"
#include "content/page_loader.h"
#include "content/promotion_loader.h"
#include "core/fatal_error.h"
#include "core/worker_pool.h"
#include "core/yaml_reader.h"
#include "core/yaml_tree.h"
#include "schema/to_json.h"

namespace fs = std::filesystem;

namespace lobbykit {

namespace {

/// A content file read, parsed and checked against its schema.
struct LoadedFile {
  std::optional<SourceFile> source;
  std::optional<YamlNode> tree;  ///< set if the file was read as YAML
  bool valid = false;            ///< `tree` matches the schema
};

/// Reads `path` and checks it against `kind`'s schema. A duplicate key is
/// reported but does not void the file: the first value is used, so the
/// rest of the checks still run on it.
LoadedFile load_file(const FileSystem& fs, const fs::path& root, const SharedText& path,
                     const ContentKind& kind, Diagnostics& diagnostics) {
  LoadedFile loaded;
  auto text = fs.read(root / path.str());
  if (!text) {
    diagnostics.error({path, 0, 0}, "cannot read the file");
    return loaded;
  }
  loaded.source.emplace(path, std::move(*text));
  loaded.tree = read_yaml(*loaded.source, diagnostics);
  if (loaded.tree) {
    loaded.valid = schema::validate(*loaded.tree, *kind.root, *loaded.source, diagnostics);
  }
  return loaded;
}

/// The value of `key` in a validated mapping whose schema requires it.
const YamlNode& required(const YamlNode& mapping, std::string_view key) {
  const YamlNode* value = mapping.find(key);
  if (!value)
    throw FatalError("internal error: '" + std::string(key) + "' passed the schema but is missing");
  return *value;
}

const std::string& scalar(const YamlNode& mapping, std::string_view key) {
  return required(mapping, key).scalar;
}

/// A number the schema has checked, converted as yaml-cpp converts it.
template <typename Number = double>
Number number(const YamlNode& node) {
  return YAML::Node(node.scalar).as<Number>();
}

/// An amount the schema has checked (at most 2 decimals, within a billion), in
/// minor units: 12.5 is 1250. Exact: such a number times 100 is within a
/// rounding of its integer.
std::int64_t minor_units(const YamlNode& node) { return std::llround(number(node) * 100); }

/// The reader of each kind of file; the game reader runs on several threads,
/// each with its own ImageResolver and Diagnostics.
class Reader {
 public:
  Reader(const FileSystem& fs, const ContentTree& tree) : fs_(fs), tree_(tree), images_(tree) {}

  void read_site(Catalogue& out, Diagnostics& diagnostics) {
    // Without a valid site.yaml, the app icon it names is not known.
    if (tree_.site.empty()) return void(out.gaps.images = true);
    auto file = load_file(fs_, tree_.root, tree_.site, site_kind(), diagnostics);
    if (!file.valid) out.gaps.images = true;
    if (file.valid) {
      out.site = schema::to_json(*file.tree, *site_kind().root);
      const YamlNode& icon = required(required(*file.tree, "app"), "icon");
      out.app_icon = images_.resolve(
          *file.source, icon.scalar, location_of(*file.source, icon), diagnostics,
          "the app icon is a square PNG of at least 512 px, its path relative to content/");
    }
    if (file.tree) out.site_file = YamlFile{std::move(*file.source), std::move(*file.tree)};
  }

  void read_categories(Catalogue& out, Diagnostics& diagnostics) {
    if (tree_.categories.empty()) return;
    auto file = load_file(fs_, tree_.root, tree_.categories, categories_kind(), diagnostics);
    if (!file.valid) return void(out.gaps.categories = out.gaps.images = true);
    for (const auto& c : required(*file.tree, "categories").items) {
      const YamlNode* lobby = c.find("lobby");
      out.categories.push_back({scalar(c, "id"), scalar(c, "name"), scalar(c, "labelKey"),
                                image(*file.source, required(c, "icon"), diagnostics),
                                lobby && lobby->scalar == "true",
                                location_of(*file.source, required(c, "id")),
                                location_of(*file.source, required(c, "labelKey"))});
    }
  }

  void read_vendor(const std::string& path, Catalogue& out, Diagnostics& diagnostics) {
    auto file = load_file(fs_, tree_.root, path, vendor_kind(), diagnostics);
    if (!file.valid) return void(out.gaps.vendors = out.gaps.images = true);
    const YamlNode& v = *file.tree;
    out.vendors.push_back({scalar(v, "id"), scalar(v, "name"),
                           image(*file.source, required(v, "logo"), diagnostics),
                           location_of(*file.source, required(v, "id"))});
  }

  /// Reads the game file `path` into `out`; false, `out` untouched, if the
  /// file cannot be used.
  bool read_game(const SharedText& path, Game& out, LoadGaps& gaps, Diagnostics& diagnostics) {
    auto file = load_file(fs_, tree_.root, path, game_kind(), diagnostics);
    if (!file.valid) {
      gaps.games = gaps.images = true;
      return false;
    }
    const YamlNode& g = *file.tree;
    Game game;
    game.id = scalar(g, "id");
    game.name = scalar(g, "name");
    game.vendor = scalar(g, "vendor");
    game.category = scalar(g, "category");
    game.hot = scalar(g, "hot") == "true";
    if (const YamlNode* tags = g.find("tags")) {
      game.tags.reserve(tags->items.size());  // kept as long as the catalogue: no doubling slack
      for (const auto& tag : tags->items) game.tags.push_back(tag.scalar);
    }
    game.launch_id = scalar(g, "launchId");
    game.thumbnail = image(*file.source, required(g, "thumbnail"), diagnostics);
    if (const YamlNode* focus = g.find("focus")) {
      game.focus = FocalPoint{number(required(*focus, "x")), number(required(*focus, "y"))};
    }
    const SourceFile& source = *file.source;
    game.defined_at = location_of(source, required(g, "id"));
    game.vendor_at = location_of(source, required(g, "vendor"));
    game.category_at = location_of(source, required(g, "category"));
    game.launch_id_at = location_of(source, required(g, "launchId"));
    if (game.tags.empty()) {
      diagnostics.add(file.source->diagnostic(Severity::kWarning, game.defined_at,
                                              "game '" + game.id + "' has no tags",
                                              "tags help players find it in search"));
    }
    out = std::move(game);
    return true;
  }

  void read_currencies(Catalogue& out, Diagnostics& diagnostics) {
    if (tree_.currencies.empty()) return;
    auto file = load_file(fs_, tree_.root, tree_.currencies, currencies_kind(), diagnostics);
    if (!file.valid) return void(out.gaps.currencies = out.gaps.images = true);
    const SourceFile& source = *file.source;
    for (const auto& c : required(*file.tree, "currencies").items) {
      std::vector<MethodRef> methods;
      for (const auto& method : required(c, "methods").items)
        methods.push_back({method.scalar, location_of(source, method)});
      out.currencies.push_back(
          {number<int>(required(c, "id")), scalar(c, "abbr"), scalar(c, "mark"), scalar(c, "name"),
           scalar(c, "nameKey"), number<int>(required(c, "type")),
           number<int>(required(c, "digits")), number(required(c, "rate")),
           image(source, required(c, "icon"), diagnostics), std::move(methods),
           location_of(source, required(c, "abbr")), location_of(source, required(c, "nameKey"))});
    }
    for (const auto& m : required(*file.tree, "paymentMethods").items) {
      out.payment_methods.push_back({scalar(m, "id"), scalar(m, "labelKey"),
                                     location_of(source, required(m, "id")),
                                     location_of(source, required(m, "labelKey"))});
    }
  }

  void read_avatars(Catalogue& out, Diagnostics& diagnostics) {
    if (tree_.avatars.empty()) return;
    auto file = load_file(fs_, tree_.root, tree_.avatars, avatars_kind(), diagnostics);
    if (!file.valid) return void(out.gaps.images = true);
    for (const auto& a : required(*file.tree, "avatars").items) {
      out.avatars.push_back({number<int>(required(a, "id")),
                             image(*file.source, required(a, "image"), diagnostics),
                             location_of(*file.source, required(a, "id"))});
    }
  }

  void read_banks(const std::string& path, Catalogue& out, Diagnostics& diagnostics) {
    auto file = load_file(fs_, tree_.root, path, banks_kind(), diagnostics);
    if (!file.valid) return;
    const YamlNode& root = *file.tree;
    BankList list{fs::path(path).stem().string(),
                  scalar(root, "region"),
                  scalar(root, "name"),
                  scalar(root, "currency"),
                  location_of(*file.source, required(root, "currency")),
                  {}};
    std::map<std::string, int> first_line;
    for (const auto& b : required(root, "banks").items) {
      const YamlNode& code = required(b, "bankCode");
      Bank bank{code.scalar, scalar(b, "bankName"), std::nullopt, std::nullopt};
      if (const YamlNode* type = b.find("bankType")) bank.type = type->scalar;
      if (const YamlNode* status = b.find("status")) bank.status = number<int>(*status);
      auto at = location_of(*file.source, code);
      auto [it, inserted] = first_line.emplace(bank.code, at.line);
      if (!inserted) {
        report(diagnostics, *file.source, code, "duplicate bank code '" + bank.code + "'",
               "first listed on line " + std::to_string(it->second));
        continue;
      }
      list.banks.push_back(std::move(bank));
    }
    out.banks.push_back(std::move(list));
  }

  void read_vip(Catalogue& out, Diagnostics& diagnostics) {
    if (tree_.vip.empty()) return;
    auto file = load_file(fs_, tree_.root, tree_.vip, vip_kind(), diagnostics);
    if (!file.valid) return;
    const SourceFile& source = *file.source;
    const YamlNode& root = *file.tree;
    VipClub club{scalar(root, "currency"), location_of(source, required(root, "currency")), {}, {}};
    for (const auto& p : required(root, "perks").items) {
      club.perks.push_back({scalar(p, "id"), scalar(p, "titleKey"), scalar(p, "descriptionKey"),
                            location_of(source, required(p, "id")),
                            location_of(source, required(p, "titleKey")),
                            location_of(source, required(p, "descriptionKey"))});
    }
    for (const auto& l : required(root, "levels").items) {
      std::vector<IdRef> perks;
      for (const auto& perk : required(l, "perks").items)
        perks.push_back({perk.scalar, location_of(source, perk)});
      club.levels.push_back(
          {number<int>(required(l, "level")), number<std::int64_t>(required(l, "points")),
           scalar(l, "nameKey"), std::move(perks), minor_units(required(l, "levelUpReward")),
           minor_units(required(l, "birthdayReward")), location_of(source, required(l, "level")),
           location_of(source, required(l, "points")),
           location_of(source, required(l, "nameKey"))});
      if (const YamlNode* rebate = l.find("rebate")) {
        for (const auto& [category, rate] : rebate->pairs)
          club.levels.back().rebate.push_back(
              {category.scalar, std::llround(number(rate) * 100), location_of(source, category)});
      }
    }
    out.vip = std::move(club);
  }

  void read_tasks(Catalogue& out, Diagnostics& diagnostics) {
    if (tree_.tasks.empty()) return;
    auto file = load_file(fs_, tree_.root, tree_.tasks, tasks_kind(), diagnostics);
    if (!file.valid) return;
    const SourceFile& source = *file.source;
    const YamlNode& root = *file.tree;
    TaskCentre centre{scalar(root, "taskCentre") == "true",
                      scalar(root, "currency"),
                      location_of(source, required(root, "currency")),
                      {}};
    for (const auto& t : required(root, "tasks").items) {
      Task task;
      task.id = number<std::int64_t>(required(t, "id"));
      task.key = scalar(t, "key");
      task.kind = scalar(t, "kind");
      task.goal_text = scalar(t, "goal");
      task.reward = minor_units(required(t, "reward"));
      task.novice = scalar(t, "novice") == "true";
      task.title_key = scalar(t, "titleKey");
      task.description_key = scalar(t, "descriptionKey");
      task.defined_at = location_of(source, required(t, "id"));
      task.key_at = location_of(source, required(t, "key"));
      task.goal_at = location_of(source, required(t, "goal"));
      task.reward_at = location_of(source, required(t, "reward"));
      task.title_key_at = location_of(source, required(t, "titleKey"));
      task.description_key_at = location_of(source, required(t, "descriptionKey"));
      centre.tasks.push_back(std::move(task));
    }
    out.tasks = std::move(centre);
  }

  const ImageResolver& images() const { return images_; }

 private:
  // An entry whose image cannot be used is kept (its other references are
  // still checked); the build never emits it because the error stops it.
  ImageRef image(const SourceFile& file, const YamlNode& node, Diagnostics& diagnostics) {
    auto resolved = images_.resolve(file, node.scalar, location_of(file, node), diagnostics);
    return resolved ? *resolved : ImageRef{};
  }

  const FileSystem& fs_;
  const ContentTree& tree_;
  ImageResolver images_;
};

/// Marks in `used` (by number in the tree's images) the images `images` resolved.
void add_used(const ImageResolver& images, std::vector<bool>& used) {
  const std::vector<bool>& resolved = images.used();
  for (std::size_t number = 0; number < resolved.size(); ++number) {
    if (resolved[number]) used[number] = true;
  }
}

/// Warns about each image of `images` that `used` does not mark, in path order.
void warn_unused_images(const PathTable& images, const std::vector<bool>& used,
                        Diagnostics& diagnostics) {
  std::vector<std::string> unused;
  for (std::uint32_t number = 0; number < images.size(); ++number) {
    if (!used[number]) unused.push_back(images[number]);
  }
  std::sort(unused.begin(), unused.end());
  for (const std::string& image : unused) {
    diagnostics.warning({image, 0, 0}, "image is not used by any content file",
                        "delete it, or reference it");
  }
}

// Games are most of the work on a large catalogue: read them on every core,
// each worker with its own reader, then merge (sorted by path afterwards).
// Each game is read into its file's slot of one vector made at its final
// size: vectors grown as games came, then merged, held the games twice.
std::vector<Game> read_games(const FileSystem& fs, const ContentTree& tree,
                             Diagnostics& diagnostics, std::vector<bool>& used_images,
                             LoadGaps& gaps) {
  struct Slice {
    Diagnostics diagnostics;
    std::optional<Reader> reader;
    LoadGaps gaps;
  };
  const WorkerPool pool;
  std::vector<Slice> slices(pool.size());
  std::vector<Game> games(tree.games.size());
  std::vector<std::uint8_t> read(tree.games.size(), 0);  // not vector<bool>: one writer a byte
  pool.run(
      tree.games.size(),
      [&](std::size_t index, unsigned worker) {
        Slice& slice = slices[worker];
        if (!slice.reader) slice.reader.emplace(fs, tree);
        read[index] =
            slice.reader->read_game(tree.games[index], games[index], slice.gaps, slice.diagnostics);
      },
      64);
  // the slots of files that could not be used go; the games keep their order
  std::size_t kept = 0;
  for (std::size_t index = 0; index < games.size(); ++index) {
    if (!read[index]) continue;
    if (kept != index) games[kept] = std::move(games[index]);
    ++kept;
  }
  games.resize(kept);
  for (auto& slice : slices) {
    diagnostics.merge(std::move(slice.diagnostics));
    if (slice.reader) add_used(slice.reader->images(), used_images);
    gaps.games |= slice.gaps.games;
    gaps.images |= slice.gaps.images;
  }
  return games;
}

}  // namespace

Catalogue load_catalogue(const FileSystem& fs, const fs::path& root, Diagnostics& diagnostics) {
  Catalogue catalogue;
  ContentTree tree = scan_content(fs, root, diagnostics);
  Reader reader(fs, tree);
  reader.read_site(catalogue, diagnostics);
  reader.read_categories(catalogue, diagnostics);
  reader.read_currencies(catalogue, diagnostics);
  reader.read_avatars(catalogue, diagnostics);
  reader.read_vip(catalogue, diagnostics);
  reader.read_tasks(catalogue, diagnostics);
  catalogue.music = load_music(fs, tree, diagnostics);
  for (const auto& path : tree.vendors) reader.read_vendor(path, catalogue, diagnostics);
  for (const auto& path : tree.banks) reader.read_banks(path, catalogue, diagnostics);

  // by number in tree.images: whether some content names the image
  std::vector<bool> used = reader.images().used();
  ImageResolver banners(tree);
  for (const auto& path : tree.promotions) {
    auto promotion = load_promotion(fs, tree, path, banners, diagnostics);
    if (promotion) {
      catalogue.promotions.push_back(std::move(*promotion));
    } else {
      catalogue.gaps.images = true;
    }
  }
  add_used(banners, used);
  std::sort(catalogue.promotions.begin(), catalogue.promotions.end(),
            [](const Promotion& a, const Promotion& b) {
              return a.order != b.order ? a.order < b.order : a.id < b.id;
            });
  catalogue.pages = load_content_pages(fs, tree, diagnostics);
  catalogue.games = read_games(fs, tree, diagnostics, used, catalogue.gaps);
  // the games' locations hold their paths now; the list of them goes
  tree.games = std::vector<SharedText>();
  std::sort(catalogue.games.begin(), catalogue.games.end(),
            [](const Game& a, const Game& b) { return a.defined_at.path < b.defined_at.path; });

  check_catalogue(catalogue, diagnostics);
  if (!catalogue.gaps.images) warn_unused_images(tree.images, used, diagnostics);
  std::sort(catalogue.games.begin(), catalogue.games.end(),
            [](const Game& a, const Game& b) { return a.id < b.id; });
  return catalogue;
}

}  // namespace lobbykit
