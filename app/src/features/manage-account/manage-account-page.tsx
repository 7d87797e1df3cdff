// ManageAccount: a row per thing the player secures (login password, fund
// password, mobile number, email), each opening its popup. Which popup is
// open is in the address (?open=…, config/paths manageAccountPath), so the
// details page links straight to one and a reload keeps it, with its
// verification-code countdown. What the rows show comes from /user/details;
// each popup's success is a toast and the row changes at once.
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { SignInPrompt } from '@/components/sign-in-prompt/sign-in-prompt';
import { Toast } from '@/components/toast/toast';
import { useMessage } from '@/components/use-message';
import { pageTitleKeys } from '@/config/page-titles';
import { manageAccountPopups, type ManageAccountPopup } from '@/config/paths';
import { useUserDetails, type UserDetails } from '@/lib/api/user-details';
import { isSignedIn, useSession } from '@/lib/session-store';
import { BindContactPopup, bindTitleKey } from '@/features/manage-account/components/bind-contact-popup';
import { FundPasswordPopup } from '@/features/manage-account/components/fund-password-popup';
import { LoginPasswordPopup } from '@/features/manage-account/components/login-password-popup';
import '@/features/manage-account/manage-account.css';

export default function ManageAccountPage() {
  const t = useMessage();
  const session = useSession();
  const title = t(pageTitleKeys.ManageAccount);
  if (!isSignedIn(session)) return <SignInPrompt title={title} text={t('account.manage.signInPrompt')} />;
  return (
    <div className="manage-page">
      <h1 className="manage-page__title">{title}</h1>
      <ManageAccountView key={session.token} />
    </div>
  );
}

function ManageAccountView() {
  const t = useMessage();
  const { details, failed, reload, replace } = useUserDetails();
  const [params, setParams] = useSearchParams();
  const [toast, setToast] = useState<string | null>(null);
  const open = manageAccountPopups.find((popup) => popup === params.get('open')) ?? null;
  const show = (popup: ManageAccountPopup | null) =>
    setParams(popup ? { open: popup } : {}, { replace: true });
  const done = (message: string, next?: UserDetails) => {
    if (next) replace(next);
    show(null);
    setToast(message);
  };

  return (
    <>
      <ul className="manage-rows">
        <Row
          title={t('account.manage.loginPassword')}
          value={<span aria-hidden="true">••••••••</span>}
          action={t('account.manage.changeLoginPassword')}
          onOpen={() => show('login-password')}
        />
        {details && (
          <>
            <Row
              title={t('account.manage.fundPassword')}
              value={t(
                details.fundPasswordSet
                  ? 'account.manage.fundPasswordIsSet'
                  : 'account.manage.fundPasswordNotSet',
              )}
              action={t(
                details.fundPasswordSet
                  ? 'account.manage.changeFundPassword'
                  : 'account.manage.setFundPassword',
              )}
              onOpen={() => show('fund-password')}
            />
            <Row
              title={t('account.details.mobile')}
              value={
                <ContactValue
                  contact={details.mobile && `+${details.areaCode ?? ''} ${details.mobile}`}
                  verified={details.mobileVerified}
                />
              }
              action={t(bindTitleKey('mobile', details))}
              onOpen={() => show('mobile')}
            />
            <Row
              title={t('account.details.email')}
              value={<ContactValue contact={details.email} verified />}
              action={t(bindTitleKey('email', details))}
              onOpen={() => show('email')}
            />
          </>
        )}
      </ul>
      {failed && (
        <div className="manage-page__message" role="alert">
          <p>{t('account.details.loadFailed')}</p>
          <button type="button" className="button button--ghost" onClick={reload}>
            {t('errors.tryAgain')}
          </button>
        </div>
      )}
      {!details && !failed && (
        <div className="manage-page__message">
          <LoadingSpinner label={t('common.loading')} />
        </div>
      )}
      {open === 'login-password' && (
        <LoginPasswordPopup onClose={() => show(null)} onChanged={() => done(t('account.manage.saved'))} />
      )}
      {open === 'fund-password' && details && (
        <FundPasswordPopup
          isSet={details.fundPasswordSet}
          onClose={() => show(null)}
          onSaved={() =>
            done(
              t(
                details.fundPasswordSet
                  ? 'account.manage.fundPasswordChanged'
                  : 'account.manage.fundPasswordSaved',
              ),
              { ...details, fundPasswordSet: true },
            )
          }
        />
      )}
      {(open === 'mobile' || open === 'email') && details && (
        <BindContactPopup
          channel={open}
          details={details}
          onClose={() => show(null)}
          onBound={(next) =>
            done(t(open === 'mobile' ? 'account.manage.mobileBound' : 'account.manage.emailBound'), next)
          }
        />
      )}
      <Toast message={toast} onHide={() => setToast(null)} />
    </>
  );
}

interface RowProps {
  readonly title: string;
  readonly value: ReactNode;
  /** The button's text, which names what it does ("Change login password"). */
  readonly action: string;
  readonly onOpen: () => void;
}

function Row({ title, value, action, onOpen }: RowProps) {
  return (
    <li className="manage-row">
      <div className="manage-row__text">
        <h2 className="manage-row__title">{title}</h2>
        <p className="manage-row__value">{value}</p>
      </div>
      <button type="button" className="button button--ghost manage-row__action" onClick={onOpen}>
        {action}
      </button>
    </li>
  );
}

function ContactValue({
  contact,
  verified,
}: {
  readonly contact: string | null;
  readonly verified: boolean;
}) {
  const t = useMessage();
  if (!contact) return <span className="manage-row__empty">{t('account.details.notAdded')}</span>;
  return (
    <>
      <bdi dir="ltr">{contact}</bdi>{' '}
      <span className="manage-row__mark" data-verified={verified}>
        {t(verified ? 'account.details.verified' : 'account.details.unverified')}
      </span>
    </>
  );
}
