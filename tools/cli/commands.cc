#include "cli/commands.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <iostream>
#include <string>
#include <vector>

#include "codegen/output_tree.h"
#include "core/diagnostics.h"
#include "core/fatal_error.h"
#include "core/file_system.h"
#include "pipeline/repository.h"

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
std::ostream& status(const Options& options) { return options.format == "json" ? std::cerr : std::cout; }

int run_check(const Options& options) {
  DiskFileSystem disk;
  auto start = Clock::now();
  Diagnostics diagnostics;
  Repository repository = load_repository(disk, options.root, diagnostics);
  bool failed = report(diagnostics, options);
  status(options) << fmt::format("lobbykit check: {} in {:.0f} ms: {}\n", describe(repository),
                                 milliseconds_since(start), failed ? "FAILED" : "ok");
  return failed ? kExitContentErrors : kExitClean;
}

int run_build(const Options& options) {
  DiskFileSystem disk;
  auto start = Clock::now();
  Diagnostics diagnostics;
  Repository repository = load_repository(disk, options.root, diagnostics);
  if (report(diagnostics, options)) {
    status(options) << "lobbykit build: FAILED; nothing was written to " << options.out.string() << "\n";
    return kExitContentErrors;
  }
  OutputTree out;
  emit_repository(repository, disk, out);
  OutputStats stats = out.commit(disk, options.out);
  status(options) << fmt::format(
      "lobbykit build: {}; {} files in {} ({} written, {} unchanged, {} removed) in {:.0f} ms\n",
      describe(repository), stats.files, options.out.string(), stats.written, stats.unchanged, stats.removed,
      milliseconds_since(start));
  return kExitClean;
}

int run_schema(const Options& options) {
  DiskFileSystem disk;
  OutputTree out;
  emit_schemas(out);
  OutputStats stats = out.commit(disk, options.out);
  status(options) << fmt::format("lobbykit schema: {} schemas in {}\n", stats.files, options.out.string());
  return kExitClean;
}

void add_out_option(CLI::App& app, Options& options, std::string description) {
  app.add_option("--out", options.out, std::move(description))->required()->type_name("DIR");
}

const std::vector<Command>& commands() {
  static const std::vector<Command> table = {
      {"check", "Validate everything under content/; write nothing", [](CLI::App&, Options&) {}, run_check},
      {"build", "Validate, then write the typed output the app and server import",
       [](CLI::App& app, Options& options) {
         add_out_option(app, options, "Output folder (written atomically; stale files removed)");
       },
       run_build},
      {"schema", "Write a JSON Schema for every kind of content file (for editors)",
       [](CLI::App& app, Options& options) { add_out_option(app, options, "Folder for <kind>.schema.json files"); },
       run_schema},
  };
  return table;
}

}  // namespace

int run_command_line(int argc, char** argv) {
  CLI::App app{"lobbykit: validates Lobbykit content and turns it into the typed output the app imports"};
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
