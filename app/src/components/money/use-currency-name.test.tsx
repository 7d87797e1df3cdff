import { currencies, paymentMethods } from '@content/currencies';
import { locales } from '@content/locales';
import { screen } from '@testing-library/react';
import { isPlainMessageKey } from '@/lib/message-keys';
import { renderApp, testMessages } from '@/testing/render-app';
import { useCurrencyName, usePaymentMethodLabel } from './use-currency-name';

/** A list of the names of `codes` and the labels of `methods`, each item in its own row. */
function MoneyNames({ codes, methods }: { codes: readonly string[]; methods: readonly string[] }) {
  const currencyName = useCurrencyName();
  const methodLabel = usePaymentMethodLabel();
  return (
    <ul>
      {codes.map((code) => (
        <li key={code}>{`${code} · ${currencyName(code)}`}</li>
      ))}
      {methods.map((method) => (
        <li key={method}>{`${method}: ${methodLabel(method)}`}</li>
      ))}
    </ul>
  );
}

const rows = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('useCurrencyName and usePaymentMethodLabel', () => {
  it('name currencies and deposit methods in Japanese', () => {
    renderApp(<MoneyNames codes={['JPY', 'USDT', 'GC']} methods={['bank-transfer', 'paypay', 'trc20']} />, {
      locale: 'ja',
    });
    expect(rows()).toEqual([
      'JPY · 日本円',
      'USDT · テザー',
      'GC · ゴールドコイン',
      'bank-transfer: 銀行振込',
      'paypay: PayPay',
      'trc20: TRC20（トロン）',
    ]);
  });

  it('name currencies and deposit methods in Arabic', () => {
    renderApp(<MoneyNames codes={['JPY', 'BDT']} methods={['bank-transfer', 'bkash', 'card']} />, {
      locale: 'ar',
    });
    expect(rows()).toEqual([
      'JPY · ين ياباني',
      'BDT · تاكا بنغلاديشي',
      'bank-transfer: تحويل بنكي',
      'bkash: bKash',
      'card: بطاقة بنكية',
    ]);
  });

  it('show a code or method id the catalogue lacks as it is', () => {
    renderApp(<MoneyNames codes={['XYZ']} methods={['cheque']} />, { locale: 'de' });
    expect(rows()).toEqual(['XYZ · XYZ', 'cheque: cheque']);
  });
});

describe('the currency catalogue’s translation keys', () => {
  it('give every currency a name and every deposit method a label in every locale', () => {
    for (const { tag } of locales) {
      const table = testMessages(tag);
      expect(
        currencies.filter(({ nameKey }) => !isPlainMessageKey(nameKey, table)).map(({ abbr }) => abbr),
      ).toEqual([]);
      expect(
        paymentMethods.filter(({ labelKey }) => !isPlainMessageKey(labelKey, table)).map(({ id }) => id),
      ).toEqual([]);
    }
  });

  it('list a label for every method a currency names', () => {
    const labelled = new Set(paymentMethods.map(({ id }) => id));
    const named = currencies.flatMap(({ methods }) => methods);
    expect(named.filter((method) => !labelled.has(method))).toEqual([]);
    expect(named.length).toBeGreaterThan(0);
  });
});
