// The VIP celebrations of pushes 56 and 57 (SPEC §2 popups): the level-up
// congratulations with the new level's name and its reward, and the birthday
// greeting with its gift, one at a time on the shared popup, in the order the
// pushes came. The reward is already in the wallet when the push arrives: the
// popup says so. The confetti is decoration; it falls only when the player
// allows motion.
import { site } from '@content/site';
import { vipLevels } from '@content/vip';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LineIcon } from '@/components/line-icon/line-icon';
import { MoneyText } from '@/components/money/money-text';
import { Popup } from '@/components/popup/popup';
import { usePrefersReducedMotion } from '@/components/use-media-query';
import { useContentLabel, useMessage } from '@/components/use-message';
import { pagePath } from '@/config/paths';
import { currencyDisplay } from '@/lib/money/currency-display';
import { useSession } from '@/lib/session-store';
import type { SocketPush } from '@/lib/socket-client';
import { celebrationPushes } from './session-event-store';
import './celebration-popups.css';

/** A level-up (push 56) or a birthday (push 57), with the reward the sandbox credited. */
export interface Celebration {
  readonly kind: 'levelUp' | 'birthday';
  /** The player's VIP level: the one reached, or the one whose birthday gift was given. */
  readonly level: number;
  /** Minor units of `currency`; 0 when nothing was credited (a birthday gift already given this year). */
  readonly reward: number;
  readonly currency: string;
}

/** A 56 or 57 push's `{vip, reward, currency}`; what it lacks is the player's level, nothing, the default currency. */
export function celebrationOf({ cmd, data }: SocketPush, playerLevel: number): Celebration {
  return {
    kind: cmd === 56 ? 'levelUp' : 'birthday',
    level: typeof data.vip === 'number' ? data.vip : playerLevel,
    reward: typeof data.reward === 'number' && data.reward > 0 ? data.reward : 0,
    currency: typeof data.currency === 'string' ? data.currency : site.defaultCurrency,
  };
}

/** The shown celebration is closed; the next, if any, follows. */
function dismissCelebration(): void {
  celebrationPushes.set(celebrationPushes.get().slice(1));
}

// Each push its own popup (a key), though two may carry the same figures.
const popupKeys = new WeakMap<SocketPush, number>();
let lastPopupKey = 0;
function popupKey(push: SocketPush): number {
  let key = popupKeys.get(push);
  if (key === undefined) {
    lastPopupKey += 1;
    key = lastPopupKey;
    popupKeys.set(push, key);
  }
  return key;
}

export function CelebrationPopups() {
  const queue = celebrationPushes.use();
  const playerLevel = useSession().user?.vip ?? 0;
  const shown = queue[0];
  // The last one shown stays on screen through its closing animation.
  const [lastShown, setLastShown] = useState(shown);
  if (shown && shown !== lastShown) setLastShown(shown);
  const push = shown ?? lastShown;
  if (!push) return null;
  return (
    <CelebrationPopup
      key={popupKey(push)}
      celebration={celebrationOf(push, playerLevel)}
      open={shown !== undefined}
    />
  );
}

function CelebrationPopup({
  celebration,
  open,
}: {
  readonly celebration: Celebration;
  readonly open: boolean;
}) {
  const t = useMessage();
  const label = useContentLabel();
  const navigate = useNavigate();
  const { kind, level, reward, currency } = celebration;
  const levelUp = kind === 'levelUp';
  const levelName = vipLevels.find((vipLevel) => vipLevel.level === level)?.nameKey;
  const seeBenefits = () => {
    dismissCelebration();
    void navigate(pagePath('VipClubsNew'));
  };
  return (
    <Popup
      open={open}
      onClose={dismissCelebration}
      title={t(levelUp ? 'vip.levelUp.title' : 'vip.birthday.title')}
      className="celebration-popup"
      footer={
        <>
          {levelUp && (
            <button type="button" className="button button--ghost" onClick={seeBenefits}>
              {t('vip.levelUp.seeBenefits')}
            </button>
          )}
          <button type="button" className="button button--primary" onClick={dismissCelebration}>
            {t('common.ok')}
          </button>
        </>
      }
    >
      <Confetti kind={kind} level={level} />
      <p className="celebration-popup__text">
        {levelUp
          ? t('vip.levelUp.text', {
              level,
              name: levelName ? label(levelName) : t('avatarMenu.vipLevel', { level }),
            })
          : t('vip.birthday.text')}
      </p>
      {reward > 0 && (
        <div className="celebration-popup__reward">
          <p>{levelUp ? t('vip.levelUp.reward') : t('vip.birthday.reward', { level })}</p>
          <p className="celebration-popup__amount">
            <MoneyText minorUnits={reward} currency={currencyDisplay(currency)} />
          </p>
          <p>{t(levelUp ? 'vip.levelUp.credited' : 'vip.birthday.credited')}</p>
        </div>
      )}
    </Popup>
  );
}

// Where each piece of confetti rests, scattered but the same on every render.
const confettiPieces = Array.from({ length: 14 }, (_, index) => ({
  '--x': `${(index * 37 + 5) % 94}%`,
  '--y': `${(index * 53 + 11) % 84}%`,
  '--turn': `${(index * 47) % 360}deg`,
  '--delay': `${index * 130}ms`,
}));

/** The badge (the level, or a gift) in a shower of confetti; hidden from screen readers. */
function Confetti({ kind, level }: { readonly kind: Celebration['kind']; readonly level: number }) {
  const t = useMessage();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <div className="celebration" data-motion={reducedMotion ? 'still' : 'moving'} aria-hidden="true">
      {confettiPieces.map((place, index) => (
        <span key={index} className="celebration__piece" style={place as CSSProperties} />
      ))}
      <span className="celebration__badge">
        {kind === 'levelUp' ? (
          <span className="celebration__level">{t('avatarMenu.vipLevel', { level })}</span>
        ) : (
          <LineIcon>
            <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13" />
            <path d="M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0" />
          </LineIcon>
        )}
      </span>
    </div>
  );
}
