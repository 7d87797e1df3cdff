// A content page's body (@content/page-bodies/<id>.ts: every language's
// Markdown, compiled by the toolchain into the safe rich-text tree), each
// page's its own chunk, loaded only when that page opens.
import type { LocaleTag } from '@content/locales';
import type { ContentPageId } from '@content/pages';
import type { RichBlock } from '@content/rich-text';

export type PageBodies = { readonly en: readonly RichBlock[] } & Readonly<
  Partial<Record<LocaleTag, readonly RichBlock[]>>
>;

const bodyModules = import.meta.glob<PageBodies>('@content/page-bodies/*.ts', { import: 'bodies' });

function bodyModule(id: ContentPageId) {
  return Object.entries(bodyModules).find(([path]) => path.endsWith(`/${id}.ts`))?.[1];
}

export function hasPageBodies(id: ContentPageId): boolean {
  return bodyModule(id) !== undefined;
}

/** The page's bodies by language, or undefined when the build has no module for it. */
export function loadPageBodies(id: ContentPageId): Promise<PageBodies> | undefined {
  return bodyModule(id)?.();
}
