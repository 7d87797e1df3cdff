#include "sandbox/calls/envelope.h"

namespace lobbykit::sandbox {

namespace {

// A message may quote the request (an unknown call's path is raw bytes of the
// target): bytes that are not UTF-8 are written as U+FFFD, where dump() would
// throw out of the transport.
std::string envelope_text(int code, const std::string& message, const nlohmann::json& data) {
  return nlohmann::json{{"code", code}, {"msg", message}, {"data", data}}.dump(
      -1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace

CallResponse answer_ok(const nlohmann::json& data) { return {200, envelope_text(0, "ok", data)}; }

CallResponse answer_error(CallCode code, const std::string& message) {
  int status = static_cast<int>(code);
  return {status, envelope_text(status, message, nullptr)};
}

CallResponse answer_maintenance(std::int64_t ends_at) {
  int status = static_cast<int>(CallCode::kMaintenance);
  return {status, envelope_text(status, "the sandbox is in maintenance", {{"endsAt", ends_at}})};
}

}  // namespace lobbykit::sandbox
