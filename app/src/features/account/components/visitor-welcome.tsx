// A visitor's Account tab: what an account gives, and Sign in and Register
// (the same dialogs, and the same tracking, as the top bar's buttons).
import { useId } from 'react';
import { useMessage } from '@/components/use-message';
import { openAuthDialogByButton } from '@/lib/auth-dialog';
import type { PlainMessageKey } from '@/lib/message-keys';

const benefits: readonly PlainMessageKey[] = [
  'account.tab.benefits.play',
  'account.tab.benefits.rewards',
  'account.tab.benefits.vip',
  'account.tab.benefits.games',
];

export function VisitorWelcome() {
  const t = useMessage();
  const titleId = useId();
  return (
    <section className="player-card visitor-welcome" aria-labelledby={titleId}>
      <h2 id={titleId} className="visitor-welcome__title">
        {t('account.tab.visitorTitle')}
      </h2>
      <p>{t('account.tab.visitorIntro')}</p>
      <ul className="visitor-welcome__benefits">
        {benefits.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <div className="visitor-welcome__buttons">
        <button
          type="button"
          className="button button--primary"
          onClick={() => openAuthDialogByButton('signIn')}
        >
          {t('topBar.signIn')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => openAuthDialogByButton('register')}
        >
          {t('topBar.register')}
        </button>
      </div>
    </section>
  );
}
