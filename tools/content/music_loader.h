// Reading content/music.yaml: the schema, each track's id, its audio file
// (found, read, and checked by its bytes through audio/audio_probe.h: the
// codec, the duration, a name that agrees with the bytes), its artist and
// its titles. Which languages exist is i18n's to say: that check is the
// pipeline's (cross_part_checks.h, check_text_languages).
#pragma once

#include <vector>

#include "content/content_tree.h"
#include "content/music.h"
#include "core/diagnostics.h"
#include "core/file_system.h"

namespace lobbykit {

inline constexpr int kMusicTextMaxLength = 80;  ///< code points of a title or an artist

/// Reads `tree.music` (nothing if the repository has none), reporting every
/// problem at its line: a duplicate id, a file that leaves content/, does not
/// exist, is not audio, is damaged or is named as another format than its
/// bytes are, an artist or title empty, too long or of more than one line, a
/// missing 'en' title; and (as a warning) an audio file under content/ that
/// no track names. Returns the tracks without errors, in play order.
std::vector<MusicTrack> load_music(const FileSystem& fs, const ContentTree& tree,
                                   Diagnostics& diagnostics);

}  // namespace lobbykit
