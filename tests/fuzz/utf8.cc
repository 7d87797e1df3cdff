// UTF-8 and source positions (core/utf8.h, core/source_file.h), the base of
// every located diagnostic. ICU's U8_NEXT is the oracle: find_invalid_utf8
// finds exactly the first sequence ICU refuses; on valid text, code point
// counts and byte offsets are inverse; every byte offset of a file maps to
// the line and column its text puts it at; a diagnostic's caret line prints
// whatever the bytes.
#include "core/utf8.h"

#include <unicode/utf8.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/source_file.h"
#include "fuzz_check.h"

namespace {

/// The first offset ICU's decoder refuses, or nullopt.
std::optional<std::size_t> first_invalid_by_icu(std::string_view text, int& code_points) {
  const auto* bytes = reinterpret_cast<const std::uint8_t*>(text.data());
  const auto length = static_cast<std::int32_t>(text.size());
  code_points = 0;
  for (std::int32_t i = 0; i < length;) {
    const std::int32_t start = i;
    UChar32 c = 0;
    U8_NEXT(bytes, i, length, c);
    if (c < 0) return static_cast<std::size_t>(start);
    ++code_points;
  }
  return std::nullopt;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  int icu_code_points = 0;
  const auto invalid = lobbykit::find_invalid_utf8(text);
  FUZZ_CHECK(invalid == first_invalid_by_icu(text, icu_code_points),
             "find_invalid_utf8 finds the sequence ICU refuses");

  if (!invalid) {
    FUZZ_CHECK(lobbykit::utf8_code_points(text, text.size()) == icu_code_points,
               "the code points counted are ICU's");
    for (int k = 0; k <= icu_code_points; ++k) {
      const std::size_t offset = lobbykit::utf8_byte_offset(text, k);
      FUZZ_CHECK(offset <= text.size(), "a code point's offset is in the text");
      FUZZ_CHECK(lobbykit::utf8_code_points(text, offset) == k,
                 "the byte offset of code point k holds k code points before it");
    }
  }

  // A line's text is what lies between its start and its line break, a
  // carriage return before the break left out; an offset past it (at the
  // end of the file) is at the column just past the text.
  const lobbykit::SourceFile file("fuzz.txt", std::string(text));
  int line = 1;
  std::size_t line_start = 0;
  for (std::size_t offset = 0; offset <= text.size(); ++offset) {
    const lobbykit::SourceLocation at = file.location_of_offset(offset);
    FUZZ_CHECK(at.line == line, "an offset's line counts the line breaks before it");
    if (!invalid) {
      const std::string_view line_text = file.line(line);
      const std::size_t in_line = std::min(offset - line_start, line_text.size());
      const int column = lobbykit::utf8_code_points(line_text, in_line);
      FUZZ_CHECK(at.column == column + 1, "an offset's column counts the code points before it");
    }
    if (offset < text.size() && text[offset] == '\n') {
      ++line;
      line_start = offset + 1;
    }
  }
  const auto diagnostic = file.diagnostic(lobbykit::Severity::kError,
                                          file.location_of_offset(size / 2), "fuzz", "hint");
  FUZZ_CHECK(!lobbykit::format_text(diagnostic).empty(), "a diagnostic prints");
  return 0;
}
