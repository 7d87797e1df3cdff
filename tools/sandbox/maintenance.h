// Maintenance: while on, every /api call answers 503 (answer_maintenance)
// until its expected end. Kept in the database, so a restart keeps it; it
// ends by itself once the clock reaches the end.
#pragma once

#include <cstdint>
#include <optional>

#include "sandbox/database.h"

namespace lobbykit::sandbox {

class Maintenance {
 public:
  explicit Maintenance(Database& db) : db_(db) {}

  /// When maintenance ends, if it is on at `now` (now < its end).
  std::optional<std::int64_t> ends_at(std::int64_t now);
  /// On until `ends_at` (seconds since the epoch).
  void start(std::int64_t ends_at);
  /// Off at once.
  void stop();

 private:
  Database& db_;
};

}  // namespace lobbykit::sandbox
