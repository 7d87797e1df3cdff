#include "content/music_loader.h"

#include <fmt/format.h>

#include <map>
#include <set>

#include "codegen/output_tree.h"
#include "content/content_schemas.h"
#include "core/content_hash.h"
#include "core/did_you_mean.h"
#include "core/utf8.h"
#include "core/yaml_reader.h"
#include "core/yaml_tree.h"

namespace fs = std::filesystem;

namespace lobbykit {

namespace {

std::string lowercase(std::string text) {
  for (auto& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

/// What a file's extension claims, for a message: "MP3", "Ogg".
std::string claimed_format(const std::string& extension) {
  if (extension == "mp3") return "MP3";
  if (extension == "opus") return "Ogg Opus";
  if (extension == "ogg" || extension == "oga") return "Ogg";
  if (extension == "aac") return "AAC";
  if (extension == "m4a") return "MP4 audio";
  if (extension == "wav") return "WAV";
  if (extension == "flac") return "FLAC";
  return extension.empty() ? "a file without an extension" : "'." + extension + "'";
}

class MusicReader {
 public:
  MusicReader(const FileSystem& fs, const ContentTree& tree, const SourceFile& source,
              Diagnostics& diagnostics)
      : fs_(fs), tree_(tree), source_(source), diagnostics_(diagnostics) {}

  std::vector<MusicTrack> read(const YamlNode& root) {
    std::vector<MusicTrack> tracks;
    for (const auto& item : root.find("tracks")->items) {
      ok_ = true;
      MusicTrack track = read_track(item);
      if (ok_) tracks.push_back(std::move(track));
    }
    return tracks;
  }

  /// Every audio file a track named (found, whatever its bytes).
  [[nodiscard]] const std::set<std::string>& used() const { return used_; }
  [[nodiscard]] bool complete() const { return complete_; }

 private:
  void fail(const SourceLocation& at, std::string message, std::string hint = {}) {
    diagnostics_.add(source_.diagnostic(Severity::kError, at, std::move(message), std::move(hint)));
    ok_ = false;
    complete_ = false;
  }

  MusicTrack read_track(const YamlNode& item) {
    MusicTrack track;
    const YamlNode& id = *item.find("id");
    track.id = id.scalar;
    track.defined_at = location_of(source_, id);
    auto [first, inserted] = ids_.emplace(track.id, id.line + 1);
    if (!inserted) {
      fail(track.defined_at, fmt::format("track id '{}' is used twice", track.id),
           fmt::format("the first is at line {}; give each track its own id", first->second));
    }
    track.artist = plain(*item.find("artist"), "artist");
    read_file(*item.find("file"), track);
    for (const auto& [key, value] : item.pairs) {
      if (key.scalar == "title") track.title_at = location_of(source_, key);
    }
    bool english = false;
    for (const auto& [key, value] : item.find("title")->pairs) {
      MusicTitle title{{key.scalar, location_of(source_, key)}, plain(value, "title")};
      if (title.language == "en") {
        english = true;
        track.titles.insert(track.titles.begin(), std::move(title));
      } else {
        track.titles.push_back(std::move(title));
      }
    }
    if (!english) {
      fail(track.title_at, fmt::format("track '{}' has no English title", track.id),
           "add `en:` with its title: every other language falls back to it");
    }
    return track;
  }

  void read_file(const YamlNode& node, MusicTrack& track) {
    const SourceLocation at = location_of(source_, node);
    const std::string& written = node.scalar;
    // The schema has already refused absolute paths; '..' is resolved here.
    const std::string path = (fs::path(source_.path().str()).parent_path() / written)
                                 .lexically_normal()
                                 .generic_string();
    if (!path.starts_with("content/")) {
      return fail(at, fmt::format("music file path '{}' leaves the content folder", written),
                  "keep the audio inside content/ and name it relative to music.yaml");
    }
    if (tree_.escaping_links.count(path)) {
      return fail(at, fmt::format("music file '{}' is a symlink that points outside the content "
                                  "folder",
                                  written));
    }
    if (fs_.kind(tree_.root / path) != EntryKind::kFile) {
      std::vector<std::string> siblings;
      const std::string folder = fs::path(path).parent_path().generic_string();
      for (const auto& audio : tree_.audio) {
        if (fs::path(audio).parent_path().generic_string() == folder)
          siblings.push_back(fs::path(audio).filename().string());
      }
      std::string hint = did_you_mean(fs::path(path).filename().string(), siblings);
      if (hint.empty()) hint = "put the audio file beside music.yaml's path, or fix the path";
      return fail(at, fmt::format("music file '{}' does not exist", written), std::move(hint));
    }
    used_.insert(path);
    auto bytes = fs_.read_prefix(tree_.root / path, kMaxAudioBytes + 1);
    if (!bytes) return fail(at, fmt::format("cannot read music file '{}'", written));
    AudioProbe probe = probe_audio(*bytes);
    if (!probe.codec) {
      return fail(at, fmt::format("{} is not audio: {}", path, probe.error), probe.hint);
    }
    if (!probe.info) {
      return fail(
          at,
          fmt::format("{} is broken {}: {}", path, audio_codec_title(*probe.codec), probe.error),
          probe.hint);
    }
    const std::string extension = lowercase(fs::path(path).extension().string().substr(
        std::min<std::size_t>(1, fs::path(path).extension().string().size())));
    const auto allowed = audio_codec_extensions(*probe.codec);
    if (std::find(allowed.begin(), allowed.end(), extension) == allowed.end()) {
      return fail(at,
                  fmt::format("{} is named as {} but its bytes are {}", path,
                              claimed_format(extension), audio_codec_title(*probe.codec)),
                  fmt::format("rename it to {}.{}", fs::path(path).stem().string(),
                              audio_codec_extension(*probe.codec)));
    }
    track.file = path;
    track.audio = *probe.info;
    track.hash = content_hash(*bytes, OutputTree::kManifestHashDigits);
    track.bytes = std::move(*bytes);
  }

  /// An artist or a title: one line of 1 to kMusicTextMaxLength characters.
  std::string plain(const YamlNode& node, std::string_view field) {
    const std::string& value = node.scalar;
    const int length = utf8_code_points(value, value.size());
    const SourceLocation at = location_of(source_, node);
    if (value.find_first_of("\r\n") != std::string::npos) {
      fail(at, fmt::format("the {} must be one line", field),
           "write it on one line, without | or >");
    } else if (value.find_first_not_of(" \t") == std::string::npos) {
      fail(at, fmt::format("the {} is empty", field));
    } else if (length > kMusicTextMaxLength) {
      fail(at,
           fmt::format("the {} is {} characters long, more than {}", field, length,
                       kMusicTextMaxLength),
           "shorten it: the player shows it on one line");
    }
    return value;
  }

  const FileSystem& fs_;
  const ContentTree& tree_;
  const SourceFile& source_;
  Diagnostics& diagnostics_;
  std::map<std::string, int> ids_;  ///< id -> 1-based line of its first use
  std::set<std::string> used_;
  bool ok_ = true;
  bool complete_ = true;
};

}  // namespace

std::vector<MusicTrack> load_music(const FileSystem& fs, const ContentTree& tree,
                                   Diagnostics& diagnostics) {
  if (tree.music.empty()) {
    for (const auto& audio : tree.audio) {
      diagnostics.warning({audio, 0, 0}, "audio file is not used: there is no content/music.yaml",
                          "delete it, or list it as a track of content/music.yaml");
    }
    return {};
  }
  auto text = fs.read(tree.root / tree.music);
  if (!text) {
    diagnostics.error({tree.music, 0, 0}, "cannot read the file");
    return {};
  }
  SourceFile source(tree.music, std::move(*text));
  auto root = read_yaml(source, diagnostics);
  if (!root || !schema::validate(*root, *music_kind().root, source, diagnostics)) return {};
  MusicReader reader(fs, tree, source, diagnostics);
  std::vector<MusicTrack> tracks = reader.read(*root);
  if (reader.complete()) {
    for (const auto& audio : tree.audio) {
      if (!reader.used().count(audio)) {
        diagnostics.warning({audio, 0, 0}, "audio file is not used by content/music.yaml",
                            "delete it, or list it as a track");
      }
    }
  }
  return tracks;
}

}  // namespace lobbykit
