#include "core/stamp_record.h"

#include <fmt/format.h>

#include <algorithm>
#include <iterator>

namespace lobbykit {

namespace {

constexpr std::string_view kMagic = "lobbykit-stamp-record 1 ";
constexpr std::string_view kTrailer = "end ";

}  // namespace

StampRecordWriter::StampRecordWriter(std::string_view kind) {
  text_.append(kMagic).append(kind).append(1, '\n');
}

void StampRecordWriter::end_line() {
  if (in_line_) text_ += '\n';
  in_line_ = false;
}

StampRecordWriter& StampRecordWriter::line(std::string_view tag) {
  end_line();
  text_.append(tag);
  ++lines_;
  in_line_ = true;
  return *this;
}

StampRecordWriter& StampRecordWriter::field(std::string_view word) {
  text_.append(1, ' ').append(word);
  return *this;
}

StampRecordWriter& StampRecordWriter::number(std::uint64_t value) {
  fmt::format_to(std::back_inserter(text_), " {}", value);
  return *this;
}

StampRecordWriter& StampRecordWriter::number(std::int64_t value) {
  fmt::format_to(std::back_inserter(text_), " {}", value);
  return *this;
}

StampRecordWriter& StampRecordWriter::stamp(const std::optional<FileStamp>& stamp) {
  if (!stamp) return field("-");
  fmt::format_to(std::back_inserter(text_), " {} {} {}", stamp->size, stamp->mtime_ns,
                 stamp->inode);
  return *this;
}

StampRecordWriter& StampRecordWriter::last(std::string_view text) {
  text_.append(1, ' ').append(text);
  end_line();
  return *this;
}

std::string StampRecordWriter::finish() {
  end_line();
  fmt::format_to(std::back_inserter(text_), "{}{}\n", kTrailer, lines_);
  return std::move(text_);
}

void StampRecordWriter::drain_into(ByteSink& sink) {
  sink.append(text_);
  text_.clear();
}

std::optional<StampRecordReader> StampRecordReader::open(std::string_view text,
                                                         std::string_view kind) {
  if (!text.starts_with(kMagic)) return std::nullopt;
  const std::size_t header_end = text.find('\n');
  if (header_end == std::string_view::npos ||
      text.substr(kMagic.size(), header_end - kMagic.size()) != kind || !text.ends_with('\n'))
    return std::nullopt;
  std::string_view body = text.substr(header_end + 1, text.size() - header_end - 2);
  // the trailer is the last line: "end <lines>"
  const std::size_t trailer = body.rfind('\n');
  std::string_view last = trailer == std::string_view::npos ? body : body.substr(trailer + 1);
  body = trailer == std::string_view::npos ? std::string_view() : body.substr(0, trailer + 1);
  std::size_t lines = 0;
  if (!last.starts_with(kTrailer)) return std::nullopt;
  last.remove_prefix(kTrailer.size());
  auto [end, error] = std::from_chars(last.data(), last.data() + last.size(), lines);
  if (error != std::errc() || end != last.data() + last.size() ||
      static_cast<std::size_t>(std::count(body.begin(), body.end(), '\n')) != lines)
    return std::nullopt;
  return StampRecordReader(body);
}

bool StampRecordReader::next_line() {
  if (body_.empty()) return false;
  const std::size_t end = body_.find('\n');  // open() made sure every line ends in one
  start_line(body_.substr(0, end));
  body_.remove_prefix(end + 1);
  return true;
}

void StampRecordReader::start_line(std::string_view line) {
  const std::size_t space = line.find(' ');
  tag_ = line.substr(0, space);
  line_ = space == std::string_view::npos ? std::string_view() : line.substr(space + 1);
}

std::optional<std::string_view> StampRecordReader::field() {
  if (line_.empty()) return std::nullopt;
  const std::size_t space = line_.find(' ');
  std::string_view word = line_.substr(0, space);
  line_ = space == std::string_view::npos ? std::string_view() : line_.substr(space + 1);
  if (word.empty()) return std::nullopt;
  return word;
}

bool StampRecordReader::stamp(std::optional<FileStamp>& stamp) {
  if (line_.starts_with("- ") || line_ == "-") {
    field();
    stamp.reset();
    return true;
  }
  FileStamp value;
  if (!number(value.size) || !number(value.mtime_ns) || !number(value.inode)) return false;
  stamp = value;
  return true;
}

std::string_view StampRecordReader::rest() {
  std::string_view out = line_;
  line_ = {};
  return out;
}

StampRecordStream::StampRecordStream(std::string_view kind,
                                     std::function<void(StampRecordReader&)> line)
    : header_(std::string(kMagic).append(kind)), line_(std::move(line)) {}

void StampRecordStream::feed(std::string_view piece) {
  while (!broken_ && !piece.empty()) {
    const std::size_t end = piece.find('\n');
    if (end == std::string_view::npos) {
      partial_.append(piece);
      return;
    }
    if (partial_.empty()) {
      take(piece.substr(0, end));
    } else {
      partial_.append(piece.substr(0, end));
      take(partial_);
      partial_.clear();
    }
    piece.remove_prefix(end + 1);
  }
}

void StampRecordStream::take(std::string_view line) {
  if (!header_seen_) {
    header_seen_ = true;
    broken_ = line != header_;
    return;
  }
  if (holding_) {
    StampRecordReader reader({});
    reader.start_line(held_);
    line_(reader);
    ++lines_;
  }
  held_.assign(line);
  holding_ = true;
}

bool StampRecordStream::finish() {
  if (broken_ || !header_seen_ || !holding_ || !partial_.empty()) return false;
  std::string_view trailer = held_;
  if (!trailer.starts_with(kTrailer)) return false;
  trailer.remove_prefix(kTrailer.size());
  std::size_t lines = 0;
  auto [end, error] = std::from_chars(trailer.data(), trailer.data() + trailer.size(), lines);
  return error == std::errc() && end == trailer.data() + trailer.size() && lines == lines_;
}

}  // namespace lobbykit
