#include "cli/commands.h"

#include <fmt/format.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <iostream>
#include <string>
#include <vector>

#include "cli/folder_watcher.h"
#include "codegen/output_tree.h"
#include "core/diagnostics.h"
#include "core/fatal_error.h"
#include "core/file_system.h"
#include "core/recording_file_system.h"
#include "core/source_lines.h"
#include "pipeline/build_record.h"
#include "pipeline/image_step.h"
#include "pipeline/repository.h"
#include "sandbox/http/serve_command.h"
#include "themes/contrast_report.h"

namespace fs = std::filesystem;

namespace lobbykit {

namespace {

constexpr int kExitClean = 0;
constexpr int kExitContentErrors = 1;
constexpr int kExitUsage = 2;

struct Options {
  fs::path root = ".";
  std::string format = "text";
  bool werror = false;
  fs::path out;
  fs::path cache;             ///< the thumbnail cache folder; empty: none
  bool headers_only = false;  ///< check: read image headers only, decode nothing
  bool watch = false;
  bool timings = false;  ///< print how long each stage of the build took
  unsigned jobs = 0;
  std::uint64_t max_pixels = 0;  ///< 0: images.maxPixels of site.yaml
  sandbox::http::ServeOptions serve;
};

struct Command {
  std::string_view name;
  std::string_view summary;
  std::function<void(CLI::App&, Options&)> configure;
  std::function<int(const Options&)> run;
};

using Clock = std::chrono::steady_clock;

double milliseconds_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

/// Prints diagnostics in the chosen format and says whether they fail the run.
bool report(const Diagnostics& diagnostics, const Options& options) {
  if (options.format == "json") {
    std::cout << format_json(diagnostics);
  } else if (!diagnostics.all().empty()) {
    std::cerr << format_text(diagnostics);
  }
  return diagnostics.has_errors() || (options.werror && diagnostics.warning_count() > 0);
}

// Status lines go to stdout in text mode; in JSON mode stdout holds only the
// JSON document, so they move to stderr.
std::ostream& status(const Options& options) {
  return options.format == "json" ? std::cerr : std::cout;
}

int run_check(const Options& options) {
  DiskFileSystem disk;
  auto start = Clock::now();
  Diagnostics diagnostics;
  Repository repository = load_repository(disk, options.root, diagnostics);
  ImageStepOptions images;
  images.check = options.headers_only ? ImageCheck::kHeaders : ImageCheck::kDecode;
  if (!options.cache.empty()) images.cache = options.cache;
  run_image_step(repository.catalogue, disk, repository.root, images, diagnostics);
  bool failed = report(diagnostics, options);
  status(options) << fmt::format("lobbykit check: {} in {:.0f} ms: {}\n", describe(repository),
                                 milliseconds_since(start), failed ? "FAILED" : "ok");
  return failed ? kExitContentErrors : kExitClean;
}

/// The image stage's progress on a terminal: one line redrawn in place.
class ProgressLine {
 public:
  explicit ProgressLine(std::ostream& out) : out_(out) {}

  void operator()(const ImageProgress& progress) {
    if (progress.total == 0) return;
    if (progress.done == progress.total) {
      if (drawn_) out_ << "\r\033[K" << std::flush;
      return;
    }
    double rate = progress.done / std::max(progress.seconds, 1e-3);
    std::string left =
        progress.done ? fmt::format("{:.0f} s left", (progress.total - progress.done) / rate) : "";
    out_ << fmt::format("\r\033[Kimages {}/{}  {:.0f}/s  {}", progress.done, progress.total, rate,
                        left)
         << std::flush;
    drawn_ = true;
  }

