#include "codegen/output_tree.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <utility>
#include <vector>

#include "core/content_hash.h"
#include "core/fatal_error.h"
#include "testing/temporary_folder.h"

namespace lobbykit {
namespace {

// Lazy files' bytes, item i's part p being parts[p] (whatever i): notes each load.
class CountingSource final : public LazySource {
 public:
  explicit CountingSource(std::vector<std::string> parts) : parts_(std::move(parts)) {}
  [[nodiscard]] std::string load(std::size_t item, std::size_t part) const override {
    loads.emplace_back(item, part);
    return parts_.at(part);
  }
  /// The hash and size of the part's bytes, unless `claimed` says other ones.
  [[nodiscard]] Identity identity(std::size_t /*item*/, std::size_t part) const override {
    if (claimed) return *claimed;
    const std::string& bytes = parts_.at(part);
    return {*Hash::parse(content_hash(bytes, OutputTree::kManifestHashDigits)), bytes.size()};
  }
  /// Stages part `part` at `path`, as item `item`.
  static void stage(OutputTree& out, const std::shared_ptr<const CountingSource>& source,
                    const std::string& path, std::size_t part = 0, std::size_t item = 0) {
    out.add_lazy(path, source, item, part);
  }
  mutable std::vector<std::pair<std::size_t, std::size_t>> loads;
  std::optional<Identity> claimed;

