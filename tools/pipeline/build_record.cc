#include "pipeline/build_record.h"

#include "codegen/output_manifest.h"
#include "codegen/output_tree.h"
#include "core/stamp_record.h"

namespace fs = std::filesystem;

namespace lobbykit {

namespace {

// 2: the outputs by their place in the output manifest, not by path
constexpr std::string_view kRecordKind = "build-record-2";

/// Reads the record's lines one at a time, as parse_build_record and
/// check_build_record both do: each goes to `handler`'s call for its kind
/// (identity, input, manifest, listed), once checked for form.
template <typename Handler>
class RecordLines {
 public:
  explicit RecordLines(Handler& handler) : handler_(handler) {}

  /// Takes the reader's current line; false if no record holds such a line
  /// (then the record is none).
  bool take(StampRecordReader& reader) {
    const std::string_view tag = reader.tag();
    if (tag == "identity") {
      handler_.identity(reader.rest());
      return true;
    }
    std::optional<FileStamp> stamp;
    if (!reader.stamp(stamp)) return false;
    if (tag == "input") {
      const std::string_view path = reader.rest();
      if (path.empty()) return false;
      handler_.input(path, stamp);
      return true;
    }
    // an output: a stamp and nothing more
    if (!stamp || !reader.line_done()) return false;
    if (tag == "manifest" && !has_manifest_) {
      handler_.manifest(*stamp);
      has_manifest_ = true;
      return true;
    }
    if (tag == "listed") {
      handler_.listed(*stamp);
      return true;
    }
    return false;
  }

  /// Whether the lines taken make a record: it names the manifest.
  [[nodiscard]] bool whole() const { return has_manifest_; }

 private:
  Handler& handler_;
  bool has_manifest_ = false;
};

/// A record's lines into a ParsedBuildRecord.
struct RecordFiller {
  ParsedBuildRecord& record;
  void identity(std::string_view line) { record.identity.append(line).append(1, '\n'); }
  void input(std::string_view path, const std::optional<FileStamp>& stamp) {
    record.inputs.emplace(path, stamp);
  }
  void manifest(const FileStamp& stamp) { record.outputs.manifest = stamp; }
  void listed(const FileStamp& stamp) { record.outputs.listed.push_back(stamp); }
};

/// A record's lines checked as they come: the identity, then each input's
/// stamp against the file's own; the outputs' stamps kept for the manifest.
struct RecordCheck {
  const FileSystem& fs;
  std::string_view expected_identity;
  std::string identity_text;
  bool identity_seen = false;  ///< a line after the identity's has come
  bool holds = true;
  std::size_t inputs = 0;
  OutputStamps outputs;

