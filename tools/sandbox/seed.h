// The sandbox's demo data, written once into an empty database: the same
// players, balances, mail, tasks, wheels and sign-in calendar on every
// machine (only the creation times follow the clock).
//
//   demo  / demo1234: 1000.00 USDT, 50000.00 BDT, 1200 VIP points (VIP 2 with
//                     this repository's content/vip.yaml), spin score 300,
//                     3 system and 2 personal mails, referral code DEMO0001,
//                     activity applications for welcome-week (taken),
//                     weekend-reload (8.00 USDT to claim) and vip-tournament
//                     (under review),
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
/// demo's referral code (the others' are random).
inline constexpr const char* kDemoReferralCode = "DEMO0001";

/// Seeds `db` if it has no player yet; returns whether it did. The demo
/// player's VIP level is the one its points reach in `vip`.
/// REQUIRES: migrate(db) has run.
bool seed_demo_data(Database& db, PasswordCost cost, std::int64_t now, const VipLevels& vip);

}  // namespace lobbykit::sandbox
