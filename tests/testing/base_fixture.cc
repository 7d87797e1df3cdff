#include "testing/base_fixture.h"

#include <filesystem>

#include "testing/temporary_folder.h"

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

}  // namespace lobbykit::testing
