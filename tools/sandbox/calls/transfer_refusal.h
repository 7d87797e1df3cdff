// The one place a refused ledger transfer becomes a call's error answer.
#pragma once

#include <string>

#include "sandbox/calls/call_error.h"
#include "sandbox/ledger.h"

namespace lobbykit::sandbox {

/// Throws the CallError that answers a refused `result`; nothing if it applied.
inline void require_applied(const TransferResult& result, const std::string& currency,
                            const std::optional<std::string>& key) {
  switch (result.outcome) {
    case TransferOutcome::kApplied:
    case TransferOutcome::kAlreadyApplied:
      return;
    case TransferOutcome::kInsufficientFunds:
      throw CallError(CallCode::kInsufficientFunds, "the " + currency + " balance is too low");
    case TransferOutcome::kKeyReused:
      throw CallError(CallCode::kConflict,
                      "idempotencyKey '" + key.value_or("") + "' was used for another request");
    case TransferOutcome::kInvalidAmount:
      throw CallError(CallCode::kBadRequest, "field 'amount' must be above 0");
    case TransferOutcome::kOverflow:
      throw CallError(CallCode::kBadRequest,
                      "field 'amount' would take a " + currency + " balance out of range");
  }
}

}  // namespace lobbykit::sandbox
