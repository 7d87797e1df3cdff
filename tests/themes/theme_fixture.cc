#include "theme_fixture.h"

#include <filesystem>

#include "testing/temporary_folder.h"
#include "themes/theme_loader.h"

namespace fs = std::filesystem;

namespace lobbykit::testing {

MemoryFileSystem base_repository() {
  MemoryFileSystem memory;
  const fs::path base = fs::path(LOBBYKIT_SOURCE_DIR) / "tests/fixtures/base";
  for (const auto& entry : fs::recursive_directory_iterator(base)) {
    if (entry.is_regular_file())
      memory.add_file("repo" / fs::relative(entry.path(), base), read_file(entry.path()));
  }
  return memory;
}

nlohmann::ordered_json base_site() { return {{"defaultTheme", "defaultTheme"}}; }

ThemeSet load_base_themes(const FileSystem& fs, Diagnostics& diagnostics) {
  return load_themes(fs, "repo", base_site(), diagnostics);
}

}  // namespace lobbykit::testing
