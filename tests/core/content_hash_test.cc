// Content hashes, whole or piece by piece.
#include "core/content_hash.h"

#include <gtest/gtest.h>

namespace lobbykit {
namespace {

TEST(ContentHash, IsBlake2bInHexCutToTheDigitsAsked) {
  // BLAKE2b-256 of "abc" (libsodium's crypto_generichash with a 32-byte digest)
  EXPECT_EQ(content_hash("abc"),
            "bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319");
  EXPECT_EQ(content_hash("abc", 10), "bddd813c63");
}

TEST(ContentHash, PiecesGiveTheHashOfTheWhole) {
  const std::string whole =
      "export const games = [\n  {\"id\": \"a\"}\n];\n" + std::string(5000, 'x');
  for (std::size_t cut : {std::size_t{0}, std::size_t{1}, std::size_t{17}, whole.size()}) {
    ContentHasher hasher;
    hasher.update(std::string_view(whole).substr(0, cut));
    hasher.update("");
    hasher.update(std::string_view(whole).substr(cut));
    EXPECT_EQ(hasher.finish(32), content_hash(whole, 32)) << cut;
  }
  EXPECT_EQ(ContentHasher().finish(), content_hash(""));
}

}  // namespace
}  // namespace lobbykit
