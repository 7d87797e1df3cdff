// The build's image stage: every game thumbnail, vendor logo and avatar of
// the catalogue made into WebP variants and a BlurHash, in parallel and
// through the thumbnail cache. SVG images (and category and currency icons)
// are left to be copied as they are.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>

#include "content/model.h"
#include "core/diagnostics.h"
#include "core/file_system.h"
#include "images/thumbnail_cache.h"

namespace lobbykit {

struct ImageProgress {
  std::size_t done = 0;   ///< distinct images finished (made or found in the cache)
  std::size_t total = 0;  ///< distinct images of the build
  double seconds = 0;     ///< since the stage started
};

struct ImageStageOptions {
  std::optional<std::filesystem::path>
      cache;          ///< the cache folder; none: nothing is kept between builds
  unsigned jobs = 0;  ///< worker threads; 0: one per core
  std::optional<std::uint64_t> max_pixels;  ///< overrides images.maxPixels of site.yaml
  /// Called from the calling thread about ten times a second while images
  /// are made, and once at the end.
  std::function<void(const ImageProgress&)> progress;
};

struct ImageStageStats {
  std::size_t images = 0;    ///< distinct (source, size) pairs
  std::size_t rendered = 0;  ///< decoded and encoded in this build
  CacheStats cache;
  double seconds = 0;
};

/// Renders the catalogue's raster thumbnails and attaches them to their
/// ImageRefs (`rendered`). An image that cannot be used gets an error at the
/// first content line naming it, and its references stay unrendered.
/// A cache hit keeps its WebP bytes on disk until the output asks for them
/// (RenderedImage::load_webp).
/// REQUIRES: the catalogue loaded without errors; `fs` usable from several
/// threads when jobs > 1, and alive as long as the rendered images.
ImageStageStats render_catalogue_images(Catalogue& catalogue, FileSystem& fs,
                                        const std::filesystem::path& root,
                                        const ImageStageOptions& options, Diagnostics& diagnostics);

}  // namespace lobbykit
