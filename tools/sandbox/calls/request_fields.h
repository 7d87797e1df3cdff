// RequestFields: a call's JSON body, parsed and checked in this one place.
// Every getter throws CallError(kBadRequest) with a message naming the field,
// e.g. "field 'amount' must be an integer".
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lobbykit::sandbox {

inline constexpr std::size_t kMaxBodyBytes = 64 * 1024;

class RequestFields {
 public:
  /// Parses `body` (empty counts as {}). Throws CallError(kBadRequest) if it
  /// is not JSON, not an object, or nests deeper than kMaxJsonDepth.
  static RequestFields parse(std::string_view body);

  /// A required non-empty string of at most `max_length` characters (code points).
  [[nodiscard]] std::string text(std::string_view name, std::size_t max_length = 140) const;
  [[nodiscard]] std::optional<std::string> optional_text(std::string_view name,
                                                         std::size_t max_length = 140) const;
  /// A required integer within [min, max].
  [[nodiscard]] std::int64_t integer(std::string_view name, std::int64_t min,
                                     std::int64_t max) const;
  [[nodiscard]] std::optional<std::int64_t> optional_integer(std::string_view name,
                                                             std::int64_t min,
                                                             std::int64_t max) const;
  /// A required true or false.
  [[nodiscard]] bool boolean(std::string_view name) const;
  /// The required `idempotencyKey`: 1-100 bytes.
  [[nodiscard]] std::string idempotency_key() const { return text("idempotencyKey", 100); }
  /// An optional array of 1..`max_items` non-empty strings of at most
  /// `max_length` characters each (empty when absent).
  [[nodiscard]] std::vector<std::string> text_list(std::string_view name, std::size_t max_items,
                                                   std::size_t max_length) const;
  /// An optional JSON object field ({} when absent).
  [[nodiscard]] nlohmann::json object(std::string_view name) const;
  /// The body as canonical JSON: two bodies with the same fields compare equal.
  [[nodiscard]] std::string canonical() const { return json_.dump(); }
  [[nodiscard]] bool has(std::string_view name) const;

 private:
  explicit RequestFields(nlohmann::json json) : json_(std::move(json)) {}
  [[nodiscard]] const nlohmann::json* find(std::string_view name) const;
  nlohmann::json json_;
};

}  // namespace lobbykit::sandbox
