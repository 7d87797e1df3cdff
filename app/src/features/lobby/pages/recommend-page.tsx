// recommend: the hot games first, then the rest of the catalogue.
import { games } from '@content/games';
import { useMessage } from '@/components/use-message';
import { GameListPage } from './game-list-page';

const recommended = [...games.filter((game) => game.hot), ...games.filter((game) => !game.hot)];

export default function RecommendPage() {
  const t = useMessage();
  return <GameListPage page="recommend" title={t('lobby.recommended')} games={recommended} emptyText="" />;
}
