// The WebP bytes of thumbnails left in the thumbnail cache, read back only
// when the output must write them: from the cache entry or, if the entry
// was damaged or removed since, by making the thumbnails again from the
// source. One store serves a whole build and keeps a few words per image
// (its entry's key, its source's path, which spec, its record), so
// a build's memory does not grow with the bytes of its images.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "codegen/published_image.h"
#include "core/file_system.h"
#include "images/thumbnail.h"
#include "images/thumbnail_cache.h"

namespace lobbykit {

/// The bytes of the thumbnail source `file`, or FatalError naming it by
/// `path` (as the repository spells it): while the images are made and when
/// the store makes them again, a source cannot go missing quietly.
std::string read_thumbnail_source(const FileSystem& fs, const std::filesystem::path& file,
                                  std::string_view path);

class CachedWebpStore final : public WebpStore {
 public:
  /// Room for `images` without growing. REQUIRES: `fs` alive as long as the store.
  CachedWebpStore(const FileSystem& fs, std::filesystem::path cache, std::filesystem::path root,
                  std::size_t images = 0);

  /// Adds an image and gives its number: the cache entry `key` holds its
  /// thumbnails, made from `path` (relative to the root) with `spec`, and
  /// `record` is what they must be, or null until fill_records gives it.
  /// Safe to call from several threads. REQUIRES: `path`'s characters
  /// outlive the store (it keeps the view: a copy of each path was 0.6 MB
  /// of a 20,000-game build).
  std::size_t add(const ThumbnailKey& key, std::string_view path, const ThumbnailSpec& spec,
                  RenderedImageRef record);

  /// Gives each image added without a record the one `record_of` gives for
  /// its key: the thumbnails a build made are recorded once the cache has
  /// written its index, not held while the images are made. Throws
  /// FatalError if `record_of` gives none.
  void fill_records(const std::function<RenderedImageRef(const ThumbnailKey&)>& record_of);

  /// The output asks for an image's variants in order: both come from one
  /// read, and nothing is kept once the last is given.
  [[nodiscard]] std::string load(std::size_t image, std::size_t index) const override;
  [[nodiscard]] const RenderedImage& record(std::size_t image) const override;

 private:
  // 48 bytes an image: the spec is one of specs_
  struct Image {
    ThumbnailKey key;
    std::uint32_t spec = 0;   ///< in specs_
    RenderedImageRef record;  ///< the cache's own, shared; null until fill_records
    std::string_view path;    ///< the caller's
  };

  /// Image `image`'s thumbnails, from the cache or made again.
  EncodedThumbnails read(std::size_t image) const;

  const FileSystem& fs_;
  const std::filesystem::path cache_;
  const std::filesystem::path root_;
  mutable std::mutex mutex_;
  std::vector<ThumbnailSpec> specs_;  ///< the distinct ones (a game's own focus is its own)
  /// specs_'s numbers by thumbnail_spec_identity: a search of specs_ would
  /// make adding n games with their own focus take n^2 / 2 comparisons
  std::unordered_map<std::string, std::uint32_t> spec_numbers_;
  std::vector<Image> images_;
  mutable std::optional<std::pair<std::size_t, EncodedThumbnails>> last_read_;
};

}  // namespace lobbykit
