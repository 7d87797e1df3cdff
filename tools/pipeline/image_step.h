// The pipeline's image step: the glue between the content part and the
// images part, which know nothing of each other. It collects the images the
// catalogue names into jobs (one per image and way of publishing it, with
// every place that names it), runs the images part on them, and hands what
// it made to the catalogue emitter.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "codegen/published_image.h"
#include "content/model.h"
#include "core/diagnostics.h"
#include "core/file_system.h"
#include "core/shared_text.h"
#include "images/image_stage.h"

namespace lobbykit {

struct ImageStepOptions {
  ImageCheck check = ImageCheck::kRender;
  /// The thumbnail cache folder (which also keeps what `check` verified);
  /// none: nothing is kept between runs.
  std::optional<std::filesystem::path> cache;
  unsigned jobs = 0;                                   ///< worker threads; 0: one per core
  std::optional<std::uint64_t> max_pixels;             ///< overrides images.maxPixels of site.yaml
  std::function<void(const ImageProgress&)> progress;  ///< see ImageStageOptions
};

/// What the output publishes for each image the catalogue names.
class PublishedImages {
 public:
  /// The image published for `ref`. REQUIRES: `ref` is one of the catalogue
  /// the step ran on, and the step reported no error.
  PublishedImage operator()(const ImageRef& ref) const;

 private:
  friend class ImageJobList;
  // A mention's place and job: rows of 24 bytes, the path shared with the
  // content file's locations, where a map of "path:line:col" strings held
  // 140 bytes a mention until the output was written (and a copy of the
  // path, 40 more).
  struct Mention {
    SharedText path;
    int line = 0;
    int column = 0;
    std::uint32_t job = 0;
  };
  // A job's image in 16 bytes, its store by number: a PublishedImage each
  // (40 bytes, with a pointer to the one store and one to its record) was
  // 0.8 MB of a 20,000-game build, held until the output was written.
  struct Image {
    std::uint32_t width = 0;
    std::uint32_t height = 0;
    std::uint32_t store = 0;  ///< stores_[store - 1]; 0: published as it is
    std::uint32_t image = 0;  ///< in that store
  };
  /// The first mention added at `at`, or null. REQUIRES: mentions_ sorted.
  [[nodiscard]] const Mention* mention_at(const SourceLocation& at) const;
  /// Adds the image of one job.
  void add(const ImageInfo& info, const StoredWebp& webp);

  std::vector<Image> images_;  ///< one per job
  /// The stores the images' bytes are in: one for a build with a cache,
  /// one an image without.
  std::vector<std::shared_ptr<const WebpStore>> stores_;
  std::vector<Mention> mentions_;  ///< by path, line and column; of one place, the first added
};

struct ImageStepResult {
  PublishedImages published;
  ImageStageStats stats;
};

/// Checks (and for kRender makes) every image the catalogue names, reporting
/// each problem at the content line that names the image (unsorted, without
/// source lines: the pipeline finishes them once). Thumbnail settings come
/// from site.yaml; when it did not load, thumbnail sources get the header
/// check only. A game card is cropped around the game's `focus`, or, without
/// one, where its art shows the most (CoverCrop::kAttention); a game without
/// `focus` whose art loses more than a third of its width or height to the
/// card's crop gets a warning at its `thumbnail`.
ImageStepResult run_image_step(const Catalogue& catalogue, FileSystem& fs,
                               const std::filesystem::path& root, const ImageStepOptions& options,
                               Diagnostics& diagnostics);

}  // namespace lobbykit
