// The one answer envelope of every call: {"code": 0, "msg": "ok", "data": ...}
// with HTTP 200, or {"code": <CallCode>, "msg": "<why>", "data": null} with
// the code as HTTP status. Written here only (STYLE 7).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "sandbox/calls/call_error.h"
#include "sandbox/service.h"

namespace lobbykit::sandbox {

CallResponse answer_ok(const nlohmann::json& data);
CallResponse answer_error(CallCode code, const std::string& message);
/// HTTP 503 {code: 503, msg, data: {endsAt}}: every /api call while the
/// sandbox is in maintenance (openapi MaintenanceEnvelope).
CallResponse answer_maintenance(std::int64_t ends_at);

}  // namespace lobbykit::sandbox
