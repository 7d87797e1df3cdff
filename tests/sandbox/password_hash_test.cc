#include "sandbox/password_hash.h"

#include <gtest/gtest.h>

namespace lobbykit::sandbox {
namespace {

TEST(PasswordHash, IsArgon2idAndVerifies) {
  std::string hash = hash_password("correct horse", PasswordCost::kMinimum);
  EXPECT_EQ(hash.rfind("$argon2id$", 0), 0u) << hash;
  EXPECT_TRUE(verify_password("correct horse", hash));
  EXPECT_FALSE(verify_password("correct horsE", hash));
  EXPECT_FALSE(verify_password("", hash));
}

TEST(PasswordHash, SaltsEveryHash) {
  EXPECT_NE(hash_password("same", PasswordCost::kMinimum),
            hash_password("same", PasswordCost::kMinimum));
}

TEST(PasswordHash, AnEmptyStoredHashVerifiesNothing) {
  EXPECT_FALSE(verify_password("anything", ""));
}

}  // namespace
}  // namespace lobbykit::sandbox
