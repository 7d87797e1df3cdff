#include "sandbox/calls/call_table.h"

#include <array>

#include "sandbox/calls/handlers.h"

namespace lobbykit::sandbox {

namespace {

using enum Access;
using enum Writes;

constexpr std::array kCalls = {
    // SPEC §7
    CallRoute{"/game/category", kAnyone, kNothing, game_category},
    CallRoute{"/check-tg", kAnyone, kNothing, check_telegram},
    CallRoute{"/login-tg", kAnyone, kNothing, sign_in_telegram},
    CallRoute{"/recharge/channel", kAnyone, kNothing, recharge_channel},
    CallRoute{"/user/get/info", kPlayer, kNothing, user_info},
    CallRoute{"/vip/progress", kPlayer, kNothing, vip_progress},
    CallRoute{"/game/chat", kAnyone, kNothing, game_chat},
    CallRoute{"/query-mail", kPlayer, kNothing, query_mail},
    CallRoute{"/transfer-out-balance", kPlayer, kTransaction, transfer_out_balance},
    CallRoute{"/refresh-balance", kPlayer, kNothing, refresh_balance},
    CallRoute{"/welcome/packet", kPlayer, kNothing, welcome_packet},
    CallRoute{"/get/spin-score", kPlayer, kNothing, spin_score},
    CallRoute{"/special/activity", kPlayer, kTransaction, special_activity},
    CallRoute{"/signin/info", kPlayer, kNothing, signin_info},
    CallRoute{"/general/reward", kPlayer, kNothing, general_reward},
    CallRoute{"/apply/activity/record", kPlayer, kNothing, activity_record},
    CallRoute{"/spinwheel/cfg", kAnyone, kNothing, spinwheel_cfg},
    CallRoute{"/task/info", kPlayer, kNothing, task_info},
    CallRoute{"/withdraw/bind/query", kPlayer, kNothing, withdraw_bind_query},
    // Beside SPEC §7: what the sandbox needs to be played with
    CallRoute{"/user/register", kAnyone, kNothing, register_account},
    CallRoute{"/user/login", kAnyone, kNothing, sign_in},
    CallRoute{"/user/logout", kPlayer, kNothing, sign_out},
    CallRoute{"/wallet/deposit", kPlayer, kIdempotent, deposit},
    CallRoute{"/wallet/withdraw", kPlayer, kIdempotent, withdraw},
    CallRoute{"/signin/claim", kPlayer, kIdempotent, signin_claim},
    CallRoute{"/task/claim", kPlayer, kIdempotent, task_claim},
    CallRoute{"/spinwheel/spin", kPlayer, kIdempotent, spin},
    CallRoute{"/game/favorite/add", kPlayer, kTransaction, favourite_add},
    CallRoute{"/game/favorite/remove", kPlayer, kTransaction, favourite_remove},
    CallRoute{"/game/favorite/list", kPlayer, kNothing, favourite_list},
    CallRoute{"/game/recent/list", kPlayer, kNothing, recent_list},
    CallRoute{"/game/launch", kPlayer, kTransaction, game_launch},
    // Issue 18: the player's money
    CallRoute{"/game/demo", kAnyone, kTransaction, game_demo},
    CallRoute{"/game/session", kAnyone, kNothing, game_session},
    CallRoute{"/game/current", kPlayer, kNothing, game_current},
    CallRoute{"/game/spin", kAnyone, kTransaction, game_spin},
    CallRoute{"/game/history", kPlayer, kNothing, game_history},
    CallRoute{"/withdraw/bind", kPlayer, kTransaction, withdraw_bind},
    CallRoute{"/withdraw/list", kPlayer, kNothing, withdraw_list},
    CallRoute{"/fund-password/set", kPlayer, kTransaction, fund_password_set},
    CallRoute{"/payment/create", kPlayer, kIdempotent, payment_create},
    CallRoute{"/payment/query", kAnyone, kNothing, payment_query},
    CallRoute{"/payment/confirm", kAnyone, kTransaction, payment_confirm},
    CallRoute{"/payment/cancel", kAnyone, kTransaction, payment_cancel},
    CallRoute{"/payment/list", kPlayer, kNothing, payment_list},
    CallRoute{"/vault/info", kPlayer, kNothing, vault_info},
    CallRoute{"/vault/in", kPlayer, kIdempotent, vault_in},
    CallRoute{"/vault/out", kPlayer, kIdempotent, vault_out},
    CallRoute{"/transaction/list", kPlayer, kNothing, transaction_list},
    // Issue 19: the player's account (the code-checking calls commit a wrong try themselves)
    CallRoute{"/user/profile/update", kPlayer, kTransaction, profile_update},
    CallRoute{"/user/details", kPlayer, kNothing, user_details},
    CallRoute{"/user/details/update", kPlayer, kTransaction, user_details_update},
    CallRoute{"/user/password/change", kPlayer, kNothing, password_change},
    CallRoute{"/user/bind/send-code", kPlayer, kTransaction, bind_send_code},
    CallRoute{"/user/bind/mobile", kPlayer, kNothing, bind_mobile},
    CallRoute{"/user/bind/email", kPlayer, kNothing, bind_email},
    CallRoute{"/password/reset/send-code", kAnyone, kTransaction, reset_send_code},
    CallRoute{"/password/reset", kAnyone, kNothing, password_reset},
    // Issue 20 (wt-rewards-sb): activity applications and referrals
    CallRoute{"/apply/activity", kPlayer, kIdempotent, apply_activity},
    CallRoute{"/apply/activity/claim", kPlayer, kIdempotent, claim_activity},
    CallRoute{"/referral/info", kPlayer, kNothing, referral_info},
    CallRoute{"/referral/players", kPlayer, kNothing, referred_players},
    // Issue 20: rebates (the task calls are above, with SPEC §7's)
    CallRoute{"/rebate/info", kPlayer, kNothing, rebate_info},
    CallRoute{"/rebate/claim", kPlayer, kIdempotent, rebate_claim},
    // Issue 21: mail and tracking
    CallRoute{"/read-mail", kPlayer, kTransaction, read_mail},
    CallRoute{"/mail/unread", kPlayer, kNothing, mail_unread},
    CallRoute{"/track", kAnyone, kTransaction, track},
};

}  // namespace

const CallRoute* find_call(std::string_view path) {
  for (const auto& route : kCalls) {
    if (route.path == path) return &route;
  }
  return nullptr;
}

std::span<const CallRoute> all_calls() { return kCalls; }

}  // namespace lobbykit::sandbox
