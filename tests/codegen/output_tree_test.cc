#include "codegen/output_tree.h"

#include <gtest/gtest.h>

#include <map>

#include "core/content_hash.h"
#include "core/fatal_error.h"
#include "testing/temporary_folder.h"

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
  // the stamps of what the folder holds now, written or not: the removed file is not among them
  std::map<std::string, std::uint64_t> sizes;
  for (const auto& [path, stamp] : stats.stamps) sizes[path] = stamp.size;
  const std::map<std::string, std::uint64_t> expected = {
      {".lobbykit-manifest", fs.read("out/.lobbykit-manifest")->size()}, {"a.ts", 1}, {"c.ts", 1}};
  EXPECT_EQ(sizes, expected);
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
  EXPECT_THROW(out.add_lazy("a.ts", "h", 1, [] { return std::string("y"); }), FatalError);
  EXPECT_THROW(out.add_lazy("../escape.webp", "h", 1, [] { return std::string("y"); }), FatalError);
  for (const char* path :
       {"a/../b.ts", "a//b.ts", "./a.ts", "a/./b.ts", "a/.", "..a/b.ts", "/a/b.ts"}) {
    EXPECT_THROW(out.add(path, "x"), FatalError) << path;
  }
  out.add("media/games/a.b/c..d.webp", "x");  // dots inside names are names
  EXPECT_TRUE(out.contains("media/games/a.b/c..d.webp"));
}

TEST(OutputTree, AnUnchangedBuildLeavesTheManifestAlone) {
  testing::TemporaryFolder folder;
  DiskFileSystem disk;
  auto build = [&](const std::string& bytes) {
    OutputTree out;
    out.add("a.ts", bytes);
    out.add("media/b.png", "B");
    out.commit(disk, folder.path());
    return disk.stamp(folder.path() / OutputTree::kManifestName);
  };
  const auto first = build("A");
  const auto again = build("A");
  ASSERT_TRUE(first && again);
  EXPECT_EQ(again->inode, first->inode) << "an atomic write would have replaced it";
  EXPECT_EQ(again->mtime_ns, first->mtime_ns);
  const auto changed = build("A2");
  ASSERT_TRUE(changed);
  EXPECT_EQ(testing::read_file(folder.path() / OutputTree::kManifestName),
            content_hash("A2", OutputTree::kManifestHashDigits) + " a.ts\n" +
                content_hash("B", OutputTree::kManifestHashDigits) + " media/b.png\n");
}

// A lazy file: counts how often its bytes were asked for.
struct LazyBytes {
  std::string bytes;
  int loads = 0;
  void stage(OutputTree& out, const std::string& path) {
    out.add_lazy(path, content_hash(bytes, OutputTree::kManifestHashDigits), bytes.size(), [this] {
      ++loads;
      return bytes;
    });
  }
};

TEST(OutputTree, ALazyFileIsLoadedOnlyWhenItMustBeWritten) {
  MemoryFileSystem fs;
  LazyBytes webp{"WEBP", 0};
  OutputTree first;
  webp.stage(first, "media/a.webp");
  EXPECT_TRUE(first.contains("media/a.webp"));
  EXPECT_TRUE(first.files().empty());
  EXPECT_EQ(first.commit(fs, "out").written, 1u);
  EXPECT_EQ(webp.loads, 1);
  EXPECT_EQ(*fs.read("out/media/a.webp"), "WEBP");

  OutputTree unchanged;
  webp.stage(unchanged, "media/a.webp");
  EXPECT_EQ(unchanged.commit(fs, "out").unchanged, 1u);
  EXPECT_EQ(webp.loads, 1) << "an unchanged file's bytes are not needed";

  fs.add_file("out/media/a.webp", "WEBP, damaged");  // its size no longer matches the manifest
  OutputTree repaired;
  webp.stage(repaired, "media/a.webp");
  EXPECT_EQ(repaired.commit(fs, "out").written, 1u);
  EXPECT_EQ(webp.loads, 2);
  EXPECT_EQ(*fs.read("out/media/a.webp"), "WEBP");
}

TEST(OutputTree, LazyAndEagerFilesShareOneManifest) {
  MemoryFileSystem fs;
  OutputTree eager;
  eager.add("b.ts", "B");
  eager.add("media/a.webp", "WEBP");
  eager.commit(fs, "eager");
  OutputTree mixed;
  mixed.add("b.ts", "B");
  LazyBytes webp{"WEBP", 0};
  webp.stage(mixed, "media/a.webp");
  mixed.commit(fs, "mixed");
  EXPECT_EQ(*fs.read("mixed/.lobbykit-manifest"), *fs.read("eager/.lobbykit-manifest"));

  OutputTree without;  // a lazy file no longer staged is removed like any other
  without.add("b.ts", "B");
  EXPECT_EQ(without.commit(fs, "mixed").removed, 1u);
  EXPECT_FALSE(fs.read("mixed/media/a.webp"));
}

}  // namespace
}  // namespace lobbykit
