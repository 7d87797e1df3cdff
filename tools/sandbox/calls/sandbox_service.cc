#include "sandbox/calls/sandbox_service.h"

#include <sodium.h>

#include <array>
#include <chrono>
#include <iostream>
#include <mutex>
#include <vector>

#include "core/fatal_error.h"
#include "sandbox/calls/call_table.h"
#include "sandbox/calls/envelope.h"
#include "sandbox/calls/handlers.h"
#include "sandbox/catalogue.h"
#include "sandbox/idempotent_calls.h"
#include "sandbox/ledger.h"
#include "sandbox/maintenance.h"
#include "sandbox/migrations.h"
#include "sandbox/seed.h"
#include "sandbox/sessions.h"

namespace lobbykit::sandbox {

namespace {

// One SQLite connection per concurrent call: connections are reused, never shared.
class ConnectionPool {
 public:
  explicit ConnectionPool(std::filesystem::path path) : path_(std::move(path)) {}

  class Lease {
   public:
    Lease(ConnectionPool& pool, std::unique_ptr<Database> db) : pool_(pool), db_(std::move(db)) {}
    ~Lease() { pool_.give_back(std::move(db_)); }
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;
    Database& operator*() { return *db_; }

   private:
    ConnectionPool& pool_;
    std::unique_ptr<Database> db_;
  };

  Lease take() {
    {
      std::lock_guard lock(mutex_);
      if (!idle_.empty()) {
        auto db = std::move(idle_.back());
        idle_.pop_back();
        return Lease(*this, std::move(db));
      }
    }
    return Lease(*this, std::make_unique<Database>(path_));
  }

 private:
  void give_back(std::unique_ptr<Database> db) {
    std::lock_guard lock(mutex_);
    idle_.push_back(std::move(db));
  }
  std::filesystem::path path_;
  std::mutex mutex_;
  std::vector<std::unique_ptr<Database>> idle_;
};

// Nobody listens: pushes are dropped until the transport sets its hub.
class NoEvents final : public PlayerEvents {
 public:
  void push(PlayerId, int, const nlohmann::json&, std::string_view) override {}
};

// Every start checks the ledger's invariants (ledger.h), so a crash that
// left money half-moved would be found before the first call, not later.
void refuse_an_inconsistent_ledger(Database& db, const std::filesystem::path& path) {
  std::vector<std::string> problems = Ledger(db).check();
  if (problems.empty()) return;
  std::size_t others = problems.size() - 1;
  std::string more = others == 0   ? ""
                     : others == 1 ? " and 1 more problem"
                                   : " and " + std::to_string(others) + " more problems";
  throw FatalError("the ledger of '" + path.string() + "' is inconsistent: " + problems.front() +
                   more + " (delete the file to start afresh)");
}

class SandboxService final : public Service {
 public:
  SandboxService(ServiceConfig config, Catalogue catalogue)
      : config_(std::move(config)),
        catalogue_(std::move(catalogue)),
        pool_(config_.database),
        throttle_(config_.login_failures_per_minute) {
    if (!config_.now) {
      config_.now = [] {
        return std::chrono::duration_cast<std::chrono::seconds>(
                   std::chrono::system_clock::now().time_since_epoch())
            .count();
      };
    }
    if (!config_.verification_log) {
      config_.verification_log = [](const std::string& line) { std::cerr << line << "\n"; };
    }
    auto db = pool_.take();
    migrate(*db);
    seed_demo_data(
        *db, config_.fast_password_hashing ? PasswordCost::kMinimum : PasswordCost::kInteractive,
        config_.now(), catalogue_);
    refuse_an_inconsistent_ledger(*db, config_.database);
  }

  // Maintenance is answered here, before the route and its handler: every
  // call, known or not, hears 503 until it ends.
  CallResponse call(const CallRequest& request) override {
    if (auto ends_at = maintenance_ends_at()) return answer_maintenance(*ends_at);
    const CallRoute* route = find_call(request.path);
    if (!route) return answer_error(CallCode::kNotFound, "unknown call '" + request.path + "'");
    return dispatch(*route, request);
  }

  std::optional<PlayerId> player_for_token(std::string_view token) override {
    auto db = pool_.take();
    return Sessions(*db).player_for(token, config_.now());
  }

  void socket_signed_in(PlayerId player) override {
    const CallRequest socket_sign_in{"(socket sign-in)", "{}", "", true, ""};
    try {
      RequestFields fields = RequestFields::parse(socket_sign_in.body);
      auto db = pool_.take();
      CallContext ctx{*db,    catalogue_,    config_, throttle_, socket_sign_in,
                      fields, config_.now(), player,  {}};
      {
        Transaction transaction(*db);
        greet_on_birthday(ctx, player);
        transaction.commit();
      }
      for (const auto& push : ctx.pushes)
        events_->push(push.player, push.cmd, push.data, push.except_token);
    } catch (const std::exception& error) {
      std::cerr << "sandbox: socket sign-in: " << error.what() << "\n";
    }
  }

