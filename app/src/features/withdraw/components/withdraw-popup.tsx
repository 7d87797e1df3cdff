// The withdraw popup, opened with the /withdraw/bind/query answer the
// Withdraw button has just asked for, which decides what it asks first: an
// account to be bound (none yet), then a fund password to be set (none
// yet), then the withdrawal itself.
import { useState } from 'react';
import { FundPasswordSetup } from '@/components/money/fund-password-setup';
import { Popup } from '@/components/popup/popup';
import { useMessage } from '@/components/use-message';
import type { PendingWithdrawal } from '@/features/withdraw/api/request-withdrawal';
import type { WithdrawBinding } from '@/features/withdraw/api/withdraw-binding';
import { WithdrawalForm } from './withdrawal-form';

export interface WithdrawPopupProps {
  readonly open: boolean;
  readonly binding: WithdrawBinding;
  readonly onClose: () => void;
  readonly onAddAccount: () => void;
  readonly onRequested: (withdrawal: PendingWithdrawal) => void;
}

export function WithdrawPopup({ open, binding, onClose, onAddAccount, onRequested }: WithdrawPopupProps) {
  const t = useMessage();
  const [fundPasswordSet, setFundPasswordSet] = useState(binding.fundPasswordSet);
  const [justSet, setJustSet] = useState(false);
  const title =
    binding.accounts.length > 0 && !fundPasswordSet ? t('withdraw.setFundPassword') : t('withdraw.title');
  return (
    <Popup open={open} onClose={onClose} title={title} className="withdraw-popup">
      {binding.accounts.length === 0 ? (
        <div className="withdraw-form">
          <p>{t('withdraw.bindFirst')}</p>
          <button
            type="button"
            className="button button--primary withdraw-form__submit"
            onClick={onAddAccount}
          >
            {t('withdraw.addAccount')}
          </button>
        </div>
      ) : !fundPasswordSet ? (
        <FundPasswordSetup
          className="withdraw-form"
          submitClassName="withdraw-form__submit"
          onSet={() => {
            setFundPasswordSet(true);
            setJustSet(true);
          }}
        >
          <p>{t('withdraw.setFundPasswordText')}</p>
        </FundPasswordSetup>
      ) : (
        <WithdrawalForm
          accounts={binding.accounts}
          regions={binding.regions}
          notice={justSet ? t('withdraw.fundPasswordSaved') : ''}
          onRequested={onRequested}
        />
      )}
    </Popup>
  );
}
