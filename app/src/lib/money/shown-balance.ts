// The balance the top bar shows (SPEC §3): everything the wallet holds,
// converted into the currency the player chose. A chosen currency the
// operator no longer offers, or a special one, falls back to the default.
import { site } from '@content/site';
import { useSession, type Session } from '@/lib/session-store';
import { useChosenCurrency } from './chosen-currency';
import { convertedAmount, valueInDefault } from './conversion';
import { isSpecialCurrency, useCurrencyList, type CurrencyList, type CurrencyOption } from './currency-list';

export interface ShownBalance {
  readonly currency: CurrencyOption;
  /** Minor units of `currency`. */
  readonly minorUnits: number;
}

/** The currency the balance is shown in: the chosen one when offered and money, else the default. */
export function shownCurrency(list: CurrencyList, chosen: string): CurrencyOption | undefined {
  const offered = list.currencies.find(
    (currency) => currency.abbr === chosen && !isSpecialCurrency(currency),
  );
  return (
    offered ??
    list.currencies.find((currency) => currency.abbr === site.defaultCurrency) ??
    list.currencies[0]
  );
}

export function shownBalance(session: Session, list: CurrencyList, chosen: string): ShownBalance | null {
  const currency = shownCurrency(list, chosen);
  if (!currency || session.balance === null) return null;
  const rateOf = (abbr: string) => list.currencies.find((option) => option.abbr === abbr)?.currency_rate;
  // Before /refresh-balance has answered with every currency, the default one alone.
  const held =
    session.balances.length > 0
      ? session.balances
      : [{ currency: session.currency ?? site.defaultCurrency, amount: session.balance }];
  return { currency, minorUnits: convertedAmount(valueInDefault(held, rateOf), currency.currency_rate) };
}

/** The shown balance, or null until the balance and the currency list have loaded. */
export function useShownBalance(): ShownBalance | null {
  const session = useSession();
  const list = useCurrencyList();
  const chosen = useChosenCurrency();
  return list ? shownBalance(session, list, chosen) : null;
}
