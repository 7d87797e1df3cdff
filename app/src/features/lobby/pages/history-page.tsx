// MyhistoryList: the games the player launched (a visitor’s free tries on this device), most recent first.
import { useMessage } from '@/components/use-message';
import { pageTitleKeys } from '@/config/page-titles';
import { gamesOf } from '@/features/lobby/catalogue';
import { recentGames } from '@/features/lobby/device-lists/recent-games';
import { GameListPage } from './game-list-page';

export default function HistoryPage() {
  const t = useMessage();
  return (
    <GameListPage
      page="MyhistoryList"
      title={t(pageTitleKeys.MyhistoryList)}
      games={gamesOf(recentGames.use())}
      emptyText={t('lobby.emptyRecent')}
    />
  );
}
