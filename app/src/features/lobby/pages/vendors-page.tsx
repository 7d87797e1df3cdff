// venDorsAll: every game provider with its logo and game count.
import { vendors } from '@content/vendors';
import { Link } from 'react-router';
import { useMessage } from '@/components/use-message';
import { VendorLogo } from '@/features/lobby/components/vendor-logo';
import { vendorGamesPath } from '@/features/lobby/lobby-paths';
import { LobbyPageHeading } from './lobby-page-heading';
import '@/features/lobby/lobby.css';

export default function VendorsPage() {
  const t = useMessage();
  return (
    <div className="lobby-page">
      <LobbyPageHeading page="venDorsAll" />
      <ul className="vendor-grid">
        {vendors.map((vendor) => (
          <li key={vendor.id}>
            <Link to={vendorGamesPath(vendor.id)} className="vendor-grid__link">
              <VendorLogo vendor={vendor} alt="" className="vendor-grid__logo" />
              <span className="vendor-grid__name">{vendor.name}</span>
              <span className="vendor-grid__count">
                {t('lobby.gamesByVendor', { count: vendor.gameCount })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
