// SourceFile: a text file held in memory with a line index, so any byte
// position can become a `path:line:col` location with its source line.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostics.h"

namespace lobbykit {

class SourceFile {
 public:
  /// `path` is how diagnostics name the file (relative to the repository).
  /// Every location the file hands out shares it, and so does the caller
  /// that passes a SharedText it keeps.
  SourceFile(SharedText path, std::string text);

  [[nodiscard]] const SharedText& path() const { return path_; }
  [[nodiscard]] const std::string& text() const { return text_; }

  /// 1-based line text without its line break; empty past the end.
  [[nodiscard]] std::string_view line(int line_number) const;

  /// Location of a 0-based line and 0-based byte column.
  [[nodiscard]] SourceLocation location(int line0, int byte_column0) const;
  /// Location of a byte offset into the text.
  [[nodiscard]] SourceLocation location_of_offset(std::size_t offset) const;

  /// A diagnostic at `location` carrying its source line for the caret.
  [[nodiscard]] Diagnostic diagnostic(Severity severity, SourceLocation location,
                                      std::string message, std::string hint = {}) const;

 private:
  SharedText path_;  ///< shared by every location this file hands out
  std::string text_;
  std::vector<std::size_t> line_starts_;
};

}  // namespace lobbykit
