// A track of the music player (content/music.yaml), after validation: its
// audio file's bytes, what they are, and its title in each language written.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "audio/audio_probe.h"
#include "content/localised_text.h"
#include "core/diagnostics.h"

namespace lobbykit {

/// A track's title in one language (`language` is a key of `title:`).
struct MusicTitle : TextLanguage {
  std::string text;
};

struct MusicTrack {
  std::string id;
  std::string file;   ///< repository-relative: content/music/morning-tide.opus
  std::string bytes;  ///< the audio file, as read (at most kMaxAudioBytes)
  std::string hash;   ///< content_hash(bytes, OutputTree::kManifestHashDigits)
  AudioInfo audio;
  std::string artist;
  std::vector<MusicTitle> titles;  ///< 'en' first, then as the file lists them
  SourceLocation defined_at;       ///< its `id`
  SourceLocation title_at;         ///< its `title` key
};

}  // namespace lobbykit
