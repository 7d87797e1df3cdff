#include "core/source_file.h"

#include <algorithm>
#include <string_view>

#include "core/utf8.h"

namespace lobbykit {

SourceFile::SourceFile(SharedText path, std::string text)
    : path_(std::move(path)), text_(std::move(text)) {
  line_starts_.push_back(0);
  for (std::size_t i = 0; i < text_.size(); ++i) {
    if (text_[i] == '\n') line_starts_.push_back(i + 1);
  }
}

std::string_view SourceFile::line(int line_number) const {
  if (line_number < 1 || static_cast<std::size_t>(line_number) > line_starts_.size()) return {};
  std::size_t start = line_starts_[static_cast<std::size_t>(line_number - 1)];
  std::size_t end = text_.find('\n', start);
  if (end == std::string::npos) end = text_.size();
  if (end > start && text_[end - 1] == '\r') --end;
  return std::string_view(text_).substr(start, end - start);
}

SourceLocation SourceFile::location(int line0, int byte_column0) const {
  std::string_view text = line(line0 + 1);
  int column = utf8_code_points(text, static_cast<std::size_t>(std::max(byte_column0, 0))) + 1;
  return {path_, line0 + 1, column};
}

SourceLocation SourceFile::location_of_offset(std::size_t offset) const {
  auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  auto line0 = static_cast<int>(it - line_starts_.begin()) - 1;
  return location(line0, static_cast<int>(offset - line_starts_[static_cast<std::size_t>(line0)]));
}

namespace {

// Shows each invalid byte as U+FFFD so the terminal and the caret agree.
std::string displayable(std::string_view text) {
  std::string out;
  while (auto bad = find_invalid_utf8(text)) {
    out += text.substr(0, *bad);
    out += "\xEF\xBF\xBD";
    text.remove_prefix(*bad + 1);
  }
  return out += text;
}

}  // namespace

Diagnostic SourceFile::diagnostic(Severity severity, SourceLocation location, std::string message,
                                  std::string hint) const {
  std::string source_line = displayable(line(location.line));
  return {severity, std::move(location), std::move(message), std::move(hint),
          std::move(source_line)};
}

}  // namespace lobbykit
