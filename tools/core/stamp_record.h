// The one text format of the files that remember file stamps between runs:
// the build record (pipeline/build_record.h), the thumbnail cache's index
// and the record of what `check` has verified (images/).
//
//     lobbykit-stamp-record 1 <kind>
//     <tag> <field> <field> ... [<last field, may hold spaces>]
//     ...
//     end <number of lines between the header and this one>
//
// A stamp is three fields, "<size> <mtime ns> <inode>", or "-" for a file
// that was absent. The header names the format version and the kind of
// record, so a file of another kind or of an older format (which had other
// headers) is refused whole, and the trailer refuses a file cut short: such
// a record is read as no record, never half-read.
#pragma once

#include <charconv>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "core/file_system.h"

namespace lobbykit {

/// Builds a record line by line. Fields are written as given: a field must
/// hold no space or newline, a last field no newline.
class StampRecordWriter {
 public:
  explicit StampRecordWriter(std::string_view kind);

  /// Starts a line with `tag`.
  StampRecordWriter& line(std::string_view tag);
  StampRecordWriter& field(std::string_view word);
  StampRecordWriter& number(std::uint64_t value);
  StampRecordWriter& number(std::int64_t value);
  StampRecordWriter& stamp(const std::optional<FileStamp>& stamp);
  /// Ends the line with `text`, which may hold spaces (a path).
  StampRecordWriter& last(std::string_view text);

  /// The record with its trailer (what `drain_into` has not handed on yet).
  /// The writer is spent.
  std::string finish();

  /// Hands what is written so far to `sink` and forgets it, so a large
  /// record is written piece by piece and never held whole.
  void drain_into(ByteSink& sink);

  /// drain_into(sink) once `bytes` or more are waiting: for a loop that
  /// writes a line at a time, so a record of any size is held a piece at a
  /// time.
  void drain_if_over(ByteSink& sink, std::size_t bytes = 32 << 10) {
    if (text_.size() >= bytes) drain_into(sink);
  }

  /// Room for about `bytes` more, to spare reallocations on large records.
  void reserve(std::size_t bytes) { text_.reserve(text_.size() + bytes); }

 private:
  void end_line();

  std::string text_;
  std::size_t lines_ = 0;
  bool in_line_ = false;
};

/// Reads a record line by line, each line field by field. Every accessor
/// returns false (or nullopt) when the line does not hold what is asked.
class StampRecordReader {
 public:
  /// A reader of `text`, or nullopt if it is not a whole record of `kind`
  /// in this format.
  static std::optional<StampRecordReader> open(std::string_view text, std::string_view kind);

  /// Moves to the next line; false after the last one.
  bool next_line();
  /// The current line's tag.
  [[nodiscard]] std::string_view tag() const { return tag_; }

  std::optional<std::string_view> field();
  template <typename Number>
  bool number(Number& value) {
    auto word = field();
    if (!word) return false;
    auto [end, error] = std::from_chars(word->data(), word->data() + word->size(), value);
    return error == std::errc() && end == word->data() + word->size();
  }
  /// A stamp, or nullopt inside `stamp` for "-".
  bool stamp(std::optional<FileStamp>& stamp);
  /// What is left of the line (may be empty, may hold spaces).
  std::string_view rest();
  /// Whether every field of the line has been read.
  [[nodiscard]] bool line_done() const { return line_.empty(); }

 private:
  friend class StampRecordStream;
  explicit StampRecordReader(std::string_view body) : body_(body) {}
  /// Makes `line` (without its line break) the current line.
  void start_line(std::string_view line);

  std::string_view body_;  ///< the lines between header and trailer
  std::string_view tag_;
  std::string_view line_;  ///< what is left of the current line after the tag
};

/// Reads a record handed over in pieces (FileSystem::read_pieces), so a
/// large one (the thumbnail cache's index: 7 MB at 20,000 images) is never
/// held whole. Each line between the header and the trailer goes to
/// `line`, positioned on it, as soon as the next one has arrived (the
/// last line must be the trailer); whether the record was whole is known
/// only at the end: when finish() says no, what the lines gave is to be
/// thrown away.
class StampRecordStream {
 public:
  StampRecordStream(std::string_view kind, std::function<void(StampRecordReader&)> line);

  void feed(std::string_view piece);
  /// True if what was fed is a whole record of the kind: the header, every
  /// line ended, and the trailer counting the lines handed on.
  [[nodiscard]] bool finish();

 private:
  void take(std::string_view line);

  std::string header_;  ///< the header it must start with
  std::function<void(StampRecordReader&)> line_;
  std::string partial_;  ///< a line begun in one piece and not yet ended
  std::string held_;     ///< the last whole line, handed on once another follows
  bool header_seen_ = false;
  bool holding_ = false;
  bool broken_ = false;
  std::size_t lines_ = 0;  ///< handed on
};

}  // namespace lobbykit
