// A promotion's body and terms: one generated module per promotion
// (@content/promotion-bodies/<id>.ts), each its own chunk, loaded only when
// its details page opens.
import type { LocaleTag } from '@content/locales';
import type { RichBlock } from '@content/rich-text';

export interface PromotionBody {
  readonly body: readonly RichBlock[];
  readonly terms: readonly RichBlock[];
}

export type PromotionBodies = { readonly en: PromotionBody } & Readonly<
  Partial<Record<LocaleTag, PromotionBody>>
>;

const bodyModules = import.meta.glob<PromotionBodies>('@content/promotion-bodies/*.ts', {
  import: 'bodies',
});

function bodyModule(id: string) {
  return Object.entries(bodyModules).find(([path]) => path.endsWith(`/${id}.ts`))?.[1];
}

export function hasPromotionBodies(id: string): boolean {
  return bodyModule(id) !== undefined;
}

/** The promotion's bodies by language, or undefined when the content has no module for it. */
export function loadPromotionBodies(id: string): Promise<PromotionBodies> | undefined {
  return bodyModule(id)?.();
}
