#include "themes/theme_loader.h"

#include <fmt/format.h>

#include <algorithm>
#include <deque>
#include <map>
#include <set>

#include "core/did_you_mean.h"
#include "core/yaml_document.h"
#include "core/yaml_reader.h"
#include "core/yaml_tree.h"
#include "schema/schema.h"
#include "themes/css_variable.h"
#include "themes/design_token_color.h"
#include "themes/design_tokens.h"
#include "themes/theme_index.h"
#include "themes/token_resolver.h"

namespace fs = std::filesystem;

namespace lobbykit {

namespace {

constexpr std::string_view kIndexPath = "themes/themes.yaml";
constexpr std::string_view kTokenSuffix = ".tokens.json";
// SPEC §3: every theme has a bgColor and a textColor.
constexpr std::string_view kBgColor = "bgColor";
constexpr std::string_view kTextColor = "textColor";

std::string folder_path(std::string_view file_name) { return fmt::format("themes/{}", file_name); }

/// A token file read and parsed.
struct TokenSource {
  SourceFile source;
  DesignTokenFile tokens;
};

/// A theme's tokens with the colour each resolves to (those that resolve).
struct LoadedTheme {
  std::string name;
  const TokenSource* source = nullptr;
  std::map<std::string, SrgbColor, std::less<>> colors;
};

const DesignToken* find_token(const DesignTokenFile& file, std::string_view path) {
  for (const auto& token : file.tokens) {
    if (token.path == path) return &token;
  }
  return nullptr;
}

class ThemeLoader {
 public:
  ThemeLoader(const FileSystem& fs, const fs::path& root, Diagnostics& diagnostics)
      : fs_(fs), root_(root), diagnostics_(diagnostics) {}

  ThemeSet load() {
    ThemeSet set;
    if (!read_index()) return set;
    for (const auto& entry : fs_.list(root_ / "themes")) {
      if (entry.kind == EntryKind::kFile && entry.name.ends_with(kTokenSuffix)) {
        token_files_.insert(entry.name);
      }
    }
    load_shared();
    load_themes();
    report_unlisted_files();
    if (const LoadedTheme* reference = reference_theme()) {
      check_reference(*reference);
      for (const LoadedTheme& theme : themes_) {
        if (&theme != reference) compare_tokens(*reference, theme);
      }
      read_pairs(*reference, set);
      build_themes(*reference, set);
    }
    for (std::size_t i = 0; i < theme_names_.size(); ++i) {
      set.listed.push_back({theme_names_[i], listed_at_[i]});
    }
    return set;
  }

 private:
  /// The items of the list `key` of themes.yaml (validated), none if it is absent.
  const std::vector<YamlNode>& index_list(std::string_view key) const {
    static const std::vector<YamlNode> none;
    const YamlNode* list = index_.find(key);
    return list ? list->items : none;
  }

  bool read_index() {
    const std::string path(kIndexPath);
    auto text = fs_.read(root_ / path);
    if (!text) {
      diagnostics_.error({path, 0, 0}, "required themes file is missing",
                         "it lists the themes and the contrast pairs checked on them");
      return false;
    }
    index_file_.emplace(path, std::move(*text));
    auto document = read_yaml(*index_file_, diagnostics_);
    if (!document) return false;
    index_ = std::move(*document);
    return schema::validate(index_, *theme_index_kind().root, *index_file_, diagnostics_);
  }

  /// Reads themes/<file_name>, named at `item` in themes.yaml.
  const TokenSource* open(const YamlNode& item, const std::string& file_name) {
    if (!token_files_.count(file_name)) {
      const std::vector<std::string> known(token_files_.begin(), token_files_.end());
      report(diagnostics_, *index_file_, item,
             fmt::format("no token file '{}'", folder_path(file_name)),
             did_you_mean(file_name, known));
      return nullptr;
    }
    listed_.insert(file_name);
    const std::string path = folder_path(file_name);
    auto text = fs_.read(root_ / path);
    if (!text) {
      diagnostics_.error({path, 0, 0}, "cannot read the file");
      return nullptr;
    }
    TokenSource& source =
        sources_.emplace_back(TokenSource{SourceFile(path, std::move(*text)), {}});
    auto document = parse_yaml(source.source, diagnostics_);
    if (!document) return nullptr;
    source.tokens = read_design_tokens(source.source, *document, diagnostics_);
    check_types(source);
    read_colors(source);
    return &source;
  }

