#include "core/yaml_subset_reader.h"

#include <algorithm>
#include <cstring>

#include "core/utf8.h"

namespace lobbykit {

namespace {

/// YAML limits an implicit key to 1024 characters; longer keys are left to
/// yaml-cpp (counted in bytes here, which is never fewer).
constexpr std::size_t kMaxImplicitKeyBytes = 1024;

/// Thrown where the text leaves the subset; read_yaml_subset() returns
/// nullopt then. Such files are rare, so an exception keeps the scanner plain.
struct OutsideSubset {};

[[noreturn]] void outside() { throw OutsideSubset{}; }

bool is_indicator(char c) { return c != '\0' && std::strchr("-?:,[]{}#&*!|>'\"%@`", c); }

/// What yaml-cpp reads as null rather than as a string.
bool is_null_word(std::string_view text) {
  return text.empty() || text == "~" || text == "null" || text == "Null" || text == "NULL";
}

/// The value of the escape `\<c>` in a double-quoted scalar, or an empty
/// view for escapes outside the subset: \x, \u, \U, unknown ones, and \N
/// and \_, which yaml-cpp writes as a lone byte (not UTF-8).
std::string_view escaped(char c) {
  switch (c) {
    case '0':
      return {"\0", 1};
    case 'a':
      return "\a";
    case 'b':
      return "\b";
    case 't':
      return "\t";
    case 'n':
      return "\n";
    case 'v':
      return "\v";
    case 'f':
      return "\f";
    case 'r':
      return "\r";
    case 'e':
      return "\x1b";
    case ' ':
      return " ";
    case '"':
      return "\"";
    case '/':
      return "/";
    case '\\':
      return "\\";
    case 'L':
      return "\xE2\x80\xA8";
    case 'P':
      return "\xE2\x80\xA9";
    default:
      return {};
  }
}

/// Whether `text` holds a character the subset leaves to yaml-cpp, whose
/// readings of them differ from YAML's or are unclear: tabs, carriage
/// returns, other C0 controls and NUL, DEL, the C1 controls (NEL among
/// them, a line break in YAML 1.1), the line and paragraph separators, and
/// a byte order mark anywhere.
bool has_character_outside_subset(std::string_view text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x20 ? c != '\n' : c == 0x7F) return true;
    if (c < 0xC2 || i + 1 >= text.size()) continue;
    const auto next = static_cast<unsigned char>(text[i + 1]);
    if (c == 0xC2 && next < 0xA0) return true;  // U+0080..U+009F
    if (i + 2 >= text.size()) continue;
    const auto third = static_cast<unsigned char>(text[i + 2]);
    if (c == 0xE2 && next == 0x80 && (third == 0xA8 || third == 0xA9)) return true;
    if (c == 0xEF && next == 0xBB && third == 0xBF) return true;
  }
  return false;
}

void reject_duplicate_keys(const YamlNode& mapping) {
  const auto& pairs = mapping.pairs;
  constexpr std::size_t kFewKeys = 16;
  if (pairs.size() <= kFewKeys) {
    for (std::size_t i = 1; i < pairs.size(); ++i) {
      for (std::size_t j = 0; j < i; ++j) {
        if (pairs[i].first.scalar == pairs[j].first.scalar) outside();
      }
    }
    return;
  }
  std::vector<std::string_view> keys;
  keys.reserve(pairs.size());
  for (const auto& pair : pairs) keys.push_back(pair.first.scalar);
  std::sort(keys.begin(), keys.end());
  if (std::adjacent_find(keys.begin(), keys.end()) != keys.end()) outside();
}

/// Reads the text line by line. `pos_` is the start of the current line and
/// `line_` its 0-based number; the text ends with a line break, so scanning
/// for one never runs past the end.
class SubsetReader {
 public:
  explicit SubsetReader(std::string_view text) : text_(text) {}

  YamlNode document() {
    skip_blank_lines();
    if (at_end() || indent() != 0) outside();
    return mapping(0);  // returns at the end: no line is indented less than 0
  }

