#include "core/file_system.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <utility>

#include "core/fatal_error.h"
#include "testing/temporary_folder.h"

namespace lobbykit {
namespace {

TEST(MemoryFileSystem, ListsFilesAndImplicitFolders) {
  MemoryFileSystem fs;
  fs.add_file("root/content/site.yaml", "a");
  fs.add_file("root/content/games/x/y.yaml", "b");
  auto entries = fs.list("root/content");
  ASSERT_EQ(entries.size(), 2u);
  EXPECT_EQ(entries[0].name, "games");
  EXPECT_EQ(entries[0].kind, EntryKind::kDirectory);
  EXPECT_EQ(entries[1].name, "site.yaml");
  EXPECT_EQ(*fs.read("root/content/games/x/y.yaml"), "b");
  EXPECT_FALSE(fs.read("root/missing").has_value());
}

TEST(MemoryFileSystem, FollowsSymlinks) {
  MemoryFileSystem fs;
  fs.add_file("/outside/secret.png", "s");
  fs.add_symlink("root/content/link.png", "/outside/secret.png");
  EXPECT_EQ(fs.kind("root/content/link.png"), EntryKind::kSymlink);
  EXPECT_EQ(fs.resolve("root/content/link.png")->generic_string(), "/outside/secret.png");
  EXPECT_EQ(*fs.read("root/content/link.png"), "s");
}

TEST(DiskFileSystem, WritesAtomicallyAndCreatesFolders) {
  testing::TemporaryFolder folder;
  DiskFileSystem fs;
  fs.write_atomic(folder.path() / "a/b/c.txt", "one");
  fs.write_atomic(folder.path() / "a/b/c.txt", "two");
  EXPECT_EQ(*fs.read(folder.path() / "a/b/c.txt"), "two");
  // no temporary file is left behind
  EXPECT_EQ(fs.list(folder.path() / "a/b").size(), 1u);
  fs.remove_file(folder.path() / "a/b/c.txt");
  EXPECT_FALSE(fs.exists(folder.path() / "a/b/c.txt"));
}

TEST(DiskFileSystem, TwoThreadsWritingTheSamePathEachWriteWhole) {
  // Two sources with the same bytes share a cache entry, and two workers
  // may store it at once: with one temporary name per process, one
  // truncated or renamed the other's file and the build failed.
  testing::TemporaryFolder folder;
  DiskFileSystem fs;
  const auto path = folder.path() / "entry.thumbs";
  const std::string first(100000, 'a'), second(100000, 'b');
  std::atomic<int> failures{0};
  auto write = [&](const std::string& bytes) {
    for (int i = 0; i < 200; ++i) {
      try {
        fs.write_atomic(path, bytes);
      } catch (const FatalError&) {
        ++failures;
      }
    }
  };
  std::thread a(write, std::cref(first)), b(write, std::cref(second));
  a.join();
  b.join();
  EXPECT_EQ(failures, 0);
  const std::string last = *fs.read(path);
  EXPECT_TRUE(last == first || last == second);
  EXPECT_EQ(fs.list(folder.path()).size(), 1u);  // no temporary left
}

TEST(DiskFileSystem, ListsEachEntryWithItsKindAndDoesNotFollowSymlinks) {
  testing::TemporaryFolder folder;
  DiskFileSystem fs;
  fs.write_atomic(folder.path() / "d/file.txt", "x");
  fs.write_atomic(folder.path() / "d/sub/inner.txt", "y");
  std::filesystem::create_symlink("file.txt", folder.path() / "d/to-file");
  std::filesystem::create_directory_symlink("sub", folder.path() / "d/to-sub");
  std::filesystem::create_symlink("missing", folder.path() / "d/dangling");
  std::vector<std::pair<std::string, EntryKind>> listed;
  for (const auto& entry : fs.list(folder.path() / "d"))
    listed.emplace_back(entry.name, entry.kind);
  EXPECT_EQ(listed, (std::vector<std::pair<std::string, EntryKind>>{
                        {"dangling", EntryKind::kSymlink},
                        {"file.txt", EntryKind::kFile},
                        {"sub", EntryKind::kDirectory},
                        {"to-file", EntryKind::kSymlink},
                        {"to-sub", EntryKind::kSymlink},
                    }));
}

TEST(MemoryFileSystem, ReadsAPrefix) {
  MemoryFileSystem fs;
  fs.add_file("root/a.bin", "0123456789");
  EXPECT_EQ(*fs.read_prefix("root/a.bin", 4), "0123");
  EXPECT_EQ(*fs.read_prefix("root/a.bin", 100), "0123456789");
  EXPECT_FALSE(fs.read_prefix("root/missing", 4).has_value());
}

TEST(DiskFileSystem, ReadsAPrefixWithoutTheRest) {
  testing::TemporaryFolder folder;
  DiskFileSystem fs;
  fs.write_atomic(folder.path() / "a.bin", std::string(100'000, 'x') + "end");
  EXPECT_EQ(*fs.read_prefix(folder.path() / "a.bin", 3), "xxx");
  EXPECT_EQ(fs.read_prefix(folder.path() / "a.bin", 1'000'000)->size(), 100'003u);
  EXPECT_EQ(fs.read(folder.path() / "a.bin")->substr(100'000), "end");
  // a folder is not a regular file, whatever the length asked for
  EXPECT_FALSE(fs.read_prefix(folder.path(), 3).has_value());
}

// Both the disk's own reading and the default (a whole read, then pieces).
TEST(DiskFileSystem, HandsAFileOverInPiecesOfAtMostTheSizeAsked) {
  testing::TemporaryFolder folder;
  DiskFileSystem disk;
  MemoryFileSystem memory;
  const std::string bytes = std::string(100'000, 'x') + "end";
  disk.write_atomic(folder.path() / "a.bin", bytes);
  memory.write_atomic("root/a.bin", bytes);
  for (const auto& [fs, path] :
       {std::pair<const FileSystem*, std::filesystem::path>{&disk, folder.path() / "a.bin"},
        {&memory, "root/a.bin"}}) {
    std::string joined;
    std::size_t largest = 0;
    std::optional<FileStamp> stamp;
    EXPECT_TRUE(fs->read_pieces(
        path, 4096,
        [&](std::string_view piece) {
          largest = std::max(largest, piece.size());
          joined.append(piece);
        },
        stamp));
    EXPECT_EQ(joined, bytes);
    EXPECT_EQ(largest, 4096u);
    ASSERT_TRUE(stamp);
    EXPECT_EQ(stamp->size, bytes.size());
  }
  std::optional<FileStamp> stamp;
  int calls = 0;
  EXPECT_FALSE(disk.read_pieces(
      folder.path() / "missing", 10, [&](std::string_view) { ++calls; }, stamp));
  EXPECT_FALSE(disk.read_pieces(
      folder.path(), 10, [&](std::string_view) { ++calls; }, stamp))
      << "a folder is not a regular file";
  EXPECT_EQ(calls, 0);
}

TEST(DiskFileSystem, ReportsMissingFilesAsAbsent) {
  DiskFileSystem fs;
  EXPECT_FALSE(fs.read("/nonexistent/lobbykit/file").has_value());
  EXPECT_FALSE(fs.read_prefix("/nonexistent/lobbykit/file", 10).has_value());
  EXPECT_TRUE(fs.list("/nonexistent/lobbykit").empty());
}

TEST(DiskFileSystem, WritesAStreamedFileAsItsPiecesJoined) {
  testing::TemporaryFolder folder;
  DiskFileSystem fs;
  const std::string large(200'000, 'x');  // more than the write buffer
  fs.write_atomic_streamed(folder.path() / "a/games.ts", [&large](ByteSink& sink) {
    sink.append("head ");
    sink.append(large);
    for (int i = 0; i < 10'000; ++i) sink.append("game,");
    sink.append("");
    sink.append("end");
  });
  std::string expected = "head " + large;
  for (int i = 0; i < 10'000; ++i) expected += "game,";
  EXPECT_EQ(*fs.read(folder.path() / "a/games.ts"), expected + "end");
  EXPECT_EQ(fs.list(folder.path() / "a").size(), 1u) << "no temporary file is left";
}

TEST(DiskFileSystem, AStreamedWriteThatThrowsLeavesTheOldFileAndNoTemporary) {
  testing::TemporaryFolder folder;
  DiskFileSystem fs;
  fs.write_atomic(folder.path() / "games.ts", "old");
  EXPECT_THROW(fs.write_atomic_streamed(folder.path() / "games.ts",
                                        [](ByteSink& sink) {
                                          sink.append(std::string(200'000, 'n'));
                                          throw FatalError("midway");
                                        }),
               FatalError);
  EXPECT_EQ(*fs.read(folder.path() / "games.ts"), "old");
  EXPECT_EQ(fs.list(folder.path()).size(), 1u) << "no temporary file is left";
  // nor is a file that did not exist made
  EXPECT_THROW(fs.write_atomic_streamed(folder.path() / "new.ts",
                                        [](ByteSink&) { throw FatalError("at once"); }),
               FatalError);
  EXPECT_FALSE(fs.exists(folder.path() / "new.ts"));
  EXPECT_EQ(fs.list(folder.path()).size(), 1u);
}

TEST(MemoryFileSystem, AStreamedFileIsGatheredThenWritten) {
  MemoryFileSystem fs;
  fs.write_atomic_streamed("out/a.ts", [](ByteSink& sink) {
    sink.append("a");
    sink.append("b");
  });
  EXPECT_EQ(*fs.read("out/a.ts"), "ab");
  fs.add_file("out/b.ts", "old");
  EXPECT_THROW(fs.write_atomic_streamed("out/b.ts",
                                        [](ByteSink& sink) {
                                          sink.append("new");
                                          throw FatalError("midway");
                                        }),
               FatalError);
  EXPECT_EQ(*fs.read("out/b.ts"), "old");
}

}  // namespace
}  // namespace lobbykit
