// The bar above a launched game (SPEC §4): the game's name, Exit (the
// balance comes back from the game, then the game's page), a play-money
// mark on a free try, and on phones the way to the lobby and its tab bar.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMessage } from '@/components/use-message';
import { gameDetailsPath, pagePath } from '@/config/paths';
import { transferOut } from '@/lib/api/transfer-out';
import { useOpenGame } from '@/lib/game-session';
import { isSignedIn, useSession } from '@/lib/session-store';

export interface GameBarProps {
  readonly gameId: string;
  readonly title: string;
}

export function GameBar({ gameId, title }: GameBarProps) {
  const t = useMessage();
  const navigate = useNavigate();
  const session = useSession();
  const open = useOpenGame();
  const [leaving, setLeaving] = useState(false);
  const demo = open?.gameId === gameId && open.demo;
  const exit = async () => {
    setLeaving(true);
    // A refused transfer-out keeps the player here; its toast says why and Exit stays offered.
    const left =
      !isSignedIn(session) ||
      (await transferOut().then(
        () => true,
        () => false,
      ));
    setLeaving(false);
    if (left) navigate(gameDetailsPath(gameId));
  };
  return (
    <div className="game-bar" role="toolbar" aria-label={t('gameBar.label')}>
      <button type="button" className="game-bar__button" onClick={() => void exit()} disabled={leaving}>
        <span aria-hidden="true" className="game-bar__arrow">
          ‹
        </span>{' '}
        {leaving ? t('gameBar.leaving') : t('gameBar.exit')}
      </button>
      <p className="game-bar__title">
        {title}
        {demo && <span className="game-bar__demo">{t('gameBar.playMoney')}</span>}
      </p>
      <button
        type="button"
        className="game-bar__button game-bar__lobby"
        onClick={() => navigate(pagePath('index'))}
      >
        {t('gameBar.lobby')}
      </button>
    </div>
  );
}
