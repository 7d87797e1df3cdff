// open-location (SPEC §2 lists it with no behaviour). The app never asks
// for the device's position, so this is the "turn on location" help page
// read the one honest way: it says the app does not read the device's
// location and offers to choose the country or region by hand instead
// (choose-location).
import { Link } from 'react-router';
import { useMessage } from '@/components/use-message';
import { chooseLocationPath } from '@/features/withdraw/withdraw-paths';

export default function OpenLocationPage() {
  const t = useMessage();
  return (
    <section className="status-view" aria-labelledby="open-location-title">
      <h1 id="open-location-title" className="status-view__title">
        {t('location.open.title')}
      </h1>
      <p>{t('location.open.manual')}</p>
      <Link to={chooseLocationPath()} className="button button--primary">
        {t('location.open.chooseByHand')}
      </Link>
    </section>
  );
}
