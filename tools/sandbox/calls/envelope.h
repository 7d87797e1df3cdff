// The one answer envelope of every call: {"code": 0, "msg": "ok", "data": ...}
// with HTTP 200, or {"code": <CallCode>, "msg": "<why>", "data": null} with
// the code as HTTP status. Written here only (STYLE 7).
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "sandbox/calls/call_error.h"
#include "sandbox/service.h"

namespace lobbykit::sandbox {

CallResponse answer_ok(const nlohmann::json& data);
CallResponse answer_error(CallCode code, const std::string& message);

}  // namespace lobbykit::sandbox