 private:
  [[nodiscard]] bool at_end() const { return pos_ >= text_.size(); }
  [[nodiscard]] std::size_t line_end(std::size_t from) const { return text_.find('\n', from); }
  [[nodiscard]] int spaces_at(std::size_t from) const {
    std::size_t i = from;
    while (text_[i] == ' ') ++i;
    return static_cast<int>(i - from);
  }
  [[nodiscard]] int indent() const { return spaces_at(pos_); }
  [[nodiscard]] bool is_blank_line(std::size_t start) const {
    return text_[start + spaces_at(start)] == '\n';
  }
  void next_line() {
    pos_ = line_end(pos_) + 1;
    ++line_;
  }

  /// Past empty lines and comment lines.
  void skip_blank_lines() {
    while (!at_end()) {
      char first = text_[pos_ + indent()];
      if (first != '\n' && first != '#') return;
      next_line();
    }
  }

  /// After a scalar ending at `end`: blanks, then the line's end or a comment.
  void finish_line(std::size_t end) {
    std::size_t i = end + spaces_at(end);
    if (text_[i] != '\n' && !(text_[i] == '#' && i > end)) outside();
    next_line();
  }

  [[nodiscard]] YamlNode node_at(std::size_t at) const {
    YamlNode node;
    node.kind = YamlNode::Kind::kScalar;
    node.line = line_;
    node.column = static_cast<int>(at - pos_);
    node.offset = at;
    return node;
  }

  // A block mapping: its keys at column `indent`, like yaml-cpp placed where
  // its first key is.
  YamlNode mapping(int indent) {
    // Near the limit (a flow collection inside adds a level): yaml-cpp reads
    // it and parse_yaml decides.
    if (++depth_ >= kMaxYamlNesting) outside();
    YamlNode node;
    while (true) {
      skip_blank_lines();
      if (at_end() || this->indent() < indent) break;
      if (this->indent() > indent) outside();
      node.pairs.push_back(pair(indent));
    }
    const YamlNode& first = node.pairs.front().first;
    node.kind = YamlNode::Kind::kMapping;
    node.line = first.line;
    node.column = first.column;
    node.offset = first.offset;
    reject_duplicate_keys(node);
    --depth_;
    return node;
  }

  std::pair<YamlNode, YamlNode> pair(int indent) {
    const std::size_t at = pos_ + indent;
    YamlNode key = node_at(at);
    std::size_t after_key = 0;
    if (text_[at] == '"' || text_[at] == '\'') {
      const int first_line = line_;
      after_key = quoted(key, at, indent);
      if (line_ != first_line) outside();
    } else {
      after_key = plain_key(key, at);
    }
    if (text_[after_key] != ':' || (text_[after_key + 1] != ' ' && text_[after_key + 1] != '\n') ||
        after_key - at > kMaxImplicitKeyBytes) {
      outside();
    }
    return {std::move(key), value(after_key + 1, indent)};
  }

  std::size_t plain_key(YamlNode& key, std::size_t at) const {
    if (is_indicator(text_[at]) || text_[at] == ' ') outside();
    // "... " at a line's start ends the document for yaml-cpp, which reads
    // no further (found by fuzz_yaml_differential): "... key: v" is no key.
    if (at == pos_ && text_.substr(at, 3) == "..." &&
        (text_[at + 3] == ' ' || text_[at + 3] == '\n'))
      outside();
    std::size_t end = at;
    for (; text_[end] != ':' && text_[end] != '\n'; ++end) {
      if (std::strchr("#,[]{}", text_[end])) outside();
    }
    if (text_[end - 1] == ' ') outside();
    key.plain = true;
    key.scalar.assign(text_.substr(at, end - at));
    if (is_null_word(key.scalar)) outside();
    return end;
  }

  /// The value after a key's ':' at `from - 1`, its key at column `indent`.
  YamlNode value(std::size_t from, int indent) {
    const std::size_t at = from + spaces_at(from);
    const char c = text_[at];
    if (c == '\n' || c == '#') {  // a nested mapping (a null value is outside the subset)
      next_line();
      skip_blank_lines();
      if (at_end() || this->indent() <= indent) outside();
      return mapping(this->indent());
    }
    YamlNode node = node_at(at);
    if (c == '"' || c == '\'') {
      finish_line(quoted(node, at, indent));
    } else if (c == '[' || c == '{') {
      finish_line(flow(node, at, indent));
    } else if (c == '|' || c == '>') {
      block(node, at, indent);
    } else {
      plain(node, at, indent);
    }
    return node;
  }

