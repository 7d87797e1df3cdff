// The sandbox database's schema, as numbered migrations applied in order on
// start (PRAGMA user_version records how far a file has come).
#pragma once

#include "sandbox/database.h"

namespace lobbykit::sandbox {

/// Brings `db` to the latest schema version (or to version `last`, for the
/// tests of a migration), each migration in its own transaction. Returns the
/// version reached.
int migrate(Database& db, int last = -1);

}  // namespace lobbykit::sandbox
