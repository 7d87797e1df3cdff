// What a mail says, in the player's language: a mail the sandbox wrote itself
// carries a template (openapi MailTemplate), shown as the translations
// mail.<key>.title and mail.<key>.body with its values (an amount, in minor
// units, formatted as the app formats money before it goes into the message);
// any other mail (an operator's) shows its title and content as sent. A
// template whose key or values the app does not know shows as sent too.
import type { MessageArgs, MessageKey } from '@content/messages';
import { currencyDisplay } from '@/lib/money/currency-display';
import { formatMoney } from '@/lib/money/money-format';
import type { MailItem } from './mail-lists';

export interface MailText {
  readonly title: string;
  readonly body: string;
}

/** The app's message formatting (components/use-message's). */
export type Translate = <K extends MessageKey>(key: K, ...args: MessageArgs<K>) => string;
type Values = Readonly<Record<string, string | number>>;

/** The amount and currency values, the amount formatted; null when either is missing. */
function moneyValues(values: Values, locale: string): { amount: string; currency: string } | null {
  const { amount, currency } = values;
  if (typeof amount !== 'number' || typeof currency !== 'string') return null;
  return { amount: formatMoney(amount, locale, currencyDisplay(currency).mark), currency };
}

/** The translated text of a template, or null when the app cannot show it. */
export function templateText(
  template: NonNullable<MailItem['template']>,
  t: Translate,
  locale: string,
): MailText | null {
  const values: Values = template.values;
  switch (template.key) {
    case 'welcome':
      return { title: t('mail.welcome.title'), body: t('mail.welcome.body') };
    case 'deposit': {
      const money = moneyValues(values, locale);
      return money && { title: t('mail.deposit.title'), body: t('mail.deposit.body', money) };
    }
    case 'withdrawalApproved': {
      const money = moneyValues(values, locale);
      return (
        money && {
          title: t('mail.withdrawalApproved.title'),
          body: t('mail.withdrawalApproved.body', money),
        }
      );
    }
    case 'withdrawalRejected': {
      const money = moneyValues(values, locale);
      return (
        money && {
          title: t('mail.withdrawalRejected.title'),
          body: t('mail.withdrawalRejected.body', money),
        }
      );
    }
    case 'levelUp': {
      const { vip } = values;
      if (typeof vip !== 'number' && typeof vip !== 'string') return null;
      return { title: t('mail.levelUp.title', { vip }), body: t('mail.levelUp.body', { vip }) };
    }
    default:
      return null;
  }
}

/** A mail's text as the player reads it. */
export function mailText(mail: MailItem, t: Translate, locale: string): MailText {
  return (
    (mail.template && templateText(mail.template, t, locale)) ?? { title: mail.title, body: mail.content }
  );
}