  // Flow sequences ([a, 'b']) and flow mappings ({x: 1, y: "2"}) on one
  // line, of plain and quoted scalars: no nesting, no empty or trailing
  // entries. Returns the position just past the closing bracket.
  std::size_t flow(YamlNode& node, std::size_t at, int indent) {
    const bool is_mapping = text_[at] == '{';
    const char close = is_mapping ? '}' : ']';
    node.kind = is_mapping ? YamlNode::Kind::kMapping : YamlNode::Kind::kSequence;
    std::size_t i = at + 1 + spaces_at(at + 1);
    if (text_[i] == close) return i + 1;
    while (true) {
      YamlNode entry = node_at(i);
      const std::size_t entry_at = i;
      i = flow_scalar(entry, i, indent);
      if (is_mapping) {
        if (text_[i] != ':' || text_[i + 1] != ' ' || i - entry_at > kMaxImplicitKeyBytes)
          outside();
        i += 1 + spaces_at(i + 1);
        YamlNode value = node_at(i);
        i = flow_scalar(value, i, indent);
        node.pairs.emplace_back(std::move(entry), std::move(value));
      } else {
        node.items.push_back(std::move(entry));
      }
      if (text_[i] == close) break;
      if (text_[i] != ',') outside();
      i += 1 + spaces_at(i + 1);
    }
    if (is_mapping) reject_duplicate_keys(node);
    return i + 1;
  }

  /// A scalar inside a flow collection, on the collection's line; returns
  /// where the blanks after it end.
  std::size_t flow_scalar(YamlNode& node, std::size_t at, int indent) {
    std::size_t end = at;
    if (text_[at] == '"' || text_[at] == '\'') {
      const int first_line = line_;
      end = quoted(node, at, indent);
      if (line_ != first_line) outside();
    } else {
      if (is_indicator(text_[at]) &&
          !(text_[at] == '-' && !std::strchr(" ,[]{}#:\n", text_[at + 1])))
        outside();
      while (!std::strchr(",[]{}#:?\n", text_[end]))
        ++end;  // yaml-cpp refuses a '?' in a flow plain scalar
      std::size_t last = end;
      while (last > at && text_[last - 1] == ' ') --last;
      node.plain = true;
      node.scalar.assign(text_.substr(at, last - at));
      if (is_null_word(node.scalar)) outside();
    }
    return end + spaces_at(end);
  }

  // Single- and double-quoted scalars. A line break folds into one space, or
  // into n newlines after n empty lines; blanks around it are dropped.
  // Returns the position just past the closing quote.
  std::size_t quoted(YamlNode& node, std::size_t at, int indent) {
    const char quote = text_[at];
    const bool escapes = quote == '"';
    std::string& out = node.scalar;
    std::size_t kept = 0;  // out's length without blanks a line break would drop
    std::size_t i = at + 1;
    while (true) {
      std::size_t run = i;
      while (text_[run] != quote && text_[run] != '\n' && !(escapes && text_[run] == '\\')) ++run;
      if (run > i) {
        out.append(text_.substr(i, run - i));
        std::size_t last = run;
        while (last > i && text_[last - 1] == ' ') --last;
        if (last > i) kept = out.size() - (run - last);
        i = run;
      }
      const char c = text_[i];
      if (c == quote) {
        if (escapes || text_[i + 1] != '\'') return i + 1;
        out += '\'';
        i += 2;
      } else if (c == '\n') {
        out.resize(kept);
        i = fold_break(out, i, indent);
      } else if (text_[i + 1] == '\n') {  // an escaped line break joins the lines
        pos_ = i + 2;
        ++line_;
        if (at_end() || is_blank_line(pos_) || this->indent() <= indent) outside();
        i = pos_ + this->indent();
      } else {
        std::string_view value = escaped(text_[i + 1]);
        if (value.empty()) outside();
        out.append(value);
        i += 2;
      }
      kept = out.size();
    }
  }

