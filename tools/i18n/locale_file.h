// Reading one locale file: YAML, header fields, the locale tag, and the
// nested `messages` flattened into dotted keys. Messages are not parsed here.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/diagnostics.h"
#include "core/file_system.h"
#include "core/source_file.h"
#include "core/yaml_tree.h"
#include "i18n/locale_facts.h"

namespace lobbykit::i18n {

/// A leaf of `messages` before it is parsed.
struct RawMessage {
  std::string key;           ///< dotted: wallet.balanceAdded
  const YamlNode* key_node;  ///< the last segment's key, where the message is named
  const YamlNode* value;     ///< the scalar holding the message text (in LocaleFile::document)
  std::string description;
  bool brand = false;
  /// A problem with the value was reported already (empty, or not a
  /// message): the key counts as present, but there is nothing to compile.
  bool broken = false;
};

struct LocaleFile {
  std::string path;                  ///< i18n/ar.yaml
  std::optional<SourceFile> source;  ///< set once the file was read
  /// The YAML document, once read; messages and groups point into it.
  std::shared_ptr<const YamlNode> document;
  std::optional<LocaleFacts> facts;  ///< set if the file name is a locale ICU knows
  std::string name;
  std::string english_name;
  std::string flag;
  std::vector<RawMessage> messages;  ///< in document order
  /// The key node of each group (nav, wallet.history...) and of `messages`
  /// itself (under ""), to point at when a key is missing.
  std::map<std::string, const YamlNode*> groups;
  bool header_valid = false;
  /// `messages` is a mapping, so its keys can be compared with English.
  bool has_messages = false;
};

/// Reads `root`/`path` (i18n/<tag>.yaml). Reports unreadable files, YAML
/// errors, header fields that are missing or wrong, a tag that is not a
/// canonical BCP 47 tag ICU knows or differs from the file name, malformed
/// keys, empty values, and described messages outside en.yaml.
/// The YAML is read by read_yaml (yaml_reader.h).
LocaleFile read_locale_file(const FileSystem& fs, const std::filesystem::path& root,
                            const std::string& path, Diagnostics& diagnostics);

}  // namespace lobbykit::i18n
