#include "core/source_fingerprint.h"

#include <gtest/gtest.h>

#include <string>

namespace lobbykit {
namespace {

// The digits are the cache's keys: a change of library or byte order must
// not change them, or every cache misses.
TEST(SourceFingerprint, IsXxh3Of128BitsInBigEndianHex) {
  EXPECT_EQ(source_fingerprint(""), "99aa06d3014798d86001c324468d497f");
  EXPECT_EQ(source_fingerprint("abc"), "06b05ab6733a618578af5f94892f3950");
}

TEST(SourceFingerprint, NamesEveryByte) {
  std::string bytes(100'000, '\x7f');
  const std::string whole = source_fingerprint(bytes);
  bytes[99'999] = '\x7e';
  EXPECT_NE(source_fingerprint(bytes), whole);
  EXPECT_NE(source_fingerprint(std::string_view(bytes).substr(0, 99'999)), whole);
}

}  // namespace
}  // namespace lobbykit
