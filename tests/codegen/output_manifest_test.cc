#include "codegen/output_manifest.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace lobbykit {
namespace {

std::vector<std::string> paths_of(const OutputManifest& manifest) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < manifest.size(); ++i) out.emplace_back(manifest.path(i));
  return out;
}

TEST(OutputManifest, FindsTheHashOfEachPathOfAManifestABuildWrote) {
  std::string text;
  append_manifest_line(text, "11", "a.ts");
  append_manifest_line(text, "22", "media/a.webp");
  append_manifest_line(text, "33", "media/b.webp");
  EXPECT_EQ(text, "11 a.ts\n22 media/a.webp\n33 media/b.webp\n");
  const OutputManifest manifest(text);
  EXPECT_EQ(manifest.hash_of("a.ts"), "11");
  EXPECT_EQ(manifest.hash_of("media/a.webp"), "22");
  EXPECT_EQ(manifest.hash_of("media/b.webp"), "33");
  EXPECT_FALSE(manifest.hash_of("media/b"));
  EXPECT_FALSE(manifest.hash_of("a"));
  EXPECT_FALSE(manifest.hash_of("b.ts"));
}

TEST(OutputManifest, ReadsALineOutOfOrderAPathListedTwiceAndOddWhitespace) {
  const OutputManifest manifest(
      "\n  33 c.ts\r\n11\ta.ts\n\n44 b.ts 55 a.ts\n\f22   b.ts\n66");  // "66" has no path
  EXPECT_EQ(paths_of(manifest), (std::vector<std::string>{"a.ts", "b.ts", "c.ts"}));
  EXPECT_EQ(manifest.hash_of("a.ts"), "55") << "the last line of a path wins";
  EXPECT_EQ(manifest.hash_of("b.ts"), "22");
  EXPECT_EQ(manifest.hash_of("c.ts"), "33");
  EXPECT_FALSE(manifest.hash_of("66"));
}

TEST(OutputManifest, AnEmptyTextIsAnEmptyManifest) {
  for (const char* text : {"", " \n\t", "lonely"}) {
    const OutputManifest manifest(text);
    EXPECT_EQ(manifest.size(), 0u) << text;
    EXPECT_FALSE(manifest.hash_of("")) << text;
    EXPECT_FALSE(manifest.hash_of("lonely")) << text;
  }
}

}  // namespace
}  // namespace lobbykit
