// A game as a card: thumbnail, name and vendor link to its details page; the
// heart keeps it as a favourite.
import type { Game } from '@content/games';
import { memo } from 'react';
import { Link } from 'react-router';
import { gameDetailsPath } from '@/config/paths';
import { FavouriteButton } from './favourite-button';
import { Thumbnail } from '@/components/thumbnail/thumbnail';
import { VendorByline } from './vendor-byline';

export interface GameCardProps {
  readonly game: Game;
  readonly sizes: string;
  readonly eager?: boolean;
  readonly highPriority?: boolean;
}

// Memoised: the virtual grid re-renders on every scroll frame, its cards need not.
export const GameCard = memo(function GameCard({
  game,
  sizes,
  eager = false,
  highPriority = false,
}: GameCardProps) {
  return (
    <article className="game-card" aria-label={game.name}>
      <Link className="game-card__link" to={gameDetailsPath(game.id)}>
        <Thumbnail image={game.thumbnail} sizes={sizes} eager={eager} highPriority={highPriority} />
        {/* dir=auto: a Latin name in an Arabic page truncates at its own end. */}
        <span className="game-card__name" dir="auto">
          {game.name}
        </span>
        <span className="game-card__vendor">
          <VendorByline game={game} />
        </span>
      </Link>
      <FavouriteButton gameId={game.id} />
    </article>
  );
});
