// The verification-code store: six random digits, one live code per player
// and purpose, the resend wait, the life, the wrong-try limit and single use,
// with the clock passed in.
#include "sandbox/verification_codes.h"

#include <gtest/gtest.h>

#include <set>

#include "sandbox/migrations.h"
#include "sandbox/players.h"
#include "testing/temporary_folder.h"

namespace lobbykit::sandbox {
namespace {

constexpr std::int64_t kNow = 1'700'000'000;
constexpr const char* kMobile = "+86 13900139000";

class VerificationCodesTest : public ::testing::Test {
 protected:
  VerificationCodesTest() : db_(folder_.path() / "s.db") {
    migrate(db_);
    player_ = *Players(db_).create({"ann", "x", "Ann", kNow});
  }
  // A code that is not `code`.
  static std::string other_than(const std::string& code) {
    return code == "000000" ? "000001" : "000000";
  }

  testing::TemporaryFolder folder_;
  Database db_;
  VerificationCodes codes_{db_};
  std::int64_t player_ = 0;
};

TEST_F(VerificationCodesTest, ACodeIsSixDigitsAndMatchesOnce) {
  auto code = codes_.issue(player_, CodePurpose::kBind, kMobile, kNow);
  ASSERT_TRUE(code);
  EXPECT_EQ(code->size(), 6u);
  EXPECT_EQ(code->find_first_not_of("0123456789"), std::string::npos);
  EXPECT_EQ(codes_.check(player_, CodePurpose::kBind, kMobile, *code, kNow + 1),
            CodeCheck::kAccepted);
  EXPECT_EQ(codes_.check(player_, CodePurpose::kBind, kMobile, *code, kNow + 2), CodeCheck::kNone);
  EXPECT_TRUE(codes_.last(player_, CodePurpose::kBind)->used);
}

TEST_F(VerificationCodesTest, CodesAreRandom) {
  std::set<std::string> seen;
  for (int i = 0; i < 40; ++i) {
    seen.insert(*codes_.issue(player_, CodePurpose::kBind, kMobile, kNow + i * kCodeResendSeconds));
  }
  EXPECT_GT(seen.size(), 35u);  // 40 draws from a million collide rarely
}

TEST_F(VerificationCodesTest, ANewCodeWaitsSixtySecondsAndReplacesTheLast) {
  auto first = *codes_.issue(player_, CodePurpose::kBind, kMobile, kNow);
  EXPECT_FALSE(codes_.issue(player_, CodePurpose::kBind, kMobile, kNow + 59));
  EXPECT_EQ(codes_.resend_wait(player_, CodePurpose::kBind, kNow + 59), 1);
  EXPECT_EQ(codes_.resend_wait(player_, CodePurpose::kBind, kNow + 60), 0);
  // another purpose has its own wait
  EXPECT_TRUE(codes_.issue(player_, CodePurpose::kReset, kMobile, kNow + 1));
  auto second = *codes_.issue(player_, CodePurpose::kBind, "a@example.com", kNow + 60);
  EXPECT_EQ(codes_.last(player_, CodePurpose::kBind)->destination, "a@example.com");
  if (first != second) {
    EXPECT_EQ(codes_.check(player_, CodePurpose::kBind, "a@example.com", first, kNow + 61),
              CodeCheck::kWrong);
  }
  EXPECT_EQ(codes_.check(player_, CodePurpose::kBind, "a@example.com", second, kNow + 61),
            CodeCheck::kAccepted);
}

TEST_F(VerificationCodesTest, ACodeExpiresAfterTenMinutes) {
  auto code = *codes_.issue(player_, CodePurpose::kReset, kMobile, kNow);
  EXPECT_EQ(codes_.check(player_, CodePurpose::kReset, "", code, kNow + kCodeLifetimeSeconds),
            CodeCheck::kExpired);
  auto again = *codes_.issue(player_, CodePurpose::kReset, kMobile, kNow + kCodeLifetimeSeconds);
  EXPECT_EQ(
      codes_.check(player_, CodePurpose::kReset, "", again, kNow + 2 * kCodeLifetimeSeconds - 1),
      CodeCheck::kAccepted);
}

TEST_F(VerificationCodesTest, FiveWrongTriesSpendTheCode) {
  auto code = *codes_.issue(player_, CodePurpose::kBind, kMobile, kNow);
  for (int i = 1; i < kCodeWrongTries; ++i) {
    EXPECT_EQ(codes_.check(player_, CodePurpose::kBind, kMobile, other_than(code), kNow),
              CodeCheck::kWrong)
        << i;
  }
  EXPECT_EQ(codes_.check(player_, CodePurpose::kBind, kMobile, other_than(code), kNow),
            CodeCheck::kSpent);
  EXPECT_EQ(codes_.check(player_, CodePurpose::kBind, kMobile, code, kNow), CodeCheck::kSpent);
  EXPECT_EQ(codes_.last(player_, CodePurpose::kBind)->wrong_tries, kCodeWrongTries);
}

TEST_F(VerificationCodesTest, ACodeIsTiedToItsDestination) {
  auto code = *codes_.issue(player_, CodePurpose::kBind, kMobile, kNow);
  EXPECT_EQ(codes_.check(player_, CodePurpose::kBind, "+86 13900139001", code, kNow),
            CodeCheck::kOtherDestination);
  EXPECT_EQ(codes_.last(player_, CodePurpose::kBind)->wrong_tries, 0);
  EXPECT_EQ(codes_.check(player_, CodePurpose::kBind, kMobile, code, kNow), CodeCheck::kAccepted);
}

TEST_F(VerificationCodesTest, NoCodeSentIsNone) {
  EXPECT_EQ(codes_.check(player_, CodePurpose::kReset, "", "123456", kNow), CodeCheck::kNone);
  EXPECT_FALSE(codes_.last(player_, CodePurpose::kReset));
  EXPECT_EQ(parse_purpose("bind"), CodePurpose::kBind);
  EXPECT_EQ(parse_purpose("reset"), CodePurpose::kReset);
  EXPECT_FALSE(parse_purpose("login"));
}

}  // namespace
}  // namespace lobbykit::sandbox
