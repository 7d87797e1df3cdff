#include "core/hex_digest.h"

#include <gtest/gtest.h>

#include <string>

#include "core/content_hash.h"

namespace lobbykit {
namespace {

TEST(HexDigest, GivesBackTheDigitsItWasReadFrom) {
  const std::string hash = content_hash("abc", 40);
  auto digest = HexDigest<40>::parse(hash);
  ASSERT_TRUE(digest);
  EXPECT_EQ(digest->hex(), hash);
  EXPECT_EQ(HexDigest<4>::parse("09af")->hex(), "09af");
  EXPECT_EQ(sizeof(HexDigest<40>), 20u) << "half the size of its text";
}

TEST(HexDigest, HashesEqualDigestsAlikeAndMostOthersApart) {
  EXPECT_EQ(HexDigest<4>::parse("09af")->hash(), HexDigest<4>::parse("09af")->hash());
  EXPECT_NE(HexDigest<4>::parse("09af")->hash(), HexDigest<4>::parse("09ae")->hash());
  EXPECT_NE(HexDigest<4>::parse("09af")->hash(), HexDigest<4>::parse("19af")->hash());
}

TEST(HexDigest, RefusesAnythingButItsCountOfLowercaseDigits) {
  EXPECT_FALSE(HexDigest<4>::parse(""));
  EXPECT_FALSE(HexDigest<4>::parse("09a"));
  EXPECT_FALSE(HexDigest<4>::parse("09afe"));
  EXPECT_FALSE(HexDigest<4>::parse("09AF")) << "upper case would not come back as it was";
  EXPECT_FALSE(HexDigest<4>::parse("09ag"));
  EXPECT_FALSE(HexDigest<4>::parse("0 af"));
  EXPECT_FALSE(HexDigest<4>::parse(std::string("09a\0", 4)));
}

TEST(HexDigest, OrdersAsItsDigitsDo) {
  const char* ascending[] = {"0000", "0009", "000a", "00f0", "0a00", "9fff", "a000", "ffff"};
  for (std::size_t i = 0; i + 1 < std::size(ascending); ++i) {
    EXPECT_LT(*HexDigest<4>::parse(ascending[i]), *HexDigest<4>::parse(ascending[i + 1]))
        << ascending[i] << " < " << ascending[i + 1];
  }
  EXPECT_EQ(*HexDigest<4>::parse("0a0a"), *HexDigest<4>::parse("0a0a"));
}

}  // namespace
}  // namespace lobbykit
