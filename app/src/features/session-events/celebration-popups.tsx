// The VIP celebrations of pushes 56 and 57 (SPEC §2 popups): the level-up
// congratulations with the new level's name and its reward, and the birthday
// greeting with its gift, one at a time on the shared popup. The reward is
// already in the wallet when the push arrives: the popup says so. The
// confetti is decoration; it falls only when the player allows motion.
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
import { celebrations, dismissCelebration, type Celebration } from './session-event-store';
import './celebration-popups.css';

export function CelebrationPopups() {
  const queue = celebrations.use();
  const shown = queue[0];
  // The last one shown stays on screen through its closing animation.
  const [lastShown, setLastShown] = useState(shown);
  if (shown && shown !== lastShown) setLastShown(shown);
  const celebration = shown ?? lastShown;
  if (!celebration) return null;
  return <CelebrationPopup key={celebration.serial} celebration={celebration} open={shown !== undefined} />;
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
