// BuildRecord: what the last clean build read and wrote, kept in its output
// folder. A build whose program, options, inputs and outputs all still have
// the recorded stamps would write the same bytes again, so it stops at once
// (ninja's no-op): it stats some thousands of files instead of reading and
// checking them. Any difference, or a missing or unreadable record, means a
// full build, which checks and writes as if there were no record.
#pragma once

#include <chrono>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>

#include "codegen/output_stamps.h"
#include "core/file_system.h"
#include "core/recording_file_system.h"

namespace lobbykit {

/// Hands each input of a build to `visit`: a build's from its recorder's
/// spill file, so the record is written without a table of every path.
/// May be called more than once.
using InputSource = std::function<void(const InputVisitor& visit)>;

/// Inputs held in memory, by path: a record read back whole, a test's.
using InputStamps = std::map<std::string, std::optional<FileStamp>>;

/// `inputs` as a source, in the order of their paths. It refers to
/// `inputs`, which must outlive it.
InputSource input_source(const InputStamps& inputs);
InputSource input_source(InputStamps&& inputs) = delete;

struct BuildRecord {
  static constexpr std::string_view kFileName = ".lobbykit-build-record";

  /// The program and every option that affects the output, one line each,
  /// each ending in a newline.
  std::string identity;
  /// In the order the build first looked at them (a path may come twice:
  /// RecordingFileSystem::for_each_input).
  InputSource inputs;
  /// The output files, by their place in the output manifest.
  OutputStamps outputs;
};

/// A record read back whole, for tests: a build checks its last record
/// with check_build_record, a line at a time.
struct ParsedBuildRecord {
  std::string identity;
  InputStamps inputs;  ///< a path recorded twice: its first stamp
  OutputStamps outputs;

  /// This record, to write again.
  [[nodiscard]] BuildRecord view() const { return {identity, input_source(inputs), outputs}; }
};

/// How long after its last change a file's stamp is trusted: a file changed
/// twice within one tick of the file system's clock (up to 2 s on some) keeps
/// its mtime, so a record of a file that young could hide the second change.
inline constexpr std::chrono::seconds kSettledAge{2};

/// The record of a build that started at `started` (wall clock) and left
/// `outputs` in its output folder; nullopt if some input changed less than
/// kSettledAge before the build started, or an input's path cannot be
/// written in the record. Goes through `inputs` once to see.
std::optional<BuildRecord> make_build_record(std::string identity, InputSource inputs,
                                             OutputStamps outputs,
                                             std::chrono::system_clock::time_point started);

void save_build_record(FileSystem& fs, const std::filesystem::path& out, const BuildRecord& record);

/// Removed before a full build writes anything, so a build that stops half
/// way leaves no record that would vouch for its output.
void forget_build_record(FileSystem& fs, const std::filesystem::path& out);

/// How much a record that still holds vouched for.
struct RecordedBuild {
  std::size_t inputs = 0;
  std::size_t outputs = 0;  ///< the manifest too
};

/// Whether the record in `out` is of a build with `identity` and every file
/// it names still has its stamp (and every recorded absence is still
/// absent): each input as the record is read, a piece at a time, then the
/// output manifest, then each file it lists, also read a piece at a time.
/// So a no-op holds the outputs' stamps, not the record (the inputs of
/// 20,000 games parsed into a map were 10 MB). Nullopt if it does not hold,
/// or there is no record, or not a whole one.
std::optional<RecordedBuild> check_build_record(const FileSystem& fs,
                                                const std::filesystem::path& out,
                                                std::string_view identity);

/// The record as text, and back (nullopt if the text is not a record).
std::string format_build_record(const BuildRecord& record);
/// The same text, handed to `sink` a few kilobytes at a time: a record of
/// 20,000 games is some megabytes, written without holding it whole.
void write_build_record(ByteSink& sink, const BuildRecord& record);
std::optional<ParsedBuildRecord> parse_build_record(std::string_view text);

}  // namespace lobbykit
