// The /recharge/channel answer a test's sandbox gives: the content's own
// currencies, as the sandbox serves them, with one limit row per method.
import { currencies } from '@content/currencies';
import type { CurrencyList } from '@/lib/money/currency-list';

export const currencyListFixture: CurrencyList = {
  currencies: currencies.map((currency) => ({
    id: currency.id,
    abbr: currency.abbr,
    mark: currency.mark,
    name: currency.name,
    type: currency.type,
    digits: currency.digits,
    methods: [...currency.methods],
    currency_icon: currency.icon.src,
    currency_rate: currency.rate,
  })),
  methodLimits: currencies.flatMap((currency) =>
    currency.type === 1
      ? currency.methods.map((method) => ({ currency: currency.abbr, method, min: 1000, max: 500_000 }))
      : [],
  ),
};
