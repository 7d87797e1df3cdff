// Following aliases ({group.token}) to the token that holds the value, across
// the token files a theme may use.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/diagnostics.h"
#include "themes/design_tokens.h"

namespace lobbykit {

/// The tokens and groups an alias may name: those of some token files.
class TokenScope {
 public:
  /// REQUIRES: the files outlive the scope. Where two files define the same
  /// path, the earlier one wins (callers report such clashes).
  explicit TokenScope(const std::vector<const DesignTokenFile*>& files);

  struct Entry {
    const DesignToken* token = nullptr;
    const DesignTokenFile* file = nullptr;
  };

  /// The token at `path`, or nullptr.
  [[nodiscard]] const Entry* find(std::string_view path) const;

  /// If `path` is a group, the path of its first token (or the group itself
  /// if it is empty); nullptr otherwise.
  [[nodiscard]] const std::string* group(std::string_view path) const;

  /// Every token path, for did-you-mean hints.
  [[nodiscard]] const std::vector<std::string>& paths() const { return paths_; }

 private:
  std::map<std::string, Entry, std::less<>> tokens_;
  std::map<std::string, std::string, std::less<>> groups_;  ///< group path -> its first token
  std::vector<std::string> paths_;                          ///< for did-you-mean
};

/// For each token of `file` (one of the scope's files), the token its alias
/// chain ends at: itself if its value is not an alias. Reports, at the alias
/// that breaks, a path that names no token (with a did-you-mean), a path that
/// names a group, and a reference cycle, printed in full once. A token whose
/// chain breaks is left out; a chain that breaks in another file is reported
/// when that file is resolved, not here.
std::map<std::string, const DesignToken*> resolve_aliases(const TokenScope& scope,
                                                          const DesignTokenFile& file,
                                                          Diagnostics& diagnostics);

}  // namespace lobbykit
