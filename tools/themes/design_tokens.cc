#include "themes/design_tokens.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/did_you_mean.h"
#include "core/yaml_document.h"

namespace lobbykit {

namespace {

const std::vector<std::string> kTokenProperties = {"$value", "$type", "$description", "$extensions",
                                                   "$deprecated"};
const std::vector<std::string> kGroupProperties = {"$type", "$description", "$extensions",
                                                   "$deprecated"};

bool contains(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

/// The $type that applies inside a group.
struct InheritedType {
  std::string name;
  SourceLocation at;
  bool invalid = false;  ///< a $type was given but is not one (reported once, where it is)
};

class Reader {
 public:
  Reader(const SourceFile& file, Diagnostics& diagnostics, DesignTokenFile& out)
      : file_(file), diagnostics_(diagnostics), out_(out) {}

  /// `at` is where the group is named (the file's start for the root).
  void read_group(const YAML::Node& group, const std::string& path, InheritedType type,
                  SourceLocation at) {
    out_.groups.emplace(path, std::move(at));
    // A group's own $type applies to everything in it, so read it first.
    if (const YAML::Node own = group["$type"]) type = read_type(own);
    for (const auto& pair : group) {
      const std::string name = pair.first.Scalar();
      if (name.starts_with('$')) {
        check_property(pair.first, name, kGroupProperties, "group");
      } else if (check_name(pair.first, name)) {
        read_item(pair.first, pair.second, path.empty() ? name : path + "." + name, type);
      }
    }
  }

 private:
  void read_item(const YAML::Node& key, const YAML::Node& item, const std::string& path,
                 const InheritedType& type) {
    if (!item.IsMap()) {
      report(
          diagnostics_, file_, item,
          fmt::format("expected a token or a group for '{}', found {}", path, describe_node(item)),
          "a token is an object with \"$value\"; a group is an object of tokens");
    } else if (item["$value"]) {
      read_token(key, item, path, type);
    } else {
      read_group(item, path, type, location_of(file_, key));
    }
  }

  void read_token(const YAML::Node& key, const YAML::Node& token, const std::string& path,
                  InheritedType type) {
    for (const auto& pair : token) {
      const std::string name = pair.first.Scalar();
      if (name.starts_with('$')) {
        check_property(pair.first, name, kTokenProperties, "token");
      } else {
        report(diagnostics_, file_, pair.first,
               fmt::format("token '{}' cannot hold '{}'", path, name),
               "a token holds only $value, $type, $description, $extensions and $deprecated; "
               "to nest tokens, make '" +
                   path + "' a group");
      }
    }
    if (const YAML::Node own = token["$type"]) type = read_type(own);
    const YAML::Node value = token["$value"];
    const bool alias = alias_target(value).has_value();
    if (!alias && value.IsScalar() && value.Scalar().starts_with('{')) {
      report(diagnostics_, file_, value, fmt::format("malformed alias '{}'", value.Scalar()),
             "an alias is a token path in braces, such as {color.bg}");
    }
    // An alias takes its type from the token it names; anything else needs one.
    if (type.name.empty() && !alias && !type.invalid) {
      report(diagnostics_, file_, key, fmt::format("token '{}' has no $type", path),
             "add \"$type\": \"color\" to the token or to a group around it");
    }
    out_.tokens.push_back(
        {path, type.name, value, location_of(file_, key), location_of(file_, value), type.at});
  }

  /// A valid $type, or an invalid one (reported) with an empty name.
  InheritedType read_type(const YAML::Node& node) {
    const std::string name = node.IsScalar() ? node.Scalar() : std::string();
    if (node.IsScalar() && contains(design_token_types(), name))
      return {name, location_of(file_, node)};
    std::string hint = did_you_mean(name, design_token_types());
    if (hint.empty())
      hint = "the format's types: " + fmt::format("{}", fmt::join(design_token_types(), ", "));
    report(diagnostics_, file_, node, fmt::format("unknown $type {}", describe_node(node)),
           std::move(hint));
    return {"", location_of(file_, node), true};
  }

  void check_property(const YAML::Node& key, const std::string& name,
                      const std::vector<std::string>& known, std::string_view owner) {
    if (contains(known, name)) return;
    // A misspelt $value turns a token into a group, so suggest it there too.
    std::vector<std::string> candidates = known;
    if (!contains(candidates, "$value")) candidates.push_back("$value");
    std::string hint = did_you_mean(name, candidates);
    if (hint.empty()) {
      hint = fmt::format("a {} may hold {}; names may not start with '$'", owner,
                         fmt::join(known, ", "));
    }
    report(diagnostics_, file_, key, fmt::format("unknown {} property '{}'", owner, name),
           std::move(hint));
  }

  bool check_name(const YAML::Node& key, const std::string& name) {
    if (name.find_first_of("{}.") == std::string::npos && !name.empty()) return true;
    report(diagnostics_, file_, key, fmt::format("invalid token or group name '{}'", name),
           "names may not be empty or contain '{', '}' or '.', which aliases use");
    return false;
  }

  const SourceFile& file_;
  Diagnostics& diagnostics_;
  DesignTokenFile& out_;
};

}  // namespace

const std::vector<std::string>& design_token_types() {
  static const std::vector<std::string> types = {
      "color",       "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
      "strokeStyle", "border",    "transition", "shadow",     "gradient", "typography"};
  return types;
}

std::optional<std::string> alias_target(const YAML::Node& value) {
  if (!value.IsScalar()) return std::nullopt;
  const std::string& text = value.Scalar();
  if (text.size() < 3 || text.front() != '{' || text.back() != '}') return std::nullopt;
  std::string path = text.substr(1, text.size() - 2);
  // Every name on the path must be non-empty and free of braces.
  if (path.find_first_of("{}") != std::string::npos || path.front() == '.' || path.back() == '.' ||
      path.find("..") != std::string::npos) {
    return std::nullopt;
  }
  return path;
}

DesignTokenFile read_design_tokens(const SourceFile& file, const YAML::Node& root,
                                   Diagnostics& diagnostics) {
  DesignTokenFile out{std::string(file.path().str()), {}, {{"", {file.path(), 1, 1}}}};
  if (!root.IsMap()) {
    report(diagnostics, file, root,
           fmt::format("expected an object of tokens and groups, found {}", describe_node(root)));
    return out;
  }
  Reader(file, diagnostics, out).read_group(root, "", {}, out.groups.at(""));
  return out;
}

}  // namespace lobbykit
