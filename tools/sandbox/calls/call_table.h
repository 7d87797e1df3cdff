// The route table: every call of the sandbox API, one row each
// {path, who may call, how it writes, handler}.
#pragma once

#include <span>
#include <string_view>

#include "sandbox/calls/call_context.h"

namespace lobbykit::sandbox {

enum class Access {
  kAnyone,  ///< a visitor too (the token is still read when present)
  kPlayer,  ///< a live token: 401 otherwise
};

enum class Writes {
  kNothing,      ///< reads only (or manages its own transaction: sign-in)
  kTransaction,  ///< runs in one transaction: an error writes nothing
  kIdempotent,   ///< kTransaction, plus a required idempotencyKey whose first answer a retry gets
                 ///< back
};

struct CallRoute {
  std::string_view path;
  Access access;
  Writes writes;
  CallHandler handler;
};

/// The route of `path` ("/game/category"), or nullptr.
const CallRoute* find_call(std::string_view path);
/// Every route, in table order.
std::span<const CallRoute> all_calls();

}  // namespace lobbykit::sandbox
