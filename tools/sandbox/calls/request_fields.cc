#include "sandbox/calls/request_fields.h"

#include "core/utf8.h"
#include "sandbox/bounded_json.h"
#include "sandbox/calls/call_error.h"

namespace lobbykit::sandbox {

namespace {

[[noreturn]] void bad_field(std::string_view name, const std::string& problem) {
  throw CallError(CallCode::kBadRequest, "field '" + std::string(name) + "' " + problem);
}

}  // namespace

RequestFields RequestFields::parse(std::string_view body) {
  if (body.find_first_not_of(" \t\r\n") == std::string_view::npos)
    return RequestFields(nlohmann::json::object());
  BoundedJson json = parse_bounded_json(body);
  if (json.too_deep) {
    throw CallError(CallCode::kBadRequest,
                    "body nests deeper than " + std::to_string(kMaxJsonDepth) + " levels");
  }
  if (!json.value) throw CallError(CallCode::kBadRequest, "body is not valid JSON");
  if (!json.value->is_object())
    throw CallError(CallCode::kBadRequest, "body must be a JSON object");
  return RequestFields(std::move(*json.value));
}

const nlohmann::json* RequestFields::find(std::string_view name) const {
  auto found = json_.find(name);
  if (found == json_.end() || found->is_null()) return nullptr;
  return &*found;
}

bool RequestFields::has(std::string_view name) const { return find(name) != nullptr; }

std::optional<std::string> RequestFields::optional_text(std::string_view name,
                                                        std::size_t max_length) const {
  const auto* value = find(name);
  if (!value) return std::nullopt;
  if (!value->is_string()) bad_field(name, "must be a string");
  const auto& text = value->get_ref<const std::string&>();
  if (text.empty()) bad_field(name, "must not be empty");
  // Characters, as the contract's JSON Schema maxLength counts them (a Thai
  // name takes three bytes a letter); nlohmann::json has checked the UTF-8.
  if (static_cast<std::size_t>(utf8_code_points(text, text.size())) > max_length)
    bad_field(name, "must be at most " + std::to_string(max_length) + " characters");
  return text;
}

std::string RequestFields::text(std::string_view name, std::size_t max_length) const {
  auto value = optional_text(name, max_length);
  if (!value) bad_field(name, "is required");
  return *value;
}

std::optional<std::int64_t> RequestFields::optional_integer(std::string_view name, std::int64_t min,
                                                            std::int64_t max) const {
  const auto* value = find(name);
  if (!value) return std::nullopt;
  if (!value->is_number_integer()) bad_field(name, "must be an integer");
  if (value->is_number_unsigned() &&
      value->get<std::uint64_t>() > static_cast<std::uint64_t>(max)) {
    bad_field(name, "must be between " + std::to_string(min) + " and " + std::to_string(max));
  }
  auto number = value->get<std::int64_t>();
  if (number < min || number > max) {
    bad_field(name, "must be between " + std::to_string(min) + " and " + std::to_string(max));
  }
  return number;
}

std::int64_t RequestFields::integer(std::string_view name, std::int64_t min,
                                    std::int64_t max) const {
  auto value = optional_integer(name, min, max);
  if (!value) bad_field(name, "is required");
  return *value;
}

bool RequestFields::boolean(std::string_view name) const {
  const auto* value = find(name);
  if (!value) bad_field(name, "is required");
  if (!value->is_boolean()) bad_field(name, "must be true or false");
  return value->get<bool>();
}

std::vector<std::string> RequestFields::text_list(std::string_view name, std::size_t max_items,
                                                  std::size_t max_length) const {
  const auto* value = find(name);
  if (!value) return {};
  if (!value->is_array() || value->empty() || value->size() > max_items)
    bad_field(name, "must be an array of 1-" + std::to_string(max_items) + " strings");
  std::vector<std::string> items;
  for (const auto& item : *value) {
    if (!item.is_string() || item.get_ref<const std::string&>().empty())
      bad_field(name, "must hold non-empty strings");
    const auto& text = item.get_ref<const std::string&>();
    if (static_cast<std::size_t>(utf8_code_points(text, text.size())) > max_length)
      bad_field(name, "must hold strings of at most " + std::to_string(max_length) + " characters");
    items.push_back(text);
  }
  return items;
}

nlohmann::json RequestFields::object(std::string_view name) const {
  const auto* value = find(name);
  if (!value) return nlohmann::json::object();
  if (!value->is_object()) bad_field(name, "must be an object");
  return *value;
}

}  // namespace lobbykit::sandbox
