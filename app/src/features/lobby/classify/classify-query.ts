// classify's query (SPEC §2): Leixing 1 = a category, 3 = hot games; index =
// the chosen filter tab; category = the category listed (Leixing 1). A link
// typed or edited by hand must still open a page, so anything unreadable
// falls back to the first tab of a category (the page checks the category).
import type { ClassifyKind } from '@/config/paths';

export interface ClassifyQuery {
  readonly kind: ClassifyKind;
  readonly index: number;
  /** The category named by the address, unchecked; null if none (or for hot games). */
  readonly category: string | null;
}

export function parseClassifyQuery(search: URLSearchParams): ClassifyQuery {
  const kind: ClassifyKind = search.get('Leixing') === '3' ? 3 : 1;
  const indexText = search.get('index') ?? '';
  const index = /^\d{1,6}$/.test(indexText) ? Number(indexText) : 0;
  const category = kind === 1 ? search.get('category') || null : null;
  return { kind, index, category };
}