  CallResponse admin(const CallRequest& request) override {
    if (!request.from_loopback)
      return answer_error(CallCode::kForbidden, "the admin command is loopback only");
    const std::string& expected = config_.admin_token;
    if (expected.empty() || request.token.size() != expected.size() ||
        sodium_memcmp(request.token.data(), expected.data(), expected.size()) != 0) {
      return answer_error(CallCode::kUnauthorized, "the admin token is missing or wrong");
    }
    static constexpr std::array kAdmin = {
        CallRoute{"/admin/event", Access::kAnyone, Writes::kTransaction, admin_event},
        CallRoute{"/admin/ledger", Access::kAnyone, Writes::kNothing, admin_ledger},
        CallRoute{"/admin/withdrawal", Access::kAnyone, Writes::kTransaction, admin_withdrawal},
        CallRoute{"/admin/verify-code", Access::kAnyone, Writes::kNothing, admin_verify_code},
        CallRoute{"/admin/activity/review", Access::kAnyone, Writes::kTransaction,
                  admin_activity_review},
        CallRoute{"/admin/task-switch", Access::kAnyone, Writes::kTransaction, admin_task_switch},
        CallRoute{"/admin/maintenance", Access::kAnyone, Writes::kTransaction, admin_maintenance},
        CallRoute{"/admin/tracking", Access::kAnyone, Writes::kNothing, admin_tracking},
    };
    for (const auto& route : kAdmin) {
      if (route.path == request.path) return dispatch(route, request);
    }
    return answer_error(CallCode::kNotFound, "unknown admin command '" + request.path + "'");
  }

  void set_player_events(PlayerEvents* events) override { events_ = events ? events : &no_events_; }

 private:
  std::optional<std::int64_t> maintenance_ends_at() {
    try {
      auto db = pool_.take();
      return Maintenance(*db).ends_at(config_.now());
    } catch (const std::exception& error) {
      std::cerr << "sandbox: maintenance: " << error.what() << "\n";
      return std::nullopt;
    }
  }

  CallResponse dispatch(const CallRoute& route, const CallRequest& request) {
    if (request.body.size() > kMaxBodyBytes) {
      return answer_error(CallCode::kTooLarge,
                          "the body is larger than " + std::to_string(kMaxBodyBytes) + " bytes");
    }
    try {
      RequestFields fields = RequestFields::parse(request.body);
      auto db = pool_.take();
      CallContext ctx{*db,    catalogue_,    config_,      throttle_, request,
                      fields, config_.now(), std::nullopt, {}};
      ctx.player = Sessions(*db).player_for(request.token, ctx.now);
      if (route.access == Access::kPlayer && !ctx.player) {
        return answer_error(CallCode::kUnauthorized,
                            request.token.empty() ? "sign in first: no token"
                                                  : "the token is expired, revoked or unknown");
      }
      CallResponse response =
          route.writes == Writes::kNothing ? answer_ok(route.handler(ctx)) : write(route, ctx);
      for (const auto& push : ctx.pushes)
        events_->push(push.player, push.cmd, push.data, push.except_token);
      return response;
    } catch (const CallError& error) {
      return answer_error(error.code(), error.what());
    } catch (const std::exception& error) {
      std::cerr << "sandbox: " << request.path << ": " << error.what() << "\n";
      return answer_error(CallCode::kInternal, "internal error");
    }
  }

  // The handler inside one transaction; for an idempotent call, a retry with
  // the same key and body gets the first answer back and changes nothing.
  static CallResponse write(const CallRoute& route, CallContext& ctx) {
    Transaction transaction(ctx.db);
    std::optional<std::string> key;
    if (route.writes == Writes::kIdempotent) {
      key = ctx.fields.idempotency_key();
      if (auto stored = IdempotentCalls(ctx.db).find(ctx.signed_in(), *key)) {
        if (stored->path != route.path || stored->body != ctx.fields.canonical()) {
          throw CallError(CallCode::kConflict,
                          "idempotencyKey '" + *key + "' was used for another request");
        }
        return {200, stored->answer};
      }
    }
    CallResponse response = answer_ok(route.handler(ctx));
    if (key)
      IdempotentCalls(ctx.db).record(
          ctx.signed_in(), *key, {std::string(route.path), ctx.fields.canonical(), response.body});
    transaction.commit();
    return response;
  }

  ServiceConfig config_;
  Catalogue catalogue_;
  ConnectionPool pool_;
  LoginThrottle throttle_;
  NoEvents no_events_;
  PlayerEvents* events_ = &no_events_;
};

}  // namespace

std::unique_ptr<Service> open_sandbox_service(const ServiceConfig& config) {
  if (sodium_init() < 0) throw FatalError("libsodium cannot start");
  return std::make_unique<SandboxService>(config, Catalogue::load(config.catalogue));
}

}  // namespace lobbykit::sandbox
