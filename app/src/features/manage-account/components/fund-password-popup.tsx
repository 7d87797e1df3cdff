// The fund password: set a first one, or change it with the current one
// (the shared six-digit form, components/money/fund-password-setup).
import { FundPasswordSetup } from '@/components/money/fund-password-setup';
import { Popup } from '@/components/popup/popup';
import { useMessage } from '@/components/use-message';

export interface FundPasswordPopupProps {
  /** The player has one: the popup changes it. */
  readonly isSet: boolean;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

export function FundPasswordPopup({ isSet, onClose, onSaved }: FundPasswordPopupProps) {
  const t = useMessage();
  return (
    <Popup
      open
      onClose={onClose}
      title={t(isSet ? 'account.manage.changeFundPassword' : 'account.manage.setFundPassword')}
      className="manage-popup"
    >
      <FundPasswordSetup
        className="manage-form"
        submitClassName="manage-form__submit"
        changing={isSet}
        onSet={onSaved}
      >
        <p className="manage-form__note">{t('account.manage.fundPasswordHint')}</p>
      </FundPasswordSetup>
    </Popup>
  );
}
