// Diagnostics: the one way the toolchain reports a problem in content.
//
// Content errors are values collected in a `Diagnostics` list, so one run
// reports every error at once; only `main` turns them into an exit status.
// Failures that stop the run (a folder that cannot be read, a usage mistake)
// are thrown as `FatalError` (see fatal_error.h).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/shared_text.h"

namespace lobbykit {

enum class Severity { kError, kWarning };

/// A place in a source file. `line` and `column` are 1-based; 0 means unknown
/// (a diagnostic about a whole file, or a file that does not exist).
/// `column` counts Unicode code points, as editors do.
/// Its path is shared by every location in the same file (SourceFile hands
/// out copies of one).
struct SourceLocation {
  SharedText path;  ///< relative to the repository root, '/'-separated
  int line = 0;
  int column = 0;
};

struct Diagnostic {
  Severity severity = Severity::kError;
  SourceLocation location;
  std::string message;
  std::string hint;         ///< optional: "did you mean 'slots'?"
  std::string source_line;  ///< optional: the text of `location.line`, for the caret
};

/// An ordered collection of diagnostics. Not thread-safe: give each worker its
/// own and `merge` them afterwards.
class Diagnostics {
 public:
  void add(Diagnostic diagnostic);
  void error(SourceLocation location, std::string message, std::string hint = {});
  void warning(SourceLocation location, std::string message, std::string hint = {});
  void merge(Diagnostics&& other);

  /// Orders by path, line, column, then message, so output does not depend on
  /// the order in which files were read or threads finished.
  void sort();

  [[nodiscard]] std::size_t error_count() const { return errors_; }
  [[nodiscard]] std::size_t warning_count() const { return warnings_; }
  [[nodiscard]] bool has_errors() const { return errors_ > 0; }
  [[nodiscard]] const std::vector<Diagnostic>& all() const { return items_; }

 private:
  std::vector<Diagnostic> items_;
  std::size_t errors_ = 0;
  std::size_t warnings_ = 0;
};

/// Formats one diagnostic the way compilers do:
///
///     content/games/a/b.yaml:4:9: error: unknown vendor 'aurora-reel'
///         vendor: aurora-reel
///                 ^
///       hint: did you mean 'aurora-reels'?
std::string format_text(const Diagnostic& diagnostic);

/// All diagnostics followed by a summary line ("2 errors, 1 warning").
std::string format_text(const Diagnostics& diagnostics);

/// All diagnostics as one JSON document for editors and CI:
/// {"errors":N,"warnings":N,"diagnostics":[{"severity","path","line","column","message","hint"}]}
std::string format_json(const Diagnostics& diagnostics);

/// "1 error", "3 warnings": the English count phrase used in summaries.
std::string count_phrase(std::size_t count, std::string_view noun);

}  // namespace lobbykit
