// Filling in the source line of diagnostics made without the file at hand
// (cross-file checks know a location, not the text), for the caret.
#pragma once

#include <filesystem>

#include "core/diagnostics.h"
#include "core/file_system.h"

namespace lobbykit {

/// Reads each file named by a diagnostic that has a line but no source line.
void attach_source_lines(Diagnostics& diagnostics, const FileSystem& fs,
                         const std::filesystem::path& root);

}  // namespace lobbykit
