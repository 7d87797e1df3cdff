// The sandbox's demo data, written once into an empty database: the same
// players, balances, mail, tasks, wheels and sign-in calendar on every
// machine (only the creation times follow the clock).
//
//   demo  / demo1234: 1000.00 USDT, 50000.00 BDT, 1200 VIP points (VIP 2 with
//                     this repository's content/vip.yaml), spin score 300,
//                     3 system and 2 personal mails, an activity record to claim,
//                     mobile +86 13800138000 (verified), demo@example.com,
//                     birthday 1990-06-15 (to try the forgotten-password flow)
//   demo2 / demo1234: 25.00 USDT, VIP 0, no contact, no birthday
//   demo3 / demo1234: platform 10 (no live support), an empty wallet
#pragma once

#include <cstdint>

#include "sandbox/database.h"
#include "sandbox/password_hash.h"
#include "sandbox/vip_levels.h"

namespace lobbykit::sandbox {

inline constexpr const char* kDemoPassword = "demo1234";

/// Seeds `db` if it has no player yet; returns whether it did. The demo
/// player's VIP level is the one its points reach in `vip`.
/// REQUIRES: migrate(db) has run.
bool seed_demo_data(Database& db, PasswordCost cost, std::int64_t now, const VipLevels& vip);

}  // namespace lobbykit::sandbox
