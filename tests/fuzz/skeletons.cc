// ICU number and date skeletons (i18n/number_skeleton.h, date_skeleton.h).
// The first byte picks the kind (even: number, odd: date) and the locale's
// hour symbol; the rest is the skeleton. Never a crash; a number skeleton
// that parses, written again from its tokens, gives the same options; a
// date skeleton that parses gives Intl options of known fields only.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_check.h"
#include "i18n/date_skeleton.h"
#include "i18n/number_skeleton.h"

namespace {

/// A number skeleton written from its tokens: "stem/option/option stem".
std::string written_from_tokens(const lobbykit::i18n::ArgumentStyle& style) {
  std::string out;
  for (const auto& token : style.tokens) {
    if (!out.empty()) out += ' ';
    out += token.stem;
    for (const auto& option : token.options) out += '/' + option;
  }
  return out;
}

void check_number(std::string_view skeleton) {
  lobbykit::i18n::ArgumentStyle style;
  if (lobbykit::i18n::parse_number_skeleton(skeleton, style)) return;
  FUZZ_CHECK(style.parsed_options.is_object(), "a number skeleton gives an options object");
  lobbykit::i18n::ArgumentStyle again;
  const std::string rewritten = written_from_tokens(style);
  FUZZ_CHECK(!lobbykit::i18n::parse_number_skeleton(rewritten, again),
             "a skeleton written from its tokens parses");
  FUZZ_CHECK(again.parsed_options == style.parsed_options,
             "a skeleton written from its tokens gives the same options");
}

void check_date(std::string_view skeleton, char hour_symbol) {
  lobbykit::i18n::ArgumentStyle style;
  if (lobbykit::i18n::parse_date_skeleton(skeleton, hour_symbol, style)) return;
  FUZZ_CHECK(style.parsed_options.is_object(), "a date skeleton gives an options object");
  static constexpr std::array<std::string_view, 11> kIntlFields = {
      "era",       "year", "month",  "day",    "weekday",     "hour12",
      "hourCycle", "hour", "minute", "second", "timeZoneName"};
  for (const auto& [field, value] : style.parsed_options.items()) {
    bool known = false;
    for (std::string_view name : kIntlFields) known |= field == name;
    FUZZ_CHECK(known, "a date skeleton gives Intl.DateTimeFormat fields only");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string_view skeleton(reinterpret_cast<const char*>(data) + 1, size - 1);
  if (data[0] % 2 == 0) {
    check_number(skeleton);
  } else {
    static constexpr std::array<char, 4> kHourSymbols = {'h', 'H', 'K', 'k'};
    check_date(skeleton, kHourSymbols[(data[0] / 2) % kHourSymbols.size()]);
  }
  return 0;
}
