// supplierGameList?vendor=<id>: one provider's games. Without a provider (no
// id, or one the catalogue does not have) it lists the providers to choose
// from, rather than an empty page.
import { games } from '@content/games';
import { useSearchParams } from 'react-router';
import { useMessage } from '@/components/use-message';
import { findVendor } from '@/features/lobby/catalogue';
import { VendorGrid } from '@/features/lobby/components/vendor-grid';
import { GameListPage } from './game-list-page';
import { LobbyPageHeading } from './lobby-page-heading';
import '@/features/lobby/lobby.css';

export default function SupplierPage() {
  const t = useMessage();
  const vendor = findVendor(useSearchParams()[0].get('vendor'));
  if (!vendor) {
    return (
      <div className="lobby-page">
        <LobbyPageHeading page="venDorsAll" />
        <VendorGrid />
      </div>
    );
  }
  return (
    <GameListPage
      page="supplierGameList"
      title={vendor.name}
      games={games.filter((game) => game.vendor === vendor.id)}
      emptyText={t('lobby.gamesByVendor', { count: 0 })}
    />
  );
}
