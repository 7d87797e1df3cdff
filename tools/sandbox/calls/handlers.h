// The handlers of the route table (call_table.cc), grouped by the file that
// defines them. Each reads ctx.fields, may throw CallError, and returns the
// answer's `data`.
#pragma once

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "sandbox/calls/call_context.h"
#include "sandbox/mailbox.h"
#include "sandbox/password_hash.h"
#include "sandbox/players.h"
#include "sandbox/task_centre.h"
#include "sandbox/verification_codes.h"

namespace lobbykit::sandbox {

/// The most one call moves, in minor units: 100 million.
inline constexpr std::int64_t kMaxAmount = 10'000'000'000;

/// The `currency` field: a currency of the catalogue, else 400 (wallet_calls.cc).
std::string checked_currency(CallContext& ctx);
/// The `gameId` field: a game of the catalogue, else 404 (lobby_calls.cc).
std::string checked_game(CallContext& ctx);

// auth.cc: accounts, sessions, Telegram Mini App sign-in
nlohmann::json register_account(CallContext& ctx);
nlohmann::json sign_in(CallContext& ctx);
nlohmann::json sign_out(CallContext& ctx);
nlohmann::json check_telegram(CallContext& ctx);
nlohmann::json sign_in_telegram(CallContext& ctx);
/// The argon2id cost `config` asks for (the minimum under tests).
PasswordCost password_cost(const ServiceConfig& config);
/// A new session for `player`: the SessionAnswer data {token, user}; the
/// player's other sockets hear cmd 51 (signed in elsewhere).
nlohmann::json open_session(CallContext& ctx, const Player& player);
/// Throws CallError 429 while `account`, or the request's address, has too
/// many failed sign-ins (LoginThrottle).
void refuse_throttled_sign_in(CallContext& ctx, const std::string& account);
/// Counts a failed sign-in (or a wrong old password or reset code) against
/// `account` and the request's address.
void record_failed_sign_in(CallContext& ctx, const std::string& account);

// profile_calls.cc: nickname, avatar, details and birthday
nlohmann::json profile_update(CallContext& ctx);
nlohmann::json user_details(CallContext& ctx);
nlohmann::json user_details_update(CallContext& ctx);
/// The UserDetails object of /user/details and the bind calls.
nlohmann::json details_json(CallContext& ctx, const Player& player);

// contact_calls.cc: verification codes, binding a mobile or an email
nlohmann::json bind_send_code(CallContext& ctx);
nlohmann::json bind_mobile(CallContext& ctx);
nlohmann::json bind_email(CallContext& ctx);
/// Issues a code for `player` and `purpose` to `destination`, "sends" it
/// (ServiceConfig::verification_log) and answers the CodeSentAnswer data
/// with sentTo `shown`. Throws CallError 429 within kCodeResendSeconds of
/// the last code for the same purpose.
nlohmann::json send_verification_code(CallContext& ctx, const Player& player, CodePurpose purpose,
                                      const std::string& destination, const std::string& shown);
/// Throws the refusal of a code check that is not kAccepted: `wrong_code`
/// for a wrong, expired or missing code, 429 for a spent one, 400 naming
/// `destination_field` for a code sent elsewhere.
void refuse_code(CodeCheck result, CallCode wrong_code, std::string_view destination_field);

// password_calls.cc: the login password changed or reset
nlohmann::json password_change(CallContext& ctx);
nlohmann::json reset_send_code(CallContext& ctx);
nlohmann::json password_reset(CallContext& ctx);

// player_calls.cc
nlohmann::json user_info(CallContext& ctx);
/// The user object of /user/get/info and of every sign-in answer.
nlohmann::json user_json(const Player& player);

// wallet_calls.cc
nlohmann::json recharge_channel(CallContext& ctx);
nlohmann::json refresh_balance(CallContext& ctx);
nlohmann::json transfer_out_balance(CallContext& ctx);
nlohmann::json deposit(CallContext& ctx);

// withdraw_calls.cc: bound bank accounts, withdrawals and their decision
nlohmann::json withdraw_bind_query(CallContext& ctx);
nlohmann::json withdraw_bind(CallContext& ctx);
nlohmann::json withdraw(CallContext& ctx);
nlohmann::json withdraw_list(CallContext& ctx);
nlohmann::json admin_withdrawal(CallContext& ctx);

// fund_password.cc
nlohmann::json fund_password_set(CallContext& ctx);

// payment_calls.cc: deposits as payments
nlohmann::json payment_create(CallContext& ctx);
nlohmann::json payment_query(CallContext& ctx);
nlohmann::json payment_confirm(CallContext& ctx);
nlohmann::json payment_cancel(CallContext& ctx);
nlohmann::json payment_list(CallContext& ctx);

// vault_calls.cc
nlohmann::json vault_info(CallContext& ctx);
nlohmann::json vault_in(CallContext& ctx);
nlohmann::json vault_out(CallContext& ctx);

// transaction_calls.cc
nlohmann::json transaction_list(CallContext& ctx);

// game_calls.cc: game sessions, spins, game history
nlohmann::json game_launch(CallContext& ctx);
nlohmann::json game_demo(CallContext& ctx);
nlohmann::json game_session(CallContext& ctx);
nlohmann::json game_current(CallContext& ctx);
nlohmann::json game_spin(CallContext& ctx);
nlohmann::json game_history(CallContext& ctx);

// vip_calls.cc: VIP progress, the points real stakes earn, level-ups
nlohmann::json vip_progress(CallContext& ctx);
/// Adds the VIP points a real `stake` (minor units of `currency`) earns
/// `player`: one per whole unit of the reward currency staked in all, so
/// parts of units add up across rounds. If the points reach a higher level,
/// raises the player to it (set_vip_level) and pushes 56.
/// REQUIRES: the stake's round is written (game_rounds); an open transaction.
void earn_vip_points(CallContext& ctx, PlayerId player, const std::string& currency,
                     std::int64_t stake);
/// What `player` has staked in real games, by currency (minor units).
std::map<std::string, std::int64_t> stakes_by_currency(CallContext& ctx, PlayerId player);
/// `stakes` in minor units of `target`: each currency's converted by the
/// catalogue's rates (amount x its rate / the target's rate), rounded down.
/// `less` is taken off the stakes of `less_currency` first (the stake just
/// written, to count what was staked before it).
std::int64_t stakes_in(CallContext& ctx, const std::map<std::string, std::int64_t>& stakes,
                       const std::string& target, const std::string& less_currency = {},
                       std::int64_t less = 0);
/// Sets `player`'s VIP level, crediting each level above the old one that is
/// reached for the first time its level-up reward (once per level, ever);
/// the data of push 56: {vip, reward (what was credited now), currency}.
/// A level above the old one also sends the levelUp mail (send_mail).
/// REQUIRES: 0 <= level <= ctx.catalogue.vip().top(); an open transaction.
nlohmann::json set_vip_level(CallContext& ctx, PlayerId player, int level);
/// Credits `player` the birthday gift of their level (content/vip.yaml) once a
/// calendar year (UTC), whatever the date; the data of push 57: {vip, reward
/// (what was credited now: 0 if this year's was given), currency}.
/// REQUIRES: an open transaction.
nlohmann::json give_birthday_gift(CallContext& ctx, PlayerId player);
/// On the player's birthday (UTC; 29 February kept on 28 February in a common
/// year), gives this year's gift if not yet given and pushes 57 with it.
/// REQUIRES: an open transaction.
void greet_on_birthday(CallContext& ctx, PlayerId player);

// lobby_calls.cc: games, favourites, recent, live chat
nlohmann::json game_category(CallContext& ctx);
nlohmann::json game_chat(CallContext& ctx);
nlohmann::json favourite_add(CallContext& ctx);
nlohmann::json favourite_remove(CallContext& ctx);
nlohmann::json favourite_list(CallContext& ctx);
nlohmann::json recent_list(CallContext& ctx);

// mail_calls.cc: the player's mail and the mail the sandbox writes
nlohmann::json query_mail(CallContext& ctx);
nlohmann::json read_mail(CallContext& ctx);
nlohmann::json mail_unread(CallContext& ctx);
/// The data of /mail/unread, /read-mail and pushes 54 and 58:
/// {unread, system, personal}.
nlohmann::json unread_mail_json(Database& db, PlayerId player);
/// Writes `mail` of `type` (1 system, 2 personal) to `player` and pushes 54
/// with the unread counts; the mail's id. Every mail is written here.
/// REQUIRES: a writing call (its transaction commits the mail).
std::int64_t send_mail(CallContext& ctx, PlayerId player, int type, const MailText& mail);

// reward_calls.cc: welcome packet, sign-in, wheel
nlohmann::json welcome_packet(CallContext& ctx);
nlohmann::json spin_score(CallContext& ctx);
nlohmann::json special_activity(CallContext& ctx);
nlohmann::json signin_info(CallContext& ctx);
nlohmann::json signin_claim(CallContext& ctx);
nlohmann::json spinwheel_cfg(CallContext& ctx);
nlohmann::json spin(CallContext& ctx);

// task_calls.cc: the task centre (content/tasks.yaml), the spin points of real bets
nlohmann::json general_reward(CallContext& ctx);
nlohmann::json task_info(CallContext& ctx);
nlohmann::json task_claim(CallContext& ctx);
nlohmann::json admin_task_switch(CallContext& ctx);
/// After a deposit, a sign-in claim or a wheel spin of `player` (already
/// written): pushes 60 {spinScore} if it moved a task of `kind` towards its
/// goal. REQUIRES: an open transaction.
void note_task_progress(CallContext& ctx, PlayerId player, TaskKind kind);
/// Adds the spin points a real `stake` (minor units of `currency`) earns
/// `player`: one per whole unit of the VIP reward currency staked in all,
/// counted as VIP points are; pushes 60 {spinScore, addSpinScore} when it
/// earns some, or {spinScore} when it only moves a stake task.
/// REQUIRES: the stake's round is written (game_rounds); an open transaction.
void earn_spin_points(CallContext& ctx, PlayerId player, const std::string& currency,
                      std::int64_t stake);

// rebate_calls.cc: the betting rebate (content/vip.yaml rebate)
nlohmann::json rebate_info(CallContext& ctx);
nlohmann::json rebate_claim(CallContext& ctx);
/// Accrues the rebate of real round `round_id`: `stake` (minor units of
/// `currency`) in `game` at `player`'s VIP level now, rounded down.
/// REQUIRES: before the bet's VIP points (earn_vip_points) so the level is
/// the one the bet was placed at; an open transaction.
void accrue_rebate(CallContext& ctx, PlayerId player, std::int64_t round_id,
                   const std::string& game, const std::string& currency, std::int64_t stake);

// deposit_credit.cc: the one place a paid deposit is credited
struct DepositCredit {
  std::int64_t balance = 0;  ///< the wallet's balance after the deposit and its bonus
  std::int64_t bonus = 0;    ///< the welcome packet's bonus it earned (0 if none)
};
/// Credits `player` a paid deposit of `amount` `currency` under `key` (a
/// deposit transfer house -> wallet) and what it earns: the welcome packet's
/// bonus (welcome_packet.h; a welcome_bonus transfer keyed by the deposit)
/// and, for a referred player's first deposit, the referrer's share
/// (referral_rule.h). Pushes 53 to the player (the deposit plus the bonus)
/// and to a credited referrer. A key already applied credits nothing more
/// and answers what it credited. Throws the refusal of a refused transfer.
/// REQUIRES: an open transaction.
DepositCredit credit_deposit(CallContext& ctx, PlayerId player, const std::string& currency,
                             std::int64_t amount, const std::string& key);
/// The welcome packet's bonus that `player`'s deposit credited under `key`
/// earned: 0 if it earned none or no deposit has that key.
std::int64_t deposit_bonus(CallContext& ctx, PlayerId player, const std::string& key);

// referral_calls.cc: referral codes, what they earn, the referred players
nlohmann::json referral_info(CallContext& ctx);
nlohmann::json referred_players(CallContext& ctx);
/// The `referalCode` field, if sent: the player who has that referral code
/// (any letter case), else 404 naming the field.
std::optional<Player> referrer_named(CallContext& ctx);
/// Credits `referrer` the rule's signup reward for `referred` (once ever per
/// referred player) and pushes 53 to the referrer. REQUIRES: an open transaction.
void credit_referral_signup(CallContext& ctx, PlayerId referrer, PlayerId referred);
/// After `player`'s first deposit: credits their referrer, if any, the
/// rule's share of it (once ever per referred player) and pushes 53 to them.
/// REQUIRES: an open transaction; the deposit is written.
void credit_referral_deposit(CallContext& ctx, PlayerId player, const std::string& currency,
                             std::int64_t amount);

// activity_calls.cc: applications for promotions (content/promotions), their review and claim
nlohmann::json apply_activity(CallContext& ctx);
nlohmann::json activity_record(CallContext& ctx);
nlohmann::json claim_activity(CallContext& ctx);
nlohmann::json admin_activity_review(CallContext& ctx);

// admin_event.cc, admin_ledger.cc and admin_withdrawal (withdraw_calls.cc):
// the admin commands behind Service::admin
nlohmann::json admin_event(CallContext& ctx);
nlohmann::json admin_ledger(CallContext& ctx);
nlohmann::json admin_verify_code(CallContext& ctx);  // contact_calls.cc

// maintenance_calls.cc and tracking_calls.cc (issue 21)
nlohmann::json admin_maintenance(CallContext& ctx);
nlohmann::json track(CallContext& ctx);
nlohmann::json admin_tracking(CallContext& ctx);

}  // namespace lobbykit::sandbox
