#include "i18n/scalar_position.h"

#include "core/utf8.h"

namespace lobbykit::i18n {

namespace {

class ScalarWalker {
 public:
  ScalarWalker(std::string_view text, std::size_t start) : text_(text), pos_(start) {}

  /// Byte offset of the value's code point `index`.
  std::size_t find(int index) {
    char indicator = pos_ < text_.size() ? text_[pos_] : '\0';
    switch (indicator) {
      case '"':
        return walk_flow(index, pos_ + 1, '"');
      case '\'':
        return walk_flow(index, pos_ + 1, '\'');
      case '|':
      case '>':
        return walk_block(index, indicator == '>');
      default:
        return walk_flow(index, pos_, '\0');
    }
  }

 private:
  [[nodiscard]] bool at_end() const { return pos_ >= text_.size(); }
  [[nodiscard]] char at(std::size_t i) const { return i < text_.size() ? text_[i] : '\0'; }
  [[nodiscard]] bool is_blank(char c) const { return c == ' ' || c == '\t'; }
  [[nodiscard]] bool is_break(std::size_t i) const {
    return at(i) == '\n' || (at(i) == '\r' && at(i + 1) == '\n');
  }
  void skip_break() { pos_ += at(pos_) == '\r' ? 2 : 1; }
  void skip_blanks() {
    while (!at_end() && is_blank(text_[pos_])) ++pos_;
  }

  /// Past a line break and any blank lines after it, to the first content
  /// character of the next line; returns how many blank lines were skipped.
  int skip_folded_break() {
    skip_break();
    int blank_lines = 0;
    while (true) {
      skip_blanks();
      if (at_end() || !is_break(pos_)) return blank_lines;
      skip_break();
      ++blank_lines;
    }
  }

  // Plain, single- and double-quoted scalars: a line break and the
  // indentation after it fold into one space (or into n newlines after n
  // blank lines); blanks before a break are dropped.
  std::size_t walk_flow(int index, std::size_t from, char quote) {
    pos_ = from;
    int out = 0;
    while (out < index && !at_end()) {
      char c = text_[pos_];
      if (quote != '\0' && c == quote && !(quote == '\'' && at(pos_ + 1) == '\'')) break;
      if (is_blank(c)) {
        std::size_t end = pos_;
        while (is_blank(at(end))) ++end;
        if (is_break(end)) {
          pos_ = end;
          continue;
        }
        ++pos_, ++out;
      } else if (is_break(pos_)) {
        int blank_lines = skip_folded_break();
        out += blank_lines == 0 ? 1 : blank_lines;
      } else if (quote == '\'' && c == '\'') {
        pos_ += 2, ++out;
      } else if (quote == '"' && c == '\\') {
        step_escape(out);
      } else {
        pos_ += utf8_sequence_length(static_cast<unsigned char>(c)), ++out;
      }
    }
    return pos_;
  }

  void step_escape(int& out) {
    char kind = at(pos_ + 1);
    if (is_break(pos_ + 1)) {  // an escaped line break joins the lines
      ++pos_;
      skip_break();
      skip_blanks();
      return;
    }
    std::size_t length = kind == 'x' ? 4 : kind == 'u' ? 6 : kind == 'U' ? 10 : 2;
    pos_ = std::min(pos_ + length, text_.size());
    ++out;
  }

  // Block scalars: the content starts on the line after the header and is
  // indented like its first non-empty line.
  std::size_t walk_block(int index, bool folded) {
    while (!at_end() && !is_break(pos_)) ++pos_;
    if (at_end()) return pos_;
    skip_break();
    std::size_t probe = pos_;
    while (true) {
      std::size_t line_start = probe;
      while (at(probe) == ' ') ++probe;
      if (!is_break(probe)) {
        indent_ = probe - line_start;
        break;
      }
      probe += at(probe) == '\r' ? 2 : 1;
    }
    skip_indent();
    int out = 0;
    while (out < index && !at_end()) {
      if (!is_break(pos_)) {
        pos_ += utf8_sequence_length(static_cast<unsigned char>(text_[pos_])), ++out;
      } else if (folded) {
        skip_break();
        int blank_lines = 0;
        skip_indent();
        while (!at_end() && is_break(pos_)) {
          skip_break();
          skip_indent();
          ++blank_lines;
        }
        out += blank_lines == 0 ? 1 : blank_lines;
      } else {
        skip_break();
        skip_indent();
        ++out;
      }
    }
    return pos_;
  }

  void skip_indent() {
    std::size_t limit = pos_ + indent_;
    while (pos_ < limit && at(pos_) == ' ') ++pos_;
  }

  std::string_view text_;
  std::size_t pos_;
  std::size_t indent_ = 0;
};

}  // namespace

SourceLocation locate_in_scalar(const SourceFile& file, const YamlNode& node, int index) {
  if (node.line < 0) return location_of(file, node);
  std::size_t offset = ScalarWalker(file.text(), node.offset).find(index);
  return file.location_of_offset(offset);
}

}  // namespace lobbykit::i18n
