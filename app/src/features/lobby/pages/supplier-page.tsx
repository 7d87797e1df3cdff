// supplierGameList?vendor=<id>: one provider's games.
import { games } from '@content/games';
import { useSearchParams } from 'react-router';
import { useMessage } from '@/components/use-message';
import { pageTitleKeys } from '@/config/page-titles';
import { findVendor } from '@/features/lobby/catalogue';
import { GameListPage } from './game-list-page';

export default function SupplierPage() {
  const t = useMessage();
  const vendor = findVendor(useSearchParams()[0].get('vendor'));
  return (
    <GameListPage
      page="supplierGameList"
      title={vendor?.name ?? t(pageTitleKeys.supplierGameList)}
      games={vendor ? games.filter((game) => game.vendor === vendor.id) : []}
      emptyText={t('lobby.noResults')}
    />
  );
}
