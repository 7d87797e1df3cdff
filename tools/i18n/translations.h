// The translations model: every locale file under i18n/ after validation,
// its messages compiled to the message AST.
#pragma once

#include <string>
#include <vector>

#include "i18n/locale_facts.h"
#include "i18n/message_ast.h"

namespace lobbykit::i18n {

/// The locale whose file is the source of every key: i18n/en.yaml.
inline constexpr std::string_view kSourceLocale = "en";

struct Message {
  std::string key;     ///< dotted path: wallet.balanceAdded
  std::string source;  ///< the ICU MessageFormat text as written
  Elements ast;
  bool valid = true;        ///< false if the message has errors (then `ast` is empty)
  std::string description;  ///< en.yaml only: a note for translators
  bool brand = false;       ///< en.yaml only: may stay identical in every locale
};

struct Locale {
  LocaleFacts facts;
  std::string path;               ///< i18n/ar.yaml
  std::string name;               ///< native name: العربية
  std::string english_name;       ///< Arabic
  std::string flag;               ///< emoji flag
  std::vector<Message> messages;  ///< sorted by key
};

struct Translations {
  std::vector<Locale> locales;  ///< sorted by tag

  /// The English locale, or nullptr if it failed to load.
  [[nodiscard]] const Locale* source() const;
};

/// "26 locales (312 keys each)", or which locales differ from English.
std::string describe(const Translations& translations);

}  // namespace lobbykit::i18n
