// An unknown route, or an address a page refuses: say so and offer the way home.
import { Link } from 'react-router';
import { pagePath } from '@/config/paths';
import { useMessage } from '@/components/use-message';

export function NotFoundView() {
  const t = useMessage();
  return (
    <section className="status-view" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="status-view__title">
        {t('page.notFound.title')}
      </h1>
      <p>{t('page.notFound.text')}</p>
      <Link className="button button--primary" to={pagePath('index')}>
        {t('page.notFound.goHome')}
      </Link>
    </section>
  );
}
