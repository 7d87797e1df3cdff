#include "i18n/pseudo_locale.h"

#include <string_view>

#include "i18n/bidi_isolation.h"
#include "i18n/code_points.h"

namespace lobbykit::i18n {

namespace {

constexpr std::u32string_view kPlain = U"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
constexpr std::u32string_view kAccented = U"åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ";
constexpr std::u32string_view kVowels = U"aeiouyAEIOUY";

bool is_ascii_letter(char32_t c) { return kPlain.find(c) != std::u32string_view::npos; }

std::string accent_and_expand(const std::string& text) {
  std::u32string code_points = decode_utf8(text);
  std::size_t letters = 0, vowels = 0;
  for (char32_t c : code_points) {
    letters += is_ascii_letter(c);
    vowels += kVowels.find(c) != std::u32string_view::npos;
  }
  std::size_t extra = (letters * 2 + 2) / 5;  // 40%, rounded
  std::u32string out;
  std::size_t vowel_index = 0;
  for (char32_t c : code_points) {
    std::size_t letter = kPlain.find(c);
    char32_t shown = letter == std::u32string_view::npos ? c : kAccented[letter];
    out += shown;
    if (kVowels.find(c) != std::u32string_view::npos) {
      // Spread the extra letters over the vowels: vowel i gets its share.
      std::size_t share = extra / vowels + (vowel_index < extra % vowels ? 1 : 0);
      out.append(share, shown);
      ++vowel_index;
    }
  }
  if (vowels == 0) out.append(extra, U'~');
  return encode_utf8(out);
}

Elements transform(const Elements& elements) {
  Elements out;
  for (const auto& element : elements) {
    Element copy = element;
    if (copy.type == ElementType::kLiteral) copy.value = accent_and_expand(copy.value);
    for (auto& option : copy.options) option.value = transform(option.value);
    copy.children = transform(copy.children);
    out.push_back(std::move(copy));
  }
  return out;
}

}  // namespace

Elements pseudo_localize(const Elements& elements) {
  Elements out;
  out.push_back({.type = ElementType::kLiteral, .value = "["});
  for (auto& element : transform(elements)) out.push_back(std::move(element));
  out.push_back({.type = ElementType::kLiteral, .value = "]"});
  return merge_literals(std::move(out));
}

}  // namespace lobbykit::i18n
