// Every game provider with its logo and game count, each linking to its games.
import { vendors } from '@content/vendors';
import { Link } from 'react-router';
import { useMessage } from '@/components/use-message';
import { vendorGamesPath } from '@/config/paths';
import { VendorLogo } from './vendor-logo';

export function VendorGrid() {
  const t = useMessage();
  return (
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
  );
}
