// Search text in one comparable form: compatibility-decomposed (full-width
// letters and half-width kana become ordinary ones), combining marks removed
// (é matches e, Arabic vowel signs and Thai tone marks are ignored, が matches
// か), lower-cased and with runs of spaces collapsed. Both the query and what it
// searches go through this, so any script compares like for like.
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();
}
