#include "sandbox/calls/envelope.h"

namespace lobbykit::sandbox {

CallResponse answer_ok(const nlohmann::json& data) {
  return {200, nlohmann::json{{"code", 0}, {"msg", "ok"}, {"data", data}}.dump()};
}

CallResponse answer_error(CallCode code, const std::string& message) {
  int status = static_cast<int>(code);
  return {status, nlohmann::json{{"code", status}, {"msg", message}, {"data", nullptr}}.dump()};
}

CallResponse answer_maintenance(std::int64_t ends_at) {
  int status = static_cast<int>(CallCode::kMaintenance);
  return {status, nlohmann::json{{"code", status},
                                 {"msg", "the sandbox is in maintenance"},
                                 {"data", {{"endsAt", ends_at}}}}
                      .dump()};
}

}  // namespace lobbykit::sandbox
