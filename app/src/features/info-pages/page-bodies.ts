// A content page's body (@content/page-bodies/<id>/<locale>.ts: one language's
// Markdown, compiled by the toolchain into the safe rich-text tree), each its
// own chunk: a page loads only the player's language, English where the
// page is not written in it, and only when it opens.
import type { LocaleTag } from '@content/locales';
import type { ContentPageId } from '@content/pages';
import type { RichBlock } from '@content/rich-text';

/** The bodies loaded, by language: the player's, else English. */
export type PageBodies = Readonly<Partial<Record<LocaleTag, readonly RichBlock[]>>>;

const bodyModules = import.meta.glob<readonly RichBlock[]>('@content/page-bodies/*/*.ts', {
  import: 'body',
});

function bodyModule(id: ContentPageId, locale: LocaleTag) {
  return Object.entries(bodyModules).find(([path]) => path.endsWith(`/${id}/${locale}.ts`))?.[1];
}

export function hasPageBodies(id: ContentPageId): boolean {
  return bodyModule(id, 'en') !== undefined;
}

/** The page's body in `locale` (or English), or undefined when the build has no module for it. */
export function loadPageBodies(id: ContentPageId, locale: LocaleTag): Promise<PageBodies> | undefined {
  const own = bodyModule(id, locale);
  if (own) return own().then((body) => ({ [locale]: body }));
  return bodyModule(id, 'en')?.().then((body) => ({ en: body }));
}
