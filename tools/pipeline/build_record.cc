#include "pipeline/build_record.h"

#include <fmt/format.h>

#include <charconv>
#include <iterator>

namespace fs = std::filesystem;

namespace lobbykit {

namespace {

constexpr std::string_view kHeader = "lobbykit build record 1";

/// "<size> <mtime> <inode> <path>" or "- <path>", and a newline.
void append_stamped_path(std::string& text, const std::optional<FileStamp>& stamp,
                         std::string_view path) {
  if (stamp) {
    fmt::format_to(std::back_inserter(text), "{} {} {} ", stamp->size, stamp->mtime_ns,
                   stamp->inode);
  } else {
    text += "- ";
  }
  text.append(path).append(1, '\n');
}

/// Reads a record line by line; any surprise makes the whole record invalid.
class RecordReader {
 public:
  explicit RecordReader(std::string_view text) : text_(text) {}

  std::optional<std::string_view> line() {
    if (at_ >= text_.size()) return std::nullopt;
    std::size_t end = text_.find('\n', at_);
    if (end == std::string_view::npos) return std::nullopt;  // a record always ends in a newline
    std::string_view line = text_.substr(at_, end - at_);
    at_ = end + 1;
    return line;
  }

  /// "<word> <count>" as written by format_build_record.
  std::optional<std::size_t> count(std::string_view word) {
    auto text = line();
    if (!text || !text->starts_with(word) || text->size() <= word.size() + 1) return std::nullopt;
    std::size_t value = 0;
    if (!parse_number(text->substr(word.size() + 1), value)) return std::nullopt;
    return value;
  }

  /// "<size> <mtime> <inode> <path>" or "- <path>", into `path` and `stamp`.
  bool stamped_path(std::string& path, std::optional<FileStamp>& stamp) {
    auto text = line();
    if (!text) return false;
    std::string_view rest = *text;
    if (rest.starts_with("- ")) {
      stamp.reset();
      path = rest.substr(2);
      return !path.empty();
    }
    FileStamp value;
    if (!next_number(rest, value.size) || !next_number(rest, value.mtime_ns) ||
        !next_number(rest, value.inode))
      return false;
    stamp = value;
    path = rest;
    return !path.empty();
  }

  [[nodiscard]] bool at_end() const { return at_ == text_.size(); }

 private:
  template <typename Number>
  static bool parse_number(std::string_view text, Number& value) {
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    return error == std::errc() && end == text.data() + text.size();
  }

  /// A number followed by one space, taken off the front of `rest`.
  template <typename Number>
  static bool next_number(std::string_view& rest, Number& value) {
    std::size_t space = rest.find(' ');
    if (space == std::string_view::npos || !parse_number(rest.substr(0, space), value))
      return false;
    rest.remove_prefix(space + 1);
    return true;
  }

  std::string_view text_;
  std::size_t at_ = 0;
};

}  // namespace

std::optional<BuildRecord> make_build_record(std::string identity, InputStamps inputs,
                                             std::vector<std::pair<std::string, FileStamp>> outputs,
                                             std::chrono::system_clock::time_point started) {
  const std::int64_t settled_before = std::chrono::duration_cast<std::chrono::nanoseconds>(
                                          (started - kSettledAge).time_since_epoch())
                                          .count();
  for (const auto& [path, stamp] : inputs) {
    if (path.find('\n') != std::string::npos || (stamp && stamp->mtime_ns >= settled_before))
      return std::nullopt;
  }
  for (const auto& [path, stamp] : outputs) {
    if (path.find('\n') != std::string::npos) return std::nullopt;
  }
  return BuildRecord{std::move(identity), std::move(inputs), std::move(outputs)};
}

std::string format_build_record(const BuildRecord& record) {
  std::string text;
  text.reserve(64 * (record.inputs.size() + record.outputs.size()) + record.identity.size() + 64);
  auto out = std::back_inserter(text);
  std::size_t identity_lines = 0;
  for (char c : record.identity) identity_lines += c == '\n';
  fmt::format_to(out, "{}\nidentity {}\n{}inputs {}\n", kHeader, identity_lines, record.identity,
                 record.inputs.size());
  for (const auto& [path, stamp] : record.inputs) append_stamped_path(text, stamp, path);
  fmt::format_to(out, "outputs {}\n", record.outputs.size());
  for (const auto& [path, stamp] : record.outputs) append_stamped_path(text, stamp, path);
  return text;
}

std::optional<BuildRecord> parse_build_record(std::string_view text) {
  RecordReader reader(text);
  if (reader.line() != kHeader) return std::nullopt;
  BuildRecord record;
  auto identity_lines = reader.count("identity");
  if (!identity_lines) return std::nullopt;
  for (std::size_t i = 0; i < *identity_lines; ++i) {
    auto line = reader.line();
    if (!line) return std::nullopt;
    record.identity.append(*line).append(1, '\n');
  }
  std::string path;
  std::optional<FileStamp> stamp;
  auto inputs = reader.count("inputs");
  if (!inputs) return std::nullopt;
  for (std::size_t i = 0; i < *inputs; ++i) {
    if (!reader.stamped_path(path, stamp)) return std::nullopt;
    record.inputs.emplace_hint(record.inputs.end(), path, stamp);
  }
  auto outputs = reader.count("outputs");
  if (!outputs) return std::nullopt;
  record.outputs.reserve(*outputs);
  for (std::size_t i = 0; i < *outputs; ++i) {
    if (!reader.stamped_path(path, stamp) || !stamp) return std::nullopt;
    record.outputs.emplace_back(path, *stamp);
  }
  if (!reader.at_end()) return std::nullopt;
  return record;
}

void save_build_record(FileSystem& fs, const fs::path& out, const BuildRecord& record) {
  fs.write_atomic(out / BuildRecord::kFileName, format_build_record(record));
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
  for (const auto& [path, stamp] : record.outputs) {
    if (fs.stamp(out / path) != stamp) return false;
  }
  return true;
}

}  // namespace lobbykit
