// tests/fixtures/base, the smallest repository that checks clean, in memory
// so each test can change it freely.
#pragma once

#include "core/file_system.h"

namespace lobbykit::testing {

/// tests/fixtures/base under "repo/".
MemoryFileSystem base_repository();

}  // namespace lobbykit::testing
