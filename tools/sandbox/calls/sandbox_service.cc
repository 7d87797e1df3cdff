#include "sandbox/calls/sandbox_service.h"

namespace lobbykit::sandbox {

namespace {

// First cut: answers every call with 404 until the handlers land.
class StubService final : public Service {
 public:
  CallResponse call(const CallRequest&) override { return {404, R"({"code":404,"msg":"unknown call","data":null})"}; }
  std::optional<PlayerId> player_for_token(std::string_view) override { return std::nullopt; }
  CallResponse admin(const CallRequest& request) override { return call(request); }
  void set_player_events(PlayerEvents*) override {}
};

}  // namespace

std::unique_ptr<Service> open_sandbox_service(const ServiceConfig&) { return std::make_unique<StubService>(); }

}  // namespace lobbykit::sandbox
