// The toolchain's two runs over a repository, as lists of stages: `check`
// (load every part, cross-part checks, images) and `build` (the same, then
// emit, commit and record). The program (tools/cli/) only parses arguments,
// calls one of these and prints what it returns.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>

#include "codegen/output_tree.h"
#include "core/diagnostics.h"
#include "core/file_system.h"
#include "images/image_stage.h"
#include "pipeline/image_step.h"
#include "pipeline/stage_timings.h"

namespace lobbykit {

struct PipelineOptions {
  std::filesystem::path root = ".";
  std::filesystem::path out;                   ///< build: the output folder
  std::optional<std::filesystem::path> cache;  ///< the thumbnail cache folder; none: no cache
  unsigned jobs = 0;                           ///< images made in parallel; 0: one per core
  std::optional<std::uint64_t> max_pixels;     ///< overrides images.maxPixels of site.yaml
  bool warnings_fail = false;                  ///< --werror: a warning fails the run
  /// check: read each image's header only and decode nothing (fast, but it
  /// passes damaged pixels that build refuses).
  bool headers_only = false;
  /// The image stage's progress (ImageStageOptions::progress); may be empty.
  std::function<void(const ImageProgress&)> image_progress;
  /// Identifies the program and options in the build record; the caller
  /// spells the options it was given (see build_identity).
  std::string identity;
};

/// What a run found. `diagnostics` come sorted, with their source lines.
struct PipelineResult {
  enum class Outcome {
    kClean,     ///< checked, or built and written
    kUpToDate,  ///< build: the last build's record vouches for everything
    kFailed,    ///< errors (or warnings with warnings_fail); nothing written
  };
  Outcome outcome = Outcome::kClean;
  Diagnostics diagnostics;
  std::string summary;                    ///< what was read: "160 games, 12 vendors, ..."
  std::string contrast_table;             ///< build: each theme's contrast, for a terminal
  std::optional<ImageStageStats> images;  ///< build: set once thumbnails were made
  OutputStats output;                     ///< build: what the commit did
  std::size_t recorded_inputs = 0;        ///< up to date: the record's inputs
  std::size_t recorded_outputs = 0;       ///< up to date: and outputs
  StageTimings timings;
  double milliseconds = 0;  ///< the whole run, wall time
};

/// Loads and validates every part, runs the cross-part checks and checks
/// every image as the build will (decoded in full unless the cache vouches
/// for its bytes, or options.headers_only); writes nothing but what the
/// cache remembers of the images it verified.
PipelineResult check_repository(FileSystem& fs, const PipelineOptions& options);

/// Checks, makes the thumbnails and, if nothing failed, writes the output
/// folder atomically and records the build (a build with warnings is not
/// recorded, so they show again). Stops at once when the last build's
/// record vouches for every input and output.
/// REQUIRES: options.out set.
PipelineResult build_repository(FileSystem& fs, const PipelineOptions& options);

/// Writes one JSON Schema per kind of file people write into `out`
/// (`<kind>.schema.json`), for their editors.
OutputStats write_schemas(FileSystem& fs, const std::filesystem::path& out);

/// The identity line block for a build record: the program's stamp, the
/// current folder and the options that shape the output.
std::string build_identity(const FileSystem& fs, const PipelineOptions& options);

}  // namespace lobbykit