 private:
  std::vector<std::string> parts_;
};

/// The manifest line of a file at `path` holding `bytes`.
std::string manifest_line(std::string_view bytes, std::string_view path) {
  return content_hash(bytes, OutputTree::kManifestHashDigits) + " " + std::string(path) + "\n";
}

/// A tree of a.ts ("A") and b.ts ("B") committed into `fs`'s "out".
OutputStats commit_a_and_b(FileSystem& fs) {
  OutputTree out;
  out.add("a.ts", "A");
  out.add("b.ts", "B");
  return std::move(out).commit(fs, "out");
}

TEST(OutputTree, WritesFilesAndAManifest) {
  MemoryFileSystem fs;
  OutputTree out;
  out.add("a.ts", "A");
  out.add("media/b.png", "B");
  auto stats = std::move(out).commit(fs, "out");
  EXPECT_EQ(stats.written, 2u);
  EXPECT_EQ(*fs.read("out/a.ts"), "A");
  EXPECT_TRUE(fs.read("out/.lobbykit-manifest").has_value());
}

TEST(OutputTree, SkipsUnchangedFilesAndRemovesStaleOnes) {
  MemoryFileSystem fs;
  OutputTree first;
  first.add("a.ts", "A");
  first.add("old/gone.ts", "G");
  std::move(first).commit(fs, "out");

  OutputTree second;
  second.add("a.ts", "A");
  second.add("c.ts", "CC");
  auto stats = std::move(second).commit(fs, "out");
  EXPECT_EQ(stats.unchanged, 1u);
  EXPECT_EQ(stats.written, 1u);
  EXPECT_EQ(stats.removed, 1u);
  EXPECT_FALSE(fs.read("out/old/gone.ts").has_value());
  // the stamps of what the folder holds now, written or not, in manifest
  // order: the removed file is not among them (a MemoryFileSystem's stamp is a size)
  const OutputStamps expected{*fs.stamp("out/.lobbykit-manifest"),
                              {*fs.stamp("out/a.ts"), *fs.stamp("out/c.ts")}};
  EXPECT_EQ(stats.stamps, expected);
  EXPECT_EQ(stats.stamps.listed[1].size, 2u);
}

TEST(OutputTree, GivesEachFileItsStampByItsPlaceInTheManifest) {
  testing::TemporaryFolder folder;
  DiskFileSystem disk;
  auto source = std::make_shared<CountingSource>(std::vector<std::string>{"W1", "W22"});
  OutputTree out;
  CountingSource::stage(out, source, "media/z.webp", 0);  // staged out of path order
  CountingSource::stage(out, source, "media/b.webp", 1);
  out.add("a.ts", "A");
  out.add_streamed("games.ts", [](ByteSink& sink) { sink.append("G"); });
  const OutputStats stats = std::move(out).commit(disk, folder.path());
  const std::vector<std::string> in_manifest_order{"a.ts", "games.ts", "media/b.webp",
                                                   "media/z.webp"};
  ASSERT_EQ(stats.stamps.listed.size(), in_manifest_order.size());
  for (std::size_t i = 0; i < in_manifest_order.size(); ++i) {
    EXPECT_EQ(stats.stamps.listed[i], *disk.stamp(folder.path() / in_manifest_order[i]))
        << in_manifest_order[i];
  }
  EXPECT_EQ(stats.stamps.manifest, *disk.stamp(folder.path() / OutputTree::kManifestName));
  EXPECT_EQ(stats.stamps.size(), 5u);
}

TEST(OutputTree, AHashGivenByTheCallerIsTheOneTheManifestRecords) {
  MemoryFileSystem fs;
  OutputTree computed;
  computed.add("media/a.webp", "W");
  std::move(computed).commit(fs, "computed");
  OutputTree given;
  std::string hash = content_hash("W", OutputTree::kManifestHashDigits);
  given.add("media/a.webp", "W", hash);
  std::move(given).commit(fs, "given");
  EXPECT_EQ(*fs.read("given/.lobbykit-manifest"), hash + " media/a.webp\n");
  EXPECT_EQ(*fs.read("given/.lobbykit-manifest"), *fs.read("computed/.lobbykit-manifest"));

  // and the next build recognises the file as unchanged
  OutputTree again;
  again.add("media/a.webp", "W", hash);
  EXPECT_EQ(std::move(again).commit(fs, "given").unchanged, 1u);
}

TEST(OutputTree, RefusesPathsOutsideTheFolderAndDuplicates) {
  OutputTree out;
  EXPECT_THROW(out.add("../escape.ts", "x"), FatalError);
  EXPECT_THROW(out.add("/abs.ts", "x"), FatalError);
  out.add("a.ts", "x");
  EXPECT_THROW(out.add("a.ts", "y"), FatalError);
  auto y = std::make_shared<CountingSource>(std::vector<std::string>{"y"});
  EXPECT_THROW(CountingSource::stage(out, y, "a.ts"), FatalError);
  EXPECT_THROW(CountingSource::stage(out, y, "../escape.webp"), FatalError);
  // a lazy file is staged with a source, or not at all
  EXPECT_THROW(out.add_lazy("b.webp", nullptr, 0, 0), FatalError);
  EXPECT_FALSE(out.contains("b.webp"));
  CountingSource::stage(out, y, "b.webp");
  EXPECT_THROW(CountingSource::stage(out, y, "b.webp"), FatalError);
  EXPECT_THROW(out.add("b.webp", "y"), FatalError);
  EXPECT_THROW(out.add_streamed("b.webp", [](ByteSink&) {}), FatalError);
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
    std::move(out).commit(disk, folder.path());
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

TEST(OutputTree, ALazyFileIsLoadedOnlyWhenItMustBeWritten) {
  MemoryFileSystem fs;
  auto webp = std::make_shared<CountingSource>(std::vector<std::string>{"WEBP"});
  OutputTree first;
  CountingSource::stage(first, webp, "media/a.webp");
  EXPECT_TRUE(first.contains("media/a.webp"));
  EXPECT_TRUE(first.files().empty());
  EXPECT_EQ(std::move(first).commit(fs, "out").written, 1u);
  EXPECT_EQ(webp->loads.size(), 1u);
  EXPECT_EQ(*fs.read("out/media/a.webp"), "WEBP");

  OutputTree unchanged;
  CountingSource::stage(unchanged, webp, "media/a.webp");
  EXPECT_EQ(std::move(unchanged).commit(fs, "out").unchanged, 1u);
  EXPECT_EQ(webp->loads.size(), 1u) << "an unchanged file's bytes are not needed";

  fs.add_file("out/media/a.webp", "WEBP, damaged");  // its size no longer matches the manifest
  OutputTree repaired;
  CountingSource::stage(repaired, webp, "media/a.webp");
  EXPECT_EQ(std::move(repaired).commit(fs, "out").written, 1u);
  EXPECT_EQ(webp->loads.size(), 2u);
  EXPECT_EQ(*fs.read("out/media/a.webp"), "WEBP");
}

TEST(OutputTree, ALazyFileIsJudgedByTheHashAndSizeItsSourceGivesAtCommit) {
  MemoryFileSystem fs;
  auto webp = std::make_shared<CountingSource>(std::vector<std::string>{"WEBP"});
  const std::string other_hash = content_hash("other", OutputTree::kManifestHashDigits);
  OutputTree first;
  CountingSource::stage(first, webp, "media/a.webp");
  // the tree keeps no copy: what the source says when the tree commits is what counts
  webp->claimed = LazySource::Identity{*LazySource::Hash::parse(other_hash), 4};
  std::move(first).commit(fs, "out");
  EXPECT_EQ(*fs.read("out/.lobbykit-manifest"), other_hash + " media/a.webp\n");

  OutputTree same_claim;
  CountingSource::stage(same_claim, webp, "media/a.webp");
  EXPECT_EQ(std::move(same_claim).commit(fs, "out").unchanged, 1u);
  webp->claimed->size = 5;  // the folder's file is of another size now
  OutputTree other_size;
  CountingSource::stage(other_size, webp, "media/a.webp");
  EXPECT_EQ(std::move(other_size).commit(fs, "out").written, 1u);
  EXPECT_EQ(webp->loads.size(), 2u);
}

TEST(OutputTree, ALazyFileWhoseFileWentMissingIsWrittenAgain) {
  MemoryFileSystem fs;
  auto webp = std::make_shared<CountingSource>(std::vector<std::string>{"WEBP"});
  OutputTree first;
  CountingSource::stage(first, webp, "media/a.webp");
  std::move(first).commit(fs, "out");
  fs.remove_file("out/media/a.webp");  // the manifest still lists it

  OutputTree again;
  CountingSource::stage(again, webp, "media/a.webp");
  const OutputStats stats = std::move(again).commit(fs, "out");
  EXPECT_EQ(stats.written, 1u);
  EXPECT_EQ(stats.unchanged, 0u);
  EXPECT_EQ(webp->loads.size(), 2u);
  EXPECT_EQ(*fs.read("out/media/a.webp"), "WEBP");
  ASSERT_EQ(stats.stamps.listed.size(), 1u);
  EXPECT_EQ(stats.stamps.listed[0], *fs.stamp("out/media/a.webp")) << "the stamp of the new file";
}

TEST(OutputTree, LazyAndEagerFilesShareOneManifest) {
  MemoryFileSystem fs;
  OutputTree eager;
  eager.add("b.ts", "B");
  eager.add("media/a.webp", "WEBP");
  std::move(eager).commit(fs, "eager");
  OutputTree mixed;
  mixed.add("b.ts", "B");
  CountingSource::stage(mixed, std::make_shared<CountingSource>(std::vector<std::string>{"WEBP"}),
                        "media/a.webp");
  std::move(mixed).commit(fs, "mixed");
  EXPECT_EQ(*fs.read("mixed/.lobbykit-manifest"), *fs.read("eager/.lobbykit-manifest"));

  OutputTree without;  // a lazy file no longer staged is removed like any other
  without.add("b.ts", "B");
  EXPECT_EQ(std::move(without).commit(fs, "mixed").removed, 1u);
  EXPECT_FALSE(fs.read("mixed/media/a.webp"));
}

// A streamed file: its bytes in pieces, and how often they were asked for.
struct StreamedBytes {
  std::vector<std::string> pieces;
  int calls = 0;
  ByteWriter writer() {
    return [this](ByteSink& sink) {
      ++calls;
      for (const auto& piece : pieces) sink.append(piece);
    };
  }
};

TEST(OutputTree, AStreamedFileIsWrittenAsTheSameBytesAsAnAddedOne) {
  MemoryFileSystem fs;
  OutputTree added;
  added.add("games.ts", "export const games = [\n  1,\n  2\n];\n");
  added.add("a.ts", "A");
  StreamedBytes games{{"export const games = [", "\n  1,", "\n  2", "\n];\n"}};
  OutputTree streamed;
  streamed.add_streamed("games.ts", games.writer());
  streamed.add("a.ts", "A");
  EXPECT_TRUE(streamed.contains("games.ts"));
  EXPECT_FALSE(streamed.files().count("games.ts")) << "a streamed file's bytes are not held";
  EXPECT_EQ(streamed.contents(), added.contents());
  std::move(added).commit(fs, "added");
  const int calls = games.calls;
  EXPECT_EQ(std::move(streamed).commit(fs, "streamed").written, 2u);
  EXPECT_EQ(games.calls, calls + 2) << "once to hash, once to write";
  EXPECT_EQ(*fs.read("streamed/games.ts"), *fs.read("added/games.ts"));
  EXPECT_EQ(*fs.read("streamed/.lobbykit-manifest"), *fs.read("added/.lobbykit-manifest"));
}

TEST(OutputTree, AnUnchangedStreamedFileKeepsItsMtimeAndIsOnlyHashed) {
  testing::TemporaryFolder folder;
  DiskFileSystem disk;
  StreamedBytes games{{"export const games = ", "[];\n"}};
  auto build = [&] {
    OutputTree out;
    out.add_streamed("games.ts", games.writer());
    return std::move(out).commit(disk, folder.path());
  };
  EXPECT_EQ(build().written, 1u);
  const auto first = disk.stamp(folder.path() / "games.ts");
  games.calls = 0;
  const auto again = build();
  EXPECT_EQ(again.unchanged, 1u);
  EXPECT_EQ(games.calls, 1) << "hashed, not written";
  const auto second = disk.stamp(folder.path() / "games.ts");
  ASSERT_TRUE(first && second);
  EXPECT_EQ(second->inode, first->inode) << "an atomic write would have replaced it";
  EXPECT_EQ(second->mtime_ns, first->mtime_ns);

  games.pieces = {"export const games = ", "[1];\n"};  // a changed file is written again
  EXPECT_EQ(build().written, 1u);
  EXPECT_EQ(testing::read_file(folder.path() / "games.ts"), "export const games = [1];\n");
}

TEST(OutputTree, AStreamedWriterThatThrowsMidwayLeavesTheOldFileWholeAndNoTemporary) {
  testing::TemporaryFolder folder;
  DiskFileSystem disk;
  OutputTree first;
  first.add_streamed("games.ts", [](ByteSink& sink) { sink.append("old bytes\n"); });
  std::move(first).commit(disk, folder.path());
  const std::string manifest = testing::read_file(folder.path() / OutputTree::kManifestName);

  int calls = 0;
  OutputTree failing;  // hashes new bytes, then fails half way through writing them
  failing.add_streamed("games.ts", [&calls](ByteSink& sink) {
    sink.append("new ");
    sink.append(std::string(1 << 17, 'x'));  // more than a write buffer: some reach the disk
    if (++calls == 2) throw FatalError("cannot read the catalogue");
  });
  EXPECT_THROW(std::move(failing).commit(disk, folder.path()), FatalError);
  EXPECT_EQ(calls, 2);
  EXPECT_EQ(testing::read_file(folder.path() / "games.ts"), "old bytes\n");
  EXPECT_EQ(testing::read_file(folder.path() / OutputTree::kManifestName), manifest);
  std::vector<std::string> names;
  for (const auto& entry : disk.list(folder.path())) names.push_back(entry.name);
  EXPECT_EQ(names, (std::vector<std::string>{std::string(OutputTree::kManifestName), "games.ts"}));
}

TEST(OutputTree, AStreamedWriterThatGivesOtherBytesTheSecondTimeIsRefused) {
  testing::TemporaryFolder folder;
  DiskFileSystem disk;
  OutputTree first;
  first.add("games.ts", "old bytes\n");
  std::move(first).commit(disk, folder.path());

  int calls = 0;
  OutputTree unstable;
  unstable.add_streamed("games.ts",
                        [&calls](ByteSink& sink) { sink.append(std::to_string(++calls)); });
  try {
    std::move(unstable).commit(disk, folder.path());
    ADD_FAILURE() << "commit wrote bytes other than those it hashed";
  } catch (const FatalError& error) {
    EXPECT_EQ(std::string(error.what()),
              "internal error: the bytes of 'games.ts' changed between two calls of its writer");
  }
  EXPECT_EQ(testing::read_file(folder.path() / "games.ts"), "old bytes\n");
  EXPECT_EQ(disk.list(folder.path()).size(), 2u) << "no temporary file is left";
}

TEST(OutputTree, AStreamedFileIsStagedAndRemovedLikeAnyOther) {
  MemoryFileSystem fs;
  OutputTree out;
  out.add("a.ts", "A");
  EXPECT_THROW(out.add_streamed("a.ts", [](ByteSink&) {}), FatalError);
  EXPECT_THROW(out.add_streamed("../games.ts", [](ByteSink&) {}), FatalError);
  out.add_streamed("games.ts", [](ByteSink& sink) { sink.append("G"); });
  EXPECT_THROW(out.add("games.ts", "x"), FatalError);
  std::move(out).commit(fs, "out");

  OutputTree without;  // a streamed file no longer staged is removed like any other
  without.add("a.ts", "A");
  EXPECT_EQ(std::move(without).commit(fs, "out").removed, 1u);
  EXPECT_FALSE(fs.read("out/games.ts"));
}

TEST(OutputTree, LazyFilesAreLoadedInTheOrderTheyWereStaged) {
  MemoryFileSystem fs;
  const std::vector<std::string> paths{"media/a.96x96.webp", "media/a.192x192.webp",
                                       "media/0.webp"};
  auto source = std::make_shared<CountingSource>(paths);  // each file's bytes are its path
  OutputTree out;
  // an image's 2x variant sorts before its 1x one ("192x192" < "96x96"), but
  // its source reads the variants in order
  for (std::size_t part = 0; part < paths.size(); ++part)
    CountingSource::stage(out, source, paths[part], part, 7);
  std::move(out).commit(fs, "out");
  EXPECT_EQ(source->loads,
            (std::vector<std::pair<std::size_t, std::size_t>>{{7, 0}, {7, 1}, {7, 2}}));
  EXPECT_EQ(*fs.read("out/media/a.192x192.webp"), "media/a.192x192.webp");
  EXPECT_EQ(*fs.read("out/.lobbykit-manifest"),
            content_hash("media/0.webp", OutputTree::kManifestHashDigits) + " media/0.webp\n" +
                content_hash("media/a.192x192.webp", OutputTree::kManifestHashDigits) +
                " media/a.192x192.webp\n" +
                content_hash("media/a.96x96.webp", OutputTree::kManifestHashDigits) +
                " media/a.96x96.webp\n")
      << "the manifest is in path order";
}

TEST(OutputTree, FindsEachOfManyLazyFilesAmongEagerOnesAndWritesThemInPathOrder) {
  MemoryFileSystem fs;
  auto source = std::make_shared<CountingSource>(std::vector<std::string>{"W"});
  OutputTree out;
  out.add("media/games/g0500.webp", "eager");
  out.add_streamed("z.ts", [](ByteSink& sink) { sink.append("Z"); });
  std::string expected_manifest;
  for (int i = 999; i >= 0; --i) {  // staged backwards: the manifest is sorted anyway
    char name[32];
    std::snprintf(name, sizeof name, "media/games/g%04d.webp", i);
    if (i != 500) CountingSource::stage(out, source, name);
  }
  for (int i = 0; i < 1000; ++i) {
    char name[32];
    std::snprintf(name, sizeof name, "media/games/g%04d.webp", i);
    EXPECT_TRUE(out.contains(name)) << name;
    EXPECT_THROW(CountingSource::stage(out, source, name), FatalError) << name;
    expected_manifest +=
        content_hash(i == 500 ? "eager" : "W", OutputTree::kManifestHashDigits) + " " + name + "\n";
  }
  EXPECT_FALSE(out.contains("media/games/g1000.webp"));
  expected_manifest += content_hash("Z", OutputTree::kManifestHashDigits) + " z.ts\n";
  const OutputStats stats = std::move(out).commit(fs, "out");
  EXPECT_EQ(stats.written, 1001u);
  EXPECT_EQ(*fs.read("out/.lobbykit-manifest"), expected_manifest);
  // the stamps in manifest order, whatever order the files were staged in
  ASSERT_EQ(stats.stamps.listed.size(), 1001u);
  EXPECT_EQ(stats.stamps.listed[499].size, 1u);
  EXPECT_EQ(stats.stamps.listed[500].size, 5u) << "g0500, the eager one";
  EXPECT_EQ(stats.stamps.listed[1000].size, 1u);
  EXPECT_EQ(stats.stamps.manifest.size, expected_manifest.size());
}

TEST(OutputTree, ReadsAManifestEditedByHand) {
  MemoryFileSystem fs;
  fs.add_file("out/a.ts", "A");
  fs.add_file("out/b.ts", "B");
  fs.add_file("out/gone/c.ts", "C");
  // out of order, odd whitespace, a path listed twice (the last line wins)
  fs.add_file("out/.lobbykit-manifest",
              "\n" + content_hash("B", OutputTree::kManifestHashDigits) + "   b.ts\r\n" +
                  content_hash("x", OutputTree::kManifestHashDigits) + " a.ts\n" +
                  content_hash("C", OutputTree::kManifestHashDigits) + "\tgone/c.ts\n" +
                  content_hash("A", OutputTree::kManifestHashDigits) + " a.ts\n");
  const OutputStats stats = commit_a_and_b(fs);
  EXPECT_EQ(stats.unchanged, 2u);
  EXPECT_EQ(stats.written, 0u);
  EXPECT_EQ(stats.removed, 1u);
  EXPECT_FALSE(fs.read("out/gone/c.ts"));
  EXPECT_EQ(*fs.read("out/.lobbykit-manifest"),
            manifest_line("A", "a.ts") + manifest_line("B", "b.ts"))
      << "rewritten as a build writes it";
}

TEST(OutputTree, AManifestEditedToNameFilesOutsideTheFolderRemovesNone) {
  MemoryFileSystem fs;
  fs.add_file("outside.txt", "keep");
  fs.add_file("out/../outside.txt", "keep");
  fs.add_file("/etc/passwd", "keep");
  fs.add_file("out/a/../b.ts", "keep");
  fs.add_file("out/gone.ts", "G");
  fs.add_file("out/.lobbykit-manifest",
              manifest_line("x", "../outside.txt") + manifest_line("x", "/etc/passwd") +
                  manifest_line("x", "a/../b.ts") + manifest_line("x", "gone.ts"));
  OutputTree out;
  out.add("c.ts", "C");
  const OutputStats stats = std::move(out).commit(fs, "out");
  EXPECT_EQ(stats.removed, 1u) << "gone.ts only";
  EXPECT_FALSE(fs.read("out/gone.ts"));
  EXPECT_TRUE(fs.read("outside.txt"));
  EXPECT_TRUE(fs.read("out/../outside.txt"));
  EXPECT_TRUE(fs.read("/etc/passwd"));
  EXPECT_TRUE(fs.read("out/a/../b.ts"));
}

TEST(OutputTree, AManifestOutOfOrderHalfWayIsReadAgainWhole) {
  MemoryFileSystem fs;
  fs.add_file("out/a.ts", "A");
  fs.add_file("out/b.ts", "B");
  fs.add_file("out/gone.ts", "G");
  // in order up to b.ts, after the file that is gone now
  fs.add_file("out/.lobbykit-manifest", manifest_line("A", "a.ts") + manifest_line("G", "gone.ts") +
                                            manifest_line("B", "b.ts"));
  const OutputStats stats = commit_a_and_b(fs);
  EXPECT_EQ(stats.unchanged, 2u);
  EXPECT_EQ(stats.written, 0u);
  EXPECT_EQ(stats.removed, 1u) << "gone.ts, once";
  EXPECT_FALSE(fs.read("out/gone.ts"));
  EXPECT_EQ(*fs.read("out/.lobbykit-manifest"),
            manifest_line("A", "a.ts") + manifest_line("B", "b.ts"));
}

}  // namespace
}  // namespace lobbykit
