#include "themes/token_resolver.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/did_you_mean.h"

namespace lobbykit {

TokenScope::TokenScope(const std::vector<const DesignTokenFile*>& files) {
  for (const DesignTokenFile* file : files) {
    for (const DesignToken& token : file->tokens) {
      if (tokens_.emplace(token.path, Entry{&token, file}).second) paths_.push_back(token.path);
      // Every prefix of a token's path is a group holding it.
      for (std::size_t dot = token.path.find('.'); dot != std::string::npos;
           dot = token.path.find('.', dot + 1)) {
        groups_.emplace(token.path.substr(0, dot), token.path);
      }
    }
    for (const auto& [path, location] : file->groups) {
      if (!path.empty()) groups_.emplace(path, path);
    }
  }
}

const TokenScope::Entry* TokenScope::find(std::string_view path) const {
  auto it = tokens_.find(path);
  return it == tokens_.end() ? nullptr : &it->second;
}

const std::string* TokenScope::group(std::string_view path) const {
  auto it = groups_.find(path);
  return it == groups_.end() ? nullptr : &it->second;
}

namespace {

class AliasResolver {
 public:
  AliasResolver(const TokenScope& scope, const DesignTokenFile& file, Diagnostics& diagnostics)
      : scope_(scope), file_(file), diagnostics_(diagnostics) {}

  /// The token `start`'s chain ends at, or nullptr if it breaks.
  const DesignToken* follow(const TokenScope::Entry& start) {
    std::vector<const TokenScope::Entry*> chain = {&start};
    const DesignToken* end = walk(chain);
    for (const auto* entry : chain) ends_[entry->token->path] = end;
    return end;
  }

 private:
  const DesignToken* walk(std::vector<const TokenScope::Entry*>& chain) {
    while (true) {
      const TokenScope::Entry& current = *chain.back();
      if (auto known = ends_.find(current.token->path); known != ends_.end()) return known->second;
      const auto target = alias_target(current.token->value);
      if (!target) return current.token;
      const TokenScope::Entry* next = scope_.find(*target);
      if (!next) {
        if (current.file == &file_) report_unknown(*current.token, *target);
        return nullptr;
      }
      auto seen = std::find(chain.begin(), chain.end(), next);
      if (seen != chain.end()) {
        report_cycle({seen, chain.end()});
        return nullptr;
      }
      chain.push_back(next);
    }
  }

  void report_unknown(const DesignToken& alias, const std::string& target) {
    if (const std::string* inside = scope_.group(target)) {
      diagnostics_.error(
          alias.value_at, fmt::format("alias '{{{}}}' names a group, not a token", target),
          *inside == target ? "name a token"
                            : fmt::format("name one of its tokens, such as '{}'", *inside));
      return;
    }
    diagnostics_.error(alias.value_at, fmt::format("alias '{{{}}}' does not name a token", target),
                       did_you_mean(target, scope_.paths()));
  }

  void report_cycle(const std::vector<const TokenScope::Entry*>& cycle) {
    // All tokens of a cycle are in one file: shared files cannot name a theme's
    // tokens. Once found, its tokens are known to break, so it is found once.
    if (cycle.front()->file != &file_) return;
    std::string text;
    for (const auto* entry : cycle) text += fmt::format("{{{}}} -> ", entry->token->path);
    diagnostics_.error(cycle.front()->token->value_at,
                       fmt::format("reference cycle: {}{{{}}}", text, cycle.front()->token->path),
                       "one token of the cycle must hold a colour instead of an alias");
  }

  const TokenScope& scope_;
  const DesignTokenFile& file_;
  Diagnostics& diagnostics_;
  std::map<std::string, const DesignToken*> ends_;  ///< every chain followed so far
};

}  // namespace

std::map<std::string, const DesignToken*> resolve_aliases(const TokenScope& scope,
                                                          const DesignTokenFile& file,
                                                          Diagnostics& diagnostics) {
  AliasResolver resolver(scope, file, diagnostics);
  std::map<std::string, const DesignToken*> out;
  for (const DesignToken& token : file.tokens) {
    const TokenScope::Entry* entry = scope.find(token.path);
    // A token shadowed by an earlier file's is resolved as that one.
    if (const DesignToken* end = entry ? resolver.follow(*entry) : nullptr)
      out.emplace(token.path, end);
  }
  return out;
}

}  // namespace lobbykit
