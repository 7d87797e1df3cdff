// The ICU message parser (i18n/message_parser.h): it never crashes nor
// overflows the stack, whatever the nesting, and a message it parses prints
// back (message_printer.h) to a message that parses to the same FormatJS
// AST (adjacent literals joined: "a" then "<b/>" reads as "a<b/>").
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string_view>

#include "fuzz_check.h"
#include "i18n/formatjs_ast.h"
#include "i18n/message_parser.h"
#include "i18n/message_printer.h"

namespace {

using Json = nlohmann::ordered_json;

/// `elements` (a FormatJS AST array) with each run of literals made one.
Json joined_literals(const Json& elements) {
  Json out = Json::array();
  for (const Json& element : elements) {
    Json copy = element;
    if (copy.contains("children")) copy["children"] = joined_literals(copy["children"]);
    if (copy.contains("options")) {
      for (auto& [selector, option] : copy["options"].items()) {
        option["value"] = joined_literals(option["value"]);
      }
    }
    const bool literal = copy["type"] == 0;
    if (literal && !out.empty() && out.back()["type"] == 0) {
      out.back()["value"] =
          out.back()["value"].get<std::string>() + copy["value"].get<std::string>();
    } else {
      out.push_back(std::move(copy));
    }
  }
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view message(reinterpret_cast<const char*>(data), size);
  const lobbykit::i18n::HourSymbol hour_symbol = [] { return 'H'; };
  const auto parsed = lobbykit::i18n::parse_message(message, hour_symbol);
  if (parsed.error) return 0;
  const std::string printed = lobbykit::i18n::print_message(parsed.elements);
  const auto reparsed = lobbykit::i18n::parse_message(printed, hour_symbol);
  if (reparsed.error) {
    std::fprintf(stderr, "printed: %s\nrefused: %s\n", printed.c_str(),
                 reparsed.error->message.c_str());
  }
  FUZZ_CHECK(!reparsed.error, "a printed message parses");
  const Json before = joined_literals(lobbykit::i18n::to_formatjs_json(parsed.elements));
  const Json after = joined_literals(lobbykit::i18n::to_formatjs_json(reparsed.elements));
  if (before != after) {
    std::fprintf(stderr, "printed: %s\nbefore: %s\nafter:  %s\n", printed.c_str(),
                 before.dump().c_str(), after.dump().c_str());
  }
  FUZZ_CHECK(before == after, "a printed message parses to the same AST");
  return 0;
}
