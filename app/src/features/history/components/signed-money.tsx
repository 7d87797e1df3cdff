// An amount with its sign for the player: + (a credit, in the success colour)
// or − (a debit, in the danger colour); the sign is text, read out and seen,
// never the colour alone.
import { MoneyText } from '@/components/money/money-text';
import { currencyDisplay } from '@/lib/money/currency-display';
import type { Sign } from '@/features/history/transaction-kinds';

const signText: Readonly<Record<Sign, string>> = { 1: '+', [-1]: '\u2212', 0: '' };
const signClass: Readonly<Record<Sign, string>> = { 1: 'credit', [-1]: 'debit', 0: 'neutral' };

export interface SignedMoneyProps {
  /** Minor units, not negative: the sign says which way it went. */
  readonly minorUnits: number;
  readonly sign: Sign;
  readonly currency: string;
}

export function SignedMoney({ minorUnits, sign, currency }: SignedMoneyProps) {
  return (
    <bdi className={`signed-money signed-money--${signClass[sign]}`}>
      {signText[sign]}
      <MoneyText minorUnits={minorUnits} currency={currencyDisplay(currency)} />
    </bdi>
  );
}
