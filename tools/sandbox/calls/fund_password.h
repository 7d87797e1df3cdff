// The fund password: a second password a player gives to move money out
// (withdraw, vault out). Stored as an argon2id hash like the sign-in password.
#pragma once

#include "sandbox/calls/call_context.h"

namespace lobbykit::sandbox {

/// Checks the request's `fundPassword` against the player's. Throws
/// CallError 403 "set a fund password first" when the player has none, and
/// 403 "the fund password is wrong" when it does not match.
void require_fund_password(CallContext& ctx, PlayerId player);

/// Whether `player` has set a fund password.
bool has_fund_password(CallContext& ctx, PlayerId player);

}  // namespace lobbykit::sandbox
