// The balances the deposit page lists (SPEC §3): the default currency first
// (held or not), then every other currency the wallet holds, special ones
// (points and coins) with their own icons, in the catalogue's order.
import { site } from '@content/site';
import { isSpecialCurrency, type CurrencyList } from '@/lib/money/currency-list';
import type { Session } from '@/lib/session-store';

export interface BalanceRow {
  readonly abbr: string;
  readonly mark: string;
  /** The currency's icon path, when the catalogue knows the currency. */
  readonly icon: string | null;
  /** Minor units. */
  readonly amount: number;
  readonly special: boolean;
}

/** The rows, or null until the balance has loaded. */
export function balanceRows(
  session: Pick<Session, 'balance' | 'currency' | 'balances'>,
  list: CurrencyList | null,
): BalanceRow[] | null {
  if (session.balance === null && session.balances.length === 0) return null;
  const main = session.currency ?? site.defaultCurrency;
  const held = new Map(session.balances.map(({ currency, amount }) => [currency, amount]));
  if (!held.has(main)) held.set(main, session.balance ?? 0);
  const catalogueOrder = list?.currencies.map((currency) => currency.abbr) ?? [];
  const rank = (abbr: string) => {
    if (abbr === main) return -1;
    const index = catalogueOrder.indexOf(abbr);
    return index === -1 ? catalogueOrder.length : index;
  };
  return [...held.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([abbr, amount]) => {
      const currency = list?.currencies.find((option) => option.abbr === abbr);
      return {
        abbr,
        mark: currency?.mark ?? '',
        icon: currency?.currency_icon ?? null,
        amount,
        special: currency ? isSpecialCurrency(currency) : false,
      };
    });
}
