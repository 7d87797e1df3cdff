#include "content/content_tree.h"

#include <algorithm>
#include <array>

namespace fs = std::filesystem;

namespace lobbykit {

namespace {

bool is_yaml(std::string_view name) { return name.ends_with(".yaml") || name.ends_with(".yml"); }

bool is_inside(const fs::path& path, const fs::path& folder) {
  auto relative = path.lexically_relative(folder);
  return !relative.empty() && *relative.begin() != "..";
}

class Scanner {
 public:
  Scanner(const FileSystem& fs, const fs::path& root, Diagnostics& diagnostics)
      : fs_(fs), root_(root), diagnostics_(diagnostics) {
    tree_.root = root;
    content_real_ = fs.resolve(root / "content").value_or(root / "content");
  }

  ContentTree run() {
    if (fs_.kind(root_ / "content") != EntryKind::kDirectory) {
      diagnostics_.error({"content", 0, 0}, "the content folder is missing",
                         "run lobbykit from the repository root, or pass --root");
      return tree_;
    }
    walk("content");
    tree_.games.shrink_to_fit();  // grown by doubling during the walk; kept while games are read
    require(tree_.site, "content/site.yaml");
    require(tree_.categories, "content/categories.yaml");
    require(tree_.currencies, "content/currencies.yaml");
    require(tree_.avatars, "content/avatars/avatars.yaml");
    return std::move(tree_);
  }

 private:
  void require(const std::string& found, const std::string& path) {
    if (found.empty()) diagnostics_.error({path, 0, 0}, "required content file is missing");
  }

  void walk(const std::string& dir) {
    for (const auto& entry : fs_.list(root_ / dir)) {
      std::string path = dir + "/" + entry.name;
      EntryKind kind = entry.kind;
      if (kind == EntryKind::kSymlink) {
        auto target = fs_.resolve(root_ / path);
        if (!target || !is_inside(*target, content_real_)) {
          diagnostics_.error({path, 0, 0}, "symlink points outside the content folder",
                             "copy the file into content/ instead of linking to it");
          tree_.escaping_links.insert(path);
          continue;
        }
        kind = fs_.kind(*target);
      }
      if (kind == EntryKind::kDirectory) {
        walk(path);
      } else if (kind == EntryKind::kFile) {
        classify(path, entry.name);
      }
    }
  }

  void classify(const std::string& path, const std::string& name) {
    if (is_image_file_name(name)) {
      tree_.images.insert(path);
      return;
    }
    if (is_audio_file_name(name)) {
      tree_.audio.insert(path);
      return;
    }
    if (!is_yaml(name)) return;
    fs::path relative = fs::path(path).lexically_relative("content");
    auto depth = std::distance(relative.begin(), relative.end());
    std::string top = relative.begin()->string();
    if (path == "content/site.yaml")
      tree_.site = path;
    else if (path == "content/categories.yaml")
      tree_.categories = path;
    else if (path == "content/currencies.yaml")
      tree_.currencies = path;
    else if (path == "content/avatars/avatars.yaml")
      tree_.avatars = path;
    else if (path == "content/vip.yaml")
      tree_.vip = path;
    else if (path == "content/tasks.yaml")
      tree_.tasks = path;
    else if (path == "content/music.yaml")
      tree_.music = path;
    else if (top == "vendors" && depth == 2)
      tree_.vendors.push_back(path);
    else if (top == "banks" && depth == 2)
      tree_.banks.push_back(path);
    else if (top == "promotions" && depth == 2)
      tree_.promotions.push_back(path);
    else if (top == "pages" && depth == 2)
      tree_.pages.push_back(path);
    else if (top == "games")
      tree_.games.push_back(path);
    else
      diagnostics_.warning(
          {path, 0, 0}, "content file in an unknown place is not read",
          "games go in content/games/, vendors in content/vendors/, banks in content/banks/, "
          "promotions in content/promotions/");
  }

  const FileSystem& fs_;
  fs::path root_;
  fs::path content_real_;
  Diagnostics& diagnostics_;
  ContentTree tree_;
};

}  // namespace

namespace {

/// Whether `name` ends in one of `extensions` (lowercase), in any case.
template <std::size_t N>
bool has_extension(std::string_view name, const std::array<std::string_view, N>& extensions) {
  return std::any_of(extensions.begin(), extensions.end(), [name](std::string_view extension) {
    return name.size() >= extension.size() &&
           std::equal(
               extension.begin(), extension.end(), name.end() - extension.size(),
               [](char a, char b) { return a == std::tolower(static_cast<unsigned char>(b)); });
  });
}

}  // namespace

bool is_image_file_name(std::string_view name) {
  // the extensions the images part reads (images/image_probe.h, format_from_extension)
  constexpr std::array<std::string_view, 5> kExtensions = {".png", ".jpg", ".jpeg", ".webp",
                                                           ".svg"};
  return has_extension(name, kExtensions);
}

bool is_audio_file_name(std::string_view name) {
  constexpr std::array<std::string_view, 8> kExtensions = {".opus", ".ogg", ".oga", ".mp3",
                                                           ".aac",  ".m4a", ".wav", ".flac"};
  return has_extension(name, kExtensions);
}

ContentTree scan_content(const FileSystem& fs, const fs::path& root, Diagnostics& diagnostics) {
  return Scanner(fs, root, diagnostics).run();
}

}  // namespace lobbykit
