// Bonus-Logoin (SPEC §2, side-menu code 16): the signed-in player's way to
// every reward they hold: applications, betting rebates, the VIP club, the
// promotions, and the daily sign-in popup. A visitor is asked to sign in.
import { Link } from 'react-router';
import { SignInPrompt } from '@/components/sign-in-prompt/sign-in-prompt';
import { useMessage } from '@/components/use-message';
import { pageTitleKeys } from '@/config/page-titles';
import { pagePath, type PageName } from '@/config/paths';
import type { PlainMessageKey } from '@/lib/message-keys';
import { openRewardPopup } from '@/lib/rewards/reward-popup';
import { isSignedIn, useSession } from '@/lib/session-store';
import '@/features/promotions/promotions.css';

const entries: readonly { readonly page: PageName; readonly text: PlainMessageKey }[] = [
  { page: 'ApplicationActivitiesList', text: 'promotions.bonusLogin.applications' },
  { page: 'Bettingrebates', text: 'promotions.bonusLogin.rebates' },
  { page: 'VipClubsNew', text: 'promotions.bonusLogin.vip' },
  { page: 'Bonus', text: 'promotions.bonusLogin.promotions' },
];

export default function BonusLoginPage() {
  const t = useMessage();
  if (!isSignedIn(useSession()))
    return <SignInPrompt title={t(pageTitleKeys['Bonus-Logoin'])} text={t('promotions.bonusLogin.signIn')} />;
  return (
    <div className="bonus-login">
      <h1 className="promotions__title">{t(pageTitleKeys['Bonus-Logoin'])}</h1>
      <p className="bonus-cabinet__lead">{t('promotions.bonusLogin.lead')}</p>
      <ul className="bonus-login__list">
        {entries.map(({ page, text }) => (
          <li key={page}>
            <Link className="bonus-login__entry" to={pagePath(page)}>
              <span className="bonus-login__name">{t(pageTitleKeys[page])}</span>
              <span className="bonus-login__text">{t(text)}</span>
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="bonus-login__entry" onClick={() => openRewardPopup('dailySignIn')}>
            <span className="bonus-login__name">{t('sideMenu.dailySignIn')}</span>
            <span className="bonus-login__text">{t('promotions.bonusLogin.dailySignIn')}</span>
          </button>
        </li>
      </ul>
    </div>
  );
}
