// The currency the player reads their balance in (the top bar's selector,
// the currency popup, the settings panel): kept across reloads on this
// device, the default currency until chosen.
import { site } from '@content/site';
import { createStore } from '@/lib/create-store';
import { readPreference, writePreference } from '@/lib/stored-preference';

const storageKey = 'lobbykit.currency';

const store = createStore<string>(readPreference(storageKey) || site.defaultCurrency);

export const useChosenCurrency = store.use;
export const getChosenCurrency = store.get;

export function chooseCurrency(abbr: string): void {
  writePreference(storageKey, abbr);
  store.set(abbr);
}

/** Back to the default currency, forgetting the choice (between tests). */
export function forgetChosenCurrency(): void {
  store.set(site.defaultCurrency);
}
