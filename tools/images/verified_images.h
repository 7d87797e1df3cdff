// What `lobbykit check` has verified, kept beside the thumbnail cache (file
// `verified` in its folder, a stamp record): for each source, its stamp,
// content hash and header; and each (content hash, thumbnail spec) that
// decoded in full. The next check then reads and decodes only what changed:
// an unchanged source costs one stat.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>

#include "core/file_system.h"
#include "images/image_probe.h"

namespace lobbykit {

/// A source image as it was when last read.
struct KnownSource {
  FileStamp stamp;
  std::string hash;  ///< source_fingerprint of its bytes
  ImageInfo info;    ///< its header, which was readable
};

class VerifiedImages {
 public:
  /// Reads the record in `folder`; a missing one, or one in another format,
  /// is an empty record.
  VerifiedImages(const FileSystem& fs, std::filesystem::path folder);

  /// What was known of `path` (absolute), if its stamp is still `stamp`.
  /// Safe from several threads (nothing changes the record until save).
  [[nodiscard]] const KnownSource* source(const std::string& path, const FileStamp& stamp) const;
  /// Whether the thumbnail cache key `key` decoded in full.
  [[nodiscard]] bool verified(const std::string& key) const { return verified_.count(key) > 0; }

  /// Replaces the record with what this run saw, unless it says the same.
  void save(FileSystem& fs, std::map<std::string, KnownSource> sources,
            std::set<std::string> verified);

 private:
  std::filesystem::path folder_;
  std::map<std::string, KnownSource> sources_;
  std::set<std::string> verified_;
};

}  // namespace lobbykit
