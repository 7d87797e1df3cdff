// The currencies the operator offers (SPEC §7 /recharge/channel: the default
// first) with each deposit method's limits, loaded once per visit when first
// asked for and kept; a failed load is retried on the next ask.
import type { CallData } from '@/lib/api/api-types';
import { callApi } from '@/lib/api-client';
import { createStore } from '@/lib/create-store';

export type CurrencyList = CallData<'/recharge/channel'>;
export type CurrencyOption = CurrencyList['currencies'][number];
export type MethodLimit = CurrencyList['methodLimits'][number];

/** SPEC §3: types 999, 444 and 555 are special (points and coins with their own icons), not money. */
export const specialCurrencyTypes: readonly number[] = [999, 444, 555];

export function isSpecialCurrency(currency: Pick<CurrencyOption, 'type'>): boolean {
  return specialCurrencyTypes.includes(currency.type);
}

const store = createStore<CurrencyList | null>(null);
let loading: Promise<CurrencyList> | null = null;

export function loadCurrencyList(): Promise<CurrencyList> {
  const loaded = store.get();
  if (loaded) return Promise.resolve(loaded);
  loading ??= callApi('/recharge/channel').then(
    (list) => {
      store.set(list);
      return list;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The list once loaded, else null; reading it starts the load. */
export function useCurrencyList(): CurrencyList | null {
  const list = store.use();
  if (!list) void loadCurrencyList().catch(() => undefined);
  return list;
}

export function findCurrency(list: CurrencyList | null, abbr: string | null): CurrencyOption | undefined {
  return list?.currencies.find((currency) => currency.abbr === abbr);
}

/** The method's limits, or undefined when it takes no deposits. */
export function methodLimit(list: CurrencyList, currency: string, method: string): MethodLimit | undefined {
  return list.methodLimits.find((row) => row.currency === currency && row.method === method);
}

/** Between tests. */
export function forgetCurrencyList(): void {
  store.set(null);
  loading = null;
}
