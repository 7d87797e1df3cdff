#include "sandbox/maintenance.h"

namespace lobbykit::sandbox {

std::optional<std::int64_t> Maintenance::ends_at(std::int64_t now) {
  auto query = db_.prepare("SELECT ends_at FROM maintenance WHERE id = 1 AND ends_at > ?1");
  query.bind(1, now);
  if (!query.step()) return std::nullopt;
  return query.integer(0);
}

void Maintenance::start(std::int64_t ends_at) {
  db_.prepare(
         "INSERT INTO maintenance (id, ends_at) VALUES (1, ?1) "
         "ON CONFLICT (id) DO UPDATE SET ends_at = excluded.ends_at")
      .bind(1, ends_at)
      .run();
}

void Maintenance::stop() { db_.execute("DELETE FROM maintenance"); }

}  // namespace lobbykit::sandbox
