#include "i18n/untranslated_text.h"

#include <unicode/uchar.h>

#include <algorithm>

#include "i18n/code_points.h"

namespace lobbykit::i18n {

namespace {

/// Runs of letters in `text`.
std::vector<std::u32string> words(const std::string& text) {
  std::vector<std::u32string> out;
  std::u32string word;
  for (char32_t c : decode_utf8(text) + U' ') {
    if (u_isalpha(static_cast<UChar32>(c))) {
      word += c;
    } else if (!word.empty()) {
      out.push_back(std::move(word));
      word.clear();
    }
  }
  return out;
}

bool is_acronym(const std::u32string& word) {
  return word.size() >= 2 && std::all_of(word.begin(), word.end(), [](char32_t c) {
           return u_isupper(static_cast<UChar32>(c)) != 0;
         });
}

}  // namespace

bool identical_text_is_suspicious(const Elements& english, bool latin_script) {
  std::size_t total = 0, acronyms = 0, longest_piece = 0;
  for_each_element(english, [&](const Element& element) {
    if (element.type != ElementType::kLiteral) return;
    auto piece = words(element.value);
    total += piece.size();
    acronyms += static_cast<std::size_t>(std::count_if(piece.begin(), piece.end(), is_acronym));
    longest_piece = std::max(longest_piece, piece.size());
  });
  if (total == 0 || acronyms == total) return false;
  return !(latin_script && longest_piece <= 1);
}

}  // namespace lobbykit::i18n
