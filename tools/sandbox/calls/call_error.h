// The answer codes of the sandbox API (tools/sandbox/contract/openapi.yaml,
// schema CallCode) and the one exception a handler throws to answer with one.
#pragma once

#include <stdexcept>
#include <string>

namespace lobbykit::sandbox {

enum class CallCode : int {
  kOk = 0,
  kBadRequest = 400,    ///< bad JSON, a missing field, a wrong type or range: msg names the field
  kUnauthorized = 401,  ///< no token, or an expired, forged or revoked one; forged initData
  kInsufficientFunds = 402,  ///< the balance is too low
  kForbidden = 403,  ///< not allowed: the account is disabled, the admin call is not from loopback
  kNotFound = 404,   ///< unknown call, or an unknown thing it names (game, wheel, task, player)
  kConflict = 409,   ///< the idempotency key was used for another request, or the reward is taken
  kTooLarge = 413,   ///< the body is larger than 64 KiB
  kThrottled = 429,  ///< too many failed sign-ins for the account or the address within a minute
  kInternal = 500,   ///< a fault of the sandbox itself
  kMaintenance = 503,  ///< the sandbox is in maintenance (answer_maintenance's envelope)
};

class CallError : public std::runtime_error {
 public:
  CallError(CallCode code, const std::string& message) : std::runtime_error(message), code_(code) {}
  [[nodiscard]] CallCode code() const { return code_; }

 private:
  CallCode code_;
};

}  // namespace lobbykit::sandbox
