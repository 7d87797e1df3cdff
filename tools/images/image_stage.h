// The image stage: every image the content names, read in parallel and
// checked as a build uses it: a readable image of the type its name claims;
// for thumbnail sources, decodable in full (unless the thumbnail cache or
// the record of earlier checks vouches for the bytes) or made into WebP
// variants and a BlurHash through the thumbnail cache. It knows nothing of
// the content model: it takes a list of jobs and returns one result each.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "codegen/published_image.h"
#include "core/diagnostics.h"
#include "core/file_system.h"
#include "images/image_probe.h"
#include "images/thumbnail.h"
#include "images/thumbnail_cache.h"

namespace lobbykit {

/// A place where a content file names an image. It refers to the caller's
/// location and text, as the job to its path and spec (copied, 20,000 jobs
/// held 4 MB more): REQUIRES they outlive the stage.
struct ImageMention {
  const SourceLocation* at = nullptr;  ///< never null
  std::string_view written;            ///< the path as written there
};

/// One image and one way of publishing it.
struct ImageJob {
  std::string_view path;  ///< relative to the root, lexically normal; an existing file
  /// The thumbnails it becomes; null for an image published as it is. An
  /// SVG is always published as it is.
  const ThumbnailSpec* thumbnail = nullptr;
  /// At least one; errors of the whole job go to the first. The caller's,
  /// as the job's path (a vector each was a heap block a job).
  std::span<const ImageMention> mentions;
};

enum class ImageCheck {
  kHeaders,  ///< read each header: readable, the type its name claims, within the size limits
  kDecode,   ///< also decode each thumbnail source in full, as a build would
  kRender,   ///< also make the thumbnails
};

struct ImageProgress {
  std::size_t done = 0;   ///< jobs finished
  std::size_t total = 0;  ///< jobs of the stage
  double seconds = 0;     ///< since the stage started
};

struct ImageStageOptions {
  ImageCheck check = ImageCheck::kRender;
  /// The thumbnail cache folder, which also keeps what kDecode has verified
  /// (verified_images.h); none: nothing is kept between runs.
  std::optional<std::filesystem::path> cache;
  std::uint64_t cache_limit_bytes = 512ull << 20;  ///< images.cacheLimitMb of site.yaml
  unsigned jobs = 0;                               ///< worker threads; 0: one per core
  /// Called from the calling thread about ten times a second while jobs
  /// run, and once at the end.
  std::function<void(const ImageProgress&)> progress;
};

struct ImageResult {
  bool usable = false;  ///< no error was reported for it
  ImageInfo info;       ///< the header, when it was readable
  /// kRender, thumbnail jobs: where the thumbnails' record and bytes were
  /// left: the cache, when a cache folder is given, or memory.
  StoredWebp webp;
};

struct ImageStageStats {
  std::size_t images = 0;    ///< thumbnail jobs (distinct source and spec)
  std::size_t rendered = 0;  ///< kRender: decoded and encoded in this run
  std::size_t decoded = 0;   ///< kDecode: sources decoded in this run (none vouched for them)
  CacheStats cache;
  double seconds = 0;
};

struct ImageStageOutput {
  std::vector<ImageResult> results;  ///< one per job, in order
  ImageStageStats stats;
};

/// Runs every job. Each problem is an error in `diagnostics`: an unreadable
/// header or one of another type than the name claims at every mention of
/// the job (with the path as written there), a source that cannot become
/// thumbnails at the job's first mention. A kRender result, made or from
/// the cache, keeps its WebP bytes on disk until the output asks for them
/// (ImageResult::webp) when a cache folder is given, in memory otherwise.
/// REQUIRES: `fs` usable from several threads when jobs > 1, and it and
/// the characters of the jobs' paths alive as long as the rendered images
/// (their WebP bytes are read back by path).
ImageStageOutput run_image_stage(const std::vector<ImageJob>& jobs, FileSystem& fs,
                                 const std::filesystem::path& root,
                                 const ImageStageOptions& options, Diagnostics& diagnostics);

}  // namespace lobbykit
