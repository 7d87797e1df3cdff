import { currencyDisplay } from './currency-display';

describe('currencyDisplay', () => {
  it('gives a known currency its catalogue mark', () => {
    expect(currencyDisplay('USDT')).toEqual({ abbr: 'USDT', mark: '₮' });
    expect(currencyDisplay('BDT')).toEqual({ abbr: 'BDT', mark: '৳' });
  });

  it('shows a code the catalogue lacks as itself, without a mark', () => {
    expect(currencyDisplay('XYZ')).toEqual({ abbr: 'XYZ', mark: '' });
  });
});
