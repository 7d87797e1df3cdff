// A titled row of game cards that scrolls sideways, with a "See all" link to
// the full list. Rows hold few cards; full lists use the virtual grid.
import type { Game } from '@content/games';
import { useId, type MouseEventHandler } from 'react';
import { Link } from 'react-router';
import { useMessage } from '../../../components/use-message';
import { GameCard } from './game-card';

export interface GameRowProps {
  readonly title: string;
  readonly games: readonly Game[];
  readonly seeAllPath?: string;
  readonly onSeeAll?: MouseEventHandler<HTMLAnchorElement>;
  /** The first row paints its images at once. */
  readonly eager?: boolean;
}

export const rowCardSizes = '(min-width: 800px) 150px, 120px';

export function GameRow({ title, games, seeAllPath, onSeeAll, eager = false }: GameRowProps) {
  const t = useMessage();
  const headingId = useId();
  return (
    <section className="lobby-row" aria-labelledby={headingId}>
      <div className="lobby-row__header">
        <h2 id={headingId} className="lobby-row__title">
          {title}
        </h2>
        {seeAllPath && (
          <Link className="lobby-row__see-all" to={seeAllPath} onClick={onSeeAll}>
            {t('common.seeAll')}
            <span className="visually-hidden">: {title}</span>
          </Link>
        )}
      </div>
      <ul className="lobby-row__list">
        {games.map((game, index) => (
          <li key={game.id} className="lobby-row__item">
            <GameCard game={game} sizes={rowCardSizes} eager={eager && index < 6} />
          </li>
        ))}
      </ul>
    </section>
  );
}
