// SandboxFixture: a sandbox Service over a fresh database and the small test
// catalogue, with a clock the test moves, fast password hashing, and every
// socket push and verification-code log line recorded.
#pragma once

#include <gtest/gtest.h>

#include <atomic>
#include <concepts>
#include <filesystem>
#include <fstream>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "sandbox/calls/sandbox_service.h"
#include "sandbox/database.h"
#include "sandbox/ledger.h"
#include "sandbox/players.h"
#include "testing/temporary_folder.h"

namespace lobbykit::sandbox {

inline constexpr const char* kBotToken = "123456:TEST-TOKEN";
inline constexpr const char* kAdminToken = "admin-secret";
inline constexpr std::int64_t kStartTime = 1'700'000'000;

struct RecordedPush {
  PlayerId player;
  int cmd;
  nlohmann::json data;
  std::string except_token;
};

class RecordingEvents final : public PlayerEvents {
 public:
  void push(PlayerId player, int cmd, const nlohmann::json& data,
            std::string_view except_token) override {
    std::lock_guard lock(mutex_);
    pushes_.push_back({player, cmd, data, std::string(except_token)});
  }
  std::vector<RecordedPush> pushes() {
    std::lock_guard lock(mutex_);
    return pushes_;
  }

 private:
  std::mutex mutex_;
  std::vector<RecordedPush> pushes_;
};

/// One answer: the HTTP status and the parsed envelope.
struct Answer {
  int status = 0;
  nlohmann::json envelope;
  std::string body;
  [[nodiscard]] int code() const { return envelope["code"].get<int>(); }
  [[nodiscard]] std::string msg() const { return envelope["msg"].get<std::string>(); }
  [[nodiscard]] const nlohmann::json& data() const { return envelope["data"]; }
};

class SandboxFixture : public ::testing::Test {
 protected:
  SandboxFixture() {
    ServiceConfig config;
    config.database = folder_.path() / "sandbox.db";
    config.catalogue = catalogue_with_promotions(folder_.path());
    config.telegram_bot_token = kBotToken;
    config.admin_token = kAdminToken;
    config.fast_password_hashing = true;
    config.now = [this] { return now_.load(); };
    config.verification_log = [this](const std::string& line) {
      std::lock_guard lock(log_mutex_);
      code_log_.push_back(line);
    };
    config_ = config;
    service_ = open_sandbox_service(config);
    service_->set_player_events(&events_);
  }

  /// The test catalogue (fixtures/catalogue.json) with the promotions of
  /// fixtures/promotions.json (issue 20's /apply/activity), written into `folder`.
  static std::filesystem::path catalogue_with_promotions(const std::filesystem::path& folder) {
    std::filesystem::path fixtures =
        std::filesystem::path(LOBBYKIT_SOURCE_DIR) / "tests/sandbox/fixtures";
    std::ifstream base(fixtures / "catalogue.json");
    std::ifstream promotions(fixtures / "promotions.json");
    nlohmann::json catalogue = nlohmann::json::parse(base);
    catalogue["promotions"] = nlohmann::json::parse(promotions)["promotions"];
    std::filesystem::path path = folder / "catalogue.json";
    std::ofstream(path) << catalogue.dump(1);
    return path;
  }

  Answer call(const std::string& path, const std::string& body = "{}",
              const std::string& token = "", const std::string& address = "198.51.100.1") {
    CallRequest request{path, body, token, false, address};
    return parse(service_->call(request));
  }
  template <class Json>
  requires std::same_as<Json, nlohmann::json> Answer call(const std::string& path, const Json& body,
                                                          const std::string& token = "") {
    return call(path, body.dump(), token);
  }
  Answer admin(const nlohmann::json& body, const std::string& token = kAdminToken,
               bool loopback = true, const std::string& path = "/admin/event") {
    return parse(service_->admin({path, body.dump(), token, loopback, "127.0.0.1"}));
  }
  /// Signs `account` in with the demo password; the token.
  std::string sign_in(const std::string& account = "demo") {
    Answer answer =
        call("/user/login", nlohmann::json{{"account", account}, {"password", "demo1234"}}.dump());
    EXPECT_EQ(answer.code(), 0) << answer.body;
    return answer.data()["token"].get<std::string>();
  }
  /// The sum of the entries and the balance of `account`'s `kind` account in `currency`.
  std::pair<std::int64_t, std::int64_t> ledger_and_balance(
      const std::string& account, const std::string& currency,
      AccountKind kind = AccountKind::kWallet) {
    Database db(config_.database);
    std::int64_t player = Players(db).find_by_account(account)->id;
    Ledger ledger(db);
    return {ledger.entries_total({kind, player, currency}),
            ledger.balance({kind, player, currency})};
  }
  /// Transfers in the ledger.
  std::int64_t ledger_rows() {
    Database db(config_.database);
    auto query = db.prepare("SELECT count(*) FROM transfers");
    query.step();
    return query.integer(0);
  }
  /// Every broken ledger invariant (ledger.h); empty when consistent.
  std::vector<std::string> ledger_problems() {
    Database db(config_.database);
    return Ledger(db).check();
  }

  /// The lines "sending" verification codes wrote, oldest first.
  std::vector<std::string> code_log() {
    std::lock_guard lock(log_mutex_);
    return code_log_;
  }
  /// The code of the last log line (its last six characters).
  std::string last_logged_code() {
    auto lines = code_log();
    EXPECT_FALSE(lines.empty());
    return lines.empty() ? "" : lines.back().substr(lines.back().size() - 6);
  }

  static Answer parse(const CallResponse& response) {
    return {response.http_status, nlohmann::json::parse(response.body), response.body};
  }

  testing::TemporaryFolder folder_;
  std::atomic<std::int64_t> now_ = kStartTime;
  ServiceConfig config_;
  RecordingEvents events_;
  std::mutex log_mutex_;
  std::vector<std::string> code_log_;
  std::unique_ptr<Service> service_;
};

}  // namespace lobbykit::sandbox
