#include "theme_fixture.h"

#include "themes/theme_loader.h"

namespace lobbykit::testing {

nlohmann::ordered_json base_site() { return {{"defaultTheme", "defaultTheme"}}; }

ThemeSet load_base_themes(const FileSystem& fs, Diagnostics& diagnostics) {
  return load_themes(fs, "repo", base_site(), diagnostics);
}

}  // namespace lobbykit::testing
