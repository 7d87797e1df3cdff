// Reading and validating everything under content/ into a Catalogue.
#pragma once

#include <filesystem>

#include "content/model.h"
#include "core/diagnostics.h"
#include "core/file_system.h"

namespace lobbykit {

/// Reads content/ under `root`, reporting every problem it finds: YAML
/// syntax, schema mismatches, unresolved references, duplicate ids, image
/// paths that leave content/ or name no file, unused images (warning). Entries
/// with errors are left out of the returned catalogue; check
/// `diagnostics.has_errors()` before emitting it.
Catalogue load_catalogue(const FileSystem& fs, const std::filesystem::path& root,
                         Diagnostics& diagnostics);

}  // namespace lobbykit
