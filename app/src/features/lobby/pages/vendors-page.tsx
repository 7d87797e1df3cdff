// venDorsAll: every game provider with its logo and game count.
import { VendorGrid } from '@/features/lobby/components/vendor-grid';
import { LobbyPageHeading } from './lobby-page-heading';
import '@/features/lobby/lobby.css';

export default function VendorsPage() {
  return (
    <div className="lobby-page">
      <LobbyPageHeading page="venDorsAll" />
      <VendorGrid />
    </div>
  );
}
