// A currency's and a deposit method's names in the player's language, from the
// translation keys the content gives them (currencies.yaml's nameKey, and the
// labelKey of each of its paymentMethods; the toolchain checks that en.yaml has
// every one). The sandbox answers codes and method ids as strings, so each is
// looked up here, once.
import { currencies, paymentMethods } from '@content/currencies';
import { useCallback } from 'react';
import { useContentLabel } from '@/components/use-message';

/** The translated name of the currency `abbr`; a code the catalogue lacks shows as itself. */
export function useCurrencyName(): (abbr: string) => string {
  const label = useContentLabel();
  return useCallback(
    (abbr: string) => {
      const currency = currencies.find((candidate) => candidate.abbr === abbr);
      return currency ? label(currency.nameKey) : abbr;
    },
    [label],
  );
}

/** The translated label of the deposit method `method`; an id the catalogue lacks shows as itself. */
export function usePaymentMethodLabel(): (method: string) => string {
  const label = useContentLabel();
  return useCallback(
    (method: string) => {
      const found = paymentMethods.find((candidate) => candidate.id === method);
      return found ? label(found.labelKey) : method;
    },
    [label],
  );
}
