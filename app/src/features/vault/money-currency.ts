// The mark and code MoneyText shows for a currency the server names; a code
// the catalogue does not know shows as itself.
import { currencies } from '@content/currencies';

export interface ShownCurrency {
  readonly abbr: string;
  readonly mark: string;
}

export function shownCurrency(abbr: string): ShownCurrency {
  return currencies.find((currency) => currency.abbr === abbr) ?? { abbr, mark: '' };
}