  /// At the line break `at` inside a quoted scalar: appends what it folds
  /// into and returns where the next line's text starts.
  std::size_t fold_break(std::string& out, std::size_t at, int indent) {
    int empty_lines = 0;
    pos_ = at + 1;
    ++line_;
    while (!at_end() && is_blank_line(pos_)) {
      next_line();
      ++empty_lines;
    }
    if (at_end() || this->indent() <= indent) outside();
    if (empty_lines == 0) {
      out += ' ';
    } else {
      out.append(empty_lines, '\n');
    }
    return pos_ + this->indent();
  }

  // Plain scalars: the rest of the line, and each following line indented
  // more than the key, folded like quoted scalars.
  void plain(YamlNode& node, std::size_t at, int indent) {
    if (is_indicator(text_[at]) &&
        !(text_[at] == '-' && text_[at + 1] != ' ' && text_[at + 1] != '\n'))
      outside();
    node.plain = true;
    bool commented = plain_line(node.scalar, at);
    next_line();
    while (!at_end()) {
      std::size_t next = pos_;
      int empty_lines = 0;
      while (next < text_.size() && is_blank_line(next)) {
        next = line_end(next) + 1;
        ++empty_lines;
      }
      if (next >= text_.size() || spaces_at(next) <= indent) break;
      const std::size_t text_start = next + spaces_at(next);
      // A comment ends a plain scalar: nothing may continue it after one.
      if (commented || is_indicator(text_[text_start])) outside();
      pos_ = next;
      line_ += empty_lines;
      if (empty_lines == 0) {
        node.scalar += ' ';
      } else {
        node.scalar.append(empty_lines, '\n');
      }
      commented = plain_line(node.scalar, text_start);
      next_line();
    }
    if (is_null_word(node.scalar)) outside();
  }

  /// Appends a plain scalar's text from `at` to the line's end or a comment,
  /// trailing blanks dropped; returns true if a comment ended it.
  bool plain_line(std::string& out, std::size_t at) const {
    const std::size_t line_end = this->line_end(at);
    std::size_t end = at;
    bool commented = false;
    for (; end < line_end; ++end) {
      if (text_[end] == '#' && text_[end - 1] == ' ') {
        commented = true;
        break;
      }
      if (text_[end] == ':' && (text_[end + 1] == ' ' || text_[end + 1] == '\n')) outside();
    }
    while (end > at && text_[end - 1] == ' ') --end;
    out.append(text_.substr(at, end - at));
    return commented;
  }

  // Literal (|) and folded (>) scalars, with `-` or no chomping indicator:
  // lines indented like the first one after the header.
  void block(YamlNode& node, std::size_t at, int indent) {
    const bool folded = text_[at] == '>';
    std::size_t header_end = at + 1;
    const bool strip = text_[header_end] == '-';
    if (strip) ++header_end;
    finish_line(header_end);  // rejects `+` and indentation indicators
    if (at_end() || is_blank_line(pos_) || this->indent() <= indent) outside();
    const int content_indent = this->indent();
    std::string& out = node.scalar;
    int empty_lines = 0;
    bool first = true;
    while (!at_end()) {
      const std::size_t end = line_end(pos_);
      if (is_blank_line(pos_)) {
        if (static_cast<int>(end - pos_) > content_indent) outside();
        ++empty_lines;
        next_line();
        continue;
      }
      if (this->indent() < content_indent) break;
      std::string_view content = text_.substr(pos_ + content_indent, end - pos_ - content_indent);
      if (folded && content.front() == ' ') outside();
      if (!first && folded && empty_lines == 0) {
        out += ' ';
      } else if (!first) {
        out.append(empty_lines + (folded ? 0 : 1), '\n');
      }
      out.append(content);
      first = false;
      empty_lines = 0;
      next_line();
    }
    if (!strip) out += '\n';
  }

  std::string_view text_;
  std::size_t pos_ = 0;
  int line_ = 0;
  int depth_ = 0;  ///< block mappings open at `pos_`
};

}  // namespace

std::optional<YamlNode> read_yaml_subset(std::string_view text) {
  if (text.empty() || text.back() != '\n' || has_character_outside_subset(text) ||
      find_invalid_utf8(text)) {
    return std::nullopt;
  }
  try {
    return SubsetReader(text).document();
  } catch (const OutsideSubset&) {
    return std::nullopt;
  }
}

}  // namespace lobbykit
