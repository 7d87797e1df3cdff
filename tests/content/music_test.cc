// The playlist: content/music.yaml loaded (each file read by its bytes, its
// codec and duration, titles English first) and emitted (music.ts exactly as
// the app imports it, each file copied to media/music/<id>.<hash>.<ext>), and
// the build record noticing a changed audio file.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "codegen/output_tree.h"
#include "content/catalogue_loader.h"
#include "content/music_emitter.h"
#include "core/content_hash.h"
#include "testing/base_fixture.h"

namespace lobbykit {
namespace {

std::string demo_file(const std::string& name) {
  std::ifstream in(std::string(LOBBYKIT_SOURCE_DIR) + "/content/music/" + name, std::ios::binary);
  std::stringstream out;
  out << in.rdbuf();
  return out.str();
}

constexpr const char* kPlaylist = R"(tracks:
  - id: morning-tide
    file: music/morning-tide.opus
    artist: Demo Band
    title:
      ja: 朝の潮
      en: Morning Tide
  - id: golden-hour
    file: music/golden-hour.mp3
    artist: Demo Band
    title:
      en: Golden Hour
)";

MemoryFileSystem with_music(const std::string& playlist = kPlaylist) {
  MemoryFileSystem fs = testing::base_repository();
  fs.add_file("repo/content/music.yaml", playlist);
  fs.add_file("repo/content/music/morning-tide.opus", demo_file("morning-tide.opus"));
  fs.add_file("repo/content/music/golden-hour.mp3", demo_file("golden-hour.mp3"));
  return fs;
}

TEST(MusicLoader, ReadsEachTrackByItsBytesInPlayOrderEnglishFirst) {
  Diagnostics diagnostics;
  Catalogue catalogue = load_catalogue(with_music(), "repo", diagnostics);
  EXPECT_FALSE(diagnostics.has_errors()) << format_text(diagnostics);
  ASSERT_EQ(catalogue.music.size(), 2u);
  const MusicTrack& first = catalogue.music[0];
  EXPECT_EQ(first.id, "morning-tide");
  EXPECT_EQ(first.file, "content/music/morning-tide.opus");
  EXPECT_EQ(first.audio.codec, AudioCodec::kOpus);
  EXPECT_EQ(first.audio.duration_ms, 32000);
  ASSERT_EQ(first.titles.size(), 2u);
  EXPECT_EQ(first.titles[0].language, "en");
  EXPECT_EQ(first.titles[1].language, "ja");
  EXPECT_EQ(catalogue.music[1].audio.codec, AudioCodec::kMp3);
}

TEST(MusicLoader, WithoutMusicYamlThereAreNoTracksAndNoDiagnostics) {
  Diagnostics diagnostics;
  Catalogue catalogue = load_catalogue(testing::base_repository(), "repo", diagnostics);
  EXPECT_TRUE(catalogue.music.empty());
  EXPECT_TRUE(diagnostics.all().empty()) << format_text(diagnostics);
}

TEST(MusicLoader, APathThatLeavesContentIsRefused) {
  std::string playlist = kPlaylist;
  playlist.replace(playlist.find("music/golden-hour.mp3"), 21, "../secret.mp3");
  MemoryFileSystem fs = with_music(playlist);
  fs.add_file("repo/secret.mp3", demo_file("golden-hour.mp3"));
  Diagnostics diagnostics;
  Catalogue catalogue = load_catalogue(fs, "repo", diagnostics);
  EXPECT_NE(
      format_text(diagnostics).find("music file path '../secret.mp3' leaves the content folder"),
      std::string::npos)
      << format_text(diagnostics);
  EXPECT_EQ(catalogue.music.size(), 1u);
}

TEST(MusicEmitter, WritesMusicTsAndCopiesEachFileUnderItsContentHash) {
  Diagnostics diagnostics;
  Catalogue catalogue = load_catalogue(with_music(), "repo", diagnostics);
  OutputTree out;
  emit_music(catalogue.music, out);
  const std::string opus = demo_file("morning-tide.opus");
  const std::string opus_path = "media/music/morning-tide." + content_hash(opus, 10) + ".opus";
  ASSERT_TRUE(out.files().count(opus_path));
  EXPECT_EQ(out.files().at(opus_path), opus);
  const std::string& ts = out.files().at("music.ts");
  EXPECT_NE(ts.find("import type { LocaleTag } from './locales';"), std::string::npos);
  EXPECT_NE(ts.find("export type MusicCodec = 'opus' | 'vorbis' | 'mp3' | 'aac';"),
            std::string::npos);
  EXPECT_NE(ts.find("export const tracks: readonly MusicTrack[] = "), std::string::npos) << ts;
  EXPECT_NE(ts.find("\"src\": \"" + opus_path + "\""), std::string::npos) << ts;
  EXPECT_NE(ts.find("\"mime\": \"audio/ogg; codecs=opus\""), std::string::npos) << ts;
  EXPECT_NE(ts.find("\"mime\": \"audio/mpeg\""), std::string::npos) << ts;
  EXPECT_NE(ts.find("\"durationMs\": 32000"), std::string::npos) << ts;
  EXPECT_NE(ts.find("\"bytes\": " + std::to_string(opus.size())), std::string::npos) << ts;
  EXPECT_LT(ts.find("\"en\": \"Morning Tide\""), ts.find("\"ja\": \"朝の潮\"")) << ts;
}

TEST(MusicEmitter, WithoutTracksMusicTsIsAnEmptyList) {
  OutputTree out;
  emit_music({}, out);
  EXPECT_NE(out.files().at("music.ts").find("export const tracks: readonly MusicTrack[] = [];"),
            std::string::npos)
      << out.files().at("music.ts");
  EXPECT_EQ(out.files().size(), 1u);
}

}  // namespace
}  // namespace lobbykit
