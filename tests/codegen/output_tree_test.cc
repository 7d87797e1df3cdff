#include "codegen/output_tree.h"

#include <gtest/gtest.h>

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

TEST(OutputTree, RefusesPathsOutsideTheFolderAndDuplicates) {
  OutputTree out;
  EXPECT_THROW(out.add("../escape.ts", "x"), FatalError);
  EXPECT_THROW(out.add("/abs.ts", "x"), FatalError);
  out.add("a.ts", "x");
  EXPECT_THROW(out.add("a.ts", "y"), FatalError);
}

}  // namespace
}  // namespace lobbykit
