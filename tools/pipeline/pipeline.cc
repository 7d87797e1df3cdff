#include "pipeline/pipeline.h"

#include <fmt/format.h>

#include <chrono>
#include <span>
#include <utility>

#include "core/recording_file_system.h"
#include "core/source_lines.h"
#include "pipeline/app_manifest_step.h"
#include "pipeline/build_record.h"
#include "pipeline/cross_part_checks.h"
#include "pipeline/repository.h"
#include "themes/contrast_report.h"

namespace fs = std::filesystem;

namespace lobbykit {

namespace {

using Clock = std::chrono::steady_clock;

/// One run's state, handed from stage to stage.
struct Run {
  const PipelineOptions& options;
  PipelineResult& result;
  /// What the stages read through: the disk during a check; during a build,
  /// a recorder of every input for the build record.
  const FileSystem* inputs = nullptr;
  /// Where the run writes: the output folder and the build record (build),
  /// the cache's record of the images it verified (both).
  FileSystem* disk = nullptr;
  std::optional<RecordingFileSystem> recorder;
  Repository repository;
  std::optional<PublishedImages> published;  ///< build: what the emitter publishes
  std::optional<AppIcons> app_icons;         ///< build: the rendered app icons
  OutputTree out;
  std::chrono::system_clock::time_point started = std::chrono::system_clock::now();
};

/// A stage returns false to end the run there.
struct Stage {
  const char* name;
  bool (*run)(Run&);
};

bool compare_with_last_build(Run& run) {
  if (auto last = check_build_record(*run.disk, run.options.out, run.options.identity)) {
    run.result.outcome = PipelineResult::Outcome::kUpToDate;
    run.result.recorded_inputs = last->inputs;
    run.result.recorded_outputs = last->outputs;
    return false;
  }
  run.recorder.emplace(*run.disk,
                       std::vector<fs::path>{run.options.out, run.options.cache.value_or("")});
  run.inputs = &*run.recorder;
  return true;
}

bool load_parts(Run& run) {
  run.repository =
      load_repository(*run.inputs, run.options.root, run.result.diagnostics, &run.result.timings);
  return true;
}

bool check_across_parts(Run& run) {
  run_cross_part_checks(run.repository, run.result.diagnostics);
  return true;
}

ImageStepOptions image_step_options(const PipelineOptions& options, ImageCheck check) {
  ImageStepOptions step;
  step.check = check;
  step.cache = options.cache;
  step.jobs = options.jobs;
  step.max_pixels = options.max_pixels;
  step.progress = options.image_progress;
  return step;
}

bool check_images(Run& run) {
  ImageCheck check = run.options.headers_only ? ImageCheck::kHeaders : ImageCheck::kDecode;
  run_image_step(run.repository.catalogue, *run.disk, run.options.root,
                 image_step_options(run.options, check), run.result.diagnostics);
  return true;
}

/// Makes the thumbnails. After content errors the build will fail: the
/// images' headers are still checked, so every error shows, but nothing is
/// made.
bool make_images(Run& run) {
  bool failing = run.result.diagnostics.has_errors();
  ImageStepResult step = run_image_step(
      run.repository.catalogue, *run.recorder, run.options.root,
      image_step_options(run.options, failing ? ImageCheck::kHeaders : ImageCheck::kRender),
      run.result.diagnostics);
  if (!failing) run.result.images = step.stats;
  run.published = std::move(step.published);
  return true;
}

/// Checks the app icon (a square PNG of at least 512 px).
bool check_app_icon_file(Run& run) {
  run_app_icon_step(run.repository.catalogue, *run.inputs, run.options.root, false,
                    run.result.diagnostics);
  return true;
}

/// Checks the app icon and, when nothing has failed so far, renders it. It
/// runs before the images: its buffers (7 MB for a 512 px icon, whatever
/// the site's size) then do not come on top of the images' records, which
/// grow with the games (a warm build of 20,000: peak RSS 43.8 -> 41.0 MB).
bool make_app_icons(Run& run) {
  run.app_icons = run_app_icon_step(run.repository.catalogue, *run.inputs, run.options.root, true,
                                    run.result.diagnostics);
  return true;
}

/// Sorts the diagnostics and gives them their source lines, once, and says
/// whether the run goes on.
bool finish_diagnostics(Run& run) {
  Diagnostics& diagnostics = run.result.diagnostics;
  diagnostics.sort();
  attach_source_lines(diagnostics, *run.inputs, run.options.root);
  run.result.summary = describe(run.repository);
  if (diagnostics.has_errors() || (run.options.warnings_fail && diagnostics.warning_count() > 0)) {
    run.result.outcome = PipelineResult::Outcome::kFailed;
    return false;
  }
  return true;
}

bool emit(Run& run) {
  emit_repository(run.repository, std::cref(*run.published), *run.inputs, run.out);
  if (run.app_icons) emit_app_manifest(run.repository.catalogue.site, *run.app_icons, run.out);
  run.result.contrast_table = contrast_table(run.repository.themes);
  return true;
}

bool write_output(Run& run) {
  forget_build_record(*run.disk, run.options.out);
  run.result.output = std::move(run.out).commit(*run.disk, run.options.out);
  // Written: what grows with the games goes before the record (some
  // megabytes of stamps) is made. The staged files first, as their writers
  // read the rest.
  run.out = OutputTree();
  run.published.reset();
  run.app_icons.reset();
  run.repository = Repository();
  return true;
}

bool record_build(Run& run) {
  // A build with warnings is not recorded, so the next one shows them again.
  if (!run.result.diagnostics.all().empty()) return true;
  // The inputs come from the recorder's spill file, a few kilobytes at a time.
  const RecordingFileSystem& recorder = *run.recorder;
  auto record = make_build_record(
      run.options.identity,
      [&recorder](const InputVisitor& visit) { recorder.for_each_input(visit); },
      std::move(run.result.output.stamps), run.started);
  if (record) save_build_record(*run.disk, run.options.out, *record);
  run.inputs = nullptr;
  run.recorder.reset();
  return true;
}

constexpr Stage kCheckStages[] = {
    {nullptr, load_parts},  // load_parts times each part as its own stage
    {"cross-part checks", check_across_parts},
    {"app icon", check_app_icon_file},  // in the order a build takes
    {"images", check_images},
    {"diagnostics", finish_diagnostics},
};

constexpr Stage kBuildStages[] = {
    {"compare with last build", compare_with_last_build},
    {nullptr, load_parts},
    {"cross-part checks", check_across_parts},
    {"app icon", make_app_icons},
    {"images", make_images},
    {"diagnostics", finish_diagnostics},
    {"emit", emit},
    {"write output", write_output},
    {"record build", record_build},
};

void run_stages(Run& run, std::span<const Stage> stages) {
  auto start = Clock::now();
  for (const Stage& stage : stages) {
    bool go_on = stage.run(run);
    if (stage.name) run.result.timings.end_stage(stage.name);
    if (!go_on) break;
  }
  run.result.milliseconds = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

}  // namespace

PipelineResult check_repository(FileSystem& fs, const PipelineOptions& options) {
  PipelineResult result;
  Run run{options, result, &fs, &fs};
  run_stages(run, kCheckStages);
  return result;
}

PipelineResult build_repository(FileSystem& fs, const PipelineOptions& options) {
  PipelineResult result;
  Run run{options, result, nullptr, &fs};
  run_stages(run, kBuildStages);
  return result;
}

OutputStats write_schemas(FileSystem& fs, const fs::path& out) {
  OutputTree tree;
  emit_schemas(tree);
  return std::move(tree).commit(fs, out);
}

std::string build_identity(const FileSystem& fs, const PipelineOptions& options) {
  auto program = fs.stamp("/proc/self/exe");
  std::error_code error;
  return fmt::format("program {} {} {}\nfolder {}\nroot {}\ncache {}\nmax-pixels {}\n",
                     program ? program->size : 0, program ? program->mtime_ns : 0,
                     program ? program->inode : 0, fs::current_path(error).string(),
                     options.root.string(), options.cache.value_or("").string(),
                     options.max_pixels.value_or(0));
}

}  // namespace lobbykit
