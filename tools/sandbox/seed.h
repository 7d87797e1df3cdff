// The sandbox's demo data, written once into an empty database: the same
// players, balances, mail, wheels and sign-in calendar on every machine
// (only the creation times follow the clock). The tasks are content
// (content/tasks.yaml).
//
//   demo  / demo1234: 1000.00 USDT, 50000.00 BDT, 1200 VIP points (VIP 2 with
//                     this repository's content/vip.yaml), spin score 300,
//                     three real rounds an hour ago (100.00 USDT staked in
//                     the first game: a rebate to claim, a stake task of up
//                     to 100.00 done), the bind-mobile task done,
//                     3 system and 2 personal mails, an activity record to claim,
//                     mobile +86 13800138000 (verified), demo@example.com,
//                     birthday 1990-06-15 (to try the forgotten-password flow)
//   demo2 / demo1234: 25.00 USDT, VIP 0, no contact, no birthday
//   demo3 / demo1234: platform 10 (no live support), an empty wallet
#pragma once

#include <cstdint>

#include "sandbox/catalogue.h"
#include "sandbox/database.h"
#include "sandbox/password_hash.h"

namespace lobbykit::sandbox {

inline constexpr const char* kDemoPassword = "demo1234";

/// Seeds `db` if it has no player yet; returns whether it did. The demo
/// player's VIP level is the one its points reach in the catalogue's VIP
/// club; its rounds are played in the catalogue's first game.
/// REQUIRES: migrate(db) has run.
bool seed_demo_data(Database& db, PasswordCost cost, std::int64_t now, const Catalogue& catalogue);

}  // namespace lobbykit::sandbox
