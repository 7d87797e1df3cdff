// Writing the playlist: music.ts (@content/music: the tracks with their
// published audio, codec, duration, artist and titles) and each track's
// audio, copied unchanged to media/music/<id>.<contenthash>.<ext>.
#pragma once

#include <string>
#include <vector>

#include "codegen/output_tree.h"
#include "content/music.h"

namespace lobbykit {

/// Where a track's audio is published, relative to the site root:
/// media/music/<id>.<first 10 digits of its hash>.<the codec's extension>.
std::string music_media_path(const MusicTrack& track);

/// Stages music.ts (an empty list without tracks) and each track's audio.
/// REQUIRES: `tracks` in play order, each with 'en' first.
void emit_music(const std::vector<MusicTrack>& tracks, OutputTree& out);

}  // namespace lobbykit
