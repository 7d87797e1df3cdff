// SPEC §3: a converted amount is the balance divided by the currency's rate,
// where a currency's rate is the value of one of its units in the default
// currency. A player holding several currencies sees what all of them are
// worth together, in the currency they chose.

export interface RatedAmount {
  readonly currency: string;
  /** Minor units of `currency`. */
  readonly amount: number;
}

/** An amount in default-currency minor units, shown in a currency of `rate`: whole minor units. */
export function convertedAmount(defaultMinorUnits: number, rate: number): number {
  if (!(rate > 0)) return 0;
  return Math.round(defaultMinorUnits / rate);
}

/** What the balances are worth in default-currency minor units; a currency without a rate counts nothing. */
export function valueInDefault(
  balances: readonly RatedAmount[],
  rateOf: (currency: string) => number | undefined,
): number {
  let total = 0;
  for (const { currency, amount } of balances) {
    const rate = rateOf(currency);
    if (rate !== undefined && rate > 0) total += amount * rate;
  }
  return Math.round(total);
}
