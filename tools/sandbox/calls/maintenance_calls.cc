// /admin/maintenance {on, minutes}: puts the sandbox into maintenance until
// now + minutes (default 30), or takes it out; answers {on, endsAt}. The
// refusal itself is SandboxService::call's, before any handler.
#include "sandbox/calls/handlers.h"
#include "sandbox/maintenance.h"

namespace lobbykit::sandbox {

namespace {

constexpr std::int64_t kDefaultMinutes = 30;
constexpr std::int64_t kMaxMinutes = 7 * 24 * 60;
constexpr std::int64_t kSecondsPerMinute = 60;

}  // namespace

nlohmann::json admin_maintenance(CallContext& ctx) {
  bool on = ctx.fields.boolean("on");
  std::int64_t minutes =
      ctx.fields.optional_integer("minutes", 1, kMaxMinutes).value_or(kDefaultMinutes);
  Maintenance maintenance(ctx.db);
  if (!on) {
    maintenance.stop();
    return {{"on", false}, {"endsAt", 0}};
  }
  std::int64_t ends_at = ctx.now + minutes * kSecondsPerMinute;
  maintenance.start(ends_at);
  return {{"on", true}, {"endsAt", ends_at}};
}

}  // namespace lobbykit::sandbox
