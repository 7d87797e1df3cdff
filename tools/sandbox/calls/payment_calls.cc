// Deposits as payments (issue 18 point 2): /payment/create keeps a pending
// payment and answers the sandbox's payment page, where the player confirms
// (deposit_credit.cc: a deposit transfer, house -> wallet, its welcome bonus
// and push 53) or cancels; a paid payment answers the bonus it earned. The
// page names the payment by its unguessable reference (random_id.h), as a
// payment provider's checkout page does; it has no token.
#include "sandbox/calls/handlers.h"
#include "sandbox/calls/paging.h"
#include "sandbox/calls/random_id.h"
#include "sandbox/payment_limits.h"

namespace lobbykit::sandbox {

namespace {

struct Payment {
  std::int64_t id = 0;
  std::string reference;
  PlayerId player = 0;
  std::string currency;
  std::string method;
  std::int64_t amount = 0;
  std::string state;
  std::int64_t created_at = 0;
  std::optional<std::int64_t> decided_at;
};

constexpr const char* kPaymentColumns =
    "SELECT id, reference, player_id, currency, method, amount, state, created_at, decided_at "
    "FROM payments ";

Payment read_payment(Statement& query) {
  Payment payment{query.integer(0), query.text(1), query.integer(2), query.text(3), query.text(4),
                  query.integer(5), query.text(6), query.integer(7), std::nullopt};
  if (!query.is_null(8)) payment.decided_at = query.integer(8);
  return payment;
}

Payment payment_named(CallContext& ctx) {
  std::string reference = ctx.fields.text("paymentId", 64);
  auto query = ctx.db.prepare(std::string(kPaymentColumns) + "WHERE reference = ?1");
  query.bind(1, reference);
  if (!query.step()) throw CallError(CallCode::kNotFound, "no payment '" + reference + "'");
  return read_payment(query);
}

/// The key of a payment's deposit transfer.
std::string deposit_key(const Payment& payment) { return "payment:" + payment.reference; }

nlohmann::json payment_json(CallContext& ctx, const Payment& payment) {
  std::int64_t bonus =
      payment.state == "paid" ? deposit_bonus(ctx, payment.player, deposit_key(payment)) : 0;
  return {{"paymentId", payment.reference},
          {"payUrl", ctx.config.pay_path + payment.reference},
          {"currency", payment.currency},
          {"method", payment.method},
          {"amount", payment.amount},
          {"bonus", bonus},
          {"state", payment.state},
          {"createdAt", payment.created_at},
          {"decidedAt", payment.decided_at ? nlohmann::json(*payment.decided_at) : nullptr}};
}

void decide(CallContext& ctx, Payment& payment, const std::string& state) {
  ctx.db.prepare("UPDATE payments SET state = ?2, decided_at = ?3 WHERE id = ?1")
      .bind(1, payment.id)
      .bind(2, state)
      .bind(3, ctx.now)
      .run();
  payment.state = state;
  payment.decided_at = ctx.now;
}

}  // namespace

nlohmann::json payment_create(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  std::string currency = checked_currency(ctx);
  std::string method = ctx.fields.text("method", 32);
  std::int64_t amount = ctx.fields.integer("amount", 1, kMaxAmount);
  auto limit = payment_limit(currency, method);
  if (!limit) {
    throw CallError(CallCode::kBadRequest,
                    "field 'method' names no deposit method of " + currency + ": '" + method + "'");
  }
  if (amount < limit->min || amount > limit->max) {
    throw CallError(CallCode::kBadRequest, "field 'amount' must be between " +
                                               std::to_string(limit->min) + " and " +
                                               std::to_string(limit->max) + " for " + method);
  }
  Payment payment{0,      random_id(), player,  currency,    method,
                  amount, "pending",   ctx.now, std::nullopt};
  ctx.db
      .prepare(
          "INSERT INTO payments (reference, player_id, currency, method, amount, created_at) "
          "VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
      .bind(1, payment.reference)
      .bind(2, player)
      .bind(3, currency)
      .bind(4, method)
      .bind(5, amount)
      .bind(6, ctx.now)
      .run();
  return payment_json(ctx, payment);
}

nlohmann::json payment_query(CallContext& ctx) { return payment_json(ctx, payment_named(ctx)); }

// Credits once: a second confirmation answers the paid payment again. The
// transfer's key is the payment's, so the ledger itself refuses a second credit.
nlohmann::json payment_confirm(CallContext& ctx) {
  Payment payment = payment_named(ctx);
  if (payment.state == "cancelled")
    throw CallError(CallCode::kConflict, "payment '" + payment.reference + "' was cancelled");
  if (payment.state == "pending") {
    // The deposit, its welcome bonus and push 53: deposit_credit.cc.
    credit_deposit(ctx, payment.player, payment.currency, payment.amount, deposit_key(payment));
    decide(ctx, payment, "paid");
  }
  return payment_json(ctx, payment);
}

nlohmann::json payment_cancel(CallContext& ctx) {
  Payment payment = payment_named(ctx);
  if (payment.state == "paid")
    throw CallError(CallCode::kConflict, "payment '" + payment.reference + "' is paid");
  if (payment.state == "pending") decide(ctx, payment, "cancelled");
  return payment_json(ctx, payment);
}

nlohmann::json payment_list(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  Page page = read_page(ctx.fields);
  std::string state = ctx.fields.optional_text("state", 16).value_or("");
  if (!state.empty() && state != "pending" && state != "paid" && state != "cancelled") {
    throw CallError(CallCode::kBadRequest,
                    "field 'state' must be 'pending', 'paid' or 'cancelled'");
  }
  return paged_rows(ctx.db, kPaymentColumns, "FROM payments",
                    "WHERE player_id = ?1 AND (?2 = '' OR state = ?2)", {player, state}, "id", page,
                    [&](Statement& rows) { return payment_json(ctx, read_payment(rows)); });
}

}  // namespace lobbykit::sandbox
