// The Account tab (SPEC §2 /pages/Account/Account). A signed-in player sees
// who they are (avatar, nickname, copyable user id, VIP level and bar, the
// balance), the way to every account page, the histories, help, language and
// theme, and Sign out. A visitor sees what an account gives and the way in,
// and the help and settings that need no account.
import { SettingsPanel } from '@/components/settings-panel/settings-panel';
import { useMessage } from '@/components/use-message';
import { pageTitleKeys } from '@/config/page-titles';
import { signOut, type ReloadPage } from '@/lib/api/sign-out';
import { isSignedIn, useSession } from '@/lib/session-store';
import { AccountLinks } from '@/features/account/components/account-links';
import { PlayerCard } from '@/features/account/components/player-card';
import { VisitorWelcome } from '@/features/account/components/visitor-welcome';
import '@/features/account/account.css';

export interface AccountPageProps {
  /** Reloads the page after signing out; tests pass a spy. */
  readonly reload?: ReloadPage;
}

export default function AccountPage({ reload }: AccountPageProps) {
  const t = useMessage();
  const session = useSession();
  const signedIn = isSignedIn(session);
  return (
    <div className="account-page">
      <h1 className="account-page__title">{t(pageTitleKeys.Account)}</h1>
      {signedIn ? <PlayerCard session={session} /> : <VisitorWelcome />}
      <AccountLinks signedIn={signedIn} platformId={session.user?.platformId ?? null} />
      <section className="account-page__section account-page__settings">
        <SettingsPanel titleLevel={2} />
      </section>
      {signedIn && (
        <button
          type="button"
          className="button button--ghost account-page__sign-out"
          onClick={() => void signOut(reload)}
        >
          {t('avatarMenu.signOut')}
        </button>
      )}
    </div>
  );
}
