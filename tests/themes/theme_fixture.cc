#include "theme_fixture.h"

#include "themes/theme_loader.h"

namespace lobbykit::testing {

ThemeSet load_base_themes(const FileSystem& fs, Diagnostics& diagnostics) {
  ThemeSet set = load_themes(fs, "repo", diagnostics);
  set.default_theme = "defaultTheme";  // as the pipeline sets it from the base site.yaml
  return set;
}

}  // namespace lobbykit::testing
