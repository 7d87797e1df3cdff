// Activity applications (issue 20): a player applies for a promotion that
// takes applications (catalogue.json "promotions", applicable) while it
// runs; the operator reviews it (/admin/activity/review: approve with a
// reward, or decline); the player claims an approved one (an activity
// transfer bonus_pool -> wallet keyed by the record, so it is paid once).
// Statuses: 1 under review, 2 approved and claimable, 3 taken, 4 declined.
#include "sandbox/calls/handlers.h"
#include "sandbox/calls/transfer_refusal.h"
#include "sandbox/ledger.h"
#include "sandbox/players.h"

namespace lobbykit::sandbox {

namespace {

constexpr std::int64_t kApplicationType = 1;
constexpr std::int64_t kUnderReview = 1;
constexpr std::int64_t kClaimable = 2;
constexpr std::int64_t kTaken = 3;
constexpr std::int64_t kDeclined = 4;

struct ActivityRecord {
  std::int64_t id = 0;
  PlayerId player = 0;
  std::string promotion;
  std::string title;
  std::string currency;
  std::int64_t reward = 0;
  std::int64_t status = 0;
  std::int64_t created_at = 0;
};

constexpr const char* kRecordColumns =
    "SELECT id, player_id, promotion_id, title, currency, reward, status, created_at "
    "FROM activity_records ";

ActivityRecord read_record(Statement& query) {
  return {query.integer(0), query.integer(1), query.text(2),    query.text(3),
          query.text(4),    query.integer(5), query.integer(6), query.integer(7)};
}

std::optional<ActivityRecord> find_record(CallContext& ctx, std::int64_t id) {
  auto query = ctx.db.prepare(std::string(kRecordColumns) + "WHERE id = ?1");
  query.bind(1, id);
  if (!query.step()) return std::nullopt;
  return read_record(query);
}

nlohmann::json record_json(const ActivityRecord& record) {
  return {{"id", record.id},
          {"promotionId", record.promotion},
          {"title", record.title},
          {"currency", record.currency},
          {"reward", record.reward},
          {"status", record.status},
          {"createdAt", record.created_at}};
}

void set_status(CallContext& ctx, ActivityRecord& record, std::int64_t status) {
  ctx.db
      .prepare("UPDATE activity_records SET status = ?2, currency = ?3, reward = ?4 WHERE id = ?1")
      .bind(1, record.id)
      .bind(2, status)
      .bind(3, record.currency)
      .bind(4, record.reward)
      .run();
  record.status = status;
}

std::string record_key(std::int64_t id) { return "activity:" + std::to_string(id); }

}  // namespace

nlohmann::json apply_activity(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  std::string id = ctx.fields.text("promotionId", 64);
  auto promotion = ctx.catalogue.promotion(id);
  if (!promotion) throw CallError(CallCode::kNotFound, "no promotion '" + id + "'");
  if (!promotion->applicable)
    throw CallError(CallCode::kForbidden, "promotion '" + id + "' takes no applications");
  if (!promotion->runs_at(ctx.now))
    throw CallError(CallCode::kForbidden, "promotion '" + id + "' is not running");
  auto earlier =
      ctx.db.prepare("SELECT 1 FROM activity_records WHERE player_id = ?1 AND promotion_id = ?2");
  earlier.bind(1, player).bind(2, id);
  if (earlier.step())
    throw CallError(CallCode::kConflict, "already applied for promotion '" + id + "'");
  // Under review: no reward yet (the review sets it).
  ActivityRecord record{0, player,       id,     id, ctx.catalogue.default_currency(),
                        0, kUnderReview, ctx.now};
  ctx.db
      .prepare(
          "INSERT INTO activity_records (player_id, type, promotion_id, title, currency, reward, "
          "status, created_at) VALUES (?1, ?2, ?3, ?4, ?5, 0, ?6, ?7)")
      .bind(1, player)
      .bind(2, kApplicationType)
      .bind(3, id)
      .bind(4, record.title)
      .bind(5, record.currency)
      .bind(6, kUnderReview)
      .bind(7, ctx.now)
      .run();
  record.id = ctx.db.last_insert_id();
  return record_json(record);
}

nlohmann::json activity_record(CallContext& ctx) {
  std::int64_t type = ctx.fields.integer("type", 1, 9);
  auto query =
      ctx.db.prepare(std::string(kRecordColumns) +
                     "WHERE player_id = ?1 AND type = ?2 ORDER BY created_at DESC, id DESC");
  query.bind(1, ctx.signed_in()).bind(2, type);
  nlohmann::json records = nlohmann::json::array();
  while (query.step()) records.push_back(record_json(read_record(query)));
  return {{"type", type}, {"records", records}};
}

nlohmann::json claim_activity(CallContext& ctx) {
  PlayerId player = ctx.signed_in();
  std::int64_t id = ctx.fields.integer("id", 1, 1'000'000'000);
  auto record = find_record(ctx, id);
  if (!record || record->player != player)
    throw CallError(CallCode::kNotFound, "no activity record " + std::to_string(id));
  if (record->status == kTaken)
    throw CallError(CallCode::kConflict, "activity record " + std::to_string(id) + " is taken");
  if (record->status != kClaimable) {
    throw CallError(CallCode::kForbidden,
                    "activity record " + std::to_string(id) +
                        (record->status == kDeclined ? " was declined" : " is not approved yet"));
  }
  set_status(ctx, *record, kTaken);
  std::int64_t balance = 0;
  std::string key = record_key(id);
  if (record->reward > 0) {
    auto result = Ledger(ctx.db).transfer(
        {TransferKind::kActivity, player, record->currency, record->reward, key, ctx.now});
    require_applied(result, record->currency, key);
    balance = result.credit_balance;
  } else {
    balance = Ledger(ctx.db).balance({AccountKind::kWallet, player, record->currency});
  }
  return {
      {"id", id}, {"currency", record->currency}, {"reward", record->reward}, {"balance", balance}};
}

nlohmann::json admin_activity_review(CallContext& ctx) {
  std::int64_t id = ctx.fields.integer("id", 1, 1'000'000'000);
  std::string decision = ctx.fields.text("decision", 16);
  if (decision != "approve" && decision != "decline")
    throw CallError(CallCode::kBadRequest, "field 'decision' must be 'approve' or 'decline'");
  auto record = find_record(ctx, id);
  if (!record) throw CallError(CallCode::kNotFound, "no activity record " + std::to_string(id));
  if (record->status != kUnderReview) {
    throw CallError(CallCode::kConflict, "activity record " + std::to_string(id) +
                                             " is decided (status " +
                                             std::to_string(record->status) + ")");
  }
  if (decision == "approve") {
    record->currency = checked_currency(ctx);
    record->reward = ctx.fields.integer("reward", 1, kMaxAmount);
    set_status(ctx, *record, kClaimable);
  } else {
    set_status(ctx, *record, kDeclined);
  }
  ctx.push(record->player, 60, {{"spinScore", Players(ctx.db).find(record->player)->spin_score}});
  return record_json(*record);
}

}  // namespace lobbykit::sandbox
