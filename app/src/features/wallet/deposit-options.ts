// What can be deposited (/recharge/channel): a currency's methods that have
// limits (a method without a methodLimits row takes no deposits), and the
// currencies with at least one such method; the special currencies of SPEC
// §3 (points and coins) are never deposited.
import { site } from '@content/site';
import {
  isSpecialCurrency,
  methodLimit,
  type CurrencyList,
  type CurrencyOption,
} from '@/lib/money/currency-list';

export interface DepositMethod {
  readonly method: string;
  /** Minor units, inclusive. */
  readonly min: number;
  /** Minor units, inclusive. */
  readonly max: number;
}

export interface DepositCurrency {
  readonly currency: CurrencyOption;
  /** In the catalogue's order; never empty. */
  readonly methods: readonly DepositMethod[];
}

export function depositCurrencies(list: CurrencyList): DepositCurrency[] {
  return list.currencies.flatMap((currency) => {
    if (isSpecialCurrency(currency)) return [];
    const methods = currency.methods.flatMap((method) => {
      const limit = methodLimit(list, currency.abbr, method);
      return limit ? [{ method, min: limit.min, max: limit.max }] : [];
    });
    return methods.length > 0 ? [{ currency, methods }] : [];
  });
}

/** The currency the form starts with: the one the player reads their balance in when it takes deposits, else the default. */
export function initialDepositCurrency(
  options: readonly DepositCurrency[],
  chosen: string,
): string | undefined {
  const pick =
    options.find((option) => option.currency.abbr === chosen) ??
    options.find((option) => option.currency.abbr === site.defaultCurrency) ??
    options[0];
  return pick?.currency.abbr;
}
