#include "pipeline/repository.h"

#include <fmt/format.h>

#include "codegen/typescript.h"
#include "content/catalogue_emitter.h"
#include "content/catalogue_loader.h"
#include "content/content_schemas.h"
#include "i18n/locale_schema.h"
#include "i18n/translations_emitter.h"
#include "i18n/translations_loader.h"
#include "schema/json_schema.h"
#include "themes/contrast_report.h"
#include "themes/theme_emitter.h"
#include "themes/theme_index.h"
#include "themes/theme_loader.h"

namespace lobbykit {

Repository load_repository(const FileSystem& fs, const std::filesystem::path& root,
                           Diagnostics& diagnostics, StageTimings* timings) {
  auto end_stage = [&](const char* name) {
    if (timings) timings->end_stage(name);
  };
  Repository repository{root, load_catalogue(fs, root, diagnostics)};
  end_stage("check content/");
  repository.themes = load_themes(fs, root, diagnostics);
  // site.yaml names the first visit's theme; check_default_theme vouches for it.
  if (repository.catalogue.site.is_object()) {
    repository.themes.default_theme = repository.catalogue.site.value("defaultTheme", "");
  }
  end_stage("check themes/");
  repository.translations = i18n::load_translations(fs, root, diagnostics);
  end_stage("check i18n/");
  return repository;
}

void emit_repository(const Repository& repository, const PublishedImageLookup& images,
                     const FileSystem& fs, OutputTree& out) {
  emit_catalogue(repository.catalogue, images, fs, repository.root, out);
  emit_themes(repository.themes, out);
  i18n::emit_translations(repository.translations, out);
}

void emit_schemas(OutputTree& out) {
  std::vector<const ContentKind*> kinds = all_content_kinds();
  kinds.push_back(&theme_index_kind());
  for (const ContentKind* kind : kinds) {
    std::string name = kind->name + ".schema.json";
    auto document =
        schema::to_json_schema(*kind->root, "https://lobbykit.invalid/schema/" + name, kind->title);
    document["$comment"] = std::string(OutputTree::kGeneratedNotice);
    out.add(name, document.dump(2) + "\n");
  }
  out.add("locale.schema.json", i18n::locale_json_schema().dump(2) + "\n");
}

std::string describe(const Repository& repository) {
  const Catalogue& c = repository.catalogue;
  return fmt::format(
      "{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}", count_phrase(c.games.size(), "game"),
      count_phrase(c.vendors.size(), "vendor"),
      fmt::format("{} categor{}", c.categories.size(), c.categories.size() == 1 ? "y" : "ies"),
      fmt::format("{} currenc{}", c.currencies.size(), c.currencies.size() == 1 ? "y" : "ies"),
      count_phrase(c.avatars.size(), "avatar"), count_phrase(c.banks.size(), "bank list"),
      count_phrase(c.vip ? c.vip->levels.size() : 0, "VIP level"),
      count_phrase(c.tasks ? c.tasks->tasks.size() : 0, "task"),
      count_phrase(c.music.size(), "music track"), contrast_summary(repository.themes),
      i18n::describe(repository.translations));
}

}  // namespace lobbykit
