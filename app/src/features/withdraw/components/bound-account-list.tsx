// The bank accounts and wallets the player has bound, each as its bank and
// masked number with the holder's name.
import { useMessage } from '@/components/use-message';
import { bankNameOf, lastDigits, maskAccountNumber } from '@/features/withdraw/account-display';
import type { BoundAccount } from '@/features/withdraw/api/withdraw-binding';

export function BoundAccountList({
  accounts,
  labelledBy,
}: {
  readonly accounts: readonly BoundAccount[];
  readonly labelledBy: string;
}) {
  const t = useMessage();
  if (accounts.length === 0) return <p className="withdraw-section__empty">{t('withdraw.bindFirst')}</p>;
  return (
    <ul className="bound-accounts" aria-labelledby={labelledBy}>
      {accounts.map((account) => (
        <li key={account.bankAccountId} className="bound-account">
          <span className="bound-account__bank">{bankNameOf(account.region, account.bankCode)}</span>
          <span className="account-number" dir="ltr" aria-hidden="true">
            {maskAccountNumber(account.accountNumber)}
          </span>
          <span className="visually-hidden">
            {t('withdraw.accountEnding', { digits: lastDigits(account.accountNumber) })}
          </span>
          <span className="bound-account__holder">{account.holderName}</span>
        </li>
      ))}
    </ul>
  );
}
