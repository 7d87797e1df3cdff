// myPageDetails: the player's details from /user/details: user id,
// nickname (changed on ProfileInfo), VIP level, registration date, the
// mobile number with its area code and whether it is verified, the email
// (each added or verified on ManageAccount, linked from here), and the
// birthday, which the player sets here once.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DateTime } from '@/components/date-time/date-time';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { SignInPrompt } from '@/components/sign-in-prompt/sign-in-prompt';
import { useMessage } from '@/components/use-message';
import { pageTitleKeys } from '@/config/page-titles';
import { manageAccountPath, pagePath } from '@/config/paths';
import { useUserDetails, type UserDetails } from '@/lib/api/user-details';
import { isSignedIn, useSession } from '@/lib/session-store';
import { BirthdaySection } from '@/features/profile/components/birthday-section';
import '@/features/profile/profile.css';

export default function DetailsPage() {
  const t = useMessage();
  const session = useSession();
  const title = t(pageTitleKeys.myPageDetails);
  if (!isSignedIn(session)) return <SignInPrompt title={title} text={t('account.details.signInPrompt')} />;
  return (
    <div className="profile-page">
      <h1 className="profile-page__title">{title}</h1>
      <DetailsView key={session.token} />
    </div>
  );
}

function DetailsView() {
  const t = useMessage();
  const { details, failed, reload, replace } = useUserDetails();
  if (failed)
    return (
      <div className="profile-page__message" role="alert">
        <p>{t('account.details.loadFailed')}</p>
        <button type="button" className="button button--ghost" onClick={reload}>
          {t('errors.tryAgain')}
        </button>
      </div>
    );
  if (!details)
    return (
      <div className="profile-page__message">
        <LoadingSpinner label={t('common.loading')} />
      </div>
    );
  return (
    <>
      <dl className="details-list">
        <Detail term={t('account.details.userId')}>{details.userId}</Detail>
        <Detail
          term={t('account.details.nickname')}
          action={<Link to={pagePath('ProfileInfo')}>{t('avatarMenu.profileInfo')}</Link>}
        >
          <bdi>{details.nickName}</bdi>
        </Detail>
        <Detail term={t('account.details.vip')}>{t('avatarMenu.vipLevel', { level: details.vip })}</Detail>
        <Detail term={t('account.details.joined')}>
          <DateTime seconds={details.registeredAt} />
        </Detail>
        <MobileDetail details={details} />
        <Detail
          term={t('account.details.email')}
          action={
            <Link to={manageAccountPath('email')}>
              {t(details.email ? 'account.manage.changeEmail' : 'account.manage.bindEmail')}
            </Link>
          }
        >
          {details.email ? (
            <>
              <bdi>{details.email}</bdi> <VerifiedMark verified />
            </>
          ) : (
            <span className="details-list__empty">{t('account.details.notAdded')}</span>
          )}
        </Detail>
      </dl>
      <BirthdaySection birthday={details.birthday} onSaved={replace} onStale={reload} />
    </>
  );
}

function Detail({ term, action, children }: { term: string; action?: ReactNode; children: ReactNode }) {
  return (
    <div className="details-list__row">
      <dt>{term}</dt>
      <dd>
        <span className="details-list__value">{children}</span>
        {action}
      </dd>
    </div>
  );
}

function MobileDetail({ details }: { readonly details: UserDetails }) {
  const t = useMessage();
  const { areaCode, mobile, mobileVerified } = details;
  const action = !mobile
    ? 'account.manage.bindMobile'
    : mobileVerified
      ? 'account.manage.changeMobile'
      : 'account.manage.verifyMobile';
  return (
    <Detail
      term={t('account.details.mobile')}
      action={<Link to={manageAccountPath('mobile')}>{t(action)}</Link>}
    >
      {mobile ? (
        <>
          <bdi dir="ltr">{`+${areaCode ?? ''} ${mobile}`}</bdi> <VerifiedMark verified={mobileVerified} />
        </>
      ) : (
        <span className="details-list__empty">{t('account.details.notAdded')}</span>
      )}
    </Detail>
  );
}

/** "Verified" or "Not verified" beside a contact. */
function VerifiedMark({ verified }: { readonly verified: boolean }) {
  const t = useMessage();
  return (
    <span className="verified-mark" data-verified={verified}>
      {t(verified ? 'account.details.verified' : 'account.details.unverified')}
    </span>
  );
}
