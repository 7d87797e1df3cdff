// The files under content/, sorted into the kinds the loader reads. Symlinks
// that leave the content folder are reported here, before anything is read.
#pragma once

#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "core/diagnostics.h"
#include "core/file_system.h"
#include "core/path_table.h"
#include "core/shared_text.h"

namespace lobbykit {

struct ContentTree {
  std::filesystem::path root;  ///< the repository
  std::string site;            ///< repository-relative paths; empty if missing
  std::string categories;
  std::string currencies;
  std::string avatars;
  std::string vip;                   ///< content/vip.yaml, optional
  std::string tasks;                 ///< content/tasks.yaml, optional
  std::string music;                 ///< content/music.yaml, optional
  std::vector<std::string> vendors;  ///< content/vendors/*.yaml
  /// content/games/**/*.yaml, in the order walked. Shared texts: the
  /// SourceFile of each game read, and so every location in it, shares its
  /// path with the tree (20,000 paths, 1.6 MB, were held twice).
  std::vector<SharedText> games;
  std::vector<std::string> banks;       ///< content/banks/*.yaml
  std::vector<std::string> promotions;  ///< content/promotions/*.yaml
  std::vector<std::string> pages;       ///< content/pages/*.yaml
  /// Every image file under content/, symlinks vetted, numbered in the
  /// order walked. A PathTable, not a std::set of strings: a node and a
  /// copy of the folder each, 20,000 thumbnails took 2.1 MB.
  PathTable images;
  std::set<std::string> audio;           ///< every file with an audio file's name, symlinks vetted
  std::set<std::string> escaping_links;  ///< symlinks that point outside content/ (reported)
};

/// Walks `root`/content. Reports a missing required file, a symlink that
/// points outside content/, and (as warnings) YAML files in places the
/// loader does not read.
ContentTree scan_content(const FileSystem& fs, const std::filesystem::path& root,
                         Diagnostics& diagnostics);

/// True for the file names the toolchain treats as images.
bool is_image_file_name(std::string_view name);

/// True for the file names of audio (whatever the bytes are): .opus, .ogg,
/// .oga, .mp3, .aac, and the formats refused with a hint (.m4a, .wav, .flac).
bool is_audio_file_name(std::string_view name);

}  // namespace lobbykit
