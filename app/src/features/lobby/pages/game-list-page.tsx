// A lobby page that is a title over a full game list (or its empty text).
import type { Game } from '@content/games';
import type { PageName } from '@/config/paths';
import { VirtualGameGrid } from '@/features/lobby/components/virtual-game-grid';
import { LobbyPageHeading } from './lobby-page-heading';
import '@/features/lobby/lobby.css';

export interface GameListPageProps {
  readonly page: PageName;
  readonly title: string;
  readonly games: readonly Game[];
  readonly emptyText: string;
}

export function GameListPage({ page, title, games, emptyText }: GameListPageProps) {
  return (
    <div className="lobby-page">
      <LobbyPageHeading page={page} title={title} />
      {games.length === 0 ? (
        <p className="lobby-page__empty">{emptyText}</p>
      ) : (
        <VirtualGameGrid games={games} label={title} />
      )}
    </div>
  );
}
