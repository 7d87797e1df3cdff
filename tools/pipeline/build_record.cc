#include "pipeline/build_record.h"

#include "codegen/output_manifest.h"
#include "codegen/output_tree.h"
#include "core/stamp_record.h"

namespace fs = std::filesystem;

namespace lobbykit {

namespace {

// 2: the outputs by their place in the output manifest, not by path
constexpr std::string_view kRecordKind = "build-record-2";

}  // namespace

std::optional<BuildRecord> make_build_record(std::string identity, InputStamps inputs,
                                             OutputStamps outputs,
                                             std::chrono::system_clock::time_point started) {
  const std::int64_t settled_before = std::chrono::duration_cast<std::chrono::nanoseconds>(
                                          (started - kSettledAge).time_since_epoch())
                                          .count();
  for (const auto& [path, stamp] : inputs) {
    if (path.find('\n') != std::string::npos || (stamp && stamp->mtime_ns >= settled_before))
      return std::nullopt;
  }
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
  for (const auto& [path, stamp] : record.inputs) {
    writer.line("input").stamp(stamp).last(path);
    writer.drain_if_over(sink);
  }
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

std::optional<BuildRecord> parse_build_record(std::string_view text) {
  auto reader = StampRecordReader::open(text, kRecordKind);
  if (!reader) return std::nullopt;
  BuildRecord record;
  bool has_manifest = false;
  std::optional<FileStamp> stamp;
  while (reader->next_line()) {
    const std::string_view tag = reader->tag();
    if (tag == "identity") {
      record.identity.append(reader->rest()).append(1, '\n');
      continue;
    }
    if (!reader->stamp(stamp)) return std::nullopt;
    if (tag == "input") {
      std::string_view path = reader->rest();
      if (path.empty()) return std::nullopt;
      record.inputs.emplace_hint(record.inputs.end(), path, stamp);
      continue;
    }
    // an output: a stamp and nothing more
    if (!stamp || !reader->line_done()) return std::nullopt;
    if (tag == "manifest" && !has_manifest) {
      record.outputs.manifest = *stamp;
      has_manifest = true;
    } else if (tag == "listed") {
      record.outputs.listed.push_back(*stamp);
    } else {
      return std::nullopt;
    }
  }
  if (!has_manifest) return std::nullopt;
  return record;
}

void save_build_record(FileSystem& fs, const fs::path& out, const BuildRecord& record) {
  fs.write_atomic_streamed(out / BuildRecord::kFileName,
                           [&record](ByteSink& sink) { write_build_record(sink, record); });
}

void forget_build_record(FileSystem& fs, const fs::path& out) {
  fs.remove_file(out / BuildRecord::kFileName);
}

std::optional<BuildRecord> load_build_record(const FileSystem& fs, const fs::path& out) {
  auto text = fs.read(out / BuildRecord::kFileName);
  if (!text) return std::nullopt;
  return parse_build_record(*text);
}

bool is_up_to_date(const BuildRecord& record, std::string_view identity, const FileSystem& fs,
                   const fs::path& out) {
  if (record.identity != identity) return false;
  for (const auto& [path, stamp] : record.inputs) {
    if (fs.stamp(path) != stamp) return false;
  }
  const fs::path manifest = out / OutputTree::kManifestName;
  if (fs.stamp(manifest) != record.outputs.manifest) return false;
  // The manifest is the one recorded, so it lists the recorded files in order.
  const std::vector<FileStamp>& listed = record.outputs.listed;
  std::size_t next = 0;
  bool all_hold = true;
  const ManifestText text =
      stream_output_manifest(fs, manifest, [&](std::string_view /*hash*/, std::string_view path) {
        all_hold = all_hold && next < listed.size() && fs.stamp(out / path) == listed[next];
        ++next;
      });
  return all_hold && text == ManifestText::kAsWritten && next == listed.size();
}

}  // namespace lobbykit