  void load_shared() {
    for (const auto& item : index_list("shared")) {
      if (const TokenSource* source = open(item, item.scalar)) shared_.push_back(&source->tokens);
    }
    TokenScope scope(shared_);
    for (const DesignTokenFile* file : shared_) resolve_aliases(scope, *file, diagnostics_);
  }

  void load_themes() {
    for (const auto& item : index_list("themes")) {
      const std::string name = item.scalar;
      theme_names_.push_back(name);
      listed_at_.push_back(location_of(*index_file_, item));
      if (const TokenSource* source = open(item, name + std::string(kTokenSuffix))) {
        themes_.push_back(resolve_theme(name, *source));
      }
    }
  }

  LoadedTheme resolve_theme(const std::string& name, const TokenSource& source) {
    const TokenScope shared(shared_);
    for (const DesignToken& token : source.tokens.tokens) {
      if (const TokenScope::Entry* clash = shared.find(token.path)) {
        diagnostics_.error(token.name_at,
                           fmt::format("token '{}' is also defined in {}:{}", token.path,
                                       clash->token->name_at.path, clash->token->name_at.line),
                           "an alias could not tell them apart: rename one");
      }
    }
    std::vector<const DesignTokenFile*> files = {&source.tokens};
    files.insert(files.end(), shared_.begin(), shared_.end());
    LoadedTheme theme{name, &source, {}};
    for (const auto& [path, end] :
         resolve_aliases(TokenScope(files), source.tokens, diagnostics_)) {
      auto color = colors_.find(end);
      if (color != colors_.end() && color->second)
        theme.colors.emplace(path, quantize(*color->second));
    }
    return theme;
  }

  /// Themes hold colours only. A group's $type is reported once, not per token.
  void check_types(const TokenSource& source) {
    std::set<std::pair<int, int>> reported;
    for (const DesignToken& token : source.tokens.tokens) {
      if (token.type.empty() || token.type == "color") continue;
      if (!reported.emplace(token.type_at.line, token.type_at.column).second) continue;
      diagnostics_.error(
          token.type_at,
          fmt::format("'{}' is a {} token; themes hold only colours", token.path, token.type),
          "set \"$type\": \"color\"");
    }
  }

  /// Reads every colour value once, wherever aliases lead to it from.
  void read_colors(const TokenSource& source) {
    for (const DesignToken& token : source.tokens.tokens) {
      if (token.type == "color" && !alias_target(token.value)) {
        colors_.emplace(&token, read_color_value(source.source, token.value, diagnostics_));
      }
    }
  }

  void report_unlisted_files() {
    for (const std::string& name : token_files_) {
      if (listed_.count(name)) continue;
      const std::string stem = name.substr(0, name.size() - kTokenSuffix.size());
      diagnostics_.error(
          {folder_path(name), 0, 0}, fmt::format("token file is not listed in {}", kIndexPath),
          fmt::format("add '{}' under 'themes:' to offer it, or the file under 'shared:'", stem));
    }
  }

  /// The first listed theme, if its file could be read.
  const LoadedTheme* reference_theme() const {
    if (themes_.empty() || theme_names_.empty() || themes_.front().name != theme_names_.front())
      return nullptr;
    return &themes_.front();
  }

