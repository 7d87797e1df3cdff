#include "codegen/output_tree.h"

#include <gtest/gtest.h>

#include "core/content_hash.h"
#include "core/fatal_error.h"

namespace lobbykit {
namespace {

TEST(OutputTree, WritesFilesAndAManifest) {
  MemoryFileSystem fs;
  OutputTree out;
  out.add("a.ts", "A");
  out.add("media/b.png", "B");
  auto stats = out.commit(fs, "out");
  EXPECT_EQ(stats.written, 2u);
  EXPECT_EQ(*fs.read("out/a.ts"), "A");
  EXPECT_TRUE(fs.read("out/.lobbykit-manifest").has_value());
}

TEST(OutputTree, SkipsUnchangedFilesAndRemovesStaleOnes) {
  MemoryFileSystem fs;
  OutputTree first;
  first.add("a.ts", "A");
  first.add("old/gone.ts", "G");
  first.commit(fs, "out");

  OutputTree second;
  second.add("a.ts", "A");
  second.add("c.ts", "C");
  auto stats = second.commit(fs, "out");
  EXPECT_EQ(stats.unchanged, 1u);
  EXPECT_EQ(stats.written, 1u);
  EXPECT_EQ(stats.removed, 1u);
  EXPECT_FALSE(fs.read("out/old/gone.ts").has_value());
}

TEST(OutputTree, AHashGivenByTheCallerIsTheOneTheManifestRecords) {
  MemoryFileSystem fs;
  OutputTree computed;
  computed.add("media/a.webp", "W");
  computed.commit(fs, "computed");
  OutputTree given;
  std::string hash = content_hash("W", OutputTree::kManifestHashDigits);
  given.add("media/a.webp", "W", hash);
  given.commit(fs, "given");
  EXPECT_EQ(*fs.read("given/.lobbykit-manifest"), hash + " media/a.webp\n");
  EXPECT_EQ(*fs.read("given/.lobbykit-manifest"), *fs.read("computed/.lobbykit-manifest"));

  // and the next build recognises the file as unchanged
  OutputTree again;
  again.add("media/a.webp", "W", hash);
  EXPECT_EQ(again.commit(fs, "given").unchanged, 1u);
}

TEST(OutputTree, RefusesPathsOutsideTheFolderAndDuplicates) {
  OutputTree out;
  EXPECT_THROW(out.add("../escape.ts", "x"), FatalError);
  EXPECT_THROW(out.add("/abs.ts", "x"), FatalError);
  out.add("a.ts", "x");
  EXPECT_THROW(out.add("a.ts", "y"), FatalError);
}

}  // namespace
}  // namespace lobbykit
