// A call's JSON body (sandbox/calls/request_fields.h): the input is the body
// (cut to the 64 KiB the transport lets through). Whatever the bytes:
//   - RequestFields::parse gives fields, or throws CallError(kBadRequest)
//     whose message makes a valid error envelope; nothing else escapes;
//   - each getter, on any field (the body's own keys and usual names), gives
//     a value within its contract (a non-empty text of at most max_length
//     code points, valid UTF-8; an integer within [min, max]; 1..max_items
//     texts; an object) or throws CallError(kBadRequest) naming the field;
//   - accepted fields nest at most kMaxJsonDepth deep: dumping or copying
//     JSON recurses per level, and a 64 KiB body of '[' overflowed the stack;
//   - canonical() parses back to the same canonical text, and the fields
//     dump into an answer envelope.
#include "sandbox/calls/request_fields.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/utf8.h"
#include "fuzz_check.h"
#include "sandbox/bounded_json.h"
#include "sandbox/calls/call_error.h"
#include "sandbox/calls/envelope.h"

namespace {

using lobbykit::sandbox::CallCode;
using lobbykit::sandbox::CallError;
using lobbykit::sandbox::RequestFields;

constexpr std::int64_t kMin = std::numeric_limits<std::int64_t>::min();
constexpr std::int64_t kMax = std::numeric_limits<std::int64_t>::max();

void check_refusal(const CallError& error, std::string_view field) {
  FUZZ_CHECK(error.code() == CallCode::kBadRequest, "a bad body or field is a 400");
  const std::string message = error.what();
  FUZZ_CHECK(!message.empty(), "a refusal says why");
  if (!field.empty()) {
    FUZZ_CHECK(message.starts_with("field '" + std::string(field) + "' "),
               "a refusal names the field");
  }
  auto envelope = nlohmann::json::parse(lobbykit::sandbox::answer_error(error.code(), message).body,
                                        nullptr, false);
  FUZZ_CHECK(envelope.is_object() && envelope["code"] == 400, "the refusal is an envelope");
}

bool is_text_within(const std::string& text, std::size_t max_length) {
  return !text.empty() && !lobbykit::find_invalid_utf8(text) &&
         static_cast<std::size_t>(lobbykit::utf8_code_points(text, text.size())) <= max_length;
}

// Calls `get` and, if it refuses, checks the refusal names `field`.
template <typename Get>
void read_field(std::string_view field, Get get) {
  try {
    get();
  } catch (const CallError& error) {
    check_refusal(error, field);
  }
}

void check_getters(const RequestFields& fields, const std::string& name) {
  for (std::size_t max_length : {std::size_t{1}, std::size_t{5}, std::size_t{140}}) {
    read_field(name, [&] {
      FUZZ_CHECK(is_text_within(fields.text(name, max_length), max_length), "text() in contract");
    });
    read_field(name, [&] {
      auto text = fields.optional_text(name, max_length);
      FUZZ_CHECK(!text || is_text_within(*text, max_length), "optional_text() in contract");
      FUZZ_CHECK(text.has_value() == fields.has(name), "optional_text() is set when present");
    });
  }
  const std::pair<std::int64_t, std::int64_t> ranges[] = {
      {0, 100}, {-3, 3}, {kMin, kMax}, {1, kMax}, {kMin, -1}};
  for (auto [min, max] : ranges) {
    read_field(name, [&, min = min, max = max] {
      std::int64_t number = fields.integer(name, min, max);
      FUZZ_CHECK(number >= min && number <= max, "integer() within range");
    });
    read_field(name, [&, min = min, max = max] {
      auto number = fields.optional_integer(name, min, max);
      FUZZ_CHECK(!number || (*number >= min && *number <= max), "optional_integer() in range");
    });
  }
  read_field(name, [&] { (void)fields.boolean(name); });
  read_field(name, [&] {
    auto items = fields.text_list(name, 3, 5);
    FUZZ_CHECK(items.size() <= 3, "text_list() has at most max_items");
    for (const auto& item : items) FUZZ_CHECK(is_text_within(item, 5), "text_list() items");
  });
  read_field(name, [&] {
    nlohmann::json object = fields.object(name);
    FUZZ_CHECK(object.is_object(), "object() is an object");
    (void)lobbykit::sandbox::answer_ok(object);
  });
}

// How deeply `json` (valid JSON text) nests arrays and objects, counted
// without recursion.
int depth_of(std::string_view json) {
  int depth = 0;
  int deepest = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < json.size(); ++i) {
    char c = json[i];
    if (in_string) {
      if (c == '\\') ++i;
      if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return deepest;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view body(reinterpret_cast<const char*>(data),
                              std::min<std::size_t>(size, lobbykit::sandbox::kMaxBodyBytes));
  std::optional<RequestFields> fields;
  try {
    fields = RequestFields::parse(body);
  } catch (const CallError& error) {
    check_refusal(error, "");
    return 0;
  }
  const std::string canonical = fields->canonical();
  FUZZ_CHECK(depth_of(canonical) <= lobbykit::sandbox::kMaxJsonDepth,
             "accepted fields nest at most kMaxJsonDepth deep (deeper would overflow the stack)");
  FUZZ_CHECK(RequestFields::parse(canonical).canonical() == canonical,
             "canonical() reads back the same");

  std::vector<std::string> names = {"amount", "idempotencyKey", "data", "missing"};
  const auto object = nlohmann::json::parse(canonical);
  for (const auto& [key, value] : object.items()) {
    if (names.size() >= 12) break;
    // Calls name their fields with literals; what() would cut a name at a NUL.
    if (key.find('\0') == std::string::npos) names.push_back(key);
  }
  for (const std::string& name : names) check_getters(*fields, name);
  read_field("idempotencyKey", [&] {
    FUZZ_CHECK(is_text_within(fields->idempotency_key(), 100), "idempotency_key() in contract");
  });
  return 0;
}