  void check_reference(const LoadedTheme& reference) {
    const DesignTokenFile& tokens = reference.source->tokens;
    for (std::string_view field : {kBgColor, kTextColor}) {
      if (!find_token(tokens, field)) {
        diagnostics_.error(
            tokens.groups.at(""),
            fmt::format("theme '{}' has no '{}' token", reference.name, field),
            fmt::format("SPEC §3: every theme has a bgColor and a textColor; alias them, as in "
                        "\"{}\": {{\"$type\": \"color\", \"$value\": \"{{color.bg}}\"}}",
                        field));
      }
    }
    std::map<std::string, std::string> owners;
    for (const DesignToken& token : tokens.tokens) {
      auto name = css_variable_name(token.path);
      if (!name) {
        diagnostics_.error(
            token.name_at,
            fmt::format("token '{}' cannot become a CSS custom property", token.path),
            "use only letters, digits, '-' and '_' in names");
        continue;
      }
      auto [owner, inserted] = owners.emplace(*name, token.path);
      if (!inserted) {
        diagnostics_.error(
            token.name_at,
            fmt::format("tokens '{}' and '{}' both become '{}'", owner->second, token.path, *name),
            "rename one of them");
      }
      css_names_[token.path] = *name;
    }
  }

  void compare_tokens(const LoadedTheme& reference, const LoadedTheme& theme) {
    const DesignTokenFile& expected = reference.source->tokens;
    const DesignTokenFile& actual = theme.source->tokens;
    std::vector<std::string> missing;
    for (const DesignToken& token : expected.tokens) {
      if (find_token(actual, token.path)) continue;
      missing.push_back(token.path);
      diagnostics_.error(closest_group(actual, token.path),
                         fmt::format("theme '{}' is missing token '{}'", theme.name, token.path),
                         fmt::format("'{}' defines it at {}:{}", reference.name, token.name_at.path,
                                     token.name_at.line));
    }
    for (const DesignToken& token : actual.tokens) {
      if (find_token(expected, token.path)) continue;
      std::string hint = did_you_mean(token.path, missing);
      if (hint.empty()) {
        hint = fmt::format(
            "every theme defines exactly the tokens of '{}': add it there too, or remove it here",
            reference.name);
      }
      diagnostics_.error(
          token.name_at,
          fmt::format("token '{}' is not in the reference theme '{}'", token.path, reference.name),
          std::move(hint));
    }
  }

  /// Where a missing token belongs: the deepest of its groups the file has.
  static SourceLocation closest_group(const DesignTokenFile& file, std::string path) {
    for (auto dot = path.rfind('.'); dot != std::string::npos; dot = path.rfind('.')) {
      path.resize(dot);
      if (auto group = file.groups.find(path); group != file.groups.end()) return group->second;
    }
    return file.groups.at("");
  }

  void read_pairs(const LoadedTheme& reference, ThemeSet& set) {
    std::vector<std::string> paths;
    for (const DesignToken& token : reference.source->tokens.tokens) paths.push_back(token.path);
    auto known = [&](const YamlNode* node) {
      if (!node || std::find(paths.begin(), paths.end(), node->scalar) != paths.end()) return true;
      std::string hint = did_you_mean(node->scalar, paths);
      if (hint.empty())
        hint = fmt::format("the reference theme '{}' has no such token", reference.name);
      report(diagnostics_, *index_file_, *node,
             fmt::format("unknown token '{}' in contrast pair", node->scalar), std::move(hint));
      return false;
    };
    for (const auto& item : index_list("contrast")) {
      const YamlNode* foreground = item.find("foreground");
      const YamlNode* background = item.find("background");
      const YamlNode* backdrop = item.find("backdrop");
      // Check all three, so each unknown name is reported.
      const bool foreground_known = known(foreground);
      const bool background_known = known(background);
      if (!known(backdrop) || !foreground_known || !background_known) continue;
      const std::string& kind = item.find("kind")->scalar;
      set.pairs.push_back({foreground->scalar, background->scalar,
                           backdrop ? backdrop->scalar : std::string(),
                           kind == "text"         ? ContrastKind::kText
                           : kind == "large-text" ? ContrastKind::kLargeText
                                                  : ContrastKind::kUi,
                           location_of(*index_file_, item)});
    }
  }