  void identity(std::string_view line) { identity_text.append(line).append(1, '\n'); }
  void input(std::string_view path, const std::optional<FileStamp>& stamp) {
    ++inputs;
    end_of_identity();
    // once something changed, the rest need not be looked at
    holds = holds && fs.stamp(fs::path(path)) == stamp;
  }
  void manifest(const FileStamp& stamp) {
    end_of_identity();
    outputs.manifest = stamp;
  }
  void listed(const FileStamp& stamp) {
    if (holds) outputs.listed.push_back(stamp);
  }
  /// Another program or options: no input need be looked at.
  void end_of_identity() {
    if (!identity_seen) holds = holds && identity_text == expected_identity;
    identity_seen = true;
  }
};

/// Whether the manifest in `out` and every file it lists have the stamps
/// `outputs` gives them, the manifest read a piece at a time.
bool outputs_hold(const OutputStamps& outputs, const FileSystem& fs, const fs::path& out) {
  const fs::path manifest = out / OutputTree::kManifestName;
  if (fs.stamp(manifest) != outputs.manifest) return false;
  // The manifest is the one recorded, so it lists the recorded files in order.
  const std::vector<FileStamp>& listed = outputs.listed;
  std::size_t next = 0;
  bool all_hold = true;
  const ManifestText text =
      stream_output_manifest(fs, manifest, [&](std::string_view /*hash*/, std::string_view path) {
        all_hold = all_hold && next < listed.size() && fs.stamp(out / path) == listed[next];
        ++next;
      });
  return all_hold && text == ManifestText::kAsWritten && next == listed.size();
}

}  // namespace

InputSource input_source(const InputStamps& inputs) {
  return [&inputs](const InputVisitor& visit) {
    for (const auto& [path, stamp] : inputs) visit(path, stamp);
  };
}

std::optional<BuildRecord> make_build_record(std::string identity, InputSource inputs,
                                             OutputStamps outputs,
                                             std::chrono::system_clock::time_point started) {
  const std::int64_t settled_before = std::chrono::duration_cast<std::chrono::nanoseconds>(
                                          (started - kSettledAge).time_since_epoch())
                                          .count();
  bool recordable = true;
  inputs([&](std::string_view path, const std::optional<FileStamp>& stamp) {
    if (path.find('\n') != std::string_view::npos || (stamp && stamp->mtime_ns >= settled_before))
      recordable = false;
  });
  if (!recordable) return std::nullopt;
  return BuildRecord{std::move(identity), std::move(inputs), std::move(outputs)};
}

void write_build_record(ByteSink& sink, const BuildRecord& record) {
  StampRecordWriter writer(kRecordKind);
  std::string_view identity = record.identity;
  while (!identity.empty()) {
    const std::size_t end = identity.find('\n');
    writer.line("identity").last(identity.substr(0, end));
    identity.remove_prefix(end == std::string_view::npos ? identity.size() : end + 1);
  }
  record.inputs([&](std::string_view path, const std::optional<FileStamp>& stamp) {
    writer.line("input").stamp(stamp).last(path);
    writer.drain_if_over(sink);
  });
  writer.line("manifest").stamp(record.outputs.manifest);
  for (const FileStamp& stamp : record.outputs.listed) {
    writer.line("listed").stamp(stamp);
    writer.drain_if_over(sink);
  }
  sink.append(writer.finish());
}

std::string format_build_record(const BuildRecord& record) {
  StringSink sink;
  write_build_record(sink, record);
  return std::move(sink.bytes);
}

std::optional<ParsedBuildRecord> parse_build_record(std::string_view text) {
  auto reader = StampRecordReader::open(text, kRecordKind);
  if (!reader) return std::nullopt;
  ParsedBuildRecord record;
  RecordFiller filler{record};
  RecordLines lines(filler);
  while (reader->next_line()) {
    if (!lines.take(*reader)) return std::nullopt;
  }
  if (!lines.whole()) return std::nullopt;
  return record;
}

void save_build_record(FileSystem& fs, const fs::path& out, const BuildRecord& record) {
  fs.write_atomic_streamed(out / BuildRecord::kFileName,
                           [&record](ByteSink& sink) { write_build_record(sink, record); });
}

void forget_build_record(FileSystem& fs, const fs::path& out) {
  fs.remove_file(out / BuildRecord::kFileName);
}

std::optional<RecordedBuild> check_build_record(const FileSystem& fs, const fs::path& out,
                                                std::string_view identity) {
  RecordCheck check{fs, identity};
  RecordLines lines(check);
  bool form = true;
  StampRecordStream record(kRecordKind,
                           [&](StampRecordReader& line) { form = form && lines.take(line); });
  std::optional<FileStamp> stamp;  // of no use: the record's own lines vouch for it
  const bool found = fs.read_pieces(
      out / BuildRecord::kFileName, 64 << 10, [&](std::string_view piece) { record.feed(piece); },
      stamp);
  if (!found || !record.finish() || !form || !lines.whole()) return std::nullopt;
  // the identity as a whole: lines of it may follow the inputs
  if (!check.holds || check.identity_text != identity) return std::nullopt;
  if (!outputs_hold(check.outputs, fs, out)) return std::nullopt;
  return RecordedBuild{check.inputs, check.outputs.size()};
}

}  // namespace lobbykit
