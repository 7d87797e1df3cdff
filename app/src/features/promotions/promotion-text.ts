// A promotion's words in the player's language, or in English where the
// content has none for it (@/lib/localised-text, shared with the content pages).
import type { LocaleTag } from '@content/locales';
import type { Promotion, PromotionText } from '@content/promotions';
import { inLanguage, type Localised } from '@/lib/localised-text';

export { inLanguage, languageAttributes, type Localised } from '@/lib/localised-text';

export function promotionText(promotion: Promotion, locale: LocaleTag): Localised<PromotionText> {
  return inLanguage(promotion.text, locale);
}
