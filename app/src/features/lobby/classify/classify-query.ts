// classify's query (SPEC §2): Leixing 1 = a category, 3 = hot games; index =
// the chosen filter tab. A link typed or edited by hand must still open a
// page, so anything unreadable falls back to the first tab of a category.
import type { ClassifyKind } from '@/config/paths';

export interface ClassifyQuery {
  readonly kind: ClassifyKind;
  readonly index: number;
}

export function parseClassifyQuery(search: URLSearchParams): ClassifyQuery {
  const kind: ClassifyKind = search.get('Leixing') === '3' ? 3 : 1;
  const indexText = search.get('index') ?? '';
  const index = /^\d{1,6}$/.test(indexText) ? Number(indexText) : 0;
  return { kind, index };
}
