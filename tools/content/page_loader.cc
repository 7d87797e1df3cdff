#include "content/page_loader.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <filesystem>

#include "content/content_schemas.h"
#include "core/did_you_mean.h"
#include "core/yaml_reader.h"
#include "core/yaml_tree.h"

namespace fs = std::filesystem;

namespace lobbykit {

namespace {

std::vector<std::string> known_ids() { return {kContentPageIds.begin(), kContentPageIds.end()}; }

}  // namespace

std::optional<ContentPage> load_content_page(const FileSystem& fs, const ContentTree& tree,
                                             const std::string& path, Diagnostics& diagnostics) {
  auto text = fs.read(tree.root / path);
  if (!text) {
    diagnostics.error({path, 0, 0}, "cannot read the file");
    return std::nullopt;
  }
  SourceFile source(path, std::move(*text));
  auto root = read_yaml(source, diagnostics);
  if (!root || !schema::validate(*root, *content_page_kind().root, source, diagnostics)) {
    return std::nullopt;
  }
  ContentPage page;
  page.id = fs::path(path).stem().string();
  LocalisedTextReader reader(source, diagnostics);
  const auto ids = known_ids();
  if (std::find(ids.begin(), ids.end(), page.id) == ids.end()) {
    std::string hint = did_you_mean(page.id, ids);
    if (hint.empty()) hint = fmt::format("the pages are {}", fmt::join(ids, ", "));
    reader.fail(
        {path, 0, 0},
        fmt::format("unknown page '{}' (the file's name): the app has no such page", page.id),
        std::move(hint));
  }
  page.texts = reader.read<ContentPageText>(*root, "page", "title and body", page.text_at,
                                            [&](const YamlNode& value, ContentPageText& out) {
                                              out.title = reader.plain(
                                                  value, "title", kContentPageTitleMaxLength,
                                                  "shorten it: it is the page's heading");
                                              out.body = reader.markdown(*value.find("body"));
                                            });
  if (!reader.ok()) return std::nullopt;
  return page;
}

std::vector<ContentPage> load_content_pages(const FileSystem& fs, const ContentTree& tree,
                                            Diagnostics& diagnostics) {
  std::vector<ContentPage> pages;
  for (const auto& path : tree.pages) {
    if (auto page = load_content_page(fs, tree, path, diagnostics))
      pages.push_back(std::move(*page));
  }
  for (std::string_view id : kContentPageIds) {
    std::string path = fmt::format("content/pages/{}.yaml", id);
    if (std::find(tree.pages.begin(), tree.pages.end(), path) == tree.pages.end()) {
      diagnostics.error({path, 0, 0}, "required content file is missing",
                        "the app links to this page: write its text, `en` at least");
    }
  }
  std::sort(pages.begin(), pages.end(),
            [](const ContentPage& a, const ContentPage& b) { return a.id < b.id; });
  return pages;
}

}  // namespace lobbykit
