// Who the signed-in player is, at the top of the Account tab: avatar,
// nickname, user id with a copy button (the toast says whether it was
// copied), VIP level and bar, and the balance with the way to deposit and
// withdraw. The user info is the session's (stored, so it shows at once).
import { useState } from 'react';
import { Link } from 'react-router';
import { LineIcon } from '@/components/line-icon/line-icon';
import { MoneyText } from '@/components/money/money-text';
import { PlatformCoinIcon } from '@/components/money/platform-coin-icon';
import { PlayerAvatar } from '@/components/player/player-avatar';
import { VipProgress } from '@/components/player/vip-progress';
import { Toast } from '@/components/toast/toast';
import { useMessage } from '@/components/use-message';
import { pagePath } from '@/config/paths';
import { useShownBalance } from '@/lib/money/shown-balance';
import type { Session } from '@/lib/session-store';
import { trackDeposit } from '@/lib/tracking';

export function PlayerCard({ session }: { session: Session }) {
  const { user, vipProgress } = session;
  return (
    <div className="player-card">
      <div className="player-card__who">
        <PlayerAvatar headId={user?.headId} size={64} />
        <div className="player-card__names">
          {user ? (
            <>
              <p className="player-card__nickname">{user.nickName}</p>
              <UserId id={user.userId} />
            </>
          ) : (
            <span className="player-card__placeholder" aria-hidden="true" />
          )}
        </div>
      </div>
      <VipProgress level={user?.vip ?? 0} progress={vipProgress} />
      <Balance platformId={user?.platformId ?? null} />
    </div>
  );
}

function UserId({ id }: { id: number }) {
  const t = useMessage();
  const [toast, setToast] = useState<{ text: string; serial: number } | null>(null);
  const show = (text: string) => setToast((last) => ({ text, serial: (last?.serial ?? 0) + 1 }));
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(String(id));
      show(t('common.copied'));
    } catch {
      show(t('account.tab.copyFailed'));
    }
  };
  return (
    <>
      <p className="player-card__id">
        {/* A string: an id is not a quantity, so no grouping separators. */}
        <span>{t('account.userId', { id: String(id) })}</span>
        <button
          type="button"
          className="player-card__copy"
          aria-label={t('account.tab.copyId')}
          onClick={() => void copy()}
        >
          <LineIcon>
            <rect x="9" y="9" width="11" height="11" rx="2" />
            <path d="M5 15V5a1 1 0 0 1 1-1h10" />
          </LineIcon>
        </button>
      </p>
      <Toast key={toast?.serial} message={toast?.text ?? null} onHide={() => setToast(null)} />
    </>
  );
}

function Balance({ platformId }: { platformId: number | null }) {
  const t = useMessage();
  const shown = useShownBalance();
  return (
    <div className="player-card__balance">
      <p>
        <span className="player-card__balance-label">{t('topBar.balance')}</span>
        <span className="player-card__balance-figure" aria-busy={shown === null}>
          <PlatformCoinIcon platformId={platformId} />
          {shown ? (
            <MoneyText minorUnits={shown.minorUnits} currency={shown.currency} />
          ) : (
            <span className="player-card__placeholder player-card__placeholder--figure" aria-hidden="true" />
          )}
        </span>
      </p>
      <div className="player-card__money-links">
        <Link className="button button--primary" to={pagePath('Wallet')} onClick={() => trackDeposit()}>
          {t('sideMenu.deposit')}
        </Link>
        <Link className="button button--ghost" to={`${pagePath('Withdrawals')}?withdraw=1`}>
          {t('sideMenu.withdraw')}
        </Link>
      </div>
    </div>
  );
}