  /// Measures every theme whose background resolved, so contrast problems are
  /// reported with the others; keeps those whose every token resolved.
  void build_themes(const LoadedTheme& reference, ThemeSet& set) {
    for (const LoadedTheme& loaded : themes_) {
      Theme theme{loaded.name, loaded.source->tokens.path, {}, {}, {}, false, {}};
      bool complete = true;
      for (const DesignToken& token : reference.source->tokens.tokens) {
        auto color = loaded.colors.find(token.path);
        if (color == loaded.colors.end()) {
          complete = false;
        } else {
          theme.colors.push_back({token.path, css_names_[token.path], color->second});
        }
      }
      if (!loaded.colors.count(kBgColor) || !loaded.colors.count(kTextColor)) continue;
      theme.bg_color = loaded.colors.find(kBgColor)->second;
      theme.text_color = loaded.colors.find(kTextColor)->second;
      if (theme.bg_color.alpha < 1) {
        diagnostics_.error(
            find_token(loaded.source->tokens, kBgColor)->value_at,
            fmt::format("bgColor of theme '{}' is translucent", loaded.name),
            "it is the page background and the browser's theme-color: make it opaque");
        continue;
      }
      theme.dark = relative_luminance(theme.bg_color) <
                   relative_luminance(composite(theme.text_color, theme.bg_color));
      measure_contrast(loaded, set.pairs, theme);
      if (complete) set.themes.push_back(std::move(theme));
    }
  }

  void measure_contrast(const LoadedTheme& loaded, const std::vector<ContrastPair>& pairs,
                        Theme& theme) {
    auto color = [&](const std::string& path) { return loaded.colors.find(path)->second; };
    auto resolved = [&](const std::string& path) {
      return path.empty() || loaded.colors.count(path);
    };
    for (std::size_t i = 0; i < pairs.size(); ++i) {
      const ContrastPair& pair = pairs[i];
      // A token that did not resolve is reported already; its pairs wait for it.
      if (!resolved(pair.foreground) || !resolved(pair.background) || !resolved(pair.backdrop)) {
        continue;
      }
      // What the eye sees: each translucent layer over the one beneath it.
      const SrgbColor under =
          pair.backdrop.empty() ? theme.bg_color : composite(color(pair.backdrop), theme.bg_color);
      const SrgbColor background = composite(color(pair.background), under);
      const SrgbColor foreground = composite(color(pair.foreground), background);
      const double ratio = contrast_ratio(foreground, background);
      const bool pass = ratio >= minimum_ratio(pair.kind);
      theme.contrast.push_back({i, foreground, background, ratio, pass});
      if (pass) continue;
      diagnostics_.error(
          find_token(loaded.source->tokens, pair.foreground)->value_at,
          fmt::format("contrast of '{}' on '{}' is {}, below the {:g}:1 {} needs", pair.foreground,
                      pair.background, format_ratio(ratio), minimum_ratio(pair.kind),
                      kind_name(pair.kind)),
          fmt::format("in theme '{}' they show as {} on {}; the pair is declared at {}:{}",
                      loaded.name, to_hex(foreground), to_hex(background), kIndexPath,
                      pair.declared_at.line));
    }
  }

  const FileSystem& fs_;
  const fs::path& root_;
  Diagnostics& diagnostics_;
  std::optional<SourceFile> index_file_;
  YamlNode index_;                     ///< themes.yaml, once read
  std::set<std::string> token_files_;  ///< *.tokens.json in themes/
  std::set<std::string> listed_;       ///< those themes.yaml names
  std::deque<TokenSource> sources_;    ///< a deque, so tokens keep their addresses
  std::vector<const DesignTokenFile*> shared_;
  std::map<const DesignToken*, std::optional<SrgbColor>> colors_;  ///< every colour value read
  std::vector<std::string> theme_names_;                           ///< as listed, files or not
  std::vector<SourceLocation> listed_at_;                          ///< where each is listed
  std::vector<LoadedTheme> themes_;               ///< those whose file was read, in order
  std::map<std::string, std::string> css_names_;  ///< token path -> custom property
};

}  // namespace

ThemeSet load_themes(const FileSystem& fs, const fs::path& root, Diagnostics& diagnostics) {
  return ThemeLoader(fs, root, diagnostics).load();
}

}  // namespace lobbykit
