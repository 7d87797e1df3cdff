// How an amount of money reads (SPEC §3, §9): minor units divided by 100 to
// 2 decimals, grouped and with the digits of the player's language
// (Intl.NumberFormat), after the currency's mark.
import { site } from '@content/site';

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = formatters.get(locale);
  if (!format) {
    const { decimals } = site.balance;
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(locale, format);
  }
  return format;
}

/** The figure alone: 123456 in en reads "1,234.56", in de "1.234,56". */
export function formatAmount(minorUnits: number, locale: string): string {
  return numberFormat(locale).format(minorUnits / site.balance.minorUnitsPerUnit);
}

/** The figure after the currency's mark: "₮1,234.56". */
export function formatMoney(minorUnits: number, locale: string, mark: string): string {
  return `${mark}${formatAmount(minorUnits, locale)}`;
}
