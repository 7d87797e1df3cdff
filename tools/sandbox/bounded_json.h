// JSON text from a client (a call's body, a socket message, Telegram's user
// field), parsed with a depth limit. nlohmann::json parses any depth, but
// dumping or copying the value recurses once per level: a 64 KiB body of
// '[' overflows the stack of the thread that dumps it.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string_view>

namespace lobbykit::sandbox {

/// How deeply client JSON may nest (arrays and objects); no call, socket
/// message or initData field needs more than 4.
inline constexpr int kMaxJsonDepth = 32;

struct BoundedJson {
  std::optional<nlohmann::json> value;  ///< set when the text is JSON within the limit
  bool too_deep = false;                ///< why not: nested deeper than the limit (else invalid)
};

/// Parses `text`, refusing it when it nests deeper than `max_depth`.
BoundedJson parse_bounded_json(std::string_view text, int max_depth = kMaxJsonDepth);

}  // namespace lobbykit::sandbox
