// A currency as the money components show it (MoneyText, amount messages):
// its code and its mark. Calls name a currency by its code only (a ledger
// entry, a game round, a vault or withdrawal row), so the mark comes from the
// app's own catalogue (@content/currencies); a code the catalogue lacks shows
// as itself, without a mark.
import { currencies } from '@content/currencies';

export interface CurrencyDisplay {
  readonly abbr: string;
  readonly mark: string;
}

export function currencyDisplay(abbr: string): CurrencyDisplay {
  const known = currencies.find((currency) => currency.abbr === abbr);
  return { abbr, mark: known?.mark ?? '' };
}
