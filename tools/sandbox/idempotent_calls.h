// IdempotentCalls: the first answer of each call that carried an
// idempotency key, so a retry gets the same answer and changes nothing.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "sandbox/database.h"

namespace lobbykit::sandbox {

struct StoredCall {
  std::string path;
  std::string body;    ///< the request body, canonical JSON
  std::string answer;  ///< the envelope answered the first time
};

class IdempotentCalls {
 public:
  explicit IdempotentCalls(Database& db) : db_(db) {}
  std::optional<StoredCall> find(std::int64_t player, const std::string& key);
  /// REQUIRES: the same transaction as the change the answer reports.
  void record(std::int64_t player, const std::string& key, const StoredCall& call);

 private:
  Database& db_;
};

}  // namespace lobbykit::sandbox
