// A region of the bank lists in the player's language. The sandbox answers
// ISO 3166-1 alpha-2 codes (BD, JP, HK...) with an English name, so the
// browser's Intl.DisplayNames names each in the player's language; the
// English name stands in where the browser has none.
import { useCallback } from 'react';
import { useLocale } from '@/lib/locale';
import { searchForm } from './bank-search';

const displayNames = new Map<string, Intl.DisplayNames | null>();

function regionNames(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      // A browser without region names for this language keeps the English ones.
    }
    displayNames.set(locale, names);
  }
  return displayNames.get(locale) ?? null;
}

export function regionName(
  locale: string,
  region: { readonly region: string; readonly name: string },
): string {
  try {
    return regionNames(locale)?.of(region.region) ?? region.name;
  } catch {
    return region.name;
  }
}

/** Names regions in the player's language. */
export function useRegionName(): (region: { readonly region: string; readonly name: string }) => string {
  const { locale } = useLocale();
  return useCallback((region) => regionName(locale, region), [locale]);
}

/** The regions whose translated name, English name or code contains the query (case and accents ignored). */
export function searchRegions<R extends { readonly region: string; readonly name: string }>(
  regions: readonly R[],
  query: string,
  nameOf: (region: R) => string,
): readonly R[] {
  const wanted = searchForm(query.trim());
  if (wanted === '') return regions;
  return regions.filter((region) =>
    [nameOf(region), region.name, region.region].some((text) => searchForm(text).includes(wanted)),
  );
}
