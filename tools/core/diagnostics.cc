#include "core/diagnostics.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <tuple>
#include <utility>

#include "core/utf8.h"

namespace lobbykit {

void Diagnostics::add(Diagnostic diagnostic) {
  (diagnostic.severity == Severity::kError ? errors_ : warnings_) += 1;
  items_.push_back(std::move(diagnostic));
}

void Diagnostics::error(SourceLocation location, std::string message, std::string hint) {
  add({Severity::kError, std::move(location), std::move(message), std::move(hint), {}});
}

void Diagnostics::warning(SourceLocation location, std::string message, std::string hint) {
  add({Severity::kWarning, std::move(location), std::move(message), std::move(hint), {}});
}

void Diagnostics::merge(Diagnostics&& other) {
  for (auto& diagnostic : other.items_) add(std::move(diagnostic));
  other.items_.clear();
  other.errors_ = other.warnings_ = 0;
}

void Diagnostics::sort() {
  std::stable_sort(items_.begin(), items_.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return std::tie(a.location.path, a.location.line, a.location.column, a.message) <
           std::tie(b.location.path, b.location.line, b.location.column, b.message);
  });
}

namespace {

std::string_view severity_name(Severity severity) {
  return severity == Severity::kError ? "error" : "warning";
}

// The caret line keeps tabs from the source so it lines up in any terminal.
std::string caret_line(std::string_view source_line, int column) {
  std::string caret;
  std::size_t byte = utf8_byte_offset(source_line, column - 1);
  for (std::size_t i = 0; i < byte && i < source_line.size();) {
    caret += source_line[i] == '\t' ? '\t' : ' ';
    i += utf8_sequence_length(static_cast<unsigned char>(source_line[i]));
  }
  return caret + '^';
}

// A source line longer than this many code points is shown as an excerpt
// around the column, so a one-line file or a 100 KB translation does not
// flood the terminal; enough of it is kept to recognise the place.
constexpr int kShownCodePoints = 160;
constexpr int kShownBeforeColumn = 60;

/// The part of `line` shown for `column` (1-based, code points), "…"
/// marking what is left out, and the column within it.
std::pair<std::string, int> excerpt(std::string_view line, int column) {
  const int length = utf8_code_points(line, line.size());
  if (length <= kShownCodePoints) return {std::string(line), column};
  const int first = std::clamp(column - 1 - kShownBeforeColumn, 0, length - kShownCodePoints);
  const int last = first + kShownCodePoints;
  const std::size_t from = utf8_byte_offset(line, first);
  const std::size_t to = utf8_byte_offset(line, last);
  std::string shown = first > 0 ? "\u2026" : "";
  shown.append(line.substr(from, to - from));
  if (last < length) shown += "\u2026";
  return {std::move(shown), column - first + (first > 0 ? 1 : 0)};
}

}  // namespace

std::string format_text(const Diagnostic& d) {
  std::string out(d.location.path.str());
  if (d.location.line > 0) {
    out += ':' + std::to_string(d.location.line);
    if (d.location.column > 0) out += ':' + std::to_string(d.location.column);
  }
  out += ": ";
  out += severity_name(d.severity);
  out += ": " + d.message + '\n';
  if (!d.source_line.empty() && d.location.column > 0) {
    const auto [shown, column] = excerpt(d.source_line, d.location.column);
    out += "    " + shown + '\n';
    out += "    " + caret_line(shown, column) + '\n';
  }
  if (!d.hint.empty()) out += "  hint: " + d.hint + '\n';
  return out;
}

std::string count_phrase(std::size_t count, std::string_view noun) {
  std::string out = std::to_string(count) + ' ' + std::string(noun);
  if (count != 1) out += 's';
  return out;
}

std::string format_text(const Diagnostics& diagnostics) {
  std::string out;
  for (const auto& d : diagnostics.all()) out += format_text(d);
  out += count_phrase(diagnostics.error_count(), "error") + ", " +
         count_phrase(diagnostics.warning_count(), "warning") + '\n';
  return out;
}

std::string format_json(const Diagnostics& diagnostics) {
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  for (const auto& d : diagnostics.all()) {
    nlohmann::ordered_json item;
    item["severity"] = severity_name(d.severity);
    item["path"] = d.location.path.str();
    item["line"] = d.location.line;
    item["column"] = d.location.column;
    item["message"] = d.message;
    if (!d.hint.empty()) item["hint"] = d.hint;
    list.push_back(std::move(item));
  }
  nlohmann::ordered_json doc;
  doc["errors"] = diagnostics.error_count();
  doc["warnings"] = diagnostics.warning_count();
  doc["diagnostics"] = std::move(list);
  return doc.dump(2) + '\n';
}

}  // namespace lobbykit
