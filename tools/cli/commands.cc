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
#include "core/fatal_error.h"
#include "core/file_system.h"
#include "pipeline/pipeline.h"
#include "pipeline/repository.h"
#include "sandbox/http/serve_command.h"

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

using Clock = std::chrono::steady_clock;

double milliseconds_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

/// The options of the pipeline, from the command line's.
PipelineOptions pipeline_options(const Options& options) {
  PipelineOptions pipeline;
  pipeline.root = options.root;
  pipeline.out = options.out;
  if (!options.cache.empty()) pipeline.cache = options.cache;
  pipeline.jobs = options.jobs;
  if (options.max_pixels) pipeline.max_pixels = options.max_pixels;
  pipeline.warnings_fail = options.werror;
  pipeline.headers_only = options.headers_only;
  return pipeline;
}

int run_check(const Options& options) {
  DiskFileSystem disk;
  PipelineResult result = check_repository(disk, pipeline_options(options));
  bool failed = report(result.diagnostics, options);
  status(options) << fmt::format("lobbykit check: {} in {:.0f} ms: {}\n", result.summary,
                                 result.milliseconds, failed ? "FAILED" : "ok");
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

int build_once(const Options& options) {
  DiskFileSystem disk;
  PipelineOptions pipeline = pipeline_options(options);
  pipeline.identity = build_identity(disk, pipeline);
  ProgressLine progress(status(options));
  if (is_terminal(options)) pipeline.image_progress = std::ref(progress);
  PipelineResult result = build_repository(disk, pipeline);
  if (result.images) {
    const ImageStageStats& images = *result.images;
    status(options) << fmt::format(
        "lobbykit build: {} images ({} made, {} from the cache) in {:.0f} ms, {:.0f} images/s\n",
        images.images, images.rendered, images.cache.hits, images.seconds * 1000,
        images.images / std::max(images.seconds, 1e-3));
  }
  report(result.diagnostics, options);
  switch (result.outcome) {
    case PipelineResult::Outcome::kUpToDate:
      status(options) << fmt::format(
          "lobbykit build: up to date: {} inputs and {} files in {} as the last build left them, "
          "in {:.0f} ms\n",
          result.recorded_inputs, result.recorded_outputs, options.out.string(),
          result.milliseconds);
      break;
    case PipelineResult::Outcome::kFailed:
      status(options) << "lobbykit build: FAILED; nothing was written to " << options.out.string()
                      << "\n";
      return kExitContentErrors;
    case PipelineResult::Outcome::kClean:
      status(options) << result.contrast_table;
      status(options) << fmt::format(
          "lobbykit build: {}; {} files in {} ({} written, {} unchanged, {} removed) in {:.0f} "
          "ms\n",
          result.summary, result.output.files, options.out.string(), result.output.written,
          result.output.unchanged, result.output.removed, result.milliseconds);
      break;
  }
  if (options.timings) status(options) << result.timings.table();
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
  OutputStats stats = write_schemas(disk, options.out);
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
