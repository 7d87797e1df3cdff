// The sandbox operator's logic behind the Service interface (service.h): the
// calls of SPEC §7 plus account sign-in, wallet, rewards and the admin events,
// over one SQLite file seeded on first start.
//
// Seeded demo logins (deterministic, created by the first start's migrations):
//   account `demo`  / password `demo1234`: 1000.00 USDT, 50000.00 BDT, VIP 2
//   account `demo2` / password `demo1234`: 25.00 USDT, VIP 0
// Sign in with POST /user/login {"account":"demo","password":"demo1234"};
// data.token goes into the `token` header of later calls and into socket cmd 1.
// The admin command is Service::admin with the `token` header = admin_token;
// the transport exposes it as POST /admin/event (loopback only).
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>

#include "sandbox/service.h"

namespace lobbykit::sandbox {

struct ServiceConfig {
  std::filesystem::path database;  ///< the SQLite file; created and seeded if missing
  std::filesystem::path
      catalogue;  ///< the toolchain's catalogue.json (build/generated/catalogue.json)
  std::string telegram_bot_token;  ///< verifies Mini App initData; empty turns Telegram sign-in off
  std::string admin_token;         ///< the admin command's `token` header; empty turns it off
  std::chrono::seconds token_lifetime{std::chrono::hours(24 * 7)};
  std::chrono::seconds init_data_max_age{std::chrono::hours(24)};
  int login_failures_per_minute = 5;  ///< per account and per address; more answer 429
  /// Tests set true: argon2id with the MIN limits, so sanitizer runs stay fast.
  bool fast_password_hashing = false;
  std::string image_domain;  ///< /game/category's domain: prefix of image paths; empty: same origin
  std::string chat_path = "/sandbox/chat.html";  ///< /game/chat's chatUrl; the transport serves it
  /// The game page's prefix: launchUrl is launch_path + launchId + "?demo=0|1"; the transport
  /// serves it.
  std::string launch_path = "/sandbox/game/";
  /// The payment page's prefix: payUrl is pay_path + paymentId; the transport serves it.
  std::string pay_path = "/sandbox/pay/";
  /// Seconds since the epoch; tests replace it to expire tokens and initData.
  std::function<std::int64_t()> now;
  /// Where "sending" a verification code writes its one line, "verification
  /// code for <account> (<purpose>) to <destination>: <code>": the stand-in
  /// for the operator's SMS and email gateway. Unset: standard error (the
  /// server's log). Called from many threads.
  std::function<void(const std::string&)> verification_log;
};

/// Opens (migrating and seeding on first start) the sandbox behind `config`.
/// Throws FatalError if the database or the catalogue cannot be read.
std::unique_ptr<Service> open_sandbox_service(const ServiceConfig& config);

}  // namespace lobbykit::sandbox
