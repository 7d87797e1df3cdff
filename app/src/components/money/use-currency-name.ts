// A currency's and a deposit method's names in the player's language.
// PENDING: the content gives each currency a translation key (issue 18, item 1);
// until then the catalogue's English name and the method's id.
import { currencies } from '@content/currencies';

export function useCurrencyName(): (abbr: string) => string {
  return (abbr) => currencies.find((currency) => currency.abbr === abbr)?.name ?? abbr;
}

export function usePaymentMethodLabel(): (method: string) => string {
  return (method) => method;
}
