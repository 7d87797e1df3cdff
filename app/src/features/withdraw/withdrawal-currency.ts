// What the player can withdraw, and in which currency.
//
// The rule: a withdrawal to an account of a region is made in that region's
// currency (BDT for Bangladesh, JPY for Japan) when the player holds a
// balance above 0 in it, and otherwise in the default currency (the one the
// server keeps the balance in, USDT). The withdrawable amount is the whole
// balance of that currency; the special currencies (SPEC §3 types 999, 444,
// 555: points and coins) are not money and are never withdrawn.
import { currencies } from '@content/currencies';
import { site } from '@content/site';
import { isSpecialCurrency } from '@/lib/money/currency-list';
import type { Session } from '@/lib/session-store';

export interface HeldBalance {
  readonly currency: string;
  /** Minor units. */
  readonly amount: number;
}

function isMoney(abbr: string): boolean {
  const known = currencies.find((currency) => currency.abbr === abbr);
  return !known || !isSpecialCurrency(known);
}

export function defaultCurrencyOf(session: Pick<Session, 'currency'>): string {
  return session.currency ?? site.defaultCurrency;
}

/**
 * The money the player holds, each currency above 0, the default currency
 * first; before /refresh-balance has answered with every currency, the
 * default currency's balance alone.
 */
export function withdrawableBalances(
  session: Pick<Session, 'balance' | 'balances' | 'currency'>,
): readonly HeldBalance[] {
  const defaultCurrency = defaultCurrencyOf(session);
  const held =
    session.balances.length > 0
      ? session.balances
      : session.balance !== null
        ? [{ currency: defaultCurrency, amount: session.balance }]
        : [];
  return held
    .filter((balance) => balance.amount > 0 && isMoney(balance.currency))
    .sort((a, b) => Number(b.currency === defaultCurrency) - Number(a.currency === defaultCurrency));
}

/** The currency of a withdrawal to an account of a region whose currency is `regionCurrency` (the rule above). */
export function withdrawalCurrency(
  regionCurrency: string | undefined,
  held: readonly HeldBalance[],
  defaultCurrency: string,
): string {
  const holdsRegionCurrency = held.some(
    (balance) => balance.currency === regionCurrency && balance.amount > 0,
  );
  return holdsRegionCurrency && regionCurrency ? regionCurrency : defaultCurrency;
}

/** The balance of `currency` the player can withdraw, minor units. */
export function withdrawableAmount(held: readonly HeldBalance[], currency: string): number {
  return held.find((balance) => balance.currency === currency)?.amount ?? 0;
}
