#include "codegen/output_manifest.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "testing/temporary_folder.h"

namespace lobbykit {
namespace {

using Entries = std::vector<std::pair<std::string, std::string>>;  // hash, path

Entries entries_of(const OutputManifest& manifest) {
  Entries out;
  for (std::size_t i = 0; i < manifest.size(); ++i)
    out.emplace_back(manifest.hash(i), manifest.path(i));
  return out;
}

/// What stream_output_manifest makes of `text`, and the entries it handed over.
std::pair<ManifestText, Entries> streamed(const std::string& text) {
  MemoryFileSystem fs;
  fs.add_file("out/.lobbykit-manifest", text);
  Entries entries;
  const ManifestText found = stream_output_manifest(
      fs, "out/.lobbykit-manifest",
      [&](std::string_view hash, std::string_view path) { entries.emplace_back(hash, path); });
  return {found, entries};
}

TEST(OutputManifest, ReadsBackEachPathWithItsHashInPathOrder) {
  std::string text;
  append_manifest_line(text, "11", "a.ts");
  append_manifest_line(text, "22", "media/a.webp");
  append_manifest_line(text, "33", "media/b.webp");
  EXPECT_EQ(text, "11 a.ts\n22 media/a.webp\n33 media/b.webp\n");
  const Entries expected{{"11", "a.ts"}, {"22", "media/a.webp"}, {"33", "media/b.webp"}};
  EXPECT_EQ(entries_of(OutputManifest(text)), expected);
  EXPECT_EQ(streamed(text), std::make_pair(ManifestText::kAsWritten, expected));
}

TEST(OutputManifest, ReadsALineOutOfOrderAPathListedTwiceAndOddWhitespace) {
  const OutputManifest manifest(
      "\n  33 c.ts\r\n11\ta.ts\n\n44 b.ts 55 a.ts\n\f22   b.ts\n66");  // "66" has no path
  EXPECT_EQ(entries_of(manifest), (Entries{{"55", "a.ts"}, {"22", "b.ts"}, {"33", "c.ts"}}))
      << "the last line of a path wins";
}

TEST(OutputManifest, AnEmptyTextIsAnEmptyManifest) {
  for (const char* text : {"", " \n\t", "lonely"}) {
    EXPECT_EQ(OutputManifest(text).size(), 0u) << text;
  }
  EXPECT_EQ(streamed(""), std::make_pair(ManifestText::kAsWritten, Entries{}));
}

TEST(OutputManifest, StreamsAManifestLongerThanAPieceAcrossItsPieces) {
  std::string text;
  Entries expected;
  for (int i = 0; i < 5000; ++i) {  // some 170 KB: lines cut by the 64 KB pieces
    char path[32];
    std::snprintf(path, sizeof path, "media/games/g%05d.webp", i);
    append_manifest_line(text, std::string(32, static_cast<char>('a' + i % 6)), path);
    expected.emplace_back(std::string(32, static_cast<char>('a' + i % 6)), path);
  }
  DiskFileSystem disk;  // which reads in pieces (a MemoryFileSystem hands them from the whole)
  const testing::TemporaryFolder folder;
  disk.write_atomic(folder.path() / "manifest", text);
  Entries entries;
  EXPECT_EQ(stream_output_manifest(disk, folder.path() / "manifest",
                                   [&](std::string_view hash, std::string_view path) {
                                     entries.emplace_back(hash, path);
                                   }),
            ManifestText::kAsWritten);
  EXPECT_EQ(entries, expected);
}

TEST(OutputManifest, StopsStreamingAtTheFirstLineABuildWouldNotWrite) {
  const Entries first{{"11", "a.ts"}};
  for (const char* rest : {"22 a.ts\n", "22 0.ts\n", "22  b.ts\n", "22 b.ts\r\n", "22\tb.ts\n",
                           "22 b.ts", "\n22 b.ts\n", "22\n", " b.ts\n", "22 b c.ts\n"}) {
    EXPECT_EQ(streamed(std::string("11 a.ts\n") + rest),
              std::make_pair(ManifestText::kNotAsWritten, first))
        << rest;
  }
  MemoryFileSystem fs;
  EXPECT_EQ(stream_output_manifest(fs, "out/.lobbykit-manifest",
                                   [](std::string_view, std::string_view) { ADD_FAILURE(); }),
            ManifestText::kAbsent);
}

}  // namespace
}  // namespace lobbykit
