// The admin ledger check: the ledger's invariants (ledger.h) on the running
// sandbox, for tests and for whoever runs it.
#include "sandbox/calls/handlers.h"
#include "sandbox/ledger.h"

namespace lobbykit::sandbox {

nlohmann::json admin_ledger(CallContext& ctx) {
  Ledger ledger(ctx.db);
  std::vector<std::string> problems = ledger.check();
  LedgerSize size = ledger.size();
  return {{"consistent", problems.empty()},
          {"problems", problems},
          {"accounts", size.accounts},
          {"transfers", size.transfers}};
}

}  // namespace lobbykit::sandbox
