// The shape of a locale file (i18n/<tag>.yaml), written once: the header
// fields are a schema::Node (validated with did-you-mean hints); the
// free-form, nested `messages` are checked by locale_file.cc and described
// here for editors as a recursive JSON Schema.
//
//   locale: ar              # BCP 47 tag, equal to the file name
//   name: العربية            # native name, for the language picker
//   englishName: Arabic
//   flag: "🇸🇦"
//   messages:               # groups of keys; leaves are ICU MessageFormat
//     nav:
//       home: الرئيسية
//
// In en.yaml only, a leaf may be {message, description, brand}.
#pragma once

#include <nlohmann/json.hpp>

#include "schema/schema.h"

namespace lobbykit::i18n {

/// Every field except `messages`.
const schema::Node& locale_header_schema();

/// The described form of an English leaf: {message, description?, brand?}.
const schema::Node& described_message_schema();

/// The JSON Schema of a whole locale file: `locale.schema.json`.
nlohmann::ordered_json locale_json_schema();

}  // namespace lobbykit::i18n
