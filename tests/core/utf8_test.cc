#include "core/utf8.h"

#include <gtest/gtest.h>

namespace lobbykit {
namespace {

TEST(Utf8, AcceptsValidText) {
  EXPECT_FALSE(find_invalid_utf8("plain ascii").has_value());
  EXPECT_FALSE(find_invalid_utf8("Українська 日本語 🎰").has_value());
}

TEST(Utf8, FindsTheFirstInvalidByte) {
  EXPECT_EQ(find_invalid_utf8("ab\xff"
                              "cd"),
            2u);
  EXPECT_EQ(find_invalid_utf8("ok \xc3"), 3u);           // truncated sequence
  EXPECT_EQ(find_invalid_utf8("\xc0\xaf"), 0u);          // overlong '/'
  EXPECT_EQ(find_invalid_utf8("x\xed\xa0\x80"), 1u);     // UTF-16 surrogate
  EXPECT_EQ(find_invalid_utf8("\xf4\x90\x80\x80"), 0u);  // past U+10FFFF
}

TEST(Utf8, ConvertsBetweenBytesAndCodePoints) {
  std::string_view text = "é€x";  // 2 + 3 + 1 bytes
  EXPECT_EQ(utf8_code_points(text, 5), 2);
  EXPECT_EQ(utf8_byte_offset(text, 2), 5u);
  EXPECT_EQ(utf8_byte_offset(text, 10), text.size());
}

}  // namespace
}  // namespace lobbykit