 private:
  std::ostream& out_;
  bool drawn_ = false;
};

bool is_terminal(const Options& options) {
  return isatty(options.format == "json" ? STDERR_FILENO : STDOUT_FILENO);
}

/// Makes the thumbnails and says how it went in one line; an image that
/// cannot be used is an error in `diagnostics`, at the line that names it.
/// After content errors the build will fail: the images' headers are
/// checked, nothing is made.
PublishedImages render_images(const Repository& repository, FileSystem& disk,
                              const Options& options, Diagnostics& diagnostics) {
  ImageStepOptions step;
  step.check = diagnostics.has_errors() ? ImageCheck::kHeaders : ImageCheck::kRender;
  if (!options.cache.empty()) step.cache = options.cache;
  step.jobs = options.jobs;
  if (options.max_pixels) step.max_pixels = options.max_pixels;
  ProgressLine progress(status(options));
  if (is_terminal(options)) step.progress = std::ref(progress);
  ImageStepResult result =
      run_image_step(repository.catalogue, disk, repository.root, step, diagnostics);
  const ImageStageStats& stats = result.stats;
  if (step.check == ImageCheck::kRender) {
    status(options) << fmt::format(
        "lobbykit build: {} images ({} made, {} from the cache) in {:.0f} ms, {:.0f} images/s\n",
        stats.images, stats.rendered, stats.cache.hits, stats.seconds * 1000,
        stats.images / std::max(stats.seconds, 1e-3));
  }
  return std::move(result.published);
}

/// The program and the options that shape the output, for the build record.
/// Input paths are recorded as the build spells them, relative to the
/// current folder when --root is, so that folder belongs here too.
std::string build_identity(const FileSystem& disk, const Options& options) {
  auto program = disk.stamp("/proc/self/exe");
  std::error_code error;
  return fmt::format("program {} {} {}\nfolder {}\nroot {}\ncache {}\nmax-pixels {}\n",
                     program ? program->size : 0, program ? program->mtime_ns : 0,
                     program ? program->inode : 0, fs::current_path(error).string(),
                     options.root.string(), options.cache.string(), options.max_pixels);
}

/// When the last build's record vouches for every input and output, says so
/// and returns true.
bool report_up_to_date(const DiskFileSystem& disk, const Options& options,
                       const std::string& identity, Clock::time_point start,
                       StageTimings& timings) {
  auto record = load_build_record(disk, options.out);
  bool up_to_date = record && is_up_to_date(*record, identity, disk, options.out);
  timings.end_stage("compare with last build");
  if (!up_to_date) return false;
  report(Diagnostics{}, options);
  status(options) << fmt::format(
      "lobbykit build: up to date: {} inputs and {} files in {} as the last build left them, in "
      "{:.0f} ms\n",
      record->inputs.size(), record->outputs.size(), options.out.string(),
      milliseconds_since(start));
  if (options.timings) status(options) << timings.table();
  return true;
}

int build_once(const Options& options) {
  DiskFileSystem disk;
  auto start = Clock::now();
  auto started = std::chrono::system_clock::now();
  StageTimings timings;
  const std::string identity = build_identity(disk, options);
  if (report_up_to_date(disk, options, identity, start, timings)) return kExitClean;
  RecordingFileSystem inputs(disk, {options.out, options.cache});
  Diagnostics diagnostics;
  Repository repository = load_repository(inputs, options.root, diagnostics, &timings);
  PublishedImages images = render_images(repository, inputs, options, diagnostics);
  timings.end_stage("images");
  if (report(diagnostics, options)) {
    status(options) << "lobbykit build: FAILED; nothing was written to " << options.out.string()
                    << "\n";
    return kExitContentErrors;
  }
  OutputTree out;
  emit_repository(repository, std::cref(images), inputs, out);
  timings.end_stage("emit");
  forget_build_record(disk, options.out);
  OutputStats stats = out.commit(disk, options.out);
  timings.end_stage("write output");
  // A build with warnings is not recorded, so the next one shows them again.
  if (diagnostics.all().empty()) {
    auto record = make_build_record(identity, inputs.inputs(), std::move(stats.stamps), started);
    if (record) save_build_record(disk, options.out, *record);
  }
  timings.end_stage("record build");
  status(options) << contrast_table(repository.themes);
  status(options) << fmt::format(
      "lobbykit build: {}; {} files in {} ({} written, {} unchanged, {} removed) in {:.0f} ms\n",
      describe(repository), stats.files, options.out.string(), stats.written, stats.unchanged,
      stats.removed, milliseconds_since(start));
  if (options.timings) status(options) << timings.table();
  return kExitClean;
}

// Rebuilds whenever something an editor, translator or designer writes
// changes, until interrupted.
int watch_and_build(const Options& options) {
  FolderWatcher watcher({options.root / "content", options.root / "i18n", options.root / "themes"});
  build_once(options);
  while (true) {
    status(options) << "lobbykit build --watch: watching content/, i18n/ and themes/ for changes "
                       "(Ctrl-C to stop)\n"
                    << std::flush;
    watcher.wait_for_change();
    auto start = Clock::now();
    int result = build_once(options);
    status(options) << fmt::format("lobbykit build --watch: rebuilt in {:.0f} ms{}\n",
                                   milliseconds_since(start),
                                   result == kExitClean ? "" : " (FAILED)");
  }
}

int run_build(const Options& options) {
  return options.watch ? watch_and_build(options) : build_once(options);
}

int run_schema(const Options& options) {
  DiskFileSystem disk;
  OutputTree out;
  emit_schemas(out);
  OutputStats stats = out.commit(disk, options.out);
  status(options) << fmt::format("lobbykit schema: {} schemas in {}\n", stats.files,
                                 options.out.string());
  return kExitClean;
}

void add_out_option(CLI::App& app, Options& options, std::string description) {
  app.add_option("--out", options.out, std::move(description))->required()->type_name("DIR");
}

const std::vector<Command>& commands() {
  static const std::vector<Command> table = {
      {"check", "Validate content/, i18n/ and themes/; write nothing",
       [](CLI::App& app, Options& options) {
         app.add_option("--cache", options.cache,
                        "Thumbnail cache folder, as for build: check keeps there what it has "
                        "verified, and trusts what build made (default: none)")
             ->type_name("DIR");
         app.add_flag("--headers-only", options.headers_only,
                      "Read only each image's header, as a quick check; an image whose pixels "
                      "are damaged passes this and fails build (default: decode every "
                      "thumbnail source in full, as build does)");
       },
       run_check},
      {"build", "Validate, then write the typed output the app and server import",
       [](CLI::App& app, Options& options) {
         add_out_option(
             app, options,
             "Output folder (written atomically; stale files removed; a build record kept "
             "there makes a build with nothing changed stop at once)");
         auto* cache = app.add_option("--cache", options.cache,
                                      "Thumbnail cache folder, kept between builds (default: none)")
                           ->type_name("DIR");
         app.add_flag("--watch", options.watch,
                      "Rebuild whenever content/, i18n/ or themes/ changes (needs --cache)")
             ->needs(cache);
         app.add_flag("--timings", options.timings,
                      "Print the wall and CPU time of each stage of the build");
         app.add_option("--jobs", options.jobs, "Images made in parallel (default: one per core)")
             ->check(CLI::Range(1u, 256u));
         app.add_option(
                "--max-pixels", options.max_pixels,
                "Refuse source images larger than this (default: images.maxPixels of site.yaml)")
             ->check(CLI::PositiveNumber);
       },
       run_build},
      {"schema", "Write a JSON Schema for every kind of content file (for editors)",
       [](CLI::App& app, Options& options) {
         add_out_option(app, options, "Folder for <kind>.schema.json files");
       },
       run_schema},
      {"serve", "Run the sandbox operator (calls, socket, admin) and the built app on 127.0.0.1",
       [](CLI::App& app, Options& options) {
         sandbox::http::add_serve_options(app, options.serve);
       },
       [](const Options& options) {
         return sandbox::http::run_serve(options.serve, options.root);
       }},
  };
  return table;
}

}  // namespace

int run_command_line(int argc, char** argv) {
  CLI::App app{
      "lobbykit: validates Lobbykit content and turns it into the typed output the app imports"};
  app.set_help_all_flag("--help-all", "Show help for every subcommand");
  app.require_subcommand(1);
  Options options;
  app.add_option("--root", options.root, "Repository folder (default: the current folder)")
      ->check(CLI::ExistingDirectory);
  app.add_option("--format", options.format, "Diagnostics as 'text' (stderr) or 'json' (stdout)")
      ->check(CLI::IsMember({"text", "json"}));
  app.add_flag("--werror", options.werror, "Treat warnings as errors");
  app.footer("Exit status: 0 clean, 1 content errors, 2 usage or I/O errors.");

  const Command* chosen = nullptr;
  for (const auto& command : commands()) {
    CLI::App* sub = app.add_subcommand(std::string(command.name), std::string(command.summary));
    sub->fallthrough();
    command.configure(*sub, options);
    sub->callback([&chosen, &command] { chosen = &command; });
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    return kExitUsage;
  }
  try {
    return chosen->run(options);
  } catch (const FatalError& error) {
    std::cerr << "lobbykit: error: " << error.what() << "\n";
    return kExitUsage;
  }
}

}  // namespace lobbykit
