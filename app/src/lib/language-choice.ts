// The language choice rule of SPEC §4: the stored language, else the
// browser's; zh-CN becomes zh; zh-HK, zh-TW and zh-MO become zh-HK; fil
// becomes tl; otherwise the primary language subtag. Two fixes on the
// original: "the first two letters" turned fil into fi (Finnish), so the
// primary subtag is matched instead; and a language we do not ship falls
// back to the default instead of leaving the player without messages.

const traditionalChinese = new Set(['hk', 'tw', 'mo', 'hant']);

/** The shipped tag a browser or stored tag maps to (which may not be shipped). */
export function mapLanguageTag(tag: string): string {
  const [primary = '', ...rest] = tag.toLowerCase().split(/[-_]/);
  if (primary === 'zh') return rest.some((subtag) => traditionalChinese.has(subtag)) ? 'zh-HK' : 'zh';
  if (primary === 'fil') return 'tl';
  return primary;
}

/**
 * The language to show.
 * @param stored the player's earlier choice, if any
 * @param browser the browser's preferred languages, most preferred first
 * @param available the languages the site ships
 * @param fallback used when nothing else matches
 */
export function chooseLanguage<Tag extends string>(
  stored: string | null,
  browser: readonly string[],
  available: readonly Tag[],
  fallback: Tag,
): Tag {
  const shipped = (tag: string): Tag | undefined => available.find((candidate) => candidate === tag);
  if (stored) {
    const kept = shipped(stored) ?? shipped(mapLanguageTag(stored));
    if (kept) return kept;
  }
  for (const tag of browser) {
    const match = shipped(mapLanguageTag(tag));
    if (match) return match;
  }
  return fallback;
}
